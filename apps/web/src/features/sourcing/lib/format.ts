/** Wording of numbers, dates and distances on the Sourcing page. */
import { ACTIVITY_LEVEL_OPTIONS, SENIORITY_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';

const integer = new Intl.NumberFormat('en-US');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatCount(n: number): string {
  return integer.format(n);
}

/** "1,234 candidates", or "About 48,000 candidates" when the server estimated the total. */
export function totalLabel(total: number, estimate: boolean): string {
  const noun = total === 1 ? 'candidate' : 'candidates';
  if (!estimate) return `${integer.format(total)} ${noun}`;
  // An estimate reads better rounded: three significant digits ("about 12,800"), no more precise
  // than the sample it comes from, and rounding adds at most 0.5% to its error.
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(total, 1))) - 2);
  return `About ${integer.format(Math.round(total / magnitude) * magnitude)} ${noun}`;
}

/** What an estimated total means, for its tooltip. */
export function estimateNote(margin: number | null): string {
  const within = margin ? `within ±${Math.max(1, Math.round(margin * 100))}% of` : 'close to';
  return `Estimated from a sample of the matches: the true number is ${within} this (95% confidence). The last page shows the exact number.`;
}

/** `2020-01` as "Jan 2020"; anything else as written. */
export function formatYearMonth(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : value;
}

/** "Jan 2020 – Present", "Mar 2015 – Dec 2019", "Since 2012" style ranges for positions. */
export function formatPeriod(start: string | null, end: string | null, current: boolean): string | null {
  const from = formatYearMonth(start);
  const to = current || !end ? (current ? 'Present' : null) : formatYearMonth(end);
  if (from && to) return `${from} – ${to}`;
  if (from) return current ? `${from} – Present` : from;
  return to && to !== 'Present' ? `Until ${to}` : current ? 'Present' : null;
}

export function yearsLabel(years: number): string {
  const rounded = Math.round(years * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'year' : 'years'}`;
}

export function seniorityLabel(value: string | null): string | null {
  if (!value) return null;
  return SENIORITY_OPTIONS.find((o) => o.value === value.toLowerCase())?.label ?? value;
}

export function activityLabel(level: number): string {
  return ACTIVITY_LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? `Level ${level}`;
}

/** A distance in the unit the recruiter searched with (miles unless every radius is in km). */
export function distanceLabel(km: number, unit: 'mi' | 'km'): string {
  if (km < 1) return 'In the searched city';
  const value = unit === 'mi' ? km / 1.609344 : km;
  return `${Math.round(value)} ${unit} away`;
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "5 min ago", "3 h ago", "2 days ago", then the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  if (seconds < 7 * 86_400) {
    const days = Math.floor(seconds / 86_400);
    return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  }
  return formatDate(iso) ?? '';
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${integer.format(amount)} ${currency}`;
  }
}

/** Only web links leave the page: a bare domain gets https, anything else (javascript: ...) is dropped. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
