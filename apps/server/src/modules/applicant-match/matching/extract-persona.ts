/**
 * Reads a job description into the ideal-candidate persona: must-have and nice-to-have skills
 * (through the same taxonomy and synonyms as search), years overall and per skill, education
 * level and field, certifications and licences, languages with proficiency, location / remote /
 * radius, work authorisation and sponsorship, industry. What reads as a requirement but maps to
 * none of these is kept, as written, in `freeRequirements`.
 *
 * Deterministic and local: rules over the taxonomy index, no external service. The work is
 * linear in the length of the description (a 100,000-character one takes tens of ms).
 *
 * lackJD: the description has fewer than LACK_JD_MIN_WORDS words, or fewer than
 * LACK_JD_SHORT_WORDS words of which none names a skill, certification, degree, language or
 * number of years. The job title still contributes the skills it names.
 */

import type { Persona } from '@talentbase/shared/contracts/applicant-match';
import { EDUCATION_LEVEL_RANK } from '@talentbase/shared/domain/degrees';
import type { EducationLevel } from '@talentbase/shared/domain/sourcing-filters';
import { readPlace } from './places';
import {
  countryIn,
  DEFAULT_RADIUS_KM,
  findDegrees,
  findYears,
  LANGUAGE_CONTEXT,
  NO_SPONSORSHIP,
  ON_SITE,
  proficiencyIn,
  REMOTE,
  radiusIn,
  SPONSORSHIP,
  WORK_AUTH,
} from './requirement-words';
import { type Clause, clausesOf } from './sections';
import { type Mention, type TermKind, taxonomyIndex } from './taxonomy-index';
import { tokenize } from './tokenize';

export const LACK_JD_MIN_WORDS = 5;
export const LACK_JD_SHORT_WORDS = 40;

const LIMITS = {
  skills: 60,
  certifications: 30,
  languages: 20,
  industries: 20,
  fields: 20,
  free: 30,
} as const;
const SCANNED: ReadonlySet<TermKind> = new Set(['skill', 'certification', 'language', 'industry']);
const INDUSTRY_CONTEXT =
  /\b(?:industry|industries|sector|setting|environment|background|domain|firm|company|companies|experience (?:in|with|at))\b/i;
const EXPERIENCE_LEAD =
  /^\W*(?:of\s+)?(?:(?:professional|relevant|related|industry|clinical|progressive|hands-on|post-qualification|practical|commercial|full-time|work)\s+)*experience\b/i;
const EQUIVALENT = /\bor equivalent(?: practical| work)? experience\b|\bor equivalent\b/i;
const LOCATION_LINE = /^\s*(?:location|based in|office|work location)\s*:\s*(.+)$/i;
const LOCATION_PHRASE =
  /\b(?:[Bb]ased in|[Ll]ocated in|[Oo]n-?site in|[Oo]ffice in|[Hh]ybrid in|[Oo]nsite at our|in our)\s+([A-Z][\p{L}.' -]+(?:,\s*[A-Z][\p{L}.' -]+){1,2})/u;
const NEGATED_REMOTE = /\b(?:not (?:a )?remote|no remote|non-remote)\b/i;

type SkillAcc = { name: string; firstAt: number; must: boolean; years: number | null };

