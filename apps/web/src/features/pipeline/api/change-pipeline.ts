/**
 * Moves and label changes. Both update the cached board, list and stage counts at once
 * (optimistically: a card leaves its column and lands on top of the new one, where the server's
 * "last moved first" order puts it) and put them back with an error toast when the server refuses;
 * either way the pipeline is read again. The callers say what happened (toasts with Undo).
 */
import {
  type CandidateListResponse,
  type ChangeLabelResponse,
  type ChangeStageResponse,
  type CopyToProjectResponse,
  HIGH_AVAILABILITY,
  type PipelineCandidate,
  type PipelineSummary,
} from '@talentbase/shared';
import { engagementStatusFor } from '@talentbase/shared/domain/engagement-labels';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { type ListFilter, pipelineKeys } from './query-keys';

export type MoveInput = {
  /** The candidates as the board shows them: where they are now is what Undo goes back to. */
  candidates: PipelineCandidate[];
  categoryId: number;
  stageId: number | null;
  stageLabel?: number;
};
export type LabelInput = { candidates: PipelineCandidate[]; stageLabel: number };

type Snapshot = [readonly unknown[], unknown][];

function matches(filter: ListFilter | undefined, row: PipelineCandidate): boolean {
  if (!filter) return true;
  return (
    (filter.categoryId === undefined || filter.categoryId === row.categoryId) &&
    (filter.stageId === undefined || filter.stageId === row.stageId) &&
    (filter.stageNumber === undefined || filter.stageNumber === row.stageLabel) &&
    (!filter.filterByContact || row.hasContact) &&
    (!filter.filterByPersonalContact || row.hasPersonalEmail) &&
    (!filter.filterByAvailability || (row.availability ?? 0) >= HIGH_AVAILABILITY)
  );
}

/**
 * Applies `change` to every cached list of the project: rows a list no longer matches leave it,
 * and a first page that now matches a changed row gets it on top (the newest stage change).
 */
function patchLists(
  client: QueryClient,
  projectId: string,
  rows: readonly PipelineCandidate[],
  change: (row: PipelineCandidate) => PipelineCandidate,
): Snapshot {
  const snapshot = client.getQueriesData({ queryKey: pipelineKeys.lists(projectId) });
  const changed = new Map(rows.map((r) => [r.candidateId, change(r)]));
  for (const [key, data] of snapshot) {
    const page = data as CandidateListResponse | undefined;
    if (!page) continue;
    const filter = key[3] as ListFilter | undefined;
    let total = page.total;
    const kept = page.data.flatMap((row) => {
      const next = changed.get(row.candidateId);
      if (!next) return [row];
      if (matches(filter, next)) return [next];
      total -= 1;
      return [];
    });
    const present = new Set(kept.map((r) => r.candidateId));
    const firstPage = !(filter?.start || filter?.offset);
    const arriving = firstPage
      ? [...changed.values()].filter((r) => !present.has(r.candidateId) && matches(filter, r))
      : [];
    total += arriving.length;
    const limit = filter?.limit ?? 25;
    client.setQueryData(key, {
      ...page,
      data: [...arriving, ...kept].slice(0, limit),
      total: Math.max(0, total),
    });
  }
  return snapshot;
}

/** Moves the counts of the board's headers along with the cards. */
function patchSummary(
  client: QueryClient,
  projectId: string,
  rows: readonly PipelineCandidate[],
  to: { categoryId: number; stageId: number | null },
): Snapshot {
  const key = pipelineKeys.summary(projectId);
  const summary = client.getQueryData<PipelineSummary>(key);
  if (!summary) return [];
  const same = (p: { categoryId: number; stageId: number | null }, q: typeof p) =>
    p.categoryId === q.categoryId && p.stageId === q.stageId;
  const positions = summary.positions.map((p) => ({ ...p }));
  const at = (where: { categoryId: number; stageId: number | null }) => {
    let found = positions.find((p) => same(p, where));
    if (!found) {
      found = { categoryId: where.categoryId, stageId: where.stageId, count: 0, labels: [] };
      positions.push(found);
    }
    return found;
  };
  for (const row of rows) {
    if (same(row, to)) continue;
    at(row).count = Math.max(0, at(row).count - 1);
    at(to).count += 1;
  }
  client.setQueryData(key, { ...summary, positions });
  return [[key, summary]];
}

function restore(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

export function useChangeStage(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ candidates, categoryId, stageId, stageLabel }: MoveInput) =>
      api.post<ChangeStageResponse>('/v1/pipelines/changeStage', {
        projectId,
        candidateIds: candidates.map((c) => c.candidateId),
        categoryId,
        stageId,
        ...(stageLabel === undefined ? {} : { stageLabel }),
      }),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: pipelineKeys.project(projectId) });
      const label = input.stageLabel ?? 1;
      const now = new Date().toISOString();
      const to = { categoryId: input.categoryId, stageId: input.stageId };
      return [
        ...patchSummary(client, projectId, input.candidates, to),
        ...patchLists(client, projectId, input.candidates, (row) => ({
          ...row,
          ...to,
          stageLabel: label,
          engagementStatus: engagementStatusFor(input.stageId, label),
          stageUpdatedAt: now,
        })),
      ];
    },
    onError: (error, _input, snapshot) => {
      restore(client, snapshot);
      notifyError(error, 'The candidates could not be moved');
    },
    onSettled: () => client.invalidateQueries({ queryKey: pipelineKeys.project(projectId) }),
    meta: { inlineErrors: true },
  });
}

export function useChangeLabel(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ candidates, stageLabel }: LabelInput) =>
      api.post<ChangeLabelResponse>('/v1/pipelines/changeLabel', {
        projectId,
        candidateIds: candidates.map((c) => c.candidateId),
        stageLabel,
      }),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: pipelineKeys.lists(projectId) });
      return patchLists(client, projectId, input.candidates, (row) => ({
        ...row,
        stageLabel: input.stageLabel,
        engagementStatus: engagementStatusFor(row.stageId, input.stageLabel),
      }));
    },
    onError: (error, _input, snapshot) => {
      restore(client, snapshot);
      notifyError(error, 'The label could not be set');
    },
    onSettled: () => client.invalidateQueries({ queryKey: pipelineKeys.project(projectId) }),
    meta: { inlineErrors: true },
  });
}

export function useCopyToProject(fromProjectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { toProjectId: string; candidateIds: number[] }) =>
      api.post<CopyToProjectResponse>('/v1/pipelines/copyToProject', { fromProjectId, ...input }),
    onSuccess: (res) => client.invalidateQueries({ queryKey: pipelineKeys.project(res.toProjectId) }),
    meta: { inlineErrors: true },
  });
}
