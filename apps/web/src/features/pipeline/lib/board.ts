/** What the pipeline screens show: columns, positions to move to, label names, days in a stage. */
import type { PipelineCandidate, PipelineSummary } from '@talentbase/shared';
import { NO_LABEL, shownLabelName, stageLabelsFor } from '@talentbase/shared/domain/pipeline';

export type Column = {
  key: string;
  categoryId: number;
  stageId: number | null;
  /** "Good Fit", or the category's name for one without stages. */
  name: string;
  categoryName: string;
  count: number;
  /** A hidden stage (Exported, Archived): shown as a folded column until opened. */
  hidden: boolean;
};

const STAGE_VISIBLE = 0;

export const positionKey = (categoryId: number, stageId: number | null) => `${categoryId}:${stageId ?? '-'}`;

function countOf(summary: PipelineSummary, categoryId: number, stageId: number | null): number {
  return summary.positions.find((p) => p.categoryId === categoryId && p.stageId === stageId)?.count ?? 0;
}

/** Every position, hidden ones included when `all` (the "Move to" menu offers them too). */
export function positionsOf(summary: PipelineSummary, all: boolean): Column[] {
  return summary.categories.flatMap((c): Column[] => {
    if (c.stages.length === 0) {
      return [
        {
          key: positionKey(c.categoryId, null),
          categoryId: c.categoryId,
          stageId: null,
          name: c.categoryName,
          categoryName: c.categoryName,
          count: countOf(summary, c.categoryId, null),
          hidden: false,
        },
      ];
    }
    return c.stages
      .filter((s) => all || s.stageStatus === STAGE_VISIBLE)
      .map((s) => ({
        key: positionKey(c.categoryId, s.stageId),
        categoryId: c.categoryId,
        stageId: s.stageId,
        name: s.stageName,
        categoryName: c.categoryName,
        count: countOf(summary, c.categoryId, s.stageId),
        hidden: s.stageStatus !== STAGE_VISIBLE,
      }));
  });
}

/**
 * Board columns: every stage of each category in pipeline order (no stages, one column). Hidden
 * stages come too, marked `hidden`: the board folds them, so nobody moved there vanishes.
 */
export const boardColumns = (summary: PipelineSummary) => positionsOf(summary, true);

/** "Sourcing · Good Fit", or just "Screen" for a category without stages. */
export const positionLabel = (p: Pick<Column, 'stageId' | 'name' | 'categoryName'>) =>
  p.stageId === null || p.name === p.categoryName ? p.name : `${p.categoryName} · ${p.name}`;

/** The label 1 of every stage ("N/A" in the spec's tables) reads as "No label" on screen. */
export const labelName = (stageId: number | null, label: number): string => shownLabelName(stageId, label);

/** The labels of a stage as the menus and selects show them ("No label" first). */
export const labelOptions = (stageId: number | null) =>
  stageId === null
    ? []
    : stageLabelsFor(stageId).map((l) => ({ order: l.order, name: l.order === 1 ? NO_LABEL : l.label }));

export const columnOf = (columns: readonly Column[], c: Pick<PipelineCandidate, 'categoryId' | 'stageId'>) =>
  columns.find((col) => col.key === positionKey(c.categoryId, c.stageId));

export function daysInStage(stageUpdatedAt: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(stageUpdatedAt)) / 86_400_000));
  return days === 0 ? 'Today' : days === 1 ? '1 day' : `${days} days`;
}

export const candidatePath = (candidateId: number, projectId: string) =>
  `/v5/talent-pool/candidate/${candidateId}?projectId=${encodeURIComponent(projectId)}`;

/** Ids from the last clicked one to this one (shift-click), in the order shown. */
export function rangeBetween(order: readonly number[], from: number, to: number): number[] {
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a < 0 || b < 0) return [to];
  return order.slice(Math.min(a, b), Math.max(a, b) + 1);
}
