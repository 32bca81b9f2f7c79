/**
 * An empty profile and résumé: what an applicant without a résumé (a CSV row) is scored from, and
 * the blank the judged set's reader fills in. One definition, so both read the same nothing.
 */
import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import type { TalentProfileDoc } from '@talentbase/shared/contracts/talent';

export function emptyDoc(): TalentProfileDoc {
  return {
    basic: {
      fullname: '',
      location: null,
      city: null,
      state: null,
      country: null,
      current_title: null,
      current_company: null,
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
  };
}

export function emptyResume(): ParsedResume {
  return { doc: emptyDoc(), contacts: { emails: [], phones: [] }, text: '', warnings: [] };
}
