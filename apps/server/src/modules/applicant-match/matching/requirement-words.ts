/**
 * The small vocabularies a requirement is written in: years ("5+ years", "three years"),
 * degrees ("BSN", "Bachelor's", "PharmD"), language proficiency ("fluent", "native"), work
 * authorisation and sponsorship, remote work and radius. Shared by the job-description reader
 * and the résumé features so both sides read a degree or a proficiency the same way.
 */
import type { EducationLevel } from '@talentbase/shared/domain/sourcing-filters';

// Education levels are ranked by the one table search and profiles use
// (@talentbase/shared/domain/degrees EDUCATION_LEVEL_RANK: high school 1 to doctorates 5).

export const EDUCATION_LABEL: Readonly<Record<EducationLevel, string>> = {
  high_school: 'High school',
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  mba: 'MBA',
  'ph.d': 'Ph.D.',
  jd: 'JD',
  md: 'MD',
  do: 'DO',
  pharmd: 'PharmD',
};

type DegreePattern = { re: RegExp; level: EducationLevel; field?: string };

// Ordered: the specific forms (BSN, PharmD, MBA) before the generic ones. Case-sensitive where
// the short form is also a word ("MS" is Mississippi as often as a degree: needs a dot or "in").
const DEGREES: readonly DegreePattern[] = [
  { re: /\bPharm\.?\s?D\b|\bDoctor of Pharmacy\b/i, level: 'pharmd', field: 'Pharmacy' },
  { re: /\bM\.?Pharm\b|\bMaster of Pharmacy\b/i, level: 'master', field: 'Pharmacy' },
  { re: /\bPh\.?\s?D\b|\bdoctorate\b|\bdoctoral degree\b|\bD\.?Phil\b/i, level: 'ph.d' },
  { re: /\bJ\.D\.|\bJuris Doctor\b/i, level: 'jd' },
  { re: /\bM\.D\.|\bDoctor of Medicine\b/i, level: 'md' },
  { re: /\bMBA\b|\bMaster of Business Administration\b/, level: 'mba', field: 'Business Administration' },
  { re: /\bMSN\b|\bMaster of Science in Nursing\b/, level: 'master', field: 'Nursing' },
  {
    re: /\bmaster(?:'|’)s\b|\bmasters\b(?! data| file| class)|\bmaster of\b|\bmaster degree\b|\bM\.?S\.?c\b|\bM\.S\.|\bM\.A\.|\bMSc\b|\bMEng\b|\bMFA\b|\bMS in\b|\bMA in\b/i,
    level: 'master',
  },
  { re: /\bBSN\b|\bBachelor of Science in Nursing\b/, level: 'bachelor', field: 'Nursing' },
  {
    re: /\bbachelor(?:'|’)s\b|\bbachelors\b|\bbachelor of\b|\bbachelor degree\b|\bB\.?S\.?c\b|\bB\.S\.|\bB\.A\.|\bBSc\b|\bBEng\b|\bBFA\b|\bBS in\b|\bBA in\b|\bBS\/BA\b|\bBA\/BS\b|\bundergraduate degree\b|\bfour-year degree\b|\b4-year degree\b/i,
    level: 'bachelor',
  },
  {
    re: /\bADN\b|\bassociate(?:'|’)?s? degree\b|\bAssociate of (?:Science|Arts|Applied Science)\b/i,
    level: 'associate',
  },
  { re: /\bhigh school\b|\bGED\b|\bsecondary school\b|\bA[- ]levels?\b/i, level: 'high_school' },
];

export type DegreeHit = { level: EducationLevel; field: string | null; start: number; end: number };

/** Every degree named in a text, with its offsets. */
export function findDegrees(text: string): DegreeHit[] {
  const out: DegreeHit[] = [];
  const taken: [number, number][] = [];
  for (const d of DEGREES) {
    const re = new RegExp(d.re.source, d.re.flags.includes('g') ? d.re.flags : `${d.re.flags}g`);
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      out.push({ level: d.level, field: d.field ?? null, start, end });
      if (out.length > 50) return out;
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
};

export type YearsHit = { years: number; start: number; end: number };

// "5+ years", "3-5 years", "at least two years", "minimum of 4 yrs". A range keeps its lower end.
const YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*)?(?:years?|yrs?)\b/gi;

export function findYears(text: string): YearsHit[] {
  const out: YearsHit[] = [];
  YEARS.lastIndex = 0;
  for (let m = YEARS.exec(text); m !== null; m = YEARS.exec(text)) {
    const raw = (m[1] ?? '').toLowerCase();
    const years = NUMBER_WORDS[raw] ?? Number(raw);
    if (Number.isFinite(years) && years > 0 && years <= 50)
      out.push({ years, start: m.index, end: m.index + m[0].length });
    if (out.length > 50) break;
  }
  return out;
}

// Spec: proficiency 1 to 5, from limited to native.
const PROFICIENCY: readonly (readonly [RegExp, number])[] = [
  [/\b(?:native|mother tongue|bilingual|first language)\b/i, 5],
  [/\b(?:fluent|fluency|fully proficient|advanced|C1|C2)\b/i, 4],
  [/\b(?:professional|business|working|proficient|proficiency|full professional|intermediate|B2)\b/i, 3],
  [/\b(?:conversational|basic|elementary|B1|A2)\b/i, 2],
  [/\b(?:limited|beginner|A1)\b/i, 1],
];

/** The proficiency a text gives a language (1 to 5), or null when it names none. */
export function proficiencyIn(text: string): number | null {
  for (const [re, level] of PROFICIENCY) if (re.test(text)) return level;
  return null;
}

export const LANGUAGE_CONTEXT =
  /\b(?:speak|speaking|spoken|language|languages|fluent|fluency|native|bilingual|proficien|conversational|written and verbal|verbal and written|read and write)/i;

const COUNTRY_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:the\s+)?(?:U\.?S\.?A?\.?|United States|America|American)\b/, 'US'],
  [/\b(?:the\s+)?(?:U\.?K\.?|United Kingdom|Great Britain|Britain|British)\b/, 'GB'],
  [/\bCanad(?:a|ian)\b/, 'CA'],
  [/\bAustralia\b/, 'AU'],
  [/\bIreland\b/, 'IE'],
  [/\bGermany\b/, 'DE'],
  [/\b(?:the\s+)?(?:EU|European Union|EEA)\b/, 'EU'],
  [/\bIndia\b/, 'IN'],
];

