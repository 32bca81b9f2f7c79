/**
 * The demo applicants' ids, contacts and profiles (TalentProfileDoc), built from their seeds
 * (demo-applicant-seeds.ts).
 */
import type { Contacts, TalentProfileDoc } from '@talentbase/shared/contracts/talent';
import { DEMO_APPLICANT_SEEDS, type DemoApplicantSeed } from './demo-applicant-seeds';

export { DEMO_APPLICANT_SEEDS, type DemoApplicantSeed };

export const demoApplicantId = (n: number) => `-100${n}`;
export const demoCandidateId = (n: number) => `-200${n}`;
export const demoScoringDetailId = (n: number) => `-300${n}`;
export const demoEmail = (s: DemoApplicantSeed) =>
  `${s.first}.${s.last.split('-')[0]}@example.com`.toLowerCase();
export const demoPhone = (s: DemoApplicantSeed) => `+1 512-555-01${String(10 + s.n)}`;

export function profileOf(s: DemoApplicantSeed): TalentProfileDoc {
  const positions = s.positions.map((p) => ({
    title: p.title,
    company: { name: p.company },
    summary: p.summary,
    location: `${s.city}, ${s.state}`,
    iscurrent: p.end === null,
    start_date: p.start,
    end_date: p.end,
  }));
  const e = s.education;
  return {
    basic: {
      fullname: `${s.first} ${s.last}`,
      first_name: s.first,
      last_name: s.last,
      headline: s.headline,
      summary: s.summary,
      location: `${s.city}, ${s.state}, United States`,
      city: s.city,
      state: s.state,
      country: 'United States',
      current_title: s.positions[0]?.title ?? null,
      current_company: s.positions[0]?.company ?? null,
      highlight: null,
      image_url: null,
      social_links: { resume: `sample-resume-${s.n}.pdf` },
      opt_out: false,
      gdpr_status: 'none',
    },
    current_position: positions[0] ?? null,
    education: [
      { id: 1, school: e.school, major: e.major, degree: e.degree, startyear: e.start, endyear: e.end },
    ],
    position: positions,
    handson: s.skills.map((skill) => ({ handson_skill: skill, handson_linkedin_endorsements: 0 })),
    language: s.languages,
    certification: s.certifications.map((name) => ({ name })),
    patent: [],
    project: [],
    publication: [],
    analytics: {
      availability: null,
      availability_reason: null,
      compensation_base: null,
      experience_range:
        s.fulltimeYears >= 10
          ? '10+'
          : `${Math.floor(s.fulltimeYears / 2) * 2}-${Math.floor(s.fulltimeYears / 2) * 2 + 2}`,
      fulltime_years: s.fulltimeYears,
      focus: null,
      focus_score: null,
      industry: 'Computer Software',
      education_level: e.level,
      title_level: s.fulltimeYears >= 8 ? 'senior' : 'junior',
      skill: s.skills,
      parsed_skill: s.skills,
      norm_location: {
        city: s.city,
        state: s.state,
        country: 'United States',
        country_code: 'US',
        latitude: s.latitude,
        longitude: s.longitude,
        in_gdpr: false,
      },
      veteran: false,
      visa_sponsorship: false,
      us_work_authorized: true,
      gender: null,
      race: null,
      activity_level: 3,
      last_active: null,
    },
  };
}

export function contactsOf(s: DemoApplicantSeed): Contacts {
  const email = demoEmail(s);
  const phone = demoPhone(s);
  return {
    // An applicant gave these with the application: nothing to reveal, no credit to spend.
    revealed: true,
    hasEmail: true,
    hasPersonalEmail: true,
    hasPhone: true,
    emailV2: {
      primaryEmail: email,
      otherEmails: [],
      guessEmails: [],
      maskedEmails: [],
      phones: { personal: [phone], work: [], fax: [], other: [] },
    },
    contact: {
      email: { primary: email, source: 'application', category: 'personal' },
      phone: { masked: `${phone.slice(0, -4)}****`, unmasked: phone },
    },
  };
}

export function demoSeedOf(applicantId: string): DemoApplicantSeed | undefined {
  return DEMO_APPLICANT_SEEDS.find((s) => demoApplicantId(s.n) === applicantId);
}
