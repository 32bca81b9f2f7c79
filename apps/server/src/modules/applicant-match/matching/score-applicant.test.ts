import { type ScoringDetail, scoringDetailSchema } from '@talentbase/shared/contracts/applicant-match';
import type { QuickCheckCategory } from '@talentbase/shared/domain/applicant-match';
import { describe, expect, it } from 'vitest';
import { emptyDoc } from './empty-resume';
import { EVAL_JOBS } from './eval/jobs';
import { EVAL_AS_OF, EVAL_RESUMES, scoreJudgedSet } from './eval/judged-set';
import { readResume } from './eval/read-resume';
import { extractPersona } from './extract-persona';
import { applicantFeatures } from './features';
import { personaFeatures } from './persona-features';
import { scoreApplicant, scoreMany } from './score-applicant';

function persona(jobId: string) {
  const job = EVAL_JOBS.find((j) => j.id === jobId);
  if (!job) throw new Error(jobId);
  return personaFeatures(extractPersona(job));
}

function applicant(resumeId: string) {
  const text = EVAL_RESUMES[resumeId];
  if (text === undefined) throw new Error(resumeId);
  return applicantFeatures(readResume(text), { asOf: EVAL_AS_OF });
}

function check(detail: ScoringDetail, category: QuickCheckCategory) {
  const found = detail.quickCheck.find((q) => q.category === category);
  if (!found) throw new Error(category);
  return found;
}

