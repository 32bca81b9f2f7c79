import { describe, expect, it } from 'vitest';
import { readResume } from '../matching/eval/read-resume';
import { HEALTH_RESUMES } from '../matching/eval/resumes-health';
import { TECH_DESIGN_RESUMES } from '../matching/eval/resumes-tech-design';
import { applicantFeatures } from '../matching/features';
import {
  FEATURES_FORMAT,
  featuresOf,
  noResumeFeatures,
  readFeatures,
  storeFeatures,
} from './stored-features';

const asOf = new Date('2026-11-01T00:00:00Z');

describe('stored features', () => {
  it('reads back exactly what was stored: maps, sets and the word set, with the text put back', () => {
    for (const text of [TECH_DESIGN_RESUMES['sw-senior-python'], HEALTH_RESUMES['nurse-icu']] as string[]) {
      const resume = readResume(text);
      const features = applicantFeatures(resume, { asOf });
      const stored = storeFeatures(features);
      expect(stored).not.toContain(resume.text.slice(0, 200));
      const back = readFeatures(stored, resume.text);
      expect(back).toEqual(features);
      expect(back?.skills).toBeInstanceOf(Map);
      expect(back?.fields).toBeInstanceOf(Set);
      expect(back?.words.data).toBeInstanceOf(Int32Array);
    }
  });

  it('gives null for another format, broken JSON or nothing, so the caller computes them again', () => {
    const resume = readResume(TECH_DESIGN_RESUMES['sw-java-backend'] as string);
    const stored = JSON.parse(storeFeatures(applicantFeatures(resume, { asOf })));
    expect(readFeatures(JSON.stringify({ ...stored, format: FEATURES_FORMAT + 1 }), resume.text)).toBeNull();
    expect(readFeatures('{"format":', resume.text)).toBeNull();
    expect(readFeatures(null, resume.text)).toBeNull();
    const { features, computed } = featuresOf({ lackResume: false, resume, storedFeatures: '{"format":0}' });
    expect(computed).toBe(true);
    expect(features.skills.size).toBeGreaterThan(0);
  });

  it('scores an applicant without a résumé as lacking one, whatever is stored', () => {
    expect(noResumeFeatures().lackResume).toBe(true);
    const { features, computed } = featuresOf({ lackResume: true, resume: null, storedFeatures: null });
    expect(features.lackResume).toBe(true);
    expect(computed).toBe(false);
  });
});
