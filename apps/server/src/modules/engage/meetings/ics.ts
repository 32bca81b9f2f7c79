/**
 * A calendar invitation as RFC 5545 text with an RFC 5546 (iTIP) method: REQUEST invites (or
 * updates) and CANCEL withdraws. The UID stays the meeting's for its whole life and SEQUENCE grows
 * with each change, which is how a calendar knows a cancellation replaces the invitation it holds.
 * Written by hand rather than with a library: the handful of properties we send is small, and the
 * rules that matter (CRLF, folding at 75 octets, TEXT escaping, UTC times) are tested here.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL';

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  method: IcsMethod;
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: IcsPerson;
  attendee: IcsPerson;
};

/** 20261127T090000Z: a UTC DATE-TIME (RFC 5545 3.3.5, form #2). */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=...): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we remove
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/**
 * Folds a content line so no physical line passes 75 octets (RFC 5545 3.1): continuation lines
 * start with one space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function mailto(email: string): string {
  if (!/^[^\s<>"@]+@[^\s<>"@]+$/.test(email))
    throw new Error(`Not an address for a calendar invitation: ${email}`);
  return `mailto:${email}`;
}

export function buildIcs(event: IcsEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const cancel = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Talentbase//Meetings//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(event.attendee.email)}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Reads the unfolded properties of an ICS text (tests, and checking what a server received). */
export function parseIcsProperties(text: string): Map<string, string[]> {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const props = new Map<string, string[]>();
  for (const line of unfolded.split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = (line.slice(0, colon).split(';')[0] ?? '').toUpperCase();
    props.set(name, [...(props.get(name) ?? []), line.slice(colon + 1)]);
  }
  return props;
}
