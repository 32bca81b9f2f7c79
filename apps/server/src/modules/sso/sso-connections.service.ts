/**
 * An organisation's SSO connection as its team admin manages it: slug, email domains, "SSO
 * required", just-in-time provisioning, the SAML IdP (from its metadata) and the OIDC client.
 * The connection belongs to the team that created it; that team's admins manage it and SSO users
 * join it. Every change is audited in the same transaction.
 */
import crypto from 'node:crypto';
import type { SsoSettings, UpdateSsoSettingsRequest } from '@talentbase/shared';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { organizations, ssoConnections } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { checkOutboundHost, OutboundHostError } from '../../lib/net/outbound-host';
import type { SecretBox } from '../../lib/secret-box';
import type { TeamScope } from '../../lib/team-scope';
import { getTeamSendingSettings } from '../engage/mailboxes/team-sending-settings.service';
import { saveSignInNames } from '../organizations/sign-in-names';
import { attr, ln, parseXml, selectAll, text } from './xml';

/**
 * A connection with its organisation's sign-in name and email domains (organizations.slug and
 * organizations.allowed_domains, the only store of both).
 */
export type Connection = typeof ssoConnections.$inferSelect & { slug: string | null; domains: string[] };

/** Login URLs use the organisation's slug, or its id while it has none (or one a URL cannot carry). */
export const spUrls = (publicUrl: string, c: Pick<Connection, 'id' | 'orgId' | 'slug'>) => {
  const key = c.slug && /^[A-Za-z0-9_-]{1,100}$/.test(c.slug) ? c.slug : c.orgId;
  return urlsFor(publicUrl, c.id, key);
};

const urlsFor = (publicUrl: string, id: string, key: string) => ({
  spEntityId: `${publicUrl}/api/auth/sso/saml/${id}/metadata`,
  metadataUrl: `${publicUrl}/api/auth/sso/saml/${id}/metadata`,
  acsUrl: `${publicUrl}/api/auth/sso/saml/${id}/acs`,
  loginUrl: `${publicUrl}/api/auth/sso/saml/${key}/login`,
  oidcLoginUrl: `${publicUrl}/api/auth/sso/oidc/${key}/login`,
  redirectUri: `${publicUrl}/api/auth/sso/oidc/${id}/callback`,
});

const withOrg = (db: Executor) =>
  db
    .select({
      ...getTableColumns(ssoConnections),
      slug: organizations.slug,
      domains: organizations.allowedDomains,
    })
    .from(ssoConnections)
    .innerJoin(organizations, eq(organizations.id, ssoConnections.orgId));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By the org's slug, the org id or the connection id (login URLs use the slug, ACS the id). */
export async function findConnection(db: Executor, slugOrId: string): Promise<Connection | null> {
  if (slugOrId.length > 100) return null;
  const where = UUID.test(slugOrId)
    ? sql`${ssoConnections.id} = ${slugOrId} or ${ssoConnections.orgId} = ${slugOrId}`
    : eq(organizations.slug, slugOrId.toLowerCase());
  const [row] = await withOrg(db).where(where).limit(1);
  return row ?? null;
}

export async function findConnectionByDomain(db: Executor, domain: string): Promise<Connection | null> {
  const [row] = await withOrg(db)
    .where(sql`${organizations.allowedDomains} @> array[${domain.toLowerCase()}]::text[]`)
    .limit(1);
  return row ?? null;
}

export const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/** Whether password sign-in is refused for this email: its domain belongs to an org that requires SSO. */
export async function ssoRequiredFor(db: Executor, email: string): Promise<boolean> {
  const c = await findConnectionByDomain(db, domainOf(email));
  return !!c && c.ssoRequired && ((c.samlEnabled && !!c.idpSsoUrl) || (c.oidcEnabled && !!c.oidcIssuer));
}

export function certificateInfo(pemBody: string | null) {
  if (!pemBody) return { fingerprint: null, expiresAt: null };
  try {
    const cert = new crypto.X509Certificate(toPem(pemBody));
    return { fingerprint: cert.fingerprint256, expiresAt: new Date(cert.validTo).toISOString() };
  } catch {
    return { fingerprint: null, expiresAt: null };
  }
}

export const toPem = (body: string) =>
  `-----BEGIN CERTIFICATE-----\n${(body.replace(/\s+/g, '').match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----\n`;

function defaultSlug(name: string) {
  const s = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return s.length >= 2 ? s : 'org';
}

