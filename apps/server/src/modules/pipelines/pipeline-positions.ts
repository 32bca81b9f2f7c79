/**
 * Positions of a project's pipeline: whether one exists, what it is called, and the order the
 * funnel reads them in. Everything here is computed from the project's template detail
 * (`projectPipeline`), so a team's own categories and stages work like the default ones.
 */
import {
  CATEGORY_ID,
  isPositionIn,
  type PipelinePosition,
  STAGE_ID,
  type TemplateDetail,
} from '@talentbase/shared/domain/pipeline';
import { AppError } from '../../lib/errors';

export type NamedPosition = PipelinePosition & { categoryName: string; stageName: string | null };

/** The position with its names, or 422 naming what is not in the pipeline. */
export function requirePosition(detail: TemplateDetail, position: PipelinePosition): NamedPosition {
  const category = detail.find((c) => c.categoryId === position.categoryId);
  if (!category) {
    throw new AppError('UNPROCESSABLE', `Category ${position.categoryId} is not in this project's pipeline`, {
      categoryId: position.categoryId,
    });
  }
  if (!isPositionIn(detail, position)) {
    const message =
      category.stages.length === 0
        ? `${category.categoryName} has no stages: move to it with stageId null`
        : `Stage ${position.stageId ?? 'null'} is not a stage of ${category.categoryName} in this project's pipeline`;
    throw new AppError('UNPROCESSABLE', message, {
      categoryId: position.categoryId,
      stageId: position.stageId,
    });
  }
  const stage = category.stages.find((s) => s.stageId === position.stageId);
  return { ...position, categoryName: category.categoryName, stageName: stage?.stageName ?? null };
}

/** Every position of the pipeline in order, hidden stages included (they hold candidates too). */
export function allPositions(detail: TemplateDetail): PipelinePosition[] {
  return detail.flatMap((c): PipelinePosition[] =>
    c.stages.length === 0
      ? [{ categoryId: c.categoryId, stageId: null }]
      : c.stages.map((s) => ({ categoryId: c.categoryId, stageId: s.stageId })),
  );
}

export type RankedPosition = PipelinePosition & { rank: number; categoryRank: number };

/**
 * The funnel order: positions ranked as the pipeline lists them. Archived is where candidates
 * leave the funnel, so it has no rank (reaching it is not progress). Sourcing's Exported stage
 * says a candidate was sent to the ATS, not that they were contacted or replied: it ranks with
 * its category's first stage, so an export alone reaches Sourcing and nothing further.
 */
export function funnelRanks(detail: TemplateDetail): RankedPosition[] {
  const ranked: RankedPosition[] = [];
  let categoryRank = 0;
  for (const category of detail) {
    if (category.categoryId === CATEGORY_ID.ARCHIVED) continue;
    categoryRank += 1;
    const firstRank = ranked.length + 1;
    const stages = category.stages.length === 0 ? [null] : category.stages.map((s) => s.stageId);
    for (const stageId of stages) {
      const exported = category.categoryId === CATEGORY_ID.SOURCING && stageId === STAGE_ID.EXPORTED;
      ranked.push({
        categoryId: category.categoryId,
        stageId,
        rank: exported ? firstRank : ranked.length + 1,
        categoryRank,
      });
    }
  }
  return ranked;
}
