/**
 * SCIM Users (RFC 7643 §4.1, RFC 7644 §3): a User is a member of the token's team. `id` is the
 * team member id, `userName` the email, `active` is "holds a seat" (status 1 or 2). Removed
 * members (status 3) are gone for SCIM: GET answers 404, a POST with the email provisions again.
 * A team is at most a few thousand members, so filters run over the team's rows in memory with
 * the RFC's own grammar (scim2-parse-filter) rather than a hand-written SQL translation.
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { filter as compileFilter, type Filter, parse as parseFilter } from 'scim2-parse-filter';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { scimUserLinks, teamMembers, users } from '../../db/schema/index';
import { type Actor, cancelSeat, provisionMember, reactivateSeat, removeMember } from '../sso/provisioning';
import { ScimError, scimBadRequest, scimNotFound } from './scim-errors';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const MAX_PAGE = 200;

export type ScimScope = { teamId: string; orgId: string; tokenId: string; baseUrl: string };

type MemberRow = {
  id: string;
  email: string;
  status: number;
  license: string;
  createdAt: Date;
  updatedAt: Date;
  fullName: string | null;
  externalId: string | null;
};

const actorOf = (scope: ScimScope): Actor => ({
  userId: null,
  teamId: scope.teamId,
  orgId: scope.orgId,
  via: 'scim',
});

function splitName(full: string) {
  const parts = full.trim().split(/\s+/);
  return { givenName: parts[0] ?? '', familyName: parts.slice(1).join(' ') };
}

export function toScimUser(row: MemberRow, baseUrl: string) {
  const fullName = row.fullName ?? row.email;
  return {
    schemas: [USER_SCHEMA],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: { formatted: fullName, ...splitName(fullName) },
    displayName: fullName,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.status === 1 || row.status === 2,
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}
export type ScimUser = ReturnType<typeof toScimUser>;

function memberQuery(db: Executor, teamId: string, extra?: SQL) {
  return db
    .select({
      id: teamMembers.id,
      email: teamMembers.email,
      status: teamMembers.status,
      license: teamMembers.license,
      createdAt: teamMembers.createdAt,
      updatedAt: teamMembers.updatedAt,
      fullName: users.fullName,
      externalId: scimUserLinks.externalId,
    })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(scimUserLinks, eq(scimUserLinks.teamMemberId, teamMembers.id))
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.status, 3), extra));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadMember(db: Executor, teamId: string, id: string): Promise<MemberRow> {
  if (!UUID.test(id)) throw scimNotFound('User');
  const [row] = await memberQuery(db, teamId, eq(teamMembers.id, id));
  if (!row) throw scimNotFound('User');
  return row;
}

// userName and emails are case-insensitive (RFC 7643 §4.1.1: caseExact false).
const CASE_INSENSITIVE = new Set(['username', 'emails', 'emails.value', 'value', 'displayname']);
function lowerCaseInsensitive(f: Filter): Filter {
  if ('filters' in f) return { ...f, filters: f.filters.map(lowerCaseInsensitive) };
  if ('filter' in f) return { ...f, filter: lowerCaseInsensitive(f.filter) };
  if ('valFilter' in f) return { ...f, valFilter: lowerCaseInsensitive(f.valFilter) };
  if ('compValue' in f && typeof f.compValue === 'string' && CASE_INSENSITIVE.has(f.attrPath.toLowerCase())) {
    return { ...f, compValue: f.compValue.toLowerCase() };
  }
  return f;
}
const lowered = (u: ScimUser) => ({
  ...u,
  userName: u.userName.toLowerCase(),
  displayName: u.displayName.toLowerCase(),
  emails: u.emails.map((e) => ({ ...e, value: e.value.toLowerCase() })),
});

export function compileScimFilter(text: string): (u: ScimUser) => boolean {
  if (text.length > 1000) throw new ScimError(400, 'The filter is too long', 'invalidFilter');
  let ast: Filter;
  try {
    ast = lowerCaseInsensitive(parseFilter(text));
  } catch {
    throw new ScimError(400, `The filter could not be read: ${text.slice(0, 200)}`, 'invalidFilter');
  }
  const test = compileFilter(ast);
  return (u) => test(lowered(u));
}

export function pageParams(query: Record<string, unknown>) {
  const num = (v: unknown, fallback: number) => {
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isInteger(n)) throw scimBadRequest('startIndex and count must be whole numbers');
    return n;
  };
  // RFC 7644 §3.4.2.4: a startIndex below 1 is read as 1, a negative count as 0.
  const startIndex = Math.max(1, num(query.startIndex, 1));
  const count = Math.min(MAX_PAGE, Math.max(0, num(query.count, 100)));
  return { startIndex, count };
}

export async function listUsers(db: Database, scope: ScimScope, query: Record<string, unknown>) {
  const { startIndex, count } = pageParams(query);
  const test =
    typeof query.filter === 'string' && query.filter.trim() ? compileScimFilter(query.filter) : null;
  const rows = await memberQuery(db, scope.teamId).orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
  const all = rows.map((r) => toScimUser(r, scope.baseUrl)).filter((u) => (test ? test(u) : true));
  const page = all.slice(startIndex - 1, startIndex - 1 + count);
  return {
    schemas: [LIST_SCHEMA],
    totalResults: all.length,
    startIndex,
    itemsPerPage: page.length,
    Resources: page,
  };
}

export async function getUser(db: Database, scope: ScimScope, id: string) {
  return toScimUser(await loadMember(db, scope.teamId, id), scope.baseUrl);
}

// Identity providers send booleans as strings too ("False" from Azure AD).
const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i, 'active must be true or false')
    .transform((v) => v.toLowerCase() === 'true'),
]);

const nameSchema = z
  .object({
    formatted: z.string().max(120).optional(),
    givenName: z.string().max(120).optional(),
    familyName: z.string().max(120).optional(),
  })
  .passthrough();

const userBodySchema = z
  .object({
    schemas: z
      .array(z.string())
      .refine((s) => s.includes(USER_SCHEMA), `schemas must include ${USER_SCHEMA}`),
    userName: z.string().trim().min(3).max(254),
    externalId: z.string().max(255).optional(),
    name: nameSchema.optional(),
    displayName: z.string().max(120).optional(),
    emails: z
      .array(z.object({ value: z.string().max(254) }).passthrough())
      .max(20)
      .optional(),
    active: scimBoolean.optional(),
  })
  .passthrough();
type UserBody = z.infer<typeof userBodySchema>;

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw scimBadRequest('The request body must be a JSON object', 'invalidSyntax');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw scimBadRequest(`${where}${issue?.message ?? 'Invalid value'}`, 'invalidValue');
  }
  return parsed.data;
}

const EMAIL = z.email();
function emailOf(userName: string): string {
  const email = userName.trim().toLowerCase();
  if (!EMAIL.safeParse(email).success)
    throw scimBadRequest('userName must be the member\u2019s email address');
  return email;
}

function fullNameOf(body: { displayName?: string; name?: z.infer<typeof nameSchema> }, fallback: string) {
  const composed = [body.name?.givenName, body.name?.familyName].filter((p) => p?.trim()).join(' ');
  const name = (body.displayName ?? body.name?.formatted ?? composed).trim();
  return (name || fallback).slice(0, 120);
}

async function setExternalId(tx: Executor, teamMemberId: string, externalId: string | undefined) {
  if (externalId === undefined) return;
  await tx
    .insert(scimUserLinks)
    .values({ teamMemberId, externalId })
    .onConflictDoUpdate({ target: scimUserLinks.teamMemberId, set: { externalId } });
}

async function setActive(tx: Executor, scope: ScimScope, member: MemberRow, active: boolean | undefined) {
  if (active === undefined) return;
  const isActive = member.status === 1 || member.status === 2;
  if (active && !isActive) await reactivateSeat(tx, actorOf(scope), scope.teamId, member.id);
  if (!active && isActive) await cancelSeat(tx, actorOf(scope), scope.teamId, member.id);
}

async function setFullName(tx: Executor, teamId: string, memberId: string, fullName: string) {
  const [m] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId)));
  if (m?.userId)
    await tx.update(users).set({ fullName, updatedAt: new Date() }).where(eq(users.id, m.userId));
  await tx.update(teamMembers).set({ updatedAt: new Date() }).where(eq(teamMembers.id, memberId));
}

export async function createUser(db: Database, scope: ScimScope, raw: unknown) {
  const body: UserBody = parseBody(userBodySchema, raw);
  const email = emailOf(body.userName);
  const id = await db.transaction(async (tx) => {
    const [existing] = await memberQuery(tx, scope.teamId, eq(teamMembers.email, email));
    if (existing) throw new ScimError(409, `A member with userName ${email} already exists`, 'uniqueness');
    const result = await provisionMember(tx, {
      teamId: scope.teamId,
      email,
      fullName: fullNameOf(body, email.split('@')[0] ?? email),
      license: 'Recruiter',
      actor: actorOf(scope),
      source: 'scim',
    });
    await setExternalId(tx, result.teamMemberId, body.externalId);
    if (body.active === false) await cancelSeat(tx, actorOf(scope), scope.teamId, result.teamMemberId);
    return result.teamMemberId;
  });
  return getUser(db, scope, id);
}

export async function replaceUser(db: Database, scope: ScimScope, id: string, raw: unknown) {
  const member = await loadMember(db, scope.teamId, id);
  const body: UserBody = parseBody(userBodySchema, raw);
  if (emailOf(body.userName) !== member.email) {
    throw new ScimError(400, 'userName (the email) cannot be changed here', 'mutability');
  }
  await db.transaction(async (tx) => {
    await setFullName(tx, scope.teamId, member.id, fullNameOf(body, member.fullName ?? member.email));
    await setExternalId(tx, member.id, body.externalId);
    await setActive(tx, scope, member, body.active ?? true);
  });
  return getUser(db, scope, id);
}

const patchSchema = z.object({
  schemas: z
    .array(z.string())
    .refine((s) => s.includes(PATCH_SCHEMA), `schemas must include ${PATCH_SCHEMA}`),
  Operations: z
    .array(
      z
        .object({
          op: z
            .string()
            .transform((v) => v.toLowerCase())
            .pipe(z.enum(['add', 'replace', 'remove'], { message: 'op must be add, replace or remove' })),
          path: z.string().max(200).optional(),
          value: z.unknown().optional(),
        })
        .passthrough(),
    )
    .min(1, 'Operations must list at least one operation')
    .max(100),
});

type UserChanges = {
  active?: boolean;
  displayName?: string;
  formatted?: string;
  givenName?: string;
  familyName?: string;
  externalId?: string;
};

function readPatchValue(path: string, value: unknown, changes: UserChanges) {
  const p = path.toLowerCase();
  const str = (v: unknown) => {
    if (typeof v !== 'string') throw scimBadRequest(`${path} must be a string`);
    return v.slice(0, 120);
  };
  if (p === 'active') {
    const parsed = scimBoolean.safeParse(value);
    if (!parsed.success) throw scimBadRequest('active must be true or false');
    changes.active = parsed.data;
  } else if (p === 'displayname') changes.displayName = str(value);
  else if (p === 'name.formatted') changes.formatted = str(value);
  else if (p === 'name.givenname') changes.givenName = str(value);
  else if (p === 'name.familyname') changes.familyName = str(value);
  else if (p === 'externalid') changes.externalId = str(value);
  else if (p === 'name') {
    if (!value || typeof value !== 'object') throw scimBadRequest('name must be an object');
    for (const [k, v] of Object.entries(value)) readPatchValue(`name.${k}`, v, changes);
  } else if (p === 'username' || p === 'emails' || p.startsWith('emails[') || p === 'emails.value') {
    // The email is the sign-in identity: identity providers resend it with other changes; it is
    // left as it is (PUT refuses a different one).
    return;
  } else throw new ScimError(400, `The attribute ${path} is not supported`, 'invalidPath');
}

export async function patchUser(db: Database, scope: ScimScope, id: string, raw: unknown) {
  const member = await loadMember(db, scope.teamId, id);
  const body = parseBody(patchSchema, raw);
  const changes: UserChanges = {};
  for (const op of body.Operations) {
    if (op.op === 'remove') {
      if (op.path?.toLowerCase() === 'externalid') changes.externalId = '';
      else throw new ScimError(400, `Removing ${op.path ?? 'the whole user'} is not supported`, 'mutability');
      continue;
    }
    if (op.path) readPatchValue(op.path, op.value, changes);
    else {
      if (!op.value || typeof op.value !== 'object' || Array.isArray(op.value)) {
        throw scimBadRequest('An operation without a path needs an object value', 'invalidSyntax');
      }
      for (const [k, v] of Object.entries(op.value)) {
        if (k === 'schemas' || k === 'id') continue;
        if (k === 'userName') {
          if (typeof v !== 'string' || v.trim().toLowerCase() !== member.email) {
            throw new ScimError(400, 'userName (the email) cannot be changed here', 'mutability');
          }
          continue;
        }
        readPatchValue(k, v, changes);
      }
    }
  }
  await db.transaction(async (tx) => {
    const current = splitName(member.fullName ?? '');
    const nameChanged =
      changes.displayName !== undefined ||
      changes.formatted !== undefined ||
      changes.givenName !== undefined ||
      changes.familyName !== undefined;
    if (nameChanged) {
      const composed = [changes.givenName ?? current.givenName, changes.familyName ?? current.familyName]
        .filter((s) => s.trim())
        .join(' ');
      const next =
        changes.displayName ??
        changes.formatted ??
        (changes.givenName !== undefined || changes.familyName !== undefined ? composed : undefined);
      if (next?.trim()) await setFullName(tx, scope.teamId, member.id, next.trim());
    }
    await setExternalId(tx, member.id, changes.externalId);
    await setActive(tx, scope, member, changes.active);
  });
  return getUser(db, scope, id);
}

export async function deleteUser(db: Database, scope: ScimScope, id: string) {
  const member = await loadMember(db, scope.teamId, id);
  await db.transaction(async (tx) => removeMember(tx, actorOf(scope), scope.teamId, member.id));
}

export { parseBody };
