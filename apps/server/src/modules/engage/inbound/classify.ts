/**
 * What a message that came back to a sending mailbox is: a reply, an automatic answer (out of
 * office, vacation) that must not count as one, or a bounce, hard or soft; and which of our
 * Message-IDs it may refer to, most telling first. Pure: it reads a parsed message only.
 *
 * - Bounces: a delivery-status notification (RFC 3464: multipart/report with a
 *   message/delivery-status part) is read field by field; a failed action with a 5.x.x status is
 *   hard, a delayed one or a 4.x.x status soft. Servers that send a plain-text notice instead
 *   (From MAILER-DAEMON or postmaster, "Undelivered Mail Returned to Sender") are read from
 *   their text. The bounced message's own Message-ID comes from the returned headers.
 * - Automatic answers: RFC 3834's Auto-Submitted (anything but "no"), the X-Autoreply and
 *   X-Autorespond headers, Precedence auto_reply, bulk or junk, Outlook's
 *   X-Auto-Response-Suppress on an answer, and the usual subjects in the languages we see.
 */
import type { AddressObject, ParsedMail } from 'mailparser';

export type { InboundKind } from '@talentbase/shared/contracts/engage-mailboxes';

import type { InboundKind } from '@talentbase/shared/contracts/engage-mailboxes';

export type Classified = {
  kind: InboundKind;
  /** Message-IDs this message may answer or return, the most telling first, each as `<id>`. */
  references: string[];
  bounce: { address: string | null; status: string | null; diagnostic: string | null } | null;
  /** Why it counts as automatic (for the inbox and the log). */
  autoReason: string | null;
};

const AUTO_SUBJECT =
  /^\s*(auto(matic)?[\s-]*(reply|response|answer)|out of (the )?office|ooo\b|abwesenheitsnotiz|automatische antwort|r[ée]ponse automatique|absence du bureau|respuesta autom[áa]tica|fuera de la oficina|risposta automatica|automatisch antwoord|afwezig|autosvar|automaattinen vastaus|vacation|on vacation|away from (the )?office)/i;
const BOUNCE_FROM = /mailer-daemon|postmaster|mail delivery (subsystem|system)/i;
const BOUNCE_SUBJECT =
  /undeliver|delivery (status notification|failure|has failed|incomplete)|returned mail|failure notice|mail delivery failed|could not be delivered|nondeliverable|non-delivery/i;
const STATUS = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;
const MESSAGE_ID_LINE = /^message-id:\s*(<[^>\s]+>)/im;
const ANGLE_IDS = /<[^<>\s]+>/g;

/** A header's text value, whatever shape mailparser gave it. */
function headerText(mail: ParsedMail, name: string): string | null {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return String(value);
}

/** The ids of a References or In-Reply-To value, in their order. */
function idsOf(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  return text.match(ANGLE_IDS) ?? [];
}

/** In-Reply-To first, then References from the newest (last) to the oldest. */
export function threadingIds(mail: ParsedMail): string[] {
  const ids = [...idsOf(mail.inReplyTo), ...idsOf(mail.references).reverse()];
  return [...new Set(ids)];
}

export function firstAddress(field: AddressObject | AddressObject[] | undefined): {
  address: string | null;
  name: string | null;
} {
  const first = (Array.isArray(field) ? field[0] : field)?.value[0];
  return { address: first?.address?.trim().toLowerCase() || null, name: first?.name?.trim() || null };
}

type DeliveryStatus = {
  action: string | null;
  status: string | null;
  recipient: string | null;
  diagnostic: string | null;
};

/** The per-recipient blocks of a message/delivery-status body (RFC 3464 section 2.3). */
export function readDeliveryStatus(body: string): DeliveryStatus[] {
  const blocks = body
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/);
  const out: DeliveryStatus[] = [];
  for (const block of blocks) {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const recipient = fields.get('final-recipient') ?? fields.get('original-recipient');
    const action = fields.get('action');
    if (!recipient && !action) continue;
    out.push({
      action: action?.toLowerCase() ?? null,
      status: STATUS.exec(fields.get('status') ?? '')?.[0] ?? null,
      recipient: recipient ? (recipient.split(';').pop()?.trim().toLowerCase() ?? null) : null,
      diagnostic: fields.get('diagnostic-code')?.replace(/^smtp;\s*/i, '') ?? null,
    });
  }
  return out;
}

const contentOf = (content: Buffer | string | undefined) =>
  typeof content === 'string' ? content : (content?.toString('utf8') ?? '');

