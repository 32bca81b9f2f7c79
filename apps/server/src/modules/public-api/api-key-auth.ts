/**
 * Who calls the public API: `Authorization: Bearer tb_live_<key id>_<secret>`. The key id finds
 * the row (one indexed read), the SHA-256 of the whole key must match in constant time, and the
 * key must not be revoked. The call then acts for the key's team as the admin who made the key,
 * limited to the key's scopes (the access guard checks them). Anything else leaves
 * `request.apiKey` null and the guard answers 401; the key itself is never logged or echoed.
 */
import { API_KEY_PATTERN, type ApiScope } from '@talentbase/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { apiKeys, organizations, teamMembers, teams, users } from '../../db/schema/index';
import { safeEqual, sha256 } from '../../lib/tokens';
import { type AccountContext, buildContext } from '../auth/account-context';
import type { SessionRow } from '../auth/auth.repository';

export type ApiKeyContext = {
  id: number;
  keyId: string;
  scopes: readonly ApiScope[];
  rateLimitPerMinute: number;
  /** The acting member (the key's creator) as a signed-in context would be. */
  account: AccountContext;
};

export const PUBLIC_API_BASE = '/api/public/v1';
const ACTIVE_MEMBER_STATUSES = [1, 2];
// last_used_at is written at most once a minute per key: a busy integration is not a write per call.
const TOUCH_INTERVAL_MS = 60_000;

/** The key id inside a key's text, or null when the text is not shaped like a key. */
export function keyIdOf(key: string): string | null {
  if (!API_KEY_PATTERN.test(key)) return null;
  return key.slice('tb_live_'.length, 'tb_live_'.length + 12);
}

export async function resolveApiKey(db: Database, key: string): Promise<ApiKeyContext | null> {
  const keyId = keyIdOf(key);
  if (!keyId) return null;
  const [row] = await db
    .select({
      key: apiKeys,
      user: users,
      member: {
        isTeamAdmin: teamMembers.isTeamAdmin,
        accountRoles: teamMembers.accountRoles,
        license: teamMembers.license,
        status: teamMembers.status,
        isEventCoordinator: teamMembers.isEventCoordinator,
        hasAdminLicense: teamMembers.hasAdminLicense,
      },
      team: teams,
      org: { id: organizations.id, name: organizations.name },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.teamId, apiKeys.teamId), eq(teamMembers.userId, apiKeys.createdBy)),
    )
    .innerJoin(teams, eq(teams.id, apiKeys.teamId))
    .innerJoin(organizations, eq(organizations.id, teams.orgId))
    .where(
      and(
        eq(apiKeys.keyId, keyId),
        isNull(apiKeys.revokedAt),
        inArray(teamMembers.status, ACTIVE_MEMBER_STATUSES),
        isNull(teams.archivedAt),
      ),
    )
    .limit(1);
  if (!row || !safeEqual(row.key.keyHash, sha256(key))) return null;
  const now = Date.now();
  if (!row.key.lastUsedAt || now - row.key.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
    await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.key.id));
  const sessionRow = {
    session: { id: `api-key:${row.key.id}`, lastSeenAt: new Date(now) },
    user: row.user,
    member: row.member,
    team: row.team,
    org: row.org,
  } as SessionRow;
  return {
    id: row.key.id,
    keyId: row.key.keyId,
    scopes: row.key.scopes as ApiScope[],
    rateLimitPerMinute: row.key.rateLimitPerMinute,
    account: buildContext(sessionRow),
  };
}

export function registerApiKeyHook(app: FastifyInstance, db: Database): void {
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request) => {
    request.apiKey = null;
    if (!request.url.startsWith(`${PUBLIC_API_BASE}/`) && request.url !== PUBLIC_API_BASE) return;
    const header = request.headers.authorization;
    if (typeof header !== 'string') return;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return;
    request.apiKey = await resolveApiKey(db, match[1]);
  });
}

/** The API key of a request whose route declared an apiKey rule (the guard has checked it). */
export function requireApiKey(request: { apiKey: ApiKeyContext | null }): ApiKeyContext {
  if (!request.apiKey) throw new Error('requireApiKey on a route without an apiKey access rule');
  return request.apiKey;
}
