/**
 * OAuth 2.0 connections (issue 19 item 3): authorization code with PKCE (S256), then refresh.
 *
 * - start: checks who may connect (team-based OAuth: an admin authorises the company first, then
 *   members connect personally), the provider's client and its token endpoint (SSRF guard), and
 *   stores a one-time state (hashed) bound to the browser session, team, user and provider, with
 *   the PKCE verifier and any form fields sealed. Ten minutes.
 * - complete: the state is taken (deleted) only by the session that started it; a wrong, used,
 *   expired or other-session state writes nothing. The code is exchanged at the token endpoint
 *   through the guarded fetch; the tokens are sealed into the connection's credentials in the same
 *   transaction as the row and its audit entry. They never go back to the browser or into a log.
 * - refreshIfNeeded: before a connector call, an access token expiring within a minute is renewed
 *   with the refresh token, one renewal at a time per connection (the row is locked). A refused
 *   renewal marks the connection as needing a new sign-in.
 */
import crypto from 'node:crypto';
import type { OauthCompleteRequest, OauthStartRequest } from '@talentbase/shared/contracts/integration-oauth';
import { oauthCallbackPath } from '@talentbase/shared/contracts/integration-oauth';
import type { ConnectCatalogueEntry, IntegrationConnection } from '@talentbase/shared/contracts/integrations';
import { connectEntry, usesOAuth } from '@talentbase/shared/integrations/connect-catalogue';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { integrationConnections, integrationOauthStates } from '../../../db/schema/index';
import { audit } from '../../../lib/audit';
import { AppError, fieldError } from '../../../lib/errors';
import { guardedFetch } from '../../../lib/net/guarded-fetch';
import { checkOutboundHost, OutboundHostError } from '../../../lib/net/outbound-host';
import { type SecretBox, SecretBoxError } from '../../../lib/secret-box';
import { randomToken, sha256 } from '../../../lib/tokens';
import { getTeamSendingSettings } from '../../engage/mailboxes/team-sending-settings.service';
import { checkFields } from '../connection-fields';
import { ConnectorError } from '../connectors';
import { type ConnectionRow, rowsFor, toConnection } from '../integrations.repository';
import { type Actor, blockedReason, credentialsAad } from '../integrations.service';
import { type OauthClient, type OauthEnv, oauthClientFor } from './oauth-clients';

const STATE_TTL_MS = 10 * 60_000;
/** Renew an access token this long before it expires. */
const REFRESH_MARGIN_MS = 60_000;
const TOKEN_TIMEOUT_MS = 15_000;

export type OauthDeps = {
  db: Database;
  secretBox: () => SecretBox;
  publicUrl: string;
  env?: OauthEnv;
};

export type OauthActor = Actor & { sessionId: string };

/** The stored OAuth part of a connection's credentials. */
type TokenSet = { accessToken: string; refreshToken?: string; expiresAt?: string };

const stateAad = (stateHash: string) => `integration-oauth:${stateHash}:state`;
const isLoopback = (u: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);

function refusal(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { oauth: 'refused' });
}

/** Only https, except a provider on this machine (development, tests). */
async function checkEndpoint(entry: ConnectCatalogueEntry, url: string, allowPrivate: boolean) {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new AppError('UNPROCESSABLE', `The ${entry.company} OAuth endpoint is not a valid address.`);
  }
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLoopback(u)))
    throw new AppError('UNPROCESSABLE', `The ${entry.company} OAuth endpoints must use https.`);
  try {
    await checkOutboundHost(u.hostname, { allowPrivate });
  } catch (err) {
    if (err instanceof OutboundHostError)
      throw new AppError(
        'UNPROCESSABLE',
        `The ${entry.company} token endpoint is refused: ${err.message}. An admin can allow private hosts in the team's sending settings.`,
        { reason: err.reason },
      );
    throw err;
  }
}

/** Which connection row a sign-in by this actor fills: the company's or the member's own. */
function targetScope(entry: ConnectCatalogueEntry, actor: Actor, teamLive: boolean): 'team' | 'user' {
  if (entry.authType === 'teamBased+oauth') return teamLive && !actor.isAdmin ? 'user' : 'team';
  return 'team';
}

