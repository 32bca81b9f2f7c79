/**
 * Answers to a caught local test message, as the candidate's side would send them, so the demo
 * can close the loop with only the two commands: a reply, an out-of-office answer, or a bounce
 * notification from the receiving server. Each is a real MIME message (nodemailer's composer,
 * or an RFC 3464 report for the bounce) that goes through `intakeMessage`, exactly as one read
 * over IMAP.
 */
import crypto from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { replySubject } from '../mail/outgoing-message';
import { firstAddress, threadingIds } from './classify';

export type LocalAnswerKind = 'reply' | 'auto_reply' | 'bounce';

const DEFAULT_REPLY = 'Thanks for reaching out. I am interested: when could we talk?';
const OUT_OF_OFFICE =
  'I am out of the office this week with limited access to email. I will reply when I am back.';

function quoted(original: ParsedMail): string {
  const who = original.from?.text ?? 'you';
  const body = (original.text ?? '')
    .trim()
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return `On ${(original.date ?? new Date()).toUTCString()}, ${who} wrote:\n${body}`;
}

/** The headers that thread an answer under the original: In-Reply-To it, References all before it. */
function threading(original: ParsedMail) {
  const id = original.messageId ?? '';
  const before = threadingIds(original).reverse();
  return { inReplyTo: id, references: [...before.filter((x) => x !== id), id].filter(Boolean) };
}

function answerId(domain: string): string {
  return `<${crypto.randomUUID()}@${domain}>`;
}

async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

/** An RFC 3464 delivery-status notification returning the original's headers. */
function bounceReport(original: ParsedMail, sender: string, recipient: string): string {
  const host = sender.split('@')[1] ?? 'localhost';
  const boundary = `tb-report-${crypto.randomUUID()}`;
  const headers = original.headerLines
    .filter((h) => ['from', 'to', 'subject', 'message-id', 'date'].includes(h.key))
    .map((h) => h.line)
    .join('\r\n');
  return [
    `From: Mail Delivery System <MAILER-DAEMON@${host}>`,
    `To: ${sender}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${answerId(host)}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Your message could not be delivered to one or more recipients.',
    '',
    `<${recipient}>: 550 5.1.1 Recipient address rejected: User unknown`,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    `Reporting-MTA: dns; ${host}`,
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    `Diagnostic-Code: smtp; 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    headers,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** The answer's raw MIME; `text` is the candidate's words for a reply (a short yes by default). */
export async function localAnswer(
  original: ParsedMail,
  kind: LocalAnswerKind,
  text?: string,
): Promise<Buffer> {
  const sender = firstAddress(original.from).address ?? 'sender@localhost';
  const candidate = firstAddress(original.to);
  const recipient = candidate.address ?? 'candidate@localhost';
  const domain = recipient.split('@')[1] ?? 'localhost';
  if (kind === 'bounce') return Buffer.from(bounceReport(original, sender, recipient));
  const from = candidate.name ? { name: candidate.name, address: recipient } : recipient;
  const subject = original.subject ?? '';
  if (kind === 'auto_reply')
    return compose({
      from,
      to: sender,
      subject: `Automatic reply: ${subject}`,
      text: OUT_OF_OFFICE,
      messageId: answerId(domain),
      inReplyTo: original.messageId,
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
    });
  return compose({
    from,
    to: sender,
    subject: replySubject(subject),
    text: `${text?.trim() || DEFAULT_REPLY}\n\n${quoted(original)}\n`,
    messageId: answerId(domain),
    ...threading(original),
  });
}
