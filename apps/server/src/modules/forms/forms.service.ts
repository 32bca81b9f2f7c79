/**
 * Forms: CRUD, duplicate and archive for the team's scorecards and application forms. Names are
 * unique (ignoring case) among a team's active forms, so pickers never show two of the same.
 * Each change is audited in its transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  FORM_LIMITS,
  type FormInput,
  type FormKind,
  formInputSchema,
  type TeamForm,
} from '@talentbase/shared/contracts/forms';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

export type FormCaller = { scope: TeamScope; ip: string | null };

type FormRow = {
  id: string;
  name: string;
  kind: FormKind;
  description: string;
  questions: TeamForm['questions'];
  archived_at: Date | string | null;
  updated_at: Date | string;
};

const toForm = (r: FormRow): TeamForm => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  description: r.description,
  questions: r.questions,
  archived: r.archived_at !== null,
  updatedAt: new Date(r.updated_at).toISOString(),
});

const columns = sql`id::text as id, name, kind, description, questions, archived_at, updated_at`;

export function parseFormId(id: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) throw notFound('Form');
  return Number(id);
}

export async function listForms(
  db: Executor,
  scope: TeamScope,
  query: { kind?: FormKind; archived: 'true' | 'false' },
): Promise<TeamForm[]> {
  const { rows } = await db.execute<FormRow>(sql`
    select ${columns} from team_forms
     where team_id = ${scope.teamId} ${query.kind ? sql`and kind = ${query.kind}` : sql``}
       and archived_at is ${query.archived === 'true' ? sql`not null` : sql`null`}
     order by lower(name), id`);
  return rows.map(toForm);
}

export async function getForm(db: Executor, scope: TeamScope, formId: number): Promise<TeamForm> {
  const { rows } = await db.execute<FormRow>(sql`
    select ${columns} from team_forms where id = ${formId} and team_id = ${scope.teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Form');
  return toForm(row);
}

const lockTeam = (tx: Executor, teamId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`forms:${teamId}`}, 0))`);

async function assertNameFree(tx: Executor, teamId: string, name: string, except: number | null) {
  const { rows } = await tx.execute(sql`
    select 1 from team_forms where team_id = ${teamId} and archived_at is null and lower(name) = lower(${name})
       ${except === null ? sql`` : sql`and id <> ${except}`}`);
  if (rows.length > 0)
    throw new AppError('CONFLICT', `A form named "${name}" already exists`, {
      fields: { name: 'Choose another name' },
    });
}

/** Questions keep their ids; new ones get one. */
function withIds(input: ReturnType<typeof formInputSchema.parse>) {
  return input.questions.map((q) => ({
    id: q.id ?? randomUUID(),
    type: q.type,
    label: q.label,
    help: q.help,
    required: q.required,
    options: q.options,
  }));
}

export async function createForm(db: Database, caller: FormCaller, body: FormInput): Promise<TeamForm> {
  const { scope } = caller;
  const input = formInputSchema.parse(body);
  const id = await db.transaction(async (tx) => {
    await lockTeam(tx, scope.teamId);
    const { rows: count } = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from team_forms where team_id = ${scope.teamId}`);
    if ((count[0]?.n ?? 0) >= FORM_LIMITS.MAX_FORMS)
      throw new AppError('CONFLICT', `A team has at most ${FORM_LIMITS.MAX_FORMS} forms`);
    await assertNameFree(tx, scope.teamId, input.name, null);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into team_forms (team_id, name, kind, description, questions, created_by, updated_by)
      values (${scope.teamId}, ${input.name}, ${input.kind}, ${input.description},
              ${JSON.stringify(withIds(input))}::jsonb, ${scope.userId}, ${scope.userId})
      returning id::text as id`);
    const id = Number(rows[0]?.id);
    await audit(tx, {
      action: 'form.created',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'form',
      targetId: String(id),
      metadata: { name: input.name, kind: input.kind, questions: input.questions.length },
      ip: caller.ip,
    });
    return id;
  });
  return getForm(db, scope, id);
}

export async function updateForm(
  db: Database,
  caller: FormCaller,
  formId: number,
  body: FormInput,
): Promise<TeamForm> {
  const { scope } = caller;
  const input = formInputSchema.parse(body);
  await db.transaction(async (tx) => {
    await lockTeam(tx, scope.teamId);
    const { rows } = await tx.execute<{ archived: boolean }>(sql`
      select archived_at is not null as archived from team_forms where id = ${formId} and team_id = ${scope.teamId}`);
    if (rows.length === 0) throw notFound('Form');
    if (!rows[0]?.archived) await assertNameFree(tx, scope.teamId, input.name, formId);
    await tx.execute(sql`
      update team_forms set name = ${input.name}, kind = ${input.kind}, description = ${input.description},
             questions = ${JSON.stringify(withIds(input))}::jsonb, updated_by = ${scope.userId}, updated_at = now()
       where id = ${formId}`);
    await audit(tx, {
      action: 'form.updated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'form',
      targetId: String(formId),
      metadata: { name: input.name, kind: input.kind, questions: input.questions.length },
      ip: caller.ip,
    });
  });
  return getForm(db, scope, formId);
}

export async function duplicateForm(db: Database, caller: FormCaller, formId: number): Promise<TeamForm> {
  const { scope } = caller;
  const id = await db.transaction(async (tx) => {
    await lockTeam(tx, scope.teamId);
    const source = await getForm(tx, scope, formId);
    let name = '';
    for (let n = 1; n < 1000; n++) {
      const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
      const candidate = `${source.name.slice(0, FORM_LIMITS.NAME_MAX - suffix.length)}${suffix}`;
      const { rows } = await tx.execute(sql`
        select 1 from team_forms where team_id = ${scope.teamId} and lower(name) = lower(${candidate})`);
      if (rows.length === 0) {
        name = candidate;
        break;
      }
    }
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into team_forms (team_id, name, kind, description, questions, created_by, updated_by)
      values (${scope.teamId}, ${name}, ${source.kind}, ${source.description},
              ${JSON.stringify(source.questions.map((q) => ({ ...q, id: randomUUID() })))}::jsonb,
              ${scope.userId}, ${scope.userId})
      returning id::text as id`);
    const id = Number(rows[0]?.id);
    await audit(tx, {
      action: 'form.duplicated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'form',
      targetId: String(id),
      metadata: { from: String(formId), name },
      ip: caller.ip,
    });
    return id;
  });
  return getForm(db, scope, id);
}

export async function archiveForm(
  db: Database,
  caller: FormCaller,
  formId: number,
  archived: boolean,
): Promise<TeamForm> {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    await lockTeam(tx, scope.teamId);
    const form = await getForm(tx, scope, formId);
    // Restoring a form whose name a newer active form took is refused, not silently duplicated.
    if (!archived && form.archived) await assertNameFree(tx, scope.teamId, form.name, formId);
    await tx.execute(sql`
      update team_forms set archived_at = ${archived ? sql`now()` : sql`null`}, updated_by = ${scope.userId},
             updated_at = now()
       where id = ${formId}`);
    await audit(tx, {
      action: archived ? 'form.archived' : 'form.restored',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'form',
      targetId: String(formId),
      ip: caller.ip,
    });
  });
  return getForm(db, scope, formId);
}
