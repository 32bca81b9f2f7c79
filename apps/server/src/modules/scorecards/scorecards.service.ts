/**
 * Scorecards on a project candidate. Reading needs the project's "open profile" action (the
 * whole hiring team); writing needs `candidate.score` (owner, recruiter, hiring manager), and a
 * scorecard is edited or deleted by its author only. Answers are checked against the form's
 * questions by the shared `checkFormAnswers`; the questions are copied into the scorecard, and an
 * edit is checked against that copy, so a later change of the form never changes what was scored.
 * Each write leaves an activity entry on the candidate, in the same transaction.
 */
import type {
  Scorecard,
  ScorecardCreateRequest,
  ScorecardFormOption,
  ScorecardListResponse,
  ScorecardUpdateRequest,
  TeamForm,
} from '@talentbase/shared';
import { checkFormAnswers, type ScorecardRecommendation } from '@talentbase/shared/domain/form-answers';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import {
  accessAllows,
  type CandidateCaller,
  requireCandidateAccess,
} from '../candidate-records/candidate-access';
import { recordActivity } from '../candidates/team-candidates';
import { summarise } from './scorecard-summary';

type Row = {
  id: string;
  project_id: string;
  profile_id: string;
  form_id: string | null;
  form_name: string;
  questions: TeamForm['questions'];
  answers: Scorecard['answers'];
  recommendation: ScorecardRecommendation;
  author_id: string | null;
  author_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const columns = sql`s.id::text as id, s.project_id::text as project_id, s.profile_id::text as profile_id,
  s.form_id::text as form_id, s.form_name, s.questions, s.answers, s.recommendation,
  s.author_id::text as author_id, u.full_name as author_name, s.created_at, s.updated_at`;

const toScorecard = (r: Row, userId: string): Scorecard => ({
  scorecardId: r.id,
  projectId: r.project_id,
  candidateId: Number(r.profile_id),
  formId: r.form_id,
  formName: r.form_name,
  questions: r.questions,
  answers: r.answers,
  recommendation: r.recommendation,
  author: r.author_id ? { userId: r.author_id, name: r.author_name ?? 'Former member' } : null,
  isMine: r.author_id === userId,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

export function parseId(raw: string, what: string): number {
  if (!/^[1-9][0-9]{0,14}$/.test(raw)) throw notFound(what);
  return Number(raw);
}

/** The project and candidate of the path, checked: in the project (not as an applicant only), with the action allowed. */
async function access(
  db: Executor,
  caller: CandidateCaller,
  projectId: string,
  profileId: string,
  action: 'candidate.openProfile' | 'candidate.score',
) {
  const candidateId = parseId(profileId, 'Candidate');
  const granted = await requireCandidateAccess(db, caller, [candidateId], action, projectId);
  // Scorecards are for candidates in the pipeline; an applicant not yet in it has none.
  if (granted.asApplicant || granted.projectId === null) throw notFound('Candidate');
  return { projectId: granted.projectId, candidateId, granted };
}

function badAnswers(errors: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', 'Some answers need attention', {
    fields: Object.fromEntries(
      Object.entries(errors).map(([id, message]) => [
        id === 'answers' ? 'answers' : `answers.${id}`,
        message,
      ]),
    ),
  });
}

async function activeScorecardForms(db: Executor, teamId: string): Promise<ScorecardFormOption[]> {
  const { rows } = await db.execute<ScorecardFormOption>(sql`
    select id::text as id, name, kind, description, questions from team_forms
     where team_id = ${teamId} and kind = 'scorecard' and archived_at is null
     order by lower(name), id`);
  return rows;
}

async function rowsOf(db: Executor, teamId: string, where: ReturnType<typeof sql>): Promise<Row[]> {
  const { rows } = await db.execute<Row>(sql`
    select ${columns} from candidate_scorecards s left join users u on u.id = s.author_id
     where s.team_id = ${teamId} and ${where}
     order by s.created_at desc, s.id desc`);
  return rows;
}

export async function listScorecards(
  db: Database,
  caller: CandidateCaller,
  params: { projectId: string; profileId: string },
): Promise<ScorecardListResponse> {
  const { scope } = caller;
  const { projectId, candidateId, granted } = await access(
    db,
    caller,
    params.projectId,
    params.profileId,
    'candidate.openProfile',
  );
  const rows = await rowsOf(
    db,
    scope.teamId,
    sql`s.project_id = ${projectId} and s.profile_id = ${candidateId}`,
  );
  const data = rows.map((r) => toScorecard(r, scope.userId));
  const canScore = accessAllows(granted, 'candidate.score');
  return {
    data,
    summary: summarise(data),
    canScore,
    forms: canScore ? await activeScorecardForms(db, scope.teamId) : [],
  };
}

async function getOne(
  db: Executor,
  caller: CandidateCaller,
  id: number,
  projectId: number,
  candidateId: number,
) {
  const [row] = await rowsOf(
    db,
    caller.scope.teamId,
    sql`s.id = ${id} and s.project_id = ${projectId} and s.profile_id = ${candidateId}`,
  );
  if (!row) throw notFound('Scorecard');
  return row;
}

export async function createScorecard(
  db: Database,
  caller: CandidateCaller,
  params: { projectId: string; profileId: string },
  body: ScorecardCreateRequest,
): Promise<Scorecard> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    const { projectId, candidateId } = await access(
      tx,
      caller,
      params.projectId,
      params.profileId,
      'candidate.score',
    );
    const formId = parseId(body.formId, 'Form');
    const { rows: forms } = await tx.execute<{
      name: string;
      kind: string;
      questions: TeamForm['questions'];
      archived: boolean;
    }>(sql`
      select name, kind, questions, archived_at is not null as archived from team_forms
       where id = ${formId} and team_id = ${scope.teamId} for share`);
    const form = forms[0];
    if (!form) throw notFound('Form');
    if (form.kind !== 'scorecard')
      throw new AppError('VALIDATION_FAILED', 'This form is a job application form, not a scorecard', {
        fields: { formId: 'Choose a scorecard form' },
      });
    if (form.archived)
      throw new AppError('VALIDATION_FAILED', 'This scorecard form is archived: choose an active one', {
        fields: { formId: 'This form is archived' },
      });
    const checked = checkFormAnswers(form.questions, body.answers);
    if (Object.keys(checked.errors).length > 0) throw badAnswers(checked.errors);
    const { rows: taken } = await tx.execute(sql`
      select 1 from candidate_scorecards
       where project_id = ${projectId} and profile_id = ${candidateId} and form_id = ${formId} and author_id = ${scope.userId}`);
    if (taken.length > 0)
      throw new AppError(
        'CONFLICT',
        'You already filled this scorecard for this candidate: edit yours instead',
        {
          fields: { formId: 'Already filled by you' },
        },
      );
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into candidate_scorecards
        (team_id, project_id, profile_id, form_id, form_name, questions, answers, recommendation, author_id)
      values (${scope.teamId}, ${projectId}, ${candidateId}, ${formId}, ${form.name},
              ${JSON.stringify(form.questions)}::jsonb, ${JSON.stringify(checked.answers)}::jsonb,
              ${body.recommendation}, ${scope.userId})
      on conflict do nothing
      returning id::text as id`);
    const id = rows[0]?.id;
    if (!id)
      throw new AppError(
        'CONFLICT',
        'You already filled this scorecard for this candidate: edit yours instead',
      );
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId: candidateId,
        projectId,
        action: 'scorecard_added',
        detail: { scorecardId: id, formName: form.name, recommendation: body.recommendation },
      },
    ]);
    return toScorecard(await getOne(tx, caller, Number(id), projectId, candidateId), scope.userId);
  });
}

/** The author's own scorecard, locked for the change; others' answer 403 (they can read it). */
async function ownForChange(
  tx: Executor,
  caller: CandidateCaller,
  params: { projectId: string; profileId: string; scorecardId: string },
) {
  const { projectId, candidateId } = await access(
    tx,
    caller,
    params.projectId,
    params.profileId,
    'candidate.score',
  );
  const id = parseId(params.scorecardId, 'Scorecard');
  const row = await getOne(tx, caller, id, projectId, candidateId);
  await tx.execute(sql`select 1 from candidate_scorecards where id = ${id} for update`);
  if (row.author_id !== caller.scope.userId)
    throw new AppError('FORBIDDEN', 'Only the author can change a scorecard');
  return { row, id, projectId, candidateId };
}

export async function updateScorecard(
  db: Database,
  caller: CandidateCaller,
  params: { projectId: string; profileId: string; scorecardId: string },
  body: ScorecardUpdateRequest,
): Promise<Scorecard> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    const { row, id, projectId, candidateId } = await ownForChange(tx, caller, params);
    // Checked against the questions as they were answered, not the form as it is now.
    const checked = checkFormAnswers(row.questions, body.answers);
    if (Object.keys(checked.errors).length > 0) throw badAnswers(checked.errors);
    await tx.execute(sql`
      update candidate_scorecards set answers = ${JSON.stringify(checked.answers)}::jsonb,
             recommendation = ${body.recommendation}, updated_at = now()
       where id = ${id}`);
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId: candidateId,
        projectId,
        action: 'scorecard_edited',
        detail: { scorecardId: String(id), formName: row.form_name, recommendation: body.recommendation },
      },
    ]);
    return toScorecard(await getOne(tx, caller, id, projectId, candidateId), scope.userId);
  });
}

export async function deleteScorecard(
  db: Database,
  caller: CandidateCaller,
  params: { projectId: string; profileId: string; scorecardId: string },
): Promise<void> {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const { row, id, projectId, candidateId } = await ownForChange(tx, caller, params);
    await tx.execute(sql`delete from candidate_scorecards where id = ${id}`);
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId: candidateId,
        projectId,
        action: 'scorecard_deleted',
        detail: { scorecardId: String(id), formName: row.form_name },
      },
    ]);
  });
}
