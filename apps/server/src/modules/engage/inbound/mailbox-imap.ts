/**
 * A mailbox row's IMAP settings, ready to read: the password opened from its sealed form (its
 * own, or the SMTP password when the mailbox has no IMAP password of its own), and the host
 * through the outbound-host guard, connecting to the checked address. The same rules as sending
 * (mail/mailbox-sender.ts): unencrypted IMAP and private hosts only for a team that allows
 * private hosts (a self-hosted mail server).
 */
import { checkOutboundHost } from '../../../lib/net/outbound-host';
import type { SecretBox } from '../../../lib/secret-box';
import { type MailboxRow, mailboxSecretAad } from '../mail/mailbox-sender';
import type { ImapReaderOptions, ImapSecurity, ImapSettings } from './imap-reader';

export function mailboxImapSecretAad(mailboxId: number): string {
  return `engage-mailbox-imap:${mailboxId}`;
}

export type ImapOpenDeps = {
  secretBox: SecretBox;
  allowPrivateHosts: boolean;
  /** Extra certificate authorities (tests with their own TLS server). */
  ca?: string[];
};

export type OpenedImap = { settings: ImapSettings; options: ImapReaderOptions };

/** The settings to read with, or a sentence for the recruiter saying why the mailbox cannot be read. */
export async function openMailboxImap(mailbox: MailboxRow, deps: ImapOpenDeps): Promise<OpenedImap | string> {
  if (!mailbox.imapHost || !mailbox.imapPort)
    return 'The mailbox has no IMAP server: add one in the email settings so replies can be read.';
  const security = (mailbox.imapSecurity ?? 'tls') as ImapSecurity;
  if (security === 'none' && !deps.allowPrivateHosts)
    return 'Unencrypted IMAP is only allowed for a self-hosted server (allow private hosts in the team settings).';
  let password = '';
  try {
    if (mailbox.imapSecret)
      password = deps.secretBox.decrypt(mailbox.imapSecret, mailboxImapSecretAad(mailbox.id));
    else if (mailbox.secret) password = deps.secretBox.decrypt(mailbox.secret, mailboxSecretAad(mailbox.id));
  } catch {
    return 'The mailbox password could not be read on this server. Enter it again in the email settings.';
  }
  let connectAddress: string;
  try {
    connectAddress = (await checkOutboundHost(mailbox.imapHost, { allowPrivate: deps.allowPrivateHosts }))
      .address;
  } catch (error) {
    return `The mailbox's IMAP server cannot be used: ${error instanceof Error ? error.message : 'refused'}`;
  }
  return {
    settings: {
      host: mailbox.imapHost,
      port: mailbox.imapPort,
      security,
      user: mailbox.imapUser ?? mailbox.smtpUser ?? '',
      password,
    },
    options: { connectAddress, ...(deps.ca ? { ca: deps.ca } : {}) },
  };
}
