import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { InboxView } from '../../features/engage-inbox/components/inbox-view';
import { useCan } from '../../lib/permissions';

export const ENGAGE_INBOX_PATH = '/engage/inbox';

/** Engage › Inbox: candidates' answers to your sequences (and your delegators'), or the team's for admins. */
export function EngageInboxPage() {
  const canSeeTeam = useCan('engageTeam');
  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title="Inbox"
        description="Replies to your sequences. A reply stops its sequence; out-of-office answers and bounces are under All."
      />
      <InboxView canSeeTeam={canSeeTeam} />
    </Stack>
  );
}
