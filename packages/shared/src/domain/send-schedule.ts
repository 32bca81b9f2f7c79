// When a sequence step goes out (issue 14 items 3 and 5; core spec section 3 "Sequence step").
//
// Pure and dependency-free (only `Intl`), so that the server's delivery engine and the web's
// sequence editor compute the same send time for the same step. All calendar reasoning happens in
// the schedule's IANA time zone: a recruiter in Berlin who says "3 weekdays, 08:00-18:00" means
// Berlin weekdays and Berlin office hours, whatever the server's clock says.
import { DEFAULT_SEQUENCE_DELAY_SECONDS, SEQUENCE_CHANNEL, SEQUENCE_DELAY_TYPE } from './engagement';

/**
 * WEEKDAYS (the spec's client default) counts only Monday to Friday time in the schedule's time
 * zone; DAYS counts every day. Whole days keep the local wall-clock time across DST changes.
 */
export const DELAY_TYPES = [SEQUENCE_DELAY_TYPE.WEEKDAYS, 'DAYS'] as const;
export type DelayType = (typeof DELAY_TYPES)[number];

/**
 * The hours a step may go out, in the schedule's time zone. `days` are 0 = Sunday .. 6 = Saturday;
 * `start` and `end` are 'HH:MM' (24-hour), `end` after `start` on the same day ('24:00' allowed as
 * the end, meaning midnight). A window never runs overnight: 22:00-06:00 is refused, not wrapped.
 */
export type SendingWindow = { days: number[]; start: string; end: string };

/** Monday to Friday, 08:00 to 18:00: office hours, when recruiting mail is read. */
export const DEFAULT_SENDING_WINDOW: SendingWindow = {
  days: [1, 2, 3, 4, 5],
  start: '08:00',
  end: '18:00',
};

/** The spec's client defaults for a new step, plus the default sending window. */
export const STEP_DEFAULTS = {
  delayType: SEQUENCE_DELAY_TYPE.WEEKDAYS,
  delaySeconds: DEFAULT_SEQUENCE_DELAY_SECONDS,
  channel: SEQUENCE_CHANNEL.EMAIL,
  trackOpen: true,
  trackLink: true,
  sendingWindow: DEFAULT_SENDING_WINDOW,
} as const;

/** A year: longer delays are almost certainly a typo (seconds entered as milliseconds). */
export const MAX_DELAY_SECONDS = 366 * 86_400;

const DAY_MS = 86_400_000;
const SATURDAY = 6;
const SUNDAY = 0;

// ---------------------------------------------------------------------------------------------
// Time-zone helpers.
//
// JavaScript's Date only knows UTC and the machine's own zone, so we read another zone's wall
// clock through Intl.DateTimeFormat#formatToParts. A "wall" value below is the local date and
// time written as if it were UTC milliseconds (Date.UTC of the local fields): plain integer
// arithmetic on it is calendar arithmetic, free of DST, and `new Date(wall).getUTCDay()` is the
// local weekday.
// ---------------------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a formatter is expensive (ICU data lookup); the engine computes thousands of send
// times per burst, so keep one per zone.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's local wall time at an instant, as wall milliseconds (see above). */
export function wallTimeAt(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  // Intl only formats whole seconds; carry the milliseconds over ourselves.
  const millis = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(
      fields.year ?? 0,
      (fields.month ?? 1) - 1,
      fields.day ?? 1,
      fields.hour ?? 0,
      fields.minute ?? 0,
      fields.second ?? 0,
    ) + millis
  );
}

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  return wallTimeAt(instant, timeZone) - instant;
}

/**
 * Every instant at which the zone's clock shows `wall`, earliest first: one normally, two in the
 * repeated hour of an autumn change, none in the skipped hour of a spring change. The offset in
 * force is unknown until we know the instant, so we try the offsets in force a day either side
 * (and at the naive guess): any instant showing `wall` must use one of them, since no zone
 * changes its offset twice within a day.
 */
