/**
 * Candidates must always sit somewhere that exists in their project's pipeline. Before a template
 * changes (or a project switches to another one) this module looks at where the affected
 * projects' candidates are:
 *
 * - a candidate in a category or stage the new process lacks would be lost from the board, so the
 *   change is refused (409) with how many candidates sit where;
 * - a candidate in a category that had no stages and now has some is placed in its first shown
 *   stage, in the same transaction: adding "Phone screen" to Screen keeps Screen's candidates.
 */
import {
  isPositionIn,
  type PipelinePosition,
  STAGE_STATUS,
  type TemplateDetail,
} from '@talentbase/shared/domain/pipeline';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';

type Count = PipelinePosition & { candidates: number };

/** Where the candidates of the projects matching `projects` (SQL over alias p) sit, counted. */
export async function candidatePositions(db: Executor, projects: SQL): Promise<Count[]> {
  const { rows } = await db.execute<{ category_id: number; stage_id: number | null; n: number }>(sql`
    select pc.category_id, pc.stage_id, count(*)::int as n
      from project_candidates pc join projects p on p.id = pc.project_id
     where ${projects}
     group by pc.category_id, pc.stage_id`);
  return rows.map((r) => ({ categoryId: r.category_id, stageId: r.stage_id, candidates: r.n }));
}

/** The stage a candidate without one goes to when its category gains stages. */
function firstStage(detail: TemplateDetail, categoryId: number): number | null {
  const stages = detail.find((c) => c.categoryId === categoryId)?.stages ?? [];
  const stage = stages.find((s) => s.stageStatus === STAGE_STATUS.VISIBLE) ?? stages[0];
  return stage?.stageId ?? null;
}

export type PositionPlan = {
  stranded: Count[];
  /** Categories whose stage-less candidates move to a stage: categoryId → stageId. */
  placements: { categoryId: number; stageId: number }[];
};

export function planPositions(next: TemplateDetail, counts: readonly Count[]): PositionPlan {
  const stranded: Count[] = [];
  const placements = new Map<number, number>();
  for (const count of counts) {
    if (isPositionIn(next, count)) continue;
    const stageId = count.stageId === null ? firstStage(next, count.categoryId) : null;
    if (stageId !== null) placements.set(count.categoryId, stageId);
    else stranded.push(count);
  }
  return { stranded, placements: [...placements].map(([categoryId, stageId]) => ({ categoryId, stageId })) };
}

/** "Screen › Phone screen", named as in the process the candidates are in now. */
function positionName(current: TemplateDetail, position: PipelinePosition): string {
  const category = current.find((c) => c.categoryId === position.categoryId);
  if (!category) return 'a category that no longer exists';
  if (position.stageId === null) return category.categoryName;
  const stage = category.stages.find((s) => s.stageId === position.stageId);
  return `${category.categoryName} › ${stage?.stageName ?? 'a stage that no longer exists'}`;
}

const plural = (n: number) => (n === 1 ? '1 candidate is' : `${n.toLocaleString('en-US')} candidates are`);

/** Refuses the change when candidates would be left without a place (409, naming where they sit). */
export function assertNoneStranded(current: TemplateDetail, plan: PositionPlan, lead: string): void {
  if (plan.stranded.length === 0) return;
  const where = plan.stranded.map((s) => `${plural(s.candidates)} in ${positionName(current, s)}`);
  const total = plan.stranded.reduce((sum, s) => sum + s.candidates, 0);
  throw new AppError('CONFLICT', `${lead} ${where.join('; ')}. Move them to another stage first.`, {
    candidates: total,
    positions: plan.stranded.map((s) => ({ ...s, name: positionName(current, s) })),
  });
}

/** Places stage-less candidates of the matching projects in their category's new first stage. */
export async function applyPlacements(db: Executor, plan: PositionPlan, projects: SQL): Promise<void> {
  for (const { categoryId, stageId } of plan.placements) {
    await db.execute(sql`
      update project_candidates pc set stage_id = ${stageId}
        from projects p
       where p.id = pc.project_id and ${projects}
         and pc.category_id = ${categoryId} and pc.stage_id is null`);
  }
}
