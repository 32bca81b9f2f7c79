import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../lib/relative-time';
import { activityPhrase } from './activity-text';

describe('activityPhrase', () => {
  it('words the known activity codes', () => {
    expect(activityPhrase('stage_changed')).toEqual({ verb: 'moved', preposition: 'in' });
    expect(activityPhrase('added')).toEqual({ verb: 'added', preposition: 'to' });
  });

  it('reads an unknown code generically, with the code in words', () => {
    expect(activityPhrase('video_called')).toEqual({
      verb: 'updated',
      preposition: 'in',
      note: 'video called',
    });
    expect(activityPhrase('ats.Synced')).toEqual({ verb: 'updated', preposition: 'in', note: 'ats synced' });
    expect(activityPhrase('__')).toEqual({ verb: 'updated', preposition: 'in' });
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says how long ago, in the largest unit that fits', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
  });

  it('gives the date for anything older than a week, and never a time in the future', () => {
    expect(relativeTime(ago(30 * 86_400), now)).toBe('Feb 8, 2026');
    expect(relativeTime(ago(-60), now)).toBe('just now');
  });
});
