/**
 * A throw-away SAML identity provider for tests: an RSA key and self-signed certificate made
 * with the machine's openssl, metadata for upload, and Responses with an assertion signed by
 * xml-crypto exactly as a real IdP signs them (enveloped signature, exclusive c14n, RSA-SHA256).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignedXml } from 'xml-crypto';

export type TestIdpKey = { key: string; cert: string; certBody: string };

export function makeIdpKey(): TestIdpKey {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-idp-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-subj',
        '/CN=test-idp',
      ],
      { stdio: 'ignore' },
    );
    const cert = fs.readFileSync(certFile, 'utf8');
    return {
      key: fs.readFileSync(keyFile, 'utf8'),
      cert,
      certBody: cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, ''),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function idpMetadata(entityId: string, ssoUrl: string, certBody: string): string {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

export type ResponseOptions = {
  issuer: string;
  audience: string;
  recipient: string;
  destination?: string;
  email: string;
  name?: string;
  assertionId?: string;
  /** Minutes from now (negative: in the past). */
  notBeforeMinutes?: number;
  notOnOrAfterMinutes?: number;
};

const iso = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function assertionId() {
  return `_a${crypto.randomBytes(16).toString('hex')}`;
}

/** A SAML Response (XML text) whose assertion is signed with `key`. */
export function signedResponseXml(key: TestIdpKey, o: ResponseOptions): string {
  const id = o.assertionId ?? assertionId();
  const notBefore = iso(o.notBeforeMinutes ?? -1);
  const notOnOrAfter = iso(o.notOnOrAfterMinutes ?? 5);
  const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${crypto.randomBytes(12).toString('hex')}" Version="2.0" IssueInstant="${iso(0)}" Destination="${esc(o.destination ?? o.recipient)}"><saml:Issuer>${esc(o.issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion ID="${id}" Version="2.0" IssueInstant="${iso(0)}"><saml:Issuer>${esc(o.issuer)}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${esc(o.recipient)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(0)}" SessionIndex="_s${id}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${esc(o.email)}</saml:AttributeValue></saml:Attribute><saml:Attribute Name="displayName"><saml:AttributeValue>${esc(o.name ?? 'Sam Single')}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion></samlp:Response>`;
  const sig = new SignedXml({
    privateKey: key.key,
    publicCert: key.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return sig.getSignedXml();
}

export const toPostBody = (xml: string, relayState?: string) =>
  new URLSearchParams({
    SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
    ...(relayState ? { RelayState: relayState } : {}),
  }).toString();
