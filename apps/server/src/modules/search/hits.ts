/**
 * Turns scored rows and their profiles into the hits the page shows, each with the reasons it
 * matched: the title, the skills it has (and lacks), the words of the query found in it (with the
 * character ranges to mark) and the distance from the searched place.
 */
import type { Highlight, SearchFilters, SearchHit } from '@talentbase/shared';
import type { CompiledSearch } from './filter-compiler';
import { distanceKm } from './geo';
import type { HitMembership } from './hit-projects';
import { filterReasons } from './hit-reasons';
import type { HitRow, ScoredRow } from './search.repository';

const WORD = '[\\p{L}\\p{N}]';
const NON_ASCII = /[\u0080-\uffff]/;
const SEPARATOR = '[^\\p{L}\\p{N}]+';
/** Scripts written without spaces between words: a term there is marked wherever it occurs. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** One word of a term as a pattern: `*` and `?` are wildcards, a lone `*` is any one word. */
function wordPattern(word: string): string {
  if (word === '*') return `${WORD}+`;
  return fold(word)
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '*' || c === '?' ? c : `\\${c}`))
    .replace(/\*/g, `${WORD}*`)
    .replace(/\?/g, WORD);
}

/**
 * A query term as a regular expression over display text (after `fold`). `words` holds, per
 * position, the spellings that count there; phrases allow any separators between words.
 */
export function termPattern(words: readonly (readonly string[])[]): RegExp | null {
  const positions = words.filter((alts) => alts.length > 0);
  if (positions.length === 0) return null;
  const body = positions
    .map((alts) => {
      const options = [...new Set(alts.map(wordPattern))].filter(Boolean);
      return options.length === 1 ? options[0] : `(?:${options.join('|')})`;
    })
    .join(SEPARATOR);
  if (UNSPACED.test(positions.flat().join(''))) return new RegExp(body, 'giu');
  return new RegExp(`(?<!${WORD})${body}(?!${WORD})`, 'giu');
}

/** A name or phrase as written ("Registered Nurse") as the words of a term pattern. */
export function wordsOfText(text: string): string[][] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [w]);
}

/**
 * Lower case without accents, one character for one, so that ranges found in the folded text
 * mark the same characters of the original ("Résumé" is searched as "resume", as it is indexed).
 */
export function fold(text: string): string {
  // Most profile text is ASCII: lower case is all it needs.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) {
    const plain = ch
      .normalize('NFKD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    out += plain.length === ch.length ? plain : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
  }
  return out;
}

