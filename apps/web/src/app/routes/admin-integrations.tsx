import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { CONNECT_CATALOGUE } from '@talentbase/shared/integrations/connect-catalogue';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useCatalogueStates } from '../../features/integrations/api/integrations';
import { AppIcon } from '../../features/integrations/components/app-icon';
import { ConnectDialog } from '../../features/integrations/components/connect-dialog';
import { useCan } from '../../lib/permissions';
import { ProPlanOnly } from './admin-ats';
import { APPS_HOME_PATH } from './apps-homepage';

export const ADMIN_INTEGRATIONS_PATH = '/admin/settings/integration';

function Connected() {
  const states = useCatalogueStates();
  const [open, setOpen] = useState<string | null>(null);
  if (states.isError)
    return (
      <LoadError
        title="The integrations could not be loaded"
        error={states.error}
        onRetry={() => void states.refetch()}
      />
    );
  if (states.isPending)
    return (
      <Stack data-testid="integrations-loading" aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  const rows = states.data.states.flatMap((s) =>
    [s.teamConnection, s.userConnection]
      .filter((c) => c !== null && c.status !== 'disconnected')
      .map((c) => ({
        state: s,
        connection: c as NonNullable<typeof c>,
        entry: CONNECT_CATALOGUE.find((e) => e.id === s.providerId),
      })),
  );
  if (rows.length === 0)
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>No integration is connected yet</Text>
          <Text fz="sm">Connect your ATS, CRM or HR system from the apps list.</Text>
          <Button component={Link} to={APPS_HOME_PATH}>
            Browse apps
          </Button>
        </Stack>
      </Card>
    );
  const openRow = rows.find((r) => r.connection.id === open);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rows.map(({ connection: c, entry }) =>
          entry ? (
            <Card key={c.id} withBorder padding="md" data-testid={`connection-${entry.id}`}>
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <AppIcon id={entry.id} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{entry.company}</Text>
                    <Text fz="xs" c="dimmed">
                      {c.scope === 'team' ? 'For the whole team' : 'Your personal connection'} · updated{' '}
                      {new Date(c.updatedAt).toLocaleDateString()}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4}>
                  <Badge color={c.status === 'connected' ? 'green' : 'red'} variant="light">
                    {c.status === 'connected' ? 'Connected' : 'Test failing'}
                  </Badge>
                  {c.hasCredentials && (
                    <Badge variant="light" color="gray">
                      Credentials stored
                    </Badge>
                  )}
                </Group>
                {c.lastTest && <Text fz="sm">{c.lastTest.message}</Text>}
                <Group>
                  <Button size="xs" variant="default" onClick={() => setOpen(c.id)}>
                    {entry.button.installed}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ) : null,
        )}
      </SimpleGrid>
      {openRow?.entry && (
        <ConnectDialog entry={openRow.entry} state={openRow.state} opened onClose={() => setOpen(null)} />
      )}
    </>
  );
}

/** Admin › Settings › Integrations (`/admin/settings/integration`): what the team has connected. */
export function AdminIntegrationsPage() {
  const pro = useCan('appsHome');
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Integrations"
        description="The systems your team and you have connected, with the result of their last connection test."
      />
      {pro ? <Connected /> : <ProPlanOnly />}
      {pro && (
        <Text fz="sm">
          Looking for another system?{' '}
          <Anchor component={Link} to={APPS_HOME_PATH} underline="always">
            Browse all apps
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
