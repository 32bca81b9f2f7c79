import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SeatLicenseSummary } from '@talentbase/shared/contracts/team-admin';

/** One licence's seats: bought, held by active members, held by invitations, and free. */
export function SeatCard({ seats }: { seats: SeatLicenseSummary }) {
  const total = Math.max(seats.purchased, seats.active + seats.pending, 1);
  const pct = (n: number) => (n / total) * 100;
  return (
    <Card withBorder padding="md" aria-label={`${seats.license} seats`} component="section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md">
            {seats.license} seats
          </Title>
          <Text fz="sm" fw={600} data-testid="seat-free">
            {seats.free} free
          </Text>
        </Group>
        <Progress.Root size="lg" aria-hidden="true">
          <Progress.Section value={pct(seats.active)} color="teal" />
          <Progress.Section value={pct(seats.pending)} color="blue" />
        </Progress.Root>
        <Group gap="md" fz="sm">
          <Text fz="sm">
            <Text span inherit fw={600}>
              {seats.purchased}
            </Text>{' '}
            purchased
          </Text>
          <Text fz="sm">
            <Text span inherit fw={600} c="teal.9">
              {seats.active}
            </Text>{' '}
            active
          </Text>
          <Text fz="sm">
            <Text span inherit fw={600} c="blue.8">
              {seats.pending}
            </Text>{' '}
            pending
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

export function SeatSummary({ licenses }: { licenses: readonly SeatLicenseSummary[] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {licenses
        ? licenses.map((s) => <SeatCard key={s.license} seats={s} />)
        : [0, 1].map((i) => (
            <Card key={i} withBorder padding="md" aria-busy="true" data-testid="seats-loading">
              <Skeleton h={16} w="40%" mb="sm" />
              <Skeleton h={12} mb="sm" />
              <Skeleton h={12} w="60%" />
            </Card>
          ))}
    </SimpleGrid>
  );
}
