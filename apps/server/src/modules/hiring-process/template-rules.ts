/**
 * The rules of a hiring process, in one place for create and update. The request schema has
 * already trimmed the names and bounded their length and the list sizes; this module checks the
 * structure against the template being edited (`base`) and gives new categories and stages ids.
 *
 * - Sourcing (1) comes first and Archived (6) last, both always present and named as they are.
 * - Sourcing keeps exactly the fixed stages Good Fit 1, Contacted 2, Replied 3, Scheduled 5 and
 *   Exported 6 (hidden), in that order: engagement statuses and reports refer to them.
 * - Archived keeps its one hidden stage 0, which may be renamed.
 * - Other categories may be added, renamed, reordered and removed, and hold up to 30 stages of
 *   the team's own (ids from 100), which may be renamed, reordered, hidden and removed. A stage
 *   stays in its category: moving it would silently move its candidates to another category.
 * - Names are unique among the categories, and among the stages of a category (case-insensitive).
 *
 * Whether a removed item still holds candidates needs the database: see hiring-process.service.ts.
 */
import { type FieldErrors, LOCK_REASONS, type TemplateDetailInput } from '@talentbase/shared';
import {
  CATEGORY_ID,
  defaultTemplateDetail,
  FIRST_CUSTOM_CATEGORY_ID,
  FIRST_CUSTOM_STAGE_ID,
  STAGE_STATUS,
  type TemplateCategory,
  type TemplateDetail,
  type TemplateStage,
} from '@talentbase/shared/domain/pipeline';

const MAX_ID = 32767;

export type RulesResult = { ok: true; detail: TemplateDetail } | { ok: false; fields: FieldErrors };

const fixedCategory = (categoryId: number): TemplateCategory => {
  const category = defaultTemplateDetail().find((c) => c.categoryId === categoryId);
  if (!category) throw new Error(`category ${categoryId} is not in the default pipeline`);
  return category;
};

const key = (name: string) => name.trim().toLocaleLowerCase();

