/**
 * CSV import as the API offers it: upload (checked, stored, previewed with a suggested
 * mapping), start (mapping checked, job queued), progress, and the full report. An import of
 * another team is "not found" like a missing one.
 */
import {
  IMPORT_REPORT_LIMIT,
  type ImportProgress,
  type ImportStatus,
  type ImportUploadResponse,
  mappingProblem,
  type StartImportRequest,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { candidateImportJob } from '../../jobs/candidate-import.job';
import type { JobSender } from '../../jobs/job-sender';
import { audit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { UTF8_BOM } from '../candidate-export/csv-writer';
import { type ProjectViewer, projectVisible } from '../projects/project-visibility';
import { requireProjectAction } from '../projects/projects.service';
import { inspectCsv } from './csv-inspection';
import { suggestMapping } from './header-mapping';
import { type ImportFileStore, reportPartKey, uploadKey } from './import-files';
import type { StoredPlan } from './import-plan';
import { IMPORT_BATCH_SIZE, REPORT_HEADER } from './import-run';

const IMPORT_JOB_EXPIRY_SECONDS = 3 * 60 * 60;

export type ImportDeps = { db: Database; files: ImportFileStore; storageRoot: string; send: JobSender };
type Meta = { ip: string | null };

export function parseImportId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw notFound('Import');
  return Number(id);
}

/** Checks the file, then stores it and its import row; nothing is kept for a refused file. */
export async function uploadImport(
  deps: ImportDeps,
  scope: TeamScope,
  file: { fileName: string; bytes: Buffer },
  meta: Meta,
): Promise<ImportUploadResponse> {
  const fileName = file.fileName.replace(/[\\/]/g, '_').slice(0, 200);
  if (!/\.(csv|txt|tsv)$/i.test(fileName)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Only .csv files can be imported. Save your sheet as "CSV UTF-8".',
    );
  }
  const csv = await inspectCsv(file.bytes);
  const key = uploadKey(scope.teamId);
  await deps.files.put(key, file.bytes);
  const plan: StoredPlan = { delimiter: csv.delimiter, headers: csv.headers, fields: null };
  try {
    const importId = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into candidate_imports (team_id, user_id, file_name, storage_key, mapping, total_rows)
        values (${scope.teamId}, ${scope.userId}, ${fileName}, ${key}, ${JSON.stringify(plan)}::jsonb, ${csv.totalRows})
        returning id::text`);
      const id = rows[0]?.id ?? '';
      await audit(tx, {
        action: 'candidate.import_uploaded',
        teamId: scope.teamId,
        orgId: scope.orgId,
        actorUserId: scope.userId,
        targetType: 'candidate_import',
        targetId: id,
        metadata: { fileName, rows: csv.totalRows, bytes: file.bytes.length },
        ip: meta.ip,
      });
      return id;
    });
    const width = csv.headers.length;
    return {
      importId,
      fileName,
      delimiter: csv.delimiter,
      totalRows: csv.totalRows,
      headers: csv.headers,
      // Every preview row as wide as the header, so the mapping table lines up.
      rows: csv.rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')),
      suggestedMapping: suggestMapping(csv.headers),
    };
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
}

type ImportRow = {
  id: string;
  file_name: string;
  storage_key: string;
  mapping: StoredPlan;
  status: 'pending' | 'running' | 'done' | 'failed';
  project_id: string | null;
  duplicate_policy: 'skip' | 'create';
  total_rows: number;
  processed_rows: number;
  created_count: number;
  duplicate_count: number;
  error_count: number;
  suppressed_count: number;
  report: ImportProgress['report'];
  created_at: Date | string;
  finished_at: Date | string | null;
};

async function getImport(db: Executor, scope: TeamScope, importId: number, lock = false): Promise<ImportRow> {
  const { rows } = await db.execute<ImportRow>(sql`
    select id::text, file_name, storage_key, mapping, status, project_id::text, duplicate_policy, total_rows,
           processed_rows, created_count, duplicate_count, error_count, suppressed_count, report, created_at,
           finished_at
      from candidate_imports
     where id = ${importId} and team_id = ${scope.teamId}${lock ? sql` for update` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound('Import');
  return row;
}

function statusOf(row: ImportRow): ImportStatus {
  if (row.status === 'pending') return row.mapping.fields ? 'queued' : 'uploaded';
  return row.status;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toProgress(row: ImportRow): ImportProgress {
  return {
    importId: row.id,
    fileName: row.file_name,
    status: statusOf(row),
    projectId: row.project_id,
    duplicatePolicy: row.duplicate_policy,
    totalRows: row.total_rows,
    processedRows: row.processed_rows,
    createdCount: row.created_count,
    duplicateCount: row.duplicate_count,
    errorCount: row.error_count,
    suppressedCount: row.suppressed_count ?? 0,
    report: row.report,
    reportTruncated: row.report.length >= IMPORT_REPORT_LIMIT,
    createdAt: iso(row.created_at),
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
  };
}

/** An import of the team; the project it went into is named only to those who may see it. */
export async function importProgress(
  db: Database,
  viewer: ProjectViewer,
  importId: number,
): Promise<ImportProgress> {
  const row = await getImport(db, viewer.scope, importId);
  if (row.project_id !== null) {
    const { rows } = await db.execute<{ visible: boolean }>(
      sql`select ${projectVisible(viewer, sql`${Number(row.project_id)}::bigint`)} as visible`,
    );
    if (!rows[0]?.visible) return toProgress({ ...row, project_id: null });
  }
  return toProgress(row);
}

/**
 * Saves the mapping and queues the job. Starting twice is refused (409) rather than importing
 * the file twice; a project needs a role that may add candidates to it.
 */
export async function startImport(
  deps: ImportDeps,
  scope: TeamScope,
  request: StartImportRequest,
  meta: Meta,
): Promise<ImportProgress> {
  const importId = parseImportId(request.importId);
  const projectId = request.projectId ? Number(request.projectId) : null;
  const row = await deps.db.transaction(async (tx) => {
    const current = await getImport(tx, scope, importId, true);
    if (current.mapping.fields) throw new AppError('CONFLICT', 'This import has already been started.');
    const problem = mappingProblem(request.mapping, current.mapping.headers.length);
    if (problem) throw fieldError({ mapping: problem }, problem);
    if (projectId !== null) await requireProjectAction(tx, scope, projectId, 'candidate.add');
    const plan: StoredPlan = { ...current.mapping, fields: request.mapping };
    await tx.execute(sql`
      update candidate_imports
         set mapping = ${JSON.stringify(plan)}::jsonb, duplicate_policy = ${request.duplicatePolicy},
             project_id = ${projectId}
       where id = ${importId}`);
    await audit(tx, {
      action: 'candidate.import_started',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'candidate_import',
      targetId: String(importId),
      metadata: { rows: current.total_rows, duplicatePolicy: request.duplicatePolicy, projectId },
      ip: meta.ip,
    });
    return { ...current, mapping: plan, project_id: projectId === null ? null : String(projectId) };
  });
  const jobId = await deps.send(
    candidateImportJob,
    { importId, storageRoot: deps.storageRoot },
    // A 20 MB file may take a while; a crashed run is still retried, and resumes, after this.
    { singletonKey: `candidate-import:${importId}`, expireInSeconds: IMPORT_JOB_EXPIRY_SECONDS },
  );
  if (!jobId) {
    // Without a queue the import would wait forever: take the start back so it can be retried.
    await deps.db.execute(sql`
      update candidate_imports set mapping = jsonb_set(mapping, '{fields}', 'null'::jsonb)
       where id = ${importId} and status = 'pending'`);
    throw new AppError('UNAVAILABLE', 'Imports cannot start right now. Please try again in a minute.');
  }
  return toProgress({ ...row, duplicate_policy: request.duplicatePolicy });
}

/** The whole report as CSV: every problem of every committed batch, in row order. */
export async function importReportCsv(
  deps: ImportDeps,
  scope: TeamScope,
  importId: number,
  meta: Meta,
): Promise<{ fileName: string; body: string }> {
  const row = await getImport(deps.db, scope, importId);
  const parts: string[] = [UTF8_BOM, REPORT_HEADER];
  for (let start = 0; start < row.processed_rows; start += IMPORT_BATCH_SIZE) {
    const part = await deps.files.get(reportPartKey(row.storage_key, start));
    if (part) parts.push(part.toString('utf8'));
  }
  await audit(deps.db, {
    action: 'candidate.import_report_downloaded',
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    targetType: 'candidate_import',
    targetId: row.id,
    ip: meta.ip,
  });
  const base =
    row.file_name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 80) || 'import';
  return { fileName: `${base}-report.csv`, body: parts.join('') };
}
