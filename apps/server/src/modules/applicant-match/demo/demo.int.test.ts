/**
 * The demo sample projects -1 and -2 over HTTP: every demo call of spec section 7 at its path
 * under /api, with the replies the spec describes; the same answers for users of two teams; a
 * real project (one's own, another team's, an unknown id) never gets sample or foreign data; and
 * not one table changes while the samples are used.
 */
import { scoringDetailSchema } from '@talentbase/shared/contracts/applicant-match';
import { DEMO_PROJECT_ACTIONS } from '@talentbase/shared/contracts/applicant-match-demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient, type TestResponse } from '../../../test/test-app';
import { changedTables, type TableState, tableState } from '../../projects/project-test-helpers';

let t: TestApp;
let a: TestClient; // demo@: pro team
let b: TestClient; // growth.recruiter@: growth team
let ownProject = ''; // a real project of a's team
let before: TableState;

const AM = '/api/tb-v2/v1/applicant-match';
const MOVED_APPLICANT = '-1006';
const MOVED_CANDIDATE = '-2006';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  a = new TestClient(t.app);
  await a.login('demo@talentbase.dev');
  b = new TestClient(t.app);
  await b.login('growth.recruiter@talentbase.dev');
  const created = await a.post('/api/v1/projects/create', {
    jobTitle: 'Platform Engineer',
    projectStatus: 0,
    projectName: 'Real applicants',
    numberOfOpenings: 1,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  ownProject = created.body.data.projectId;
  // A search run "for" a sample project lands in the caller's own history: the sample's history
  // must still list only the built-in searches.
  const searched = await a.post('/api/tb-v2/v1/sourcing/search', {
    filters: { titles: ['Data Scientist'] },
    projectId: '-1',
  });
  expect(searched.status, JSON.stringify(searched.body)).toBe(200);
  before = await tableState(t.db.pool);
}, 120_000);
afterAll(() => t.close());

/** Every demo call of spec section 7 for sample project `id`, by name. */
function demoCalls(c: TestClient, id: '-1' | '-2'): Record<string, () => Promise<TestResponse>> {
  return {
    saveLastViewed: () => c.post('/api/v1/projects/save-last-viewed', { projectId: id }),
    projectInformation: () => c.get(`/api/v1/projects/projectInformation/${id}`),
    getProjectRelation: () => c.post('/api/v1/projects/getProjectRelation', { projectIds: [id] }),
    pipelineBenchmark: () => c.get(`/api/tb-v2/v1/project/${id}/pipeline-benchmark`),
    search0: () => c.post(`${AM}/projects/${id}/applicants/search`, { stage: 0 }),
    search1: () => c.post(`${AM}/projects/${id}/applicants/search`, { stage: 1 }),
    search2: () => c.post(`${AM}/projects/${id}/applicants/search`, { stage: 2 }),
    search3: () => c.post(`${AM}/projects/${id}/applicants/search`, { stage: 3 }),
    unread: () => c.get(`${AM}/projects/${id}/applicants/unread`),
    stageSummary: () => c.get(`${AM}/projects/${id}/applicants/stage-summary`),
    count: () => c.get(`${AM}/projects/${id}/applicants/count`),
    atsStages: () => c.post(`${AM}/ats/stages`, { atsJobId: id }),
    declineReasons: () => c.post(`${AM}/ats/declineReasons`, { atsJobId: id }),
    declineReasonsKebab: () => c.post(`${AM}/ats/decline-reasons`, { atsJobId: id }),
    moveRecord: () => c.post(`${AM}/ats/move-candidate-record`, { atsJobId: id }),
    autoSync: () => c.get(`/api/tb-v2/v1/relationship/project/${id}/talent-pool/auto-sync`),
    rankingStatus: () => c.post(`${AM}/jobs/ranking-status`, { projectId: id }),
    matchInsights: () => c.post(`${AM}/jobs/match-insights`, { jobList: [{ projectId: id }] }),
    recentActivity: () =>
      c.get(`/api/tb-v2/v1/activity/candidate/recent?candidateIds=-2001,${MOVED_CANDIDATE}`),
    viewLog: () => c.post(`${AM}/projects/${id}/applicants/-1001/view-log`),
    saveActivity: () => c.post('/api/v1/candidates/saveActivity', { projectId: id }),
    resume: () => c.get(`${AM}/applicants/-1001/resume`),
    scoringDetail: () => c.get(`${AM}/applicants/scoring-detail/-3001`),
    history: () => c.post('/api/v1/astaskV2/history/search', { projectId: id }),
    filterPanel: () => c.get(`/api/tb-v2/v1/sourcing/filterPanel/getConfig?projectId=${id}`),
    candidatesByStatus: () => c.post('/api/v1/pipelines/getCandidatesByStatus', { projectId: id }),
    recommendations: () => c.get(`/api/tb-v2/v1/recommendation/project-candidates?projectId=${id}`),
    talentsyncConfig: () => c.get(`/api/v1/talentsync/getProjectConfig?projectId=${id}`),
    talentsyncStatus: () => c.post('/api/v1/talentsync/getConfigStatus', { projectIdList: [id] }),
  };
}

