/** Answers of the sourcing API for component tests, built from the shared contracts' types. */
import type { FilterPanelConfig, ProfileResponse, SearchHit, SearchResponse } from '@talentbase/shared';

export function hit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    profileId: 101,
    fullName: 'Grace Hopper',
    currentTitle: 'Senior Software Engineer',
    currentCompany: 'Acme Corp',
    location: 'Austin, TX',
    imageUrl: null,
    topSkills: ['Java', 'Kubernetes', 'COBOL'],
    seniority: 'senior',
    yearsExperience: 12,
    lastActive: '2026-01-10T00:00:00.000Z',
    activityLevel: 3,
    source: 'hiretual',
    isTeamCandidate: true,
    inTeam: true,
    inProjects: [],
    inProjectCount: 0,
    score: 0.82,
    match: {
      reasons: ['Current title matches: Senior Software Engineer', 'Has 1 of 2 skills: Java'],
      titleMatch: 'current',
      matchedSkills: ['Java'],
      missingSkills: ['Go'],
      matchedNiceToHave: [],
      keywordTerms: ['compilers'],
      highlights: [
        { field: 'title', text: 'Senior Software Engineer', ranges: [[7, 24]] },
        { field: 'summary', text: 'Built compilers <b>and</b> teams', ranges: [[6, 15]] },
      ],
      distanceKm: 16.1,
      scoreParts: { title: 1, skills: 0.5, keywords: 0.4, seniority: 1, recency: 0.7 },
    },
    contact: { hasEmail: true, hasPersonalEmail: false, hasPhone: true, revealed: false },
    ...overrides,
  };
}

export function searchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    searchId: 's-1',
    historyId: 'sh_1',
    total: 1,
    totalIsEstimate: false,
    totalMargin: null,
    start: 0,
    limit: 10,
    sort: 'relevance',
    tookMs: 12,
    hits: [hit()],
    facets: {
      approximate: false,
      exactThreshold: 5000,
      sampleSize: 1,
      groups: [{ key: 'title', label: 'Job title', values: [{ value: 'Nurse', label: 'Nurse', count: 1 }] }],
    },
    query: null,
    resolved: [],
    warnings: [],
    ...overrides,
  };
}

export function panelConfig(overrides: Partial<FilterPanelConfig> = {}): FilterPanelConfig {
  return {
    diversityOptions: [
      { value: 'women', label: 'Women' },
      { value: 'veteran', label: 'Veteran' },
    ],
    sources: [
      { value: 'hiretual', label: 'Open web' },
      { value: 'import', label: 'Imported' },
    ],
    credits: { total: 100, used: 10, remaining: 90, warning: false },
    defaults: { titleScope: 'current', companyScope: 'current', sort: 'relevance' },
    ...overrides,
  };
}

export function profileResponse(): ProfileResponse {
  return {
    profileId: 101,
    source: 'hiretual',
    isTeamCandidate: false,
    profile: {
      basic: {
        fullname: 'Grace Hopper',
        headline: 'Compiler pioneer',
        summary: 'Wrote the first compiler.',
        location: 'Austin, TX',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        current_title: 'Senior Software Engineer',
        current_company: 'Acme Corp',
        social_links: { github: 'github.com/grace', website: 'javascript:alert(1)' },
        opt_out: false,
        gdpr_status: 'none',
      },
      current_position: null,
      education: [
        { id: 1, school: 'Yale', major: 'Mathematics', degree: 'Ph.D.', startyear: 1930, endyear: 1934 },
      ],
      position: [
        {
          title: 'Senior Software Engineer',
          company: { name: 'Acme Corp' },
          iscurrent: true,
          start_date: '2020-01',
          end_date: null,
        },
        {
          title: 'Engineer',
          company: { name: 'Navy' },
          iscurrent: false,
          start_date: '2015-03',
          end_date: '2019-12',
        },
      ],
      handson: [{ handson_skill: 'COBOL', handson_linkedin_endorsements: 42 }],
      language: [{ name: 'English', proficiency: 5 }],
      certification: [{ name: 'AWS Solutions Architect', issuer: 'Amazon', year: 2021 }],
      patent: [{ title: 'Compiler method', number: 'US123', year: 1960 }],
      project: [{ name: 'FLOW-MATIC', description: 'A language', url: 'https://example.org/flow' }],
      publication: [{ title: 'On compilers', publisher: 'ACM', year: 1952 }],
      analytics: {
        availability: 0.7,
        availability_reason: 'Long tenure',
        compensation_base: { min: 150000, ave: 170000, max: 190000, currency: 'USD' },
        experience_range: '10+',
        fulltime_years: 12,
        focus: 'Backend',
        focus_score: 0.8,
        industry: 'Computer Software',
        education_level: 'ph.d',
        title_level: 'senior',
        skill: [],
        parsed_skill: [],
        norm_location: {
          city: 'Austin',
          state: 'TX',
          country: 'US',
          country_code: 'US',
          latitude: null,
          longitude: null,
          in_gdpr: false,
        },
        veteran: true,
        visa_sponsorship: false,
        us_work_authorized: true,
        gender: 'female',
        race: 'white',
        diversity: ['women', 'veteran'],
        clearance: 'secret',
        activity_level: 3,
        last_active: '2026-01-10T00:00:00.000Z',
      },
    },
    contacts: {
      revealed: false,
      hasEmail: true,
      hasPersonalEmail: false,
      hasPhone: true,
      emailV2: {
        primaryEmail: null,
        otherEmails: [],
        guessEmails: [],
        maskedEmails: ['g***@acme.com'],
        phones: { personal: [], work: [], fax: [], other: [] },
      },
      contact: {
        email: { primary: null, source: 'profile', category: null },
        phone: { masked: '+1 ***-***-0199', unmasked: null },
      },
    },
  };
}
