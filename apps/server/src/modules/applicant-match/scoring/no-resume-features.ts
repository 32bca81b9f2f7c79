/**
 * The features of an applicant who came without a résumé (a CSV row): nothing to read, so every
 * such applicant is scored from the same empty résumé and the detail says lackResume. Nothing
 * is stored for them.
 */
import { emptyResume } from '../matching/empty-resume';
import { type ApplicantFeatures, applicantFeatures } from '../matching/features';

let noResume: ApplicantFeatures | null = null;

/** The features of an applicant with no résumé (shared: scoring only reads them). */
export function noResumeFeatures(): ApplicantFeatures {
  if (!noResume) {
    // An empty résumé reads as lacking one already; said again so the ranking part agrees.
    const f = applicantFeatures(emptyResume());
    noResume = { ...f, lackResume: true, ranking: { ...f.ranking, lackResume: true } };
  }
  return noResume;
}
