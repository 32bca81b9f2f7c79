/**
 * One Message-ID per (thread, step), the same every time it is computed: a message sent again after
 * a crash between the SMTP server's acceptance and our commit carries its original id, so the
 * recipient's mail client shows one message, and a reply's In-Reply-To always names a step we can
 * find. The short HMAC makes the id unguessable from the thread id alone and lets a reply's
 * references be checked as ours (`parseMessageId`) before they are trusted to place a reply.
 */
import crypto from 'node:crypto';
import { MailHeaderError } from './header-values';

export type MessageIdParts = { threadId: string; step: number };

const THREAD_ID = /^[A-Za-z0-9-]{1,64}$/;
const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const MAC_LENGTH = 16; // hex characters: 64 bits

function mac(secret: string, threadId: string, step: number): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`tb.${threadId}.${step}`)
    .digest('hex')
    .slice(0, MAC_LENGTH);
}

export function messageIdFor(parts: MessageIdParts, domain: string, secret: string): string {
  if (!THREAD_ID.test(parts.threadId))
    throw new MailHeaderError('messageId', 'needs a thread id of letters, digits and dashes');
  if (!Number.isSafeInteger(parts.step) || parts.step < 0)
    throw new MailHeaderError('messageId', 'needs a step number of 0 or more');
  const host = domain.toLowerCase();
  if (!DOMAIN.test(host))
    throw new MailHeaderError('messageId', 'needs a domain name such as mail.example.com');
  if (secret.length < 16) throw new MailHeaderError('messageId', 'needs a secret of at least 16 characters');
  return `<tb.${parts.threadId}.${parts.step}.${mac(secret, parts.threadId, parts.step)}@${host}>`;
}

/** The (thread, step) a Message-ID of ours names, or null when it is not ours or was tampered with. */
export function parseMessageId(messageId: string, secret: string): MessageIdParts | null {
  const match = /^<?tb\.([A-Za-z0-9-]{1,64})\.(\d{1,15})\.([0-9a-f]{16})@[^>\s]+>?$/.exec(messageId.trim());
  if (!match) return null;
  const [, threadId = '', stepText = '', given = ''] = match;
  const step = Number(stepText);
  const expected = mac(secret, threadId, step);
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? { threadId, step } : null;
}
