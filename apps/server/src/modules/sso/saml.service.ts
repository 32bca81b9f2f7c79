/**
 * SAML 2.0 service provider with @node-saml/node-saml: signed assertions required, audience,
 * NotBefore/NotOnOrAfter (node-saml), plus what it leaves to us: the Recipient and Destination
 * must be our ACS URL, and each assertion id is accepted once (kept until it expires).
 */
import { SAML } from '@node-saml/node-saml';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ssoUsedAssertions } from '../../db/schema/index';
import { type Connection, spUrls } from './sso-connections.service';
import { SsoRefusal } from './sso-login';
import { attr, ln, parseXml, selectAll } from './xml';

const CLOCK_SKEW_MS = 60_000;
/** An assertion without its own NotOnOrAfter is remembered this long. */
const DEFAULT_REPLAY_WINDOW_MS = 24 * 3600_000;

export function samlFor(connection: Connection, publicUrl: string): SAML {
  if (!connection.samlEnabled || !connection.idpSsoUrl || !connection.idpCertificate) {
    throw new SsoRefusal('not_configured', 'SAML is not enabled or configured');
  }
  const urls = spUrls(publicUrl, connection);
  return new SAML({
    entryPoint: connection.idpSsoUrl,
    issuer: urls.spEntityId,
    audience: urls.spEntityId,
    callbackUrl: urls.acsUrl,
    idpCert: connection.idpCertificate,
    ...(connection.idpEntityId ? { idpIssuer: connection.idpEntityId } : {}),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    validateInResponseTo: 'never' as never,
    disableRequestedAuthnContext: true,
  });
}

/** SP metadata for the IdP admin: entity id, ACS URL (HTTP-POST), NameID format. */
export function spMetadata(connection: Connection, publicUrl: string): string {
  const urls = spUrls(publicUrl, connection);
  const saml = new SAML({
    entryPoint: connection.idpSsoUrl ?? 'https://idp.invalid/sso',
    issuer: urls.spEntityId,
    callbackUrl: urls.acsUrl,
    idpCert: connection.idpCertificate ?? 'unset',
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    wantAssertionsSigned: true,
  });
  return saml.generateServiceProviderMetadata(null);
}

export async function loginRedirectUrl(connection: Connection, publicUrl: string, relayState: string) {
  return samlFor(connection, publicUrl).getAuthorizeUrlAsync(relayState, undefined, {});
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailaddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'displayname',
  'name',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  'urn:oid:2.16.840.1.113730.3.1.241',
];

function firstString(profile: Record<string, unknown>, keys: string[]): string | null {
  const lower = new Map(Object.entries(profile).map(([k, v]) => [k.toLowerCase(), v]));
  for (const k of keys) {
    const v = lower.get(k.toLowerCase());
    const s = Array.isArray(v) ? v[0] : v;
    if (typeof s === 'string' && s.trim()) return s.trim();
  }
  return null;
}

export async function verifyResponse(
  db: Database,
  connection: Connection,
  publicUrl: string,
  samlResponse: string,
): Promise<{ email: string; fullName: string | null }> {
  const saml = samlFor(connection, publicUrl);
  const acsUrl = spUrls(publicUrl, connection).acsUrl;
  let profile: Record<string, unknown> & { getAssertionXml?: () => string; nameID?: string };
  try {
    const result = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
    if (!result.profile) throw new Error('no profile');
    profile = result.profile as typeof profile;
  } catch (err) {
    throw new SsoRefusal('invalid_response', (err as Error).message.slice(0, 300));
  }
  // Destination of the (possibly unsigned) Response and Recipient inside the signed assertion.
  const responseDoc = parseXml(Buffer.from(samlResponse, 'base64').toString('utf8'));
  const destination = responseDoc ? attr(responseDoc.documentElement, 'Destination') : null;
  if (destination && destination !== acsUrl)
    throw new SsoRefusal('invalid_response', `wrong Destination ${destination}`);
  const assertionXml = profile.getAssertionXml?.() ?? '';
  const assertion = parseXml(assertionXml);
  if (!assertion) throw new SsoRefusal('invalid_response', 'no readable assertion');
  const confirmations = selectAll(assertion, `//${ln('SubjectConfirmationData')}`);
  if (!confirmations.length || confirmations.some((c) => attr(c, 'Recipient') !== acsUrl)) {
    throw new SsoRefusal('invalid_response', 'wrong or missing Recipient');
  }
  const assertionId = attr(assertion.documentElement, 'ID');
  if (!assertionId) throw new SsoRefusal('invalid_response', 'assertion without ID');
  const notOnOrAfter = [
    ...confirmations.map((c) => attr(c, 'NotOnOrAfter')),
    attr(selectAll(assertion, `//${ln('Conditions')}`)[0], 'NotOnOrAfter'),
  ]
    .filter((v): v is string => !!v)
    .map((v) => Date.parse(v))
    .filter((v) => Number.isFinite(v));
  const expiresAt = new Date(
    (notOnOrAfter.length ? Math.max(...notOnOrAfter) : Date.now() + DEFAULT_REPLAY_WINDOW_MS) + CLOCK_SKEW_MS,
  );
  // Old ids go as new ones come: the table only ever holds unexpired assertions.
  await db.delete(ssoUsedAssertions).where(lt(ssoUsedAssertions.expiresAt, new Date()));
  const inserted = await db
    .insert(ssoUsedAssertions)
    .values({ connectionId: connection.id, assertionId: assertionId.slice(0, 500), expiresAt })
    .onConflictDoNothing()
    .returning({ id: ssoUsedAssertions.assertionId });
  if (!inserted.length) throw new SsoRefusal('replayed', `assertion ${assertionId} already used`);

  const nameId = typeof profile.nameID === 'string' ? profile.nameID : '';
  const email = firstString(profile, EMAIL_ATTRIBUTES) ?? (nameId.includes('@') ? nameId : null);
  if (!email) throw new SsoRefusal('invalid_response', 'the assertion carries no email');
  const given = firstString(profile, [
    'givenname',
    'firstname',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  ]);
  const family = firstString(profile, [
    'surname',
    'lastname',
    'sn',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  ]);
  const fullName =
    firstString(profile, NAME_ATTRIBUTES) ?? ([given, family].filter(Boolean).join(' ') || null);
  return { email, fullName };
}