function instantsShowing(wall: number, timeZone: string): number[] {
  const offsets = new Set([
    zoneOffsetAt(wall - DAY_MS, timeZone),
    zoneOffsetAt(wall, timeZone),
    zoneOffsetAt(wall + DAY_MS, timeZone),
  ]);
  const instants = new Set<number>();
  for (const offset of offsets) {
    const candidate = wall - offset;
    if (wallTimeAt(candidate, timeZone) === wall) instants.add(candidate);
  }
  return [...instants].sort((a, b) => a - b);
}

/**
 * The first instant whose local time is `wall` or later: the instant itself when the wall time
 * exists (the earlier one when it exists twice), else the moment the clocks jump past it (02:30
 * on a spring-forward night in New York gives 03:00 EDT).
 */
export function instantOfWallTime(wall: number, timeZone: string): number {
  const instants = instantsShowing(wall, timeZone);
  if (instants.length > 0) return instants[0]!;
  // In a gap. Read with the offset before the change, `wall` lands after the jump; read with the
  // offset after it, before the jump. The jump itself lies between: find it by bisection.
  const before = zoneOffsetAt(wall - DAY_MS, timeZone);
  const after = zoneOffsetAt(wall + DAY_MS, timeZone);
  let low = wall - after; // shows a local time before the gap
  let high = wall - before; // shows a local time after the gap
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallTimeAt(middle, timeZone) >= wall) high = middle;
    else low = middle;
  }
  return high;
}

function weekdayOfWall(wall: number): number {
  return new Date(wall).getUTCDay();
}

function startOfWallDay(wall: number): number {
  return Math.floor(wall / DAY_MS) * DAY_MS;
}

// ---------------------------------------------------------------------------------------------
// Due time.
// ---------------------------------------------------------------------------------------------

/** Adds whole local days to an instant, keeping its wall-clock time (09:00 stays 09:00). */
function plusLocalDays(instant: number, days: number, timeZone: string): number {
  if (days === 0) return instant; // keep the exact instant, even in a repeated hour
  return instantOfWallTime(wallTimeAt(instant, timeZone) + days * DAY_MS, timeZone);
}

/** The wall day `weekdays` Monday-to-Friday days after a weekday `wall`, same time of day. */
function plusWeekdays(wall: number, weekdays: number): number {
  const weekday = weekdayOfWall(wall); // 1..5
  const weeks = Math.floor(weekdays / 5);
  let rest = weekdays % 5;
  let days = weeks * 7;
  let current = weekday;
  while (rest > 0) {
    days += 1;
    current = (current + 1) % 7;
    if (current !== SATURDAY && current !== SUNDAY) rest -= 1;
  }
  return wall + days * DAY_MS;
}

/**
 * The moment a step becomes due, `delaySeconds` after `previous` (the previous step's send, or
 * the enrolment for step 1). Whole days are calendar days in `timeZone` and keep the local time
 * of day across DST changes; the remaining seconds are elapsed time.
 *
 * DAYS counts every day. WEEKDAYS counts only Monday-Friday time: a delay that starts at the
 * weekend counts from Monday 00:00 (a zero delay is due at once), whole days skip Saturday and Sunday (Friday 17:00 + 1 day = Monday 17:00),
 * and a remainder that runs past Friday midnight continues on Monday 00:00.
 */
