/**
 * The import job's work: stream the uploaded CSV, check each row, skip (or knowingly create)
 * duplicates of the team's candidates and of earlier rows of the same file, and create the rest
 * in batches, one transaction per batch.
 *
 * Resumable and idempotent: a batch commits its candidates, its counters and `processed_rows`
 * together, and only if `processed_rows` is still where this run found it. A run that restarts
 * after a crash replays the committed rows without writing (to rebuild the in-file duplicate
 * keys) and carries on from the first uncommitted row; a second runner racing the first stops.
 * The full report is written per batch, before the batch commits, so the report parts of every
 * committed batch exist; a re-run batch simply rewrites its part.
 */
import {
  type DuplicatePolicy,
  IMPORT_REPORT_LIMIT,
  type ImportField,
  type ImportMapping,
  type ImportProblem,
} from '@talentbase/shared';
import { IMPORT_CANDIDATES_PATH } from '@talentbase/shared/domain/app-links';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { csvLine } from '../candidate-export/csv-writer';
import { createTeamCandidates } from '../candidates/create-candidate';
import { findDuplicates, type MatchKey, type MatchReason, matchKeysOf } from '../duplicates/match-keys';
import { suppressedAmong } from '../gdpr/suppression';
import { notify } from '../notifications/notify';
import { insertProjectCandidates } from '../projects/project-candidates';
import { csvRecords, decodeCsv } from './csv-inspection';
import { type ImportFileStore, reportPartKey } from './import-files';
import type { StoredPlan } from './import-plan';
import { type CandidateFields, validateRow } from './row-validation';

/** Rows per transaction: big enough to be fast, small enough that progress moves every second. */
export const IMPORT_BATCH_SIZE = 250;

type ImportRow = {
  id: string;
  team_id: string;
  user_id: string | null;
  project_id: string | null;
  storage_key: string;
  mapping: StoredPlan;
  duplicate_policy: DuplicatePolicy;
  status: string;
  processed_rows: number;
  created_count: number;
  duplicate_count: number;
  error_count: number;
  suppressed_count: number;
  report: ImportProblem[];
};

export type ImportRunResult = {
  status: 'done' | 'failed' | 'skipped';
  created: number;
  duplicates: number;
  errors: number;
  /** Rows of people on the team's suppression list (erased at their request): never created. */
  suppressed: number;
};

type Counters = {
  processed: number;
  created: number;
  duplicates: number;
  errors: number;
  suppressed: number;
};

/** The report line of a suppressed row: no name, so the report does not hold them again. */
export const SUPPRESSED_ROW_MESSAGE =
  'Skipped: this person asked to be erased and is on your team’s suppression list';
type Entry = { row: number; cells: string[] };

const REASON_FIELD: Record<MatchReason, ImportField[]> = {
  email: ['emails'],
  phone: ['phones'],
  profile_url: ['linkedinUrl', 'otherUrls'],
  name_company: ['fullName', 'firstName', 'lastName'],
};
const REASON_LABEL: Record<MatchReason, string> = {
  email: 'email',
  phone: 'phone',
  profile_url: 'profile link',
  name_company: 'name and company',
};

/** Header of the CSV report download; the parts hold its lines. */
export const REPORT_HEADER = csvLine(['Row', 'Column', 'Problem', 'Name']);

const keyOf = (k: MatchKey) => `${k.kind}:${k.key}`;

function identityKeys(fields: CandidateFields): MatchKey[] {
  return matchKeysOf({
    fullName: fields.fullName,
    company: fields.company ?? null,
    emails: fields.emails,
    phones: fields.phones,
    profileUrls: [...(fields.linkedinUrl ? [fields.linkedinUrl] : []), ...(fields.otherUrls ?? [])],
  });
}

