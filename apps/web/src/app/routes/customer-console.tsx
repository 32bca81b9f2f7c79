import { Anchor, Badge, Card, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ConsoleCustomer, ConsoleHealth } from '@talentbase/shared';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { OperatorInvoices } from '../../features/billing/components/operator-invoices';
import { ConsoleGuidance } from '../../features/guidance/console-guidance';
import { useConsoleDashboard } from '../../features/organization/api';

export const CUSTOMER_CONSOLE_PATH = '/customer-console/forking/dashboard';
export const customerPath = (id: string, tab: '' | 'report' | 'strategy-hub' = '') =>
  `/customer-console/forking/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;

export const HEALTH: Record<ConsoleHealth, { label: string; color: string }> = {
  healthy: { label: 'Healthy', color: 'green' },
  idle: { label: 'Idle', color: 'gray' },
  attention: { label: 'Needs attention', color: 'red' },
};

export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';
export const seats = (c: { seatsUsed: number; seatLimit: number | null }) =>
  c.seatLimit === null ? `${c.seatsUsed} (no limit)` : `${c.seatsUsed} of ${c.seatLimit}`;

export function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="sm">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Card>
  );
}

function CustomerRow({ c }: { c: ConsoleCustomer }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          component={Link}
          to={customerPath(c.id)}
          underline="always"
          style={{ overflowWrap: 'anywhere' }}
        >
          {c.name}
        </Anchor>
        {c.slug ? (
          <Text fz="xs" c="dimmed">
            {c.slug}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge color={HEALTH[c.health].color} variant="light">
          {HEALTH[c.health].label}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="sm">{c.teams}</Table.Td>
      <Table.Td visibleFrom="sm">{c.members}</Table.Td>
      <Table.Td visibleFrom="md">{seats(c)}</Table.Td>
      <Table.Td visibleFrom="md">{c.activity30d}</Table.Td>
      <Table.Td visibleFrom="md">{when(c.lastActivityAt)}</Table.Td>
      <Table.Td visibleFrom="sm">{c.failedJobs7d}</Table.Td>
    </Table.Tr>
  );
}

/**
 * Customer console (`/customer-console/forking/dashboard`): the operator's view of every
 * organisation of this installation. Only the operator reaches it (the API answers 404 to others);
 * guidance tutorials are not shown here (spec section 4).
 */
export function CustomerConsolePage() {
  const dashboard = useConsoleDashboard();
  return (
    <Stack gap="md">
      <PageHeader
        title="Customer console"
        description="Every organisation on this installation: teams, seats, members, activity and health."
      />
      {dashboard.isPending ? (
        <Stack gap="sm" aria-busy="true" data-testid="console-loading">
          <Skeleton height={70} />
          <Skeleton height={240} />
        </Stack>
      ) : dashboard.isError ? (
        <LoadError
          title="The console could not be loaded"
          error={dashboard.error}
          onRetry={() => dashboard.refetch()}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            <Stat label="Organisations" value={dashboard.data.totals.organizations} />
            <Stat label="Active teams" value={dashboard.data.totals.teams} />
            <Stat label="Members" value={dashboard.data.totals.members} />
            <Stat label="Seats used" value={dashboard.data.totals.seatsUsed} />
            <Stat label="Failed jobs (7 days)" value={dashboard.data.totals.failedJobs7d} />
          </SimpleGrid>
          {dashboard.data.customers.length === 0 ? (
            <Text c="dimmed">No organisations yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Organisation</Table.Th>
                    <Table.Th>Health</Table.Th>
                    <Table.Th visibleFrom="sm">Teams</Table.Th>
                    <Table.Th visibleFrom="sm">Members</Table.Th>
                    <Table.Th visibleFrom="md">Seats</Table.Th>
                    <Table.Th visibleFrom="md">Activity (30 days)</Table.Th>
                    <Table.Th visibleFrom="md">Last activity</Table.Th>
                    <Table.Th visibleFrom="sm">Failed jobs</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {dashboard.data.customers.map((c) => (
                    <CustomerRow key={c.id} c={c} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      {/* Bank transfers to record (issue 18). */}
      <OperatorInvoices />
      {/* In-product tutorials (issue 18): on, off, expiry, priority and plan range. */}
      <ConsoleGuidance />
    </Stack>
  );
}
