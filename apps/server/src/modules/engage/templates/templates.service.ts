/**
 * Email templates: a recruiter's own and the ones teammates shared. Only the author edits or
 * deletes a template (delete is soft: sequences that copied its text keep it). The body is
 * sanitised on save and checked for unknown variables; the subject for line breaks.
 */
import type {
  CreateTemplateRequest,
  EngageTemplate,
  TemplateListResponse,
  UpdateTemplateRequest,
} from '@talentbase/shared/contracts/engage-templates';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { containsPattern } from '../../../db/sql-lists';
import { audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import type { Caller } from '../../projects/project-lifecycle.service';
import { sanitizeEmailHtml } from './sanitize-email-html';
import { assertTemplateFields } from './template-validation';

export const THUMBNAIL_PATH = '/api/tb-v2/v1/engage/templates/thumbnails';

type Row = {
  id: string;
  user_id: string | null;
  owner_name: string | null;
  name: string;
  subject: string;
  body: string;
  shared: boolean;
  thumbnail_key: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  total?: number;
};

/** The url a stored thumbnail is served from (the key's last segment; the team comes from the caller). */
export function thumbnailUrl(key: string | null): string | null {
  if (!key) return null;
  return `${THUMBNAIL_PATH}/${key.slice(key.lastIndexOf('/') + 1)}`;
}

const toTemplate = (row: Row, userId: string): EngageTemplate => ({
  id: String(row.id),
  name: row.name,
  subject: row.subject,
  body: row.body,
  shared: row.shared,
  owner: row.user_id ? { userId: row.user_id, name: row.owner_name ?? 'Former member' } : null,
  mine: row.user_id === userId,
  thumbnailUrl: thumbnailUrl(row.thumbnail_key),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const COLUMNS = sql`t.id::text as id, t.user_id, u.full_name as owner_name, t.name, t.subject, t.body, t.shared,
  t.thumbnail_key, t.created_at, t.updated_at`;

/** SQL: the template aliased `t` is one the caller may see (theirs, or shared with the team). */
export function templateVisible(scope: TeamScope): SQL {
  return sql`t.team_id = ${scope.teamId} and t.deleted_at is null and (t.user_id = ${scope.userId} or t.shared)`;
}

export async function listTemplates(
  db: Executor,
  scope: TeamScope,
  query: { keyword?: string | undefined; start: number; limit: number },
  options: { wholeTeam?: boolean } = {},
): Promise<TemplateListResponse> {
  const visible = options.wholeTeam
    ? sql`t.team_id = ${scope.teamId} and t.deleted_at is null`
    : templateVisible(scope);
  const keyword = query.keyword
    ? sql` and (t.name ilike ${containsPattern(query.keyword)} or t.subject ilike ${containsPattern(query.keyword)})`
    : sql``;
  const { rows } = await db.execute<Row>(sql`
    select ${COLUMNS}, count(*) over ()::int as total
      from engage_templates t left join users u on u.id = t.user_id
     where ${visible}${keyword}
     order by t.updated_at desc, t.id desc
     limit ${query.limit} offset ${query.start}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.start > 0) {
    const { rows: counted } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from engage_templates t where ${visible}${keyword}`);
    total = counted[0]?.n ?? 0;
  }
  return { data: rows.map((r) => toTemplate(r, scope.userId)), total };
}

async function findRow(
  db: Executor,
  scope: TeamScope,
  id: number,
  options: { wholeTeam?: boolean; lock?: boolean } = {},
) {
  const visible = options.wholeTeam
    ? sql`t.team_id = ${scope.teamId} and t.deleted_at is null`
    : templateVisible(scope);
  const { rows } = await db.execute<Row>(sql`
    select ${COLUMNS} from engage_templates t left join users u on u.id = t.user_id
     where t.id = ${id} and ${visible}${options.lock ? sql` for update of t` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound('Template');
  return row;
}

export async function getTemplate(
  db: Executor,
  scope: TeamScope,
  id: number,
  options: { wholeTeam?: boolean } = {},
): Promise<EngageTemplate> {
  return toTemplate(await findRow(db, scope, id, options), scope.userId);
}

/** Sanitised body and checked subject and body: the only text that is ever stored. */
function cleanText(subject: string, body: string): { subject: string; body: string } {
  const cleanBody = sanitizeEmailHtml(body);
  assertTemplateFields(subject, cleanBody);
  // Sanitising can only remove markup; a body that was nothing but markup is now empty.
  if (cleanBody.trim() === '') {
    throw new AppError('VALIDATION_FAILED', 'The message has no content left after removing unsafe HTML', {
      fields: { body: 'The message has no content left after removing unsafe HTML' },
    });
  }
  return { subject: subject.trim(), body: cleanBody };
}

export async function createTemplate(db: Database, caller: Caller, input: CreateTemplateRequest) {
  const { scope } = caller;
  const text = cleanText(input.subject, input.body);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into engage_templates (team_id, user_id, name, subject, body, shared)
      values (${scope.teamId}, ${scope.userId}, ${input.name.trim()}, ${text.subject}, ${text.body}, ${input.shared ?? true})
      returning id::text as id`);
    const id = Number(rows[0]?.id);
    await audit(tx, {
      action: 'engage.template_created',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'engage_template',
      targetId: String(id),
      ip: caller.ip,
    });
    return getTemplate(tx, scope, id);
  });
}

function assertAuthor(row: Row, scope: TeamScope): void {
  if (row.user_id !== scope.userId) {
    throw new AppError(
      'FORBIDDEN',
      `This template belongs to ${row.owner_name ?? 'a former member'}: only its author can change it. Duplicate it to make your own.`,
    );
  }
}

export async function updateTemplate(db: Database, caller: Caller, id: number, input: UpdateTemplateRequest) {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    const row = await findRow(tx, scope, id, { lock: true });
    assertAuthor(row, scope);
    const text =
      input.subject !== undefined || input.body !== undefined
        ? cleanText(input.subject ?? row.subject, input.body ?? row.body)
        : null;
    await tx.execute(sql`
      update engage_templates set
        name = ${input.name?.trim() ?? row.name},
        subject = ${text?.subject ?? row.subject},
        body = ${text?.body ?? row.body},
        shared = ${input.shared ?? row.shared},
        updated_at = now()
      where id = ${id} and team_id = ${scope.teamId}`);
    await audit(tx, {
      action: 'engage.template_updated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'engage_template',
      targetId: String(id),
      metadata: { fields: Object.keys(input) },
      ip: caller.ip,
    });
    return getTemplate(tx, scope, id);
  });
}

export async function deleteTemplate(db: Database, caller: Caller, id: number): Promise<void> {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const row = await findRow(tx, scope, id, { lock: true });
    assertAuthor(row, scope);
    await tx.execute(sql`
      update engage_templates set deleted_at = now(), updated_at = now()
       where id = ${id} and team_id = ${scope.teamId}`);
    await audit(tx, {
      action: 'engage.template_deleted',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'engage_template',
      targetId: String(id),
      ip: caller.ip,
    });
  });
}

/** Locks the template for a thumbnail change (author only) and answers its current key. */
export async function lockTemplateForThumbnail(
  tx: Executor,
  scope: TeamScope,
  id: number,
): Promise<string | null> {
  const row = await findRow(tx, scope, id, { lock: true });
  assertAuthor(row, scope);
  return row.thumbnail_key;
}

export async function setThumbnailKey(
  tx: Executor,
  scope: TeamScope,
  id: number,
  key: string,
): Promise<void> {
  await tx.execute(sql`
    update engage_templates set thumbnail_key = ${key} where id = ${id} and team_id = ${scope.teamId}`);
}
