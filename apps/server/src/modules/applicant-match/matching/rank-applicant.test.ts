import type { Persona } from '@talentbase/shared/contracts/applicant-match';
import { EDUCATION_LEVEL_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../talent/taxonomy/skills';
import { emptyDoc } from './empty-resume';
import { EVAL_JOBS } from './eval/jobs';
import { EVAL_AS_OF, scoreJudgedSet } from './eval/judged-set';
import { readResume } from './eval/read-resume';
import { seededRandom, syntheticResume } from './eval/synthetic';
import { extractPersona } from './extract-persona';
import { type ApplicantFeatures, applicantFeatures } from './features';
import { type PersonaFeatures, personaFeatures } from './persona-features';
import { type Ranking, rankApplicant, rankMany } from './rank-applicant';
import { scoreApplicant } from './score-applicant';

/** The ranking pass must give exactly the numbers of the full detail, never close ones. */
function expectSameNumbers(p: PersonaFeatures, a: ApplicantFeatures): Ranking {
  const detail = scoreApplicant(p, a);
  const ranking = rankApplicant(p, a.ranking);
  expect(ranking).toEqual({
    level: detail.matchSummary.matchType,
    matchScore: detail.matchSummary.matchScore,
    experienceScore: detail.matchSummary.experienceScore,
    educationScore: detail.matchSummary.educationScore,
    locationScore: detail.matchSummary.locationScore,
    skillScore: detail.matchSummary.skillScore,
    score: detail.score,
  });
  return ranking;
}

const generated = (() => {
  const random = seededRandom(4242);
  return Array.from({ length: 300 }, (_, i) =>
    applicantFeatures(readResume(syntheticResume(random, i)), { asOf: EVAL_AS_OF }),
  );
})();

describe('rankApplicant', () => {
  it('gives the level and score of the full detail for every judged pair', () => {
    const { pairs, personas } = scoreJudgedSet();
    const levels = new Set<string>();
    for (const pair of pairs) {
      const p = personas.get(pair.job) as PersonaFeatures;
      const ranking = rankApplicant(p, pair.features.ranking);
      expect(ranking.level, `${pair.job} x ${pair.resume}`).toBe(pair.detail.matchSummary.matchType);
      expect(ranking.score, `${pair.job} x ${pair.resume}`).toBe(pair.detail.score);
      expect(ranking.matchScore).toBe(pair.detail.matchSummary.matchScore);
      levels.add(ranking.level);
    }
    // The set spans every level, so the comparison covers each branch of the level rules.
    expect([...levels].sort()).toEqual(['best', 'good', 'not match', 'partial']);
  });

  it('gives the numbers of the full detail for generated applicants against every eval job', () => {
    for (const job of EVAL_JOBS) {
      const p = personaFeatures(extractPersona(job));
      for (const a of generated) expectSameNumbers(p, a);
    }
  });

  it('agrees with the full detail for edited personas (property)', () => {
    const skillNames = SKILLS.map((s) => s.name);
    const personaArb = fc.record({
      base: fc.constantFrom(...EVAL_JOBS),
      must: fc.array(
        fc.record({
          name: fc.constantFrom(...skillNames),
          minYears: fc.option(fc.integer({ min: 1, max: 8 })),
        }),
        { maxLength: 6 },
      ),
      nice: fc.array(fc.constantFrom(...skillNames), { maxLength: 4 }),
      minYears: fc.option(fc.integer({ min: 0, max: 12 })),
      level: fc.option(fc.constantFrom(...EDUCATION_LEVEL_OPTIONS.map((o) => o.value))),
      required: fc.boolean(),
      remote: fc.boolean(),
      city: fc.option(fc.constantFrom('Seattle', 'Austin', 'London', 'Chicago')),
      country: fc.option(fc.constantFrom('US', 'GB', 'CA')),
      sponsorship: fc.option(fc.boolean()),
      free: fc.array(
        fc.constantFrom('payer contracts', 'quarterly close', 'figma prototypes', 'patient care'),
        { maxLength: 3 },
      ),
      lackJD: fc.boolean(),
    });
    fc.assert(
      fc.property(personaArb, fc.integer({ min: 0, max: generated.length - 1 }), (g, at) => {
        const base = extractPersona(g.base);
        const persona: Persona = {
          ...base,
          mustHaveSkills: g.must.map((s) => ({ name: s.name, minYears: s.minYears })),
          niceToHaveSkills: g.nice.map((name) => ({ name, minYears: null })),
          minYearsExperience: g.minYears,
          education: { level: g.level, fields: base.education.fields, required: g.required },
          location: { city: g.city, state: null, country: g.country, remote: g.remote, radiusKm: null },
          workAuthorization: { country: g.country, sponsorshipAvailable: g.sponsorship },
          freeRequirements: g.free.map((text) => ({ text, isMustHave: false })),
          lackJD: g.lackJD,
        };
        expectSameNumbers(personaFeatures(persona), generated[at] as ApplicantFeatures);
      }),
      { numRuns: 400, seed: 15 },
    );
  });

  it('an applicant without a résumé is not a match with score 0 on both paths', () => {
    const p = personaFeatures(extractPersona(EVAL_JOBS[0] as (typeof EVAL_JOBS)[number]));
    const none = applicantFeatures({
      doc: emptyDoc(),
      contacts: { emails: [], phones: [] },
      text: '',
      warnings: [],
    });
    expect(expectSameNumbers(p, none)).toMatchObject({ level: 'not match', score: 0 });
  });
});

describe('rankMany', () => {
  it('ranks a batch in order and yields to the event loop between slices', async () => {
    const p = personaFeatures(extractPersona(EVAL_JOBS[0] as (typeof EVAL_JOBS)[number]));
    const batch = Array.from({ length: 20 }, () => generated)
      .flat()
      .map((a) => a.ranking);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const progress: number[] = [];
    // A slice of 0 ms yields every 64 applicants: the timer must get turns during the batch.
    const out = await rankMany(p, batch, { sliceMs: 0, onProgress: (done) => progress.push(done) });
    clearInterval(timer);
    expect(out).toHaveLength(batch.length);
    expect(out[7]).toEqual(rankApplicant(p, batch[7] as ApplicantFeatures['ranking']));
    expect(ticks).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(batch.length);
    expect(progress.length).toBeGreaterThan(batch.length / 64 - 1);
  });
});
