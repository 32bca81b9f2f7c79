/**
 * Subscription periods: a team's period runs BILLING_PERIOD_MONTHS from its start and renews on
 * the same day of the month (the last day when the month is shorter). Billing prorates seats to
 * the period's end and the renewal invoices the next period, so both read the dates from here.
 */
import { BILLING_PERIOD_MONTHS } from '@talentbase/shared/domain/plans';

export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The first period end after `now` for periods that started at `start`. */
export function nextRenewal(start: Date, now: Date): Date {
  return periodAt(start, now).end;
}

/** The period that contains `now`: from the last renewal at or before it to the next one after it. */
export function periodAt(start: Date, now: Date): { start: Date; end: Date } {
  let n = 0;
  let from = new Date(start);
  let to = addMonths(start, BILLING_PERIOD_MONTHS);
  while (to <= now) {
    n += 1;
    from = to;
    to = addMonths(start, BILLING_PERIOD_MONTHS * (n + 1));
  }
  return { start: from, end: to };
}