describe('scoreApplicant', () => {
  it('an ICU nurse for an ICU job: every asked check matches, with the résumé words as evidence', () => {
    const d = scoreApplicant(persona('icu-nurse'), applicant('nurse-icu'));
    expect(d.matchSummary.matchType).toBe('best');
    for (const c of [
      'EXPERIENCE',
      'SKILLS',
      'EDUCATION',
      'CERTIFICATIONS',
      'LANGUAGE',
      'LOCATION',
      'WORK_AUTHORIZATION',
    ] as const)
      expect(check(d, c).quickCheckType, c).toBe('MATCH');
    expect(check(d, 'INDUSTRY').quickCheckType).toBe('SKIP');
    expect(check(d, 'CERTIFICATIONS').matched).toEqual([
      'Registered Nurse License (NCLEX-RN)',
      'Basic Life Support (BLS)',
      'Advanced Cardiac Life Support (ACLS)',
    ]);
    expect(check(d, 'CERTIFICATIONS').bonusPoints).toEqual(['Critical Care Registered Nurse (CCRN)']);
    expect(check(d, 'WORK_AUTHORIZATION').evidence.map((e) => e.text)).toEqual([
      'Authorized to work in the United States',
    ]);
    expect(check(d, 'LANGUAGE').evidence.map((e) => e.text)).toEqual(['Spanish (fluent)']);
    expect(d.score).toBeGreaterThanOrEqual(0.75);
    expect(d.score).toBeLessThan(1);
  });

  it('a new graduate misses the years and ACLS, and is a partial match', () => {
    const d = scoreApplicant(persona('icu-nurse'), applicant('nurse-new-grad'));
    expect(check(d, 'EXPERIENCE').quickCheckType).toBe('MISS');
    expect(check(d, 'CERTIFICATIONS')).toMatchObject({
      quickCheckType: 'MISS',
      missing: ['Advanced Cardiac Life Support (ACLS)'],
    });
    expect(check(d, 'EDUCATION').quickCheckType).toBe('MATCH');
    expect(d.matchSummary.matchType).toBe('partial');
  });

  it('an LPN far from Seattle misses the RN licence and the location', () => {
    const d = scoreApplicant(persona('icu-nurse'), applicant('lpn'));
    expect(check(d, 'CERTIFICATIONS').missing).toContain('Registered Nurse License (NCLEX-RN)');
    expect(check(d, 'LOCATION').quickCheckType).toBe('MISS');
    expect(d.matchSummary.matchType).toBe('not match');
  });

  it('needing a visa the job cannot sponsor rules the applicant out, with the words that say so', () => {
    const d = scoreApplicant(persona('backend-python'), applicant('sw-java-backend'));
    const auth = check(d, 'WORK_AUTHORIZATION');
    expect(auth.quickCheckType).toBe('MISS');
    expect(auth.evidence.map((e) => e.text)).toEqual(['On an H-1B visa', 'require sponsorship']);
    expect(d.matchSummary.matchType).toBe('not match');
  });

  it('a UK pharmacist for a UK community pharmacy: MPharm, GPhC and the right to work, quoted', () => {
    const d = scoreApplicant(persona('community-pharmacist-uk'), applicant('pharmacist-uk'));
    expect(d.matchSummary.matchType).toBe('best');
    expect(check(d, 'EDUCATION')).toMatchObject({ quickCheckType: 'MATCH', evidence: [{ text: 'MPharm' }] });
    expect(check(d, 'CERTIFICATIONS')).toMatchObject({
      quickCheckType: 'MATCH',
      matched: ['GPhC Registration'],
    });
    expect(check(d, 'WORK_AUTHORIZATION')).toMatchObject({ quickCheckType: 'MATCH', inferred: false });
    expect(check(d, 'WORK_AUTHORIZATION').evidence.map((e) => e.text)).toEqual(['British citizen']);
    expect(check(d, 'LANGUAGE').quickCheckType).toBe('SKIP');
  });

  it('finance: a staff accountant without the CPA is held to partial; the CPA holder is best', () => {
    const staff = scoreApplicant(persona('senior-accountant'), applicant('staff-accountant'));
    expect(check(staff, 'CERTIFICATIONS')).toMatchObject({
      quickCheckType: 'MISS',
      missing: ['Certified Public Accountant (CPA)'],
    });
    expect(staff.matchSummary.matchType).toBe('partial');
    const cpa = scoreApplicant(persona('senior-accountant'), applicant('cpa-senior-accountant'));
    expect(check(cpa, 'CERTIFICATIONS').matched).toEqual(['Certified Public Accountant (CPA)']);
    expect(check(cpa, 'INDUSTRY').evidence.map((e) => e.text)).toContain('Public accounting');
    expect(cpa.matchSummary.matchType).toBe('best');
    expect(cpa.score).toBeGreaterThan(staff.score);
  });

  it('design: a remote job matches any US applicant; skills quote the résumé once each', () => {
    const d = scoreApplicant(persona('product-designer'), applicant('product-designer'));
    expect(check(d, 'LOCATION')).toMatchObject({ quickCheckType: 'MATCH', title: 'Remote (US)' });
    expect(check(d, 'SKILLS').missing).toEqual([]);
    expect(check(d, 'SKILLS').bonusPoints).toContain('Adobe After Effects');
    const starts = check(d, 'SKILLS').evidence.map((e) => e.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect(check(d, 'EDUCATION').quickCheckType).toBe('SKIP');
    expect(d.matchSummary.educationScore).toBe(5);
  });

  it('a résumé in Spanish gets no invented matches', () => {
    const d = scoreApplicant(persona('icu-nurse'), applicant('nurse-spanish'));
    expect(check(d, 'SKILLS').matched).toEqual([]);
    expect(check(d, 'CERTIFICATIONS').matched).toEqual([]);
    expect(check(d, 'EDUCATION').quickCheckType).toBe('MISS');
    expect(
      d.otherInsights
        .filter((i) => i.category === 'skill')
        .every((i) => i.score === 0 && i.evidence.length === 0),
    ).toBe(true);
    expect(d.matchSummary.matchType).toBe('not match');
  });

  it('marks synonyms and titles as inferred', () => {
    const p = personaFeatures(
      extractPersona({
        jobTitle: 'Platform Engineer',
        description: 'Requirements: Kubernetes and JavaScript. Patient education a plus.',
      }),
    );
    const text =
      'Jo Park\nPortland, OR, US\nEngineer\n\nEXPERIENCE\nRegistered Nurse — City Hospital | 2020-01 – Present\nRan k8s clusters and JS tooling.';
    const d = scoreApplicant(p, applicantFeatures(readResume(text), { asOf: EVAL_AS_OF }));
    const skills = check(d, 'SKILLS');
    expect(skills.matched).toEqual(['Kubernetes', 'JavaScript']);
    expect(skills.inferred).toBe(true);
    const patientEducation = d.otherInsights.find((i) => i.key === 'Patient Education');
    expect(patientEducation?.reason).toBe('Implied by the title Registered Nurse');
    expect(patientEducation?.evidence.map((e) => e.text)).toEqual(['Registered Nurse']);
  });

  it('scores free requirements by their words in the résumé', () => {
    const d = scoreApplicant(persona('account-executive'), applicant('ae-saas'));
    const quota = d.otherInsights.find((i) => i.category === 'free_requirements' && i.isMustHave);
    expect(quota?.key).toBe('Track record of meeting or exceeding quota.');
    expect(quota?.evidence.map((e) => e.text)).toContain('quota');
    expect(check(d, 'INDUSTRY')).toMatchObject({
      quickCheckType: 'MATCH',
      matched: ['Software Development'],
    });
  });

  it('without a résumé: lackResume, not a match, score 0', () => {
    const d = scoreApplicant(
      persona('icu-nurse'),
      applicantFeatures({ doc: emptyDoc(), contacts: { emails: [], phones: [] }, text: '', warnings: [] }),
    );
    expect(d).toMatchObject({
      lackResume: true,
      score: 0,
      matchSummary: { matchType: 'not match', matchScore: 0, skillScore: 0 },
    });
  });

  it('without a description: the title stands in (capped at good); with nothing at all, pending', () => {
    const nurse = applicant('nurse-icu');
    const byTitle = scoreApplicant(
      personaFeatures(extractPersona({ jobTitle: 'Registered Nurse', description: '' })),
      nurse,
    );
    expect(byTitle.matchSummary.matchType).toBe('good');
    expect(check(byTitle, 'SKILLS').bonusPoints.length).toBeGreaterThan(3);
    const nothing = scoreApplicant(
      personaFeatures(extractPersona({ jobTitle: 'Zorblax', description: 'Hi' })),
      nurse,
    );
    expect(nothing.matchSummary.matchType).toBe('pending');
    expect(nothing.quickCheck.every((q) => q.quickCheckType === 'SKIP')).toBe(true);
  });

  it('over the judged set: valid details, evidence quoted exactly, deterministic, unrelated never best or good', () => {
    const { pairs } = scoreJudgedSet();
    expect(pairs.length).toBeGreaterThanOrEqual(40);
    for (const pair of pairs) {
      const d = pair.detail;
      expect(scoringDetailSchema.parse(d)).toEqual(d);
      const text = EVAL_RESUMES[pair.resume] ?? '';
      const evidence = [
        ...d.quickCheck.flatMap((q) => q.evidence),
        ...d.otherInsights.flatMap((i) => i.evidence),
      ];
      for (const e of evidence) expect(text.slice(e.start, e.end)).toBe(e.text);
      if (pair.unrelated) expect(['not match', 'partial']).toContain(d.matchSummary.matchType);
    }
    expect(scoreJudgedSet().pairs.map((p) => p.detail)).toEqual(pairs.map((p) => p.detail));
  });
});

describe('scoreMany', () => {
  it('gives the same details as one by one and lets the event loop run in between', async () => {
    const p = persona('backend-python');
    const pool = Object.keys(EVAL_RESUMES).map(applicant);
    const applicants = Array.from(
      { length: 30_000 },
      (_, i) => pool[i % pool.length] as (typeof pool)[number],
    );
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const details = await scoreMany(p, applicants, { sliceMs: 5 });
    clearInterval(timer);
    expect(details).toHaveLength(applicants.length);
    expect(details[7]).toEqual(scoreApplicant(p, applicants[7] as (typeof pool)[number]));
    expect(ticks).toBeGreaterThan(0);
  });

  it('hands details to onScored in order and keeps none', async () => {
    const p = persona('icu-nurse');
    const pool = Object.keys(EVAL_RESUMES).map(applicant);
    const seen: number[] = [];
    const levels: string[] = [];
    const kept = await scoreMany(p, pool, {
      onScored: (detail, i) => {
        seen.push(i);
        levels.push(detail.matchSummary.matchType);
      },
    });
    expect(kept).toEqual([]);
    expect(seen).toEqual(pool.map((_, i) => i));
    expect(levels).toEqual(pool.map((a) => scoreApplicant(p, a).matchSummary.matchType));
  });
});
