/**
 * Sending through a recruiter's own mailbox over SMTP (nodemailer).
 *
 * - `security`: 'tls' is TLS from the first byte (usually port 465); 'starttls' upgrades a plain
 *   connection and refuses to go on without it (`requireTLS`, usually port 587); 'none' never
 *   encrypts (a local relay or the built-in test-mail catcher), not even when STARTTLS is offered.
 * - `connectAddress`: the IP address an SSRF guard resolved and checked. We connect there, while
 *   `host` stays the name the server's certificate is checked against (TLS servername), so the
 *   check cannot be bypassed by a DNS answer that changes between the guard and the connection.
 * - The password never leaves this module: nodemailer's logger is off and every error is rebuilt
 *   as an `SmtpError` with the password cut out of the server's reply.
 * - nodemailer may read files and URLs named in a message (attachments by path); both are off.
 */
import nodemailer, { type SMTPPoolOptions, type SMTPTransportOptions } from 'nodemailer';
import { assertSendable, type OutgoingMessage } from './outgoing-message';
import { describeSmtpError, SmtpError, type SmtpFailure } from './smtp-failure';

export type SmtpSecurity = 'tls' | 'starttls' | 'none';

export type MailboxSettings = {
  host: string;
  port: number;
  security: SmtpSecurity;
  /** Empty: the server takes mail without signing in. */
  user: string;
  password: string;
};

export type SmtpTransportOptions = {
  /** The checked IP address to connect to (from the SSRF guard); `host` is still the TLS name. */
  connectAddress?: string;
  /** Pooled connections for bulk sending; false for one connection per message. */
  pool?: { maxConnections?: number; maxMessages?: number } | false;
  /** Milliseconds; the defaults suit a slow but working provider. */
  timeouts?: { connection?: number; greeting?: number; socket?: number; dns?: number };
  /** Extra certificate authorities to trust (a self-hosted server with a private CA; tests). */
  ca?: string[];
  /** The name this server gives in EHLO. */
  clientName?: string;
};

export type SendResult = {
  messageId: string;
  accepted: string[];
  rejected: string[];
  /** The server's final reply, e.g. "250 2.0.0 OK queued as ...". */
  response: string;
};

export type ConnectionTest = { ok: true } | { ok: false; failure: SmtpFailure };

export type SmtpSender = {
  send: (message: OutgoingMessage) => Promise<SendResult>;
  close: () => void;
};

const DEFAULT_TIMEOUTS = { connection: 15_000, greeting: 15_000, socket: 60_000, dns: 10_000 };

function transportOptions(settings: MailboxSettings, options: SmtpTransportOptions): SMTPTransportOptions {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const hostIsName = !/^[\d.]+$|:/.test(settings.host);
  return {
    host: options.connectAddress ?? settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(hostIsName ? { servername: settings.host } : {}),
    tls: {
      ...(hostIsName ? { servername: settings.host } : {}),
      ...(options.ca ? { ca: options.ca } : {}),
      minVersion: 'TLSv1.2',
    },
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    ...(options.clientName ? { name: options.clientName } : {}),
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    dnsTimeout: timeouts.dns,
    logger: false,
    debug: false,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

function createTransport(settings: MailboxSettings, options: SmtpTransportOptions) {
  const base = transportOptions(settings, options);
  if (options.pool) {
    const pooled: SMTPPoolOptions = {
      ...base,
      pool: true,
      maxConnections: options.pool.maxConnections ?? 2,
      maxMessages: options.pool.maxMessages ?? 100,
    };
    return nodemailer.createTransport(pooled);
  }
  return nodemailer.createTransport(base);
}

/** Connects, says EHLO, upgrades to TLS and signs in as a send would, then hangs up. */
export async function testConnection(
  settings: MailboxSettings,
  options: SmtpTransportOptions = {},
): Promise<ConnectionTest> {
  const transport = createTransport(settings, { ...options, pool: false });
  try {
    await transport.verify();
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: describeSmtpError(error, settings.user, settings.password) };
  } finally {
    transport.close();
  }
}

export function createSmtpSender(settings: MailboxSettings, options: SmtpTransportOptions = {}): SmtpSender {
  const transport = createTransport(settings, options);
  return {
    async send(message) {
      assertSendable(message);
      try {
        const info = await transport.sendMail(message);
        const addresses = (list: unknown[] | undefined) =>
          (list ?? []).map((a) => (typeof a === 'string' ? a : (a as { address: string }).address));
        return {
          messageId: message.messageId,
          accepted: addresses(info.accepted),
          rejected: addresses(info.rejected),
          response: info.response,
        };
      } catch (error) {
        throw new SmtpError(describeSmtpError(error, settings.user, settings.password));
      }
    },
    close: () => transport.close(),
  };
}