async function loadImport(db: Executor, importId: number): Promise<ImportRow | null> {
  const { rows } = await db.execute<ImportRow>(sql`
    select id::text, team_id, user_id, project_id::text, storage_key, mapping, duplicate_policy, status,
           processed_rows, created_count, duplicate_count, error_count, suppressed_count, report
      from candidate_imports where id = ${importId}`);
  return rows[0] ?? null;
}

async function finish(
  db: Database,
  imp: ImportRow,
  status: 'done' | 'failed',
  counters: Counters,
  failure?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = failure
      ? [...imp.report, { row: 0, column: '', message: failure }].slice(-IMPORT_REPORT_LIMIT)
      : null;
    await tx.execute(sql`
      update candidate_imports
         set status = ${status}, finished_at = now()${report ? sql`, report = ${JSON.stringify(report)}::jsonb` : sql``}
       where id = ${imp.id} and status in ('pending', 'running')`);
    if (imp.user_id) {
      const what = `${counters.created} added, ${counters.duplicates} duplicates, ${counters.errors} with errors`;
      await notify(tx, {
        teamId: imp.team_id,
        userIds: [imp.user_id],
        event: 'import_finished',
        title: status === 'done' ? 'Your candidate import finished' : 'Your candidate import stopped',
        body: failure ? `${failure} ${what} before it stopped.` : `${what}.`,
        link: IMPORT_CANDIDATES_PATH,
      });
    }
    await audit(tx, {
      action: status === 'done' ? 'candidate.import_completed' : 'candidate.import_failed',
      teamId: imp.team_id,
      actorUserId: imp.user_id,
      targetType: 'candidate_import',
      targetId: imp.id,
      metadata: {
        created: counters.created,
        duplicates: counters.duplicates,
        errors: counters.errors,
        suppressed: counters.suppressed,
        rows: counters.processed,
        projectId: imp.project_id,
        ...(failure ? { failure } : {}),
      },
    });
  });
}

export async function runImport(
  db: Database,
  files: ImportFileStore,
  importId: number,
): Promise<ImportRunResult> {
  const imp = await loadImport(db, importId);
  const counters: Counters = {
    processed: imp?.processed_rows ?? 0,
    created: imp?.created_count ?? 0,
    duplicates: imp?.duplicate_count ?? 0,
    errors: imp?.error_count ?? 0,
    suppressed: imp?.suppressed_count ?? 0,
  };
  const result = (status: ImportRunResult['status']): ImportRunResult => ({
    status,
    created: counters.created,
    duplicates: counters.duplicates,
    errors: counters.errors,
    suppressed: counters.suppressed,
  });
  if (!imp?.mapping.fields || (imp.status !== 'pending' && imp.status !== 'running'))
    return result('skipped');
  if (!imp.user_id) {
    await finish(db, imp, 'failed', counters, 'The person who started this import no longer has an account.');
    return result('failed');
  }
  const bytes = await files.get(imp.storage_key);
  if (!bytes) {
    await finish(db, imp, 'failed', counters, 'The uploaded file is no longer available. Upload it again.');
    return result('failed');
  }
  await db.execute(
    sql`update candidate_imports set status = 'running' where id = ${imp.id} and status = 'pending'`,
  );

  const run = new ImportBatches(db, files, imp, imp.mapping.fields, counters, imp.user_id);
  try {
    let header = true;
    let row = 1;
    let batch: Entry[] = [];
    for await (const cells of csvRecords(decodeCsv(bytes), imp.mapping.delimiter)) {
      if (header) {
        header = false;
        continue;
      }
      row++;
      // Rows of batches already committed: only their keys are needed, for in-file duplicates.
      if (row - 1 <= imp.processed_rows) {
        run.replay(cells, row);
        continue;
      }
      batch.push({ row, cells });
      if (batch.length === IMPORT_BATCH_SIZE) {
        if (!(await run.commit(batch))) return result('skipped');
        batch = [];
      }
    }
    if (batch.length > 0 && !(await run.commit(batch))) return result('skipped');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      await finish(db, imp, 'failed', counters, 'The project was deleted during the import.');
      return result('failed');
    }
    throw error;
  }
  await finish(db, imp, 'done', counters);
  await files.delete(imp.storage_key);
  return result('done');
}