export function extractPersona(input: { jobTitle: string; description: string }): Persona {
  const index = taxonomyIndex();
  const jobTitle = input.jobTitle.trim().slice(0, 200);
  const description = input.description ?? '';
  const clauses = clausesOf(description);
  const hasMustClause = clauses.some((c) => c.weight === 'must');

  const skills = new Map<number, SkillAcc>();
  const certs = new Map<number, { name: string; required: boolean; firstAt: number }>();
  const languages = new Map<number, { name: string; proficiency: number }>();
  const industries = new Map<number, string>();
  const fields = new Set<string>();
  const free: { text: string; isMustHave: boolean }[] = [];
  let minYears: number | null = null;
  let niceYears: number | null = null;
  let education: { level: EducationLevel; required: boolean } | null = null;
  let authCountry: string | null = null;
  let authAsked = false;
  let sponsorship: boolean | null = null;
  let remote = false;
  let remoteCountry: string | null = null;
  let onSite = false;
  let radius: number | null = null;
  let place: ReturnType<typeof readPlace> = null;
  let mapped = 0;

  // The job title names skills too ("Senior Python Developer"): they are must-haves.
  for (const m of index.scan(jobTitle, new Set(['skill']))) {
    const term = index.term(m.termId);
    if (!skills.has(term.id)) skills.set(term.id, { name: term.name, firstAt: -1, must: true, years: null });
  }

  for (const clause of clauses) {
    const degrees = findDegrees(clause.text);
    const majors = degrees.length > 0 ? index.scan(clause.text, new Set(['major'])) : [];
    const mentions = dropShadowed(index.scan(clause.text, SCANNED), majors);
    const alternatives = alternativesOf(mentions, clause.text);
    const isMust = clause.weight === 'must' || (clause.weight === 'neutral' && !hasMustClause);
    let found = 0;

    // Places and remote work are read from any clause, requirement or not.
    const locationLine = LOCATION_LINE.exec(clause.text);
    const phrase = locationLine?.[1] ?? LOCATION_PHRASE.exec(clause.text)?.[1];
    // A heading line often ends with the place: "Senior Accountant – Chicago, IL".
    if (!phrase && place === null && clause.start < 200) place = placeAtEnd(clause.text);
    if (phrase && place === null) {
      place = readPlace(
        phrase.replace(/\(.*?\)|\b(?:hybrid|on-?site|remote)\b/gi, '').replace(/[-–|/]+\s*$/, ''),
      );
      if (place) found++;
    }
    if (REMOTE.test(clause.text) && !NEGATED_REMOTE.test(clause.text)) {
      remote = true;
      // "Remote (US)", "remote role open to candidates in the United States".
      const country = countryIn(clause.text);
      if (country && country !== 'EU') remoteCountry ??= country;
      found++;
    }
    if (ON_SITE.test(clause.text)) onSite = true;
    radius ??= radiusIn(clause.text);

    // Years: per skill when skills follow the number, overall when "experience" follows it.
    for (const hit of findYears(clause.text)) {
      const rest = clause.text.slice(hit.end, hit.end + 80);
      const window = rest.split(/[;.]|\band\s+\d/)[0] ?? '';
      const windowEnd = hit.end + window.length;
      const following = mentions.filter(
        (m) => m.kind === 'skill' && m.start >= hit.end && m.start < windowEnd,
      );
      const overall = EXPERIENCE_LEAD.test(rest) || following.length === 0;
      // "2+ years of ICU experience as a nurse" asks for both: the skill and the years overall.
      if ((overall && /as an?\b|in (?:a|an|the)\b/i.test(window)) || /\bexperience\b/i.test(window)) {
        if (clause.weight === 'nice') niceYears = Math.max(niceYears ?? 0, hit.years);
        else minYears = Math.max(minYears ?? 0, hit.years);
        found++;
      }
      for (const m of following) {
        const term = index.term(m.termId);
        const acc = skillAcc(skills, term.id, term.name, m, clause, isMust && !alternatives.has(m));
        acc.years = Math.max(acc.years ?? 0, hit.years);
        found++;
      }
    }

    for (const m of mentions) {
      const term = index.term(m.termId);
      if (m.kind === 'skill') {
        skillAcc(skills, term.id, term.name, m, clause, isMust && !alternatives.has(m));
        found++;
      } else if (m.kind === 'certification') {
        const prev = certs.get(term.id);
        certs.set(term.id, {
          name: term.name,
          required: (prev?.required ?? false) || isMust,
          firstAt: prev?.firstAt ?? clause.start + m.start,
        });
        found++;
      } else if (m.kind === 'language') {
        if (!LANGUAGE_CONTEXT.test(clause.text) && !(clause.inRequirements && clause.text.length < 100))
          continue;
        const proficiency = proficiencyIn(clause.text) ?? 3;
        const prev = languages.get(term.id);
        if (!prev || prev.proficiency < proficiency) languages.set(term.id, { name: term.name, proficiency });
        found++;
      } else if (m.kind === 'industry') {
        if (!clause.inRequirements && !INDUSTRY_CONTEXT.test(clause.text)) continue;
        industries.set(term.id, term.name);
        found++;
      }
    }

    if (degrees.length > 0) {
      // "Bachelor's or Master's": the lowest level named satisfies the job.
      let lowest = degrees[0];
      for (const d of degrees)
        if (lowest && EDUCATION_LEVEL_RANK[d.level] < EDUCATION_LEVEL_RANK[lowest.level]) lowest = d;
      const required = clause.weight !== 'nice' && !EQUIVALENT.test(clause.text);
      if (lowest && (education === null || (required && !education.required)))
        education = { level: lowest.level, required };
      for (const d of degrees) if (d.field) fields.add(d.field);
      for (const m of majors) fields.add(index.term(m.termId).name);
      found++;
    }

    if (WORK_AUTH.test(clause.text)) {
      authAsked = true;
      const country = countryIn(clause.text);
      if (country && country !== 'EU') authCountry = country;
      found++;
    }
    if (NO_SPONSORSHIP.test(clause.text)) {
      sponsorship = false;
      found++;
    } else if (SPONSORSHIP.test(clause.text)) {
      sponsorship = true;
      found++;
    }

    mapped += found;
    if (found === 0 && (clause.inRequirements || clause.weight === 'must') && free.length < LIMITS.free) {
      if (tokenize(clause.text).filter((t) => t.norm.length > 3).length >= 3)
        free.push({ text: clause.text.slice(0, 500), isMustHave: clause.weight !== 'nice' });
    }
  }

  const words = tokenize(description.slice(0, 2000)).length;
  const lackJD = words < LACK_JD_MIN_WORDS || (words < LACK_JD_SHORT_WORDS && mapped === 0);
  const sorted = [...skills.values()].sort((a, b) => a.firstAt - b.firstAt);
  const toSkill = (s: SkillAcc) => ({ name: s.name, minYears: s.years });
  const locationCountry = place?.country ?? (remote ? remoteCountry : null);

  return {
    jobTitle,
    mustHaveSkills: sorted
      .filter((s) => s.must)
      .slice(0, LIMITS.skills)
      .map(toSkill),
    niceToHaveSkills: sorted
      .filter((s) => !s.must)
      .slice(0, LIMITS.skills)
      .map(toSkill),
    minYearsExperience: minYears,
    education: {
      level: education?.level ?? null,
      fields: [...fields].slice(0, LIMITS.fields),
      required: education?.required ?? false,
    },
    certifications: [...certs.values()]
      .sort((a, b) => a.firstAt - b.firstAt)
      .slice(0, LIMITS.certifications)
      .map((c) => ({ name: c.name, required: c.required })),
    languages: [...languages.values()].slice(0, LIMITS.languages),
    location: {
      city: place?.city ?? null,
      state: place?.state ?? null,
      country: locationCountry,
      // "Remote or hybrid in Seattle" is not remote-only: a city with on-site words wins.
      remote: remote && !(onSite && place?.city),
      radiusKm:
        remote && !(onSite && place?.city) ? null : place?.city ? (radius ?? DEFAULT_RADIUS_KM) : null,
    },
    workAuthorization: {
      country:
        authCountry ??
        (authAsked && locationCountry && locationCountry.length === 2 ? locationCountry : null),
      sponsorshipAvailable: sponsorship,
    },
    industries: [...industries.values()].slice(0, LIMITS.industries),
    freeRequirements: free,
    lackJD,
  };
}

