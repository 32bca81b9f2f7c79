/**
 * The member dashboard: my open projects with their pipeline at a glance, what the team did
 * lately that I may see, and a few totals. Read-only; one call builds the whole screen.
 */
import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_PROJECT_LIMIT,
  type Dashboard,
  type DashboardProject,
  type PipelineCount,
} from '@talentbase/shared';
import type { Database } from '../../db/client';
import { projectPipelines } from '../hiring-process/project-pipeline';
import type { Caller } from '../projects/project-lifecycle.service';
import { categoryCounts, myOpenProjects, recentActivity, totals } from './dashboard.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Counts in the order of the project's pipeline, every category listed (an empty one shows as 0).
 * Candidates left in a category the pipeline no longer has are still counted, after the others.
 */
export function pipelineCounts(
  categories: readonly { categoryId: number; categoryName: string }[],
  counts: ReadonlyMap<number, number>,
): PipelineCount[] {
  const known = categories.map((c) => ({
    categoryId: c.categoryId,
    categoryName: c.categoryName,
    count: counts.get(c.categoryId) ?? 0,
  }));
  const ids = new Set(categories.map((c) => c.categoryId));
  const strays = [...counts]
    .filter(([id, n]) => !ids.has(id) && n > 0)
    .sort(([a], [b]) => a - b)
    .map(([categoryId, count]) => ({ categoryId, categoryName: 'Other', count }));
  return [...known, ...strays];
}

async function projectsWithPipelines(db: Database, caller: Caller): Promise<DashboardProject[]> {
  const rows = await myOpenProjects(db, caller, DASHBOARD_PROJECT_LIMIT);
  const counts = await categoryCounts(
    db,
    rows.map((r) => r.id),
  );
  const byProject = new Map<string, Map<number, number>>();
  for (const c of counts) {
    const m = byProject.get(c.project_id) ?? new Map<number, number>();
    m.set(c.category_id, c.n);
    byProject.set(c.project_id, m);
  }
  const pipelines = await projectPipelines(
    db,
    caller.scope.teamId,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => {
    const pipeline = pipelines.get(Number(r.id)) ?? { detail: [] };
    return {
      projectId: r.id,
      projectName: r.project_name,
      jobTitle: r.job_title,
      jobLocation: r.job_location,
      projectStatus: r.project_status,
      recruiterRole: r.role,
      candidateCount: r.candidate_count,
      projectUpdateDate: iso(r.updated_at),
      lastViewedAt: r.viewed_at ? iso(r.viewed_at) : null,
      pipeline: pipelineCounts(pipeline.detail, byProject.get(r.id) ?? new Map()),
    };
  });
}

export async function dashboard(db: Database, caller: Caller): Promise<Dashboard> {
  const [projects, activity, sums] = await Promise.all([
    projectsWithPipelines(db, caller),
    recentActivity(db, caller, DASHBOARD_ACTIVITY_LIMIT),
    totals(db, caller),
  ]);
  return {
    projects,
    activity: activity.map((a) => ({
      id: a.id,
      action: a.action,
      createdAt: iso(a.created_at),
      actor: a.actor_id ? { userId: a.actor_id, name: a.actor_name ?? '' } : null,
      candidate: { candidateId: a.profile_id, name: a.candidate_name },
      project:
        a.project_id && a.project_name ? { projectId: a.project_id, projectName: a.project_name } : null,
    })),
    totals: {
      openProjects: sums.open_projects,
      candidatesInMyProjects: sums.candidates,
      movedThisWeek: sums.moved,
    },
  };
}
