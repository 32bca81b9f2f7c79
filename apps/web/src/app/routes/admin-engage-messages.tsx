import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { OutboxView } from '../../features/engage-outbox/components/outbox-view';
import { PerformanceSummaryStrip } from '../../features/engage-performance/components/performance-summary-strip';
import { useCampaignIds } from './engage-outbox';

export const ADMIN_ENGAGE_MESSAGES_PATH = '/admin/sourcing/engage';

/** Admin › Sourcing › Messages: the team's outbox, every sender's sequences (read-only here). */
export function AdminEngageMessagesPage() {
  const [campaignIds, setCampaignIds] = useCampaignIds();
  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title="Messages"
        description="Your team's outreach: every sequence step of every sender, scheduled and sent."
      />
      <PerformanceSummaryStrip campaignIds={campaignIds} title="Sequences in your team's messages" />
      <OutboxView team onCampaigns={setCampaignIds} />
    </Stack>
  );
}
