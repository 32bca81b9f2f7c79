import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsDateTime, parseIcsProperties } from './ics';
import { buildInvitationMessage } from './invitation-mail';

const event = {
  method: 'REQUEST' as const,
  uid: 'meeting-7@tb.example.com',
  sequence: 0,
  start: new Date('2026-12-01T09:00:00Z'),
  durationMinutes: 30,
  stamp: new Date('2026-11-27T08:00:00Z'),
  summary: 'Intro call; Backend, Berlin',
  description: 'Line one\nLine two',
  location: 'https://meet.example.com/abc',
  organizer: { name: 'Dana Demo', email: 'dana@northwind.example' },
  attendee: { name: 'Ana "A" Lee', email: 'ana@mail.example' },
};

describe('ICS invitation', () => {
  it('writes a REQUEST with the properties a calendar needs, CRLF line ends', () => {
    const text = buildIcs(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const p = parseIcsProperties(text);
    expect(p.get('METHOD')).toEqual(['REQUEST']);
    expect(p.get('UID')).toEqual(['meeting-7@tb.example.com']);
    expect(p.get('SEQUENCE')).toEqual(['0']);
    expect(p.get('DTSTART')).toEqual(['20261201T090000Z']);
    expect(p.get('DTEND')).toEqual(['20261201T093000Z']);
    expect(p.get('SUMMARY')).toEqual(['Intro call\\; Backend\\, Berlin']);
    expect(p.get('DESCRIPTION')).toEqual(['Line one\\nLine two']);
    expect(p.get('ORGANIZER')).toEqual(['mailto:dana@northwind.example']);
    expect(p.get('ATTENDEE')).toEqual(['mailto:ana@mail.example']);
    expect(p.get('STATUS')).toEqual(['CONFIRMED']);
    expect(text).toContain('ATTENDEE;CN="Ana A Lee";');
  });

  it('writes a CANCEL with the same UID and the given sequence', () => {
    const p = parseIcsProperties(buildIcs({ ...event, method: 'CANCEL', sequence: 1 }));
    expect(p.get('METHOD')).toEqual(['CANCEL']);
    expect(p.get('SEQUENCE')).toEqual(['1']);
    expect(p.get('STATUS')).toEqual(['CANCELLED']);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('escapes text and formats UTC times', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(icsDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('refuses an address that would break the line', () => {
    expect(() => buildIcs({ ...event, attendee: { name: 'x', email: 'a@b\r\nX:y' } })).toThrow();
  });
});

describe('invitation email', () => {
  it('carries the ICS as a text/calendar alternative with its method, names on one line', () => {
    const message = buildInvitationMessage({
      method: 'REQUEST',
      uid: 'abc@tb.example.com',
      sequence: 0,
      title: 'Intro',
      description: '',
      location: '',
      start: new Date('2026-12-01T09:00:00Z'),
      durationMinutes: 30,
      organizer: { name: 'Dana Demo', email: 'dana@northwind.example' },
      attendee: { name: 'Ana\r\nBcc: x@y.z', email: 'ana@mail.example' },
      domain: 'northwind.example',
      now: new Date('2026-11-27T08:00:00Z'),
    });
    expect(message.icalEvent?.method).toBe('REQUEST');
    expect(message.to[0]?.name).toBe('Ana Bcc: x@y.z');
    expect(message.subject).toBe('Invitation: Intro');
    expect(message.messageId).toBe('<abc.0.request@northwind.example>');
    expect(parseIcsProperties(message.icalEvent?.content ?? '').get('UID')).toEqual(['abc@tb.example.com']);
  });
});