export function findRanges(text: string, patterns: readonly RegExp[]): [number, number][] {
  const folded = fold(text);
  const ranges: [number, number][] = [];
  for (const re of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      ranges.push([m.index, m.index + m[0].length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // Overlapping marks merge into one.
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** Every field of a profile the keyword index reads (profile-index.ts), as the hit shows it. */
function indexedFields(doc: HitRow['doc']): [Highlight['field'], string | null | undefined][] {
  const past = doc.position.filter((p) => !p.iscurrent);
  const currentCompany = doc.basic.current_company;
  const pastCompanies = new Set(past.map((p) => p.company.name).filter((n) => n && n !== currentCompany));
  return [
    ['title', doc.basic.current_title],
    ['company', currentCompany],
    ['headline', doc.basic.headline],
    ...past.map((p) => ['past_title', p.title] as [Highlight['field'], string]),
    ...[...pastCompanies].map((n) => ['past_company', n] as [Highlight['field'], string]),
    ...doc.handson.map((s) => ['skill', s.handson_skill] as [Highlight['field'], string]),
    ...doc.certification.map((c) => ['certification', c.name] as [Highlight['field'], string]),
    ...doc.education.flatMap((e) => [
      ['school', e.school] as [Highlight['field'], string],
      ['major', e.major] as [Highlight['field'], string | null],
      ['degree', e.degree] as [Highlight['field'], string | null],
    ]),
    ['industry', doc.analytics.industry],
    ['location', doc.basic.location],
    ['summary', doc.basic.summary],
  ];
}

function highlightsOf(doc: HitRow['doc'], patterns: readonly RegExp[]): Highlight[] {
  if (patterns.length === 0) return [];
  const out: Highlight[] = [];
  const seen = new Set<string>();
  for (const [field, text] of indexedFields(doc)) {
    if (!text || seen.has(`${field}\u0000${text}`)) continue;
    seen.add(`${field}\u0000${text}`);
    const ranges = findRanges(text, patterns);
    if (ranges.length) out.push({ field, text, ranges });
  }
  return out;
}

/** A term to mark in hits: `keyword` when it comes from the keywords (it then names a reason). */
export type Mark = { label: string; pattern: RegExp; keyword: boolean };

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Each keyword term found in the hit, with the fields it was found in: "“icu” (skill, certification)". */
function keywordFindings(highlights: readonly Highlight[], marks: readonly Mark[]) {
  const found: { label: string; fields: string[] }[] = [];
  for (const mark of marks) {
    if (!mark.keyword) continue;
    const fields = highlights
      .filter((h) => findRanges(h.text, [mark.pattern]).length > 0)
      .map((h) => FIELD_NAME[h.field]);
    if (fields.length) found.push({ label: mark.label, fields: [...new Set(fields)] });
  }
  return found;
}

const FIELD_NAME: Record<Highlight['field'], string> = {
  title: 'title',
  past_title: 'past title',
  headline: 'headline',
  company: 'company',
  past_company: 'past company',
  skill: 'skills',
  certification: 'certifications',
  school: 'school',
  major: 'major',
  degree: 'degree',
  industry: 'industry',
  location: 'location',
  summary: 'summary',
};

export function buildHit(
  row: ScoredRow,
  profile: HitRow,
  compiled: CompiledSearch,
  marks: readonly Mark[],
  filters: SearchFilters,
): Omit<SearchHit, keyof HitMembership> {
  const doc = profile.doc;
  const a = doc.analytics;
  const matched = new Set(row.matched_skills);
  const mandatory = compiled.rank.mandatorySkillCodes;
  const nice = compiled.rank.niceSkillCodes;
  const name = (code: number) => compiled.skillNames.get(code) ?? '';
  const matchedSkills = mandatory.filter((c) => matched.has(c)).map(name);
  const matchedNice = nice.filter((c) => matched.has(c)).map(name);
  const missing = [...mandatory, ...nice].filter((c) => !matched.has(c)).map(name);
  const titleMatch = row.p_title >= 1 ? 'current' : row.p_title > 0 ? 'past' : null;

  let distance: number | null = null;
  if (compiled.centers.length && row.lat !== null && row.lon !== null) {
    const lat = row.lat;
    const lon = row.lon;
    distance = Math.min(...compiled.centers.map((c) => distanceKm(c.lat, c.lon, lat, lon)));
  }
  const highlights = highlightsOf(
    doc,
    marks.map((m) => m.pattern),
  );
  const findings = keywordFindings(highlights, marks);
  const keywordTerms = findings.map((f) => f.label);

  const reasons: string[] = [];
  if (titleMatch === 'current') reasons.push(`Current title matches: ${doc.basic.current_title ?? ''}`);
  if (titleMatch === 'past') reasons.push('A past title matches the job title');
  if (mandatory.length + nice.length > 0) {
    const has = [...matchedSkills, ...matchedNice];
    reasons.push(
      `Has ${has.length} of ${mandatory.length + nice.length} skills${has.length ? `: ${has.join(', ')}` : ''}`,
    );
  }
  if (findings.length)
    reasons.push(`Mentions ${findings.map((f) => `“${f.label}” (${f.fields.join(', ')})`).join(', ')}`);
  if (distance !== null)
    reasons.push(
      distance < 1 ? 'In the searched city' : `${Math.round(distance)} km from the searched place`,
    );
  if (row.p_seniority >= 1 && compiled.rank.seniorityCodes.length)
    reasons.push(`Seniority: ${a.title_level ?? ''}`);
  reasons.push(
    ...filterReasons(doc, profile.source, filters, compiled.resolved, compiled.places, distance !== null),
  );
  if (a.last_active && row.p_recency > 0.7) reasons.push('Active recently');

  const emails = profile.emails ?? [];
  const phones = profile.phones ?? [];
  return {
    profileId: Number(profile.id),
    fullName: doc.basic.fullname,
    currentTitle: doc.basic.current_title,
    currentCompany: doc.basic.current_company,
    location: doc.basic.location,
    imageUrl: doc.basic.image_url ?? null,
    topSkills: doc.handson.slice(0, 6).map((s) => s.handson_skill),
    seniority: a.title_level,
    yearsExperience: a.fulltime_years,
    lastActive: a.last_active,
    activityLevel: a.activity_level,
    source: profile.source,
    isTeamCandidate: profile.team_id !== null,
    score: round(row.score),
    match: {
      reasons,
      titleMatch,
      matchedSkills,
      missingSkills: missing,
      matchedNiceToHave: matchedNice,
      keywordTerms,
      highlights,
      distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
      scoreParts: {
        title: round(row.p_title),
        skills: round(row.p_skills),
        keywords: round(row.p_keywords),
        seniority: round(row.p_seniority),
        recency: round(row.p_recency),
      },
    },
    contact: {
      hasEmail: emails.length > 0,
      hasPersonalEmail: emails.some((e) => e.type === 'personal'),
      hasPhone: phones.length > 0,
      revealed: profile.revealed,
    },
  };
}
