/**
 * Scoring details of the demo applicants against the sample job's persona. The sample has no
 * matching engine behind it, so this module judges each sample résumé with a few plain rules
 * (skills named, years, degree, distance) rather than storing finished answers: the scores, the
 * match level and every quoted phrase follow from the résumé text, and an evidence offset is
 * found in that text (a phrase that is not there fails at load, not in front of a user).
 */
import type {
  Evidence,
  OtherInsight,
  QuickCheck,
  ScoringDetail,
} from '@talentbase/shared/contracts/applicant-match';
import { MATCH_LEVEL, type MatchLevel } from '@talentbase/shared/domain/applicant-match';
import { SAMPLE_SEARCH_RADIUS_KM } from '@talentbase/shared/domain/sourcing-filters';
import type { DemoApplicantSeed } from './demo-applicants';
import { resumeText } from './demo-resumes';

/** The sample job's ideal candidate (the persona the demo ranks against). */
export const DEMO_PERSONA = {
  jobTitle: 'Senior Software Engineer',
  mustHaveSkills: ['TypeScript', 'Node.js', 'PostgreSQL'],
  niceToHaveSkills: ['Kubernetes', 'AWS'],
  minYears: 5,
  fields: ['Computer Science', 'Computer Engineering'],
  location: { city: 'Austin', state: 'TX', latitude: 30.2672, longitude: -97.7431 },
  radiusKm: SAMPLE_SEARCH_RADIUS_KM,
  freeRequirement: 'Has owned or led a production service',
} as const;

const WEIGHTS = { skill: 0.4, experience: 0.25, education: 0.15, location: 0.2 } as const;
const BACHELOR_OR_ABOVE = ['bachelor', 'master', 'ph.d', 'mba'];

/** Where `phrase` first stands in `text`; a phrase missing from the résumé is a fixture bug. */
export function locate(text: string, phrase: string): Evidence {
  const start = text.indexOf(phrase);
  if (start < 0) throw new Error(`Sample résumé has no "${phrase}"`);
  return { text: phrase, start, end: start + phrase.length };
}

