/**
 * The CSV export: the chosen template's columns (or the team's default template, or the
 * built-in columns), one row per candidate, written in chunks so that 10,000 candidates never
 * sit in memory as one string. Audited with the count before the first byte leaves.
 */
import {
  type CsvExportRequest,
  DEFAULT_EXPORT_COLUMNS,
  EXPORT_COLUMN_LABEL,
  type ExportColumn,
  formatCustomValue,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { fileNamePart } from '../../lib/http/attachment';
import { listFields } from '../custom-fields/field-definitions.service';
import { candidateValuesFor } from '../custom-fields/field-values.service';
import type { ProjectViewer } from '../projects/project-visibility';
import { csvLine, UTF8_BOM } from './csv-writer';
import { type ExportCandidate, loadExportCandidates } from './export-data';
import { resolveExportTargets } from './export-targets';

const CHUNK = 500;

export function cellOf(candidate: ExportCandidate, column: ExportColumn): string | number {
  switch (column) {
    case 'name':
      return candidate.fullName;
    case 'emails':
    case 'phones':
    case 'projects':
      return candidate[column].join('; ');
    case 'skills':
    case 'tags':
      return candidate[column].join(', ');
    case 'candidateId':
      return candidate.profileId;
    default:
      return candidate[column];
  }
}

/** The columns of a template of the team, of its default template, or the built-in ones. */
export async function exportColumns(
  db: Executor,
  teamId: string,
  templateId?: string,
): Promise<{ columns: ExportColumn[]; templateId: string | null }> {
  const where = templateId === undefined ? sql`is_default` : sql`id = ${Number(templateId)}`;
  const { rows } = await db.execute<{ id: string; columns: ExportColumn[] }>(sql`
    select id::text, columns from csv_download_templates where team_id = ${teamId} and ${where} limit 1`);
  const row = rows[0];
  if (!row && templateId !== undefined) throw notFound('CSV download template');
  return row
    ? { columns: row.columns, templateId: row.id }
    : { columns: [...DEFAULT_EXPORT_COLUMNS], templateId: null };
}

/**
 * "candidates-2026-11-26.csv", or "<project name> candidates-2026-11-26.csv" from a project, so
 * several exports in a downloads folder say which job they belong to. The route's attachment()
 * makes the ASCII fallback and keeps the exact name for browsers that read filename*.
 */
async function csvFileName(db: Executor, teamId: string, projectId: number | null): Promise<string> {
  const date = new Date().toISOString().slice(0, 10);
  if (projectId === null) return `candidates-${date}.csv`;
  const { rows } = await db.execute<{ name: string }>(sql`
    select project_name as name from projects where id = ${projectId} and team_id = ${teamId}`);
  return `${fileNamePart(rows[0]?.name ?? '', 'project')} candidates-${date}.csv`;
}

export async function prepareCsvExport(
  db: Database,
  viewer: ProjectViewer,
  request: CsvExportRequest,
  ip: string | null,
): Promise<{ fileName: string; chunks: AsyncGenerator<string> }> {
  const { scope } = viewer;
  const targets = await resolveExportTargets(db, scope, request, 'candidate.exportCsv');
  const { columns, templateId } = await exportColumns(db, scope.teamId, request.templateId);
  await audit(db, {
    action: 'candidate.exported',
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    targetType: targets.projectId === null ? 'candidates' : 'project',
    targetId: targets.projectId === null ? undefined : String(targets.projectId),
    metadata: {
      format: 'csv',
      count: targets.ids.length,
      columns,
      templateId,
      candidateIds: targets.ids.slice(0, 1000),
    },
    ip,
  });
  const context = { viewer, projectId: targets.projectId, pipeline: targets.pipeline };
  // After the template's columns, one per active candidate custom field, in the team's order.
  const fields = await listFields(db, scope.teamId, 'candidate', false);
  async function* chunks(): AsyncGenerator<string> {
    yield UTF8_BOM + csvLine([...columns.map((c) => EXPORT_COLUMN_LABEL[c]), ...fields.map((f) => f.name)]);
    for (let i = 0; i < targets.ids.length; i += CHUNK) {
      const slice = targets.ids.slice(i, i + CHUNK);
      const candidates = await loadExportCandidates(db, context, slice);
      const values = fields.length > 0 ? await candidateValuesFor(db, scope.teamId, slice) : new Map();
      yield candidates
        .map((c) =>
          csvLine([
            ...columns.map((col) => cellOf(c, col)),
            ...fields.map((f) => formatCustomValue(f, values.get(c.profileId)?.[f.id])),
          ]),
        )
        .join('');
    }
  }
  return { fileName: await csvFileName(db, scope.teamId, targets.projectId), chunks: chunks() };
}
