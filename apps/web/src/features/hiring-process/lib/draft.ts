/**
 * The editor's working copy of a hiring process, and the changes a user can make to it. What is
 * locked follows the server's rules (template-rules.ts): Sourcing and Archived stay first and
 * last with their names; Sourcing's stages are fixed; Archived's one stage may only be renamed.
 * New items carry no id: the server numbers them when the process is saved.
 */
import {
  HIRING_PROCESS_LIMITS,
  type HiringProcessTemplate,
  LOCK_REASONS,
  type TemplateDetailInput,
} from '@talentbase/shared';
import { CATEGORY_ID, type StageStatus } from '@talentbase/shared/domain/pipeline';

export type DraftStage = { key: string; stageId?: number; stageName: string; stageStatus: StageStatus };
export type DraftCategory = { key: string; categoryId?: number; categoryName: string; stages: DraftStage[] };
export type Draft = { templateName: string; categories: DraftCategory[] };

let keys = 0;
const nextKey = () => `new-${++keys}`;

export function toDraft(template: Pick<HiringProcessTemplate, 'templateName' | 'templateDetail'>): Draft {
  return {
    templateName: template.templateName,
    categories: template.templateDetail.map((c) => ({
      key: `c${c.categoryId}`,
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      stages: c.stages.map((s) => ({
        key: `s${s.stageId}`,
        stageId: s.stageId,
        stageName: s.stageName,
        stageStatus: s.stageStatus,
      })),
    })),
  };
}

export function toRequest(draft: Draft): { templateName: string; templateDetail: TemplateDetailInput } {
  return {
    templateName: draft.templateName,
    templateDetail: draft.categories.map((c) => ({
      ...(c.categoryId === undefined ? {} : { categoryId: c.categoryId }),
      categoryName: c.categoryName,
      stages: c.stages.map((s) => ({
        ...(s.stageId === undefined ? {} : { stageId: s.stageId }),
        stageName: s.stageName,
        stageStatus: s.stageStatus,
      })),
    })),
  };
}

export const isFixedCategory = (c: DraftCategory) =>
  c.categoryId === CATEGORY_ID.SOURCING || c.categoryId === CATEGORY_ID.ARCHIVED;

/** What the user may do to a category, and why not when they may not. */
export function categoryLocks(draft: Draft, index: number) {
  const category = draft.categories[index];
  const last = draft.categories.length - 1;
  const fixed = category ? isFixedCategory(category) : true;
  const isSourcing = category?.categoryId === CATEGORY_ID.SOURCING;
  const isArchived = category?.categoryId === CATEGORY_ID.ARCHIVED;
  return {
    lockReason: fixed ? LOCK_REASONS.fixedCategory : null,
    // Custom categories live between Sourcing (first) and Archived (last).
    canMoveUp: !fixed && index > 1,
    canMoveDown: !fixed && index < last - 1,
    canRemove: !fixed,
    addStageBlocked: isSourcing
      ? LOCK_REASONS.sourcingNoStages
      : isArchived
        ? LOCK_REASONS.archivedNoStages
        : (category?.stages.length ?? 0) >= HIRING_PROCESS_LIMITS.MAX_STAGES_PER_CATEGORY
          ? `At most ${HIRING_PROCESS_LIMITS.MAX_STAGES_PER_CATEGORY} stages in a category`
          : null,
  };
}

/** What the user may do to a stage: Sourcing's are fixed; Archived's may only be renamed. */
export function stageLocks(category: DraftCategory, index: number) {
  if (category.categoryId === CATEGORY_ID.SOURCING)
    return {
      lockReason: LOCK_REASONS.fixedStage,
      canRename: false,
      canToggle: false,
      canMove: false,
      canRemove: false,
    };
  if (category.categoryId === CATEGORY_ID.ARCHIVED)
    return {
      lockReason: LOCK_REASONS.archivedStage,
      canRename: true,
      canToggle: false,
      canMove: false,
      canRemove: false,
    };
  return {
    lockReason: null,
    canRename: true,
    canToggle: true,
    canMove: category.stages.length > 1 && index >= 0,
    canRemove: true,
  };
}

export const canAddCategory = (draft: Draft) =>
  draft.categories.length < HIRING_PROCESS_LIMITS.MAX_CATEGORIES;

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const withCategory = (draft: Draft, index: number, change: (c: DraftCategory) => DraftCategory): Draft => ({
  ...draft,
  categories: draft.categories.map((c, i) => (i === index ? change(c) : c)),
});

export const draftActions = {
  rename: (draft: Draft, templateName: string): Draft => ({ ...draft, templateName }),
  /** A new category goes just before Archived. */
  addCategory: (draft: Draft, categoryName: string): Draft => {
    const at = Math.max(draft.categories.length - 1, 0);
    const categories = [...draft.categories];
    categories.splice(at, 0, { key: nextKey(), categoryName, stages: [] });
    return { ...draft, categories };
  },
  renameCategory: (draft: Draft, index: number, categoryName: string): Draft =>
    withCategory(draft, index, (c) => ({ ...c, categoryName })),
  moveCategory: (draft: Draft, index: number, by: -1 | 1): Draft => ({
    ...draft,
    categories: move(draft.categories, index, index + by),
  }),
  removeCategory: (draft: Draft, index: number): Draft => ({
    ...draft,
    categories: draft.categories.filter((_, i) => i !== index),
  }),
  addStage: (draft: Draft, index: number, stageName: string): Draft =>
    withCategory(draft, index, (c) => ({
      ...c,
      stages: [...c.stages, { key: nextKey(), stageName, stageStatus: 0 }],
    })),
  renameStage: (draft: Draft, index: number, stageIndex: number, stageName: string): Draft =>
    withCategory(draft, index, (c) => ({
      ...c,
      stages: c.stages.map((s, j) => (j === stageIndex ? { ...s, stageName } : s)),
    })),
  toggleStage: (draft: Draft, index: number, stageIndex: number): Draft =>
    withCategory(draft, index, (c) => ({
      ...c,
      stages: c.stages.map((s, j) =>
        j === stageIndex ? { ...s, stageStatus: s.stageStatus === 0 ? 1 : 0 } : s,
      ),
    })),
  moveStage: (draft: Draft, index: number, stageIndex: number, by: -1 | 1): Draft =>
    withCategory(draft, index, (c) => ({ ...c, stages: move(c.stages, stageIndex, stageIndex + by) })),
  removeStage: (draft: Draft, index: number, stageIndex: number): Draft =>
    withCategory(draft, index, (c) => ({ ...c, stages: c.stages.filter((_, j) => j !== stageIndex) })),
};

/** "Used by 3 projects: A, B, C" (names the caller may see; the count includes every project). */
export function usageLabel(
  template: Pick<HiringProcessTemplate, 'usedByProjectsNumber' | 'usedByProjectsNames'>,
) {
  const n = template.usedByProjectsNumber;
  if (n === 0) return 'Not used by any project';
  const head = `Used by ${n === 1 ? '1 project' : `${n.toLocaleString('en-US')} projects`}`;
  const names = template.usedByProjectsNames;
  if (names.length === 0) return head;
  const hidden = n - names.length;
  return `${head}: ${names.join(', ')}${hidden > 0 ? ` and ${hidden.toLocaleString('en-US')} more` : ''}`;
}
