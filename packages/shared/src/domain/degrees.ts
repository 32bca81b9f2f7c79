// Degree names on profiles and the education level (spec section 9 values) each one counts as.
// Generated profiles use DEGREE_NAMES; imported ones are read with educationLevelOfDegree.
import type { EducationLevel } from './sourcing-filters';

export const DEGREE_NAMES: Record<EducationLevel, readonly string[]> = {
  high_school: ['High School Diploma'],
  associate: ['Associate of Applied Science', 'Associate of Science', 'Associate of Arts'],
  bachelor: [
    'Bachelor of Science',
    'Bachelor of Arts',
    'Bachelor of Engineering',
    'Bachelor of Science in Nursing',
  ],
  master: ['Master of Science', 'Master of Arts', 'Master of Engineering', 'Master of Public Health'],
  'ph.d': ['Doctor of Philosophy (Ph.D.)'],
  jd: ['Juris Doctor (J.D.)'],
  md: ['Doctor of Medicine (M.D.)'],
  do: ['Doctor of Osteopathic Medicine (D.O.)'],
  mba: ['Master of Business Administration (MBA)'],
  pharmd: ['Doctor of Pharmacy (PharmD)'],
};

/** Most specific first: "Master of Business Administration" is an MBA before it is a master. */
const PATTERNS: readonly [EducationLevel, RegExp][] = [
  ['mba', /\bm\.?b\.?a\b|business administration/i],
  ['pharmd', /\bpharm\.?\s?d\b|doctor of pharmacy/i],
  ['jd', /\bj\.?d\b|juris doctor|doctor of law/i],
  ['md', /\bm\.?d\b|doctor of medicine/i],
  ['do', /\bd\.?o\b\.?|osteopathic/i],
  ['ph.d', /\bph\.?\s?d\b|doctor of philosophy|doctorate/i],
  ['master', /\bmaster|\bm\.?s\.?c?\b|\bm\.?a\b|\bm\.?eng\b|\bmph\b/i],
  ['bachelor', /\bbachelor|\bb\.?s\.?c?\b|\bb\.?a\b|\bb\.?eng\b|\bbsn\b|\bb\.?tech\b|undergraduate/i],
  ['associate', /\bassociate|\ba\.?a\.?s?\b|\ba\.?s\b/i],
  ['high_school', /high school|secondary school|\bged\b|diploma/i],
];

export function educationLevelOfDegree(degree: string | null | undefined): EducationLevel | null {
  if (!degree) return null;
  for (const [level, pattern] of PATTERNS) if (pattern.test(degree)) return level;
  return null;
}

/** Rank of each level for "highest degree": doctorates above masters above bachelors. */
export const EDUCATION_LEVEL_RANK: Record<EducationLevel, number> = {
  high_school: 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  mba: 4,
  jd: 5,
  md: 5,
  do: 5,
  pharmd: 5,
  'ph.d': 5,
};
