import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SENDING_WINDOW,
  DELAY_TYPES,
  dueAt,
  instantOfWallTime,
  isInsideWindow,
  MAX_DELAY_SECONDS,
  nextWindowOpening,
  SCHEDULE_MESSAGES,
  type SendingWindow,
  STEP_DEFAULTS,
  scheduleProblems,
  sendTime,
  wallTimeAt,
} from './send-schedule';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const KOLKATA = 'Asia/Kolkata';
const SYDNEY = 'Australia/Sydney';
const DAY = 86_400;
const HOUR = 3_600;

const at = (iso: string) => new Date(iso);

// An independent reading of a zone's clock (not the module's helpers): "Mon 08:00".
function localClock(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value;
  return `${get('weekday')} ${get('hour')}:${get('minute')}`;
}

describe('STEP_DEFAULTS', () => {
  it("are the spec's client defaults and office hours Monday to Friday", () => {
    expect(STEP_DEFAULTS).toMatchObject({
      delayType: 'WEEKDAYS',
      delaySeconds: 259_200,
      channel: 'Email',
      trackOpen: true,
      trackLink: true,
    });
    expect(STEP_DEFAULTS.sendingWindow).toEqual({ days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' });
    expect(DELAY_TYPES).toEqual(['WEEKDAYS', 'DAYS']);
  });
});

describe('dueAt', () => {
  it('WEEKDAYS: one day from Friday 17:00 is Monday 17:00 (across the US spring change)', () => {
    // Friday 2026-03-06 17:00 EST; the clocks go forward on Sunday 03-08.
    const due = dueAt(at('2026-03-06T22:00:00Z'), DAY, 'WEEKDAYS', NEW_YORK);
    expect(due).toEqual(at('2026-03-09T21:00:00Z')); // Monday 17:00 EDT
    expect(localClock(due, NEW_YORK)).toBe('Mon 17:00');
  });

  it('WEEKDAYS: the default three days from Wednesday 10:00 is Monday 10:00 in Berlin', () => {
    const due = dueAt(at('2026-03-04T09:00:00Z'), 259_200, 'WEEKDAYS', BERLIN);
    expect(due).toEqual(at('2026-03-09T09:00:00Z'));
  });

  it('WEEKDAYS: a start at the weekend counts from Monday 00:00', () => {
    // Saturday 2026-03-07 09:00 EST; one hour of weekday time is Monday 01:00 EDT.
    expect(dueAt(at('2026-03-07T14:00:00Z'), HOUR, 'WEEKDAYS', NEW_YORK)).toEqual(at('2026-03-09T05:00:00Z'));
    // Sunday in Kolkata (+05:30, no DST), one day: Tuesday 00:00 IST.
    expect(dueAt(at('2026-03-08T06:00:00Z'), DAY, 'WEEKDAYS', KOLKATA)).toEqual(at('2026-03-09T18:30:00Z'));
  });

  it('WEEKDAYS: hours that run past Friday midnight continue on Monday', () => {
    // Friday 2026-03-06 20:00 IST + 8 h = Monday 04:00 IST.
    expect(dueAt(at('2026-03-06T14:30:00Z'), 8 * HOUR, 'WEEKDAYS', KOLKATA)).toEqual(
      at('2026-03-08T22:30:00Z'),
    );
    // Five weekdays and two hours from Thursday 23:00 in Sydney: the next Friday 01:00.
    const due = dueAt(at('2026-03-05T12:00:00Z'), 5 * DAY + 2 * HOUR, 'WEEKDAYS', SYDNEY);
    expect(localClock(due, SYDNEY)).toBe('Fri 01:00');
    expect(due).toEqual(at('2026-03-12T14:00:00Z'));
  });

  it('DAYS counts the weekend', () => {
    expect(dueAt(at('2026-03-06T22:00:00Z'), DAY, 'DAYS', NEW_YORK)).toEqual(at('2026-03-07T22:00:00Z'));
  });

  it.each([
    // 09:00 the day before each change, three whole days later: 09:00 local again.
    ['New York spring', NEW_YORK, '2026-03-07T14:00:00Z', '2026-03-10T13:00:00Z'],
    ['New York autumn', NEW_YORK, '2026-10-31T13:00:00Z', '2026-11-03T14:00:00Z'],
    ['Berlin spring', BERLIN, '2026-03-28T08:00:00Z', '2026-03-31T07:00:00Z'],
    ['Berlin autumn', BERLIN, '2026-10-24T07:00:00Z', '2026-10-27T08:00:00Z'],
    ['Sydney autumn (April)', SYDNEY, '2026-04-03T22:00:00Z', '2026-04-06T23:00:00Z'],
    ['Sydney spring (October)', SYDNEY, '2026-10-02T23:00:00Z', '2026-10-05T22:00:00Z'],
  ])('whole days keep the local time across the %s change', (_name, zone, from, to) => {
    const due = dueAt(at(from), 3 * DAY, 'DAYS', zone);
    expect(due).toEqual(at(to));
    expect(localClock(due, zone).slice(4)).toBe('09:00');
  });

  it('the seconds beyond whole days are elapsed time', () => {
    // Saturday 2026-03-07 23:00 EST + 4 h: one clock hour is skipped, so 04:00 EDT.
    const due = dueAt(at('2026-03-08T04:00:00Z'), 4 * HOUR, 'DAYS', NEW_YORK);
    expect(due).toEqual(at('2026-03-08T08:00:00Z'));
  });

  it('landing in the repeated autumn hour takes the first of the two', () => {
    // Saturday 2026-10-31 01:30 EDT + 1 day: Sunday 01:30 exists twice; the EDT one comes first.
    expect(dueAt(at('2026-10-31T05:30:00Z'), DAY, 'DAYS', NEW_YORK)).toEqual(at('2026-11-01T05:30:00Z'));
    expect(instantOfWallTime(Date.UTC(2026, 10, 1, 1, 30), NEW_YORK)).toBe(
      at('2026-11-01T05:30:00Z').getTime(),
    );
    // And in a gap, the jump past it: 02:30 on 2026-03-08 is 03:00 EDT.
    expect(instantOfWallTime(Date.UTC(2026, 2, 8, 2, 30), NEW_YORK)).toBe(
      at('2026-03-08T07:00:00Z').getTime(),
    );
  });

  it('a zero delay keeps the exact instant, even in the repeated autumn hour', () => {
    const secondOneThirty = at('2026-11-01T06:30:00Z'); // 01:30 EST, the second one
    expect(dueAt(secondOneThirty, 0, 'DAYS', NEW_YORK)).toEqual(secondOneThirty);
    const tuesday = at('2026-11-03T15:45:12.345Z');
    expect(dueAt(tuesday, 0, 'WEEKDAYS', NEW_YORK)).toEqual(tuesday);
  });

  it('a zero WEEKDAYS delay at the weekend is due at once; the window decides when it goes out', () => {
    const saturday = at('2026-11-28T00:20:00Z');
    expect(dueAt(saturday, 0, 'WEEKDAYS', 'UTC')).toEqual(saturday);
    const step0 = { delaySeconds: 0, delayType: 'WEEKDAYS' as const };
    const everyDay: SendingWindow = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59' };
    expect(sendTime(saturday, step0, { timeZone: 'UTC', window: everyDay })).toEqual(saturday);
    const weekdaysOnly: SendingWindow = { days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };
    expect(sendTime(saturday, step0, { timeZone: 'UTC', window: weekdaysOnly })).toEqual(
      at('2026-11-30T08:00:00Z'),
    );
    // A delay to count still starts counting on Monday.
    expect(dueAt(saturday, HOUR, 'WEEKDAYS', 'UTC')).toEqual(at('2026-11-30T01:00:00Z'));
  });

  it('refuses a negative, fractional or unknown delay', () => {
    const monday = at('2026-03-02T12:00:00Z');
    expect(() => dueAt(monday, -1, 'DAYS', BERLIN)).toThrow(SCHEDULE_MESSAGES.delayNegative);
    expect(() => dueAt(monday, 1.5, 'DAYS', BERLIN)).toThrow(SCHEDULE_MESSAGES.delayNotWhole);
    expect(() => dueAt(monday, 1, 'HOURS' as never, BERLIN)).toThrow(SCHEDULE_MESSAGES.delayType);
  });
});

describe('nextWindowOpening', () => {
  const office = DEFAULT_SENDING_WINDOW;

  it('exactly at the start is inside: the moment itself', () => {
    const mondayEight = at('2026-03-02T07:00:00Z'); // 08:00 CET
    expect(nextWindowOpening(mondayEight, office, BERLIN)).toBe(mondayEight);
  });

  it('exactly at the end is outside: the next opening', () => {
    expect(nextWindowOpening(at('2026-03-02T17:00:00Z'), office, BERLIN)).toEqual(at('2026-03-03T07:00:00Z'));
    expect(nextWindowOpening(at('2026-03-02T16:59:59.999Z'), office, BERLIN)).toEqual(
      at('2026-03-02T16:59:59.999Z'),
    );
  });

  it('before the start opens the same day; Friday evening opens on Monday', () => {
    expect(nextWindowOpening(at('2026-03-03T02:29:00Z'), office, KOLKATA)).toEqual(
      at('2026-03-03T02:30:00Z'),
    );
    expect(nextWindowOpening(at('2026-03-06T17:30:00Z'), office, BERLIN)).toEqual(at('2026-03-09T07:00:00Z'));
    // Sunday in Sydney just after the April change: Monday 08:00 AEST.
    expect(nextWindowOpening(at('2026-04-05T03:00:00Z'), office, SYDNEY)).toEqual(at('2026-04-05T22:00:00Z'));
  });

  it('an opening in the skipped spring hour opens at the first valid local time after it', () => {
    const sundayNight: SendingWindow = { days: [0], start: '02:30', end: '05:00' };
    const opening = nextWindowOpening(at('2026-03-07T17:00:00Z'), sundayNight, NEW_YORK);
    expect(opening).toEqual(at('2026-03-08T07:00:00Z')); // 03:00 EDT
    expect(localClock(opening, NEW_YORK)).toBe('Sun 03:00');
    expect(nextWindowOpening(at('2026-03-28T12:00:00Z'), sundayNight, BERLIN)).toEqual(
      at('2026-03-29T01:00:00Z'), // 03:00 CEST
    );
    // Sydney skips 02:00-03:00 on Sunday 2026-10-04.
    expect(nextWindowOpening(at('2026-10-03T00:00:00Z'), sundayNight, SYDNEY)).toEqual(
      at('2026-10-03T16:00:00Z'),
    );
  });

  it('a window wholly inside the skipped hour opens the following week', () => {
    const lost: SendingWindow = { days: [0], start: '02:00', end: '02:45' };
    expect(nextWindowOpening(at('2026-03-07T17:00:00Z'), lost, NEW_YORK)).toEqual(at('2026-03-15T06:00:00Z'));
  });

  it('in the repeated autumn hour, the first opening after the moment counts', () => {
    const night: SendingWindow = { days: [0], start: '01:30', end: '03:00' };
    // Before the change: the first 01:30 (EDT).
    expect(nextWindowOpening(at('2026-10-31T12:00:00Z'), night, NEW_YORK)).toEqual(
      at('2026-11-01T05:30:00Z'),
    );
    // At the second 01:15 (EST) the first 01:30 has passed: the second 01:30.
    expect(nextWindowOpening(at('2026-11-01T06:15:00Z'), night, NEW_YORK)).toEqual(
      at('2026-11-01T06:30:00Z'),
    );
  });

  it('refuses a window that never opens', () => {
    const never: SendingWindow = { days: [1], start: '18:00', end: '08:00' };
    expect(() => nextWindowOpening(at('2026-03-02T12:00:00Z'), never, BERLIN)).toThrow(
      SCHEDULE_MESSAGES.windowOrder,
    );
  });
});

describe('sendTime', () => {
  it('waits for the due time, then for the window', () => {
    // Enrolled Wednesday 20:00 Berlin; three weekdays: Monday 20:00; window: Tuesday 08:00.
    const step = { delaySeconds: STEP_DEFAULTS.delaySeconds, delayType: STEP_DEFAULTS.delayType };
    const schedule = { timeZone: BERLIN, window: DEFAULT_SENDING_WINDOW };
    expect(sendTime(at('2026-03-04T19:00:00Z'), step, schedule)).toEqual(at('2026-03-10T07:00:00Z'));
    // Due inside the window: sent when due.
    expect(sendTime(at('2026-03-04T09:00:00Z'), step, schedule)).toEqual(at('2026-03-09T09:00:00Z'));
  });
});

describe('scheduleProblems', () => {
  const fine = {
    delaySeconds: 259_200,
    delayType: 'WEEKDAYS',
    timeZone: BERLIN,
    window: DEFAULT_SENDING_WINDOW,
  };

  it('accepts the defaults and every zone Intl lists', () => {
    expect(scheduleProblems(fine)).toEqual([]);
    expect(scheduleProblems({ ...fine, delaySeconds: 0, delayType: 'DAYS' })).toEqual([]);
    expect(scheduleProblems({ ...fine, window: { days: [0, 6], start: '00:00', end: '24:00' } })).toEqual([]);
    for (const timeZone of [KOLKATA, SYDNEY, NEW_YORK, 'UTC']) {
      expect(scheduleProblems({ ...fine, timeZone })).toEqual([]);
    }
  });

  it.each([
    [{ delaySeconds: -1 }, SCHEDULE_MESSAGES.delayNegative],
    [{ delaySeconds: 1.5 }, SCHEDULE_MESSAGES.delayNotWhole],
    [{ delaySeconds: Number.NaN }, SCHEDULE_MESSAGES.delayNotWhole],
    [{ delaySeconds: '259200' }, SCHEDULE_MESSAGES.delayNotWhole],
    [{ delaySeconds: MAX_DELAY_SECONDS + 1 }, SCHEDULE_MESSAGES.delayTooLong],
    [{ delayType: 'HOURS' }, SCHEDULE_MESSAGES.delayType],
    [{ delayType: 'weekdays' }, SCHEDULE_MESSAGES.delayType],
    [{ timeZone: 'Mars/Olympus_Mons' }, SCHEDULE_MESSAGES.timeZone],
    [{ timeZone: '' }, SCHEDULE_MESSAGES.timeZone],
    [{ timeZone: 42 }, SCHEDULE_MESSAGES.timeZone],
    [{ window: { days: [], start: '08:00', end: '18:00' } }, SCHEDULE_MESSAGES.windowNoDays],
    [{ window: { days: [7], start: '08:00', end: '18:00' } }, SCHEDULE_MESSAGES.windowDay],
    [{ window: { days: [1], start: '8:00', end: '18:00' } }, SCHEDULE_MESSAGES.windowStart],
    [{ window: { days: [1], start: '24:00', end: '18:00' } }, SCHEDULE_MESSAGES.windowStart],
    [{ window: { days: [1], start: '08:00', end: '18:60' } }, SCHEDULE_MESSAGES.windowEnd],
    [{ window: { days: [1], start: '18:00', end: '08:00' } }, SCHEDULE_MESSAGES.windowOrder],
    [{ window: { days: [1], start: '09:00', end: '09:00' } }, SCHEDULE_MESSAGES.windowOrder],
    [{ window: null }, SCHEDULE_MESSAGES.windowMissing],
    [{ window: 'weekdays' }, SCHEDULE_MESSAGES.windowMissing],
  ])('refuses %j', (change, message) => {
    expect(scheduleProblems({ ...fine, ...change })).toEqual([message]);
  });

  it('lists every problem at once', () => {
    expect(
      scheduleProblems({
        delaySeconds: -5,
        delayType: 'NEVER',
        timeZone: 'Nowhere/Land',
        window: { days: [], start: 'x', end: 'y' },
      }),
    ).toHaveLength(6);
  });
});

describe('properties', () => {
  const zones = [
    NEW_YORK,
    BERLIN,
    KOLKATA,
    SYDNEY,
    'UTC',
    'America/Sao_Paulo', // changed its clocks at midnight until 2019
    'Australia/Lord_Howe', // 30-minute DST
    'Asia/Kathmandu', // +05:45
    'Pacific/Chatham', // +12:45 / +13:45
    'Pacific/Apia', // skipped a whole day in 2011
  ];
  const zone = fc.constantFrom(...zones);
  const instant = fc.date({
    min: at('2000-01-01T00:00:00Z'),
    max: at('2040-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const window: fc.Arbitrary<SendingWindow> = fc
    .record({
      days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      start: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      length: fc.integer({ min: 1, max: 24 * 60 }),
    })
    .map(({ days, start, length }) => {
      const end = Math.min(start + length, 24 * 60);
      return { days, start: hhmm(start), end: hhmm(end) };
    });
  const step = fc.record({
    delaySeconds: fc.oneof(
      fc.integer({ min: 0, max: MAX_DELAY_SECONDS }),
      fc.integer({ min: 0, max: 3 * DAY }),
      fc.constantFrom(0, DAY, 3 * DAY),
    ),
    delayType: fc.constantFrom(...DELAY_TYPES),
  });

  it('every generated schedule is valid', () => {
    fc.assert(
      fc.property(step, zone, window, (s, timeZone, w) => {
        expect(scheduleProblems({ ...s, timeZone, window: w })).toEqual([]);
      }),
    );
  });

  it('sendTime is never before dueAt, and always inside the window', () => {
    fc.assert(
      fc.property(instant, step, zone, window, (previous, s, timeZone, w) => {
        const due = dueAt(previous, s.delaySeconds, s.delayType, timeZone);
        const sent = sendTime(previous, s, { timeZone, window: w });
        expect(due.getTime()).toBeGreaterThanOrEqual(previous.getTime());
        expect(sent.getTime()).toBeGreaterThanOrEqual(due.getTime());
        // Inside, read with an independent formatter: a window day, local time in [start, end).
        const [weekday, time] = localClock(sent, timeZone).split(' ') as [string, string];
        const dayNumber = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday);
        expect(w.days).toContain(dayNumber);
        expect(time >= w.start).toBe(true);
        expect(time < w.end).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the opening is the moment itself exactly when that moment is inside the window', () => {
    fc.assert(
      fc.property(instant, zone, window, (moment, timeZone, w) => {
        const opening = nextWindowOpening(moment, w, timeZone);
        expect(opening.getTime() === moment.getTime()).toBe(isInsideWindow(moment, w, timeZone));
        // Never more than two weeks away (a DST gap can cost at most one week).
        expect(opening.getTime() - moment.getTime()).toBeLessThanOrEqual(15 * DAY * 1000);
      }),
    );
  });

  it('WEEKDAYS with delay 0 on a weekday, inside a weekday window, sends at once', () => {
    fc.assert(
      fc.property(instant, zone, (moment, timeZone) => {
        const weekday = localClock(moment, timeZone).slice(0, 3);
        fc.pre(!['Sat', 'Sun'].includes(weekday));
        const always: SendingWindow = { days: [1, 2, 3, 4, 5], start: '00:00', end: '24:00' };
        const step0 = { delaySeconds: 0, delayType: 'WEEKDAYS' as const };
        expect(dueAt(moment, 0, 'WEEKDAYS', timeZone)).toEqual(moment);
        expect(sendTime(moment, step0, { timeZone, window: always })).toEqual(moment);
      }),
    );
  });

  it('whole DAYS keep the local time of day unless it falls in a skipped hour', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 366 }), zone, (moment, days, timeZone) => {
        const due = dueAt(moment, days * DAY, 'DAYS', timeZone);
        const wanted = wallTimeAt(moment.getTime(), timeZone) + days * DAY * 1000;
        const got = wallTimeAt(due.getTime(), timeZone);
        expect(got).toBeGreaterThanOrEqual(wanted);
        if (got !== wanted) {
          // Only in a gap: nothing before `due` shows the wanted time.
          expect(wallTimeAt(due.getTime() - 1, timeZone)).toBeLessThan(wanted);
        }
      }),
    );
  });

  it('a wall time maps to the first instant showing it or, in a gap, the jump past it', () => {
    fc.assert(
      fc.property(instant, zone, (moment, timeZone) => {
        const wall = wallTimeAt(moment.getTime(), timeZone);
        const back = instantOfWallTime(wall, timeZone);
        expect(back).toBeLessThanOrEqual(moment.getTime());
        expect(wallTimeAt(back, timeZone)).toBe(wall);
      }),
    );
  });
});