export function dueAt(previous: Date, delaySeconds: number, delayType: DelayType, timeZone: string): Date {
  const problem = delayProblem(delaySeconds) ?? delayTypeProblem(delayType);
  if (problem) throw new RangeError(problem);
  // Nothing to count: the step is due at once, even at the weekend. Whether it may go out then is
  // the sending window's say (a weekday-only window holds it until Monday; one with Saturday does not).
  if (delaySeconds === 0) return new Date(previous.getTime());
  const wholeDays = Math.floor(delaySeconds / 86_400);
  const remainderMs = (delaySeconds % 86_400) * 1000;
  const start = previous.getTime();

  if (delayType === 'DAYS') {
    return new Date(plusLocalDays(start, wholeDays, timeZone) + remainderMs);
  }

  // WEEKDAYS: begin counting on a weekday.
  let base = start;
  let wall = wallTimeAt(start, timeZone);
  const weekday = weekdayOfWall(wall);
  if (weekday === SATURDAY || weekday === SUNDAY) {
    const mondayWall = startOfWallDay(wall) + (weekday === SATURDAY ? 2 : 1) * DAY_MS;
    wall = mondayWall;
    base = instantOfWallTime(mondayWall, timeZone);
  }
  if (wholeDays > 0) base = instantOfWallTime(plusWeekdays(wall, wholeDays), timeZone);
  if (remainderMs === 0) return new Date(base);

  // The remainder is under a day, so from a weekday it can run at most into Saturday: the part
  // past Friday midnight is carried over to Monday midnight.
  const due = base + remainderMs;
  const dueWall = wallTimeAt(due, timeZone);
  if (weekdayOfWall(dueWall) !== SATURDAY) return new Date(due);
  const saturdayStart = instantOfWallTime(startOfWallDay(dueWall), timeZone);
  const mondayStart = instantOfWallTime(startOfWallDay(dueWall) + 2 * DAY_MS, timeZone);
  return new Date(mondayStart + (due - saturdayStart));
}

