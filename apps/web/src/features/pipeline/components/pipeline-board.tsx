import { Button, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PipelineCandidate, PipelineSummary } from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { usePipelineCandidates } from '../api/get-pipeline';
import type { Column } from '../lib/board';
import { boardColumns } from '../lib/board';
import { type Abilities, CandidateMenu } from './candidate-actions';
import { CandidateCard } from './candidate-card';

const PAGE = 25;

export type SelectionProps = {
  isSelected: (candidateId: number) => boolean;
  /** Toggles one candidate; with shift, everything between the last one clicked and it in `order`. */
  toggle: (candidate: PipelineCandidate, shift: boolean, order: PipelineCandidate[]) => void;
};

function BoardColumn({
  projectId,
  summary,
  column,
  abilities,
  selection,
  onCopy,
}: {
  projectId: string;
  summary: PipelineSummary;
  column: Column;
  abilities: Abilities;
  selection: SelectionProps;
  onCopy: (ids: number[]) => void;
}) {
  const [limit, setLimit] = useState(PAGE);
  const page = usePipelineCandidates(projectId, {
    categoryId: column.categoryId,
    stageId: column.stageId,
    limit,
  });
  const rows = page.data?.data ?? [];
  const total = page.data?.total ?? column.count;
  const selectable = abilities.move || abilities.copy;
  return (
    <Paper
      component="section"
      aria-label={`${column.name}: ${column.count} candidates`}
      w={260}
      p="xs"
      bg="var(--mantine-color-gray-0)"
      radius="md"
      style={{ flexShrink: 0 }}
      data-testid="board-column"
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" gap={4}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          {column.stageId !== null ? (
            <Text fz={10} c="dimmed" tt="uppercase" truncate="end">
              {column.categoryName}
            </Text>
          ) : null}
          <Title order={3} fz="sm" title={column.name}>
            <Text span inherit truncate="end" display="block">
              {column.name}
            </Text>
          </Title>
        </Stack>
        <Text fz="sm" fw={600} c="dimmed" data-testid="column-count">
          {column.count.toLocaleString('en-US')}
        </Text>
      </Group>
      {page.isPending ? (
        <Stack gap={6} aria-busy="true" aria-label={`Loading ${column.name}`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={64} radius="md" />
          ))}
        </Stack>
      ) : page.isError ? (
        <LoadError title="Could not load this stage" error={page.error} onRetry={() => void page.refetch()} />
      ) : rows.length === 0 ? (
        <Text fz="xs" c="dimmed" ta="center" py="lg" data-testid="column-empty">
          No candidates in {column.name} yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {rows.map((c) => (
            <CandidateCard
              key={c.candidateId}
              candidate={c}
              projectId={projectId}
              selectable={selectable}
              selected={selection.isSelected(c.candidateId)}
              onToggle={(_, shift) => selection.toggle(c, shift, rows)}
              menu={
                <CandidateMenu
                  projectId={projectId}
                  summary={summary}
                  candidate={c}
                  abilities={abilities}
                  onCopy={onCopy}
                />
              }
            />
          ))}
          {total > rows.length ? (
            <Button
              size="xs"
              variant="subtle"
              loading={page.isFetching}
              onClick={() => setLimit((l) => Math.min(100, l + PAGE))}
              disabled={limit >= 100}
            >
              {limit >= 100
                ? `${(total - rows.length).toLocaleString('en-US')} more in the list view`
                : 'Show more'}
            </Button>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

/** One column per visible stage of each category, in pipeline order, with its count. */
export function PipelineBoard(props: {
  projectId: string;
  summary: PipelineSummary;
  abilities: Abilities;
  selection: SelectionProps;
  onCopy: (ids: number[]) => void;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="pipeline-board">
        {boardColumns(props.summary).map((column) => (
          <BoardColumn key={column.key} column={column} {...props} />
        ))}
      </Group>
    </ScrollArea>
  );
}
