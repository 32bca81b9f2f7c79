/**
 * The team's custom field definitions (/admin/team-settings/custom-fields-settings). A field's
 * type and entity never change; its options keep their ids across renames so stored values
 * follow. A field with values is archived (values kept, hidden everywhere) rather than deleted;
 * deleting one with values answers 409. Every change is audited in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import {
  type CreateCustomFieldRequest,
  CUSTOM_FIELDS_PER_ENTITY,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldOption,
  type UpdateCustomFieldRequest,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

type Row = {
  id: string;
  entity: CustomFieldEntity;
  type: CustomField['type'];
  name: string;
  help_text: string | null;
  required: boolean;
  options: CustomFieldOption[];
  position: number;
  archived: boolean;
  value_count: number;
};

const toField = (r: Row): CustomField => ({
  id: r.id,
  entity: r.entity,
  type: r.type,
  name: r.name,
  helpText: r.help_text,
  required: r.required,
  options: r.options ?? [],
  position: r.position,
  archived: r.archived,
  valueCount: r.value_count ?? 0,
});

export function parseFieldId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw notFound('Custom field');
  return Number(id);
}

const selectFields = (teamId: string) => sql`
  select f.id::text, f.entity, f.type, f.name, f.help_text, f.required, f.options, f.position,
         f.archived_at is not null as archived,
         (case when f.entity = 'candidate'
               then (select count(*) from candidate_custom_values v where v.field_id = f.id and v.team_id = f.team_id)
               else (select count(*) from project_custom_values v where v.field_id = f.id and v.team_id = f.team_id)
          end)::int as value_count
    from custom_field_definitions f
   where f.team_id = ${teamId}`;

export async function listFields(
  db: Executor,
  teamId: string,
  entity: CustomFieldEntity,
  includeArchived: boolean,
): Promise<CustomField[]> {
  const { rows } = await db.execute<Row>(sql`
    ${selectFields(teamId)} and f.entity = ${entity}
    ${includeArchived ? sql`` : sql`and f.archived_at is null`}
    order by f.archived_at is not null, f.position, f.id`);
  return rows.map(toField);
}

export async function getField(db: Executor, teamId: string, id: number): Promise<CustomField> {
  const { rows } = await db.execute<Row>(sql`${selectFields(teamId)} and f.id = ${id}`);
  if (!rows[0]) throw notFound('Custom field');
  return toField(rows[0]);
}

const lockFields = (tx: Executor, teamId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('custom_fields'), hashtext(${teamId}))`);

async function assertNameFree(
  tx: Executor,
  teamId: string,
  entity: CustomFieldEntity,
  name: string,
  exceptId: number,
) {
  const { rows } = await tx.execute(sql`
    select 1 from custom_field_definitions
     where team_id = ${teamId} and entity = ${entity} and archived_at is null
       and lower(name) = lower(${name}) and id <> ${exceptId}`);
  if (rows.length > 0) {
    throw new AppError('CONFLICT', `A ${entity} field named “${name}” already exists`, {
      fields: { name: 'Choose another name' },
    });
  }
}

const newOptionId = () => `o${randomBytes(5).toString('hex')}`;

/** Options as stored: known ids kept, new ones given an id; an unknown id is refused. */
function buildOptions(
  input: readonly { id?: string; label: string }[],
  current: readonly CustomFieldOption[],
): CustomFieldOption[] {
  return input.map((o, i) => {
    if (o.id === undefined) return { id: newOptionId(), label: o.label };
    if (!current.some((c) => c.id === o.id))
      throw fieldError(
        { [`options.${i}.id`]: 'Unknown option' },
        'An option id does not belong to this field',
      );
    return { id: o.id, label: o.label };
  });
}

const auditField = (
  tx: Executor,
  scope: TeamScope,
  action: string,
  id: string,
  ip: string | null,
  metadata: Record<string, unknown>,
) =>
  audit(tx, {
    action,
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    targetType: 'custom_field',
    targetId: id,
    metadata,
    ip,
  });

