/**
 * The built-in local test-mail catcher: a real SMTP server on 127.0.0.1 that takes every message
 * and delivers none. The demo mailbox of a fresh `npm start` sends here, so a sequence can be seen
 * arriving without configuring anything, and integration and browser tests use it as their SMTP
 * server. It is for development only (never started in production mode) and keeps what it caught in
 * memory: the last `maxMessages` messages, and no more than `maxTotalBytes` of raw mail, oldest
 * dropped first. It accepts any sign-in or none, speaks plain SMTP (no STARTTLS: nothing leaves the
 * machine) and refuses a message over `maxMessageBytes` with 552, as a real server would.
 */
import crypto from 'node:crypto';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export type CaughtAddress = { name: string; address: string };

export type CaughtMessage = {
  id: string;
  receivedAt: Date;
  /** The user the sender signed in as, null when it did not. */
  authUser: string | null;
  envelope: { mailFrom: string | null; rcptTo: string[] };
  from: CaughtAddress | null;
  to: CaughtAddress[];
  cc: CaughtAddress[];
  subject: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  /** Unfolded raw values, null when the header is absent. */
  headers: { listUnsubscribe: string | null; listUnsubscribePost: string | null };
  /** The top-level MIME type, e.g. multipart/alternative. */
  contentType: string | null;
  text: string | null;
  html: string | null;
  size: number;
  raw: Buffer;
};

export type MailCatcherOptions = {
  /** 0 (default) takes any free port; read it from `start()` or `port`. */
  port?: number;
  maxMessages?: number;
  maxMessageBytes?: number;
  maxTotalBytes?: number;
  /**
   * Decides a sign-in (user name and password); by default any sign-in is accepted. Tests use it
   * to play a server that refuses a wrong password.
   */
  authenticate?: (user: string, password: string) => boolean;
  /**
   * Runs before the message is accepted (the server's own catcher stores it in the database
   * here): the client gets its 250 only once this resolves, and a 451 (try again later) if it
   * throws, so a message is never acknowledged and then lost.
   */
  beforeAccept?: (message: CaughtMessage) => Promise<void>;
};

export type MailCatcherListener = (message: CaughtMessage) => void;

const DEFAULTS = { maxMessages: 500, maxMessageBytes: 10 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 };

function addresses(value: AddressObject | AddressObject[] | undefined): CaughtAddress[] {
  return [value ?? []]
    .flat()
    .flatMap((o) => o.value)
    .flatMap((a) => (a.group ? a.group : [a]))
    .map((a) => ({ name: a.name ?? '', address: a.address ?? '' }));
}

