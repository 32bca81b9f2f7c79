/**
 * Application forms on applicant-match jobs, and applicants' answers to them.
 *
 * - A job (a project with a `match_jobs` row) names one active application form of the team, or
 *   none. Whoever may see the job reads it; the roles that edit the job's persona change it.
 * - A recruiter records an applicant's answers on the applicant's detail: checked by the shared
 *   `checkFormAnswers` against the job's form (files left for later: the résumé and other files
 *   stay on the candidate's record), stored with a copy of the questions. Whoever may see the
 *   applicant reads them; the roles that add notes to applicants record them.
 *
 * Another team's job, applicant or form is 404 like a missing one; an archived form is refused.
 */
import {
  type ApplicantAnswers,
  canInProject,
  FORBIDDEN_MESSAGE,
  type JobApplicationForm,
  type ProjectAction,
  type ScorecardFormOption,
  type TeamForm,
} from '@talentbase/shared';
import { checkFormAnswers } from '@talentbase/shared/domain/form-answers';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import {
  parseApplicantId,
  requireVisibleApplicant,
} from '../applicant-match/applicants/applicant-list-scope';
import { recordActivity } from '../candidates/team-candidates';
import type { Caller } from '../projects/project-lifecycle.service';
import { visibleTo } from '../projects/project-visibility';
import { parseProjectId, projectRole } from '../projects/projects.service';
import { parseId } from './scorecards.service';

type FormRow = ScorecardFormOption & { archived: boolean };

const roleAllows = async (db: Executor, caller: Caller, projectId: number, action: ProjectAction) => {
  const role = await projectRole(db, caller.scope, projectId).catch(() => null);
  return canInProject(role, action);
};

async function requireJob(db: Executor, caller: Caller, projectId: number, lock = false): Promise<void> {
  const { rows } = await db.execute(sql`
    select 1 from match_jobs j join projects p on p.id = j.project_id
     where j.project_id = ${projectId} and j.team_id = ${caller.scope.teamId} and ${visibleTo(caller)}
     ${lock ? sql`for update of j` : sql``}`);
  if (rows.length === 0) throw notFound('Job');
}

async function jobForm(db: Executor, teamId: string, projectId: number): Promise<FormRow | null> {
  const { rows } = await db.execute<FormRow>(sql`
    select f.id::text as id, f.name, f.kind, f.description, f.questions, f.archived_at is not null as archived
      from job_application_forms j join team_forms f on f.id = j.form_id and f.team_id = j.team_id
     where j.project_id = ${projectId} and j.team_id = ${teamId}`);
  return rows[0] ?? null;
}

async function activeApplicationForms(db: Executor, teamId: string): Promise<ScorecardFormOption[]> {
  const { rows } = await db.execute<ScorecardFormOption>(sql`
    select id::text as id, name, kind, description, questions from team_forms
     where team_id = ${teamId} and kind = 'application' and archived_at is null
     order by lower(name), id`);
  return rows;
}

export async function getJobApplicationForm(
  db: Database,
  caller: Caller,
  rawProjectId: string,
): Promise<JobApplicationForm> {
  const projectId = parseProjectId(rawProjectId);
  await requireJob(db, caller, projectId);
  const canEdit = await roleAllows(db, caller, projectId, 'applicant.editPersona');
  return {
    form: await jobForm(db, caller.scope.teamId, projectId),
    canEdit,
    forms: canEdit ? await activeApplicationForms(db, caller.scope.teamId) : [],
  };
}

export async function setJobApplicationForm(
  db: Database,
  caller: Caller,
  rawProjectId: string,
  rawFormId: string | null,
): Promise<JobApplicationForm> {
  const projectId = parseProjectId(rawProjectId);
  const { scope } = caller;
  await db.transaction(async (tx) => {
    await requireJob(tx, caller, projectId, true);
    if (!(await roleAllows(tx, caller, projectId, 'applicant.editPersona')))
      throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action: 'applicant.editPersona' });
    let formName: string | null = null;
    if (rawFormId === null) {
      await tx.execute(sql`delete from job_application_forms where project_id = ${projectId}`);
    } else {
      const formId = parseId(rawFormId, 'Form');
      const { rows } = await tx.execute<{ name: string; kind: string; archived: boolean }>(sql`
        select name, kind, archived_at is not null as archived from team_forms
         where id = ${formId} and team_id = ${scope.teamId} for share`);
      const form = rows[0];
      if (!form) throw notFound('Form');
      if (form.kind !== 'application')
        throw new AppError('VALIDATION_FAILED', 'This form is a scorecard, not a job application form', {
          fields: { formId: 'Choose an application form' },
        });
      if (form.archived)
        throw new AppError('VALIDATION_FAILED', 'This application form is archived: choose an active one', {
          fields: { formId: 'This form is archived' },
        });
      formName = form.name;
      await tx.execute(sql`
        insert into job_application_forms (project_id, team_id, form_id, updated_by)
        values (${projectId}, ${scope.teamId}, ${formId}, ${scope.userId})
        on conflict (project_id) do update set form_id = excluded.form_id, updated_by = excluded.updated_by,
               updated_at = now()`);
    }
    await audit(tx, {
      action: 'applicant_match.application_form.set',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { formId: rawFormId, formName },
      ip: caller.ip,
    });
  });
  return getJobApplicationForm(db, caller, rawProjectId);
}

