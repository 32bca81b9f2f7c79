import { Alert, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { AppDetail } from '../../features/integrations/components/app-detail';
import { AppsListing } from '../../features/integrations/components/apps-listing';
import { useCan } from '../../lib/permissions';

export const ADMIN_ATS_PATH = '/admin/general/ats';
export const ADMIN_ATS_DETAIL_PATH = '/admin/general/ats-detail';

export function ProPlanOnly() {
  return (
    <Alert variant="light" title="Part of the Pro plan">
      Integrations with your ATS, CRM and HR systems come with the Pro plan.
    </Alert>
  );
}

/** Admin › ATS (`/admin/general/ats`): the team's ATS connections, made by its admins. */
export function AdminAtsPage() {
  const pro = useCan('appsHome');
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="ATS"
        description="Connect your applicant tracking system for the whole team: recruiters then send candidates to it."
      />
      {pro ? <AppsListing only={['ats']} detailPath={ADMIN_ATS_DETAIL_PATH} /> : <ProPlanOnly />}
    </Stack>
  );
}

/** Admin › ATS › one system (`/admin/general/ats-detail?id=…`). */
export function AdminAtsDetailPage() {
  const pro = useCan('appsHome');
  if (!pro)
    return (
      <Stack gap="md" maw={900}>
        <PageHeader title="ATS" />
        <ProPlanOnly />
      </Stack>
    );
  return <AppDetail backPath={ADMIN_ATS_PATH} backLabel="All ATS" />;
}
