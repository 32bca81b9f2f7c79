/**
 * OpenID Connect sign-in with openid-client: authorization code with PKCE (S256), a one-time
 * state (stored hashed, ten minutes) and a nonce checked in the ID token. The provider's
 * configuration is discovered from the issuer and kept for ten minutes.
 */

import { and, eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Database, Executor } from '../../db/client';
import { ssoLoginStates } from '../../db/schema/index';
import { guardedFetch } from '../../lib/net/guarded-fetch';
import { OutboundHostError } from '../../lib/net/outbound-host';
import type { SecretBox } from '../../lib/secret-box';
import { sha256 } from '../../lib/tokens';
import { getTeamSendingSettings } from '../engage/mailboxes/team-sending-settings.service';
import { type Connection, spUrls } from './sso-connections.service';
import { type SsoIdentity, SsoRefusal } from './sso-login';

const STATE_TTL_MS = 10 * 60_000;
const CONFIG_TTL_MS = 10 * 60_000;
const configs = new Map<string, { key: string; at: number; config: client.Configuration }>();

// Plain http only for a provider on this machine (development, tests): never over a network.
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Whether the connection's team lets the server reach hosts on its own network (the team's
 * "private hosts" allowance of its sending settings, the same one mail servers use): what lets a
 * provider on this machine or the company network be used; refused otherwise, like any address
 * the SSRF guard refuses.
 */
export async function allowPrivateHostsFor(db: Executor, teamId: string): Promise<boolean> {
  return (await getTeamSendingSettings(db, teamId)).allowPrivateHosts;
}

async function configFor(db: Database, c: Connection, box: () => SecretBox): Promise<client.Configuration> {
  if (!c.oidcIssuer || !c.oidcClientId || !c.oidcClientSecret)
    throw new SsoRefusal('not_configured', 'OpenID Connect is not configured');
  const allowPrivate = await allowPrivateHostsFor(db, c.teamId);
  const key = `${c.oidcIssuer}|${c.oidcClientId}|${c.oidcClientSecret}|${c.updatedAt.getTime()}|${allowPrivate}`;
  const cached = configs.get(c.id);
  if (cached && cached.key === key && Date.now() - cached.at < CONFIG_TTL_MS) return cached.config;
  const issuer = new URL(c.oidcIssuer);
  const secret = box().decrypt(c.oidcClientSecret, `sso:${c.id}:oidc`);
  // Discovery, token, userinfo and key requests all go through the SSRF guard.
  const fetchThroughGuard = guardedFetch({ allowPrivate }) as unknown as NonNullable<
    client.DiscoveryRequestOptions[typeof client.customFetch]
  >;
  let config: client.Configuration;
  try {
    config = await client.discovery(
      issuer,
      c.oidcClientId,
      { client_secret: secret },
      client.ClientSecretPost(secret),
      issuer.protocol === 'http:' && isLoopback(issuer)
        ? { execute: [client.allowInsecureRequests], timeout: 10, [client.customFetch]: fetchThroughGuard }
        : { timeout: 10, [client.customFetch]: fetchThroughGuard },
    );
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    const guard = err instanceof OutboundHostError ? err : cause instanceof OutboundHostError ? cause : null;
    if (guard) throw new SsoRefusal('not_configured', `issuer refused: ${guard.message}`.slice(0, 300));
    throw new SsoRefusal('invalid_response', `discovery failed: ${(err as Error).message}`.slice(0, 300));
  }
  configs.set(c.id, { key, at: Date.now(), config });
  return config;
}

export async function authorizationUrl(
  db: Database,
  c: Connection,
  publicUrl: string,
  box: () => SecretBox,
  returnTo: string,
): Promise<string> {
  return (await authorizationRequest(db, c, publicUrl, box, returnTo)).url;
}

/** The provider's authorization URL and the hash of the one-time state it carries. */
export async function authorizationRequest(
  db: Database,
  c: Connection,
  publicUrl: string,
  box: () => SecretBox,
  returnTo: string,
): Promise<{ url: string; stateHash: string }> {
  const config = await configFor(db, c, box);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, new Date()));
  await db.insert(ssoLoginStates).values({
    stateHash: sha256(state),
    connectionId: c.id,
    nonce,
    codeVerifier,
    returnTo,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const url = client
    .buildAuthorizationUrl(config, {
      redirect_uri: spUrls(publicUrl, c).redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
  return { url, stateHash: sha256(state) };
}

export async function handleCallback(
  db: Database,
  c: Connection,
  publicUrl: string,
  box: () => SecretBox,
  requestUrl: string,
): Promise<{ identity: SsoIdentity; returnTo: string; stateHash: string }> {
  const current = new URL(requestUrl, publicUrl);
  const state = current.searchParams.get('state') ?? '';
  if (current.searchParams.get('error')) {
    throw new SsoRefusal(
      'invalid_response',
      `provider answered ${current.searchParams.get('error')}`.slice(0, 300),
    );
  }
  // One use only: the row goes whether the rest succeeds or not.
  const [row] = await db
    .delete(ssoLoginStates)
    .where(and(eq(ssoLoginStates.stateHash, sha256(state)), eq(ssoLoginStates.connectionId, c.id)))
    .returning();
  if (!state || !row) throw new SsoRefusal('invalid_response', 'unknown or already used state');
  if (row.expiresAt.getTime() < Date.now()) throw new SsoRefusal('expired', 'state expired');
  const config = await configFor(db, c, box);
  // The redirect URI as registered, whatever host header the request came with.
  const callbackUrl = new URL(spUrls(publicUrl, c).redirectUri);
  callbackUrl.search = current.search;
  let claims: Record<string, unknown> | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    claims = idToken;
    // Many providers put email and name in the userinfo answer rather than the ID token.
    if (idToken && typeof idToken.email !== 'string') {
      claims = {
        ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)),
        sub: idToken.sub,
      };
    }
  } catch (err) {
    throw new SsoRefusal(
      'invalid_response',
      `token exchange failed: ${(err as Error).message}`.slice(0, 300),
    );
  }
  const email = typeof claims?.email === 'string' ? claims.email : null;
  if (!email) throw new SsoRefusal('invalid_response', 'the ID token carries no email');
  if (claims?.email_verified === false)
    throw new SsoRefusal('invalid_response', 'the provider has not verified this email');
  const name = typeof claims?.name === 'string' ? claims.name : null;
  return { identity: { email, fullName: name }, returnTo: row.returnTo, stateHash: row.stateHash };
}
