import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ApiAccessSettings } from '../../features/api-access/api-access-settings';

export const ADMIN_API_ACCESS_PATH = '/admin/team-settings/api-access';

/** Team settings › API access: API keys for the public API, and outgoing webhooks. */
export function AdminApiAccessPage() {
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title="API access"
        description="API keys for the public REST API, and webhooks that tell your other systems what happened."
      />
      <ApiAccessSettings />
    </Stack>
  );
}
