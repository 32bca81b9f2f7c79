/**
 * The team's CSV download templates (/admin/team-settings/csv-download-templates): named column
 * lists in order, at most one the team's default. Changes are audited.
 */
import {
  type CreateCsvTemplateRequest,
  CSV_TEMPLATES_PER_TEAM,
  type CsvTemplate,
  type CsvTemplateList,
  DEFAULT_EXPORT_COLUMNS,
  type ExportColumn,
  type UpdateCsvTemplateRequest,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

type Row = {
  id: string;
  name: string;
  columns: ExportColumn[];
  is_default: boolean;
  created_at: Date | string;
};

const toTemplate = (r: Row): CsvTemplate => ({
  id: r.id,
  name: r.name,
  columns: r.columns,
  isDefault: r.is_default,
  createdAt: new Date(r.created_at).toISOString(),
});

export function parseTemplateId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw notFound('CSV download template');
  return Number(id);
}

export async function listCsvTemplates(db: Executor, scope: TeamScope): Promise<CsvTemplateList> {
  const { rows } = await db.execute<Row>(sql`
    select id::text, name, columns, is_default, created_at from csv_download_templates
     where team_id = ${scope.teamId} order by is_default desc, lower(name), id`);
  return { data: rows.map(toTemplate), builtInColumns: [...DEFAULT_EXPORT_COLUMNS] };
}

async function assertNameFree(tx: Executor, scope: TeamScope, name: string, exceptId: number | null) {
  const { rows } = await tx.execute(sql`
    select 1 from csv_download_templates
     where team_id = ${scope.teamId} and lower(name) = lower(${name}) and id <> ${exceptId ?? -1}`);
  if (rows.length > 0) {
    throw new AppError('CONFLICT', 'A template with this name already exists', {
      fields: { name: 'Choose another name' },
    });
  }
}

async function clearDefault(tx: Executor, scope: TeamScope) {
  await tx.execute(
    sql`update csv_download_templates set is_default = false where team_id = ${scope.teamId} and is_default`,
  );
}

const auditChange = (
  tx: Executor,
  scope: TeamScope,
  action: string,
  id: string,
  ip: string | null,
  metadata = {},
) =>
  audit(tx, {
    action,
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    targetType: 'csv_download_template',
    targetId: id,
    metadata,
    ip,
  });

export async function createCsvTemplate(
  db: Database,
  scope: TeamScope,
  request: CreateCsvTemplateRequest,
  ip: string | null,
): Promise<CsvTemplate> {
  return db.transaction(async (tx) => {
    // One team's changes in turn: the name check and the per-team limit hold under concurrency.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('csv_download_templates'), hashtext(${scope.teamId}))`,
    );
    const count = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from csv_download_templates where team_id = ${scope.teamId}`,
    );
    if ((count.rows[0]?.n ?? 0) >= CSV_TEMPLATES_PER_TEAM) {
      throw new AppError(
        'UNPROCESSABLE',
        `A team can keep at most ${CSV_TEMPLATES_PER_TEAM} templates. Delete one first.`,
      );
    }
    await assertNameFree(tx, scope, request.name, null);
    if (request.isDefault) await clearDefault(tx, scope);
    const { rows } = await tx.execute<Row>(sql`
      insert into csv_download_templates (team_id, name, columns, is_default, created_by)
      values (${scope.teamId}, ${request.name}, ${`{${request.columns.join(',')}}`}::text[], ${request.isDefault ?? false}, ${scope.userId})
      returning id::text, name, columns, is_default, created_at`);
    const row = rows[0] as Row;
    await auditChange(tx, scope, 'csv_template.created', row.id, ip, {
      name: row.name,
      columns: row.columns,
    });
    return toTemplate(row);
  });
}

export async function updateCsvTemplate(
  db: Database,
  scope: TeamScope,
  id: number,
  request: UpdateCsvTemplateRequest,
  ip: string | null,
): Promise<CsvTemplate> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('csv_download_templates'), hashtext(${scope.teamId}))`,
    );
    const current = await tx.execute<Row>(sql`
      select id::text, name, columns, is_default, created_at from csv_download_templates
       where id = ${id} and team_id = ${scope.teamId}`);
    if (!current.rows[0]) throw notFound('CSV download template');
    if (request.name !== undefined) await assertNameFree(tx, scope, request.name, id);
    if (request.isDefault) await clearDefault(tx, scope);
    const { rows } = await tx.execute<Row>(sql`
      update csv_download_templates
         set name = coalesce(${request.name ?? null}, name),
             columns = coalesce(${request.columns ? `{${request.columns.join(',')}}` : null}::text[], columns),
             is_default = coalesce(${request.isDefault ?? null}::boolean, is_default)
       where id = ${id}
      returning id::text, name, columns, is_default, created_at`);
    const row = rows[0] as Row;
    await auditChange(tx, scope, 'csv_template.updated', row.id, ip, { changed: Object.keys(request) });
    return toTemplate(row);
  });
}

export async function deleteCsvTemplate(
  db: Database,
  scope: TeamScope,
  id: number,
  ip: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(sql`
      delete from csv_download_templates where id = ${id} and team_id = ${scope.teamId} returning name`);
    if (!rows[0]) throw notFound('CSV download template');
    await auditChange(tx, scope, 'csv_template.deleted', String(id), ip, { name: rows[0].name });
  });
}
