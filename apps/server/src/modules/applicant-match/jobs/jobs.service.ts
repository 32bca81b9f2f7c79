/**
 * Applicant-match jobs: a project becomes a job (a `project_relations` row of type APPLICANT_MATCH,
 * with atsName and atsJobId when it comes from an ATS) with its job description, from which the
 * ideal-candidate persona is built. The persona is then editable by the owner, recruiter and
 * screener (spec section 6); each version is kept with who made it and how, so the history is a
 * plain read. A changed description builds the persona again (a new version, "extracted").
 *
 * Concurrency: a persona edit names the version it was made from; an edit made from an older one
 * is a 409 (someone else saved in between), never a silent overwrite.
 */

import { FORBIDDEN_MESSAGE } from '@talentbase/shared';
import type {
  MatchJob,
  Persona,
  PersonaVersion,
  RankingStatus,
} from '@talentbase/shared/contracts/applicant-match';
import { canInProject } from '@talentbase/shared/permissions/project-roles';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { jsonDocument } from '../../../db/json-param';
import { audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import { projectRole, requireProjectAction } from '../../projects/projects.service';
import { extractPersona } from '../matching/extract-persona';
import { requestScoring } from '../scoring/request-scoring';

type JobRow = {
  project_id: string;
  job_title: string | null;
  project_name: string;
  job_description: string;
  persona: Persona;
  persona_version: number;
  lack_jd: boolean;
  ats_name: string | null;
  ats_job_id: string | null;
  match_status: RankingStatus['matchStatus'];
  total_count: number;
  scoring_finished_count: number;
  start_scoring_date: Date | null;
  updated_at: Date;
};

async function findJob(db: Executor, caller: Caller, projectId: number, lock = false): Promise<JobRow> {
  const { rows } = await db.execute<JobRow>(sql`
    select j.project_id::text as project_id, p.job_title, p.project_name, j.job_description, j.persona,
           j.persona_version, j.lack_jd, r.ats_name, r.ats_job_id, j.match_status, j.total_count,
           j.scoring_finished_count, j.start_scoring_date, j.updated_at
      from match_jobs j
      join projects p on p.id = j.project_id
      left join lateral (
        select ats_name, ats_job_id from project_relations
         where project_id = j.project_id and type = 'APPLICANT_MATCH' order by id limit 1) r on true
     where j.project_id = ${projectId} and j.team_id = ${caller.scope.teamId} and ${visibleTo(caller)}
     ${lock ? sql`for update of j` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound('Job');
  return row;
}

async function present(db: Executor, caller: Caller, row: JobRow): Promise<MatchJob> {
  const role = await projectRole(db, caller.scope, Number(row.project_id)).catch(() => null);
  return {
    projectId: row.project_id,
    jobTitle: row.job_title ?? row.project_name,
    jobDescription: row.job_description,
    persona: row.persona,
    personaVersion: row.persona_version,
    lackJD: row.lack_jd,
    atsName: row.ats_name,
    atsJobId: row.ats_job_id,
    rankingStatus: {
      matchStatus: row.match_status,
      totalCount: row.total_count,
      scoringFinishedCount: row.scoring_finished_count,
      startScoringDate: row.start_scoring_date ? new Date(row.start_scoring_date).toISOString() : null,
    },
    canEditPersona: canInProject(role, 'applicant.editPersona'),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function getJob(db: Executor, caller: Caller, projectId: number): Promise<MatchJob> {
  return present(db, caller, await findJob(db, caller, projectId));
}

async function recordVersion(
  tx: Executor,
  caller: Caller,
  projectId: number,
  version: number,
  persona: Persona,
  source: 'extracted' | 'edited',
): Promise<void> {
  await tx.execute(sql`
    insert into match_persona_versions (team_id, project_id, version, persona, source, changed_by)
    values (${caller.scope.teamId}, ${projectId}, ${version}, ${jsonDocument(persona)}::jsonb, ${source}, ${caller.scope.userId})`);
}

/**
 * Makes a project an applicant-match job (or changes an existing job's description): the
 * relation, the description and the persona built from it, as the next version.
 */
export async function openJob(
  db: Database,
  caller: Caller,
  input: { projectId: number; jobDescription: string; atsName?: string | null; atsJobId?: string | null },
): Promise<MatchJob> {
  const job = await db.transaction(async (tx) => {
    await requireProjectAction(tx, caller.scope, input.projectId, 'applicant.editPersona');
    const { rows: projectRows } = await tx.execute<{ job_title: string | null; project_name: string }>(sql`
      select job_title, project_name from projects where id = ${input.projectId} for update`);
    const project = projectRows[0];
    if (!project) throw notFound('Project');
    const description = input.jobDescription.trim();
    const persona = extractPersona({ jobTitle: project.job_title ?? project.project_name, description });
    const { rows: existing } = await tx.execute<{ persona_version: number }>(sql`
      select persona_version from match_jobs where project_id = ${input.projectId} for update`);
    const version = (existing[0]?.persona_version ?? 0) + 1;
    await tx.execute(sql`
      insert into match_jobs (project_id, team_id, job_description, persona, persona_version, lack_jd)
      values (${input.projectId}, ${caller.scope.teamId}, ${description}, ${jsonDocument(persona)}::jsonb, ${version}, ${persona.lackJD})
      on conflict (project_id) do update
        set job_description = excluded.job_description, persona = excluded.persona,
            persona_version = excluded.persona_version, lack_jd = excluded.lack_jd, updated_at = now()`);
    await recordVersion(tx, caller, input.projectId, version, persona, 'extracted');
    const { rows: relation } = await tx.execute<{ id: string }>(sql`
      select id from project_relations where project_id = ${input.projectId} and type = 'APPLICANT_MATCH' limit 1`);
    if (relation[0]) {
      if (input.atsName !== undefined || input.atsJobId !== undefined)
        await tx.execute(sql`
          update project_relations
             set ats_name = coalesce(${input.atsName ?? null}, ats_name),
                 ats_job_id = coalesce(${input.atsJobId ?? null}, ats_job_id),
                 updated_by = ${caller.scope.userId}, updated_at = now()
           where id = ${relation[0].id}`);
    } else {
      await tx.execute(sql`
        insert into project_relations (team_id, project_id, type, status, updated_by, ats_name, ats_job_id)
        values (${caller.scope.teamId}, ${input.projectId}, 'APPLICANT_MATCH', 1, ${caller.scope.userId},
                ${input.atsName ?? null}, ${input.atsJobId ?? null})`);
    }
    await audit(tx, {
      action: version === 1 ? 'applicant_match.job.open' : 'applicant_match.job.describe',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(input.projectId),
      metadata: { personaVersion: version, lackJD: persona.lackJD, descriptionLength: description.length },
      ip: caller.ip,
    });
    return present(tx, caller, await findJob(tx, caller, input.projectId));
  });
  // The new persona version makes every applicant's score stale.
  await requestScoring(db, input.projectId);
  return job;
}

/** Saves an edited persona as the next version; 409 when it was edited from an older one. */
export async function editPersona(
  db: Database,
  caller: Caller,
  projectId: number,
  input: { persona: Persona; fromVersion: number },
): Promise<MatchJob> {
  const edited = await db.transaction(async (tx) => {
    const job = await findJob(tx, caller, projectId, true);
    const role = await projectRole(tx, caller.scope, projectId);
    if (!canInProject(role, 'applicant.editPersona'))
      throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action: 'applicant.editPersona' });
    if (input.fromVersion !== job.persona_version)
      throw new AppError(
        'CONFLICT',
        `The persona was changed by someone else (now version ${job.persona_version}). Reload it and make your change again.`,
        { currentVersion: job.persona_version },
      );
    const version = job.persona_version + 1;
    const persona: Persona = { ...input.persona, lackJD: job.lack_jd };
    await tx.execute(sql`
      update match_jobs set persona = ${jsonDocument(persona)}::jsonb, persona_version = ${version}, updated_at = now()
       where project_id = ${projectId}`);
    await recordVersion(tx, caller, projectId, version, persona, 'edited');
    await audit(tx, {
      action: 'applicant_match.persona.edit',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { personaVersion: version },
      ip: caller.ip,
    });
    return present(tx, caller, await findJob(tx, caller, projectId));
  });
  await requestScoring(db, projectId);
  return edited;
}

/**
 * Every version of the persona, newest first. Needs the account's applicant-edit permission and a
 * role on the project (owner, recruiter, screener or sourcer: spec section 6).
 */
export async function personaHistory(
  db: Executor,
  caller: Caller,
  projectId: number,
): Promise<PersonaVersion[]> {
  await findJob(db, caller, projectId);
  const role = await projectRole(db, caller.scope, projectId);
  if (
    !caller.subject.permissions.includes('applicant.edit') ||
    !canInProject(role, 'applicant.viewPersonaHistory')
  )
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action: 'applicant.viewPersonaHistory' });
  const { rows } = await db.execute<{
    version: number;
    source: 'extracted' | 'edited';
    changed_by: string | null;
    name: string | null;
    created_at: Date;
    persona: Persona;
  }>(sql`
    select v.version, v.source, v.changed_by, u.full_name as name, v.created_at, v.persona
      from match_persona_versions v left join users u on u.id = v.changed_by
     where v.project_id = ${projectId} and v.team_id = ${caller.scope.teamId}
     order by v.version desc`);
  return rows.map((r) => ({
    version: r.version,
    source: r.source,
    changedBy: r.changed_by ? { userId: r.changed_by, name: r.name ?? 'Former member' } : null,
    createdAt: new Date(r.created_at).toISOString(),
    persona: r.persona,
  }));
}
