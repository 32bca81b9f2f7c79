/**
 * Accepting an invitation through single sign-on. The invitation page sends the browser to
 * GET /api/auth/sso/invitations/:token/start, which keeps the invitation on the server
 * (sso_invitation_flows), gives the browser a random key in an http-only cookie and goes to the
 * identity provider. When the provider's answer comes back, the flow is found by that cookie (and,
 * for OpenID Connect, by the state the provider echoes), never by anything the provider sends:
 * the provider only vouches for an email, which must be the invited address. The invitation is
 * then taken up by the same function as a password accept.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { ssoInvitationFlows } from '../../db/schema/index';
import { type CookieSettings, cookieSecure } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { randomToken, sha256 } from '../../lib/tokens';
import type { AuthSettings, ClientInfo, NewSession } from '../auth/auth.service';
import { acceptInvitationThroughSso, InvitationEmailMismatch } from '../team-admin/invitations.service';
import type { Connection } from './sso-connections.service';
import { auditRefusal, type SsoIdentity, SsoRefusal, startSsoSession } from './sso-login';

export const INVITATION_COOKIE = 'tb_sso_invitation';
const FLOW_TTL_MS = 10 * 60_000;
const COOKIE_PATH = '/api/auth/sso';

type Flow = typeof ssoInvitationFlows.$inferSelect;

const sealAd = (flowHash: string) => `sso-invitation:${flowHash}`;

/** Records the flow and gives the browser its key. */
export async function startInvitationFlow(
  db: Database,
  reply: FastifyReply,
  cookies: CookieSettings,
  box: () => SecretBox,
  input: { connection: Connection; token: string; protocol: 'saml' | 'oidc'; stateHash: string | null },
) {
  const key = randomToken(32);
  const flowHash = sha256(key);
  await db.delete(ssoInvitationFlows).where(lt(ssoInvitationFlows.expiresAt, new Date()));
  await db.insert(ssoInvitationFlows).values({
    flowHash,
    connectionId: input.connection.id,
    invitationTokenHash: sha256(input.token),
    invitationTokenSealed: box().encrypt(input.token, sealAd(flowHash)),
    protocol: input.protocol,
    stateHash: input.stateHash,
    expiresAt: new Date(Date.now() + FLOW_TTL_MS),
  });
  const secure = cookieSecure(reply.request, cookies);
  // The SAML answer is a cross-site POST from the provider's page: only a SameSite=None cookie
  // (which browsers accept only when Secure) comes with it.
  reply.setCookie(INVITATION_COOKIE, key, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure,
    sameSite: secure ? 'none' : 'lax',
    maxAge: FLOW_TTL_MS / 1000,
  });
}

function clearFlowCookie(reply: FastifyReply, cookies: CookieSettings) {
  reply.clearCookie(INVITATION_COOKIE, { path: COOKIE_PATH, secure: cookieSecure(reply.request, cookies) });
}

/**
 * The invitation flow this answer belongs to, taken (single use), or null for an ordinary SSO
 * sign-in. OpenID Connect: the flow the state was sent for; a flow whose browser key does not
 * come with it is refused. SAML: the flow the browser's key names for this connection.
 */
export async function takeInvitationFlow(
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  cookies: CookieSettings,
  c: Connection,
  answer: { protocol: 'oidc'; stateHash: string } | { protocol: 'saml' },
): Promise<Flow | null> {
  const key = req.cookies?.[INVITATION_COOKIE];
  const keyHash = key ? sha256(key) : null;
  let flow: Flow | undefined;
  if (answer.protocol === 'oidc') {
    [flow] = await db
      .delete(ssoInvitationFlows)
      .where(
        and(eq(ssoInvitationFlows.stateHash, answer.stateHash), eq(ssoInvitationFlows.connectionId, c.id)),
      )
      .returning();
    if (!flow) return null;
    if (flow.flowHash !== keyHash) {
      clearFlowCookie(reply, cookies);
      throw new SsoRefusal('invitation_browser', 'invitation flow finished without its browser key');
    }
  } else {
    if (!keyHash) return null;
    [flow] = await db
      .delete(ssoInvitationFlows)
      .where(
        and(
          eq(ssoInvitationFlows.flowHash, keyHash),
          eq(ssoInvitationFlows.connectionId, c.id),
          eq(ssoInvitationFlows.protocol, 'saml'),
        ),
      )
      .returning();
    if (!flow) return null;
  }
  clearFlowCookie(reply, cookies);
  if (flow.expiresAt.getTime() < Date.now()) throw new SsoRefusal('expired', 'invitation flow expired');
  return flow;
}

export type InvitationOutcome =
  | { ok: true; session: NewSession & { userId: string } }
  | { ok: false; redirect: string };

/**
 * Takes up the flow's invitation for the vouched identity and starts the session; a refusal
 * (another email, an invitation used, withdrawn or expired meanwhile) is audited and sends the
 * person back to the invitation page with the reason, the invitation unchanged.
 */
export async function finishInvitationFlow(
  db: Database,
  flow: Flow,
  c: Connection,
  identity: SsoIdentity,
  protocol: 'saml' | 'oidc',
  box: () => SecretBox,
  settings: AuthSettings,
  client: ClientInfo,
): Promise<InvitationOutcome> {
  let token: string | null = null;
  try {
    token = box().decrypt(flow.invitationTokenSealed, sealAd(flow.flowHash));
  } catch {
    token = null;
  }
  const page = (code: string) =>
    token ? `/invitation/${encodeURIComponent(token)}?ssoError=${code}` : `/login?ssoError=${code}`;
  try {
    const accepted = await acceptInvitationThroughSso(db, flow.invitationTokenHash, identity);
    const session = await startSsoSession(db, c, accepted, protocol, settings, client);
    return { ok: true, session };
  } catch (err) {
    let refusal: SsoRefusal;
    if (err instanceof InvitationEmailMismatch)
      refusal = new SsoRefusal('invitation_email_mismatch', 'the provider vouched for another address');
    else if (err instanceof AppError && (err.code === 'GONE' || err.code === 'NOT_FOUND'))
      refusal = new SsoRefusal('invitation_unusable', err.message.slice(0, 300));
    else throw err;
    await auditRefusal(db, c, protocol, refusal, client, identity.email.trim().toLowerCase());
    return { ok: false, redirect: page(refusal.code) };
  }
}
