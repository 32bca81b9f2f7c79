/**
 * Moves and label changes. Both update the cached board and list at once (optimistically) and put
 * them back with an error toast when the server refuses; either way the pipeline is read again.
 */
import {
  type CandidateListResponse,
  changeLabelResponseSchema,
  changeStageResponseSchema,
  copyToProjectResponseSchema,
  type PipelineCandidate,
} from '@talentbase/shared';
import { engagementStatusFor } from '@talentbase/shared/domain/engagement-labels';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { type ListFilter, pipelineKeys } from './query-keys';

export type MoveInput = {
  candidateIds: number[];
  categoryId: number;
  stageId: number | null;
  stageLabel?: number;
};
export type LabelInput = { candidateIds: number[]; stageLabel: number };

type Snapshot = [readonly unknown[], unknown][];

/** Applies `change` to every cached list of the project; rows a list no longer matches leave it. */
function patchLists(
  client: QueryClient,
  projectId: string,
  ids: Set<number>,
  change: (row: PipelineCandidate) => PipelineCandidate,
): Snapshot {
  const snapshot = client.getQueriesData({ queryKey: pipelineKeys.lists(projectId) });
  for (const [key, data] of snapshot) {
    const page = data as CandidateListResponse | undefined;
    if (!page) continue;
    const filter = key[3] as ListFilter | undefined;
    let removed = 0;
    const rows = page.data.flatMap((row) => {
      if (!ids.has(row.candidateId)) return [row];
      const next = change(row);
      const stays =
        (filter?.categoryId === undefined || filter.categoryId === next.categoryId) &&
        (filter?.stageId === undefined || filter.stageId === next.stageId) &&
        (filter?.stageNumber === undefined || filter.stageNumber === next.stageLabel);
      if (stays) return [next];
      removed += 1;
      return [];
    });
    client.setQueryData(key, { ...page, data: rows, total: Math.max(0, page.total - removed) });
  }
  return snapshot;
}

function restore(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

export function useChangeStage(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveInput) =>
      api.post('/v1/pipelines/changeStage', { projectId, ...input }, changeStageResponseSchema),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: pipelineKeys.lists(projectId) });
      const label = input.stageLabel ?? 1;
      const now = new Date().toISOString();
      return patchLists(client, projectId, new Set(input.candidateIds), (row) => ({
        ...row,
        categoryId: input.categoryId,
        stageId: input.stageId,
        stageLabel: label,
        engagementStatus: engagementStatusFor(input.stageId, label),
        stageUpdatedAt: now,
      }));
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
    mutationFn: (input: LabelInput) =>
      api.post('/v1/pipelines/changeLabel', { projectId, ...input }, changeLabelResponseSchema),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: pipelineKeys.lists(projectId) });
      return patchLists(client, projectId, new Set(input.candidateIds), (row) => ({
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
      api.post('/v1/pipelines/copyToProject', { fromProjectId, ...input }, copyToProjectResponseSchema),
    onSuccess: (res) => client.invalidateQueries({ queryKey: pipelineKeys.project(res.toProjectId) }),
    meta: { inlineErrors: true },
  });
}