/** The state a run carries from batch to batch. */
class ImportBatches {
  /** Match keys of the file's earlier rows, with the row that had them first. */
  private readonly seen = new Map<string, number>();
  private readonly headers: readonly string[];
  private readonly projectId: number | null;
  private readonly report: ImportProblem[];

  constructor(
    private readonly db: Database,
    private readonly files: ImportFileStore,
    private readonly imp: ImportRow,
    private readonly mapping: ImportMapping,
    private readonly counters: Counters,
    private readonly userId: string,
  ) {
    this.headers = imp.mapping.headers;
    this.projectId = imp.project_id === null ? null : Number(imp.project_id);
    this.report = [...imp.report];
  }

  /** Registers a row's keys; answers the earlier row with one of them, and the reason. */
  private remember(fields: CandidateFields, row: number): { row: number; reason: MatchReason } | null {
    const keys = identityKeys(fields);
    const earlier = keys.find((k) => this.seen.has(keyOf(k)));
    for (const k of keys) if (!this.seen.has(keyOf(k))) this.seen.set(keyOf(k), row);
    if (!earlier) return null;
    return { row: this.seen.get(keyOf(earlier)) ?? 0, reason: reasonOf(earlier) };
  }

  replay(cells: string[], row: number): void {
    const checked = validateRow(cells, this.mapping, this.headers, row);
    if (checked.ok) this.remember(checked.fields, row);
  }

  private columnFor(reason: MatchReason): string {
    const index = this.mapping.findIndex((f) => f !== null && REASON_FIELD[reason].includes(f));
    return index >= 0 ? (this.headers[index] ?? '') : '';
  }

