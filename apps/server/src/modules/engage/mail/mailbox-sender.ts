/**
 * The seam between a mailbox row and the wire: every sender (the delivery engine, a connection
 * test, the consent email) opens a mailbox through here, so that secrets, the SSRF guard and the
 * provider switch live in one place.
 *
 * - 'smtp': the password is opened from `secret` (secret-box, associated data
 *   `engage-mailbox:<mailbox id>`), the host passes the outbound-host guard and we connect to the
 *   checked address (so a DNS answer that changes after the check cannot redirect us).
 * - 'local': the built-in test-mail catcher on 127.0.0.1:LOCAL_TEST_MAIL_PORT, plain SMTP, signed
 *   in as `team:<team id>` so the catcher files the message under the sending team.
 * - 'gmail' / 'outlook': the OAuth seam. A later sender reads its sealed tokens from `secret` and
 *   returns an `SmtpSender` (XOAUTH2 over SMTP, or the provider's send API behind the same shape).
 *   Until then they fail with a clear "not connected" error, which the engine records on the message.
 */
import type { engageMailboxes } from '../../../db/schema/engage';
import { checkOutboundHost } from '../../../lib/net/outbound-host';
import type { SecretBox } from '../../../lib/secret-box';
import { createSmtpSender, type SmtpSecurity, type SmtpSender } from './smtp-transport';

export type MailboxRow = typeof engageMailboxes.$inferSelect;

export type MailboxSenderDeps = {
  secretBox: SecretBox;
  allowPrivateHosts: boolean;
  localTestMailPort: number | null;
};

/** A mailbox that cannot send as configured; `message` is for the recruiter (and the outbox). */
export class MailboxNotConnectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailboxNotConnectedError';
  }
}

export function mailboxSecretAad(mailboxId: number): string {
  return `engage-mailbox:${mailboxId}`;
}

export async function openMailboxSender(
  mailbox: MailboxRow,
  deps: MailboxSenderDeps,
  options: { pool?: { maxConnections?: number; maxMessages?: number } } = {},
): Promise<SmtpSender> {
  const pool = options.pool ? options.pool : false;
  switch (mailbox.provider) {
    case 'local': {
      if (deps.localTestMailPort === null)
        throw new MailboxNotConnectedError(
          'This mailbox delivers to the local test-mail catcher, which is off on this server. Connect a real mailbox.',
        );
      return createSmtpSender(
        {
          host: '127.0.0.1',
          port: deps.localTestMailPort,
          security: 'none',
          user: `team:${mailbox.teamId}`,
          password: 'local',
        },
        { pool },
      );
    }
    case 'smtp': {
      if (!mailbox.smtpHost || !mailbox.smtpPort)
        throw new MailboxNotConnectedError(
          'The mailbox has no SMTP server. Connect it in the email settings.',
        );
      let password = '';
      if (mailbox.secret) {
        try {
          password = deps.secretBox.decrypt(mailbox.secret, mailboxSecretAad(mailbox.id));
        } catch {
          throw new MailboxNotConnectedError(
            'The mailbox password could not be read on this server. Enter it again in the email settings.',
          );
        }
      }
      const security = (mailbox.smtpSecurity ?? 'starttls') as SmtpSecurity;
      if (security === 'none' && !deps.allowPrivateHosts)
        throw new MailboxNotConnectedError(
          'Unencrypted SMTP is only allowed for a self-hosted relay (allow private hosts in the team settings).',
        );
      let connectAddress: string;
      try {
        connectAddress = (await checkOutboundHost(mailbox.smtpHost, { allowPrivate: deps.allowPrivateHosts }))
          .address;
      } catch (error) {
        throw new MailboxNotConnectedError(
          `The mailbox's SMTP server cannot be used: ${error instanceof Error ? error.message : 'refused'}`,
        );
      }
      return createSmtpSender(
        { host: mailbox.smtpHost, port: mailbox.smtpPort, security, user: mailbox.smtpUser ?? '', password },
        { connectAddress, pool },
      );
    }
    case 'gmail':
    case 'outlook':
      throw new MailboxNotConnectedError(
        `The ${mailbox.provider === 'gmail' ? 'Gmail' : 'Outlook'} mailbox is not connected: sign-in with ${mailbox.provider === 'gmail' ? 'Google' : 'Microsoft'} is not available yet. Connect the mailbox over SMTP instead.`,
      );
    default:
      throw new MailboxNotConnectedError('The mailbox is not connected.');
  }
}