async function runAll(c: TestClient, id: '-1' | '-2') {
  const out: Record<string, TestResponse> = {};
  for (const [name, call] of Object.entries(demoCalls(c, id))) out[name] = await call();
  return out;
}

/** The project information carries the time of the call; everything else must match exactly. */
const comparable = (r: Record<string, TestResponse>) =>
  Object.fromEntries(
    Object.entries(r).map(([name, res]) => {
      if (name !== 'projectInformation') return [name, [res.status, res.body]];
      const { projectCreateDate, projectUpdateDate, projectHiringProcess, ...rest } = res.body.data;
      void projectCreateDate;
      void projectUpdateDate;
      void projectHiringProcess;
      return [name, [res.status, rest]];
    }),
  );

describe('the sample projects answer every demo call', () => {
  let replies: Record<string, TestResponse>;
  beforeAll(async () => {
    replies = await runAll(a, '-1');
  });

  it('answers each call with 200', () => {
    for (const [name, res] of Object.entries(replies))
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  });

  it('gives 5 applicants at stage 1, 1 at stage 2 and none at other stages', () => {
    expect(replies.search1?.body.total).toBe(5);
    expect(replies.search1?.body.applicants).toHaveLength(5);
    expect(replies.search1?.body.applicants.every((x: { stage: number }) => x.stage === 1)).toBe(true);
    expect(replies.search2?.body).toMatchObject({ total: 1, applicants: [{ applicantId: MOVED_APPLICANT }] });
    expect(replies.search0?.body).toEqual({ total: 0, applicants: [] });
    expect(replies.search3?.body).toEqual({ total: 0, applicants: [] });
    const first = replies.search1?.body.applicants[0];
    expect(first.profile.basic.fullname).toBeTruthy();
    expect(first.contacts.emailV2.primaryEmail).toMatch(/@example\.com$/);
    expect(first.score).toBeGreaterThanOrEqual(0);
    expect(first.score).toBeLessThan(1);
  });

  it('counts the applicants per stage, unread and match group', () => {
    expect(replies.count?.body).toEqual({
      total: 6,
      byGroup: { UnderReview: 5, MovedForward: 1, Declined: 0 },
    });
    expect(
      replies.stageSummary?.body.stages.map((s: { stage: number; count: number }) => [s.stage, s.count]),
    ).toEqual([
      [0, 0],
      [1, 5],
      [2, 1],
    ]);
    expect(replies.unread?.body.total).toBe(3);
  });

  it('keeps the move forward in the ATS stage named Moved, keyed by candidate id', () => {
    expect(Object.keys(replies.moveRecord?.body)).toEqual([MOVED_CANDIDATE]);
    expect(replies.moveRecord?.body[MOVED_CANDIDATE]).toMatchObject({
      candidateId: MOVED_CANDIDATE,
      atsJobId: '-1',
      moveType: 'moveForward',
      status: 2,
      toAtsStageName: 'Moved',
    });
    expect(replies.atsStages?.body.data.map((s: { atsStageName: string }) => s.atsStageName)).toContain(
      'Moved',
    );
    expect(replies.declineReasons?.body.data.length).toBeGreaterThan(0);
    expect(replies.declineReasonsKebab?.body).toEqual(replies.declineReasons?.body);
  });

  it('reports scoring finished, the insights, and empty activity, view log and save activity', () => {
    expect(replies.rankingStatus?.body).toMatchObject({
      projectId: '-1',
      totalCount: 6,
      scoringFinishedCount: 6,
    });
    expect(replies.matchInsights?.body.data).toHaveLength(1);
    const insight = replies.matchInsights?.body.data[0];
    const levels = Object.values(insight.matchInfo as Record<string, number>).reduce((n, v) => n + v, 0);
    expect(levels).toBe(6);
    expect(replies.autoSync?.body).toEqual({ enabled: false, talentPoolIds: [] });
    expect(replies.recentActivity?.body).toEqual({ data: [] });
    expect(replies.viewLog?.body).toEqual({});
    expect(replies.saveActivity?.body).toEqual({});
  });

  it('points the résumé at a sample PDF the browser can open, and explains the score', async () => {
    const { location, applicantId } = replies.resume?.body.data ?? {};
    expect(applicantId).toBe('-1001');
    expect(location).toMatch(/^\/api\//);
    const pdf = await a.get(location);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    const detail = replies.scoringDetail?.body;
    expect(detail.applicantId).toBe('-1001');
    expect(() => scoringDetailSchema.parse(detail)).not.toThrow();
    expect((await a.get(`${AM}/applicants/scoring-detail/-1001`)).body).toEqual(detail);
  });

  it('lists the built-in sample searches (80 km) for the sample project, not the caller\u2019s rows', () => {
    const data = replies.history?.body.data as {
      projectId: string;
      name: string;
      filters: { locations?: unknown[] };
    }[];
    expect(data.length).toBeGreaterThan(0);
    expect(replies.history?.body.total).toBe(data.length);
    for (const entry of data) {
      expect(entry.projectId).toBe('-1');
      expect(entry.filters.locations).toEqual([
        expect.objectContaining({ radius: { unit: 'km', value: 80 } }),
      ]);
    }
    expect(JSON.stringify(data)).not.toContain('Data Scientist');
  });

  it('gives an empty filter panel, no recommendations, and talent sync "Not Setup"', () => {
    expect(replies.filterPanel?.body).toEqual({});
    expect(replies.recommendations?.body).toEqual({ candidates: [] });
    expect(replies.talentsyncConfig?.body).toEqual({ data: {}, message: 'success' });
    expect(replies.talentsyncStatus?.body).toEqual({ data: [{ projectId: '-1', status: 'Not Setup' }] });
    expect(replies.candidatesByStatus?.body).toEqual({ data: [] });
    expect(replies.pipelineBenchmark?.body.data.enabled).toBe(false);
  });

  it('makes the demo user owner (recruiterRole 3) with the permissions the samples allow', () => {
    expect(replies.projectInformation?.body.data).toMatchObject({ projectId: '-1', recruiterRole: 3 });
    expect(replies.projectInformation?.body.data.permissions).toEqual([...DEMO_PROJECT_ACTIONS]);
    expect(replies.projectInformation?.body.data.permissions).not.toContain('candidate.editInfo');
  });
});

describe('the same for everyone', () => {
  it('answers users of two teams identically, for both sample projects', async () => {
    for (const id of ['-1', '-2'] as const) {
      const [fromA, fromB] = [await runAll(a, id), await runAll(b, id)];
      for (const [name, res] of Object.entries(fromB)) expect(res.status, `${id} ${name}`).toBe(200);
      expect(comparable(fromB)).toEqual(comparable(fromA));
    }
  });

  it('a team\u2019s own filter panel and history still answer without a sample project', async () => {
    const panel = await a.get('/api/tb-v2/v1/sourcing/filterPanel/getConfig');
    expect(panel.body.diversityOptions.length).toBeGreaterThan(0);
    const mine = await a.post('/api/v1/astaskV2/history/search', {});
    expect(JSON.stringify(mine.body.data)).toContain('Data Scientist');
  });
});

describe('real projects get no sample and no foreign data', () => {
  /** Calls only the sample projects answer so far. */
  const demoOnlyCalls = (c: TestClient, id: string) => [
    () => c.get(`/api/tb-v2/v1/relationship/project/${id}/talent-pool/auto-sync`),
    () => c.post(`${AM}/jobs/ranking-status`, { projectId: id }),
    () => c.post(`${AM}/jobs/match-insights`, { jobList: [{ projectId: '-1' }, { projectId: id }] }),
    () => c.get(`/api/tb-v2/v1/recommendation/project-candidates?projectId=${id}`),
  ];
  /** Calls a real project answers from its own data (../applicants/). */
  const realCalls = (c: TestClient, id: string) => ({
    search: () => c.post(`${AM}/projects/${id}/applicants/search`, { stage: 1 }),
    unread: () => c.get(`${AM}/projects/${id}/applicants/unread`),
    stageSummary: () => c.get(`${AM}/projects/${id}/applicants/stage-summary`),
    count: () => c.get(`${AM}/projects/${id}/applicants/count`),
    stages: () => c.post(`${AM}/ats/stages`, { atsJobId: id }),
    declineReasons: () => c.post(`${AM}/ats/declineReasons`, { projectId: id }),
    declineReasons2: () => c.post(`${AM}/ats/decline-reasons`, { atsJobId: id }),
    moveRecord: () => c.post(`${AM}/ats/move-candidate-record`, { atsJobId: id }),
    viewLog: () => c.post(`${AM}/projects/${id}/applicants/-1001/view-log`),
    saveActivity: () => c.post('/api/v1/candidates/saveActivity', { projectId: id, candidateId: '-2001' }),
    // Talentsync answers a real project from its ATS link (../../talentsync).
    talentsyncConfig: () => c.get(`/api/v1/talentsync/getProjectConfig?projectId=${id}`),
    talentsyncStatus: () => c.post('/api/v1/talentsync/getConfigStatus', { projectIdList: ['-1', id] }),
  });

  it('answers 404 "Project not found" alike for one\u2019s own, another team\u2019s and an unknown project', async () => {
    for (const [c, id] of [
      [a, ownProject],
      [b, ownProject],
      [a, '987654321'],
    ] as const) {
      for (const call of demoOnlyCalls(c, id)) {
        const res = await call();
        expect(res.status, JSON.stringify(res.body)).toBe(404);
        expect(res.body.message).toBe('Project not found');
      }
    }
  });

  it('answers a real project from its own data, never a sample, and another team\u2019s like an unknown one', async () => {
    const own = realCalls(a, ownProject);
    expect((await own.search()).body).toEqual({ total: 0, applicants: [] });
    expect((await own.count()).body).toEqual({
      total: 0,
      byGroup: { UnderReview: 0, MovedForward: 0, Declined: 0 },
    });
    expect((await own.unread()).body.total).toBe(0);
    expect((await own.stageSummary()).body.stages.every((s: { count: number }) => s.count === 0)).toBe(true);
    // The project is not an applicant-match job, and no sample applicant is one of its applicants.
    for (const call of [own.stages, own.declineReasons, own.declineReasons2, own.moveRecord])
      expect((await call()).status).toBe(404);
    expect((await own.viewLog()).status).toBe(404);
    expect((await own.saveActivity()).status).toBe(404);
    expect((await own.talentsyncConfig()).body).toEqual({ data: {}, message: 'success' });
    expect((await own.talentsyncStatus()).body).toEqual({
      data: [
        { projectId: '-1', status: 'Not Setup' },
        { projectId: ownProject, status: 'Not Setup' },
      ],
    });

    const foreign = realCalls(b, ownProject);
    const unknown = realCalls(a, '987654321');
    for (const name of Object.keys(foreign) as (keyof typeof foreign)[]) {
      const [x, y] = [await foreign[name](), await unknown[name]()];
      expect(x.status, `${name}: ${JSON.stringify(x.body)}`).toBe(404);
      expect({ status: x.status, body: x.body }, name).toEqual({ status: y.status, body: y.body });
    }
  });

  it('answers 404 for applicants, scoring details, résumés and candidates that are not samples', async () => {
    for (const url of [
      `${AM}/applicants/42/resume`,
      `${AM}/applicants/scoring-detail/42`,
      `${AM}/sample-resumes/42`,
      '/api/tb-v2/v1/activity/candidate/recent?candidateIds=-2001,42',
    ])
      expect((await a.get(url)).status, url).toBe(404);
    expect((await a.post(`${AM}/projects/-1/applicants/42/view-log`)).status).toBe(404);
  });

  it('keeps another team\u2019s project out of the filter panel and the history', async () => {
    expect((await b.get(`/api/tb-v2/v1/sourcing/filterPanel/getConfig?projectId=${ownProject}`)).status).toBe(
      404,
    );
    expect((await b.post('/api/v1/astaskV2/history/search', { projectId: ownProject })).status).toBe(404);
  });

  it('refuses malformed requests with 400 and anonymous callers with 401', async () => {
    expect((await a.post(`${AM}/projects/-1/applicants/search`, { stage: 'one' })).status).toBe(400);
    expect((await a.post(`${AM}/projects/-1/applicants/search`, { stage: 1, extra: true })).status).toBe(400);
    expect((await a.post(`${AM}/ats/stages`, {})).status).toBe(400);
    expect((await a.post('/api/v1/talentsync/getConfigStatus', { projectIdList: [] })).status).toBe(400);
    expect((await new TestClient(t.app).get(`${AM}/projects/-1/applicants/count`)).status).toBe(401);
  });
});

describe('storage', () => {
  it('leaves every table as it was after all the calls above', async () => {
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });
});