export function countryIn(text: string): string | null {
  for (const [re, code] of COUNTRY_WORDS) if (re.test(text)) return code;
  return null;
}

// "must be authorized to work in the US", "right to work in the UK", "US citizenship required".
export const WORK_AUTH =
  /\b(?:(?:legally\s+)?authori[sz]ed to work|authori[sz]ation to work|work authori[sz]ation|eligible to work|eligibility to work|right to work|work permit|(?:U\.?S\.?|US) citizen(?:ship)?|green card|permanent resident)\b/i;
export const NO_SPONSORSHIP =
  /\b(?:unable to (?:provide |offer )?sponsor|(?:can ?not|cannot|can't|will not|won't|do not|does not|doesn't|don't|not able to) (?:provide |offer )?(?:visa )?sponsor|no (?:visa )?sponsorship|without (?:the need for )?(?:visa )?sponsorship|sponsorship (?:is )?not (?:available|offered|provided))/i;
export const SPONSORSHIP =
  /\b(?:(?:visa )?sponsorship (?:is )?(?:available|offered|provided)|(?:will|can|able to) sponsor|we sponsor|sponsor(?:ing)? visas?)\b/i;

// Résumé statements: what the applicant says about their own status.
export const SELF_AUTHORIZED =
  /\b(?:(?:U\.?S\.?|US|American|British|Canadian|UK) citizen|citizenship:\s*\w+|green card(?: holder)?|permanent resident|authori[sz]ed to work in [^.\n]{2,30}|right to work in [^.\n]{2,30}|eligible to work in [^.\n]{2,30}|no sponsorship (?:required|needed))\b/i;
export const SELF_NEEDS_SPONSORSHIP =
  /\b(?:require[sd]? (?:visa )?sponsorship|need(?:s)? (?:visa )?sponsorship|H-?1B (?:transfer|visa|sponsorship)|(?:on|holding) (?:an? )?(?:H-?1B|F-?1|OPT|TN) visa)\b/i;

export const REMOTE =
  /\b(?:fully remote|100% remote|remote[- ]first|remote(?: position| role| work| opportunity)?|work from home|wfh|anywhere in)\b/i;
export const ON_SITE = /\b(?:on-?site|in[- ]office|in person|hybrid)\b/i;

/** Spec section 9 radius options in km (5 to 100 miles); 80 km is the sample searches' radius. */
export const RADIUS_OPTIONS_KM = [8, 16, 25, 50, 80, 160] as const;
export const DEFAULT_RADIUS_KM = 80;

const RADIUS = /\bwithin\s+(?:a\s+)?(\d{1,4})\s*(?:-\s*)?(miles?|mi|kilomet(?:er|re)s?|km)\b/i;

/** A radius the text asks for, snapped to the nearest spec option. */
export function radiusIn(text: string): number | null {
  const m = RADIUS.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const value = Number(m[1]);
  const km = /^mi/i.test(m[2]) ? value * 1.609 : value;
  let best: number = RADIUS_OPTIONS_KM[0];
  for (const option of RADIUS_OPTIONS_KM) if (Math.abs(option - km) < Math.abs(best - km)) best = option;
  return best;
}
