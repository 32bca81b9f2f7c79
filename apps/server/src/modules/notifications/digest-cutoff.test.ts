import { describe, expect, it } from 'vitest';
import { digestCutoff } from './notification-email';

const at = (iso: string) => new Date(iso);

describe('the daily digest hour, in each person\u2019s time zone', () => {
  it('is 08:00 UTC by default: today once past, yesterday before', () => {
    expect(digestCutoff(at('2026-11-27T09:30:00Z'))).toEqual(at('2026-11-27T08:00:00Z'));
    expect(digestCutoff(at('2026-11-27T07:59:00Z'))).toEqual(at('2026-11-26T08:00:00Z'));
  });

  it('is 08:00 on the local clock elsewhere', () => {
    // New York is UTC-5 in November: 08:00 there is 13:00 UTC.
    expect(digestCutoff(at('2026-11-27T14:00:00Z'), 'America/New_York')).toEqual(at('2026-11-27T13:00:00Z'));
    expect(digestCutoff(at('2026-11-27T12:00:00Z'), 'America/New_York')).toEqual(at('2026-11-26T13:00:00Z'));
    // Tokyo is UTC+9: 08:00 on the 28th there is 23:00 UTC on the 27th.
    expect(digestCutoff(at('2026-11-27T23:30:00Z'), 'Asia/Tokyo')).toEqual(at('2026-11-27T23:00:00Z'));
    // Kolkata is UTC+5:30.
    expect(digestCutoff(at('2026-11-27T03:00:00Z'), 'Asia/Kolkata')).toEqual(at('2026-11-27T02:30:00Z'));
  });

  it('follows daylight saving time', () => {
    // Berlin: UTC+2 in summer, UTC+1 in winter; clocks went back on 25 October 2026.
    expect(digestCutoff(at('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toEqual(at('2026-07-01T06:00:00Z'));
    expect(digestCutoff(at('2026-10-25T12:00:00Z'), 'Europe/Berlin')).toEqual(at('2026-10-25T07:00:00Z'));
    expect(digestCutoff(at('2026-10-24T12:00:00Z'), 'Europe/Berlin')).toEqual(at('2026-10-24T06:00:00Z'));
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(digestCutoff(at('2026-11-27T09:30:00Z'), 'Mars/Olympus')).toEqual(at('2026-11-27T08:00:00Z'));
  });
});
