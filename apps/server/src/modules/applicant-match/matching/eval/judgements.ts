// Expected match levels of the judged set, written by reading each pair as a recruiter would
// before the engine was tuned. `unrelated` marks a résumé from another domain: the engine must
// never call such a pair best or good (the evaluation fails if it does).
import type { MatchLevel } from '@talentbase/shared/domain/applicant-match';

export type Judgement = {
  job: string;
  resume: string;
  expected: Exclude<MatchLevel, 'pending'>;
  unrelated?: true;
};

const j = (job: string, rows: [string, Judgement['expected'], ('unrelated' | undefined)?][]): Judgement[] =>
  rows.map(([resume, expected, flag]) =>
    flag ? { job, resume, expected, unrelated: true } : { job, resume, expected },
  );

export const JUDGEMENTS: readonly Judgement[] = [
  ...j('backend-python', [
    ['sw-senior-python', 'best'],
    ['data-analyst', 'partial'],
    ['sw-java-backend', 'not match'],
    ['sw-junior-frontend', 'not match'],
    ['nurse-icu', 'not match', 'unrelated'],
    ['ae-saas', 'not match', 'unrelated'],
  ]),
  ...j('frontend-react', [
    ['sw-junior-frontend', 'best'],
    ['sw-senior-python', 'not match'],
    ['product-designer', 'not match'],
    ['data-analyst', 'not match'],
    ['graphic-designer', 'not match', 'unrelated'],
    ['pharmacist-uk', 'not match', 'unrelated'],
  ]),
  ...j('icu-nurse', [
    ['nurse-icu', 'best'],
    ['nurse-new-grad', 'partial'],
    ['lpn', 'not match'],
    ['nurse-spanish', 'not match'],
    ['pharmacy-tech', 'not match'],
    ['sw-senior-python', 'not match', 'unrelated'],
    ['cpa-senior-accountant', 'not match', 'unrelated'],
  ]),
  ...j('hospital-pharmacist', [
    ['pharmacist-hospital', 'best'],
    ['pharmacist-uk', 'partial'],
    ['pharmacy-tech', 'not match'],
    ['nurse-icu', 'not match'],
    ['nurse-spanish', 'not match'],
    ['sw-java-backend', 'not match', 'unrelated'],
  ]),
  ...j('community-pharmacist-uk', [
    ['pharmacist-uk', 'best'],
    ['pharmacist-hospital', 'partial'],
    ['pharmacy-tech', 'not match'],
    ['nurse-spanish', 'not match'],
    ['graphic-designer', 'not match', 'unrelated'],
    ['ae-saas', 'not match', 'unrelated'],
  ]),
  ...j('account-executive', [
    ['ae-saas', 'best'],
    ['sdr', 'partial'],
    ['retail-sales', 'not match'],
    ['sw-senior-python', 'not match', 'unrelated'],
    ['nurse-icu', 'not match', 'unrelated'],
    ['fpa-analyst', 'not match', 'unrelated'],
  ]),
  ...j('senior-accountant', [
    ['cpa-senior-accountant', 'best'],
    ['staff-accountant', 'partial'],
    ['fpa-analyst', 'partial'],
    ['data-analyst', 'not match'],
    ['product-designer', 'not match', 'unrelated'],
    ['nurse-new-grad', 'not match', 'unrelated'],
  ]),
  ...j('product-designer', [
    ['product-designer', 'best'],
    ['graphic-designer', 'partial'],
    ['sw-junior-frontend', 'not match'],
    ['data-analyst', 'not match'],
    ['pharmacist-hospital', 'not match', 'unrelated'],
    ['retail-sales', 'not match', 'unrelated'],
  ]),
  ...j('financial-analyst', [
    ['fpa-analyst', 'best'],
    ['data-analyst', 'good'],
    ['cpa-senior-accountant', 'partial'],
    ['staff-accountant', 'not match'],
    ['sw-senior-python', 'not match', 'unrelated'],
    ['lpn', 'not match', 'unrelated'],
  ]),
];
