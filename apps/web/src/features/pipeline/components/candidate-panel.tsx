/**
 * The side panel: a candidate's essentials, stage and label, contacts, tags and notes, opened from
 * the board or the list without leaving it, with previous and next in the order the board shows
 * them and the full record one click away. Full screen on a phone, its header (close, previous,
 * next, full record) always in view.
 */
import {
  Alert,
  Button,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useMatches,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronLeft,
  IconChevronRight,
  IconExternalLink,
  IconMapPin,
} from '@tabler/icons-react';
import type { PipelineCandidate } from '@talentbase/shared';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { ContactsCard, NotesCard, TagsCard, useCandidateRecord } from '../../candidate-record';
import { OfferSection } from '../../offers/components/offer-section';
import { ScorecardsCard } from '../../scorecards/components/scorecards-card';
import {
  boardColumns,
  candidatePath,
  columnOf,
  daysInStage,
  labelName,
  labelOptions,
  positionKey,
  positionLabel,
} from '../lib/board';
import { usePipeline } from './pipeline-context';

function StageAndLabel({ candidate }: { candidate: PipelineCandidate }) {
  const { summary, abilities, moves } = usePipeline();
  const columns = boardColumns(summary);
  const at = columnOf(columns, candidate);
  const labels = labelOptions(candidate.stageId);
  if (!abilities.move) {
    return (
      <Group gap="xl" data-testid="panel-stage">
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            Stage
          </Text>
          <Text fz="sm" fw={600}>
            {at ? positionLabel(at) : 'Unknown stage'}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            Label
          </Text>
          <Text fz="sm" fw={600}>
            {labelName(candidate.stageId, candidate.stageLabel)}
          </Text>
        </Stack>
      </Group>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="panel-stage">
      <Select
        label="Stage"
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        value={positionKey(candidate.categoryId, candidate.stageId)}
        data={columns.map((c) => ({
          value: c.key,
          label: `${positionLabel(c)}${c.hidden ? ' (hidden)' : ''}`,
        }))}
        onChange={(key) => {
          const to = columns.find((c) => c.key === key);
          if (to) moves.moveTo([candidate], { categoryId: to.categoryId, stageId: to.stageId });
        }}
        disabled={moves.pending}
      />
      <Select
        label="Label"
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        value={labels.length ? String(candidate.stageLabel) : null}
        placeholder={labels.length ? undefined : 'This stage has no labels'}
        data={labels.map((l) => ({ value: String(l.order), label: l.name }))}
        onChange={(v) => {
          if (v) moves.setLabel([candidate], Number(v));
        }}
        disabled={labels.length === 0 || moves.pending}
      />
    </SimpleGrid>
  );
}

function Essentials({ candidate }: { candidate: PipelineCandidate }) {
  const role = [candidate.currentTitle, candidate.currentCompany].filter(Boolean).join(' at ');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <PersonAvatar name={candidate.name} size={48} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fz="sm" fw={500}>
          {role || 'No current position'}
        </Text>
        {candidate.location ? (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden="true" />
            <Text fz="sm" c="dimmed" truncate>
              {candidate.location}
            </Text>
          </Group>
        ) : null}
        <Text fz="xs" c="dimmed">
          In this stage: {daysInStage(candidate.stageUpdatedAt).toLowerCase()}
          {' · '}added {new Date(candidate.addedAt).toLocaleDateString()}
        </Text>
      </Stack>
    </Group>
  );
}

function RecordParts({ candidate }: { candidate: PipelineCandidate }) {
  const { projectId } = usePipeline();
  const refTo = { candidateId: candidate.candidateId, projectId };
  const record = useCandidateRecord(refTo);
  if (record.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the record">
        <Skeleton h={80} />
        <Skeleton h={80} />
        <Skeleton h={140} />
      </Stack>
    );
  }
  if (record.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="The record could not be loaded"
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">
            {isApiError(record.error) && record.error.status === 404
              ? 'This candidate is no longer available to your team.'
              : errorMessage(record.error)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void record.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { permissions } = record.data;
  return (
    <Stack gap="md">
      <ContactsCard record={record.data} refTo={refTo} />
      <TagsCard tags={record.data.tags} canTag={permissions.addTag} refTo={refTo} />
      <NotesCard notes={record.data.notes} canNote={permissions.addNote} refTo={refTo} />
      <ScorecardsCard projectId={projectId} candidateId={candidate.candidateId} />
    </Stack>
  );
}

export function CandidatePanel({
  candidate,
  position,
  onClose,
  onGo,
}: {
  candidate: PipelineCandidate | null;
  /** Where the candidate sits in the board's order, and its neighbours. */
  position: {
    index: number;
    total: number;
    previous: PipelineCandidate | null;
    next: PipelineCandidate | null;
  };
  onClose: () => void;
  onGo: (candidate: PipelineCandidate) => void;
}) {
  const { projectId } = usePipeline();
  const fullScreen = useMatches({ base: true, sm: false });
  return (
    <Drawer.Root
      opened={candidate !== null}
      onClose={onClose}
      position="right"
      size={fullScreen ? '100%' : 520}
    >
      <Drawer.Overlay backgroundOpacity={0.25} />
      <Drawer.Content data-testid="candidate-panel">
        <Drawer.Header style={{ flexDirection: 'column', alignItems: 'stretch', gap: 8, zIndex: 2 }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Drawer.Title fz="lg" fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {candidate?.name ?? 'Candidate'}
            </Drawer.Title>
            <Drawer.CloseButton aria-label="Close the side panel" size="lg" />
          </Group>
          <Group justify="space-between" wrap="wrap" gap="xs" style={{ rowGap: 6 }}>
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
                disabled={!position.previous}
                onClick={() => position.previous && onGo(position.previous)}
                aria-label={position.previous ? `Previous: ${position.previous.name}` : 'Previous'}
              >
                Previous
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                rightSection={<IconChevronRight size={14} aria-hidden="true" />}
                disabled={!position.next}
                onClick={() => position.next && onGo(position.next)}
                aria-label={position.next ? `Next: ${position.next.name}` : 'Next'}
              >
                Next
              </Button>
              {position.index >= 0 ? (
                <Text fz="xs" c="dimmed" ml={4} style={{ whiteSpace: 'nowrap' }} data-testid="panel-position">
                  {position.index + 1} of {position.total}
                </Text>
              ) : null}
            </Group>
            {candidate ? (
              <Button
                component={Link}
                to={candidatePath(candidate.candidateId, projectId)}
                size="compact-sm"
                variant="light"
                rightSection={<IconExternalLink size={14} aria-hidden="true" />}
              >
                Full record
              </Button>
            ) : null}
          </Group>
        </Drawer.Header>
        <Drawer.Body>
          {candidate ? (
            <Stack gap="md" key={candidate.candidateId}>
              <Essentials candidate={candidate} />
              <StageAndLabel candidate={candidate} />
              <OfferSection projectId={projectId} candidateId={candidate.candidateId} />
              <RecordParts candidate={candidate} />
            </Stack>
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
