/**
 * Open SMTP senders per mailbox, kept between batches so that a burst reuses pooled connections
 * instead of signing in once per message. A sender is reopened when the mailbox row changes
 * (new password, host) and closed after a minute unused.
 */

import { type MailboxRow, type MailboxSenderDeps, openMailboxSender } from '../mail/mailbox-sender';
import type { SmtpSender } from '../mail/smtp-transport';

type Entry = { version: string; sender: SmtpSender; lastUsed: number };

export type SenderCache = {
  get: (mailbox: MailboxRow, deps: MailboxSenderDeps) => Promise<SmtpSender>;
  closeAll: () => void;
};

export function createSenderCache(
  options: { pool?: { maxConnections?: number; maxMessages?: number } | false; idleMs?: number } = {},
): SenderCache {
  const entries = new Map<number, Entry>();
  const idleMs = options.idleMs ?? 60_000;
  // `false`: one connection per message (the benchmark's naive peer).
  const pool = options.pool === false ? null : (options.pool ?? { maxConnections: 3, maxMessages: 100 });
  let timer: NodeJS.Timeout | null = null;

  const sweep = () => {
    const now = Date.now();
    for (const [id, entry] of entries) {
      if (now - entry.lastUsed > idleMs) {
        entry.sender.close();
        entries.delete(id);
      }
    }
    if (entries.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  return {
    async get(mailbox, deps) {
      const version = `${mailbox.updatedAt.getTime()}:${mailbox.provider}:${deps.allowPrivateHosts}:${deps.localTestMailPort}`;
      const found = entries.get(mailbox.id);
      if (found && found.version === version) {
        found.lastUsed = Date.now();
        return found.sender;
      }
      found?.sender.close();
      const sender = await openMailboxSender(mailbox, deps, pool ? { pool } : {});
      entries.set(mailbox.id, { version, sender, lastUsed: Date.now() });
      if (!timer) {
        timer = setInterval(sweep, Math.min(idleMs, 30_000));
        timer.unref();
      }
      return sender;
    },
    closeAll() {
      for (const entry of entries.values()) entry.sender.close();
      entries.clear();
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
