/**
 * What the scorer needs of one applicant, computed once from the parsed résumé: taxonomy ids
 * (skills, certifications, languages, industries, titles) with years and the words of the
 * résumé that support them, education rank and fields, place, work authorisation, and the
 * résumé's distinct words for free requirements. All regular expressions and text scanning
 * happen here, so scoring against any number of jobs is only lookups.
 *
 * Evidence offsets point into `resume.text`. A fact that only the structured profile holds (a
 * skill in the list but not in the text) has no evidence rather than invented words.
 */
import type { Evidence, ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { EDUCATION_LEVEL_RANK } from '@talentbase/shared/domain/degrees';
import { EDUCATION_LEVEL_OPTIONS, type EducationLevel } from '@talentbase/shared/domain/sourcing-filters';
import { countryCode, readPlace } from './places';
import { packRanking, type RankingFeatures } from './ranking-features';
import {
  countryIn,
  findDegrees,
  findYears,
  LANGUAGE_CONTEXT,
  proficiencyIn,
  SELF_AUTHORIZED,
  SELF_NEEDS_SPONSORSHIP,
} from './requirement-words';
import { type Mention, type TaxonomyIndex, taxonomyIndex } from './taxonomy-index';
import { foldWord } from './tokenize';
import { buildWordSet, type WordSet } from './word-set';

export type SkillFact = {
  /** Years the résumé supports (from dated positions or "5 years of X"); null: not stated. */
  years: number | null;
  /** True when only a synonym or abbreviation names it ("k8s", "JS"). */
  inferred: boolean;
  evidence: Evidence[];
};

export type ApplicantFeatures = {
  text: string;
  lackResume: boolean;
  skills: Map<number, SkillFact>;
  /** Skills implied by a title the applicant held, with that title's name. */
  impliedSkills: Map<number, { title: string; years: number; evidence: Evidence[] }>;
  titleYears: Map<number, number>;
  familyYears: Map<string, number>;
  familyEvidence: Map<string, Evidence[]>;
  totalYears: number;
  educationRank: number;
  educationLevel: EducationLevel | null;
  educationEvidence: Evidence[];
  fields: Set<string>;
  certifications: Map<number, Evidence[]>;
  languages: Map<number, { proficiency: number; evidence: Evidence[] }>;
  place: {
    lat: number | null;
    lon: number | null;
    state: string | null;
    country: string | null;
    /** "WA, US", as the location check shows it. */
    label: string;
    evidence: Evidence[];
  };
  authorizedIn: Set<string>;
  needsSponsorship: boolean | null;
  authEvidence: Evidence[];
  industries: Map<number, Evidence[]>;
  words: WordSet;
  /** The part the ranking pass reads, packed (ranking-features.ts). */
  ranking: RankingFeatures;
};

const MAX_EVIDENCE = 3;

/**
 * The education rank of an applicant with no degree found: one below high school (rank 1 in
 * EDUCATION_LEVEL_RANK), so "one level short" of a high-school requirement, as before.
 */
export const NO_DEGREE_RANK = 0;

// A title implies the practice of a job (a nurse assesses patients, an account executive
// negotiates) but not its tools: a Backend Engineer may have never written Python.
const TOOL_CATEGORIES = new Set([
  'Programming Language',
  'Frontend',
  'Backend',
  'Cloud',
  'DevOps',
  'Database',
  'Data Engineering',
  'Design Tool',
  'Finance Software',
  'Game Engine',
  'Mobile',
  'Software Testing',
  'Systems and IT',
  'Security',
  'Health Information',
]);
const LEVELS = new Set<string>(EDUCATION_LEVEL_OPTIONS.map((o) => o.value));

function evidenceOf(text: string, start: number, end: number): Evidence {
  return { text: text.slice(start, end), start, end };
}

function monthIndex(ym: string | null): number | null {
  if (!ym) return null;
  const [y, m] = ym.split('-').map(Number);
  return y && m ? y * 12 + (m - 1) : null;
}

/** Field of study key: folded words ("Computer Science" -> "computer science"). */
export function fieldKey(name: string): string {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(foldWord)
    .join(' ');
}

// An email address or a link ("python.dev@example.com", "github.com/java-fan") says nothing of
// what the person knows: its words are blanked before the text is searched for skills and words,
// with spaces of the same length, so that evidence offsets still point into the résumé text.
const ADDRESS =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|co)\/\S*/gi;

