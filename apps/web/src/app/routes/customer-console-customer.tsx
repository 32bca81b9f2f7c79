import {
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ConsoleCustomerDetail } from '@talentbase/shared';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useConsoleCustomer } from '../../features/organization/api';
import { actionLabel } from './admin-team-detail';
import { CUSTOMER_CONSOLE_PATH, customerPath, HEALTH, Stat, seats, when } from './customer-console';

export const CUSTOMER_ROUTES = [
  '/customer-console/forking/:customerId',
  '/customer-console/forking/:customerId/report',
  '/customer-console/forking/:customerId/strategy-hub',
];

type Tab = '' | 'report' | 'strategy-hub';

function Overview({ d }: { d: ConsoleCustomerDetail }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Active teams" value={d.customer.teams} />
        <Stat label="Members" value={d.customer.members} />
        <Stat label="Seats" value={seats(d.customer)} />
        <Stat label="Projects" value={d.customer.projects} />
      </SimpleGrid>
      <Text fz="sm">
        Last activity {when(d.customer.lastActivityAt)} · last sign-in {when(d.customer.lastLoginAt)} ·
        allowed domains {d.allowedDomains.length ? d.allowedDomains.join(', ') : 'any'}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th visibleFrom="sm">Members</Table.Th>
              <Table.Th visibleFrom="sm">Seats</Table.Th>
              <Table.Th visibleFrom="md">Reveal credits</Table.Th>
              <Table.Th visibleFrom="md">Last activity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.teams.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {t.name}{' '}
                  {t.archivedAt ? (
                    <Badge color="gray" variant="light" size="sm">
                      Archived
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {t.plan}
                  {t.planSubtype ? ` (${t.planSubtype})` : ''}
                </Table.Td>
                <Table.Td visibleFrom="sm">{t.members}</Table.Td>
                <Table.Td visibleFrom="sm">{seats(t)}</Table.Td>
                <Table.Td visibleFrom="md">
                  {t.creditsUsed} of {t.creditsTotal}
                </Table.Td>
                <Table.Td visibleFrom="md">{when(t.lastActivityAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Report({ d }: { d: ConsoleCustomerDetail }) {
  const max = Math.max(1, ...d.activityByDay.map((x) => x.count));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="md">
        <Title order={2} fz="md" mb="xs">
          Activity per day (30 days)
        </Title>
        {d.activityByDay.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No activity in the last 30 days.
          </Text>
        ) : (
          <Stack gap={4}>
            {d.activityByDay.map((x) => (
              <Group key={x.day} gap="xs" wrap="nowrap">
                <Text fz="xs" w={90}>
                  {x.day}
                </Text>
                <div
                  style={{
                    height: 10,
                    width: `${Math.round((x.count / max) * 100)}%`,
                    minWidth: 4,
                    background: 'var(--mantine-color-blue-6)',
                    borderRadius: 2,
                  }}
                />
                <Text fz="xs">{x.count}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder padding="md">
        <Title order={2} fz="md" mb="xs">
          Most frequent actions
        </Title>
        {d.topActions.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Nothing recorded.
          </Text>
        ) : (
          <List spacing={4} fz="sm">
            {d.topActions.map((a) => (
              <List.Item key={a.action}>
                {actionLabel(a.action)}: {a.count}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </SimpleGrid>
  );
}

/** What the operator could do next for this customer, from its numbers. */
export function suggestions(d: ConsoleCustomerDetail): string[] {
  const out: string[] = [];
  if (d.customer.failedJobs7d > 0)
    out.push(
      `${d.customer.failedJobs7d} background jobs failed this week: check the server log and the queue.`,
    );
  if (d.customer.health === 'idle') out.push('No activity for two weeks: reach out before the renewal.');
  for (const t of d.teams.filter((x) => !x.archivedAt)) {
    if (t.seatLimit !== null && t.seatsUsed >= t.seatLimit)
      out.push(`${t.name} has used all its seats: offer more before invitations stall.`);
    if (t.creditsTotal > 0 && t.creditsUsed >= t.creditsTotal * 0.9)
      out.push(`${t.name} has used ${t.creditsUsed} of ${t.creditsTotal} reveal credits.`);
    if (t.members === 0) out.push(`${t.name} has no members yet: help its admin invite the team.`);
  }
  if (!d.allowedDomains.length)
    out.push('No allowed email domains: sign-up and SSO are not limited to the company.');
  return out;
}

function StrategyHub({ d }: { d: ConsoleCustomerDetail }) {
  const items = suggestions(d);
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="md" mb="xs">
        Next steps
      </Title>
      {items.length === 0 ? (
        <Text fz="sm">Nothing needs attention: this customer is doing well.</Text>
      ) : (
        <List spacing="xs" fz="sm">
          {items.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/**
 * Customer console › a customer (`/customer-console/forking/{customerId}` with `report` and
 * `strategy-hub`): the organisation's teams and seats, its activity, and suggested next steps.
 */
export function CustomerConsoleCustomerPage() {
  const { customerId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: Tab = pathname.endsWith('/report')
    ? 'report'
    : pathname.endsWith('/strategy-hub')
      ? 'strategy-hub'
      : '';
  const detail = useConsoleCustomer(customerId);
  const back = (
    <Anchor component={Link} to={CUSTOMER_CONSOLE_PATH} underline="always">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} /> All customers
      </Group>
    </Anchor>
  );
  if (detail.isPending)
    return (
      <Stack gap="md" aria-busy="true" data-testid="customer-loading">
        <Skeleton height={28} width="40%" />
        <Skeleton height={200} />
      </Stack>
    );
  if (detail.isError)
    return (
      <Stack gap="md">
        {back}
        <LoadError
          title="This customer could not be loaded"
          error={detail.error}
          onRetry={() => detail.refetch()}
        />
      </Stack>
    );
  const d = detail.data;
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={d.customer.name}
        description={
          <Badge color={HEALTH[d.customer.health].color} variant="light" component="span">
            {HEALTH[d.customer.health].label}
          </Badge>
        }
      />
      <Tabs
        keepMounted={false}
        value={tab || 'overview'}
        onChange={(v) => navigate(customerPath(customerId, v === 'overview' ? '' : (v as Tab)))}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="report">Report</Tabs.Tab>
          <Tabs.Tab value="strategy-hub">Strategy hub</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Overview d={d} />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <Report d={d} />
        </Tabs.Panel>
        <Tabs.Panel value="strategy-hub" pt="md">
          <StrategyHub d={d} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
