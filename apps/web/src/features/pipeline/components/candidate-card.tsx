import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Badge, Card, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { PipelineCandidate } from '@talentbase/shared';
import type { MouseEvent } from 'react';
import { SHORTCUT_ITEM, SHORTCUT_OPEN, SHORTCUT_SELECT } from '../../../lib/shortcuts/item-focus';
import { daysInStage, labelName } from '../lib/board';
import type { DragData } from '../lib/board-dnd';
import { CandidateMenu, LabelMenu } from './candidate-actions';
import { usePipeline } from './pipeline-context';

/** What a card shows; the board's drag preview uses it too. */
export function CardBody({ candidate, interactive }: { candidate: PipelineCandidate; interactive: boolean }) {
  const { openCandidate, abilities } = usePipeline();
  const labelButton = interactive && abilities.move;
  const role = [candidate.currentTitle, candidate.currentCompany].filter(Boolean).join(' at ');
  return (
    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
      {interactive ? (
        <UnstyledButton
          fz="sm"
          fw={600}
          c="var(--mantine-color-anchor)"
          ta="left"
          aria-haspopup="dialog"
          onClick={() => openCandidate(candidate)}
          title={candidate.name}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }}
          data-testid="card-name"
          {...SHORTCUT_OPEN}
        >
          {candidate.name}
        </UnstyledButton>
      ) : (
        <Text fz="sm" fw={600} truncate="end">
          {candidate.name}
        </Text>
      )}
      <Text fz="xs" c="dimmed" truncate="end" title={role || undefined}>
        {role || 'No current position'}
      </Text>
      <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
        {labelButton ? <LabelMenu candidate={candidate} /> : null}
        {candidate.stageLabel > 1 && !labelButton ? (
          <Badge size="xs" variant="light" radius="sm" style={{ minWidth: 0 }} data-testid="label-badge">
            {labelName(candidate.stageId, candidate.stageLabel)}
          </Badge>
        ) : null}
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} title="Time in this stage">
          {daysInStage(candidate.stageUpdatedAt)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * One candidate on the board. The whole card can be dragged with a mouse or a finger (a long
 * press); the grip is the keyboard's handle (Space picks up, arrows choose, Space drops). The
 * name opens the side panel. j/k focus the card itself (out of the Tab order, which keeps its
 * grip, tick box and name), x ticks it and e opens it (lib/shortcuts/item-focus.ts).
 */
export function CandidateCard({
  candidate,
  columnKey,
  selected,
  onToggle,
}: {
  candidate: PipelineCandidate;
  columnKey: string;
  selected: boolean;
  onToggle: (candidateId: number, shift: boolean) => void;
}) {
  const { abilities } = usePipeline();
  const selectable = abilities.move || abilities.copy;
  const data: DragData = { candidate, columnKey };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: candidate.candidateId,
    data,
    disabled: !abilities.move,
  });
  return (
    <Card
      ref={setNodeRef}
      component="article"
      padding="xs"
      withBorder
      data-testid="candidate-card"
      aria-label={candidate.name}
      tabIndex={-1}
      {...SHORTCUT_ITEM}
      {...(abilities.move ? listeners : {})}
      style={{ opacity: isDragging ? 0.4 : 1, cursor: abilities.move ? 'grab' : undefined }}
    >
      {/* 6 px apart: the 16 px checkbox keeps a 24 px target area clear of its neighbours (WCAG 2.5.8). */}
      <Group gap={6} wrap="nowrap" align="flex-start">
        {abilities.move ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            {...attributes}
            size={24}
            variant="subtle"
            color="gray"
            aria-label={`Move ${candidate.name}`}
            data-testid="drag-handle"
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={14} aria-hidden="true" />
          </ActionIcon>
        ) : null}
        {selectable ? (
          <Checkbox
            size="xs"
            mt={4}
            aria-label={`Select ${candidate.name}`}
            {...SHORTCUT_SELECT}
            checked={selected}
            onChange={() => undefined}
            onClick={(e: MouseEvent) => onToggle(candidate.candidateId, e.shiftKey)}
          />
        ) : null}
        <CardBody candidate={candidate} interactive />
        <CandidateMenu candidate={candidate} />
      </Group>
    </Card>
  );
}
