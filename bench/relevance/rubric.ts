/**
 * The judging side of the relevance set: a plain view of one profile document and the small
 * vocabulary the per-query rubrics are written in. Rubrics read the stored document only (titles,
 * skills, certifications, education, analytics), never the search index or the engine's synonym
 * tables, so a judgement says what a recruiter would say of the profile, not what the engine did.
 */
import type { SearchFilters, TalentProfileDoc } from '@talentbase/shared';
import { educationLevelOfDegree } from '@talentbase/shared/domain/degrees';
import { type RadiusMiles, radiusMilesToKm } from '@talentbase/shared/domain/sourcing-filters';

export type Grade = 0 | 1 | 2 | 3;

export type ProfileView = {
  id: number;
  externalId: string;
  /** Current title as written, for reports. */
  currentTitle: string | null;
  /** Current title, lower case ('' when none). */
  title: string;
  /** Titles held before the current one, lower case. */
  pastTitles: string[];
  level: string | null;
  family: string | null;
  years: number;
  /** Canonical skill names and the forms the profile wrote them in, lower case. */
  skills: Set<string>;
  certs: string[];
  educationLevels: Set<string>;
  majors: string[];
  industry: string;
  countryCode: string | null;
  /** The state code for US profiles ('TX'), else null. */
  state: string | null;
  lat: number | null;
  lon: number | null;
};

export function viewOf(id: number, externalId: string, doc: TalentProfileDoc): ProfileView {
  const a = doc.analytics;
  const current = doc.basic.current_title ?? doc.current_position?.title ?? '';
  const past = doc.position.filter((p) => !p.iscurrent).map((p) => p.title.toLowerCase());
  const skills = new Set<string>();
  for (const s of a.skill) skills.add(s.toLowerCase());
  for (const s of doc.handson) skills.add(s.handson_skill.toLowerCase());
  const levels = new Set<string>();
  for (const e of doc.education) {
    const level = educationLevelOfDegree(e.degree);
    if (level) levels.add(level);
  }
  if (a.education_level) levels.add(a.education_level);
  return {
    id,
    externalId,
    currentTitle: current || null,
    title: current.toLowerCase(),
    pastTitles: past,
    level: a.title_level,
    family: a.title_family ?? null,
    years: a.fulltime_years,
    skills,
    certs: doc.certification.map((c) => c.name.toLowerCase()),
    educationLevels: levels,
    majors: doc.education.map((e) => (e.major ?? '').toLowerCase()).filter(Boolean),
    industry: (a.industry ?? '').toLowerCase(),
    countryCode: a.norm_location.country_code,
    state: a.norm_location.country_code === 'US' ? a.norm_location.state : null,
    lat: a.norm_location.latitude,
    lon: a.norm_location.longitude,
  };
}

/** One step of a rubric: the grade, what it means in words, and the test over the profile. */
export type Rule = readonly [grade: Exclude<Grade, 0>, meaning: string, test: (p: ProfileView) => boolean];

export type Family =
  | 'software-engineering'
  | 'data'
  | 'nursing-healthcare'
  | 'sales'
  | 'marketing'
  | 'finance-accounting'
  | 'hr'
  | 'operations'
  | 'legal'
  | 'design-product'
  | 'architecture-game';

/** What a query exercises, for the coverage table. */
export type Feature =
  | 'and'
  | 'or'
  | 'not'
  | 'parentheses'
  | 'phrase'
  | 'wildcard'
  | 'proximity'
  | 'plural'
  | 'abbreviation'
  | 'keywords'
  | 'titles'
  | 'skills'
  | 'location'
  | 'radius'
  | 'seniority'
  | 'experience'
  | 'education'
  | 'industry';

export type RelevanceQuery = {
  /** Stable and readable: `<family>-<what>`. */
  id: string;
  family: Family;
  features: readonly Feature[];
  /** What the recruiter wants, in one sentence. */
  intent: string;
  filters: SearchFilters;
  /** Highest grade first; the first rule a profile passes gives its grade, none gives 0. */
  rubric: readonly Rule[];
};

export function gradeOf(query: RelevanceQuery, p: ProfileView): Grade {
  for (const [grade, , test] of query.rubric) if (test(p)) return grade;
  return 0;
}

// --- The vocabulary rubrics are written in -------------------------------------------------

