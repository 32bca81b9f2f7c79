/**
 * GET /v1/dashboard: the member dashboard (spec section 2, /v5/talent-pool/dashboard) in one call:
 * my open projects with their pipeline counts, the team's recent candidate activity I may see,
 * and a few totals.
 */
import { z } from 'zod';

/** How many candidates sit in one pipeline category of a project, in the pipeline's order. */
export const pipelineCountSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  count: z.number().int(),
});
export type PipelineCount = z.infer<typeof pipelineCountSchema>;

export const dashboardProjectSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  jobTitle: z.string().nullable(),
  jobLocation: z.string().nullable(),
  projectStatus: z.number().int(),
  /** Your role on the project's hiring team (spec section 6 numbering). */
  recruiterRole: z.number().int(),
  candidateCount: z.number().int(),
  projectUpdateDate: z.string(),
  lastViewedAt: z.string().nullable(),
  pipeline: z.array(pipelineCountSchema),
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;

/**
 * One entry of the activity feed. `action` is the activity's code (stage_changed, added, tagged,
 * note_added, ...); new codes may appear, so readers render unknown ones generically. The entry's
 * detail stays on the server: a note's text or a file's name is not the feed's to show.
 */
export const dashboardActivitySchema = z.object({
  id: z.string(),
  action: z.string(),
  createdAt: z.string(),
  /** Null when the user who did it has since been deleted, or for automatic changes. */
  actor: z.object({ userId: z.string(), name: z.string() }).nullable(),
  candidate: z.object({ candidateId: z.string(), name: z.string() }),
  /** Null for a change to the candidate outside any project (an edit, a merge, an import). */
  project: z.object({ projectId: z.string(), projectName: z.string() }).nullable(),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

export const dashboardTotalsSchema = z.object({
  /** Projects you are on that are neither archived nor deleted. */
  openProjects: z.number().int(),
  /** Distinct candidates across those projects. */
  candidatesInMyProjects: z.number().int(),
  /** Distinct candidates moved to another stage in those projects during the last 7 days. */
  movedThisWeek: z.number().int(),
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

export const dashboardSchema = z.object({
  projects: z.array(dashboardProjectSchema),
  activity: z.array(dashboardActivitySchema),
  totals: dashboardTotalsSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** The dashboard shows this many of your projects and this many activity entries. */
export const DASHBOARD_PROJECT_LIMIT = 10;
export const DASHBOARD_ACTIVITY_LIMIT = 20;
