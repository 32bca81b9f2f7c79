/**
 * Signed links in outgoing email: the open pixel, the click redirect and the unsubscribe page
 * (issue 14 item 6). A token names one message row and what it is for; its HMAC (keyed by a key
 * derived from the secrets key, never stored) makes it unforgeable, so nobody can walk the ids
 * to record opens, unsubscribe other people, or learn whom we wrote to.
 *
 * A click token also signs the destination URL, which travels beside it in the link: the
 * redirect goes only to the exact http(s) address we wrote into that email, never to one a
 * visitor supplies (no open redirect).
 *
 * Paths (public, no session; {engage base} = /tb-v2/v1/engage, docs/decisions.md):
 *   GET  /api{engage base}/t/o/{token}.gif         open pixel
 *   GET  /api{engage base}/t/c/{token}?u={url}      click redirect
 *   GET  /api{engage base}/u/{token}                unsubscribe page (a button; GET never unsubscribes)
 *   POST /api{engage base}/u/{token}                unsubscribe (the page's button and RFC 8058 one-click)
 */
import crypto from 'node:crypto';

export type TrackingKind = 'open' | 'click' | 'unsubscribe';

const KIND_CODE: Record<TrackingKind, string> = { open: 'o', click: 'c', unsubscribe: 'u' };
const CODE_KIND: Record<string, TrackingKind> = { o: 'open', c: 'click', u: 'unsubscribe' };
/** 128 bits of MAC in base64url. */
const MAC_CHARS = 22;
const TOKEN = /^([ocu])([0-9a-z]{1,13})\.([A-Za-z0-9_-]{22})$/;

export const ENGAGE_PUBLIC_PATH = '/api/tb-v2/v1/engage';

/** The tracking key: derived from the secrets key so that no second secret has to be kept. */
export function trackingKey(secretsKey: Buffer): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'talentbase engage tracking', 32),
  );
}

function mac(key: Buffer, code: string, id: string, url: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`${code}.${id}.${url}`)
    .digest('base64url')
    .slice(0, MAC_CHARS);
}

/** A token for `kind` of message row `messageRowId`; a click token is bound to `url`. */
export function signTrackingToken(key: Buffer, kind: TrackingKind, messageRowId: number, url = ''): string {
  if (!Number.isSafeInteger(messageRowId) || messageRowId < 1)
    throw new Error('messageRowId must be a positive integer');
  const code = KIND_CODE[kind];
  const id = messageRowId.toString(36);
  return `${code}${id}.${mac(key, code, id, kind === 'click' ? url : '')}`;
}

export type VerifiedToken = { kind: TrackingKind; messageRowId: number };

/**
 * The kind and message row a token names, or null for anything we did not sign (wrong MAC,
 * wrong kind, another URL for a click). Compares MACs in constant time.
 */
export function verifyTrackingToken(
  key: Buffer,
  token: string,
  expected: TrackingKind,
  url = '',
): VerifiedToken | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, code = '', id = '', given = ''] = match;
  const kind = CODE_KIND[code];
  if (kind !== expected) return null;
  const wanted = Buffer.from(mac(key, code, id, kind === 'click' ? url : ''));
  const actual = Buffer.from(given);
  if (wanted.length !== actual.length || !crypto.timingSafeEqual(wanted, actual)) return null;
  const messageRowId = Number.parseInt(id, 36);
  return Number.isSafeInteger(messageRowId) && messageRowId > 0 ? { kind, messageRowId } : null;
}

/** Whether a link may be tracked and redirected to: absolute http(s) only. */
export function isTrackableUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

export type TrackingUrls = {
  open: string;
  click: (url: string) => string;
  /** The page (GET) and the one-click endpoint (POST) share this address (RFC 8058). */
  unsubscribe: string;
};

/**
 * The addresses for one message. `baseUrl` is the product's public URL, or the team's tracking
 * domain (https://{domain}) when it has one; no trailing slash.
 */
export function trackingUrls(baseUrl: string, key: Buffer, messageRowId: number): TrackingUrls {
  const root = `${baseUrl.replace(/\/+$/, '')}${ENGAGE_PUBLIC_PATH}`;
  return {
    open: `${root}/t/o/${signTrackingToken(key, 'open', messageRowId)}.gif`,
    click: (url) =>
      `${root}/t/c/${signTrackingToken(key, 'click', messageRowId, url)}?u=${encodeURIComponent(url)}`,
    unsubscribe: `${root}/u/${signTrackingToken(key, 'unsubscribe', messageRowId)}`,
  };
}
