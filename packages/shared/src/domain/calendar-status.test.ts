import { describe, expect, it } from 'vitest';
import { type CalendarAccountFacts, calendarAccountStatus } from './calendar-status';

const HERE = 'team-here';
const THERE = 'team-there';
const account = (over: Partial<CalendarAccountFacts> = {}): CalendarAccountFacts => ({
  type: 'calendly',
  teamId: HERE,
  shareStatus: 'private',
  sharedTeamIds: [],
  connected: true,
  ...over,
});

describe('calendarAccountStatus', () => {
  it('is auth without an account', () => {
    expect(calendarAccountStatus(null, HERE)).toBe('auth');
  });

  it('is auth for an account that is not connected, whatever its type', () => {
    expect(calendarAccountStatus(account({ connected: false }), HERE)).toBe('auth');
    expect(calendarAccountStatus(account({ type: 'google', connected: false }), HERE)).toBe('auth');
  });

  it('is calendly for a connected Calendly account of this workspace', () => {
    expect(calendarAccountStatus(account(), HERE)).toBe('calendly');
  });

  it('is calendar for every other connected calendar type', () => {
    for (const type of ['google', 'outlook', 'other'] as const)
      expect(calendarAccountStatus(account({ type }), HERE)).toBe('calendar');
  });

  it('is auth for a private account of another workspace', () => {
    expect(calendarAccountStatus(account({ teamId: THERE }), HERE)).toBe('auth');
  });

  it('is auth for an account shared-status in another workspace but not shared with this one', () => {
    expect(
      calendarAccountStatus(account({ teamId: THERE, shareStatus: 'shared', sharedTeamIds: ['x'] }), HERE),
    ).toBe('auth');
  });

  it('resolves by type for an account of another workspace shared with this one', () => {
    const shared = { teamId: THERE, shareStatus: 'shared', sharedTeamIds: [HERE] } as const;
    expect(calendarAccountStatus(account(shared), HERE)).toBe('calendly');
    expect(calendarAccountStatus(account({ ...shared, type: 'outlook' }), HERE)).toBe('calendar');
    expect(calendarAccountStatus(account({ ...shared, connected: false }), HERE)).toBe('auth');
  });

  it('ignores the share list for a private account of this workspace', () => {
    expect(calendarAccountStatus(account({ shareStatus: 'private', sharedTeamIds: [THERE] }), HERE)).toBe(
      'calendly',
    );
  });
});
