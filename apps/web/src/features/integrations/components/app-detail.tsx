/** One integration (`/apps/appDetail?id=…`, `/admin/general/ats-detail?id=…`): about, links, state and the dialog. */
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { apiAddressDefault } from '@talentbase/shared/integrations/api-address';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useCatalogueStates } from '../api/integrations';
import { storedApiAddress } from './api-address-option';
import { AppIcon } from './app-icon';
import { EntryAction } from './apps-listing';
import { ConnectDialog, ownConnection } from './connect-dialog';

export function AppDetail({ backPath, backLabel }: { backPath: string; backLabel: string }) {
  const [params] = useSearchParams();
  const entry = connectEntry(params.get('id') ?? '');
  const states = useCatalogueStates();
  const [open, setOpen] = useState(false);
  const back = (
    <Button component={Link} to={backPath} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {backLabel}
    </Button>
  );
  if (!entry || entry.isDisabedAppDetail)
    return (
      <Stack gap="md" maw={900}>
        <PageHeader title="Integration not found" actions={back} />
        <Alert variant="light">This integration has no detail page. Choose one from the list.</Alert>
      </Stack>
    );
  const state = states.data?.states.find((s) => s.providerId === entry.id);
  const connection = ownConnection(entry, state);
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={entry.company} description={entry.description} actions={back} />
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group gap="sm">
            <AppIcon id={entry.id} size={48} />
            <Stack gap={4}>
              <Title order={2} fz="lg">
                About {entry.company}
              </Title>
              <Group gap={4}>
                {state?.installed && (
                  <Badge color="green" variant="light">
                    Installed
                  </Badge>
                )}
                {entry.two_way_integration && (
                  <Badge color="grape" variant="light">
                    Two-way sync
                  </Badge>
                )}
                {entry.category && <Badge variant="light">{entry.category}</Badge>}
              </Group>
            </Stack>
          </Group>
          <Text>{entry.aboutInfo ?? entry.description}</Text>
          <Group gap="md">
            <Anchor href={entry.website_url} target="_blank" rel="noreferrer" underline="always">
              Website
            </Anchor>
            <Anchor
              href={entry.installation_instructions}
              target="_blank"
              rel="noreferrer"
              underline="always"
            >
              Installation instructions
            </Anchor>
          </Group>
          {entry.adminLoginText && (
            <Text fz="sm" c="dimmed">
              {entry.adminLoginText}
            </Text>
          )}
          {states.isError ? (
            <LoadError
              title="The connection state could not be loaded"
              error={states.error}
              onRetry={() => void states.refetch()}
            />
          ) : states.isPending ? (
            <Skeleton height={30} width={120} data-testid="detail-loading" />
          ) : (
            <Stack gap="xs" align="flex-start">
              {state?.blockedReason && <Text fz="sm">{state.blockedReason}</Text>}
              {connection && apiAddressDefault(entry.id) && (
                <Text fz="sm" data-testid="api-address" style={{ overflowWrap: 'anywhere' }}>
                  API address:{' '}
                  {storedApiAddress(connection.settings) ??
                    `${apiAddressDefault(entry.id)} (${entry.company}'s own)`}
                </Text>
              )}
              {connection?.lastTest && (
                <Text fz="sm" c={connection.lastTest.ok ? undefined : 'red.9'}>
                  Last test: {connection.lastTest.message}
                </Text>
              )}
              <EntryAction entry={entry} state={state} onOpen={() => setOpen(true)} />
            </Stack>
          )}
        </Stack>
      </Card>
      {open && <ConnectDialog entry={entry} state={state} opened onClose={() => setOpen(false)} />}
    </Stack>
  );
}
