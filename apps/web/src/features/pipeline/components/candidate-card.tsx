import { Anchor, Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { PipelineCandidate } from '@talentbase/shared';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { candidatePath, daysInStage, labelName } from '../lib/board';

/** One candidate on the board: name (to the record), title at company, label and days in stage. */
export function CandidateCard({
  candidate,
  projectId,
  selected,
  selectable,
  onToggle,
  menu,
}: {
  candidate: PipelineCandidate;
  projectId: string;
  selected: boolean;
  selectable: boolean;
  onToggle: (candidateId: number, shift: boolean) => void;
  menu?: ReactNode;
}) {
  const role = [candidate.currentTitle, candidate.currentCompany].filter(Boolean).join(' at ');
  const label = labelName(candidate.stageId, candidate.stageLabel);
  return (
    <Card padding="xs" withBorder data-testid="candidate-card" aria-label={candidate.name}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {selectable ? (
          <Checkbox
            size="xs"
            mt={3}
            aria-label={`Select ${candidate.name}`}
            checked={selected}
            onChange={() => undefined}
            onClick={(e: MouseEvent) => onToggle(candidate.candidateId, e.shiftKey)}
          />
        ) : null}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={candidatePath(candidate.candidateId, projectId)}
            fz="sm"
            fw={600}
            truncate="end"
            title={candidate.name}
          >
            {candidate.name}
          </Anchor>
          <Text fz="xs" c="dimmed" truncate="end" title={role || undefined}>
            {role || 'No current position'}
          </Text>
          <Group gap={6} wrap="nowrap">
            {candidate.stageLabel > 1 ? (
              <Badge size="xs" variant="light" radius="sm" style={{ minWidth: 0 }} data-testid="label-badge">
                {label}
              </Badge>
            ) : null}
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} title="Time in this stage">
              {daysInStage(candidate.stageUpdatedAt)}
            </Text>
          </Group>
        </Stack>
        {menu}
      </Group>
    </Card>
  );
}
