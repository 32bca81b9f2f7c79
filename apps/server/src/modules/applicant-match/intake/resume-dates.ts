/**
 * Dates as résumés write them: "Jan 2020", "January 2020", "01/2020", "2020-01", "2020", and the
 * words for "until now" in English, Spanish, German, French and Portuguese. Ranges are two dates
 * joined by a dash or "to" ("bis", "hasta", "à"). Profiles keep `YYYY-MM`.
 */

const MONTHS: Record<string, number> = {};
const NAMES: [number, string[]][] = [
  [1, ['jan', 'january', 'ene', 'enero', 'januar', 'jän', 'janvier', 'janv', 'janeiro']],
  [2, ['feb', 'february', 'febrero', 'februar', 'fév', 'fev', 'février', 'fevereiro']],
  [3, ['mar', 'march', 'marzo', 'märz', 'mär', 'mars', 'março']],
  [4, ['apr', 'april', 'abr', 'abril', 'avr', 'avril']],
  [5, ['may', 'mayo', 'mai', 'maio']],
  [6, ['jun', 'june', 'junio', 'juni', 'juin', 'junho']],
  [7, ['jul', 'july', 'julio', 'juli', 'juil', 'juillet', 'julho']],
  [8, ['aug', 'august', 'ago', 'agosto', 'août', 'aout']],
  [9, ['sep', 'sept', 'september', 'septiembre', 'set', 'setembro', 'septembre']],
  [10, ['oct', 'october', 'octubre', 'okt', 'oktober', 'octobre', 'out', 'outubro']],
  [11, ['nov', 'november', 'noviembre', 'novembre', 'novembro']],
  [12, ['dec', 'december', 'dic', 'diciembre', 'dez', 'dezember', 'déc', 'décembre', 'dezembro']],
];
for (const [month, names] of NAMES) for (const n of names) MONTHS[n] = month;

const MONTH_WORD = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const NOW_WORD =
  "(?:present|current|currently|now|today|ongoing|heute|aktuell|jetzt|actualidad|presente|actual|hoy|aujourd'hui|présent|atual|atualmente)";
const DATE = `(?:${MONTH_WORD}\\s+\\d{4}|\\d{1,2}\\s*[/.]\\s*\\d{4}|\\d{4}\\s*[-/]\\s*\\d{1,2}(?!\\d)|(?:19|20)\\d{2})`;
const JOIN = '\\s*(?:-|–|—|~|to|until|till|bis|hasta|a|à|até)\\s*';

/** A date range anywhere in a line; the groups are the start and the end. */
export const DATE_RANGE = new RegExp(`(${DATE})${JOIN}(${DATE}|${NOW_WORD})`, 'iu');
/** A single date (a graduation year, a certification year). */
export const SINGLE_DATE = new RegExp(`(${DATE})`, 'iu');
const NOW = new RegExp(`^${NOW_WORD}$`, 'iu');

export type PartialDate = { year: number; month: number | null };

export function parseDate(raw: string): PartialDate | null {
  const s = raw.trim().toLowerCase();
  let m = /^(\p{L}+)\.?\s+(\d{4})$/u.exec(s);
  if (m) {
    const month = MONTHS[m[1] as string];
    return month ? valid(Number(m[2]), month) : null;
  }
  m = /^(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(s);
  if (m) return valid(Number(m[2]), Number(m[1]));
  m = /^(\d{4})\s*[-/]\s*(\d{1,2})$/.exec(s);
  if (m) return valid(Number(m[1]), Number(m[2]));
  m = /^(\d{4})$/.exec(s);
  if (m) return valid(Number(m[1]), null);
  return null;
}

function valid(year: number, month: number | null): PartialDate | null {
  if (year < 1950 || year > 2100) return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  return { year, month };
}

export function isNowWord(raw: string): boolean {
  return NOW.test(raw.trim());
}

/** `YYYY-MM`; a year alone is taken as January (the caller warns that it did so). */
export function toYearMonth(d: PartialDate): string {
  return `${d.year}-${String(d.month ?? 1).padStart(2, '0')}`;
}

export type DateRange = {
  start: PartialDate;
  end: PartialDate | null;
  current: boolean;
  /** Where the range sits in the line, to cut it out of the title and company. */
  index: number;
  length: number;
};

export function findDateRange(line: string): DateRange | null {
  const m = DATE_RANGE.exec(line);
  if (!m) return null;
  const start = parseDate(m[1] as string);
  if (!start) return null;
  const endRaw = m[2] as string;
  const current = isNowWord(endRaw);
  const end = current ? null : parseDate(endRaw);
  if (!current && !end) return null;
  if (end && (end.year < start.year || (end.year === start.year && (end.month ?? 12) < (start.month ?? 1))))
    return null;
  return { start, end, current, index: m.index, length: m[0].length };
}

/** Months between two dates (inclusive of the start month). */
export function monthsBetween(start: PartialDate, end: PartialDate): number {
  return (end.year - start.year) * 12 + ((end.month ?? 1) - (start.month ?? 1));
}
