/**
 * One import run (`match_ats_imports` row): pull the linked ATS job's applications with the
 * connector and add each one to the applicant-match job through the same save path as an upload
 * (applicants/intake-save.ts: the duplicate rules, one transaction per applicant, the activity).
 *
 * - Deduplicated by the ATS application (`match_applicant_ats_links`): an application imported
 *   before is not added again; its ATS stage is updated when it changed. A person who applied
 *   otherwise (an upload) is linked to their application instead of added twice.
 * - A manual run reads every application of the job (new ones and stage changes); a scheduled run
 *   reads the applications created since the last finished run (the connectors' `since`).
 * - The résumé comes along where the vendor's API gives one (resume-fetch.ts: Greenhouse, Lever)
 *   and is read like an uploaded one; otherwise the applicant arrives without one and the run
 *   says how many (they are scored from what is known until a résumé is uploaded).
 * - Rate limits, timeouts and an unavailable ATS are retried by the queue with back-off (the row
 *   waits, queued, with the reason) until the attempts run out; refused credentials fail at once.
 *   Applicants saved before a failure stay: the next attempt finds them linked.
 * - When anyone was added, the job's ranking status is recounted and scoring is asked for.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import type { AtsImportSkip } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secret-box';
import { cleanFileName } from '../../candidate-records/file-types';
import { ConnectorError, type ExternalApplicant } from '../../integrations/connectors';
import { type ConnectorTuning, failureMessage } from '../../integrations/export/ats-connection';
import type { FileStorage } from '../../storage/file-storage';
import { type ApplicantInput, type IntakeScope, keysOf, saveApplicant } from '../applicants/intake-save';
import { readResumes } from '../intake/intake';
import { applicantFeatures } from '../matching/features';
import { refreshRankingStatus } from '../scoring/ranking-counts';
import type { ScoringRequester } from '../scoring/request-scoring';
import { storedColumns } from '../scoring/stored-columns';
import { atsLabelOf, atsLinkOf, openLinked } from './ats-link';
import { type ResumeFetch, resumeFetcherFor } from './resume-fetch';

/** Attempts before a retryable failure is final (the job's retryLimit + 1). */
export const MAX_ATTEMPTS = 5;
const RETRYABLE = new Set(['rate_limited', 'unavailable', 'timeout']);
const SKIPPED_KEPT = 50;
const PROGRESS_EVERY = 10;
/** A scheduled run also reads applications created a little before the last run began. */
const SINCE_OVERLAP_MS = 10 * 60 * 1000;

export type ImportDeps = {
  secretBox: SecretBox;
  storage: FileStorage;
  requestScoring: ScoringRequester;
  tuning?: ConnectorTuning;
};

export type ImportOutcome = 'done' | 'failed' | 'retry' | 'skipped';

type RunRow = {
  id: string;
  team_id: string;
  project_id: string;
  ats_name: string;
  ats_job_id: string;
  trigger: 'manual' | 'scheduled';
  attempts: number;
  requested_by: string | null;
};

type Counts = {
  total: number;
  processed: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  withoutResume: number;
  skippedDetail: AtsImportSkip[];
};

