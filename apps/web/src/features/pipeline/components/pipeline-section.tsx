/**
 * The project's pipeline: a board (a column per visible stage) or a list (the candidate list
 * filter), chosen in the URL (`?view=list`), with selection and bulk actions and the benchmark.
 * What the user's project role cannot do is not shown (a Collaborator only looks).
 */
import { Alert, Grid, Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import {
  canInProject,
  type PipelineCandidate,
  type ProjectInformation,
  type ProjectRole,
} from '@talentbase/shared';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useCan } from '../../../lib/permissions';
import { ExportMenu } from '../../candidate-export';
import { ShareModal } from '../../candidate-record';
import { usePipelineSummary } from '../api/get-pipeline';
import { rangeBetween } from '../lib/board';
import { BenchmarkCard } from './benchmark-card';
import { type Abilities, BulkBar } from './candidate-actions';
import { CopyToProjectModal } from './copy-to-project-modal';
import { PipelineBoard } from './pipeline-board';
import { PipelineList } from './pipeline-list';

function useSelection() {
  const [selected, setSelected] = useState<Map<number, PipelineCandidate>>(new Map());
  const last = useRef<number | null>(null);
  const toggle = (c: PipelineCandidate, shift: boolean, order: PipelineCandidate[]) => {
    setSelected((prev) => {
      const next = new Map(prev);
      const on = !prev.has(c.candidateId);
      const ids =
        shift && last.current !== null
          ? rangeBetween(
              order.map((o) => o.candidateId),
              last.current,
              c.candidateId,
            )
          : [c.candidateId];
      for (const id of ids) {
        const row = order.find((o) => o.candidateId === id);
        if (on && row) next.set(id, row);
        else next.delete(id);
      }
      return next;
    });
    last.current = c.candidateId;
  };
  const setPage = (rows: PipelineCandidate[], on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        if (on) next.set(r.candidateId, r);
        else next.delete(r.candidateId);
      }
      return next;
    });
  return {
    selected: [...selected.values()],
    isSelected: (id: number) => selected.has(id),
    toggle,
    setPage,
    clear: () => setSelected(new Map()),
  };
}

export function PipelineSection({ project }: { project: ProjectInformation }) {
  const projectId = project.projectId;
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const summary = usePipelineSummary(projectId);
  const selection = useSelection();
  const [copying, setCopying] = useState<number[] | null>(null);
  const role = project.recruiterRole as ProjectRole | null;
  const demo = isDemoProjectId(Number(projectId));
  const shareGate = useCan('candidateShare');
  const [sharing, setSharing] = useState<number[] | null>(null);
  const abilities: Abilities = {
    move: !demo && canInProject(role, 'candidate.move'),
    copy: !demo && canInProject(role, 'candidate.add'),
    share: !demo && shareGate && canInProject(role, 'candidate.bulkShare'),
  };

  if (role === null && !demo) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconEye size={18} />}
        title="Pipeline"
        data-testid="pipeline-not-on-team"
      >
        Join the hiring team to see this project's pipeline.
      </Alert>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label="Pipeline" data-testid="pipeline-section">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          Pipeline
        </Title>
        <Group gap="xs">
          {!demo && (
            <ExportMenu
              size="xs"
              projectId={projectId}
              projectRole={role}
              candidateIds={selection.selected.map((c) => c.candidateId)}
            />
          )}
          <SegmentedControl
            size="xs"
            aria-label="Pipeline view"
            value={view}
            onChange={(v) => {
              const next = new URLSearchParams(params);
              if (v === 'list') next.set('view', 'list');
              else next.delete('view');
              setParams(next, { replace: true });
              selection.clear();
            }}
            data={[
              { value: 'board', label: 'Board' },
              { value: 'list', label: 'List' },
            ]}
          />
        </Group>
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 9 }} style={{ minWidth: 0 }}>
          {summary.isPending ? (
            <Skeleton h={280} aria-label="Loading pipeline" />
          ) : summary.isError ? (
            <LoadError
              title="The pipeline could not be loaded"
              error={summary.error}
              onRetry={() => void summary.refetch()}
            />
          ) : (
            <Stack gap="sm">
              <BulkBar
                projectId={projectId}
                summary={summary.data}
                selected={selection.selected}
                abilities={abilities}
                onClear={selection.clear}
                onCopy={setCopying}
                onShare={setSharing}
              />
              {view === 'board' ? (
                <PipelineBoard
                  projectId={projectId}
                  summary={summary.data}
                  abilities={abilities}
                  selection={selection}
                  onCopy={setCopying}
                />
              ) : (
                <PipelineList
                  projectId={projectId}
                  summary={summary.data}
                  abilities={abilities}
                  selection={selection}
                  onCopy={setCopying}
                />
              )}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <BenchmarkCard projectId={projectId} />
        </Grid.Col>
      </Grid>
      {abilities.share ? (
        <ShareModal
          target={{ candidateIds: sharing ?? [], projectId }}
          opened={sharing !== null}
          onClose={() => {
            setSharing(null);
            selection.clear();
          }}
        />
      ) : null}
      {abilities.copy ? (
        <CopyToProjectModal projectId={projectId} candidateIds={copying} onClose={() => setCopying(null)} />
      ) : null}
    </Stack>
  );
}