/** Checks an edited process against `base` and returns it with every id given, or field errors. */
export function applyTemplateRules(base: TemplateDetail, input: TemplateDetailInput): RulesResult {
  const fields: FieldErrors = {};
  const fail = (path: string, message: string) => {
    fields[path] ??= message;
  };
  const at = (i: number, rest = '') => `templateDetail.${i}${rest}`;

  const baseCategories = new Map(base.map((c) => [c.categoryId, c]));
  const baseStageCategory = new Map<number, number>();
  for (const c of base) for (const s of c.stages) baseStageCategory.set(s.stageId, c.categoryId);

  const sourcing = fixedCategory(CATEGORY_ID.SOURCING);
  const archived = fixedCategory(CATEGORY_ID.ARCHIVED);

  // Where Sourcing and Archived are, and that they are there at all.
  const sourcingAt = input.findIndex((c) => c.categoryId === CATEGORY_ID.SOURCING);
  const archivedAt = input.findIndex((c) => c.categoryId === CATEGORY_ID.ARCHIVED);
  if (sourcingAt < 0 || archivedAt < 0) fail('templateDetail', LOCK_REASONS.fixedCategory);
  else {
    if (sourcingAt !== 0) fail(at(sourcingAt), 'Sourcing stays the first category.');
    if (archivedAt !== input.length - 1) fail(at(archivedAt), 'Archived stays the last category.');
  }

  const seenCategoryIds = new Set<number>();
  const seenStageIds = new Set<number>();
  const categoryNames = new Map<string, number>();

  input.forEach((category, i) => {
    const id = category.categoryId;
    if (id !== undefined) {
      if (!baseCategories.has(id)) fail(at(i, '.categoryId'), 'Unknown category');
      else if (seenCategoryIds.has(id)) fail(at(i, '.categoryId'), 'This category is listed twice');
      seenCategoryIds.add(id);
    }
    const nameKey = key(category.categoryName);
    if (categoryNames.has(nameKey))
      fail(at(i, '.categoryName'), `Another category is already called “${category.categoryName}”`);
    else categoryNames.set(nameKey, i);

    if (id === CATEGORY_ID.SOURCING || id === CATEGORY_ID.ARCHIVED) {
      const fixed = id === CATEGORY_ID.SOURCING ? sourcing : archived;
      if (category.categoryName !== fixed.categoryName)
        fail(at(i, '.categoryName'), LOCK_REASONS.fixedCategory);
    }

    if (id === CATEGORY_ID.SOURCING) {
      checkSourcingStages(
        category.stages,
        (j, m) => fail(at(i, `.stages.${j}`), m),
        (m) => fail(at(i, '.stages'), m),
      );
    } else if (id === CATEGORY_ID.ARCHIVED) {
      const [stage, ...more] = category.stages;
      if (!stage || stage.stageId !== archived.stages[0]?.stageId)
        fail(at(i, '.stages'), LOCK_REASONS.archivedStage);
      else if (stage.stageStatus !== STAGE_STATUS.HIDDEN)
        fail(at(i, '.stages.0.stageStatus'), LOCK_REASONS.archivedStage);
      if (more.length > 0) fail(at(i, '.stages'), LOCK_REASONS.archivedNoStages);
    } else {
      const stageNames = new Set<string>();
      category.stages.forEach((stage, j) => {
        const path = at(i, `.stages.${j}`);
        if (stage.stageId !== undefined) {
          const home = baseStageCategory.get(stage.stageId);
          if (home === undefined || stage.stageId < FIRST_CUSTOM_STAGE_ID)
            fail(`${path}.stageId`, 'Unknown stage');
          else if (home !== id) fail(`${path}.stageId`, 'A stage cannot move to another category');
          else if (seenStageIds.has(stage.stageId)) fail(`${path}.stageId`, 'This stage is listed twice');
          seenStageIds.add(stage.stageId);
        }
        const stageKey = key(stage.stageName);
        if (stageNames.has(stageKey))
          fail(`${path}.stageName`, `Another stage of this category is already called “${stage.stageName}”`);
        stageNames.add(stageKey);
      });
    }
  });

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const detail = assignIds(base, input);
  // Positions are stored as smallint: a process edited tens of thousands of times runs out.
  if (detail.some((c) => c.categoryId > MAX_ID || c.stages.some((s) => s.stageId > MAX_ID)))
    return {
      ok: false,
      fields: { templateDetail: 'This hiring process has used up its ids: copy it into a new one.' },
    };
  return { ok: true, detail };
}

/** Sourcing's stages must be exactly the fixed ones, in order, as they are. */
function checkSourcingStages(
  stages: TemplateDetailInput[number]['stages'],
  failStage: (index: number, message: string) => void,
  failList: (message: string) => void,
) {
  const fixed = fixedCategory(CATEGORY_ID.SOURCING).stages;
  stages.forEach((stage, j) => {
    const expected = fixed[j];
    if (stage.stageId === undefined || !fixed.some((f) => f.stageId === stage.stageId))
      failStage(j, LOCK_REASONS.sourcingNoStages);
    else if (
      !expected ||
      expected.stageId !== stage.stageId ||
      expected.stageName !== stage.stageName ||
      expected.stageStatus !== stage.stageStatus
    )
      failStage(j, LOCK_REASONS.fixedStage);
  });
  if (stages.length < fixed.length) failList(LOCK_REASONS.fixedStage);
}

/** Gives new categories ids from 10 and new stages ids from 100, above every id in use. */
function assignIds(base: TemplateDetail, input: TemplateDetailInput): TemplateDetail {
  const categoryIds = [...base.map((c) => c.categoryId), ...input.map((c) => c.categoryId ?? 0)];
  const stageIds = [...base, ...input].flatMap((c) => c.stages.map((s) => s.stageId ?? 0));
  let nextCategory = Math.max(FIRST_CUSTOM_CATEGORY_ID - 1, ...categoryIds) + 1;
  let nextStage = Math.max(FIRST_CUSTOM_STAGE_ID - 1, ...stageIds) + 1;
  return input.map((category) => ({
    categoryId: category.categoryId ?? nextCategory++,
    categoryName: category.categoryName,
    stages: category.stages.map(
      (stage): TemplateStage => ({
        stageId: stage.stageId ?? nextStage++,
        stageName: stage.stageName,
        stageStatus: stage.stageStatus,
      }),
    ),
  }));
}
