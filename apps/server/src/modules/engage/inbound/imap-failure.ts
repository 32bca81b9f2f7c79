/**
 * What went wrong talking to a mailbox's IMAP server, in words a recruiter can act on. imapflow
 * reports failures with its own codes (GREETING_TIMEOUT, NoConnection...), flags
 * (`authenticationFailed`, `tlsFailed`) or the socket's errno underneath; we map them to five
 * kinds. The server's own words are kept where they help (a provider often says exactly what to
 * fix), but the password is cut out of every message: a failure may be shown, stored or logged, a
 * password never.
 */
import { redactSecret } from '../mail/smtp-failure';

export type ImapFailureKind = 'auth' | 'connection' | 'timeout' | 'tls' | 'protocol';

export type ImapFailure = { kind: ImapFailureKind; message: string };

/** Where the failure happened: before the session was up, or while reading. */
export type ImapStage = 'connect' | 'session';

type ImapLikeError = Error & {
  code?: string;
  authenticationFailed?: boolean;
  tlsFailed?: boolean;
  serverResponseCode?: string;
  responseText?: string;
  response?: unknown;
  _err?: { code?: string; message?: string };
};

const TIMEOUT_CODES = new Set([
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'ETIMEOUT',
  'ETIMEDOUT',
]);
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'EADDRNOTAVAIL',
  'NoConnection',
  'EConnectionClosed',
  'ClosedAfterConnectText',
  'ClosedAfterConnectTLS',
  'StateLogout',
]);
const TLS_CODE =
  /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|ERR_OSSL_|STARTTLS_)/;
const AUTH_RESPONSE_CODES = new Set([
  'AUTHENTICATIONFAILED',
  'AUTHORIZATIONFAILED',
  'EXPIRED',
  'PRIVACYREQUIRED',
]);

function kindOf(error: ImapLikeError): ImapFailureKind {
  const code = error.code ?? error._err?.code ?? '';
  if (error.authenticationFailed || AUTH_RESPONSE_CODES.has(error.serverResponseCode ?? '')) return 'auth';
  // Timeouts first: imapflow's greeting timeout says "Maybe should use TLS?", which is not a TLS failure.
  if (TIMEOUT_CODES.has(code)) return 'timeout';
  if (error.tlsFailed || TLS_CODE.test(code)) return 'tls';
  if (NOT_FOUND_CODES.has(code) || CONNECTION_CODES.has(code)) return 'connection';
  if (/certificate|ssl routines|wrong version number|handshake/i.test(error.message)) return 'tls';
  return 'protocol';
}

/** The server's own words (a NO or BAD reply), when it gave any. */
function serverWords(error: ImapLikeError): string | null {
  const text = error.responseText ?? (typeof error.response === 'string' ? error.response : '');
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, 300) : null;
}

function sentenceFor(
  kind: ImapFailureKind,
  error: ImapLikeError,
  where: string,
  host: string,
  stage: ImapStage,
): string {
  const code = error.code ?? error._err?.code ?? '';
  switch (kind) {
    case 'auth':
      return 'The IMAP server refused the user name or password. Check them, or create an app password if your provider asks for one.';
    case 'timeout':
      return code === 'GREETING_TIMEOUT'
        ? `${where} did not greet as an IMAP server does. Check the port and the security setting (port 993 usually needs TLS).`
        : `${where} did not answer in time. Check the host and port, then try again.`;
    case 'tls':
      return /STARTTLS/i.test(error.message)
        ? `The IMAP server at ${where} does not offer STARTTLS, so the connection could not be secured. Choose TLS (usually port 993) if the server supports it.`
        : `A secure (TLS) connection to ${where} could not be made. Check the security setting (TLS or STARTTLS) and the port, and that the server's certificate is valid for ${host}.`;
    case 'connection':
      if (NOT_FOUND_CODES.has(code))
        return `The IMAP server ${host} could not be found. Check the host name.`;
      return stage === 'connect'
        ? `Could not connect to ${where}. Check the host, the port and any firewall.`
        : `The connection to ${where} was lost while reading mail. What was read is kept; the rest is read on the next try.`;
    case 'protocol':
      return `The IMAP server at ${where} answered in a way that was not understood. Check that the host and port are those of an IMAP server.`;
  }
}

export function describeImapError(
  error: unknown,
  settings: { host: string; port: number; user: string; password: string },
  stage: ImapStage,
): ImapFailure {
  const e: ImapLikeError = error instanceof Error ? error : new Error(String(error));
  const kind = kindOf(e);
  const where = `${settings.host}:${settings.port}`;
  const words = kind === 'auth' || kind === 'protocol' ? serverWords(e) : null;
  const sentence = sentenceFor(kind, e, where, settings.host, stage);
  const message = words ? `${sentence} It answered: ${words}` : sentence;
  return { kind, message: redactSecret(message, settings.user, settings.password) };
}

/** A failure we name ourselves (a mailbox that is missing, a reply we cannot use). */
export function imapProblem(
  message: string,
  settings: { user: string; password: string },
  kind: ImapFailureKind = 'protocol',
): ImapFailure {
  return { kind, message: redactSecret(message, settings.user, settings.password) };
}
