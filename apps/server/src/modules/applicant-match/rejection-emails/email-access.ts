/**
 * Who may do what with a job's emails (spec section 6): anyone who can see the project reads the
 * configuration and the recipients; changing it and sending are for the roles that move forward
 * or decline (owner, recruiter, screener, sourcer). A project the caller cannot see, another
 * team's included, is a 404 exactly like an unknown id; a visible one without the role is a 403.
 */
import { FORBIDDEN_MESSAGE } from '@talentbase/shared';
import {
  canInProject,
  effectiveProjectRole,
  type ProjectRole,
} from '@talentbase/shared/permissions/project-roles';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';

export const EMAIL_ACTION = 'applicant.moveForwardOrDecline' as const;

export type JobProject = { projectId: number; role: ProjectRole | null; canEdit: boolean };

/** The visible project with the caller's role on it (null for a team admin who is not a member). */
export async function visibleJobProject(
  db: Executor,
  caller: Caller,
  projectId: number,
): Promise<JobProject> {
  const { rows } = await db.execute<{ role: number | null }>(sql`
    select (select m.role from project_members m where m.project_id = p.id and m.user_id = ${caller.scope.userId}) as role
      from projects p
     where p.id = ${projectId} and ${visibleTo(caller)}`);
  const row = rows[0];
  if (!row) throw notFound('Project');
  const role = row.role === null ? null : effectiveProjectRole(row.role as ProjectRole, caller.scope.license);
  return { projectId, role, canEdit: canInProject(role, EMAIL_ACTION) };
}

/** The visible project, when the caller may change its emails and send them; 404 or 403 otherwise. */
export async function editableJobProject(
  db: Executor,
  caller: Caller,
  projectId: number,
): Promise<JobProject> {
  const project = await visibleJobProject(db, caller, projectId);
  if (!project.canEdit) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action: EMAIL_ACTION });
  return project;
}
