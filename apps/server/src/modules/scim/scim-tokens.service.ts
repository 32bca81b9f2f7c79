/** SCIM bearer tokens of a team: made and revoked by the team's admins, shown once, stored hashed. */
import type { ScimToken } from '@talentbase/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scimTokens, teams, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { randomToken, sha256 } from '../../lib/tokens';

export const SCIM_TOKEN_PREFIX = 'tbscim_';
const MAX_ACTIVE_TOKENS = 20;

type Row = typeof scimTokens.$inferSelect & { creatorName: string | null };
const toToken = (r: Row): ScimToken => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.creatorName,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

function selectTokens(db: Database, teamId: string) {
  return db
    .select({ t: scimTokens, creatorName: users.fullName })
    .from(scimTokens)
    .leftJoin(users, eq(users.id, scimTokens.createdBy))
    .where(eq(scimTokens.teamId, teamId))
    .orderBy(desc(scimTokens.createdAt));
}

export async function listTokens(db: Database, scope: TeamScope): Promise<ScimToken[]> {
  const rows = await selectTokens(db, scope.teamId);
  return rows.map((r) => toToken({ ...r.t, creatorName: r.creatorName }));
}

export async function createToken(db: Database, scope: TeamScope, name: string, ip: string | null) {
  const token = `${SCIM_TOKEN_PREFIX}${randomToken(32)}`;
  const id = await db.transaction(async (tx) => {
    const active = await tx
      .select({ id: scimTokens.id })
      .from(scimTokens)
      .where(and(eq(scimTokens.teamId, scope.teamId), isNull(scimTokens.revokedAt)));
    if (active.length >= MAX_ACTIVE_TOKENS) {
      throw new AppError(
        'CONFLICT',
        `A team can have at most ${MAX_ACTIVE_TOKENS} active SCIM tokens: revoke one first`,
      );
    }
    const [row] = await tx
      .insert(scimTokens)
      .values({
        teamId: scope.teamId,
        name,
        tokenHash: sha256(token),
        prefix: token.slice(0, 12),
        createdBy: scope.userId,
      })
      .returning({ id: scimTokens.id });
    if (!row) throw new Error('token insert returned nothing');
    await audit(tx, {
      action: 'scim.token_created',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'scim_token',
      targetId: row.id,
      metadata: { name },
      ip,
    });
    return row.id;
  });
  const all = await listTokens(db, scope);
  const created = all.find((t) => t.id === id);
  if (!created) throw new Error('created token not found');
  return { data: created, token };
}

export async function revokeToken(db: Database, scope: TeamScope, id: string, ip: string | null) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scimTokens)
      .where(and(eq(scimTokens.teamId, scope.teamId), eq(scimTokens.id, id)));
    if (!row) throw notFound('SCIM token');
    if (row.revokedAt) return;
    await tx.update(scimTokens).set({ revokedAt: new Date() }).where(eq(scimTokens.id, id));
    await audit(tx, {
      action: 'scim.token_revoked',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'scim_token',
      targetId: id,
      metadata: { name: row.name },
      ip,
    });
  });
}

/** The team a bearer token acts for, or null (unknown or revoked). */
export async function authenticateToken(db: Database, token: string) {
  if (!token.startsWith(SCIM_TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select({
      id: scimTokens.id,
      teamId: scimTokens.teamId,
      orgId: teams.orgId,
      lastUsedAt: scimTokens.lastUsedAt,
    })
    .from(scimTokens)
    .innerJoin(teams, eq(teams.id, scimTokens.teamId))
    .where(and(eq(scimTokens.tokenHash, sha256(token)), isNull(scimTokens.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(scimTokens).set({ lastUsedAt: new Date() }).where(eq(scimTokens.id, row.id));
  }
  return row;
}