export function blankAddresses(text: string): string {
  return text.replace(ADDRESS, (match) => ' '.repeat(match.length));
}

export function applicantFeatures(resume: ParsedResume, options: { asOf?: Date } = {}): ApplicantFeatures {
  const index = taxonomyIndex();
  const { doc } = resume;
  const text = resume.text ?? '';
  const asOf = options.asOf ?? new Date();
  const now = asOf.getUTCFullYear() * 12 + asOf.getUTCMonth();
  const searched = blankAddresses(text);
  const mentions = searched.length > 0 ? index.scan(searched) : [];
  const firstMentions = groupMentions(mentions, text);

  // Positions: years per title, family and the skills each one names.
  const titleYears = new Map<number, number>();
  const familyYears = new Map<string, number>();
  const familyEvidence = new Map<string, Evidence[]>();
  const impliedSkills: ApplicantFeatures['impliedSkills'] = new Map();
  const skillYears = new Map<number, number>();
  const intervals: [number, number][] = [];
  const positions =
    doc.position.length > 0 ? doc.position : doc.current_position ? [doc.current_position] : [];
  for (const p of positions) {
    const start = monthIndex(p.start_date);
    const end = p.iscurrent || !p.end_date ? now : monthIndex(p.end_date);
    const years = start !== null && end !== null && end >= start ? (end - start + 1) / 12 : 0;
    if (start !== null && end !== null && end >= start) intervals.push([start, end + 1]);
    const titleMention = longest(index.scan(p.title, new Set(['title'])));
    if (titleMention) {
      const title = index.term(titleMention.termId);
      titleYears.set(title.id, (titleYears.get(title.id) ?? 0) + years);
      const evidence = locate(text, p.title);
      for (const family of title.families) {
        familyYears.set(family, (familyYears.get(family) ?? 0) + years);
        const list = familyEvidence.get(family) ?? [];
        if (evidence && list.length < MAX_EVIDENCE) list.push(evidence);
        familyEvidence.set(family, list);
      }
      for (const skillId of title.impliedSkills) {
        if (TOOL_CATEGORIES.has(index.term(skillId).category ?? '')) continue;
        const prev = impliedSkills.get(skillId);
        if (!prev || prev.years < years)
          impliedSkills.set(skillId, { title: title.name, years, evidence: evidence ? [evidence] : [] });
      }
    }
    for (const m of index.scan(`${p.title}\n${p.summary ?? ''}`, new Set(['skill']))) {
      skillYears.set(m.termId, (skillYears.get(m.termId) ?? 0) + years);
    }
  }
  const datedYears = unionYears(intervals);
  let statedYears = 0;
  for (const hit of findYears(text)) {
    if (/^\W*(?:of\s+)?(?:\w+\s+){0,2}experience/i.test(text.slice(hit.end, hit.end + 40)))
      statedYears = Math.max(statedYears, hit.years);
  }
  const totalYears =
    doc.analytics.fulltime_years > 0 ? doc.analytics.fulltime_years : Math.max(datedYears, statedYears);

  // "6 years of Python" in the text.
  for (const hit of findYears(text)) {
    const window = text.slice(hit.end, hit.end + 60).split(/[;.\n]/)[0] ?? '';
    for (const m of mentions) {
      if (m.kind === 'skill' && m.start >= hit.end && m.start < hit.end + window.length)
        skillYears.set(m.termId, Math.max(skillYears.get(m.termId) ?? 0, hit.years));
    }
  }

  const skills = new Map<number, SkillFact>();
  for (const [id, first] of firstMentions) {
    if (index.term(id).kind !== 'skill') continue;
    skills.set(id, { years: null, inferred: first.allSynonyms, evidence: first.evidence });
  }
  for (const name of [
    ...doc.handson.map((h) => h.handson_skill),
    ...doc.analytics.skill,
    ...doc.analytics.parsed_skill,
  ]) {
    const term = index.lookup('skill', name) ?? longestTerm(index, name, 'skill');
    if (!term) continue;
    const fact = skills.get(term.id);
    const canonical = foldWord(name.trim()) === foldWord(term.name);
    if (!fact) skills.set(term.id, { years: null, inferred: !canonical, evidence: [] });
    else if (canonical) fact.inferred = false;
  }
  for (const [id, fact] of skills) {
    const years = skillYears.get(id);
    if (years !== undefined && years > 0) fact.years = Math.min(years, Math.max(totalYears, years));
  }

  // Education: the highest degree in the profile or the text.
  let educationRank = NO_DEGREE_RANK;
  let educationLevel: EducationLevel | null = null;
  const fields = new Set<string>();
  const consider = (level: EducationLevel) => {
    if (EDUCATION_LEVEL_RANK[level] > educationRank) {
      educationRank = EDUCATION_LEVEL_RANK[level];
      educationLevel = level;
    }
  };
  for (const e of doc.education) {
    for (const d of findDegrees(e.degree ?? '')) {
      consider(d.level);
      if (d.field) fields.add(fieldKey(d.field));
    }
    if (e.major) fields.add(fieldKey(e.major));
  }
  const level = doc.analytics.education_level;
  if (level && LEVELS.has(level)) consider(level as EducationLevel);
  const degreeHits = findDegrees(text);
  let educationEvidence: Evidence[] = [];
  for (const d of degreeHits) {
    consider(d.level);
    if (d.field) fields.add(fieldKey(d.field));
  }
  const top = degreeHits.filter((d) => EDUCATION_LEVEL_RANK[d.level] === educationRank);
  educationEvidence = top.slice(0, MAX_EVIDENCE).map((d) => evidenceOf(text, d.start, d.end));
  for (const d of top) {
    // The field is named right after the degree: "B.S. in Computer Science".
    const after = text.slice(d.end, d.end + 80).split('\n')[0] ?? '';
    for (const m of index.scan(after, new Set(['major']))) fields.add(fieldKey(index.term(m.termId).name));
  }

  const certifications = new Map<number, Evidence[]>();
  for (const [id, first] of firstMentions)
    if (index.term(id).kind === 'certification') certifications.set(id, first.evidence);
  for (const c of doc.certification) {
    const term = index.lookup('certification', c.name) ?? longestTerm(index, c.name, 'certification');
    if (term && !certifications.has(term.id)) certifications.set(term.id, []);
  }

  const languages = new Map<number, { proficiency: number; evidence: Evidence[] }>();
  for (const l of doc.language) {
    const term = index.lookup('language', l.name);
    if (term) languages.set(term.id, { proficiency: l.proficiency, evidence: [] });
  }
  for (const m of mentions) {
    if (m.kind !== 'language') continue;
    const lineStart = text.lastIndexOf('\n', m.start) + 1;
    const lineEnd = text.indexOf('\n', m.end);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    if (!LANGUAGE_CONTEXT.test(line) && !/^\s*languages?\b/i.test(line)) continue;
    const after =
      text.slice(m.end, Math.min(m.end + 30, lineEnd < 0 ? text.length : lineEnd)).split(/[,;]/)[0] ?? '';
    const proficiency = proficiencyIn(after) ?? languages.get(m.termId)?.proficiency ?? 3;
    const prev = languages.get(m.termId);
    const evidence = evidenceOf(
      text,
      m.start,
      m.end + (after.indexOf(')') >= 0 ? after.indexOf(')') + 1 : 0),
    );
    languages.set(m.termId, {
      proficiency: Math.max(prev?.proficiency ?? 0, proficiency),
      evidence: [evidence],
    });
  }

  const norm = doc.analytics.norm_location;
  const fromText = norm.latitude === null && doc.basic.location ? readPlace(doc.basic.location) : null;
  const placeEvidence = [doc.basic.location, norm.city]
    .map((s) => (s ? locate(text, s) : null))
    .find(Boolean);
  const state = norm.state ?? doc.basic.state ?? fromText?.state ?? null;
  const country =
    norm.country_code ?? countryCode(norm.country ?? doc.basic.country) ?? fromText?.country ?? null;
  const place = {
    lat: norm.latitude ?? fromText?.lat ?? null,
    lon: norm.longitude ?? fromText?.lon ?? null,
    state,
    country,
    label: [state, country].filter(Boolean).join(', ') || 'Location not stated',
    evidence: placeEvidence ? [placeEvidence] : [],
  };

  const authorizedIn = new Set<string>();
  let needsSponsorship: boolean | null = doc.analytics.visa_sponsorship ? true : null;
  const authEvidence: Evidence[] = [];
  if (doc.analytics.us_work_authorized) authorizedIn.add('US');
  const self = SELF_AUTHORIZED.exec(text);
  if (self) {
    authorizedIn.add(countryIn(self[0]) ?? place.country ?? 'US');
    authEvidence.push(evidenceOf(text, self.index, self.index + self[0].length));
    needsSponsorship ??= false;
  }
  const needsAll = new RegExp(SELF_NEEDS_SPONSORSHIP.source, 'gi');
  for (
    let needs = needsAll.exec(text);
    needs !== null && authEvidence.length < MAX_EVIDENCE;
    needs = needsAll.exec(text)
  ) {
    needsSponsorship = true;
    authEvidence.push(evidenceOf(text, needs.index, needs.index + needs[0].length));
  }
  // Living in a country is weak evidence of the right to work there; the check marks it inferred.
  if (place.country && needsSponsorship !== true && authorizedIn.size === 0)
    authorizedIn.add(`~${place.country}`);

  const industries = new Map<number, Evidence[]>();
  for (const [id, first] of firstMentions)
    if (index.term(id).kind === 'industry') industries.set(id, first.evidence);
  if (doc.analytics.industry) {
    const term = index.lookup('industry', doc.analytics.industry);
    if (term && !industries.has(term.id)) industries.set(term.id, []);
  }

  const lackResume =
    text.trim().length === 0 && doc.position.length === 0 && doc.education.length === 0 && skills.size === 0;

  const features: Omit<ApplicantFeatures, 'ranking'> = {
    text,
    lackResume,
    skills,
    impliedSkills,
    titleYears,
    familyYears,
    familyEvidence,
    totalYears: round1(totalYears),
    educationRank,
    educationLevel,
    educationEvidence,
    fields,
    certifications,
    languages,
    place,
    authorizedIn,
    needsSponsorship,
    authEvidence,
    industries,
    words: buildWordSet(searched),
  };
  return { ...features, ranking: packRanking(features) };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function groupMentions(
  mentions: Mention[],
  text: string,
): Map<number, { evidence: Evidence[]; allSynonyms: boolean }> {
  const out = new Map<number, { evidence: Evidence[]; allSynonyms: boolean }>();
  for (const m of mentions) {
    let entry = out.get(m.termId);
    if (!entry) {
      entry = { evidence: [], allSynonyms: true };
      out.set(m.termId, entry);
    }
    if (!m.viaSynonym) entry.allSynonyms = false;
    if (entry.evidence.length < MAX_EVIDENCE) entry.evidence.push(evidenceOf(text, m.start, m.end));
  }
  return out;
}

function longest(mentions: Mention[]): Mention | undefined {
  let best: Mention | undefined;
  for (const m of mentions) if (!best || m.end - m.start > best.end - best.start) best = m;
  return best;
}

function longestTerm(index: TaxonomyIndex, name: string, kind: 'skill' | 'certification') {
  const m = longest(index.scan(name, new Set([kind])));
  return m && m.end - m.start >= name.trim().length * 0.6 ? index.term(m.termId) : undefined;
}

/** The first place the text says exactly this (a title, a city), as evidence. */
function locate(text: string, phrase: string): Evidence | null {
  const needle = phrase.trim();
  if (needle.length === 0) return null;
  const at = text.indexOf(needle);
  return at < 0 ? null : evidenceOf(text, at, at + needle.length);
}

/** Years covered by dated positions, overlaps counted once. */
function unionYears(intervals: [number, number][]): number {
  if (intervals.length === 0) return 0;
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [curStart, curEnd] = sorted[0] as [number, number];
  for (const [s, e] of sorted.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      months += curEnd - curStart;
      curStart = s;
      curEnd = e;
    }
  }
  months += curEnd - curStart;
  return months / 12;
}