  /** Commits one batch; false when another run has moved the import on meanwhile. */
  async commit(batch: Entry[]): Promise<boolean> {
    const start = this.counters.processed;
    const next = { ...this.counters };
    const problems: { problem: ImportProblem; name: string }[] = [];
    const policy = this.imp.duplicate_policy;
    const scope = { teamId: this.imp.team_id, userId: this.userId };
    const committed = await this.db.transaction(async (tx) => {
      const lock = await tx.execute<{ processed_rows: number; status: string }>(
        sql`select processed_rows, status from candidate_imports where id = ${this.imp.id} for update`,
      );
      if (lock.rows[0]?.processed_rows !== start || lock.rows[0]?.status !== 'running') return false;
      const existingToProject: number[] = [];
      const toCreate: CandidateFields[] = [];
      const checkedRows = batch.map(({ row, cells }) => ({
        row,
        checked: validateRow(cells, this.mapping, this.headers, row),
      }));
      const known = await knownKeys(
        tx,
        scope.teamId,
        checkedRows.flatMap(({ checked }) => (checked.ok ? identityKeys(checked.fields) : [])),
      );
      // People erased at their request stay erased (modules/gdpr/suppression.ts).
      const valid = checkedRows.flatMap(({ checked }) => (checked.ok ? [checked.fields] : []));
      const flags = await suppressedAmong(
        tx,
        scope.teamId,
        valid.map((f) => ({ emails: f.emails, phones: f.phones })),
      );
      const suppressed = new Set(valid.filter((_, i) => flags[i]));
      for (const { row, checked } of checkedRows) {
        next.processed++;
        if (!checked.ok) {
          next.errors++;
          for (const problem of checked.problems) problems.push({ problem, name: checked.fullName });
          continue;
        }
        const { fields } = checked;
        if (suppressed.has(fields)) {
          next.suppressed++;
          problems.push({ problem: { row, column: '', message: SUPPRESSED_ROW_MESSAGE }, name: '' });
          continue;
        }
        const inFile = this.remember(fields, row);
        const keys = identityKeys(fields);
        const matches =
          inFile || !keys.some((k) => known.has(keyOf(k)))
            ? []
            : await findDuplicates(tx, scope.teamId, keys);
        const match = matches[0];
        if (inFile || match) {
          next.duplicates++;
          const reason = inFile ? inFile.reason : (match?.reasons[0] ?? 'name_company');
          const same = inFile
            ? `Same person as row ${inFile.row} (${REASON_LABEL[reason]})`
            : `Already a candidate: ${match?.fullName} (${match?.reasons.map((r) => REASON_LABEL[r]).join(', ')})`;
          let message: string;
          if (policy === 'create') message = `${same}: created anyway`;
          else if (match && this.projectId !== null) {
            existingToProject.push(match.profileId);
            message = `${same}: not created again, the existing candidate was added to the project`;
          } else message = `${same}: skipped`;
          problems.push({ problem: { row, column: this.columnFor(reason), message }, name: fields.fullName });
          if (policy === 'skip') continue;
        }
        toCreate.push(fields);
      }
      // Created together after the checks: a row's duplicates among earlier rows of the batch are
      // already caught by the in-file keys, so deferring the writes changes no decision.
      await createTeamCandidates(tx, scope, toCreate, {
        source: 'import',
        projectId: this.projectId,
        activity: 'imported',
      });
      next.created += toCreate.length;
      if (existingToProject.length > 0 && this.projectId !== null) {
        await addExistingToProject(tx, scope, this.projectId, existingToProject);
      }
      // The report part goes first: if the commit then fails, the re-run rewrites it.
      const part = problems.map(({ problem, name }) =>
        csvLine([problem.row, problem.column, problem.message, name]),
      );
      if (part.length > 0)
        await this.files.put(reportPartKey(this.imp.storage_key, start), Buffer.from(part.join('')));
      const head = [...this.report, ...problems.map((p) => p.problem)].slice(0, IMPORT_REPORT_LIMIT);
      await tx.execute(sql`
        update candidate_imports
           set processed_rows = ${next.processed}, created_count = ${next.created},
               duplicate_count = ${next.duplicates}, error_count = ${next.errors},
               suppressed_count = ${next.suppressed},
               report = ${JSON.stringify(head)}::jsonb
         where id = ${this.imp.id}`);
      this.report.splice(0, this.report.length, ...head);
      return true;
    });
    if (committed) Object.assign(this.counters, next);
    return committed;
  }
}

/**
 * Which of the keys some candidate of the team already has: one query per batch, so that only
 * the rows that may be duplicates pay for findDuplicates (which names the candidate and why).
 * Rows created earlier in the same batch are caught by the in-file check before this matters.
 */
async function knownKeys(tx: Executor, teamId: string, keys: readonly MatchKey[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const kinds = `{${keys.map((k) => k.kind).join(',')}}`;
  const texts = `{${keys.map((k) => `"${k.key.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
  const { rows } = await tx.execute<{ kind: number; key: string }>(sql`
    select distinct m.kind, m.key
      from unnest(${kinds}::smallint[], ${texts}::text[]) as q(kind, key)
      join candidate_match_keys m on m.team_id = ${teamId} and m.kind = q.kind and m.key = q.key`);
  return new Set(rows.map((r) => `${r.kind}:${r.key}`));
}

function reasonOf(key: MatchKey): MatchReason {
  return (['email', 'phone', 'profile_url', 'name_company'] as const)[key.kind - 1] ?? 'name_company';
}

/** A skipped duplicate's existing candidate still joins the project the file was imported into. */
async function addExistingToProject(
  tx: Executor,
  scope: { teamId: string; userId: string },
  projectId: number,
  profileIds: number[],
): Promise<void> {
  await insertProjectCandidates(tx, scope, projectId, [...new Set(profileIds)], 'import');
}
