/**
 * Turns scored rows and their profiles into the hits the page shows, each with the reasons it
 * matched: the title, the skills it has (and lacks), the words of the query found in it (with the
 * character ranges to mark) and the distance from the searched place.
 */
import type { Highlight, SearchHit } from '@talentbase/shared';
import type { CompiledSearch } from './filter-compiler';
import { distanceKm } from './geo';
import type { HitRow, ScoredRow } from './search.repository';

const WORD = '[\\p{L}\\p{N}]';

/** A query term as a regular expression over display text: phrases allow any separators, * and ? are wildcards. */
export function termPattern(term: string): RegExp | null {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) =>
      w
        .replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '*' || c === '?' ? c : `\\${c}`))
        .replace(/\*/g, `${WORD}*`)
        .replace(/\?/g, WORD),
    );
  if (words.length === 0) return null;
  return new RegExp(`(?<!${WORD})${words.join('[^\\p{L}\\p{N}]+')}(?!${WORD})`, 'giu');
}

export function findRanges(text: string, patterns: readonly RegExp[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const re of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
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

function highlightsOf(doc: HitRow['doc'], patterns: readonly RegExp[]): Highlight[] {
  if (patterns.length === 0) return [];
  const fields: [Highlight['field'], string | null | undefined][] = [
    ['title', doc.basic.current_title],
    ['company', doc.basic.current_company],
    ['headline', doc.basic.headline],
    ['summary', doc.basic.summary],
    ...doc.position
      .filter((p) => !p.iscurrent)
      .map((p) => ['past_title', p.title] as [Highlight['field'], string]),
    ...doc.handson.map((s) => ['skill', s.handson_skill] as [Highlight['field'], string]),
    ...doc.education.map((e) => ['school', e.school] as [Highlight['field'], string]),
  ];
  const out: Highlight[] = [];
  for (const [field, text] of fields) {
    if (!text) continue;
    const ranges = findRanges(text, patterns);
    if (ranges.length) out.push({ field, text, ranges });
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function buildHit(
  row: ScoredRow,
  profile: HitRow,
  compiled: CompiledSearch,
  patterns: RegExp[],
): SearchHit {
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
  const highlights = highlightsOf(doc, patterns);
  const keywordTerms = compiled.highlightTerms.filter((t) => {
    const re = termPattern(t);
    return re !== null && highlights.some((h) => findRanges(h.text, [re]).length > 0);
  });

  const reasons: string[] = [];
  if (titleMatch === 'current') reasons.push(`Current title matches: ${doc.basic.current_title ?? ''}`);
  if (titleMatch === 'past') reasons.push('A past title matches the job title');
  if (mandatory.length + nice.length > 0) {
    const has = [...matchedSkills, ...matchedNice];
    reasons.push(
      `Has ${has.length} of ${mandatory.length + nice.length} skills${has.length ? `: ${has.join(', ')}` : ''}`,
    );
  }
  if (keywordTerms.length) reasons.push(`Mentions ${keywordTerms.map((t) => `“${t}”`).join(', ')}`);
  if (distance !== null)
    reasons.push(
      distance < 1 ? 'In the searched city' : `${Math.round(distance)} km from the searched place`,
    );
  if (row.p_seniority >= 1 && compiled.rank.seniorityCodes.length)
    reasons.push(`Seniority: ${a.title_level ?? ''}`);
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