export async function start(
  deps: OauthDeps,
  actor: OauthActor,
  providerId: string,
  input: OauthStartRequest,
): Promise<{ authorizeUrl: string }> {
  const entry = connectEntry(providerId);
  if (!entry || !usesOAuth(entry))
    throw fieldError({ providerId: 'Not an OAuth integration' }, 'Unknown integration');
  const { scope: team } = actor;
  const rows = await rowsFor(deps.db, team);
  const teamRow = rows.find((r) => r.providerId === entry.id && r.scope === 'team');
  const teamLive = !!teamRow && teamRow.status !== 'disconnected';
  const blocked = blockedReason(entry, actor.isAdmin, teamLive);
  if (blocked)
    throw new AppError(blocked.startsWith('Only an admin') ? 'FORBIDDEN' : 'UNPROCESSABLE', blocked);
  const scope = targetScope(entry, actor, teamLive);
  if (scope === 'team' && !actor.isAdmin)
    throw new AppError('FORBIDDEN', `Only an admin of your team can connect ${entry.company}.`);

  const { allowPrivateHosts } = await getTeamSendingSettings(deps.db, team.teamId);
  const fields = entry.modal
    ? (await checkFields(entry, input.fields, allowPrivateHosts, false)).secrets
    : {};
  const resolved = oauthClientFor(entry, fields, deps.env);
  if ('missing' in resolved) throw new AppError('UNPROCESSABLE', resolved.missing);
  const { client } = resolved;
  await checkEndpoint(entry, client.tokenUrl, allowPrivateHosts);

  const verifier = randomToken(32);
  const random = randomToken(24);
  const state = client.statePrefix ? `${client.statePrefix}.${random}` : random;
  const stateHash = sha256(state);
  const redirectUri = new URL(oauthCallbackPath(entry.id), deps.publicUrl).toString();
  await deps.db.delete(integrationOauthStates).where(lt(integrationOauthStates.expiresAt, new Date()));
  await deps.db.insert(integrationOauthStates).values({
    stateHash,
    sessionHash: sha256(actor.sessionId),
    teamId: team.teamId,
    userId: team.userId,
    providerId: entry.id,
    scope,
    sealed: deps.secretBox().encrypt(JSON.stringify({ verifier, fields }), stateAad(stateHash)),
    redirectUri,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const url = new URL(client.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  if (client.scope) url.searchParams.set('scope', client.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', crypto.createHash('sha256').update(verifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return { authorizeUrl: url.toString() };
}

class TokenRefused extends Error {
  constructor(readonly oauthError: string) {
    super(oauthError);
  }
}

/** A provider's error code, kept only if it looks like one (never echo arbitrary text). */
const errorCode = (v: unknown) =>
  typeof v === 'string' && /^[a-z0-9_.-]{1,60}$/i.test(v) ? v : 'an unexpected answer';

/** POSTs to the token endpoint (client_secret_post) through the SSRF guard. */
async function tokenRequest(
  client: OauthClient,
  params: Record<string, string>,
  allowPrivate: boolean,
): Promise<TokenSet> {
  const body = new URLSearchParams({ ...params, client_id: client.clientId });
  if (client.clientSecret) body.set('client_secret', client.clientSecret);
  const res = await guardedFetch({ allowPrivate })(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
  });
  let json: Record<string, unknown> = {};
  try {
    json = (await res.json()) as Record<string, unknown>;
  } catch {
    json = {};
  }
  if (!res.ok || typeof json.access_token !== 'string' || !json.access_token) {
    if (res.status >= 500) throw new ConnectorError('unavailable', `token endpoint answered ${res.status}`);
    throw new TokenRefused(errorCode(json.error));
  }
  const expiresIn = Number(json.expires_in);
  return {
    accessToken: json.access_token,
    ...(typeof json.refresh_token === 'string' && json.refresh_token
      ? { refreshToken: json.refresh_token }
      : {}),
    ...(Number.isFinite(expiresIn) && expiresIn > 0
      ? { expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString() }
      : {}),
  };
}

export async function complete(
  deps: OauthDeps,
  actor: OauthActor,
  input: OauthCompleteRequest,
): Promise<{ connection: IntegrationConnection }> {
  const { scope: team } = actor;
  const stateHash = sha256(input.state);
  // One use only, and only by the session, team and user that started it.
  const [row] = await deps.db
    .delete(integrationOauthStates)
    .where(
      and(
        eq(integrationOauthStates.stateHash, stateHash),
        eq(integrationOauthStates.sessionHash, sha256(actor.sessionId)),
        eq(integrationOauthStates.teamId, team.teamId),
        eq(integrationOauthStates.userId, team.userId),
      ),
    )
    .returning();
  if (!row)
    throw refusal(
      'This sign-in is unknown, was already used, or was started in another browser session: start again from the integration’s page.',
    );
  if (row.expiresAt.getTime() < Date.now())
    throw refusal('This sign-in took longer than ten minutes and has expired: start again.');
  const entry = connectEntry(row.providerId);
  if (!entry) throw refusal('This sign-in is for an integration that no longer exists.');
  if (input.error)
    throw new AppError(
      'UNPROCESSABLE',
      `${entry.company} did not authorise Talentbase (${errorCode(input.error)}): nothing was connected.`,
    );
  if (!input.code) throw refusal(`${entry.company} sent no authorisation code: start again.`);

  let opened: { verifier: string; fields: Record<string, string> };
  try {
    opened = JSON.parse(deps.secretBox().decrypt(row.sealed, stateAad(stateHash)));
  } catch (err) {
    if (err instanceof SecretBoxError) throw refusal('This sign-in can no longer be completed: start again.');
    throw err;
  }
  const resolved = oauthClientFor(entry, opened.fields, deps.env);
  if ('missing' in resolved) throw new AppError('UNPROCESSABLE', resolved.missing);
  const { allowPrivateHosts } = await getTeamSendingSettings(deps.db, team.teamId);
  await checkEndpoint(entry, resolved.client.tokenUrl, allowPrivateHosts);

  let tokens: TokenSet;
  try {
    tokens = await tokenRequest(
      resolved.client,
      {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: row.redirectUri,
        code_verifier: opened.verifier,
      },
      allowPrivateHosts,
    );
  } catch (err) {
    if (err instanceof TokenRefused)
      throw new AppError(
        'UNPROCESSABLE',
        `${entry.company} refused the sign-in (${err.oauthError}): nothing was connected. Start again.`,
      );
    if (err instanceof OutboundHostError) throw err;
    throw new AppError(
      'UNAVAILABLE',
      `${entry.company} could not be reached to complete the sign-in: try again.`,
    );
  }

  const secrets = { ...opened.fields, ...tokens };
  const userScoped = row.scope === 'user';
  const now = new Date().toISOString();
  const saved = await deps.db.transaction(async (tx) => {
    const values = {
      status: 'connected',
      settings: {},
      credentials: null as string | null,
      storedFields: Object.keys(secrets),
      lastTest: { ok: true, message: `Signed in with ${entry.company}`, checkedAt: now },
      updatedBy: team.userId,
      updatedAt: new Date(),
    };
    const [upserted] = (await tx
      .insert(integrationConnections)
      .values({
        ...values,
        teamId: team.teamId,
        providerId: entry.id,
        scope: row.scope,
        userId: userScoped ? team.userId : null,
        ownerKey: userScoped ? team.userId : '',
        createdBy: team.userId,
      })
      .onConflictDoUpdate({
        target: [
          integrationConnections.teamId,
          integrationConnections.providerId,
          integrationConnections.ownerKey,
        ],
        set: values,
      })
      .returning()) as [ConnectionRow];
    const [sealed] = (await tx
      .update(integrationConnections)
      .set({ credentials: deps.secretBox().encrypt(JSON.stringify(secrets), credentialsAad(upserted.id)) })
      .where(eq(integrationConnections.id, upserted.id))
      .returning()) as [ConnectionRow];
    await audit(tx, {
      action: 'integration.connected',
      teamId: team.teamId,
      orgId: team.orgId,
      actorUserId: team.userId,
      targetType: 'integration_connection',
      targetId: sealed.id,
      metadata: { providerId: entry.id, scope: sealed.scope, method: 'oauth', fields: sealed.storedFields },
      ip: actor.ip ?? null,
    });
    return sealed;
  });
  return { connection: toConnection(saved) };
}

function openTokens(secretBox: SecretBox, row: ConnectionRow): Record<string, string> | null {
  if (!row.credentials) return null;
  try {
    return JSON.parse(secretBox.decrypt(row.credentials, credentialsAad(row.id))) as Record<string, string>;
  } catch (err) {
    if (err instanceof SecretBoxError) return null;
    throw err;
  }
}

const needsRefresh = (c: Record<string, string> | null) =>
  !!c?.refreshToken && !!c.expiresAt && Date.parse(c.expiresAt) - Date.now() < REFRESH_MARGIN_MS;

/**
 * Before a connector call: renews an expired or nearly expired access token. Returns the row to
 * use (with the renewed credentials). A refused renewal marks the connection `error` with a
 * message asking for a new sign-in and throws a ConnectorError('auth').
 */
export async function refreshIfNeeded(
  db: Executor,
  secretBox: SecretBox,
  row: ConnectionRow,
  env: OauthEnv = process.env,
  /** Renew even a fresh token ("Test again": proves the renewal still works). */
  force = false,
): Promise<ConnectionRow> {
  const entry = connectEntry(row.providerId);
  const wanted = (c: Record<string, string> | null) => (force ? !!c?.refreshToken : needsRefresh(c));
  if (!entry || !usesOAuth(entry) || !wanted(openTokens(secretBox, row))) return row;
  const { allowPrivateHosts } = await getTeamSendingSettings(db, row.teamId);
  const outcome = await db.transaction(async (tx) => {
    // One renewal at a time: a second caller waits here, then finds the token already renewed.
    const [locked] = await tx
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, row.id))
      .for('update');
    if (!locked) return { row };
    const current = openTokens(secretBox, locked);
    if (!current || !wanted(current)) return { row: locked };
    const resolved = oauthClientFor(entry, current, env);
    if ('missing' in resolved) return { refused: resolved.missing };
    let tokens: TokenSet;
    try {
      tokens = await tokenRequest(
        resolved.client,
        { grant_type: 'refresh_token', refresh_token: current.refreshToken as string },
        allowPrivateHosts,
      );
    } catch (err) {
      if (err instanceof TokenRefused) {
        const message = `${entry.company} refused to renew the sign-in (${err.oauthError}): sign in with ${entry.company} again.`;
        await tx
          .update(integrationConnections)
          .set({
            status: 'error',
            lastTest: { ok: false, message, checkedAt: new Date().toISOString() },
            updatedAt: new Date(),
          })
          .where(eq(integrationConnections.id, locked.id));
        return { refused: message };
      }
      if (err instanceof ConnectorError) throw err;
      throw new ConnectorError('unavailable', `${entry.company} could not be reached to renew the sign-in`);
    }
    const secrets = { ...current, ...tokens };
    if (!tokens.refreshToken && current.refreshToken) secrets.refreshToken = current.refreshToken;
    const [updated] = (await tx
      .update(integrationConnections)
      .set({
        credentials: secretBox.encrypt(JSON.stringify(secrets), credentialsAad(locked.id)),
        storedFields: Object.keys(secrets),
        updatedAt: new Date(),
      })
      .where(eq(integrationConnections.id, locked.id))
      .returning()) as [ConnectionRow];
    return { row: updated };
  });
  if ('refused' in outcome) throw new ConnectorError('auth', outcome.refused as string);
  return outcome.row as ConnectionRow;
}

/**
 * "Test again" on an OAuth connection: renews the sign-in now, which proves the provider still
 * accepts it (a reachability check would not). A refused renewal marks the connection as needing
 * a new sign-in, as before a connector call. Without a renewal token there is nothing to renew:
 * the answer says until when the sign-in lasts.
 */
export async function renewalTest(
  db: Executor,
  secretBox: SecretBox,
  row: ConnectionRow,
  env: OauthEnv = process.env,
): Promise<{ ok: boolean; message: string }> {
  const entry = connectEntry(row.providerId);
  const company = entry?.company ?? 'The provider';
  const tokens = openTokens(secretBox, row);
  if (!tokens?.accessToken)
    return { ok: false, message: `Sign in with ${company} again: no sign-in is stored.` };
  if (!tokens.refreshToken) {
    const expires = tokens.expiresAt ? Date.parse(tokens.expiresAt) : Number.NaN;
    if (Number.isFinite(expires) && expires <= Date.now())
      return {
        ok: false,
        message: `The sign-in with ${company} has expired: sign in with ${company} again.`,
      };
    return {
      ok: true,
      message: Number.isFinite(expires)
        ? `Signed in with ${company} until ${new Date(expires).toISOString().slice(0, 16).replace('T', ' ')} UTC (${company} gave no renewal token).`
        : `Signed in with ${company}.`,
    };
  }
  try {
    await refreshIfNeeded(db, secretBox, row, env, true);
    return { ok: true, message: `Signed in with ${company}: the sign-in was renewed just now.` };
  } catch (err) {
    if (err instanceof ConnectorError) return { ok: false, message: err.message };
    throw err;
  }
}
