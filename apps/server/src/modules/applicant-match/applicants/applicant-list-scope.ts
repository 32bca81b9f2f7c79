/**
 * Who may read a job's applicants: whoever may see the project (its hiring team, the team when the
 * project is visible to it, team admins; projects/project-visibility.ts). Another team's project,
 * a hidden one and an unknown id all answer the same 404, so nothing is confirmed.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import { parseProjectId } from '../../projects/projects.service';

export type VisibleProject = { projectId: number; name: string };

/** The project named by `ref` when the caller may see it, else 404 "Project not found". */
export async function requireVisibleProject(
  db: Executor,
  caller: Caller,
  ref: string | number,
): Promise<VisibleProject> {
  const projectId = typeof ref === 'number' ? ref : parseProjectId(ref);
  const { rows } = await db.execute<{ name: string }>(sql`
    select coalesce(nullif(p.job_title, ''), p.project_name) as name
      from projects p where p.id = ${projectId} and ${visibleTo(caller)}`);
  const row = rows[0];
  if (!row) throw notFound('Project');
  return { projectId, name: row.name };
}

/** An applicant id as the calls send it: digits only (the sample applicants' ids are negative). */
export function parseApplicantId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw notFound('Applicant');
  return Number(id);
}

export type VisibleApplicant = {
  id: number;
  projectId: number;
  profileId: number;
  matchLevel: string;
  lackResume: boolean;
  resumeFileId: number | null;
};

/** An applicant of the caller's team in a project the caller may see, else 404 "Applicant not found". */
export async function requireVisibleApplicant(
  db: Executor,
  caller: Caller,
  applicantId: number,
  projectId?: number,
): Promise<VisibleApplicant> {
  const { rows } = await db.execute<{
    id: string;
    project_id: string;
    profile_id: string;
    match_level: string;
    lack_resume: boolean;
    resume_file_id: string | null;
  }>(sql`
    select a.id::text as id, a.project_id::text as project_id, a.profile_id::text as profile_id,
           a.match_level, a.lack_resume, a.resume_file_id::text as resume_file_id
      from match_applicants a join projects p on p.id = a.project_id
     where a.id = ${applicantId} and a.team_id = ${caller.scope.teamId}
       ${projectId === undefined ? sql`` : sql`and a.project_id = ${projectId}`}
       and ${visibleTo(caller)}`);
  const row = rows[0];
  if (!row) throw notFound('Applicant');
  return {
    id: Number(row.id),
    projectId: Number(row.project_id),
    profileId: Number(row.profile_id),
    matchLevel: row.match_level,
    lackResume: row.lack_resume,
    resumeFileId: row.resume_file_id === null ? null : Number(row.resume_file_id),
  };
}
