// The judged set assembled: every job and résumé by id, read into persona and features once.
import type { ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { extractPersona } from '../extract-persona';
import { type ApplicantFeatures, applicantFeatures } from '../features';
import { type PersonaFeatures, personaFeatures } from '../persona-features';
import { scoreApplicant } from '../score-applicant';
import { EVAL_JOBS } from './jobs';
import { JUDGEMENTS, type Judgement } from './judgements';
import { readResume } from './read-resume';
import { BUSINESS_RESUMES } from './resumes-business';
import { HEALTH_RESUMES } from './resumes-health';
import { TECH_DESIGN_RESUMES } from './resumes-tech-design';

/** Résumé dates are read as of this day, so the set scores the same every year. */
export const EVAL_AS_OF = new Date('2026-11-01T00:00:00Z');

export const EVAL_RESUMES: Readonly<Record<string, string>> = {
  ...TECH_DESIGN_RESUMES,
  ...HEALTH_RESUMES,
  ...BUSINESS_RESUMES,
};

export type JudgedPair = Judgement & { family: string; features: ApplicantFeatures; detail: ScoringDetail };

export function scoreJudgedSet(): { pairs: JudgedPair[]; personas: Map<string, PersonaFeatures> } {
  const personas = new Map<string, PersonaFeatures>();
  for (const job of EVAL_JOBS) personas.set(job.id, personaFeatures(extractPersona(job)));
  const features = new Map<string, ApplicantFeatures>();
  for (const [id, text] of Object.entries(EVAL_RESUMES))
    features.set(id, applicantFeatures(readResume(text), { asOf: EVAL_AS_OF }));
  const pairs = JUDGEMENTS.map((judgement) => {
    const persona = personas.get(judgement.job);
    const applicant = features.get(judgement.resume);
    if (!persona || !applicant)
      throw new Error(`Judged pair names an unknown job or résumé: ${judgement.job} x ${judgement.resume}`);
    const family = EVAL_JOBS.find((job) => job.id === judgement.job)?.family ?? '';
    return { ...judgement, family, features: applicant, detail: scoreApplicant(persona, applicant) };
  });
  return { pairs, personas };
}
