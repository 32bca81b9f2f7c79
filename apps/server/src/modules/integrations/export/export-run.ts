/**
 * One export job: push one candidate (one `ats_exports` row) to the ATS.
 *
 * - The payload is built from the profile: name, title, company, location and links; the emails
 *   and phones only when the team has revealed the person (never unrevealed contacts); the latest
 *   résumé file; the project's notes the requester may read; the export source.
 * - The row is the idempotency store: the key (team, person, connection, job) maps to its
 *   external ids, so a retry after a crash, or a second export, never creates a second record.
 * - Rate limits, timeouts and an unavailable ATS are retried by the queue with exponential
 *   back-off (the row stays queued with the reason) until the attempts run out; refused
 *   credentials and refused data fail at once.
 * - On success the candidate moves to Sourcing › Exported through the pipeline service (activity,
 *   audit and stage triggers as for any move) and an "exported_to_ats" activity is recorded.
 */
import { CATEGORY_ID, STAGE_ID } from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secret-box';
import { recordActivity } from '../../candidates/team-candidates';
import { moveInPipeline } from '../../pipelines/pipeline-moves.service';
import { sourceFor } from '../../source-tracking/source-tracking.service';
import type { FileStorage } from '../../storage/file-storage';
import type { CandidatePayload, IdempotencyStore, PushResult, ResumeFile } from '../connectors';
import { ConnectorError } from '../connectors';
import { type ConnectorTuning, failureMessage, openForJob } from './ats-connection';

/** Attempts before a retryable failure is final (the job's retryLimit + 1). */
export const MAX_ATTEMPTS = 5;
const RETRYABLE = new Set(['rate_limited', 'unavailable', 'timeout']);
const MAX_RESUME_BYTES = 10 * 1024 * 1024;

export type RunDeps = {
  secretBox: SecretBox;
  storage?: FileStorage | null;
  tuning?: ConnectorTuning;
};

type ExportRow = {
  id: string;
  team_id: string;
  org_id: string;
  project_id: string;
  profile_id: string;
  connection_id: string;
  job_id: string;
  stage_id: string | null;
  status: string;
  attempts: number;
  requested_by: string | null;
  external_candidate_id: string | null;
  external_application_id: string | null;
};

export type RunOutcome = 'done' | 'failed' | 'retry' | 'skipped';

export async function runAtsExport(db: Database, exportId: number, deps: RunDeps): Promise<RunOutcome> {
  const { rows } = await db.execute<ExportRow>(sql`
    update ats_exports e set status = 'running', attempts = e.attempts + 1, updated_at = now()
      from teams t
     where e.id = ${exportId} and t.id = e.team_id and e.status in ('queued', 'running')
    returning e.id::text as id, e.team_id, t.org_id, e.project_id::text as project_id,
              e.profile_id::text as profile_id, e.connection_id::text as connection_id, e.job_id, e.stage_id,
              e.status, e.attempts, e.requested_by, e.external_candidate_id, e.external_application_id`);
  const row = rows[0];
  if (!row) return 'skipped';
  let name = 'The ATS';
  try {
    const opened = await openForJob(db, deps.secretBox, row.team_id, row.connection_id, {
      ...deps.tuning,
      idempotency: rowStore(db, row.id),
    });
    name = opened.name;
    const candidate = await buildPayload(db, row, deps.storage ?? null, opened.row.providerId);
    const result = await opened.connector.pushCandidate({
      job: row.job_id === '' ? null : row.job_id,
      stage: row.stage_id,
      candidate,
      idempotencyKey: `${row.team_id}:${row.profile_id}:${row.connection_id}:${row.job_id}`,
    });
    // The idempotency store below may already have written the ids; this finishes the row.
    await finish(db, row, result, name);
    return 'done';
  } catch (err) {
    const known = err instanceof ConnectorError || err instanceof AppError;
    const kind =
      err instanceof ConnectorError ? err.kind : err instanceof AppError ? 'invalid' : 'unavailable';
    const message =
      err instanceof ConnectorError
        ? failureMessage(err, name)
        : known
          ? (err as Error).message
          : `${name}: the export could not be completed`;
    const retry = RETRYABLE.has(kind) && row.attempts < MAX_ATTEMPTS;
    await db.execute(sql`
      update ats_exports
         set status = ${retry ? 'queued' : 'failed'}, error = ${message}, error_kind = ${kind},
             updated_at = now(), finished_at = ${retry ? null : new Date()}
       where id = ${exportId}`);
    if (retry) return 'retry';
    return 'failed';
  }
}

/** The row as the idempotency store of its own push. */
export function rowStore(db: Executor, exportId: string): IdempotencyStore {
  return {
    get: async () => {
      const { rows } = await db.execute<{ c: string | null; a: string | null }>(sql`
        select external_candidate_id as c, external_application_id as a from ats_exports where id = ${exportId}`);
      const r = rows[0];
      if (!r?.c) return undefined;
      return { externalCandidateId: r.c, ...(r.a ? { externalApplicationId: r.a } : {}), created: false };
    },
    put: async (_key, result: PushResult) => {
      await db.execute(sql`
        update ats_exports set external_candidate_id = ${result.externalCandidateId},
               external_application_id = ${result.externalApplicationId ?? null}, updated_at = now()
         where id = ${exportId}`);
    },
  };
}

