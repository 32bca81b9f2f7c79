import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { CampaignSettings } from '../../features/engage-settings/components/campaign-settings-form';

export const CAMPAIGN_SETTINGS_PATH = '/admin/team-settings/campaign-settings';

/** Team settings › Campaign settings: when sequences may send, and how fast. */
export function CampaignSettingsPage() {
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Campaign settings"
        description="The days and hours your team’s sequences send in, and the pace new mailboxes start with."
      />
      <CampaignSettings />
    </Stack>
  );
}