type AnswersRow = {
  form_id: string | null;
  form_name: string;
  questions: TeamForm['questions'];
  answers: Record<string, string | number | boolean | string[]>;
  recorded_by: string | null;
  recorded_by_name: string | null;
  updated_at: Date | string;
};

async function applicantOf(db: Executor, caller: Caller, rawProjectId: string, rawApplicantId: string) {
  const projectId = parseProjectId(rawProjectId);
  const applicant = await requireVisibleApplicant(db, caller, parseApplicantId(rawApplicantId), projectId);
  return { projectId, applicant };
}

export async function getApplicantAnswers(
  db: Database,
  caller: Caller,
  params: { projectId: string; applicantId: string },
): Promise<ApplicantAnswers> {
  const { projectId, applicant } = await applicantOf(db, caller, params.projectId, params.applicantId);
  const { rows } = await db.execute<AnswersRow>(sql`
    select a.form_id::text as form_id, a.form_name, a.questions, a.answers, a.recorded_by::text as recorded_by,
           u.full_name as recorded_by_name, a.updated_at
      from applicant_form_answers a left join users u on u.id = a.recorded_by
     where a.applicant_id = ${applicant.id} and a.team_id = ${caller.scope.teamId}`);
  const r = rows[0];
  return {
    form: await jobForm(db, caller.scope.teamId, projectId),
    recorded: r
      ? {
          formId: r.form_id,
          formName: r.form_name,
          questions: r.questions,
          answers: r.answers,
          recordedBy: r.recorded_by
            ? { userId: r.recorded_by, name: r.recorded_by_name ?? 'Former member' }
            : null,
          updatedAt: new Date(r.updated_at).toISOString(),
        }
      : null,
    canRecord: await roleAllows(db, caller, projectId, 'applicant.notesOrTags'),
  };
}

export async function recordApplicantAnswers(
  db: Database,
  caller: Caller,
  params: { projectId: string; applicantId: string },
  answers: Record<string, unknown>,
): Promise<ApplicantAnswers> {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const { projectId, applicant } = await applicantOf(tx, caller, params.projectId, params.applicantId);
    if (!(await roleAllows(tx, caller, projectId, 'applicant.notesOrTags')))
      throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action: 'applicant.notesOrTags' });
    const form = await jobForm(tx, scope.teamId, projectId);
    if (!form)
      throw new AppError(
        'VALIDATION_FAILED',
        'This job names no application form: choose one on the job first',
      );
    if (form.archived)
      throw new AppError(
        'VALIDATION_FAILED',
        "The job's application form is archived: choose an active one on the job first",
      );
    const checked = checkFormAnswers(form.questions, answers, { filesLater: true });
    if (Object.keys(checked.errors).length > 0)
      throw new AppError('VALIDATION_FAILED', 'Some answers need attention', {
        fields: Object.fromEntries(
          Object.entries(checked.errors).map(([id, m]) => [
            id === 'answers' ? 'answers' : `answers.${id}`,
            m,
          ]),
        ),
      });
    await tx.execute(sql`
      insert into applicant_form_answers
        (team_id, project_id, applicant_id, profile_id, form_id, form_name, questions, answers, recorded_by)
      values (${scope.teamId}, ${projectId}, ${applicant.id}, ${applicant.profileId}, ${Number(form.id)}, ${form.name},
              ${JSON.stringify(form.questions)}::jsonb, ${JSON.stringify(checked.answers)}::jsonb, ${scope.userId})
      on conflict (applicant_id) do update set form_id = excluded.form_id, form_name = excluded.form_name,
             questions = excluded.questions, answers = excluded.answers, recorded_by = excluded.recorded_by,
             updated_at = now()`);
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId: applicant.profileId,
        projectId,
        action: 'application_answers_recorded',
        detail: { applicantId: String(applicant.id), formName: form.name },
      },
    ]);
  });
  return getApplicantAnswers(db, caller, params);
}