async function finish(db: Database, row: ExportRow, result: PushResult, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ats_exports
         set status = 'done', error = null, error_kind = null,
             external_candidate_id = ${result.externalCandidateId},
             external_application_id = ${result.externalApplicationId ?? null},
             updated_at = now(), finished_at = now()
       where id = ${row.id}`);
    const projectId = Number(row.project_id);
    const profileId = Number(row.profile_id);
    const actor = row.requested_by;
    const { rows: inProject } = await tx.execute<{ category_id: number; stage_id: number | null }>(sql`
      select category_id, stage_id from project_candidates where project_id = ${projectId} and profile_id = ${profileId}`);
    if (actor && inProject[0]) {
      const scope = { teamId: row.team_id, orgId: row.org_id, userId: actor };
      try {
        await tx.execute(sql`savepoint ats_export_move`);
        await moveInPipeline(tx, { scope, ip: null }, projectId, {
          candidateIds: [profileId],
          categoryId: CATEGORY_ID.SOURCING,
          stageId: STAGE_ID.EXPORTED,
        });
        await tx.execute(sql`release savepoint ats_export_move`);
      } catch {
        // A team pipeline without the Exported stage keeps the candidate where they are.
        await tx.execute(sql`rollback to savepoint ats_export_move`);
      }
    }
    await recordActivity(tx, row.team_id, actor, [
      {
        profileId,
        projectId,
        action: 'exported_to_ats',
        detail: {
          ats: name,
          connectionId: row.connection_id,
          jobId: row.job_id || null,
          stageId: row.stage_id,
          externalCandidateId: result.externalCandidateId,
          externalApplicationId: result.externalApplicationId ?? null,
          created: result.created,
        },
      },
    ]);
  });
}

type ProfileRow = {
  full_name: string;
  current_title: string | null;
  current_company: string | null;
  location: string | null;
  doc: string;
  emails: { address: string; primary?: boolean }[] | null;
  phones: { number: string }[] | null;
  revealed: boolean;
  source: string;
};

export async function buildPayload(
  db: Executor,
  row: Pick<ExportRow, 'team_id' | 'profile_id' | 'project_id' | 'requested_by'>,
  storage: FileStorage | null,
  providerId: string,
): Promise<CandidatePayload> {
  const { rows } = await db.execute<ProfileRow>(sql`
    select p.full_name, p.current_title, p.current_company, p.location, p.doc, p.source,
           c.emails, c.phones,
           exists (select 1 from contact_reveals r where r.team_id = ${row.team_id} and r.profile_id = p.id) as revealed
      from talent_profiles p
      left join talent_contacts c on c.profile_id = p.id
     where p.id = ${row.profile_id} and (p.team_id is null or p.team_id = ${row.team_id})`);
  const p = rows[0];
  if (!p) throw new ConnectorError('invalid', 'The candidate no longer exists');
  let links: string[] = [];
  try {
    const doc = JSON.parse(p.doc) as { social_links?: Record<string, unknown> };
    links = Object.entries(doc.social_links ?? {})
      .filter(([k, v]) => k !== 'resume' && typeof v === 'string' && v.trim() !== '')
      .map(([, v]) => {
        const s = (v as string).trim();
        return /^https?:\/\//i.test(s) ? s : `https://${s}`;
      });
  } catch {
    links = [];
  }
  const emails = p.revealed
    ? [...(p.emails ?? [])].sort((a, b) => Number(!!b.primary) - Number(!!a.primary)).map((e) => e.address)
    : [];
  const phones = p.revealed ? (p.phones ?? []).map((ph) => ph.number) : [];
  const { rows: notes } = await db.execute<{ body: string }>(sql`
    select body from candidate_notes
     where team_id = ${row.team_id} and profile_id = ${row.profile_id} and project_id = ${row.project_id}
       and (visibility > 0 or author_id = ${row.requested_by})
     order by created_at`);
  const resume = storage ? await latestResume(db, row, storage) : undefined;
  return {
    name: p.full_name,
    emails,
    phones,
    title: p.current_title,
    company: p.current_company,
    location: p.location,
    links,
    notes: notes.map((n) => n.body),
    // The team's source tracking: its name and medium for this ATS, the medium by origin if asked.
    source: await sourceFor(db, row.team_id, providerId, p.source),
    ...(resume ? { resume } : {}),
  };
}

async function latestResume(
  db: Executor,
  row: Pick<ExportRow, 'team_id' | 'profile_id'>,
  storage: FileStorage,
): Promise<ResumeFile | undefined> {
  const { rows } = await db.execute<{
    file_name: string;
    content_type: string;
    storage_key: string;
    size_bytes: number;
  }>(sql`
    select file_name, content_type, storage_key, size_bytes from candidate_files
     where team_id = ${row.team_id} and profile_id = ${row.profile_id} and kind = 'resume'
     order by created_at desc, id desc limit 1`);
  const f = rows[0];
  if (!f || f.size_bytes > MAX_RESUME_BYTES) return undefined;
  const bytes = await storage.get(f.storage_key);
  if (!bytes) return undefined;
  return { filename: f.file_name, contentType: f.content_type, bytes: new Uint8Array(bytes) };
}
