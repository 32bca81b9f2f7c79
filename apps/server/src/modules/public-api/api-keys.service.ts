/**
 * A team's API keys (/admin/team-settings/api-access): made by team admins with a name and
 * scopes, shown once, revocable. Only the SHA-256 of the key is stored.
 */
import crypto from 'node:crypto';
import type { ApiKey, ApiScope, CreateApiKeyRequest, CreatedApiKey } from '@talentbase/shared';
import { API_KEY_PREFIX } from '@talentbase/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { randomToken, sha256 } from '../../lib/tokens';

export type AdminCaller = { scope: TeamScope; ip: string | null };

const KEY_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newKeyId(): string {
  const bytes = crypto.randomBytes(12);
  return [...bytes].map((b) => KEY_ID_ALPHABET[b % KEY_ID_ALPHABET.length]).join('');
}

type KeyRow = typeof apiKeys.$inferSelect & { creatorName: string | null };

const toApiKey = (r: KeyRow): ApiKey => ({
  id: String(r.id),
  name: r.name,
  prefix: `${API_KEY_PREFIX}${r.keyId}`,
  scopes: r.scopes as ApiScope[],
  rateLimitPerMinute: r.rateLimitPerMinute,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.creatorName,
  lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
  revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
});

export async function listApiKeys(db: Database, scope: TeamScope): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, creatorName: users.fullName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.teamId, scope.teamId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => toApiKey({ ...r.key, creatorName: r.creatorName }));
}

export async function createApiKey(
  db: Database,
  caller: AdminCaller,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const { scope } = caller;
  const keyId = newKeyId();
  const secret = `${API_KEY_PREFIX}${keyId}_${randomToken(32)}`;
  const scopes = [...new Set(input.scopes)];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        teamId: scope.teamId,
        keyId,
        keyHash: sha256(secret),
        name: input.name,
        scopes,
        rateLimitPerMinute: input.rateLimitPerMinute ?? 120,
        createdBy: scope.userId,
      })
      .returning();
    if (!row) throw new Error('api key insert returned nothing');
    await audit(tx, {
      action: 'api_key.created',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'api_key',
      targetId: String(row.id),
      metadata: { name: row.name, scopes, prefix: `${API_KEY_PREFIX}${keyId}` },
      ip: caller.ip,
    });
    const [creator] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, scope.userId));
    return { key: toApiKey({ ...row, creatorName: creator?.name ?? null }), secret };
  });
}

export async function revokeApiKey(db: Database, caller: AdminCaller, id: string): Promise<ApiKey> {
  const { scope } = caller;
  if (!/^\d{1,15}$/.test(id)) throw notFound('API key');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, Number(id)), eq(apiKeys.teamId, scope.teamId)))
      .for('update');
    if (!existing) throw notFound('API key');
    let row = existing;
    if (!existing.revokedAt) {
      const [updated] = await tx
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.id, existing.id), isNull(apiKeys.revokedAt)))
        .returning();
      if (updated) row = updated;
      await audit(tx, {
        action: 'api_key.revoked',
        teamId: scope.teamId,
        orgId: scope.orgId,
        actorUserId: scope.userId,
        targetType: 'api_key',
        targetId: String(existing.id),
        metadata: { name: existing.name, prefix: `${API_KEY_PREFIX}${existing.keyId}` },
        ip: caller.ip,
      });
    }
    const [creator] = existing.createdBy
      ? await tx.select({ name: users.fullName }).from(users).where(eq(users.id, existing.createdBy))
      : [];
    return toApiKey({ ...row, creatorName: creator?.name ?? null });
  });
}
