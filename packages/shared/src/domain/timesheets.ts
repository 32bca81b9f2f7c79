// Timesheet services and date presets (core spec sections 3, 4, 9).

// `order` is the display order; every service starts a new timesheet at 0 hours.
export const TIMESHEET_SERVICES = [
  { value: 'recruiting', label: 'Recruiting', order: 1, initialHours: 0 },
  { value: 'sourcing', label: 'Sourcing', order: 2, initialHours: 0 },
  { value: 'engagement_leading', label: 'Engagement leading', order: 3, initialHours: 0 },
  { value: 'executive_recruiting', label: 'Executive recruiting', order: 4, initialHours: 0 },
  { value: 'non_billable', label: 'Non-billable', order: 5, initialHours: 0 },
] as const;
export type TimesheetService = (typeof TIMESHEET_SERVICES)[number]['value'];

export const TIMESHEET_DATE_PRESETS = [
  { value: 'this_week', label: 'This week' },
  { value: 'this_2_weeks', label: 'This 2 weeks' },
  { value: 'this_month', label: 'This month' },
  { value: 'this_quarter', label: 'This quarter' },
] as const;
export type TimesheetDatePreset = (typeof TIMESHEET_DATE_PRESETS)[number]['value'];

export const DEFAULT_TIMESHEET_DATE_PRESET: TimesheetDatePreset = 'this_week';

/** Inclusive range of calendar days as YYYY-MM-DD strings. */
export type DateRange = { start: string; end: string };

const DAY_MS = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Monday of the ISO week containing `ms`, at 00:00 UTC. */
function isoWeekStartMs(ms: number): number {
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

/**
 * Calendar days covered by a preset on the UTC day of `now`. Weeks are ISO weeks (Monday to
 * Sunday); "this 2 weeks" is the previous ISO week plus the current one, because timesheets are
 * filled in after the work is done.
 */
export function timesheetPresetRange(preset: TimesheetDatePreset, now: Date): DateRange {
  const nowMs = now.getTime();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (preset) {
    case 'this_week': {
      const start = isoWeekStartMs(nowMs);
      return { start: isoDate(start), end: isoDate(start + 6 * DAY_MS) };
    }
    case 'this_2_weeks': {
      const start = isoWeekStartMs(nowMs) - 7 * DAY_MS;
      return { start: isoDate(start), end: isoDate(start + 13 * DAY_MS) };
    }
    case 'this_month':
      return { start: isoDate(Date.UTC(year, month, 1)), end: isoDate(Date.UTC(year, month + 1, 0)) };
    case 'this_quarter': {
      const firstMonth = month - (month % 3);
      return {
        start: isoDate(Date.UTC(year, firstMonth, 1)),
        end: isoDate(Date.UTC(year, firstMonth + 3, 0)),
      };
    }
  }
}
