/**
 * The funnel sent → delivered → opened → clicked → replied as horizontal bars, each scaled to
 * those sent. Plain Mantine bars (no chart library in the bundle); the numbers are in the text,
 * so a screen reader gets the same as a sighted reader.
 */
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Metrics } from '@talentbase/shared/contracts/engage-performance';

const STAGES = [
  { key: 'sent', label: 'Sent', color: 'violet' },
  { key: 'delivered', label: 'Delivered', color: 'indigo' },
  { key: 'opened', label: 'Opened', color: 'blue' },
  { key: 'clicked', label: 'Clicked', color: 'cyan' },
  { key: 'replied', label: 'Replied', color: 'teal' },
] as const;

export function percent(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  return `${Math.round((part / whole) * 1000) / 10}%`;
}

export function FunnelChart({ metrics }: { metrics: Metrics }) {
  return (
    <Stack gap={8} role="list" aria-label="Funnel">
      {STAGES.map((s) => {
        const value = metrics[s.key];
        const share = metrics.sent > 0 ? (value / metrics.sent) * 100 : 0;
        return (
          <Stack key={s.key} gap={2} role="listitem">
            <Group justify="space-between" gap="xs">
              <Text fz="sm">{s.label}</Text>
              <Text fz="sm" fw={600}>
                {value}
                {s.key === 'sent' ? '' : ` · ${percent(value, metrics.sent)}`}
              </Text>
            </Group>
            <Progress
              value={s.key === 'sent' ? (value > 0 ? 100 : 0) : share}
              color={s.color}
              size="md"
              aria-hidden
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
