/**
 * Hand-made profiles whose search results are known, for the search integration tests. Each
 * carries the keyword `tbfixture`, so a test that searches `tbfixture` plus one filter must get
 * exactly the fixture profiles that filter selects, whatever else the database holds.
 */
import type { StoredContacts, TalentProfileDoc } from '@talentbase/shared';

export type FixtureCity = {
  id: number;
  name: string;
  state: string | null;
  country: string;
  code: string;
  lat: number;
  lon: number;
};

export const CITIES = {
  austin: {
    id: 4671654,
    name: 'Austin',
    state: 'TX',
    country: 'United States',
    code: 'US',
    lat: 30.26715,
    lon: -97.74306,
  },
  roundRock: {
    id: 4724129,
    name: 'Round Rock',
    state: 'TX',
    country: 'United States',
    code: 'US',
    lat: 30.50826,
    lon: -97.6789,
  },
  houston: {
    id: 4699066,
    name: 'Houston',
    state: 'TX',
    country: 'United States',
    code: 'US',
    lat: 29.76328,
    lon: -95.36327,
  },
  london: {
    id: 2643743,
    name: 'London',
    state: null,
    country: 'United Kingdom',
    code: 'GB',
    lat: 51.50853,
    lon: -0.12574,
  },
  toronto: {
    id: 6167865,
    name: 'Toronto',
    state: null,
    country: 'Canada',
    code: 'CA',
    lat: 43.70011,
    lon: -79.4163,
  },
} satisfies Record<string, FixtureCity>;

export type FixtureSpec = {
  name: string;
  title: string;
  company: string;
  past?: { title: string; company: string }[];
  city: FixtureCity;
  years: number;
  tenure?: number;
  seniority: string;
  skills: string[];
  education?: { school: string; degree: string; major?: string }[];
  languages?: { name: string; code: string; proficiency: number }[];
  diversity?: string[];
  veteran?: boolean;
  clearance?: string | null;
  usAuthorized?: boolean;
  activity?: number;
  lastActiveDaysAgo?: number | null;
  industry?: string;
  summary?: string;
  certifications?: string[];
};

const ym = (monthsAgo: number, today: Date) => {
  const total = today.getUTCFullYear() * 12 + today.getUTCMonth() - monthsAgo;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

export function fixtureDoc(spec: FixtureSpec, today = new Date()): TalentProfileDoc {
  const [first = spec.name, ...rest] = spec.name.split(' ');
  const location = [spec.city.name, spec.city.state, spec.city.country].filter(Boolean).join(', ');
  const tenure = spec.tenure ?? Math.min(spec.years, 2);
  const current = {
    title: spec.title,
    company: { name: spec.company },
    website_url: null,
    summary: null,
    location,
    iscurrent: true,
    start_date: ym(Math.round(tenure * 12), today),
    end_date: null,
    company_id: null,
    normed_domain: null,
  };
  const past = (spec.past ?? []).map((p, i) => ({
    ...current,
    title: p.title,
    company: { name: p.company },
    location: null,
    iscurrent: false,
    start_date: ym(Math.round(tenure * 12) + 24 * (i + 1), today),
    end_date: ym(Math.round(tenure * 12) + 24 * i, today),
  }));
  const lastActive =
    spec.lastActiveDaysAgo === null
      ? null
      : new Date(today.getTime() - (spec.lastActiveDaysAgo ?? 5) * 86_400_000).toISOString().slice(0, 10);
  return {
    basic: {
      fullname: spec.name,
      first_name: first,
      last_name: rest.join(' '),
      headline: `${spec.title} at ${spec.company}`,
      summary: `${spec.summary ?? ''} tbfixture`.trim(),
      location,
      city: spec.city.name,
      state: spec.city.state,
      country: spec.city.country,
      current_title: spec.title,
      current_company: spec.company,
      highlight: null,
      image_url: null,
      social_links: {},
      opt_out: false,
      gdpr_status: 'none',
    },
    current_position: current,
    education: (spec.education ?? []).map((e, i) => ({
      id: i + 1,
      school: e.school,
      major: e.major ?? null,
      degree: e.degree,
      description: null,
      startyear: 2010,
      endyear: 2014,
    })),
    position: [current, ...past],
    handson: spec.skills.map((s) => ({ handson_skill: s, handson_linkedin_endorsements: 3 })),
    language: spec.languages ?? [],
    certification: (spec.certifications ?? []).map((name) => ({ name, issuer: null, year: 2020 })),
    patent: [],
    project: [],
    publication: [],
    analytics: {
      availability: 0.5,
      availability_reason: null,
      compensation_base: null,
      experience_range: null,
      fulltime_years: spec.years,
      focus: null,
      focus_score: null,
      industry: spec.industry ?? null,
      education_level: null,
      title_level: spec.seniority,
      title_family: null,
      skill: [],
      parsed_skill: [],
      norm_location: {
        city: spec.city.name,
        state: spec.city.state,
        country: spec.city.country,
        country_code: spec.city.code,
        latitude: spec.city.lat,
        longitude: spec.city.lon,
        in_gdpr: spec.city.code === 'GB',
        city_id: spec.city.id,
      },
      veteran: spec.veteran ?? false,
      visa_sponsorship: false,
      us_work_authorized: spec.usAuthorized ?? spec.city.code === 'US',
      gender: null,
      race: null,
      diversity: spec.diversity ?? [],
      clearance: spec.clearance ?? null,
      activity_level: spec.activity ?? 3,
      last_active: lastActive,
      tenure_years: tenure,
    },
  };
}

export function contacts(kind: 'none' | 'work' | 'personal' | 'phone'): StoredContacts {
  switch (kind) {
    case 'none':
      return { emails: [], phones: [] };
    case 'work':
      return { emails: [{ address: 'pat.work@acme.example', type: 'work', primary: true }], phones: [] };
    case 'personal':
      return {
        emails: [{ address: 'pat.home@mail.example', type: 'personal', primary: true }],
        phones: [{ number: '+15125550142', type: 'personal' }],
      };
    case 'phone':
      return { emails: [], phones: [{ number: '+15125550199', type: 'work' }] };
  }
}
