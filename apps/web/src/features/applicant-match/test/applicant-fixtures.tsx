/**
 * A job's applicants behind a stubbed API, for the applicant screens' tests: a list that answers
 * by the status and filters asked for, counts, a résumé with its text and a scoring detail whose
 * evidence points into that text. Multipart uploads are recorded with their file names.
 */
import { MantineProvider } from '@mantine/core';
import type { ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import type { Applicant } from '@talentbase/shared/contracts/applicant-match-demo';
import type { MatchLevel } from '@talentbase/shared/domain/applicant-match';
import { vi } from 'vitest';
import { theme } from '../../../app/theme';
import type { StubAnswer } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { profileResponse } from '../../sourcing/test/fixtures';
import { ApplicantScreens } from '../components/applicant-screens';

export const BASE = '/api/tb-v2/v1/applicant-match';
export const P = `${BASE}/projects/101`;

export function applicant(n: number, over: Partial<Applicant> = {}, name = `Applicant ${n}`): Applicant {
  const base = profileResponse();
  return {
    applicantId: String(n),
    candidateId: `c${n}`,
    atsCandidateId: `ats${n}`,
    score: 0.5,
    scoringDetailId: `sd${n}`,
    stage: 1,
    matchType: 'good' as MatchLevel,
    viewed: true,
    appliedAt: '2026-11-20T10:00:00.000Z',
    profile: {
      ...base.profile,
      basic: {
        ...base.profile.basic,
        fullname: name,
        current_title: 'Backend Engineer',
        current_company: 'Acme',
      },
    },
    contacts: base.contacts,
    source: { sourcingId: null, applicantMatchId: String(n) },
    ...over,
  };
}

export const RESUME_TEXT = `Ada Quinn
Senior Software Engineer
Austin, TX

EXPERIENCE
Staff Engineer, Paylane (2019 to present)
Built payment services in TypeScript and Node.js on PostgreSQL.

EDUCATION
B.S. in Computer Science, University of Texas (2010-2014)`;

const at = (phrase: string) => {
  const start = RESUME_TEXT.indexOf(phrase);
  return { text: phrase, start, end: start + phrase.length };
};

export const SCORING: ScoringDetail & { scoringDetailId: string; applicantId: string } = {
  scoringDetailId: 'sd1',
  applicantId: '1',
  matchSummary: {
    matchType: 'best',
    matchScore: 4.6,
    experienceScore: 4.2,
    educationScore: 5,
    locationScore: 5,
    skillScore: 4,
  },
  quickCheck: [
    {
      quickCheckType: 'MATCH',
      category: 'SKILLS',
      title: 'TypeScript, Node.js and PostgreSQL',
      matched: ['TypeScript', 'Node.js', 'PostgreSQL'],
      missing: [],
      bonusPoints: [],
      inferred: false,
      evidence: [at('TypeScript and Node.js'), at('PostgreSQL')],
    },
    {
      quickCheckType: 'MATCH',
      category: 'EDUCATION',
      title: "Bachelor's in Computer Science",
      matched: ['Computer Science'],
      missing: [],
      bonusPoints: [],
      inferred: true,
      evidence: [at('B.S. in Computer Science')],
    },
    {
      quickCheckType: 'MISS',
      category: 'SKILLS',
      title: 'Kubernetes',
      matched: [],
      missing: ['Kubernetes'],
      bonusPoints: [],
      inferred: false,
      evidence: [],
    },
  ],
  otherInsights: [
    {
      category: 'free_requirements',
      isMustHave: true,
      key: 'Has owned or led a production service',
      reason: 'Staff engineer who built the payment services',
      score: 4,
      evidence: [at('Staff Engineer, Paylane')],
    },
  ],
  lackResume: false,
  score: 0.87,
};

export type Recorded = { method: string; path: string; body: unknown; files: string[] };
export type Routes = Record<string, StubAnswer | ((req: Recorded) => StubAnswer | Promise<StubAnswer>)>;

/** Like the project stub, and a multipart body is recorded as the names of its files. */
export function stubMatchApi(routes: Routes) {
  const requests: Recorded[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const form = init?.body instanceof FormData ? init.body : null;
    const req: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      files: form ? form.getAll('files').map((f) => (f as File).name) : [],
    };
    requests.push(req);
    const route = routes[`${req.method} ${req.path}`];
    const [status, body] =
      typeof route === 'function'
        ? await route(req)
        : (route ?? [404, { code: 'NOT_FOUND', message: 'Not found', details: null }]);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return { requests, to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) };
}

/** Applicants by review status; the list answers by the status and the match levels asked for. */
export function listRoutes(rows: Applicant[]): Routes {
  return {
    [`POST ${P}/applicants/search`]: (req) => {
      const body = req.body as { stage: number; start: number; limit: number; matchLevels?: string[] };
      const found = rows.filter(
        (a) => a.stage === body.stage && (!body.matchLevels || body.matchLevels.includes(a.matchType)),
      );
      return [200, { total: found.length, applicants: found.slice(body.start, body.start + body.limit) }];
    },
    [`GET ${P}/applicants/stage-summary`]: () => [
      200,
      {
        stages: [0, 1, 2].map((stage) => ({
          stage,
          count: rows.filter((a) => a.stage === stage).length,
          unread: rows.filter((a) => a.stage === stage && !a.viewed).length,
        })),
      },
    ],
    [`POST ${BASE}/jobs/ranking-status`]: [
      200,
      { matchStatus: 'done', totalCount: rows.length, scoringFinishedCount: rows.length },
    ],
    // Not linked to an ATS job: the import card shows nothing.
    [`GET ${P}/ats-import`]: [
      200,
      { link: null, connected: false, supported: false, canImport: true, intervalMinutes: 30, latest: null },
    ],
  };
}

export function renderScreens(
  routes: Routes,
  props: Partial<{ canReview: boolean; canUpload: boolean; emailAvailable: boolean }> = {},
) {
  const api = stubMatchApi(routes);
  const view = renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <ApplicantScreens
        projectId="101"
        canReview={props.canReview ?? true}
        canUpload={props.canUpload ?? true}
        emailAvailable={props.emailAvailable ?? true}
      />
    </MantineProvider>,
  );
  return { api, view };
}