function rawHeader(parsed: ParsedMail, name: string): string | null {
  const line = parsed.headerLines.find((h) => h.key === name)?.line;
  if (line === undefined) return null;
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export class MailCatcher {
  private readonly options: Required<Omit<MailCatcherOptions, 'authenticate' | 'beforeAccept'>> &
    Pick<MailCatcherOptions, 'authenticate' | 'beforeAccept'>;
  private readonly messages: CaughtMessage[] = [];
  private readonly listeners = new Set<MailCatcherListener>();
  private server: SMTPServer | null = null;
  private boundPort: number | null = null;

  constructor(options: MailCatcherOptions = {}) {
    this.options = { port: 0, ...DEFAULTS, ...options };
  }

  /** The limits in force (defaults filled in). */
  get limits(): { maxMessages: number; maxMessageBytes: number; maxTotalBytes: number } {
    const { maxMessages, maxMessageBytes, maxTotalBytes } = this.options;
    return { maxMessages, maxMessageBytes, maxTotalBytes };
  }

  get port(): number {
    if (this.boundPort === null) throw new Error('The mail catcher is not running');
    return this.boundPort;
  }

  async start(): Promise<{ host: '127.0.0.1'; port: number }> {
    if (this.server) return { host: '127.0.0.1', port: this.port };
    const server = new SMTPServer({
      name: 'talentbase-mail-catcher',
      banner: 'Talentbase local test mail: nothing is delivered',
      logger: false,
      disableReverseLookup: true,
      hideSTARTTLS: true,
      authOptional: true,
      allowInsecureAuth: true,
      size: this.options.maxMessageBytes,
      closeTimeout: 1_000,
      onAuth: (auth, _session, callback) => {
        const user = auth.username ?? 'anonymous';
        const check = this.options.authenticate;
        if (check && !check(user, auth.password ?? '')) {
          callback(smtpError('Authentication credentials invalid', 535));
          return;
        }
        callback(null, { user });
      },
      onData: (stream, session, callback) => this.receive(stream, session, callback),
    });
    server.on('error', () => {
      // A client that hangs up mid-command is not our problem; listen errors surface from listen().
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.options.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    const address = server.server.address();
    this.boundPort = typeof address === 'object' && address ? address.port : this.options.port;
    this.server = server;
    return { host: '127.0.0.1', port: this.boundPort };
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    this.boundPort = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Newest first. */
  list(): CaughtMessage[] {
    return [...this.messages].reverse();
  }

  get(id: string): CaughtMessage | null {
    return this.messages.find((m) => m.id === id) ?? null;
  }

  clear(): void {
    this.messages.length = 0;
  }

  onMessage(listener: MailCatcherListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private receive(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (err?: Error | null) => void,
  ): void {
    const chunks: Buffer[] = [];
    let kept = 0;
    stream.on('data', (chunk: Buffer) => {
      // Past the limit the rest is read and dropped: the client is answered 552 at the end.
      if (kept + chunk.length <= this.options.maxMessageBytes) {
        chunks.push(chunk);
        kept += chunk.length;
      }
    });
    stream.on('end', () => {
      if (stream.sizeExceeded) {
        callback(
          smtpError(
            `Message exceeds fixed maximum message size of ${this.options.maxMessageBytes} bytes`,
            552,
          ),
        );
        return;
      }
      const raw = Buffer.concat(chunks);
      simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true })
        .then(
          async (parsed) => {
            const message = this.toMessage(raw, parsed, session);
            if (this.options.beforeAccept) {
              try {
                await this.options.beforeAccept(message);
              } catch {
                callback(smtpError('The message could not be stored; try again later', 451));
                return;
              }
            }
            this.store(message);
            callback();
          },
          () => callback(smtpError('The message could not be read', 554)),
        )
        .catch(() => callback(smtpError('The message could not be stored; try again later', 451)));
    });
  }

  private toMessage(raw: Buffer, parsed: ParsedMail, session: SMTPServerSession): CaughtMessage {
    const contentType = parsed.headers.get('content-type');
    return {
      id: crypto.randomUUID(),
      receivedAt: new Date(),
      authUser: typeof session.user === 'string' ? session.user : null,
      envelope: {
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
      },
      from: addresses(parsed.from)[0] ?? null,
      to: addresses(parsed.to),
      cc: addresses(parsed.cc),
      subject: parsed.subject ?? '',
      messageId: parsed.messageId ?? null,
      inReplyTo: parsed.inReplyTo ?? null,
      references: [parsed.references ?? []].flat(),
      headers: {
        listUnsubscribe: rawHeader(parsed, 'list-unsubscribe'),
        listUnsubscribePost: rawHeader(parsed, 'list-unsubscribe-post'),
      },
      contentType:
        contentType && typeof contentType === 'object' && 'value' in contentType
          ? String(contentType.value)
          : null,
      text: parsed.text ?? null,
      html: typeof parsed.html === 'string' ? parsed.html : null,
      size: raw.length,
      raw,
    };
  }

  private store(message: CaughtMessage): void {
    this.messages.push(message);
    let total = this.messages.reduce((sum, m) => sum + m.size, 0);
    while (
      this.messages.length > this.options.maxMessages ||
      (total > this.options.maxTotalBytes && this.messages.length > 1)
    ) {
      total -= this.messages.shift()?.size ?? 0;
    }
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch {
        // A listener's failure must not refuse a message the server has already taken.
      }
    }
  }
}
