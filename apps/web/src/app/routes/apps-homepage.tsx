import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { AppsListing } from '../../features/integrations/components/apps-listing';

export const APPS_HOME_PATH = '/apps/homepage';
export const APP_DETAIL_PATH = '/apps/appDetail';

/** Apps (`/apps/homepage`, pro plans): every integration, with search and categories. */
export function AppsHomePage() {
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Apps"
        description="Connect your ATS, CRM, HR system, calendar, email and meeting tools."
      />
      <AppsListing detailPath={APP_DETAIL_PATH} />
    </Stack>
  );
}
