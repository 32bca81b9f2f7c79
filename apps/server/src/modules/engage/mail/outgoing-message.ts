/**
 * The message for one (thread, step) of a sequence, as nodemailer sends it. Pure: the same input
 * always gives the same message (Message-ID included, see message-id.ts), so the delivery engine
 * can rebuild and resend a step after a crash without a trace of the first attempt.
 *
 * Follow-ups "in the same thread" reply to the thread's earlier messages: In-Reply-To names the
 * last one, References all of them (oldest first, RFC 5322 3.6.4), and the subject is the thread's
 * first subject with "Re: ", which is what mail clients group on.
 *
 * Unsubscribe headers follow RFC 2369 and RFC 8058: `List-Unsubscribe` carries the HTTPS link (and
 * a mailto: for clients that only know that), and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * tells the mailbox provider it may POST to that link without showing a page. RFC 8058 requires an
 * HTTPS URI for one-click, so with a plain http link (a local setup) only `List-Unsubscribe` is sent.
 */
import { assertAddress, assertHeaderValue, MailHeaderError } from './header-values';
import { messageIdFor } from './message-id';

export type MailAddress = { name?: string; address: string };

export type OutgoingMessageInput = {
  threadId: string;
  step: number;
  from: MailAddress;
  to: MailAddress;
  cc?: MailAddress[];
  bcc?: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  html: string;
  text: string;
  /** Domain on the right of the Message-ID; keep it stable for a thread's lifetime. */
  messageIdDomain: string;
  /** Key of the Message-ID's HMAC (a server secret). */
  messageIdSecret: string;
  /**
   * Set when this step follows up in the same thread: the Message-IDs of the messages the thread
   * already holds, oldest first (the steps that were actually sent), and the thread's first subject.
   */
  followUp?: { previousMessageIds: string[]; firstSubject: string };
  unsubscribe: { url: string; mailto?: { address: string; subject?: string } };
  /** Files sent along (sequence attachments), in the step's order. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

type Address = { name: string; address: string };

/** What `smtp-transport.send` takes; a subset of nodemailer's `SendMailOptions`. */
export type OutgoingMessage = {
  messageId: string;
  from: Address;
  to: Address[];
  cc?: Address[];
  bcc?: Address[];
  replyTo?: Address;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  inReplyTo?: string;
  references?: string[];
  attachments?: MailAttachment[];
  /** A calendar invitation (meetings/): sent as a text/calendar alternative with its iTIP method. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

const MESSAGE_ID = /^<[^<>\s@]+@[^<>\s@]+>$/;

function address(field: string, value: MailAddress): Address {
  return {
    name: assertHeaderValue(field, value.name ?? '').trim(),
    address: assertAddress(field, value.address),
  };
}

export function replySubject(firstSubject: string): string {
  return /^re:/i.test(firstSubject.trim()) ? firstSubject.trim() : `Re: ${firstSubject.trim()}`;
}

export function listUnsubscribeHeaders(
  unsubscribe: OutgoingMessageInput['unsubscribe'],
): Record<string, string> {
  assertHeaderValue('unsubscribe link', unsubscribe.url);
  let url: URL;
  try {
    url = new URL(unsubscribe.url);
  } catch {
    throw new MailHeaderError('unsubscribe link', 'is not a valid link');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new MailHeaderError('unsubscribe link', 'must be an https link');
  }
  // Inside <...> a URI must not hold a ">" or a comma would be misread by some clients; URL encodes both.
  const uris = [`<${url.href}>`];
  if (unsubscribe.mailto) {
    const to = assertAddress('unsubscribe address', unsubscribe.mailto.address);
    const subject = unsubscribe.mailto.subject;
    const query = subject
      ? `?subject=${encodeURIComponent(assertHeaderValue('unsubscribe subject', subject))}`
      : '';
    uris.push(`<mailto:${encodeURIComponent(to).replace('%40', '@')}${query}>`);
  }
  const headers: Record<string, string> = { 'List-Unsubscribe': uris.join(', ') };
  if (url.protocol === 'https:') headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  return headers;
}

export function buildOutgoingMessage(input: OutgoingMessageInput): OutgoingMessage {
  const messageId = messageIdFor(
    { threadId: input.threadId, step: input.step },
    input.messageIdDomain,
    input.messageIdSecret,
  );
  const from = address('sender', input.from);
  const to = address('recipient', input.to);
  const cc = (input.cc ?? []).map((a) => address('cc', a));
  const bcc = (input.bcc ?? []).map((a) => address('bcc', a));

  // A header's leading and trailing white space does not survive unfolding (RFC 5322 2.2.3):
  // a mail client shows "  Hello\t" as "Hello". Sending the trimmed subject keeps the one we
  // store and match replies on equal to the one the candidate sees.
  let subject = assertHeaderValue('subject', input.subject).trim();
  let threading: Pick<OutgoingMessage, 'inReplyTo' | 'references'> = {};
  if (input.followUp && input.followUp.previousMessageIds.length > 0) {
    const previous = input.followUp.previousMessageIds.map((id) => {
      assertHeaderValue('references', id);
      if (!MESSAGE_ID.test(id))
        throw new MailHeaderError('references', `hold an id that is not a Message-ID: ${id}`);
      return id;
    });
    subject = replySubject(assertHeaderValue('subject', input.followUp.firstSubject).trim());
    threading = { inReplyTo: previous.at(-1), references: previous };
  }

  const message: OutgoingMessage = {
    messageId,
    from,
    to: [to],
    subject,
    text: input.text,
    html: input.html,
    headers: listUnsubscribeHeaders(input.unsubscribe),
    ...threading,
  };
  if (cc.length > 0) message.cc = cc;
  if (bcc.length > 0) message.bcc = bcc;
  if (input.replyTo) message.replyTo = address('reply-to', input.replyTo);
  if (input.attachments && input.attachments.length > 0)
    message.attachments = input.attachments.map((a) => ({
      ...a,
      filename: assertHeaderValue('attachment name', a.filename),
    }));
  return message;
}

/**
 * The same checks again on a message about to be sent, for messages not made by
 * `buildOutgoingMessage` (a test message, a later caller): no header value with a line break leaves.
 */
export function assertSendable(message: OutgoingMessage): void {
  assertHeaderValue('subject', message.subject);
  assertHeaderValue('messageId', message.messageId);
  for (const [name, value] of Object.entries(message.headers)) {
    assertHeaderValue('header name', name);
    assertHeaderValue(name, value);
  }
  for (const field of ['from', 'to', 'cc', 'bcc', 'replyTo'] as const) {
    for (const value of [message[field] ?? []].flat()) {
      assertHeaderValue(field, value.name);
      assertAddress(field, value.address);
    }
  }
  for (const id of [message.inReplyTo ?? [], message.references ?? []].flat())
    assertHeaderValue('references', id);
  for (const a of message.attachments ?? []) {
    assertHeaderValue('attachment name', a.filename);
    assertHeaderValue('attachment type', a.contentType);
  }
}
