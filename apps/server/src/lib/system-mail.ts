/**
 * Email the product itself sends to its users (invitations, account notices), not recruiters'
 * outreach, which goes through their own mailboxes. One transport, chosen from configuration:
 * - SYSTEM_SMTP_URL: a real SMTP server;
 * - otherwise the local test-mail catcher when this installation runs it (the two-command setup):
 *   the message is stored under the sending team, so its admins read it in "Local test mail";
 * - otherwise the server log, one line per message, so an operator can act on it.
 * Messages are sent after the request's transaction commits and never inside it: `send` queues
 * the message in memory and answers at once; a few messages go out at a time, each tried three
 * times before the failure is logged. An invitation that did not arrive is sent again with
 * "Resend".
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type SystemMessage = {
  to: string;
  subject: string;
  text: string;
  kind: string;
  /** The team the message is sent for (the local catcher files it under that team). */
  teamId?: string | null;
};

export type SystemMailer = { send: (message: SystemMessage) => Promise<void> };

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

export function logSystemMail(log: Log): SystemMailer {
  return {
    send: async (message) => {
      log.info(
        { systemMail: { to: message.to, subject: message.subject, kind: message.kind } },
        `system email (no mail transport configured) to ${message.to}: ${message.subject}\n${message.text}`,
      );
    },
  };
}

const ATTEMPTS = 3;
const CONCURRENCY = 4;

type Deliver = (message: SystemMessage) => Promise<void>;

/** Sends queued messages a few at a time, retrying each; `send` only queues. */
function queued(
  deliver: Deliver,
  log: Log,
  retryDelayMs: number,
): SystemMailer & { idle: () => Promise<void> } {
  const waiting: SystemMessage[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];
  const pump = () => {
    while (running < CONCURRENCY && waiting.length > 0) {
      const message = waiting.shift() as SystemMessage;
      running++;
      void (async () => {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          try {
            await deliver(message);
            return;
          } catch (err) {
            if (attempt === ATTEMPTS) {
              log.error({ err, to: message.to, kind: message.kind }, 'system email could not be sent');
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
          }
        }
      })().finally(() => {
        running--;
        pump();
        if (running === 0 && waiting.length === 0) {
          for (const w of idleWaiters) w();
          idleWaiters = [];
        }
      });
    }
  };
  return {
    send: async (message) => {
      waiting.push(message);
      pump();
    },
    idle: () =>
      running === 0 && waiting.length === 0 ? Promise.resolve() : new Promise((r) => idleWaiters.push(r)),
  };
}

export type SystemMailSettings = {
  smtpUrl?: string | undefined;
  from: string;
  localTestMailPort?: number | null;
  retryDelayMs?: number;
};

export function createSystemMailer(
  settings: SystemMailSettings,
  log: Log,
): SystemMailer & { idle: () => Promise<void> } {
  const retryDelayMs = settings.retryDelayMs ?? 2000;
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return queued(
      async (m) => {
        await transport.sendMail({ from: settings.from, to: m.to, subject: m.subject, text: m.text });
      },
      log,
      retryDelayMs,
    );
  }
  const port = settings.localTestMailPort;
  if (port) {
    return queued(
      async (m) => {
        // The catcher files a message under the team its sign-in names (local-mail-catcher.ts).
        const transport = nodemailer.createTransport({
          host: '127.0.0.1',
          port,
          secure: false,
          ignoreTLS: true,
          ...(m.teamId ? { auth: { user: `team:${m.teamId}`, pass: 'local' } } : {}),
        });
        await transport.sendMail({ from: settings.from, to: m.to, subject: m.subject, text: m.text });
      },
      log,
      retryDelayMs,
    );
  }
  const logged = logSystemMail(log);
  return { send: logged.send, idle: async () => undefined };
}