function placeAtEnd(line: string): ReturnType<typeof readPlace> {
  if (line.length > 120) return null;
  const afterDash = line.split(/\s[–—-]\s/).at(-1);
  const parts = line.split(',');
  for (const candidate of [afterDash, parts.slice(-2).join(','), parts.at(-1)]) {
    if (!candidate || candidate === line) continue;
    const place = readPlace(candidate.replace(/\(.*?\)/g, ''));
    if (place?.lat != null) return place;
  }
  return null;
}

function skillAcc(
  skills: Map<number, SkillAcc>,
  id: number,
  name: string,
  m: Mention,
  clause: Clause,
  isMust: boolean,
): SkillAcc {
  let acc = skills.get(id);
  if (!acc) {
    acc = { name, firstAt: clause.start + m.start, must: isMust, years: null };
    skills.set(id, acc);
  } else if (isMust) acc.must = true;
  return acc;
}

// "BLS certification" is both the skill Basic Life Support and the certification: a licence or
// certificate named as such is read as the certification only. In a degree clause, "Accounting"
// is the field of study, not the skill or the industry.
function dropShadowed(mentions: Mention[], majors: Mention[]): Mention[] {
  const shadows = mentions.filter((m) => m.kind === 'certification' || m.kind === 'language');
  const covers = (m: Mention) => (c: Mention) => c.start <= m.start && c.end >= m.end;
  return mentions.filter(
    (m) =>
      (m.kind !== 'skill' || !shadows.some(covers(m))) &&
      ((m.kind !== 'skill' && m.kind !== 'industry') || !majors.some(covers(m))),
  );
}

const OR_BETWEEN = /^\s*(?:,\s*)?(?:or|\/|and\/or)\s*$/i;

// "Django or FastAPI", "NetSuite/SAP": either one satisfies the job, so neither alone is a
// must-have; both become nice-to-haves (the persona has no "one of" shape).
function alternativesOf(mentions: Mention[], text: string): Set<Mention> {
  const out = new Set<Mention>();
  const skills = mentions.filter((m) => m.kind === 'skill');
  for (let i = 1; i < skills.length; i++) {
    const prev = skills[i - 1] as Mention;
    const cur = skills[i] as Mention;
    if (OR_BETWEEN.test(text.slice(prev.end, cur.start))) {
      out.add(prev);
      out.add(cur);
    }
  }
  return out;
}
