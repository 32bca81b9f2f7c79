import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { DelegationPanel } from '../../features/engage-settings/components/delegation-panel';

export const EMAIL_DELEGATION_PATHS = [
  '/settings/email-delegation',
  '/admin/settings/email-delegation',
] as const;

/** Settings › Email delegation (served under /settings and /admin/settings). */
export function EmailDelegationPage() {
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Email delegation"
        description="Let teammates send sequences from your mailbox and edit your sequences, and see whom you can send for."
      />
      <DelegationPanel />
    </Stack>
  );
}
