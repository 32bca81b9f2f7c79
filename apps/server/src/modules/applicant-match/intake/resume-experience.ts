/**
 * Jobs from the experience section. Each date range anchors one job; its title and company come
 * from the rest of that line and the one or two short lines just above it, in the layouts résumés
 * use ("Title, Company  Jan 2020 – Present", "Title | Company | 2019 - 2021", "Title at Company",
 * title and company on their own lines). What cannot be told apart is left empty, not guessed.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import { type DateRange, findDateRange, type PartialDate, toYearMonth } from './resume-dates';

type Position = TalentProfileDoc['position'][number];

const TITLE_WORD =
  /\b(?:engineer|developer|programmer|manager|analyst|director|nurse|designer|consultant|specialist|assistant|intern|internship|lead|head|officer|scientist|architect|administrator|coordinator|representative|executive|accountant|teacher|recruiter|associate|vp|vice president|president|founder|co-founder|owner|technician|supervisor|advisor|sourcer|partner|clerk|agent|writer|editor|researcher|professor|lecturer|physician|pharmacist|therapist|attorney|lawyer|paralegal|cashier|driver|operator|mechanic|electrician|chef|cook|ingeniero|ingeniera|desarrollador|desarrolladora|gerente|jefe|jefa|analista|enfermera|enfermero|diseñador|consultor|entwickler|entwicklerin|ingenieur|ingenieurin|leiter|leiterin|berater|beraterin|softwareentwickler|werkstudent|praktikant|développeur|ingénieur|chef de projet|responsable)\b/i;
const COMPANY_WORD =
  /\b(?:inc|llc|ltd|limited|gmbh|ag|corp|corporation|company|co|plc|s\.?a\.?|s\.?l\.?|sas|bv|group|labs|bank|hospital|clinic|university|college|school|agency|studio|technologies|solutions|systems|partners|consulting)\b\.?/i;
const BULLET = /^[•●▪◦‣∙*·\-–—]\s*/;

export type JobsRead = { positions: Position[]; yearOnly: boolean; undated: number };

function cut(s: string): string {
  return s.trim().slice(0, 500);
}

function splitTitleCompany(header: string): { title: string; company: string; location: string | null } {
  const cleaned = header
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[|,;:\-–—\s]+|[|,;:\-–—\s]+$/g, '');
  let parts = cleaned.split(/\s*(?:\||•|·|\t| — | – | - | @ )\s*/).filter(Boolean);
  if (parts.length === 1) {
    const at = /^(.+?)\s+(?:at|bei|en|chez|na)\s+(.+)$/i.exec(cleaned);
    if (at && TITLE_WORD.test(at[1] as string)) parts = [at[1] as string, at[2] as string];
    else if (cleaned.split(',').length === 2) parts = cleaned.split(/\s*,\s*/);
  }
  if (parts.length === 0) return { title: '', company: '', location: null };
  let [first, second, ...rest] = parts as [string, string | undefined, ...string[]];
  if (second === undefined) {
    if (TITLE_WORD.test(first)) return { title: cut(first), company: '', location: null };
    if (COMPANY_WORD.test(first)) return { title: '', company: cut(first), location: null };
    return { title: cut(first), company: '', location: null };
  }
  // "Company — Title" is as common as "Title — Company": the title is the part with a title word.
  if (!TITLE_WORD.test(first) && TITLE_WORD.test(second) && !COMPANY_WORD.test(second))
    [first, second] = [second, first];
  const location = rest.length > 0 ? cut(rest.join(', ')) : null;
  return { title: cut(first), company: cut(second), location };
}

function isHeaderCandidate(line: string): boolean {
  // A sentence (several words ending in a full stop) is a description; "Acme Inc." is not.
  const sentence = /;$/.test(line) || (/\.$/.test(line) && line.split(/\s+/).length > 5);
  return !BULLET.test(line) && line.length <= 120 && !sentence;
}

export function readPositions(lines: readonly string[]): JobsRead {
  const anchors: { at: number; range: DateRange }[] = [];
  for (const [at, line] of lines.entries()) {
    const range = findDateRange(line);
    if (range) anchors.push({ at, range });
  }
  const positions: Position[] = [];
  let yearOnly = false;
  // Where each job's header begins, so the previous job's description stops before it.
  const starts: number[] = [];
  const headers: string[] = [];
  for (const [k, { at, range }] of anchors.entries()) {
    const line = lines[at] as string;
    const rest = `${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`.trim();
    const floor = k === 0 ? 0 : (anchors[k - 1]?.at ?? 0) + 1;
    let start = at;
    const above: string[] = [];
    // Title and company on their own lines above the dates (never a bullet): as many lines as
    // the dates' own line leaves unsaid, so a previous job's last line is not taken as a title.
    const said = splitTitleCompany(rest);
    const restParts = said.title && said.company ? 2 : said.title || said.company ? 1 : 0;
    for (let j = at - 1; j >= floor && above.length < 2 - restParts; j--) {
      const candidate = lines[j] as string;
      if (!isHeaderCandidate(candidate)) break;
      above.unshift(candidate);
      start = j;
    }
    starts.push(start);
    headers.push([...above, rest].filter((s) => s.replace(/[|,;:\-–—\s]/g, '').length > 0).join(' | '));
  }
  for (const [k, { at, range }] of anchors.entries()) {
    const { title, company, location } = splitTitleCompany(headers[k] as string);
    const end = k + 1 < anchors.length ? (starts[k + 1] as number) : lines.length;
    const summary = lines
      .slice(at + 1, end)
      .map((l) => l.replace(BULLET, ''))
      .join('\n')
      .slice(0, 10_000);
    if (range.start.month === null || (range.end && range.end.month === null)) yearOnly = true;
    positions.push({
      title,
      company: { name: company },
      location,
      summary: summary || null,
      iscurrent: range.current,
      start_date: toYearMonth(range.start),
      end_date: range.end ? toYearMonth(range.end) : null,
    });
  }
  // Lines before the first dated job that look like a job header are jobs without dates.
  const undated =
    anchors.length === 0 ? lines.filter((l) => isHeaderCandidate(l) && TITLE_WORD.test(l)).length : 0;
  return { positions, yearOnly, undated };
}

const INTERN =
  /\b(?:intern|internship|werkstudent|werkstudentin|praktikant|praktikantin|praktikum|becario|becaria|prácticas|stagiaire|estagiário)\b/i;

/** Full-time years: the union of dated jobs (overlaps counted once), internships left out. */
export function fulltimeYears(positions: readonly Position[], now: Date): number {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: [number, number][] = [];
  for (const p of positions) {
    if (!p.start_date || INTERN.test(p.title)) continue;
    const from = monthIndex(p.start_date);
    const to = p.end_date ? monthIndex(p.end_date) + 1 : p.iscurrent ? nowMonth + 1 : null;
    if (to === null || to <= from) continue;
    spans.push([from, Math.min(to, nowMonth + 1)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = -Infinity;
  for (const [from, to] of spans) {
    const start = Math.max(from, reach);
    if (to > start) months += to - start;
    reach = Math.max(reach, to);
  }
  return Math.min(80, Math.round((months / 12) * 10) / 10);
}

function monthIndex(ym: string): number {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
}

/** The spec's experience bands: 0-2, 2-4, 4-6, 6-8, 8-10, 10+. */
export function experienceBand(years: number): string {
  if (years >= 10) return '10+';
  const low = Math.floor(years / 2) * 2;
  return `${low}-${low + 2}`;
}

export type { PartialDate };