async function ownConnection(db: Executor, scope: TeamScope): Promise<Connection | null> {
  const [row] = await withOrg(db).where(eq(ssoConnections.orgId, scope.orgId)).limit(1);
  if (row && row.teamId !== scope.teamId) {
    throw new AppError(
      'CONFLICT',
      'Single sign-on for your organisation is managed by the admins of another team',
    );
  }
  return row ?? null;
}

export async function getSettings(db: Database, scope: TeamScope, publicUrl: string): Promise<SsoSettings> {
  const row = await ownConnection(db, scope);
  const [org] = await db
    .select({ name: organizations.name, slug: organizations.slug, domains: organizations.allowedDomains })
    .from(organizations)
    .where(eq(organizations.id, scope.orgId));
  // The organisation's own slug; a suggestion from its name while it has none.
  const slug = org?.slug ?? defaultSlug(org?.name ?? 'org');
  const urls = spUrls(publicUrl, { id: row?.id ?? 'new', orgId: scope.orgId, slug });
  const cert = certificateInfo(row?.idpCertificate ?? null);
  return {
    configured: !!row,
    slug,
    domains: org?.domains ?? [],
    ssoRequired: row?.ssoRequired ?? false,
    jitProvisioning: row?.jitProvisioning ?? false,
    saml: {
      enabled: row?.samlEnabled ?? false,
      idpEntityId: row?.idpEntityId ?? null,
      idpSsoUrl: row?.idpSsoUrl ?? null,
      idpCertificateFingerprint: cert.fingerprint,
      idpCertificateExpiresAt: cert.expiresAt,
      spEntityId: urls.spEntityId,
      acsUrl: urls.acsUrl,
      metadataUrl: urls.metadataUrl,
      loginUrl: urls.loginUrl,
    },
    oidc: {
      enabled: row?.oidcEnabled ?? false,
      issuer: row?.oidcIssuer ?? null,
      clientId: row?.oidcClientId ?? null,
      clientSecretSet: !!row?.oidcClientSecret,
      redirectUri: urls.redirectUri,
    },
  };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An issuer the server may call: through the SSRF guard like every host an admin types (a
 * private, loopback or metadata address only with the team's private-hosts allowance), and plain
 * http only on this machine.
 */
async function checkIssuer(tx: Executor, teamId: string, issuer: string) {
  const url = new URL(issuer);
  if (url.protocol === 'http:' && !LOOPBACK_NAMES.has(url.hostname)) {
    const message = 'Enter an issuer starting with https://';
    throw fieldError({ oidcIssuer: message }, message);
  }
  const { allowPrivateHosts } = await getTeamSendingSettings(tx, teamId);
  try {
    await checkOutboundHost(url.hostname === 'localhost' ? '127.0.0.1' : url.hostname, {
      allowPrivate: allowPrivateHosts,
    });
  } catch (err) {
    if (err instanceof OutboundHostError) {
      const message = `This issuer cannot be used: ${err.message}`;
      throw fieldError({ oidcIssuer: message }, message);
    }
    throw err;
  }
}

/** The connection's row for changes, made on first use. */
async function ensureConnection(tx: Executor, scope: TeamScope): Promise<Connection> {
  const existing = await ownConnection(tx, scope);
  if (existing) return existing;
  await tx.insert(ssoConnections).values({ orgId: scope.orgId, teamId: scope.teamId });
  const row = await ownConnection(tx, scope);
  if (!row) throw new Error('connection insert returned nothing');
  return row;
}

export async function updateSettings(
  db: Database,
  scope: TeamScope,
  input: UpdateSsoSettingsRequest,
  box: () => SecretBox,
  ip: string | null,
) {
  await db.transaction(async (tx) => {
    const c = await ensureConnection(tx, scope);
    if (input.samlEnabled && (!c.idpSsoUrl || !c.idpCertificate)) {
      throw fieldError({ samlEnabled: 'Upload the identity provider metadata before turning SAML on' });
    }
    const oidcIssuer = input.oidcIssuer === undefined ? c.oidcIssuer : input.oidcIssuer;
    const oidcClientId = input.oidcClientId === undefined ? c.oidcClientId : input.oidcClientId;
    const oidcClientSecret =
      input.oidcClientSecret == null
        ? c.oidcClientSecret
        : box().encrypt(input.oidcClientSecret, `sso:${c.id}:oidc`);
    if (oidcIssuer && (oidcIssuer !== c.oidcIssuer || (input.oidcEnabled && !c.oidcEnabled)))
      await checkIssuer(tx, scope.teamId, oidcIssuer);
    if (input.oidcEnabled && (!oidcIssuer || !oidcClientId || !oidcClientSecret)) {
      throw fieldError({
        oidcEnabled: 'Enter the issuer, client id and client secret before turning OpenID Connect on',
      });
    }
    if (input.ssoRequired && !input.samlEnabled && !input.oidcEnabled) {
      throw fieldError({ ssoRequired: 'Turn on SAML or OpenID Connect before requiring single sign-on' });
    }
    // The organisation's sign-in name and domains, with the same rules as on the organisation page.
    const { after } = await saveSignInNames(tx, scope.orgId, {
      slug: input.slug,
      domains: input.domains,
      ssoRequired: input.ssoRequired,
      domainsField: 'domains',
    });
    const domains = after.domains;
    await tx
      .update(ssoConnections)
      .set({
        ssoRequired: input.ssoRequired,
        jitProvisioning: input.jitProvisioning,
        samlEnabled: input.samlEnabled,
        oidcEnabled: input.oidcEnabled,
        oidcIssuer,
        oidcClientId,
        oidcClientSecret,
        updatedAt: new Date(),
      })
      .where(eq(ssoConnections.id, c.id));
    await audit(tx, {
      action: 'sso.settings_updated',
      orgId: scope.orgId,
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'sso_connection',
      targetId: c.id,
      metadata: {
        slug: input.slug,
        domains,
        ssoRequired: input.ssoRequired,
        jitProvisioning: input.jitProvisioning,
        samlEnabled: input.samlEnabled,
        oidcEnabled: input.oidcEnabled,
        oidcIssuer,
        oidcClientSecretChanged: input.oidcClientSecret != null,
      },
      ip,
    });
  });
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** entityID, SSO URL (HTTP-Redirect binding) and signing certificate from IdP metadata. */
export function readIdpMetadata(xml: string) {
  const doc = parseXml(xml);
  if (!doc) throw fieldError({ xml: 'This is not readable XML metadata' });
  const entity = selectAll(doc, `//${ln('EntityDescriptor')}`)[0];
  const entityId = attr(entity, 'entityID');
  const idp = entity ? selectAll(entity, `./${ln('IDPSSODescriptor')}`)[0] : undefined;
  if (!entityId || !idp)
    throw fieldError({ xml: 'The metadata has no identity provider (IDPSSODescriptor with an entityID)' });
  const services = selectAll(idp, `./${ln('SingleSignOnService')}`);
  const redirect = services.find((s) => attr(s, 'Binding') === REDIRECT_BINDING);
  const ssoUrl = attr(redirect, 'Location');
  if (!ssoUrl || !/^https?:\/\//i.test(ssoUrl)) {
    throw fieldError({ xml: 'The metadata has no SingleSignOnService with the HTTP-Redirect binding' });
  }
  const keys = selectAll(idp, `./${ln('KeyDescriptor')}`).filter((k) => {
    const use = attr(k, 'use');
    return !use || use === 'signing';
  });
  const certText = keys.map((k) => text(selectAll(k, `.//${ln('X509Certificate')}`)[0])).find((c) => c);
  if (!certText) throw fieldError({ xml: 'The metadata has no signing certificate' });
  const certificate = certText.replace(/\s+/g, '');
  try {
    new crypto.X509Certificate(toPem(certificate));
  } catch {
    throw fieldError({ xml: 'The signing certificate in the metadata cannot be read' });
  }
  return { entityId: entityId.slice(0, 1000), ssoUrl: ssoUrl.slice(0, 2000), certificate };
}

export async function uploadIdpMetadata(db: Database, scope: TeamScope, xml: string, ip: string | null) {
  const idp = readIdpMetadata(xml);
  await db.transaction(async (tx) => {
    const c = await ensureConnection(tx, scope);
    await tx
      .update(ssoConnections)
      .set({
        idpEntityId: idp.entityId,
        idpSsoUrl: idp.ssoUrl,
        idpCertificate: idp.certificate,
        updatedAt: new Date(),
      })
      .where(eq(ssoConnections.id, c.id));
    await audit(tx, {
      action: 'sso.idp_metadata_uploaded',
      orgId: scope.orgId,
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'sso_connection',
      targetId: c.id,
      metadata: {
        entityId: idp.entityId,
        ssoUrl: idp.ssoUrl,
        certificate: certificateInfo(idp.certificate).fingerprint,
      },
      ip,
    });
  });
}

export async function requireConnection(db: Executor, slugOrId: string): Promise<Connection> {
  const c = await findConnection(db, slugOrId);
  if (!c) throw notFound('Single sign-on connection');
  return c;
}
