import { Group, Progress, Text, Tooltip } from '@mantine/core';
import type { PipelineCount } from '@talentbase/shared';
import { CATEGORY_ID } from '@talentbase/shared/domain/pipeline';

/** The default categories keep their colours on every card; a team's own categories take the rest. */
const CATEGORY_COLOR: Record<number, string> = {
  [CATEGORY_ID.SOURCING]: 'blue',
  [CATEGORY_ID.SCREEN]: 'cyan',
  [CATEGORY_ID.INTERVIEW]: 'violet',
  [CATEGORY_ID.OFFER]: 'orange',
  [CATEGORY_ID.HIRED]: 'teal',
  [CATEGORY_ID.ARCHIVED]: 'gray',
};
const OTHER_COLORS = ['grape', 'pink', 'indigo', 'lime', 'yellow', 'red'];

export function categoryColor(categoryId: number): string {
  return CATEGORY_COLOR[categoryId] ?? (OTHER_COLORS[categoryId % OTHER_COLORS.length] as string);
}

/** A project's candidates per pipeline category as one stacked bar, with a legend of the non-empty ones. */
export function PipelineBar({ pipeline }: { pipeline: readonly PipelineCount[] }) {
  const total = pipeline.reduce((sum, c) => sum + c.count, 0);
  const filled = pipeline.filter((c) => c.count > 0);
  const summary = pipeline.map((c) => `${c.categoryName} ${c.count}`).join(', ');
  if (total === 0) {
    return (
      <div>
        <Progress value={0} size="md" aria-label="Pipeline: no candidates yet" />
        <Text fz="xs" c="dimmed" mt={6}>
          No candidates yet
        </Text>
      </div>
    );
  }
  return (
    <div>
      <Progress.Root size="md" aria-label={`Pipeline: ${summary}`} data-testid="pipeline-bar">
        {filled.map((c) => (
          <Tooltip key={c.categoryId} label={`${c.categoryName}: ${c.count}`} withArrow>
            {/* Each section is a progress bar of its own: named (axe aria-progressbar-name). */}
            <Progress.Section
              value={(c.count / total) * 100}
              color={categoryColor(c.categoryId)}
              aria-label={`${c.categoryName}: ${c.count}`}
            />
          </Tooltip>
        ))}
      </Progress.Root>
      <Group gap={10} mt={6} data-testid="pipeline-legend">
        {filled.map((c) => (
          <Group key={c.categoryId} gap={4} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 8,
                height: 8,
                borderRadius: 2,
                background: `var(--mantine-color-${categoryColor(c.categoryId)}-filled)`,
              }}
            />
            <Text fz="xs" c="dimmed">
              {c.categoryName} {c.count}
            </Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
