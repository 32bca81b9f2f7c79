/**
 * What went wrong talking to a mailbox's SMTP server, in words a recruiter can act on. nodemailer
 * reports failures as codes (EAUTH, ESOCKET, ETIMEDOUT...) with the socket's own errno or TLS
 * error underneath; we map them to a handful of reasons. The server's own reply is kept (it often
 * says exactly what to fix) but any trace of the password is cut out of it first: an error may be
 * shown, stored or logged, a password never.
 */
export type SmtpFailureReason =
  | 'auth-failed'
  | 'host-not-found'
  | 'unreachable'
  | 'tls'
  | 'timeout'
  | 'rejected'
  | 'protocol';

export type SmtpFailure = {
  reason: SmtpFailureReason;
  /** A sentence for the recruiter. */
  message: string;
  /** The SMTP reply code, when the server gave one. */
  responseCode: number | null;
  /** The server's reply, password removed. */
  serverResponse: string | null;
  /** True when sending the same message again would get the same answer (a 5xx reply). */
  permanent: boolean;
};

const MESSAGES: Record<SmtpFailureReason, string> = {
  'auth-failed':
    'The mail server refused the user name or password. Check them, or create an app password if your provider asks for one.',
  'host-not-found': 'The mail server’s host name could not be found. Check the host.',
  unreachable:
    'The mail server could not be reached on that host and port. Check the host, the port and any firewall.',
  tls: 'A secure (TLS) connection to the mail server could not be made. Check the security setting (TLS or STARTTLS) and the port, and that the server’s certificate is valid for this host.',
  timeout: 'The mail server did not answer in time. Check the host and port, then try again.',
  rejected: 'The mail server refused the message.',
  protocol:
    'The mail server answered in a way that was not understood. Check that the host and port are those of an SMTP server.',
};

type NodemailerLikeError = Error & {
  code?: string;
  errno?: number | string;
  responseCode?: number;
  response?: string;
  permanent?: boolean;
  reason?: string;
};

const TLS_ERRNO =
  /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|ERR_OSSL_)/;
const UNREACHABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EPIPE',
  'EADDRNOTAVAIL',
]);

function reasonOf(error: NodemailerLikeError): SmtpFailureReason {
  const errno = typeof error.errno === 'string' ? error.errno : '';
  const causeCode = (error.cause as { code?: string } | undefined)?.code ?? '';
  const code = error.code ?? '';
  const text = error.message;
  if (code === 'EAUTH' || code === 'ENOAUTH' || error.responseCode === 535 || error.responseCode === 530)
    return 'auth-failed';
  if (code === 'EDNS' || errno === 'ENOTFOUND' || errno === 'EAI_AGAIN') return 'host-not-found';
  if (code === 'ETLS' || code === 'EREQUIRETLS' || [code, errno, causeCode].some((c) => TLS_ERRNO.test(c)))
    return 'tls';
  if (/certificate|ssl|tls|wrong version number|handshake/i.test(text)) return 'tls';
  if (code === 'ETIMEDOUT' || errno === 'ETIMEDOUT') return 'timeout';
  if (
    UNREACHABLE_ERRNO.has(errno) ||
    UNREACHABLE_ERRNO.has(code) ||
    code === 'ESOCKET' ||
    code === 'ECONNECTION'
  )
    return 'unreachable';
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || (error.responseCode ?? 0) >= 400) return 'rejected';
  return 'protocol';
}

/** Removes the password, and the base64 forms in which AUTH PLAIN and AUTH LOGIN carry it. */
export function redactSecret(text: string, user: string, password: string): string {
  if (!password) return text;
  const forms = [
    password,
    Buffer.from(password).toString('base64'),
    Buffer.from(`\u0000${user}\u0000${password}`).toString('base64'),
    Buffer.from(`${user}\u0000${user}\u0000${password}`).toString('base64'),
    encodeURIComponent(password),
  ];
  let out = text;
  for (const form of forms.sort((a, b) => b.length - a.length)) out = out.split(form).join('[redacted]');
  return out;
}

export function describeSmtpError(error: unknown, user: string, password: string): SmtpFailure {
  const e: NodemailerLikeError = error instanceof Error ? error : new Error(String(error));
  const reason = reasonOf(e);
  const serverResponse = e.response ? redactSecret(e.response, user, password) : null;
  const base = MESSAGES[reason];
  return {
    reason,
    message: reason === 'rejected' && serverResponse ? `${base} It answered: ${serverResponse}` : base,
    responseCode: e.responseCode ?? null,
    serverResponse,
    permanent: e.permanent === true,
  };
}

/** Thrown by `send` and carried by `testConnection`'s answer: no stack of the library's, no password. */
export class SmtpError extends Error {
  readonly reason: SmtpFailureReason;
  readonly responseCode: number | null;
  readonly serverResponse: string | null;
  readonly permanent: boolean;
  constructor(failure: SmtpFailure) {
    super(failure.message);
    this.name = 'SmtpError';
    this.reason = failure.reason;
    this.responseCode = failure.responseCode;
    this.serverResponse = failure.serverResponse;
    this.permanent = failure.permanent;
  }
}
