/**
 * The project's pipeline: a board (a column per stage) or a list (the candidate list filter),
 * chosen in the URL (`?view=list`), with selection and bulk actions, the side panel
 * (`?candidate=<id>`, so Back closes it) and the benchmark.
 * What the user's project role cannot do is not shown (a Collaborator only looks).
 */
import { Alert, Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import {
  canInProject,
  type PipelineCandidate,
  type ProjectInformation,
  type ProjectRole,
} from '@talentbase/shared';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useCan, useProjectRole } from '../../../lib/permissions';
import { useExportConnections } from '../../ats-export/api';
import { ExportMenu } from '../../candidate-export';
import { ShareModal } from '../../candidate-record';
import { AddToSequenceModal } from '../../engage-enrolment/components/add-to-sequence-modal';
import { useHiringPreferences } from '../../team-settings/api/team-settings-calls';
import { usePipelineSummary } from '../api/get-pipeline';
import { usePipelineMoves } from '../hooks/use-pipeline-moves';
import { boardColumns, rangeBetween } from '../lib/board';
import { BenchmarkCard } from './benchmark-card';
import { BulkBar } from './candidate-actions';
import { CandidatePanel } from './candidate-panel';
import { CopyToProjectModal } from './copy-to-project-modal';
import { PipelineBoard, type ReportRows } from './pipeline-board';
import { type Abilities, PipelineContext, type PipelineContextValue } from './pipeline-context';
import { PipelineList } from './pipeline-list';

const AtsExportModal = lazy(() => import('../../ats-export/ats-export-modal'));

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

/**
 * The cards each column (or the list) shows, as they report them: the side panel walks them in
 * board order for previous and next, and keeps showing a candidate while their card is between
 * columns.
 */
function useShownRows() {
  const [shown, setShown] = useState<Record<string, PipelineCandidate[]>>({});
  const report: ReportRows = useCallback((key, rows) => {
    setShown((prev) => {
      if (rows === null) {
        if (!(key in prev)) return prev;
        const { [key]: _gone, ...rest } = prev;
        return rest;
      }
      return prev[key] === rows ? prev : { ...prev, [key]: rows };
    });
  }, []);
  return { shown, report };
}

export function PipelineSection({ project }: { project: ProjectInformation }) {
  const projectId = project.projectId;
  const [params, setParams] = useSearchParams();
  // The URL's view, else the one the recruiter opens pipelines in (hiring preferences).
  const preferredView = useHiringPreferences().data?.data.preferences.defaultPipelineView ?? 'board';
  const asked = params.get('view');
  const view = asked === 'list' || asked === 'board' ? asked : preferredView;
  const summary = usePipelineSummary(projectId);
  const selection = useSelection();
  const [copying, setCopying] = useState<number[] | null>(null);
  const role = useProjectRole(project.recruiterRole as ProjectRole | null);
  const demo = isDemoProjectId(Number(projectId));
  const shareGate = useCan('candidateShare');
  const engageGate = useCan('engage');
  const [sharing, setSharing] = useState<number[] | null>(null);
  const [enrolling, setEnrolling] = useState<number[] | null>(null);
  const appsGate = useCan('appsHome');
  const maySync = !demo && appsGate && canInProject(role, 'candidate.syncToAts');
  const exportConnections = useExportConnections(maySync);
  const [exporting, setExporting] = useState<number[] | null>(null);
  const moves = usePipelineMoves(projectId, summary.data);
  const { shown, report } = useShownRows();
  const lastSeen = useRef<PipelineCandidate | null>(null);
  const abilities: Abilities = {
    move: !demo && canInProject(role, 'candidate.move'),
    copy: !demo && canInProject(role, 'candidate.add'),
    share: !demo && shareGate && canInProject(role, 'candidate.bulkShare'),
    sequence: !demo && engageGate && canInProject(role, 'sequence.send'),
    syncToAts: maySync && (exportConnections.data?.length ?? 0) > 0,
  };

  const order = useMemo(() => {
    if (view === 'list') return shown.list ?? [];
    if (!summary.data) return [];
    return boardColumns(summary.data).flatMap((c) => shown[c.key] ?? []);
  }, [view, shown, summary.data]);
  const openParam = params.get('candidate');
  const openId = openParam && /^\d{1,15}$/.test(openParam) ? Number(openParam) : null;
  const index = openId === null ? -1 : order.findIndex((c) => c.candidateId === openId);
  const found = index >= 0 ? (order[index] ?? null) : null;
  if (found) lastSeen.current = found;
  const current =
    openId === null ? null : (found ?? (lastSeen.current?.candidateId === openId ? lastSeen.current : null));
  const navigate = useNavigate();
  // Opening from the board adds a history entry, so Back (a phone's back gesture) closes the panel;
  // previous and next replace it, and closing goes back to the entry before it.
  const pushed = useRef(false);
  const setOpen = (candidate: PipelineCandidate | null) => {
    if (!candidate && pushed.current) {
      pushed.current = false;
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    if (candidate) {
      next.set('candidate', String(candidate.candidateId));
      lastSeen.current = candidate;
    } else next.delete('candidate');
    const replace = openId !== null || !candidate;
    if (!replace) pushed.current = true;
    setParams(next, { replace });
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

  const context: PipelineContextValue | null = summary.data
    ? {
        projectId,
        summary: summary.data,
        abilities,
        moves,
        openCandidate: setOpen,
        onCopy: setCopying,
      }
    : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="pipeline-heading" data-testid="pipeline-section">
      <Group justify="space-between" data-guide="pipeline-header">
        <Title order={2} fz="lg" id="pipeline-heading">
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
              if (v === preferredView) next.delete('view');
              else next.set('view', v === 'list' ? 'list' : 'board');
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
      {summary.isPending ? (
        <Skeleton h={280} aria-label="Loading pipeline" />
      ) : summary.isError || !context ? (
        <LoadError
          title="The pipeline could not be loaded"
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <PipelineContext value={context}>
          <Stack gap="sm" data-guide="pipeline-board">
            <BulkBar
              selected={selection.selected}
              onClear={selection.clear}
              onShare={setSharing}
              onSequence={setEnrolling}
              onAtsExport={setExporting}
            />
            {view === 'board' ? (
              <PipelineBoard selection={selection} onRows={report} />
            ) : (
              <PipelineList selection={selection} onRows={report} />
            )}
          </Stack>
          <CandidatePanel
            candidate={current}
            position={{
              index,
              total: order.length,
              previous: index > 0 ? (order[index - 1] ?? null) : null,
              next: index >= 0 ? (order[index + 1] ?? null) : null,
            }}
            onClose={() => setOpen(null)}
            onGo={setOpen}
          />
        </PipelineContext>
      )}
      <BenchmarkCard projectId={projectId} />
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
      {abilities.syncToAts && exporting !== null ? (
        <Suspense fallback={null}>
          <AtsExportModal
            projectId={projectId}
            candidateIds={exporting}
            connections={exportConnections.data ?? []}
            onClose={() => setExporting(null)}
            onExported={selection.clear}
          />
        </Suspense>
      ) : null}
      {abilities.sequence ? (
        <AddToSequenceModal
          projectId={projectId}
          candidateIds={enrolling}
          onClose={() => setEnrolling(null)}
          onDone={selection.clear}
        />
      ) : null}
    </Stack>
  );
}