export async function runAtsImport(db: Database, runId: number, deps: ImportDeps): Promise<ImportOutcome> {
  const { rows } = await db.execute<RunRow>(sql`
    update match_ats_imports
       set status = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now()), updated_at = now()
     where id = ${runId} and status in ('queued', 'running')
    returning id::text as id, team_id, project_id::text as project_id, ats_name, ats_job_id, trigger,
              attempts, requested_by`);
  const run = rows[0];
  if (!run) return 'skipped';
  const projectId = Number(run.project_id);
  let name = atsLabelOf(run.ats_name);
  const counts: Counts = {
    total: 0,
    processed: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    withoutResume: 0,
    skippedDetail: [],
  };
  try {
    const link = await atsLinkOf(db, run.team_id, projectId);
    if (!link || link.atsName !== run.ats_name || link.atsJobId !== run.ats_job_id)
      throw new AppError('UNPROCESSABLE', 'The project is no longer linked to this ATS job');
    name = link.atsLabel;
    const opened = await openLinked(db, deps.secretBox, link, deps.tuning);
    const fetchResume = await resumeFetcherFor(db, deps.secretBox, opened, deps.tuning?.timeoutMs);
    const since = run.trigger === 'scheduled' ? await lastFinishedStart(db, run) : undefined;
    const applications = await opened.connector.pullApplicants(run.ats_job_id, since);
    counts.total = applications.length;
    await progress(db, run.id, counts);
    const actor = run.requested_by ?? (await projectOwner(db, run));
    if (!actor) throw new AppError('UNPROCESSABLE', 'The project has no owner to import applicants for');
    const scope: IntakeScope = { teamId: run.team_id, userId: actor, projectId };
    for (const [index, application] of applications.entries()) {
      await importOne(db, deps.storage, scope, run, name, application, index, counts, fetchResume);
      counts.processed += 1;
      if (counts.processed % PROGRESS_EVERY === 0) await progress(db, run.id, counts);
    }
    await db.execute(sql`
      update match_ats_imports
         set status = 'done', error = null, error_kind = null, finished_at = now(), ${countsSql(counts)}
       where id = ${run.id}`);
    if (counts.imported > 0) {
      await refreshRankingStatus(db, run.team_id, projectId);
      await deps.requestScoring(projectId);
    }
    return 'done';
  } catch (err) {
    const kind =
      err instanceof ConnectorError
        ? err.kind
        : err instanceof AppError
          ? err.code.toLowerCase()
          : 'internal';
    const message =
      err instanceof ConnectorError
        ? failureMessage(err, name)
        : err instanceof AppError
          ? err.message
          : `${name}: the import could not be completed`;
    // An AppError from opening the connection carries the connector's kind in its code.
    const retryable =
      (err instanceof ConnectorError && RETRYABLE.has(err.kind)) ||
      (err instanceof AppError && (err.code === 'UNAVAILABLE' || err.code === 'RATE_LIMITED'));
    const retry = retryable && run.attempts < MAX_ATTEMPTS;
    await db.execute(sql`
      update match_ats_imports
         set status = ${retry ? 'queued' : 'failed'}, error = ${message}, error_kind = ${kind},
             finished_at = ${retry ? null : new Date()}, ${countsSql(counts)}
       where id = ${run.id}`);
    if (counts.imported > 0) {
      await refreshRankingStatus(db, run.team_id, projectId);
      await deps.requestScoring(projectId);
    }
    return retry ? 'retry' : 'failed';
  }
}

/**
 * A run nobody has touched for an hour (its worker stopped and the queue gave up) is failed, so
 * it no longer holds the job's one active run and a new import can start.
 */
export async function failStaleRuns(db: Executor, projectId?: number): Promise<void> {
  await db.execute(sql`
    update match_ats_imports
       set status = 'failed', error = 'The import stopped without finishing: start it again',
           error_kind = 'stale', finished_at = now(), updated_at = now()
     where status in ('queued', 'running') and updated_at < now() - interval '1 hour'
       ${projectId !== undefined ? sql`and project_id = ${projectId}` : sql``}`);
}

function countsSql(c: Counts) {
  return sql`total = ${c.total}, processed = ${c.processed}, imported = ${c.imported}, updated = ${c.updated},
             unchanged = ${c.unchanged}, skipped = ${c.skipped}, without_resume = ${c.withoutResume},
             skipped_detail = ${JSON.stringify(c.skippedDetail)}::jsonb, updated_at = now()`;
}

async function progress(db: Executor, runId: string, c: Counts): Promise<void> {
  await db.execute(sql`update match_ats_imports set ${countsSql(c)} where id = ${runId}`);
}

async function lastFinishedStart(db: Executor, run: RunRow): Promise<Date | undefined> {
  const { rows } = await db.execute<{ started_at: Date | string | null }>(sql`
    select started_at from match_ats_imports
     where project_id = ${run.project_id} and ats_name = ${run.ats_name} and ats_job_id = ${run.ats_job_id}
       and status = 'done' and id <> ${run.id}
     order by finished_at desc limit 1`);
  const started = rows[0]?.started_at;
  return started ? new Date(new Date(started).getTime() - SINCE_OVERLAP_MS) : undefined;
}

async function projectOwner(db: Executor, run: RunRow): Promise<string | null> {
  const { rows } = await db.execute<{ user_id: string }>(sql`
    select m.user_id from project_members m join projects p on p.id = m.project_id
     where m.project_id = ${run.project_id} and p.team_id = ${run.team_id}
     order by (m.role = 3) desc, m.user_id limit 1`);
  return rows[0]?.user_id ?? null;
}

function skip(c: Counts, name: string, reason: string): void {
  c.skipped += 1;
  if (c.skippedDetail.length < SKIPPED_KEPT) c.skippedDetail.push({ name, reason });
}

