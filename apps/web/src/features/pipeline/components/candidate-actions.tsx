/**
 * "Move to…", "Set label" and "Copy to project…" for a set of candidates: the bulk bar and each
 * card's menu offer the same actions, shown only when the user's project role allows them.
 */
import { ActionIcon, Button, Group, Menu, Paper, Text } from '@mantine/core';
import { IconArrowsExchange, IconCopy, IconDots, IconShare, IconTag, IconX } from '@tabler/icons-react';
import type { PipelineCandidate, PipelineSummary } from '@talentbase/shared';
import { stageLabelsFor } from '@talentbase/shared/domain/pipeline';
import { useChangeLabel, useChangeStage } from '../api/change-pipeline';
import { positionsOf } from '../lib/board';

export type Abilities = { move: boolean; copy: boolean; share: boolean };

function MoveItems({
  summary,
  onMove,
}: {
  summary: PipelineSummary;
  onMove: (categoryId: number, stageId: number | null) => void;
}) {
  return positionsOf(summary, true).map((p) => (
    <Menu.Item key={p.key} onClick={() => onMove(p.categoryId, p.stageId)}>
      {p.stageId === null || p.name === p.categoryName ? p.name : `${p.categoryName} · ${p.name}`}
    </Menu.Item>
  ));
}

/** Labels of the stage all the chosen candidates share; none when they sit in different stages. */
export function sharedStage(candidates: readonly PipelineCandidate[]): number | null {
  const stages = new Set(candidates.map((c) => c.stageId));
  const [only] = [...stages];
  return stages.size === 1 && only !== undefined && only !== null ? only : null;
}

export function useCandidateActions(projectId: string) {
  const move = useChangeStage(projectId);
  const label = useChangeLabel(projectId);
  return { move, label, pending: move.isPending || label.isPending };
}

export function BulkBar({
  projectId,
  summary,
  selected,
  abilities,
  onClear,
  onCopy,
  onShare,
}: {
  projectId: string;
  summary: PipelineSummary;
  selected: PipelineCandidate[];
  abilities: Abilities;
  onClear: () => void;
  onCopy: (ids: number[]) => void;
  onShare: (ids: number[]) => void;
}) {
  const { move, label } = useCandidateActions(projectId);
  const ids = selected.map((c) => c.candidateId);
  const stage = sharedStage(selected);
  const labels = stage === null ? [] : stageLabelsFor(stage);
  if (ids.length === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="bulk-bar">
      <Group gap="xs" justify="space-between">
        <Text fz="sm" fw={500}>
          {ids.length} selected
        </Text>
        <Group gap="xs">
          {abilities.move ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" leftSection={<IconArrowsExchange size={14} />}>
                  Move to…
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <MoveItems
                  summary={summary}
                  onMove={(categoryId, stageId) => {
                    move.mutate({ candidateIds: ids, categoryId, stageId });
                    onClear();
                  }}
                />
              </Menu.Dropdown>
            </Menu>
          ) : null}
          {abilities.move ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconTag size={14} />}
                  disabled={labels.length === 0}
                  title={labels.length === 0 ? 'Choose candidates of one stage with labels' : undefined}
                >
                  Set label
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {labels.map((l) => (
                  <Menu.Item
                    key={l.order}
                    onClick={() => label.mutate({ candidateIds: ids, stageLabel: l.order })}
                  >
                    {l.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          {abilities.copy ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopy size={14} />}
              onClick={() => onCopy(ids)}
            >
              Copy to project…
            </Button>
          ) : null}
          {abilities.share ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconShare size={14} />}
              onClick={() => onShare(ids)}
            >
              Share…
            </Button>
          ) : null}
          <ActionIcon variant="subtle" color="gray" aria-label="Clear selection" onClick={onClear}>
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** A single candidate's menu on its card or row; nothing when the role allows none of it. */
export function CandidateMenu({
  projectId,
  summary,
  candidate,
  abilities,
  onCopy,
}: {
  projectId: string;
  summary: PipelineSummary;
  candidate: PipelineCandidate;
  abilities: Abilities;
  onCopy: (ids: number[]) => void;
}) {
  const { move, label } = useCandidateActions(projectId);
  if (!abilities.move && !abilities.copy) return null;
  const ids = [candidate.candidateId];
  const labels = candidate.stageId === null ? [] : stageLabelsFor(candidate.stageId);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Actions for ${candidate.name}`}>
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {abilities.move ? (
          <>
            <Menu.Label>Move to</Menu.Label>
            <MoveItems
              summary={summary}
              onMove={(categoryId, stageId) => move.mutate({ candidateIds: ids, categoryId, stageId })}
            />
            {labels.length > 0 ? <Menu.Label>Set label</Menu.Label> : null}
            {labels.map((l) => (
              <Menu.Item
                key={`l${l.order}`}
                onClick={() => label.mutate({ candidateIds: ids, stageLabel: l.order })}
              >
                {l.label}
              </Menu.Item>
            ))}
          </>
        ) : null}
        {abilities.copy ? (
          <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => onCopy(ids)}>
            Copy to project…
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
