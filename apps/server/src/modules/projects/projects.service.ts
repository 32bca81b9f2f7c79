/**
 * Projects as sourcing uses them: the projects you can add candidates to, a quick create by name
 * (you become its owner), and adding candidates from search. A project of another team, or one
 * you are not on, is "not found"; a role on it that may not add candidates is "forbidden".
 */
import {
  type AddCandidatesResponse,
  canInProject,
  effectiveProjectRole,
  FORBIDDEN_MESSAGE,
  type PickableProject,
  type ProjectAction,
  type ProjectRole,
  type ProjectSummary,
} from '@talentbase/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { projectMembers, projects } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { checkCandidatesVisible, insertProjectCandidates } from './project-candidates';
import { assertProjectLimit, type Caller } from './project-lifecycle.service';

const NORMAL = 0;
const OWNER: ProjectRole = 3;

export function parseProjectId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw notFound('Project');
  return Number(id);
}

/** A project id, or one of the demo mode's sample projects (-1, -2). */
export function parseProjectOrDemoId(id: string): number {
  return id === '-1' || id === '-2' ? Number(id) : parseProjectId(id);
}

/** The caller's role on a project of their team, or a not-found error. */
export async function projectRole(db: Executor, scope: TeamScope, projectId: number): Promise<ProjectRole> {
  const [row] = await db
    .select({ role: projectMembers.role })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, scope.userId)),
    )
    .where(
      and(eq(projects.id, projectId), eq(projects.teamId, scope.teamId), sql`${projects.projectStatus} <> 1`),
    );
  if (!row) throw notFound('Project');
  return effectiveProjectRole(row.role as ProjectRole, scope.license);
}

export async function requireProjectAction(
  db: Executor,
  scope: TeamScope,
  projectId: number,
  action: ProjectAction,
): Promise<ProjectRole> {
  const role = await projectRole(db, scope, projectId);
  if (!canInProject(role, action)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action });
  return role;
}

type SummaryRow = {
  id: string;
  project_name: string;
  project_status: number;
  role: number;
  candidate_count: number;
  updated_at: Date | string;
};

const toSummary = (r: SummaryRow): ProjectSummary => ({
  projectId: String(r.id),
  projectName: r.project_name,
  projectStatus: r.project_status,
  recruiterRole: r.role,
  candidateCount: r.candidate_count,
  projectUpdateDate: new Date(r.updated_at).toISOString(),
});

/**
 * Open projects you are on with a role that may add candidates: the ones you last added
 * candidates to first ("recent"), then the most recently touched.
 */
export async function pickableProjects(db: Database, scope: TeamScope): Promise<PickableProject[]> {
  const { rows } = await db.execute<SummaryRow & { last_added: Date | string | null }>(sql`
    select p.id::text as id, p.project_name, p.project_status, m.role, p.updated_at,
           (select count(*)::int from project_candidates c where c.project_id = p.id) as candidate_count,
           (select max(c.created_at) from project_candidates c
             where c.project_id = p.id and c.added_by = ${scope.userId}) as last_added
      from projects p
      join project_members m on m.project_id = p.id and m.user_id = ${scope.userId}
     where p.team_id = ${scope.teamId} and p.project_status = ${NORMAL}
     order by last_added desc nulls last, p.updated_at desc, p.id desc
     limit 200`);
  return rows
    .filter((r) => canInProject(effectiveProjectRole(r.role as ProjectRole, scope.license), 'candidate.add'))
    .map((r) => ({
      ...toSummary(r),
      lastAddedByYouAt: r.last_added === null ? null : new Date(r.last_added).toISOString(),
    }));
}

export async function quickCreateProject(
  db: Database,
  caller: Caller,
  projectName: string,
): Promise<ProjectSummary> {
  const { scope, ip } = caller;
  return db.transaction(async (tx) => {
    await assertProjectLimit(tx, caller);
    const [project] = await tx
      .insert(projects)
      .values({ teamId: scope.teamId, projectName, createdBy: scope.userId })
      .returning();
    if (!project) throw new Error('project insert returned nothing');
    await tx.insert(projectMembers).values({ projectId: project.id, userId: scope.userId, role: OWNER });
    await audit(tx, {
      action: 'project.created',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(project.id),
      metadata: { projectName, from: 'sourcing' },
      ip,
    });
    return toSummary({
      id: String(project.id),
      project_name: project.projectName,
      project_status: project.projectStatus,
      role: OWNER,
      candidate_count: 0,
      updated_at: project.updatedAt,
    });
  });
}

/**
 * Adds profiles the team can see; all or nothing: one unknown or foreign id refuses the whole
 * request (404) so a bulk add never half-happens.
 */
export async function addCandidates(
  db: Database,
  scope: TeamScope,
  projectId: number,
  candidateIds: readonly number[],
  ip: string | null,
): Promise<AddCandidatesResponse> {
  const unique = [...new Set(candidateIds)];
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, projectId, 'candidate.add');
    await checkCandidatesVisible(tx, scope, unique);
    const added = (await insertProjectCandidates(tx, scope, projectId, unique, 'search')).length;
    await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
    await audit(tx, {
      action: 'project.candidates_added',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { candidateIds: unique, added },
      ip,
    });
    return { projectId: String(projectId), added, alreadyInProject: unique.length - added };
  });
}
