/**
 * Custom field values of candidates and projects. A change names fields by id and is checked
 * as a whole against the fields' types before anything is written (all or nothing); null
 * clears a value. Archived fields are neither shown nor writable; their values stay.
 * A project's required fields must hold a value whenever the project is created or saved.
 */
import {
  type CustomField,
  type CustomFieldEntity,
  type CustomValues,
  type CustomValuesInput,
  type CustomValuesResponse,
  parseCustomValue,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { type CandidateCaller, requireCandidateAccess } from '../candidate-records/candidate-access';
import { ensureTeamCandidates, recordActivity } from '../candidates/team-candidates';
import { listFields } from './field-definitions.service';

type Checked = { field: CustomField; value: unknown };

/** Checks every value of the change; one 400 lists every field in error. */
function checkValues(fields: readonly CustomField[], input: CustomValuesInput): Checked[] {
  const errors: Record<string, string> = {};
  const out: Checked[] = [];
  for (const [fieldId, raw] of Object.entries(input)) {
    const field = fields.find((f) => f.id === fieldId);
    if (!field) {
      errors[fieldId] = 'This field does not exist or is archived';
      continue;
    }
    const parsed = parseCustomValue(field, raw);
    if (!parsed.ok) errors[fieldId] = parsed.message;
    else out.push({ field, value: parsed.value });
  }
  if (Object.keys(errors).length > 0) {
    throw fieldError(errors, Object.values(errors)[0] ?? 'Please correct the highlighted fields');
  }
  return out;
}

async function valuesOf(
  db: Executor,
  teamId: string,
  entity: CustomFieldEntity,
  id: number,
): Promise<CustomValues> {
  const { rows } =
    entity === 'candidate'
      ? await db.execute<{ field_id: string; value: CustomValues[string] }>(sql`
          select v.field_id::text, v.value from candidate_custom_values v
            join custom_field_definitions f on f.id = v.field_id and f.archived_at is null
           where v.team_id = ${teamId} and v.profile_id = ${id}`)
      : await db.execute<{ field_id: string; value: CustomValues[string] }>(sql`
          select v.field_id::text, v.value from project_custom_values v
            join custom_field_definitions f on f.id = v.field_id and f.archived_at is null
           where v.team_id = ${teamId} and v.project_id = ${id}`);
  return Object.fromEntries(rows.map((r) => [r.field_id, r.value]));
}

async function writeValues(
  tx: Executor,
  scope: TeamScope,
  entity: CustomFieldEntity,
  id: number,
  changes: readonly Checked[],
) {
  const set = changes.filter((c) => c.value !== null);
  const cleared = changes.filter((c) => c.value === null).map((c) => Number(c.field.id));
  const table = entity === 'candidate' ? sql`candidate_custom_values` : sql`project_custom_values`;
  const idColumn = entity === 'candidate' ? sql`profile_id` : sql`project_id`;
  if (cleared.length > 0) {
    await tx.execute(sql`
      delete from ${table} where team_id = ${scope.teamId} and ${idColumn} = ${id}
         and field_id = any(${`{${cleared.join(',')}}`}::bigint[])`);
  }
  if (set.length > 0) {
    const payload = JSON.stringify(set.map((c) => ({ f: Number(c.field.id), v: c.value })));
    const conflict =
      entity === 'candidate' ? sql`(team_id, profile_id, field_id)` : sql`(project_id, field_id)`;
    await tx.execute(sql`
      insert into ${table} (team_id, ${idColumn}, field_id, value, updated_by)
      select ${scope.teamId}, ${id}, (e->>'f')::bigint, e->'v', ${scope.userId}
        from jsonb_array_elements(${payload}::jsonb) e
      on conflict ${conflict} do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`);
  }
}

// ---------------------------------------------------------------------------------------------
// Candidates.

export async function getCandidateValues(
  db: Database,
  caller: CandidateCaller,
  candidateId: number,
  projectId: string | undefined,
): Promise<CustomValuesResponse> {
  await requireCandidateAccess(db, caller, [candidateId], 'candidate.openProfile', projectId);
  const [fields, values] = await Promise.all([
    listFields(db, caller.scope.teamId, 'candidate', false),
    valuesOf(db, caller.scope.teamId, 'candidate', candidateId),
  ]);
  return { fields, values };
}

export async function updateCandidateValues(
  db: Database,
  caller: CandidateCaller,
  candidateId: number,
  input: { values: CustomValuesInput; projectId?: string },
): Promise<CustomValuesResponse> {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const access = await requireCandidateAccess(
      tx,
      caller,
      [candidateId],
      'candidate.editInfo',
      input.projectId,
    );
    const fields = await listFields(tx, scope.teamId, 'candidate', false);
    const changes = checkValues(fields, input.values);
    // A candidate seen from a project may not be one of the team's candidates yet.
    await ensureTeamCandidates(tx, scope.teamId, [candidateId], scope.userId);
    await writeValues(tx, scope, 'candidate', candidateId, changes);
    if (changes.length > 0) {
      await recordActivity(tx, scope.teamId, scope.userId, [
        {
          profileId: candidateId,
          projectId: access.projectId,
          action: 'info_updated',
          detail: { customFields: changes.map((c) => c.field.name) },
        },
      ]);
    }
  });
  return getCandidateValues(db, caller, candidateId, input.projectId);
}

