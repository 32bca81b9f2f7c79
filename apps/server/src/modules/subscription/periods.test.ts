import { describe, expect, it } from 'vitest';
import { addMonths, nextRenewal, periodAt } from './periods';

const d = (s: string) => new Date(`${s}T10:00:00.000Z`);
const day = (x: Date) => x.toISOString().slice(0, 10);

describe('subscription periods', () => {
  it('keep the day of the month, or the last day of a shorter month', () => {
    expect(day(addMonths(d('2026-01-31'), 1))).toBe('2026-02-28');
    expect(day(addMonths(d('2026-01-31'), 2))).toBe('2026-03-31');
    expect(day(addMonths(d('2026-11-15'), 2))).toBe('2027-01-15');
  });

  it('find the period around a moment, counted from the start (not from the last clamped end)', () => {
    expect(periodAt(d('2026-01-31'), d('2026-03-05'))).toEqual({
      start: addMonths(d('2026-01-31'), 1),
      end: addMonths(d('2026-01-31'), 2),
    });
    expect(day(periodAt(d('2026-01-31'), d('2026-03-05')).end)).toBe('2026-03-31');
  });

  it('the first period runs from the start; its end is the next renewal', () => {
    const p = periodAt(d('2026-11-01'), d('2026-11-20'));
    expect(day(p.start)).toBe('2026-11-01');
    expect(day(p.end)).toBe('2026-12-01');
    expect(nextRenewal(d('2026-11-01'), d('2026-12-01'))).toEqual(d('2027-01-01'));
  });
});