export async function createField(
  db: Database,
  scope: TeamScope,
  request: CreateCustomFieldRequest,
  ip: string | null,
): Promise<CustomField> {
  return db.transaction(async (tx) => {
    await lockFields(tx, scope.teamId);
    const { rows: counted } = await tx.execute<{ n: number; next: number }>(sql`
      select count(*) filter (where archived_at is null)::int as n, coalesce(max(position) + 1, 0)::int as next
        from custom_field_definitions where team_id = ${scope.teamId} and entity = ${request.entity}`);
    if ((counted[0]?.n ?? 0) >= CUSTOM_FIELDS_PER_ENTITY) {
      throw new AppError(
        'UNPROCESSABLE',
        `A team can keep at most ${CUSTOM_FIELDS_PER_ENTITY} active ${request.entity} fields. Archive one first.`,
      );
    }
    await assertNameFree(tx, scope.teamId, request.entity, request.name, -1);
    const options = buildOptions(request.options ?? [], []);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into custom_field_definitions (team_id, entity, type, name, help_text, required, options, position, created_by)
      values (${scope.teamId}, ${request.entity}, ${request.type}, ${request.name}, ${request.helpText || null},
              ${request.required ?? false}, ${JSON.stringify(options)}::jsonb, ${counted[0]?.next ?? 0}, ${scope.userId})
      returning id::text`);
    const id = rows[0]?.id as string;
    await auditField(tx, scope, 'custom_field.created', id, ip, {
      entity: request.entity,
      type: request.type,
      name: request.name,
      required: request.required ?? false,
    });
    return getField(tx, scope.teamId, Number(id));
  });
}

export async function updateField(
  db: Database,
  scope: TeamScope,
  id: number,
  request: UpdateCustomFieldRequest,
  ip: string | null,
): Promise<CustomField> {
  return db.transaction(async (tx) => {
    await lockFields(tx, scope.teamId);
    const current = await getField(tx, scope.teamId, id);
    if (request.name !== undefined) await assertNameFree(tx, scope.teamId, current.entity, request.name, id);
    if (request.required && current.entity !== 'project')
      throw fieldError({ required: 'Only project fields can be required' });
    const select = current.type === 'single_select' || current.type === 'multi_select';
    let options: CustomFieldOption[] | null = null;
    if (request.options !== undefined) {
      if (!select && request.options.length > 0)
        throw fieldError({ options: 'Only select fields have options' });
      if (select && request.options.length === 0)
        throw fieldError({ options: 'A select field needs at least one option' });
      options = buildOptions(request.options, current.options);
      const removed = current.options.filter((o) => !options?.some((n) => n.id === o.id)).map((o) => o.id);
      if (removed.length > 0) {
        const table =
          current.entity === 'candidate' ? sql`candidate_custom_values` : sql`project_custom_values`;
        const { rows } = await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from ${table}
           where team_id = ${scope.teamId} and field_id = ${id}
             and value ?| array(select jsonb_array_elements_text(${JSON.stringify(removed)}::jsonb))`);
        if ((rows[0]?.n ?? 0) > 0) {
          throw new AppError(
            'CONFLICT',
            `${rows[0]?.n} ${current.entity === 'candidate' ? 'candidates' : 'projects'} use an option you removed. Rename it instead, or clear it from them first.`,
            { fields: { options: 'An option in use cannot be removed' } },
          );
        }
      }
    }
    await tx.execute(sql`
      update custom_field_definitions
         set name = coalesce(${request.name ?? null}, name),
             help_text = ${request.helpText === undefined ? sql`help_text` : sql`${request.helpText || null}`},
             required = coalesce(${request.required ?? null}::boolean, required),
             options = coalesce(${options ? JSON.stringify(options) : null}::jsonb, options),
             updated_at = now()
       where id = ${id} and team_id = ${scope.teamId}`);
    await auditField(tx, scope, 'custom_field.updated', String(id), ip, {
      changed: Object.keys(request),
      ...(request.name !== undefined && request.name !== current.name
        ? { from: current.name, to: request.name }
        : {}),
    });
    return getField(tx, scope.teamId, id);
  });
}

export async function setFieldArchived(
  db: Database,
  scope: TeamScope,
  id: number,
  archived: boolean,
  ip: string | null,
): Promise<CustomField> {
  return db.transaction(async (tx) => {
    await lockFields(tx, scope.teamId);
    const current = await getField(tx, scope.teamId, id);
    if (!archived && current.archived)
      await assertNameFree(tx, scope.teamId, current.entity, current.name, id);
    await tx.execute(sql`
      update custom_field_definitions
         set archived_at = ${archived ? sql`coalesce(archived_at, now())` : sql`null`}, updated_at = now()
       where id = ${id} and team_id = ${scope.teamId}`);
    await auditField(
      tx,
      scope,
      archived ? 'custom_field.archived' : 'custom_field.restored',
      String(id),
      ip,
      {
        name: current.name,
      },
    );
    return getField(tx, scope.teamId, id);
  });
}

export async function deleteField(
  db: Database,
  scope: TeamScope,
  id: number,
  ip: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFields(tx, scope.teamId);
    const current = await getField(tx, scope.teamId, id);
    if (current.valueCount > 0) {
      throw new AppError(
        'CONFLICT',
        `“${current.name}” holds values on ${current.valueCount} ${current.entity === 'candidate' ? 'candidates' : 'projects'}. Archive it instead.`,
        { valueCount: current.valueCount },
      );
    }
    await tx.execute(
      sql`delete from custom_field_definitions where id = ${id} and team_id = ${scope.teamId}`,
    );
    await auditField(tx, scope, 'custom_field.deleted', String(id), ip, {
      name: current.name,
      entity: current.entity,
      type: current.type,
    });
  });
}

/** Sets the order of the entity's fields: every id given must be one of them, each once. */
export async function reorderFields(
  db: Database,
  scope: TeamScope,
  entity: CustomFieldEntity,
  rawIds: readonly string[],
  ip: string | null,
): Promise<CustomField[]> {
  return db.transaction(async (tx) => {
    await lockFields(tx, scope.teamId);
    const ids = rawIds.map(parseFieldId);
    if (new Set(ids).size !== ids.length) throw fieldError({ fieldIds: 'Each field may appear once' });
    const { rows } = await tx.execute<{ id: string }>(sql`
      select id::text from custom_field_definitions
       where team_id = ${scope.teamId} and entity = ${entity}
         and id = any(${`{${ids.join(',')}}`}::bigint[])`);
    if (rows.length !== ids.length) throw notFound('Custom field');
    await tx.execute(sql`
      update custom_field_definitions f set position = o.pos - 1, updated_at = now()
        from unnest(${`{${ids.join(',')}}`}::bigint[]) with ordinality as o(id, pos)
       where f.id = o.id and f.team_id = ${scope.teamId}`);
    // Fields left out keep their relative order after the ones given.
    await tx.execute(sql`
      update custom_field_definitions f set position = ${ids.length} + r.rn
        from (select id, row_number() over (order by position, id) as rn from custom_field_definitions
               where team_id = ${scope.teamId} and entity = ${entity}
                 and not (id = any(${`{${ids.join(',')}}`}::bigint[]))) r
       where f.id = r.id`);
    await auditField(tx, scope, 'custom_field.reordered', entity, ip, { order: ids.map(String) });
    return listFields(tx, scope.teamId, entity, true);
  });
}