// ---------------------------------------------------------------------------------------------
// Projects (the caller's project access is checked by the caller of these).

export async function projectValues(
  db: Executor,
  teamId: string,
  projectId: number,
): Promise<CustomValuesResponse> {
  const [fields, values] = await Promise.all([
    listFields(db, teamId, 'project', false),
    valuesOf(db, teamId, 'project', projectId),
  ]);
  return { fields, values };
}

/**
 * Writes a project's values inside the create or save transaction, then checks that every
 * required field holds one: the project is not saved otherwise.
 */
export async function saveProjectValues(
  tx: Executor,
  scope: TeamScope,
  projectId: number,
  input: CustomValuesInput | undefined,
  ip: string | null,
): Promise<void> {
  const fields = await listFields(tx, scope.teamId, 'project', false);
  const changes = checkValues(fields, input ?? {});
  await writeValues(tx, scope, 'project', projectId, changes);
  const required = fields.filter((f) => f.required);
  if (required.length > 0) {
    const values = await valuesOf(tx, scope.teamId, 'project', projectId);
    const missing = required.filter((f) => values[f.id] === undefined);
    if (missing.length > 0) {
      throw fieldError(
        Object.fromEntries(missing.map((f) => [f.id, `${f.name} is required`])),
        `${missing.map((f) => f.name).join(', ')} ${missing.length === 1 ? 'is' : 'are'} required`,
      );
    }
  }
  if (changes.length > 0) {
    await audit(tx, {
      action: 'project.custom_fields_updated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { fields: changes.map((c) => c.field.id) },
      ip,
    });
  }
}

/** Custom values of many candidates of the team (exports): profile id → field id → value. */
export async function candidateValuesFor(
  db: Executor,
  teamId: string,
  profileIds: readonly number[],
): Promise<Map<number, CustomValues>> {
  const out = new Map<number, CustomValues>();
  if (profileIds.length === 0) return out;
  const { rows } = await db.execute<{
    profile_id: string;
    field_id: string;
    value: CustomValues[string];
  }>(sql`
    select profile_id::text, field_id::text, value from candidate_custom_values
     where team_id = ${teamId} and profile_id = any(${`{${profileIds.join(',')}}`}::bigint[])`);
  for (const r of rows) {
    const id = Number(r.profile_id);
    const values = out.get(id) ?? {};
    values[r.field_id] = r.value;
    out.set(id, values);
  }
  return out;
}