const cleanEmails = (emails: readonly string[]) =>
  [...new Set(emails.map((e) => e.trim()).filter((e) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)))].slice(0, 10);

async function importOne(
  db: Database,
  storage: FileStorage,
  scope: IntakeScope,
  run: RunRow,
  ats: string,
  application: ExternalApplicant,
  index: number,
  counts: Counts,
  fetchResume: ResumeFetch | null,
): Promise<void> {
  const applicationId = (application.applicationId ?? application.candidateId ?? '').trim().slice(0, 200);
  const fullName = application.name
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 200);
  const label = fullName || `Application ${applicationId || index + 1}`;
  if (!applicationId) return skip(counts, label, `${ats} gave no id for this application`);
  const { rows: known } = await db.execute<{ id: string; external_stage_id: string | null }>(sql`
    select id::text as id, external_stage_id from match_applicant_ats_links
     where project_id = ${scope.projectId} and ats_name = ${run.ats_name} and external_application_id = ${applicationId}`);
  const linked = known[0];
  if (linked) {
    if ((linked.external_stage_id ?? null) === (application.stageId ?? null)) {
      counts.unchanged += 1;
      return;
    }
    await db.execute(sql`
      update match_applicant_ats_links set external_stage_id = ${application.stageId}, updated_at = now()
       where id = ${linked.id}`);
    counts.updated += 1;
    return;
  }
  const emails = cleanEmails(application.emails);
  if (!fullName && emails.length === 0) return skip(counts, label, `${ats} gave no name or email`);
  const fromAts: ApplicantInput = {
    kind: 'csv',
    origin: 'ats',
    fileName: `${ats} application ${applicationId}`,
    row: index + 1,
    fields: { fullName: fullName || (emails[0] as string), emails },
  };
  const input = (await withResume(fetchResume, application, fullName)) ?? fromAts;
  // The person is recognised by what the ATS says and by what the résumé says.
  const keys = [...keysOf(fromAts), ...(input === fromAts ? [] : keysOf(input))].filter(
    (k, i, all) => all.findIndex((o) => o.kind === k.kind && o.key === k.key) === i,
  );
  let result: Awaited<ReturnType<typeof saveApplicant>>;
  try {
    result = await saveApplicant(db, storage, scope, input, keys);
  } catch {
    return skip(counts, label, 'Could not be saved: the next import tries again');
  }
  if (result.status === 'rejected' || !result.candidateId)
    return skip(counts, label, result.reason ?? 'Could not be saved');
  const { rows: applicant } = await db.execute<{ id: string }>(sql`
    select id::text as id from match_applicants
     where project_id = ${scope.projectId} and team_id = ${scope.teamId} and profile_id = ${Number(result.candidateId)}`);
  const applicantId = applicant[0]?.id;
  if (!applicantId) return skip(counts, label, 'Could not be saved: the next import tries again');
  const { rows: inserted } = await db.execute(sql`
    insert into match_applicant_ats_links (team_id, project_id, applicant_id, ats_name, ats_job_id,
                                           external_candidate_id, external_application_id, external_stage_id)
    values (${scope.teamId}, ${scope.projectId}, ${Number(applicantId)}, ${run.ats_name}, ${run.ats_job_id},
            ${application.candidateId || applicationId}, ${applicationId}, ${application.stageId})
    on conflict (project_id, ats_name, external_application_id) do nothing
    returning id`);
  if (result.status === 'duplicate') {
    if (inserted.length > 0) counts.updated += 1;
    else counts.unchanged += 1;
    return;
  }
  counts.imported += 1;
  if (input.kind !== 'resume') counts.withoutResume += 1;
}

/** The application's résumé read like an uploaded one, or null (then it is imported without one). */
async function withResume(
  fetchResume: ResumeFetch | null,
  application: ExternalApplicant,
  fullName: string,
): Promise<ApplicantInput | null> {
  const file = fetchResume ? await fetchResume(application) : null;
  if (!file) return null;
  const fileName = cleanFileName(file.filename);
  const data = Buffer.from(file.bytes);
  const [read] = await readResumes([{ fileName, data }]);
  if (!read || read.status === 'rejected') return null;
  const resume = read.resume;
  if (!resume.doc.basic.fullname.trim() && fullName) resume.doc.basic.fullname = fullName;
  return {
    kind: 'resume',
    origin: 'ats',
    fileName,
    data,
    resume,
    features: storedColumns(applicantFeatures(resume)),
  };
}
