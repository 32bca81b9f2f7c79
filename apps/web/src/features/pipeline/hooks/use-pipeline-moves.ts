/**
 * Every stage and label change on the pipeline screens goes through here, whether it came from a
 * drag, a menu, the bulk bar or the side panel, so each one says what happened in a toast (spec
 * section 8: success toasts close by themselves; the Undo ones stay 10 s) and can be undone.
 * Undo moves each candidate back to the stage and label it had, with the same two calls.
 */
import type { ChangeStageResponse, PipelineCandidate, PipelineSummary } from '@talentbase/shared';
import { notify, notifySuccess } from '../../../lib/notify';
import { useChangeLabel, useChangeStage } from '../api/change-pipeline';
import { boardColumns, columnOf, labelName } from '../lib/board';

export const UNDO_TOAST_MS = 10_000;

type Position = { categoryId: number; stageId: number | null };

const who = (candidates: readonly PipelineCandidate[]) =>
  candidates.length === 1
    ? (candidates[0]?.name ?? '1 candidate')
    : `${candidates.length.toLocaleString('en-US')} candidates`;

/** Groups candidates by a key, keeping the first row of each group for what the group shares. */
function groupBy<K>(rows: readonly PipelineCandidate[], key: (r: PipelineCandidate) => K) {
  const groups = new Map<K, PipelineCandidate[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups.values()];
}

export function movedMessage(
  candidates: readonly PipelineCandidate[],
  res: ChangeStageResponse,
  hidden: boolean,
): { title: string; message: string } {
  const where = res.to.stageName ?? res.to.categoryName;
  const moved =
    res.unchanged === 0
      ? `${who(candidates)} moved to ${where}.`
      : `${res.moved.toLocaleString('en-US')} moved to ${where}; ${res.unchanged.toLocaleString('en-US')} already there.`;
  return hidden
    ? {
        title: `Moved to ${where}`,
        message: `${moved} ${where} is a hidden stage: its folded column on the board shows who is there.`,
      }
    : { title: 'Moved', message: moved };
}

export function usePipelineMoves(projectId: string, summary: PipelineSummary | undefined) {
  const stage = useChangeStage(projectId);
  const label = useChangeLabel(projectId);
  const columns = summary ? boardColumns(summary) : [];
  const nameOf = (p: Position) => columnOf(columns, p)?.name ?? 'their stage';

  const undoMove = async (candidates: readonly PipelineCandidate[]) => {
    // One call per position they came from, label included.
    for (const group of groupBy(candidates, (r) => `${r.categoryId}:${r.stageId}:${r.stageLabel}`)) {
      const first = group[0] as PipelineCandidate;
      await stage.mutateAsync({
        candidates: group,
        categoryId: first.categoryId,
        stageId: first.stageId,
        stageLabel: first.stageLabel,
      });
    }
    const first = candidates[0];
    notifySuccess(
      candidates.length === 1 && first
        ? `${first.name} is back in ${nameOf(first)}.`
        : `${who(candidates)} are back where they were.`,
      { title: 'Move undone' },
    );
  };

  /** Moves candidates to a stage (their label becomes "No label" unless one is given). */
  const moveTo = (candidates: PipelineCandidate[], to: Position & { stageLabel?: number }) => {
    if (candidates.length === 0) return;
    const before = candidates.map((c) => ({ ...c }));
    stage.mutate(
      { candidates, ...to },
      {
        onSuccess: (res) => {
          if (res.moved === 0) {
            notify({
              kind: 'info',
              title: 'Nothing to move',
              message:
                candidates.length === 1
                  ? `${who(candidates)} is already in ${res.to.stageName ?? res.to.categoryName}.`
                  : `${who(candidates)} are already in ${res.to.stageName ?? res.to.categoryName}.`,
            });
            return;
          }
          const hidden = columnOf(columns, to)?.hidden ?? false;
          const { title, message } = movedMessage(candidates, res, hidden);
          notifySuccess(message, {
            title,
            autoCloseMs: UNDO_TOAST_MS,
            action: { label: 'Undo', onClick: () => void undoMove(before).catch(() => undefined) },
          });
        },
      },
    );
  };

  const undoLabel = async (candidates: readonly PipelineCandidate[]) => {
    for (const group of groupBy(candidates, (r) => r.stageLabel)) {
      await label.mutateAsync({ candidates: group, stageLabel: (group[0] as PipelineCandidate).stageLabel });
    }
    const first = candidates[0];
    notifySuccess(
      candidates.length === 1 && first
        ? `${first.name} has the label ${labelName(first.stageId, first.stageLabel)} again.`
        : `${who(candidates)} have their labels back.`,
      { title: 'Label change undone' },
    );
  };

  /** Sets one label on candidates of one stage. */
  const setLabel = (candidates: PipelineCandidate[], stageLabel: number) => {
    const first = candidates[0];
    if (!first) return;
    const before = candidates.map((c) => ({ ...c }));
    label.mutate(
      { candidates, stageLabel },
      {
        onSuccess: (res) => {
          const name = labelName(first.stageId, stageLabel);
          if (res.updated === 0) {
            notify({
              kind: 'info',
              title: 'Nothing to change',
              message: `${who(candidates)} already ${candidates.length === 1 ? 'has' : 'have'} the label ${name}.`,
            });
            return;
          }
          notifySuccess(
            stageLabel === 1
              ? `Label removed from ${who(candidates)}.`
              : `${who(candidates)} labelled ${name}.`,
            {
              title: 'Label changed',
              autoCloseMs: UNDO_TOAST_MS,
              action: { label: 'Undo', onClick: () => void undoLabel(before).catch(() => undefined) },
            },
          );
        },
      },
    );
  };

  return { moveTo, setLabel, pending: stage.isPending || label.isPending };
}
