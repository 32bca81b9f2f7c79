import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { EngagementSettings } from '../../features/engage-settings/components/engagement-settings-form';

export const ENGAGEMENT_SETTINGS_PATH = '/admin/team-settings/engagement';

/** Team settings › Engagement: privacy notice, unsubscribe footer, tracking domain, private hosts. */
export function EngagementSettingsPage() {
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Engagement"
        description="What every email your team sends carries, and where its links and mail go."
      />
      <EngagementSettings />
    </Stack>
  );
}