/** The current title matches. */
export const cur = (p: ProfileView, re: RegExp) => re.test(p.title);
/** A past title (not the current one) matches. */
export const past = (p: ProfileView, re: RegExp) => p.pastTitles.some((t) => re.test(t));
/** The current or a past title matches. */
export const ever = (p: ProfileView, re: RegExp) => cur(p, re) || past(p, re);
/**
 * A past title in a field the person still works in (their current job family). A recruiter counts
 * a former sales manager who now runs sales as relevant, one who now recruits only as partly so.
 */
export const pastHere = (p: ProfileView, re: RegExp, ...families: string[]) =>
  past(p, re) && p.family !== null && families.includes(p.family);
/** Holds at least one of the skills (canonical names, any case). */
export const anySkill = (p: ProfileView, ...names: string[]) =>
  names.some((n) => p.skills.has(n.toLowerCase()));
/** Holds every one of the skills. */
export const allSkills = (p: ProfileView, ...names: string[]) =>
  names.every((n) => p.skills.has(n.toLowerCase()));
/** How many of the skills it holds. */
export const countSkills = (p: ProfileView, ...names: string[]) =>
  names.filter((n) => p.skills.has(n.toLowerCase())).length;
export const hasCert = (p: ProfileView, re: RegExp) => p.certs.some((c) => re.test(c));
/** Skill evidence a recruiter accepts: the skill itself, or a certification in it. */
export const knows = (p: ProfileView, skill: string, cert: RegExp) => anySkill(p, skill) || hasCert(p, cert);
export const hasEducation = (p: ProfileView, ...levels: string[]) =>
  levels.some((l) => p.educationLevels.has(l));
export const atLevel = (p: ProfileView, ...levels: string[]) => p.level !== null && levels.includes(p.level);
export const yearsBetween = (p: ProfileView, min: number, max: number) => p.years >= min && p.years < max;

/** A place a query searches around: the GeoNames id the filter sends and its coordinates. */
export type Place = { id: number; name: string; lat: number; lon: number };

export const PLACES = {
  newYork: { id: 5128581, name: 'New York City', lat: 40.71427, lon: -74.00597 },
  chicago: { id: 4887398, name: 'Chicago', lat: 41.85003, lon: -87.65005 },
  sanFrancisco: { id: 5391959, name: 'San Francisco', lat: 37.77493, lon: -122.41942 },
  london: { id: 2643743, name: 'London', lat: 51.50853, lon: -0.12574 },
  losAngeles: { id: 5368361, name: 'Los Angeles', lat: 34.05223, lon: -118.24368 },
  houston: { id: 4699066, name: 'Houston', lat: 29.76328, lon: -95.36327 },
  toronto: { id: 6167865, name: 'Toronto', lat: 43.70011, lon: -79.4163 },
  dallas: { id: 4684888, name: 'Dallas', lat: 32.78306, lon: -96.80667 },
} as const satisfies Record<string, Place>;

/** Great-circle distance in km from the profile's city to the place (Infinity when unknown). */
export function kmFrom(p: ProfileView, place: Place): number {
  if (p.lat === null || p.lon === null) return Number.POSITIVE_INFINITY;
  const rad = Math.PI / 180;
  const h =
    Math.sin(((p.lat - place.lat) * rad) / 2) ** 2 +
    Math.cos(place.lat * rad) * Math.cos(p.lat * rad) * Math.sin(((p.lon - place.lon) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Within the radius a recruiter picked. The page offers "30 miles" and sends 50 km (the shared
 * RADIUS_OPTIONS): the rubric takes the option's km, so a profile the option promises is in.
 */
export const within = (p: ProfileView, place: Place, miles: RadiusMiles) =>
  kmFrom(p, place) <= (radiusMilesToKm(miles) ?? miles * 1.609);

/** A radius filter for a place, in the miles the page offers. */
export const near = (place: Place, miles: RadiusMiles) => ({
  city: place.id,
  radius: { unit: 'mi' as const, value: miles },
});

/**
 * Two words at most `between` words apart, in either order, as a recruiter reads a proximity
 * query: "sales manager"~2 accepts "Regional Sales Manager" and "Sales Development Manager".
 */
export function wordsNear(text: string, a: string, b: string, between: number): boolean {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== a) continue;
    for (let j = Math.max(0, i - between - 1); j <= Math.min(words.length - 1, i + between + 1); j++)
      if (j !== i && words[j] === b) return true;
  }
  return false;
}

/** Level prefixes the profiles write ("Sr." is how recruiters abbreviate "Senior"). */
export const RUNG = '(?:junior |associate |senior |sr\\.? |staff |lead |principal )?';
/** A title regex of one job at any rung: `job('software (engineer|developer)')`. */
export const job = (name: string) => new RegExp(`^${RUNG}(?:${name})$`);
