/** The campaign's numbers as tiles, and the per-step, per-sender statistics as a table. */
import { Card, SimpleGrid, Table, Text } from '@mantine/core';
import type { Metrics, TeamStatisticsResponse } from '@talentbase/shared/contracts/engage-performance';
import { percent } from './funnel-chart';

export function MetricTiles({ metrics }: { metrics: Metrics }) {
  const tiles: { label: string; value: number; share?: string }[] = [
    { label: 'Enrolled', value: metrics.enrolled },
    { label: 'Sent', value: metrics.sent, share: percent(metrics.sent, metrics.enrolled) },
    { label: 'Delivered', value: metrics.delivered, share: percent(metrics.delivered, metrics.sent) },
    { label: 'Opened', value: metrics.opened, share: percent(metrics.opened, metrics.sent) },
    { label: 'Clicked', value: metrics.clicked, share: percent(metrics.clicked, metrics.sent) },
    { label: 'Replied', value: metrics.replied, share: percent(metrics.replied, metrics.sent) },
    { label: 'Bounced', value: metrics.bounced, share: percent(metrics.bounced, metrics.sent) },
    {
      label: 'Unsubscribed',
      value: metrics.unsubscribed,
      share: percent(metrics.unsubscribed, metrics.sent),
    },
    { label: 'Failed', value: metrics.failed, share: percent(metrics.failed, metrics.sent) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs">
      {tiles.map((t) => (
        <Card key={t.label} withBorder padding="xs">
          <Text fz="xs" c="dimmed">
            {t.label}
          </Text>
          <Text fw={700} fz="lg">
            {t.value}
          </Text>
          {t.share ? (
            <Text fz="xs" c="dimmed">
              {t.share}
            </Text>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function TeamStatisticsTable({ steps }: { steps: TeamStatisticsResponse['steps'] }) {
  if (steps.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        This sequence has no steps yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Step / sender</Table.Th>
            <Table.Th scope="col">Sent</Table.Th>
            <Table.Th scope="col">Delivered</Table.Th>
            <Table.Th scope="col">Opened</Table.Th>
            <Table.Th scope="col">Clicked</Table.Th>
            <Table.Th scope="col">Bounced</Table.Th>
            <Table.Th scope="col">Failed</Table.Th>
            <Table.Th scope="col">Waiting</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.flatMap((s) => [
            <Table.Tr key={`s${s.step}`} fw={600}>
              <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
                Step {s.step}
              </Table.Th>
              <Table.Td>{s.totals.sent}</Table.Td>
              <Table.Td>{s.totals.delivered}</Table.Td>
              <Table.Td>{s.totals.opened}</Table.Td>
              <Table.Td>{s.totals.clicked}</Table.Td>
              <Table.Td>{s.totals.bounced}</Table.Td>
              <Table.Td>{s.totals.failed}</Table.Td>
              <Table.Td>{s.totals.scheduled}</Table.Td>
            </Table.Tr>,
            ...s.senders.map((p) => (
              <Table.Tr key={`s${s.step}-${p.userId}`}>
                <Table.Td pl="lg" style={{ overflowWrap: 'anywhere' }}>
                  {p.name}
                </Table.Td>
                <Table.Td>{p.metrics.sent}</Table.Td>
                <Table.Td>{p.metrics.delivered}</Table.Td>
                <Table.Td>{p.metrics.opened}</Table.Td>
                <Table.Td>{p.metrics.clicked}</Table.Td>
                <Table.Td>{p.metrics.bounced}</Table.Td>
                <Table.Td>{p.metrics.failed}</Table.Td>
                <Table.Td>{p.metrics.scheduled}</Table.Td>
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
