import { describe, expect, it } from 'vitest';
import { emptyDoc } from './empty-resume';
import { EVAL_JOBS } from './eval/jobs';
import { EVAL_AS_OF, EVAL_RESUMES } from './eval/judged-set';
import { readResume } from './eval/read-resume';
import { seededRandom, syntheticResume } from './eval/synthetic';
import { extractPersona } from './extract-persona';
import { type ApplicantFeatures, applicantFeatures } from './features';
import { personaFeatures } from './persona-features';
import { rankApplicant } from './rank-applicant';
import { rankingNeedsWords } from './ranking-features';
import { scoreApplicant } from './score-applicant';
import {
  deserializeFeatures,
  deserializeRanking,
  featuresFormat,
  type StoredFeatures,
  serializeFeatures,
} from './stored-features';

/** Through JSON and back, as the jsonb column stores it. */
const throughJson = (f: ApplicantFeatures): StoredFeatures =>
  JSON.parse(JSON.stringify(serializeFeatures(f)));

const samples: ApplicantFeatures[] = (() => {
  const random = seededRandom(77);
  return [
    ...Object.values(EVAL_RESUMES).map((text) => applicantFeatures(readResume(text), { asOf: EVAL_AS_OF })),
    ...Array.from({ length: 100 }, (_, i) =>
      applicantFeatures(readResume(syntheticResume(random, i)), { asOf: EVAL_AS_OF }),
    ),
    applicantFeatures({ doc: emptyDoc(), contacts: { emails: [], phones: [] }, text: '', warnings: [] }),
  ];
})();

describe('stored features', () => {
  it('round-trip through JSON to the same features, for every judged résumé and generated ones', () => {
    for (const f of samples) {
      const back = deserializeFeatures(throughJson(f), f.text);
      expect(back).not.toBeNull();
      expect(back).toEqual(f);
    }
  });

  it('keeps years exactly, whole months compactly and any other value as written', () => {
    const f = samples[0] as ApplicantFeatures;
    const [firstSkill] = f.skills.keys();
    const [firstFamily] = f.familyYears.keys();
    if (firstSkill === undefined || firstFamily === undefined)
      throw new Error('Sample has skills and a family');
    const odd: ApplicantFeatures = {
      ...f,
      skills: new Map([...f.skills].map(([id, s]) => [id, id === firstSkill ? { ...s, years: 2.345 } : s])),
      familyYears: new Map([...f.familyYears].map(([k, y]) => [k, k === firstFamily ? 1 / 3 + 1 / 7 : y])),
    };
    const stored = throughJson(odd);
    expect(stored.ranking.skillYears).toContain('2.345');
    expect(stored.ranking.familyYears[firstFamily]).toBe(String(1 / 3 + 1 / 7));
    expect(stored.ranking.impliedYears.every((y) => Number.isInteger(y))).toBe(true);
    const back = deserializeFeatures(stored, odd.text) as ApplicantFeatures;
    expect(back.skills.get(firstSkill)?.years).toBe(2.345);
    expect(back.familyYears.get(firstFamily)).toBe(1 / 3 + 1 / 7);
    expect(back.impliedSkills).toEqual(odd.impliedSkills);
  });

  it('the ranking part alone gives the same ranking features and the same ranking', () => {
    const personas = EVAL_JOBS.map((job) => personaFeatures(extractPersona(job)));
    for (const f of samples) {
      const stored = throughJson(f);
      const ranking = deserializeRanking(stored.ranking, stored.format, stored.words);
      expect(ranking).toEqual(f.ranking);
      for (const p of personas)
        expect(rankApplicant(p, ranking as ApplicantFeatures['ranking'])).toEqual(
          rankApplicant(p, f.ranking),
        );
    }
  });

  it('a scoring detail from stored features equals the one from the résumé', () => {
    const p = personaFeatures(extractPersona(EVAL_JOBS.find((j) => j.id === 'icu-nurse') ?? EVAL_JOBS[0]!));
    for (const f of samples) {
      const back = deserializeFeatures(throughJson(f), f.text) as ApplicantFeatures;
      expect(scoreApplicant(p, back)).toEqual(scoreApplicant(p, f));
    }
  });

  it('keeps the evidence as spans of the résumé text, not copies of it', () => {
    const f = samples[0] as ApplicantFeatures;
    const json = JSON.stringify(serializeFeatures(f));
    expect(f.text.length).toBeGreaterThan(500);
    // No line of the résumé is copied in: a quoted line would show up whole.
    for (const line of f.text.split('\n').filter((l) => l.length > 30)) expect(json).not.toContain(line);
  });

  it('reads as null when made with another taxonomy or format, so the caller recomputes', () => {
    const stored = throughJson(samples[0] as ApplicantFeatures);
    expect(stored.format).toBe(featuresFormat());
    const old = { ...stored, format: '0.deadbeef' };
    expect(deserializeFeatures(old, (samples[0] as ApplicantFeatures).text)).toBeNull();
    expect(deserializeRanking(old.ranking, old.format)).toBeNull();
  });

  it('reads as null when the résumé text is not the one the spans point into, or the value is not stored features', () => {
    const f = samples[0] as ApplicantFeatures;
    const stored = throughJson(f);
    expect(deserializeFeatures(stored, f.text.slice(0, 40))).toBeNull();
    expect(deserializeFeatures(null, f.text)).toBeNull();
    expect(deserializeFeatures({ format: featuresFormat() }, f.text)).toBeNull();
    expect(deserializeFeatures({ ...stored, words: 'abc' }, f.text)).toBeNull();
    expect(stored.ranking.skills.length).toBeGreaterThan(1);
    const reversed = { ...stored.ranking, skills: [...stored.ranking.skills].reverse() };
    expect(deserializeRanking(reversed, stored.format)).toBeNull();
    expect(deserializeFeatures({ ...stored, ranking: reversed }, f.text)).toBeNull();
    expect(deserializeRanking('not an object', stored.format)).toBeNull();
  });

  it('ranks without the words for a job without free requirements, and refuses to for a job with them', () => {
    const personas = EVAL_JOBS.map((job) => personaFeatures(extractPersona(job)));
    const withFree = personas.find((p) => rankingNeedsWords(p));
    const withoutFree = personas.find((p) => !rankingNeedsWords(p));
    if (!withFree || !withoutFree) throw new Error('The judged set has jobs of both kinds');
    const f = samples[0] as ApplicantFeatures;
    const stored = throughJson(f);
    const noWords = deserializeRanking(stored.ranking, stored.format) as ApplicantFeatures['ranking'];
    expect(noWords.words).toBeNull();
    expect(rankApplicant(withoutFree, noWords)).toEqual(rankApplicant(withoutFree, f.ranking));
    expect(() => rankApplicant(withFree, noWords)).toThrow(/free requirements/);
  });
});
