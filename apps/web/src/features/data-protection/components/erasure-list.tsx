import {
  Anchor,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Table,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconHistory, IconRefresh } from '@tabler/icons-react';
import type { Erasure } from '@talentbase/shared';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useErasures, useRetryErasure } from '../api/erasures';
import { ERASURE_REASON, formatDateTime, plural } from '../lib/labels';
import { erasurePath } from '../lib/paths';
import { ErasureStatusBadge } from './erasure-status-badge';

function RetryButton({ erasure }: { erasure: Erasure }) {
  const retry = useRetryErasure();
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      leftSection={<IconRefresh size={14} />}
      loading={retry.isPending && retry.variables === erasure.id}
      aria-label={`Retry the erasure of ${formatDateTime(erasure.createdAt)}`}
      onClick={() =>
        retry.mutate(erasure.id, {
          onSuccess: () => notifySuccess('The erasure carries on where it stopped.', { title: 'Retrying' }),
          onError: (error) => notifyError(error),
        })
      }
    >
      Retry
    </Button>
  );
}

/**
 * The team's last 50 erasures. On a phone the date, status and actions stay; the rest is on the
 * erasure's own page (View).
 */
export function ErasureList() {
  const query = useErasures();
  const erasures = query.data?.erasures;
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="xl">
          Past erasures
        </Title>
        {!erasures ? (
          query.isError ? (
            <LoadError
              title="Past erasures could not be loaded"
              error={query.error}
              onRetry={() => query.refetch()}
            />
          ) : (
            <Stack gap={8} data-testid="erasures-loading" aria-busy="true">
              <Skeleton height={28} />
              <Skeleton height={28} />
              <Skeleton height={28} />
            </Stack>
          )
        ) : erasures.length === 0 ? (
          <EmptyState
            variant="light"
            color="gray"
            py="lg"
            icon={<IconHistory size={28} stroke={1.6} />}
            title="No erasures yet"
            description="Erasures you or a retention rule start are listed here with what they removed."
          />
        ) : (
          <Table aria-label="Past erasures" fz="sm" verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Started</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th visibleFrom="sm">Reason</Table.Th>
                <Table.Th visibleFrom="md">By</Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  Profiles
                </Table.Th>
                <Table.Th visibleFrom="md" ta="right">
                  Rows removed
                </Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {erasures.map((e) => (
                <Table.Tr key={e.id} data-testid="erasure-row">
                  <Table.Td>{formatDateTime(e.createdAt)}</Table.Td>
                  <Table.Td>
                    <ErasureStatusBadge status={e.status} />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{ERASURE_REASON[e.reason]}</Table.Td>
                  <Table.Td visibleFrom="md" maw={220} style={{ overflowWrap: 'anywhere' }}>
                    {e.requestedBy?.name ?? 'Talentbase'}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ta="right">
                    {e.people.toLocaleString()}
                  </Table.Td>
                  <Table.Td visibleFrom="md" ta="right">
                    {e.totalRows.toLocaleString()}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {e.status === 'failed' ? <RetryButton erasure={e} /> : null}
                      <Anchor
                        component={Link}
                        to={erasurePath(e.id)}
                        fz="sm"
                        aria-label={`View the erasure of ${formatDateTime(e.createdAt)} (${plural(e.people, 'profile')})`}
                      >
                        View
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
