/**
 * SCIM Groups (RFC 7643 §4.2): a team's groups with team members as members. Kept in
 * scim_groups until the team has groups of its own elsewhere in the product.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { scimGroupMembers, scimGroups, teamMembers, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { ScimError, scimBadRequest, scimNotFound } from './scim-errors';
import {
  compileScimFilter,
  LIST_SCHEMA,
  PATCH_SCHEMA,
  pageParams,
  parseBody,
  type ScimScope,
} from './scim-users.service';

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadGroup(db: Executor, scope: ScimScope, id: string) {
  if (!UUID.test(id)) throw scimNotFound('Group');
  const [row] = await db
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.teamId, scope.teamId), eq(scimGroups.id, id)));
  if (!row) throw scimNotFound('Group');
  return row;
}

async function toScimGroups(db: Executor, scope: ScimScope, rows: (typeof scimGroups.$inferSelect)[]) {
  const ids = rows.map((r) => r.id);
  const members = ids.length
    ? await db
        .select({
          groupId: scimGroupMembers.groupId,
          id: teamMembers.id,
          name: users.fullName,
          email: teamMembers.email,
        })
        .from(scimGroupMembers)
        .innerJoin(teamMembers, eq(teamMembers.id, scimGroupMembers.teamMemberId))
        .leftJoin(users, eq(users.id, teamMembers.userId))
        .where(and(inArray(scimGroupMembers.groupId, ids), ne(teamMembers.status, 3)))
    : [];
  return rows.map((g) => ({
    schemas: [GROUP_SCHEMA],
    id: g.id,
    ...(g.externalId ? { externalId: g.externalId } : {}),
    displayName: g.displayName,
    members: members
      .filter((m) => m.groupId === g.id)
      .map((m) => ({ value: m.id, display: m.name ?? m.email, $ref: `${scope.baseUrl}/Users/${m.id}` })),
    meta: {
      resourceType: 'Group',
      created: g.createdAt.toISOString(),
      lastModified: g.updatedAt.toISOString(),
      location: `${scope.baseUrl}/Groups/${g.id}`,
    },
  }));
}

export async function listGroups(db: Database, scope: ScimScope, query: Record<string, unknown>) {
  const { startIndex, count } = pageParams(query);
  const rows = await db
    .select()
    .from(scimGroups)
    .where(eq(scimGroups.teamId, scope.teamId))
    .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id));
  let all = await toScimGroups(db, scope, rows);
  if (typeof query.filter === 'string' && query.filter.trim()) {
    const test = compileScimFilter(query.filter) as unknown as (g: unknown) => boolean;
    all = all.filter((g) =>
      test({ ...g, userName: '', emails: [], displayName: g.displayName.toLowerCase() }),
    );
  }
  const page = all.slice(startIndex - 1, startIndex - 1 + count);
  return {
    schemas: [LIST_SCHEMA],
    totalResults: all.length,
    startIndex,
    itemsPerPage: page.length,
    Resources: page,
  };
}

export async function getGroup(db: Database, scope: ScimScope, id: string) {
  const [group] = await toScimGroups(db, scope, [await loadGroup(db, scope, id)]);
  return group;
}

const memberRef = z.object({ value: z.string().max(100) }).passthrough();
const groupBodySchema = z
  .object({
    schemas: z
      .array(z.string())
      .refine((s) => s.includes(GROUP_SCHEMA), `schemas must include ${GROUP_SCHEMA}`),
    displayName: z.string().trim().min(1).max(200),
    externalId: z.string().max(255).optional(),
    members: z.array(memberRef).max(5000).optional(),
  })
  .passthrough();

async function checkMembers(tx: Executor, scope: ScimScope, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.some((id) => !UUID.test(id)))
    throw scimBadRequest('members must be ids of this team\u2019s users');
  if (!unique.length) return unique;
  const found = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamId, scope.teamId), ne(teamMembers.status, 3), inArray(teamMembers.id, unique)),
    );
  if (found.length !== unique.length) throw scimBadRequest('members must be ids of this team\u2019s users');
  return unique;
}

async function setMembers(tx: Executor, groupId: string, ids: string[]) {
  await tx.delete(scimGroupMembers).where(eq(scimGroupMembers.groupId, groupId));
  if (ids.length)
    await tx.insert(scimGroupMembers).values(ids.map((teamMemberId) => ({ groupId, teamMemberId })));
}

async function nameTaken(tx: Executor, scope: ScimScope, name: string, exceptId?: string) {
  const rows = await tx
    .select({ id: scimGroups.id })
    .from(scimGroups)
    .where(and(eq(scimGroups.teamId, scope.teamId), eq(scimGroups.displayName, name)));
  if (rows.some((r) => r.id !== exceptId))
    throw new ScimError(409, `A group named ${name} already exists`, 'uniqueness');
}

const auditGroup = (tx: Executor, scope: ScimScope, action: string, id: string) =>
  audit(tx, {
    action,
    teamId: scope.teamId,
    orgId: scope.orgId,
    targetType: 'scim_group',
    targetId: id,
    metadata: { via: 'scim', tokenId: scope.tokenId },
  });

export async function createGroup(db: Database, scope: ScimScope, raw: unknown) {
  const body = parseBody(groupBodySchema, raw);
  const id = await db.transaction(async (tx) => {
    await nameTaken(tx, scope, body.displayName);
    const members = await checkMembers(
      tx,
      scope,
      (body.members ?? []).map((m) => m.value),
    );
    const [row] = await tx
      .insert(scimGroups)
      .values({ teamId: scope.teamId, displayName: body.displayName, externalId: body.externalId ?? null })
      .returning({ id: scimGroups.id });
    if (!row) throw new Error('group insert returned nothing');
    await setMembers(tx, row.id, members);
    await auditGroup(tx, scope, 'scim.group_created', row.id);
    return row.id;
  });
  return getGroup(db, scope, id);
}

export async function replaceGroup(db: Database, scope: ScimScope, id: string, raw: unknown) {
  await loadGroup(db, scope, id);
  const body = parseBody(groupBodySchema, raw);
  await db.transaction(async (tx) => {
    await nameTaken(tx, scope, body.displayName, id);
    const members = await checkMembers(
      tx,
      scope,
      (body.members ?? []).map((m) => m.value),
    );
    await tx
      .update(scimGroups)
      .set({ displayName: body.displayName, externalId: body.externalId ?? null, updatedAt: new Date() })
      .where(eq(scimGroups.id, id));
    await setMembers(tx, id, members);
    await auditGroup(tx, scope, 'scim.group_replaced', id);
  });
  return getGroup(db, scope, id);
}

const groupPatchSchema = z.object({
  schemas: z
    .array(z.string())
    .refine((s) => s.includes(PATCH_SCHEMA), `schemas must include ${PATCH_SCHEMA}`),
  Operations: z
    .array(
      z.object({
        op: z
          .string()
          .transform((v) => v.toLowerCase())
          .pipe(z.enum(['add', 'replace', 'remove'], { message: 'op must be add, replace or remove' })),
        path: z.string().max(200).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(100),
});

const MEMBER_FILTER = /^members\[value eq "([^"]+)"\]$/i;

export async function patchGroup(db: Database, scope: ScimScope, id: string, raw: unknown) {
  await loadGroup(db, scope, id);
  const body = parseBody(groupPatchSchema, raw);
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: scimGroupMembers.teamMemberId })
      .from(scimGroupMembers)
      .where(eq(scimGroupMembers.groupId, id));
    let members = new Set(current.map((m) => m.id));
    const valuesOf = (v: unknown) => {
      const list = Array.isArray(v) ? v : [v];
      return list.map((m) => {
        const parsed = memberRef.safeParse(m);
        if (!parsed.success) throw scimBadRequest('members must be a list of { "value": "<user id>" }');
        return parsed.data.value;
      });
    };
    for (const op of body.Operations) {
      const path = op.path ?? '';
      const filtered = MEMBER_FILTER.exec(path);
      if (path.toLowerCase() === 'members') {
        if (op.op === 'remove') {
          if (op.value === undefined) members = new Set();
          else for (const m of valuesOf(op.value)) members.delete(m);
        } else {
          const ids = await checkMembers(tx, scope, valuesOf(op.value));
          if (op.op === 'replace') members = new Set(ids);
          else for (const m of ids) members.add(m);
        }
      } else if (filtered && op.op === 'remove') {
        members.delete(filtered[1] ?? '');
      } else if ((path.toLowerCase() === 'displayname' || path === '') && op.op !== 'remove') {
        const value =
          path === '' ? (op.value as { displayName?: unknown } | undefined)?.displayName : op.value;
        if (path === '' && value === undefined)
          throw scimBadRequest('Only displayName and members can be changed');
        if (typeof value !== 'string' || !value.trim() || value.length > 200) {
          throw scimBadRequest('displayName must be 1 to 200 characters');
        }
        await nameTaken(tx, scope, value.trim(), id);
        await tx
          .update(scimGroups)
          .set({ displayName: value.trim(), updatedAt: new Date() })
          .where(eq(scimGroups.id, id));
      } else
        throw new ScimError(
          400,
          `The path ${path || '(none)'} is not supported for this operation`,
          'invalidPath',
        );
    }
    await setMembers(tx, id, [...members]);
    await tx.update(scimGroups).set({ updatedAt: new Date() }).where(eq(scimGroups.id, id));
    await auditGroup(tx, scope, 'scim.group_patched', id);
  });
  return getGroup(db, scope, id);
}

export async function deleteGroup(db: Database, scope: ScimScope, id: string) {
  await loadGroup(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(scimGroups).where(eq(scimGroups.id, id));
    await auditGroup(tx, scope, 'scim.group_deleted', id);
  });
}
