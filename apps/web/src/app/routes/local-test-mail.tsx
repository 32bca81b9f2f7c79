import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { LocalMailBanner, LocalMailView } from '../../features/engage-settings/components/local-mail-view';

export const LOCAL_TEST_MAIL_PATH = '/engage/test-mail';

/** Engage › Local test mail: what the built-in test mail server caught (two-command setup only). */
export function LocalTestMailPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Local test mail"
        description="Messages your team’s local mailboxes sent on this machine."
      />
      <LocalMailBanner />
      <LocalMailView />
    </Stack>
  );
}