// ---------------------------------------------------------------------------------------------
// Sending window.
// ---------------------------------------------------------------------------------------------

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string, isEnd: boolean): number | null {
  if (isEnd && time === '24:00') return 24 * 60;
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function isInsideWall(wall: number, window: SendingWindow, startMs: number, endMs: number) {
  const sinceMidnight = wall - startOfWallDay(wall);
  return window.days.includes(weekdayOfWall(wall)) && sinceMidnight >= startMs && sinceMidnight < endMs;
}

/** Whether `at` falls inside the window: a window day, local time in [start, end). */
export function isInsideWindow(at: Date, window: SendingWindow, timeZone: string): boolean {
  const problem = windowProblem(window);
  if (problem) throw new RangeError(problem);
  const startMs = minutesOf(window.start, false)! * 60_000;
  const endMs = minutesOf(window.end, true)! * 60_000;
  return isInsideWall(wallTimeAt(at.getTime(), timeZone), window, startMs, endMs);
}

/**
 * `at` itself when it is inside the window, else the next moment the window opens. When the
 * opening time does not exist that day (02:30 on a spring-forward night) the window opens at the
 * first valid local time after it, provided that is still before the window's end; when it exists
 * twice (an autumn night) the first occurrence after `at` counts.
 */
export function nextWindowOpening(at: Date, window: SendingWindow, timeZone: string): Date {
  const problem = windowProblem(window);
  if (problem) throw new RangeError(problem);
  const startMs = minutesOf(window.start, false)! * 60_000;
  const endMs = minutesOf(window.end, true)! * 60_000;
  const instant = at.getTime();
  const wall = wallTimeAt(instant, timeZone);
  if (isInsideWall(wall, window, startMs, endMs)) return at;

  // A week ahead always holds an opening; a second week covers a window lost to a DST gap.
  const today = startOfWallDay(wall);
  for (let day = 0; day <= 14; day += 1) {
    const openingWall = today + day * DAY_MS + startMs;
    if (!window.days.includes(weekdayOfWall(openingWall))) continue;
    const exact = instantsShowing(openingWall, timeZone);
    const candidates = exact.length > 0 ? exact : [instantOfWallTime(openingWall, timeZone)];
    for (const candidate of candidates) {
      if (candidate <= instant) continue;
      if (isInsideWall(wallTimeAt(candidate, timeZone), window, startMs, endMs)) {
        return new Date(candidate);
      }
    }
  }
  // Unreachable for a valid window in any real zone; refuse rather than loop.
  throw new RangeError('The sending window never opens in this time zone.');
}

export type StepTiming = { delaySeconds: number; delayType: DelayType };
export type StepSchedule = { timeZone: string; window: SendingWindow };

/** When a step goes out: its due time, moved to the next opening of the sending window. */
export function sendTime(previous: Date, step: StepTiming, schedule: StepSchedule): Date {
  const due = dueAt(previous, step.delaySeconds, step.delayType, schedule.timeZone);
  return nextWindowOpening(due, schedule.window, schedule.timeZone);
}

// ---------------------------------------------------------------------------------------------
// Validation: messages a recruiter reads in the sequence editor or an API error.
// ---------------------------------------------------------------------------------------------

export const SCHEDULE_MESSAGES = {
  delayNotWhole: 'The delay must be a whole number of seconds.',
  delayNegative: 'The delay cannot be negative.',
  delayTooLong: 'The delay cannot be longer than a year.',
  delayType: 'The delay must count weekdays (WEEKDAYS) or every day (DAYS).',
  timeZone: 'Choose a known time zone, such as Europe/Berlin or America/New_York.',
  windowMissing: 'Choose a sending window: the days and hours the step may go out.',
  windowNoDays: 'The sending window has no days, so it never opens. Choose at least one day.',
  windowDay: 'Sending window days must be 0 (Sunday) to 6 (Saturday).',
  windowStart: 'The sending window start must be a time such as 08:00.',
  windowEnd: 'The sending window end must be a time such as 18:00.',
  windowOrder: 'The sending window must end after it starts on the same day; otherwise it never opens.',
} as const;

function delayProblem(delaySeconds: unknown): string | null {
  if (typeof delaySeconds !== 'number' || !Number.isInteger(delaySeconds)) {
    return SCHEDULE_MESSAGES.delayNotWhole;
  }
  if (delaySeconds < 0) return SCHEDULE_MESSAGES.delayNegative;
  if (delaySeconds > MAX_DELAY_SECONDS) return SCHEDULE_MESSAGES.delayTooLong;
  return null;
}

function delayTypeProblem(delayType: unknown): string | null {
  return (DELAY_TYPES as readonly unknown[]).includes(delayType) ? null : SCHEDULE_MESSAGES.delayType;
}

/** Whether Intl knows the zone: the only source of truth we have without a tz database. */
export function isKnownTimeZone(timeZone: unknown): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function windowProblems(window: unknown): string[] {
  if (typeof window !== 'object' || window === null) return [SCHEDULE_MESSAGES.windowMissing];
  const problems: string[] = [];
  const { days, start, end } = window as Partial<Record<keyof SendingWindow, unknown>>;
  if (!Array.isArray(days) || days.length === 0) {
    problems.push(SCHEDULE_MESSAGES.windowNoDays);
  } else if (!days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)) {
    problems.push(SCHEDULE_MESSAGES.windowDay);
  }
  const startMinutes = typeof start === 'string' ? minutesOf(start, false) : null;
  const endMinutes = typeof end === 'string' ? minutesOf(end, true) : null;
  if (startMinutes === null) problems.push(SCHEDULE_MESSAGES.windowStart);
  if (endMinutes === null) problems.push(SCHEDULE_MESSAGES.windowEnd);
  if (startMinutes !== null && endMinutes !== null && endMinutes <= startMinutes) {
    problems.push(SCHEDULE_MESSAGES.windowOrder);
  }
  return problems;
}

function windowProblem(window: SendingWindow): string | null {
  return windowProblems(window)[0] ?? null;
}

/**
 * Everything wrong with a step's timing, as sentences for the recruiter; empty when it is fine.
 * Takes `unknown` fields because it guards input from forms and the API.
 */
export function scheduleProblems(input: {
  delaySeconds: unknown;
  delayType: unknown;
  timeZone: unknown;
  window: unknown;
}): string[] {
  const problems: string[] = [];
  const delay = delayProblem(input.delaySeconds);
  if (delay) problems.push(delay);
  const type = delayTypeProblem(input.delayType);
  if (type) problems.push(type);
  if (!isKnownTimeZone(input.timeZone)) problems.push(SCHEDULE_MESSAGES.timeZone);
  problems.push(...windowProblems(input.window));
  return problems;
}
