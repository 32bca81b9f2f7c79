/**
 * "Move to", "Label" and "Copy to project…" for one candidate or a selection. The menus mark where
 * the candidates are now (a checked radio item, read out as "checked"), group the stages under
 * their category, and keep labels in a menu of their own so neither list is long.
 */
import { ActionIcon, Button, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconChevronDown,
  IconCloudUpload,
  IconCopy,
  IconDots,
  IconExternalLink,
  IconSend,
  IconShare,
  IconTag,
  IconX,
} from '@tabler/icons-react';
import type { PipelineCandidate, PipelineSummary } from '@talentbase/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { boardColumns, candidatePath, labelName, labelOptions, positionKey } from '../lib/board';
import { usePipeline } from './pipeline-context';

export type { Abilities } from './pipeline-context';

/** The stages, grouped by category, the current one checked (`current` null: none or mixed). */
function StageItems({
  summary,
  current,
  onMove,
}: {
  summary: PipelineSummary;
  current: string | null;
  onMove: (categoryId: number, stageId: number | null) => void;
}) {
  const columns = boardColumns(summary);
  let lastCategory: number | null = null;
  return columns.map((p) => {
    const withStages = p.stageId !== null && p.name !== p.categoryName;
    const heading = withStages && p.categoryId !== lastCategory;
    lastCategory = withStages ? p.categoryId : null;
    return (
      <Fragment key={p.key}>
        {heading ? <Menu.Label>{p.categoryName}</Menu.Label> : null}
        <Menu.RadioItem
          value={p.key}
          checked={p.key === current}
          closeMenuOnClick
          onChange={() => {
            if (p.key !== current) onMove(p.categoryId, p.stageId);
          }}
          rightSection={
            p.key === current ? (
              <Text span fz="xs" c="dimmed">
                Now
              </Text>
            ) : p.hidden ? (
              <Text span fz="xs" c="dimmed">
                Hidden
              </Text>
            ) : null
          }
        >
          {p.name}
        </Menu.RadioItem>
      </Fragment>
    );
  });
}

/** The position all the chosen candidates share, or null when they sit in different ones. */
function sharedPosition(candidates: readonly PipelineCandidate[]): string | null {
  const keys = new Set(candidates.map((c) => positionKey(c.categoryId, c.stageId)));
  const [only] = [...keys];
  return keys.size === 1 && only !== undefined ? only : null;
}

/** Labels of the stage all the chosen candidates share; none when they sit in different stages. */
export function sharedStage(candidates: readonly PipelineCandidate[]): number | null {
  const stages = new Set(candidates.map((c) => c.stageId));
  const [only] = [...stages];
  return stages.size === 1 && only !== undefined && only !== null ? only : null;
}

function LabelItems({
  stageId,
  current,
  onLabel,
}: {
  stageId: number;
  current: number | null;
  onLabel: (label: number) => void;
}) {
  return labelOptions(stageId).map((l) => (
    <Menu.RadioItem
      key={l.order}
      value={String(l.order)}
      checked={l.order === current}
      closeMenuOnClick
      onChange={() => {
        if (l.order !== current) onLabel(l.order);
      }}
    >
      {l.name}
    </Menu.RadioItem>
  ));
}

/** The label on a card as a small button: shows the label, opens the stage's labels. */
export function LabelMenu({ candidate }: { candidate: PipelineCandidate }) {
  const { abilities, moves } = usePipeline();
  const name = labelName(candidate.stageId, candidate.stageLabel);
  if (candidate.stageId === null || labelOptions(candidate.stageId).length === 0) return null;
  if (!abilities.move) return null;
  const stageId = candidate.stageId;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant={candidate.stageLabel > 1 ? 'light' : 'subtle'}
          color={candidate.stageLabel > 1 ? undefined : 'gray'}
          rightSection={<IconChevronDown size={12} aria-hidden="true" />}
          aria-label={`Label of ${candidate.name}: ${name}. Change label`}
          data-testid="label-button"
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          maw="100%"
          style={{ flexShrink: 0 }}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Label</Menu.Label>
        <LabelItems
          stageId={stageId}
          current={candidate.stageLabel}
          onLabel={(l) => moves.setLabel([candidate], l)}
        />
      </Menu.Dropdown>
    </Menu>
  );
}

export function BulkBar({
  selected,
  onClear,
  onShare,
  onSequence,
  onAtsExport,
}: {
  selected: PipelineCandidate[];
  onClear: () => void;
  onShare: (ids: number[]) => void;
  onSequence: (ids: number[]) => void;
  onAtsExport?: (ids: number[]) => void;
}) {
  const { summary, abilities, moves, onCopy } = usePipeline();
  const ids = selected.map((c) => c.candidateId);
  const stage = sharedStage(selected);
  const labels = stage === null ? [] : labelOptions(stage);
  const sameLabel = new Set(selected.map((c) => c.stageLabel)).size === 1 ? selected[0]?.stageLabel : null;
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
              <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
                <StageItems
                  summary={summary}
                  current={sharedPosition(selected)}
                  onMove={(categoryId, stageId) => {
                    moves.moveTo(selected, { categoryId, stageId });
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
                {stage !== null ? (
                  <LabelItems
                    stageId={stage}
                    current={sameLabel ?? null}
                    onLabel={(l) => moves.setLabel(selected, l)}
                  />
                ) : null}
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
          {abilities.sequence ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSend size={14} />}
              onClick={() => onSequence(ids)}
            >
              Add to sequence…
            </Button>
          ) : null}
          {abilities.syncToAts && onAtsExport ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCloudUpload size={14} />}
              onClick={() => onAtsExport(ids)}
            >
              Export to ATS…
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

/** A single candidate's menu on its card or row: move (current stage checked), record, copy. */
export function CandidateMenu({ candidate }: { candidate: PipelineCandidate }) {
  const { projectId, summary, abilities, moves, onCopy } = usePipeline();
  if (!abilities.move && !abilities.copy) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon size={24} variant="subtle" color="gray" aria-label={`Actions for ${candidate.name}`}>
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
        {abilities.move ? (
          <>
            <Menu.Label>Move to</Menu.Label>
            <StageItems
              summary={summary}
              current={positionKey(candidate.categoryId, candidate.stageId)}
              onMove={(categoryId, stageId) => moves.moveTo([candidate], { categoryId, stageId })}
            />
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item
          component={Link}
          to={candidatePath(candidate.candidateId, projectId)}
          leftSection={<IconExternalLink size={14} />}
        >
          Open full record
        </Menu.Item>
        {abilities.copy ? (
          <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => onCopy([candidate.candidateId])}>
            Copy to project…
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
