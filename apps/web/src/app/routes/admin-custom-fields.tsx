import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { CustomFieldsSettings } from '../../features/custom-fields/components/custom-fields-settings';

export const ADMIN_CUSTOM_FIELDS_PATH = '/admin/team-settings/custom-fields-settings';

/** Team settings › Custom fields: typed fields for candidates and projects. */
export function AdminCustomFieldsPage() {
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Custom fields"
        description="Fields your team fills in on candidates and projects: text, numbers, dates, choices, yes/no and links."
      />
      <CustomFieldsSettings />
    </Stack>
  );
}
