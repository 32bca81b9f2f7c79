/**
 * Who may add applicants to which project. Adding an applicant adds a candidate to the project,
 * so it takes the permission table's `candidate.add` (owner, recruiter, sourcer; a screener or a
 * collaborator gets 403). The project must be visible to the caller (404 like an unknown id
 * otherwise, another team's included) and must be an applicant-match job: a project that is not
 * one yet answers 409 saying how to make it one, since applicants are scored against the job's
 * description and there is none.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import { parseProjectId, requireProjectAction } from '../../projects/projects.service';

export const NOT_A_JOB_MESSAGE =
  'This project is not an applicant-match job yet: add its job description first, then upload applicants.';

export async function requireIntakeJob(db: Executor, caller: Caller, rawProjectId: string): Promise<number> {
  const projectId = parseProjectId(rawProjectId);
  const { rows } = await db.execute<{ is_job: boolean }>(sql`
    select exists (select 1 from match_jobs j where j.project_id = p.id and j.team_id = p.team_id) as is_job
      from projects p
     where p.id = ${projectId} and ${visibleTo(caller)}`);
  const project = rows[0];
  if (!project) throw notFound('Project');
  await requireProjectAction(db, caller.scope, projectId, 'candidate.add');
  if (!project.is_job) throw new AppError('CONFLICT', NOT_A_JOB_MESSAGE);
  return projectId;
}
