/**
 * The email that carries a calendar invitation or its cancellation: a short text and HTML part
 * for people, and the ICS as a text/calendar alternative with its iTIP method (nodemailer's
 * `icalEvent`), which is what makes Gmail, Outlook and Apple Mail show Accept / Decline.
 */
import { escapeHtml } from '@talentbase/shared/domain/email-templates';
import { assertAddress, assertHeaderValue } from '../mail/header-values';
import type { OutgoingMessage } from '../mail/outgoing-message';
import { buildIcs, type IcsMethod } from './ics';

export type InvitationInput = {
  method: IcsMethod;
  uid: string;
  sequence: number;
  title: string;
  description: string;
  location: string;
  start: Date;
  durationMinutes: number;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** Message-ID domain (the sender's own, see delivery-config.ts). */
  domain: string;
  now: Date;
};

function when(start: Date, minutes: number): string {
  const day = start.toLocaleString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return `${day} (${minutes} minutes)`;
}

/** A display name as one line: an imported name with a line break must not end the header. */
const oneLine = (name: string) => name.replace(/[\r\n\t]+/g, ' ').trim();

export function buildInvitationMessage(raw: InvitationInput): OutgoingMessage {
  const input = {
    ...raw,
    organizer: { ...raw.organizer, name: oneLine(raw.organizer.name) },
    attendee: { ...raw.attendee, name: oneLine(raw.attendee.name) },
  };
  const cancel = input.method === 'CANCEL';
  const title = assertHeaderValue('title', input.title).trim() || 'Meeting';
  const subject = `${cancel ? 'Canceled' : 'Invitation'}: ${title}`;
  const lines = [
    cancel
      ? `${input.organizer.name} canceled this meeting.`
      : `${input.organizer.name} invites you to a meeting.`,
    '',
    title,
    when(input.start, input.durationMinutes),
    ...(input.location ? [`Where: ${input.location}`] : []),
    ...(input.description && !cancel ? ['', input.description] : []),
  ];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n');
  const ics = buildIcs({
    method: input.method,
    uid: input.uid,
    sequence: input.sequence,
    start: input.start,
    durationMinutes: input.durationMinutes,
    stamp: input.now,
    summary: title,
    description: input.description,
    location: input.location,
    organizer: input.organizer,
    attendee: input.attendee,
  });
  // One Message-ID per version of the invitation: the UID's local part and the sequence.
  const local = input.uid.split('@')[0]?.replace(/[^A-Za-z0-9.-]/g, '') ?? 'meeting';
  return {
    messageId: `<${local}.${input.sequence}.${cancel ? 'cancel' : 'request'}@${input.domain}>`,
    from: {
      name: assertHeaderValue('sender', input.organizer.name),
      address: assertAddress('sender', input.organizer.email),
    },
    to: [
      {
        name: assertHeaderValue('recipient', input.attendee.name),
        address: assertAddress('recipient', input.attendee.email),
      },
    ],
    subject,
    text: lines.join('\n'),
    html,
    headers: {},
    icalEvent: { method: input.method, filename: cancel ? 'cancel.ics' : 'invite.ics', content: ics },
  };
}
