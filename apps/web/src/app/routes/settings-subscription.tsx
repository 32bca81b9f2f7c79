import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { SubscriptionSettings } from '../../features/subscription/components/subscription-settings';

export const SETTINGS_SUBSCRIPTION_PATH = '/settings/subscription';
export const ADMIN_SETTINGS_SUBSCRIPTION_PATH = '/admin/settings/subscription';

/** Served at /settings/subscription and /admin/settings/subscription. */
export function SettingsSubscriptionPage() {
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title="Subscription"
        description="Your team's plan, when it renews, the seats and credits it includes, and the other plans."
      />
      <SubscriptionSettings />
    </Stack>
  );
}
