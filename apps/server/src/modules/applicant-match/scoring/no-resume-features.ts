/**
 * The features of an applicant who came without a résumé (a CSV row): nothing to read, so every
 * such applicant is scored from the same empty résumé and the detail says lackResume. Nothing
 * is stored for them.
 */
import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { type ApplicantFeatures, applicantFeatures } from '../matching/features';

/** An applicant without a résumé (a CSV row): nothing to read, and the detail says lackResume. */
const NO_RESUME: ParsedResume = {
  doc: {
    basic: {
      fullname: '',
      headline: null,
      summary: null,
      location: null,
      city: null,
      state: null,
      country: null,
      current_title: null,
      current_company: null,
      highlight: null,
      image_url: null,
      social_links: {},
      opt_out: false,
      gdpr_status: 'none',
    },
    current_position: null,
    education: [],
    position: [],
    handson: [],
    language: [],
    certification: [],
    patent: [],
    project: [],
    publication: [],
    analytics: {
      availability: null,
      availability_reason: null,
      compensation_base: null,
      experience_range: null,
      fulltime_years: 0,
      focus: null,
      focus_score: null,
      industry: null,
      education_level: null,
      title_level: null,
      skill: [],
      parsed_skill: [],
      norm_location: {
        city: null,
        state: null,
        country: null,
        country_code: null,
        latitude: null,
        longitude: null,
        in_gdpr: false,
      },
      veteran: false,
      visa_sponsorship: false,
      gender: null,
      race: null,
      activity_level: 1,
      last_active: null,
    },
  },
  contacts: { emails: [], phones: [] },
  text: '',
  warnings: [],
};

let noResume: ApplicantFeatures | null = null;

/** The features of an applicant with no résumé (shared: scoring only reads them). */
export function noResumeFeatures(): ApplicantFeatures {
  if (!noResume) {
    // An empty résumé reads as lacking one already; said again so the ranking part agrees.
    const f = applicantFeatures(NO_RESUME);
    noResume = { ...f, lackResume: true, ranking: { ...f.ranking, lackResume: true } };
  }
  return noResume;
}
