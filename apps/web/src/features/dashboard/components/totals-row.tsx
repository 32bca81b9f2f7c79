import { Card, SimpleGrid, Text } from '@mantine/core';
import type { DashboardTotals } from '@talentbase/shared';

const TILES: { key: keyof DashboardTotals; label: string; hint: string }[] = [
  { key: 'openProjects', label: 'Open projects', hint: 'Projects you are on, not archived' },
  { key: 'candidatesInMyProjects', label: 'Candidates in my projects', hint: 'Each person counted once' },
  {
    key: 'movedThisWeek',
    label: 'Moved this week',
    hint: 'Candidates moved to another stage in the last 7 days',
  },
];

export function TotalsRow({ totals }: { totals: DashboardTotals }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {TILES.map((t) => (
        <Card key={t.key} withBorder title={t.hint} data-testid={`total-${t.key}`}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {t.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {totals[t.key].toLocaleString('en')}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