function mentions(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.])${escaped}(?![\\w])`).test(text);
}

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function levelOf(matchScore: number): MatchLevel {
  if (matchScore >= 4.6) return MATCH_LEVEL.BEST;
  if (matchScore >= 3.4) return MATCH_LEVEL.GOOD;
  if (matchScore >= 2.2) return MATCH_LEVEL.PARTIAL;
  return MATCH_LEVEL.NOT_MATCH;
}

type Check = Omit<QuickCheck, 'bonusPoints' | 'inferred'> &
  Partial<Pick<QuickCheck, 'bonusPoints' | 'inferred'>>;
const check = (c: Check): QuickCheck => ({ bonusPoints: [], inferred: false, ...c });

export function scoreDemoApplicant(s: DemoApplicantSeed): ScoringDetail {
  const text = resumeText(s);
  const P = DEMO_PERSONA;

  const must = P.mustHaveSkills.filter((k) => mentions(text, k));
  const nice = P.niceToHaveSkills.filter((k) => mentions(text, k));
  const skillScore =
    5 * (0.8 * (must.length / P.mustHaveSkills.length) + 0.2 * (nice.length / P.niceToHaveSkills.length));

  // Years count only when the current role is a software role (a QA analyst's years are not).
  const relevant = /engineer|developer/i.test(s.positions[0]?.title ?? '');
  const years = relevant ? s.fulltimeYears : 0;
  const experienceScore =
    years >= P.minYears ? 3.5 + 1.5 * Math.min(1, (years - P.minYears) / 5) : 3 * (years / P.minYears);
  const yearsPhrase = `${s.fulltimeYears} years of experience`;

  const e = s.education;
  const degreeOk = BACHELOR_OR_ABOVE.includes(e.level);
  const fieldOk = (P.fields as readonly string[]).includes(e.major);
  const educationScore = degreeOk && fieldOk ? 5 : degreeOk ? 3 : 1;
  const degreePhrase = `${e.degree} in ${e.major}`;

  const km = distanceKm(s, P.location);
  const locationScore = km <= P.radiusKm ? 5 : km <= 2 * P.radiusKm ? 3 : 1;
  const placePhrase = `${s.city}, ${s.state}`;

  const matchScore =
    WEIGHTS.skill * skillScore +
    WEIGHTS.experience * experienceScore +
    WEIGHTS.education * educationScore +
    WEIGHTS.location * locationScore;

  const quickCheck: QuickCheck[] = [
    check({
      quickCheckType: must.length === P.mustHaveSkills.length ? 'MATCH' : 'MISS',
      category: 'SKILLS',
      title: P.mustHaveSkills.join(', '),
      matched: must,
      missing: P.mustHaveSkills.filter((k) => !must.includes(k)),
      bonusPoints: nice,
      evidence: [...must, ...nice].map((k) => locate(text, k)),
    }),
    check({
      quickCheckType: years >= P.minYears ? 'MATCH' : 'MISS',
      category: 'EXPERIENCE',
      title: `${P.minYears}+ years as a software engineer`,
      matched: years >= P.minYears ? [yearsPhrase] : [],
      missing: years >= P.minYears ? [] : [`${P.minYears}+ years in a software role`],
      evidence: [locate(text, yearsPhrase)],
    }),
    check({
      quickCheckType: degreeOk && fieldOk ? 'MATCH' : 'MISS',
      category: 'EDUCATION',
      title: `Bachelor's degree in ${P.fields.join(' or ')}`,
      matched: degreeOk && fieldOk ? [degreePhrase] : [],
      missing: degreeOk && fieldOk ? [] : [`Bachelor's degree in ${P.fields[0]}`],
      // A master's in the field satisfies a bachelor's requirement by inference.
      inferred: e.level !== 'bachelor' && degreeOk && fieldOk,
      evidence: [locate(text, degreePhrase)],
    }),
    check({
      quickCheckType: km <= P.radiusKm ? 'MATCH' : 'MISS',
      category: 'LOCATION',
      title: `Within ${P.radiusKm} km of ${P.location.city}, ${P.location.state}`,
      matched: km <= P.radiusKm ? [placePhrase] : [],
      missing: km <= P.radiusKm ? [] : [`${Math.round(km)} km away`],
      inferred: true,
      evidence: [locate(text, placePhrase)],
    }),
    check({
      quickCheckType: 'MATCH',
      category: 'WORK_AUTHORIZATION',
      title: 'Authorized to work in the United States',
      matched: ['United States'],
      missing: [],
      evidence: [locate(text, 'Authorized to work in the United States')],
    }),
    check({
      quickCheckType: 'MATCH',
      category: 'LANGUAGE',
      title: 'English, professional working or better',
      matched: ['English'],
      missing: [],
      evidence: [locate(text, 'English (native)')],
    }),
    check({
      quickCheckType: 'SKIP',
      category: 'CERTIFICATIONS',
      title: 'No certification asked',
      matched: [],
      missing: [],
      evidence: [],
    }),
  ];

  const leadership = /\b(Led|Leads|Owns)\b[^.\n]*/.exec(text);
  const otherInsights: OtherInsight[] = [
    ...P.niceToHaveSkills.map(
      (k): OtherInsight => ({
        category: 'skill',
        isMustHave: false,
        key: k,
        reason: mentions(text, k) ? `${k} is named in the résumé` : `${k} is not named in the résumé`,
        score: mentions(text, k) ? 5 : 0,
        evidence: mentions(text, k) ? [locate(text, k)] : [],
      }),
    ),
    {
      category: 'free_requirements',
      isMustHave: false,
      key: P.freeRequirement,
      reason: leadership
        ? 'The résumé describes owning or leading a service'
        : 'No ownership of a service is described',
      score: leadership ? 4 : 1,
      evidence: leadership ? [locate(text, leadership[0])] : [],
    },
  ];

  return {
    matchSummary: {
      matchType: levelOf(matchScore),
      matchScore: round1(matchScore),
      experienceScore: round1(experienceScore),
      educationScore: round1(educationScore),
      locationScore: round1(locationScore),
      skillScore: round1(skillScore),
    },
    quickCheck,
    otherInsights,
    lackResume: false,
    // Orders applicants within a level; kept below 1 as the spec requires.
    score: Math.min(0.99, Math.round((matchScore / 5) * 100) / 100),
  };
}