/** The report parts of a DSN kept as attachments: the status fields and the returned message or its headers. */
function reportParts(mail: ParsedMail): { status: string | null; returned: string | null } {
  let status: string | null = null;
  let returned: string | null = null;
  for (const part of mail.attachments) {
    const type = part.contentType.toLowerCase();
    if (type === 'message/delivery-status' || type === 'message/global-delivery-status')
      status = contentOf(part.content);
    else if (type === 'message/rfc822' || type === 'text/rfc822-headers' || type === 'message/global')
      returned = contentOf(part.content);
  }
  return { status, returned };
}

function isReport(mail: ParsedMail): boolean {
  const type = mail.headers.get('content-type') as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  return (
    type?.value?.toLowerCase() === 'multipart/report' &&
    (type.params?.['report-type'] ?? '').toLowerCase().includes('delivery-status')
  );
}

/** A bounce, or null when the message is not one. */
function readBounce(mail: ParsedMail): Pick<Classified, 'kind' | 'bounce' | 'references'> | null {
  const from = firstAddress(mail.from);
  const plainNotice =
    BOUNCE_FROM.test(`${from.address ?? ''} ${from.name ?? ''}`) && BOUNCE_SUBJECT.test(mail.subject ?? '');
  if (!isReport(mail) && !plainNotice) return null;
  const parts = reportParts(mail);
  const text = mail.text ?? '';
  const returnedId =
    MESSAGE_ID_LINE.exec(parts.returned ?? '')?.[1] ?? MESSAGE_ID_LINE.exec(text)?.[1] ?? null;
  const references = [...new Set([...(returnedId ? [returnedId] : []), ...threadingIds(mail)])];
  // mailparser folds a message/delivery-status part into the text; other parsers keep it apart.
  const statuses = readDeliveryStatus(parts.status ?? (isReport(mail) ? text : ''));
  if (statuses.length > 0) {
    const failed = statuses.find((s) => s.action === 'failed' || s.status?.startsWith('5'));
    const delayed = statuses.find((s) => s.action === 'delayed' || s.status?.startsWith('4'));
    const chosen = failed ?? delayed;
    // A report that only says "delivered" or "relayed" is a receipt, not a bounce.
    if (!chosen) return { kind: 'auto_reply', bounce: null, references };
    const hard = failed !== undefined && !failed.status?.startsWith('4');
    return {
      kind: hard ? 'bounce_hard' : 'bounce_soft',
      bounce: { address: chosen.recipient, status: chosen.status, diagnostic: chosen.diagnostic },
      references,
    };
  }
  // A plain notice: its text names the status, when it does; without one, the usual words.
  const status = STATUS.exec(text)?.[0] ?? null;
  const permanent = status
    ? status.startsWith('5')
    : /user unknown|no such (user|mailbox)|does not exist|address rejected|mailbox unavailable|permanent/i.test(
        text,
      );
  // Free text names addresses of all kinds (ours, the returned headers'): the bounced one is
  // the matched thread's recipient, which the caller knows.
  return {
    kind: permanent ? 'bounce_hard' : 'bounce_soft',
    bounce: { address: null, status, diagnostic: null },
    references,
  };
}

/** Why the message is an automatic answer, or null when a person wrote it. */
export function autoReason(mail: ParsedMail): string | null {
  const autoSubmitted = headerText(mail, 'auto-submitted');
  if (autoSubmitted && autoSubmitted.trim().toLowerCase() !== 'no') return `Auto-Submitted: ${autoSubmitted}`;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return 'an auto-reply header';
  const precedence = headerText(mail, 'precedence')?.trim().toLowerCase();
  if (precedence && ['auto_reply', 'bulk', 'junk'].includes(precedence)) return `Precedence: ${precedence}`;
  if (mail.headers.has('x-auto-response-suppress') && AUTO_SUBJECT.test(mail.subject ?? ''))
    return 'an out-of-office answer';
  const subject = (mail.subject ?? '').replace(/^\s*((re|aw|sv|fw|fwd|tr|wg)\s*:\s*)+/i, '');
  if (AUTO_SUBJECT.test(subject)) return 'an out-of-office subject';
  return null;
}

export function classifyInbound(mail: ParsedMail): Classified {
  const bounce = readBounce(mail);
  if (bounce) return { ...bounce, autoReason: bounce.kind === 'auto_reply' ? 'a delivery receipt' : null };
  const reason = autoReason(mail);
  return {
    kind: reason ? 'auto_reply' : 'reply',
    references: threadingIds(mail),
    bounce: null,
    autoReason: reason,
  };
}
