/**
 * "Select all N results" and the bulk add to a project: the selection follows the result order,
 * the add streams its progress and writes all or nothing, and another team's ids or project
 * answer 404 with nothing written. Result cards then say which projects hold a candidate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchTestApp, type SearchTestApp } from '../../test/search-app';
import { TestClient } from '../../test/test-app';
import { FIXTURES } from './search-fixtures';

let t: SearchTestApp;
let pro: TestClient;
let growth: TestClient;

type Event = { type: string; done?: number; total?: number; added?: number; alreadyInProject?: number };

/** The NDJSON body of a bulk add, one event per line. */
function events(body: unknown): Event[] {
  expect(typeof body).toBe('string');
  return (body as string)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Event);
}

const rowsIn = async (projectId: string) =>
  (
    await t.db.pool.query('select count(*)::int as n from project_candidates where project_id = $1', [
      projectId,
    ])
  ).rows[0].n as number;

async function newProject(client: TestClient, projectName: string): Promise<string> {
  const res = await client.post('/api/v1/projects/quick-create', { projectName });
  expect(res.status).toBe(200);
  return res.body.project.projectId;
}

beforeAll(async () => {
  // More matches than one step of 500, so the add reports progress more than once.
  t = await createSearchTestApp(FIXTURES, 700);
  pro = new TestClient(t.app);
  await pro.login('demo@talentbase.dev');
  growth = new TestClient(t.app);
  await growth.login('growth.recruiter@talentbase.dev');
}, 180_000);
afterAll(() => t.close());

describe('select all results', () => {
  it('gives every match in result order, less the ones excluded', async () => {
    // Finley is the pro team's own candidate (registered as an import registers it).
    await t.db.pool.query(
      'insert into team_candidates (team_id, profile_id) values ($1, $2) on conflict do nothing',
      [t.proTeamId, t.ids.finley],
    );
    const filters = {};
    const page = await pro.post('/api/tb-v2/v1/sourcing/search', { filters, limit: 25, record: false });
    expect(page.status).toBe(200);
    const selected = await pro.post('/api/tb-v2/v1/sourcing/search/select', { filters });
    expect(selected.status).toBe(200);
    expect(selected.body.capped).toBe(false);
    expect(selected.body.candidateIds.length).toBe(page.body.total);
    expect(selected.body.candidateIds.slice(0, 25)).toEqual(
      page.body.hits.map((h: { profileId: number }) => h.profileId),
    );
    // Open-web profiles are not the team's candidates until added to a project.
    expect(selected.body.teamCandidateIds).toContain(t.ids.finley);
    expect(selected.body.teamCandidateIds).not.toContain(t.ids.avery);
    expect(selected.body.candidateIds).not.toContain(t.ids.gray);

    const less = await pro.post('/api/tb-v2/v1/sourcing/search/select', {
      filters,
      excludeIds: [t.ids.avery, t.ids.finley],
    });
    expect(less.body.candidateIds.length).toBe(page.body.total - 2);
    expect(less.body.candidateIds).not.toContain(t.ids.avery);
  });

  it('refuses another user\u2019s history entry and bad bodies', async () => {
    const searched = await growth.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'engineer' },
    });
    const foreign = await pro.post('/api/tb-v2/v1/sourcing/search/select', {
      filters: {},
      historyId: searched.body.historyId,
    });
    expect(foreign.status).toBe(404);
    for (const body of [
      {},
      { filters: { titles: 'x' } },
      { filters: {}, excludeIds: Array.from({ length: 10_001 }, (_, i) => i + 1) },
      { filters: {}, sort: 'random' },
    ]) {
      const res = await pro.post('/api/tb-v2/v1/sourcing/search/select', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});

describe('bulk add to a project', () => {
  it('adds a whole search in steps with progress, then nobody twice', async () => {
    const projectId = await newProject(pro, 'Bulk from search');
    const total = (await pro.post('/api/tb-v2/v1/sourcing/search/select', { filters: {} })).body.candidateIds
      .length as number;
    expect(total).toBeGreaterThan(500);

    const res = await pro.post(`/api/v1/projects/${projectId}/candidates/bulk`, {
      search: { filters: {}, excludeIds: [t.ids.avery] },
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/x-ndjson');
    const list = events(res.body);
    const progress = list.filter((e) => e.type === 'progress').map((e) => e.done);
    expect(progress).toEqual([0, 500, total - 1]);
    expect(list.at(-1)).toMatchObject({
      type: 'done',
      projectId,
      projectName: 'Bulk from search',
      total: total - 1,
      added: total - 1,
      alreadyInProject: 0,
    });
    expect(await rowsIn(projectId)).toBe(total - 1);
    const avery = await t.db.pool.query(
      'select 1 from project_candidates where project_id = $1 and profile_id = $2',
      [projectId, t.ids.avery],
    );
    expect(avery.rowCount).toBe(0);

    const again = events(
      (await pro.post(`/api/v1/projects/${projectId}/candidates/bulk`, { search: { filters: {} } })).body,
    );
    expect(again.at(-1)).toMatchObject({ type: 'done', added: 1, alreadyInProject: total - 1 });

    // The audit row counts them; every added candidate became the team's.
    const audit = await t.db.pool.query(
      `select metadata from audit_log where action = 'project.candidates_added' and target_id = $1 order by id`,
      [projectId],
    );
    expect(audit.rows[0].metadata).toMatchObject({ count: total - 1, added: total - 1, bulk: true });
  });

  it('adds chosen ids, and result cards then name the project', async () => {
    const projectId = await newProject(pro, 'Austin picks');
    const res = await pro.post(`/api/v1/projects/${projectId}/candidates/bulk`, {
      candidateIds: [t.ids.avery, t.ids.casey, t.ids.avery],
    });
    expect(events(res.body).at(-1)).toMatchObject({ type: 'done', total: 2, added: 2 });

    const search = await pro.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'tbfixture', titles: ['Software Engineer'] },
      record: false,
    });
    const hit = search.body.hits.find((h: { profileId: number }) => h.profileId === t.ids.avery);
    expect(hit.inTeam).toBe(true);
    expect(hit.inProjects[0]).toEqual({ projectId, projectName: 'Austin picks' });
    expect(hit.inProjectCount).toBeGreaterThanOrEqual(2);
    // Another team sees none of it.
    const theirs = await growth.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'tbfixture', titles: ['Software Engineer'] },
      record: false,
    });
    const seen = theirs.body.hits.find((h: { profileId: number }) => h.profileId === t.ids.avery);
    expect(seen).toMatchObject({ inTeam: false, inProjects: [], inProjectCount: 0 });

    // The dialog lists the projects you added to last first.
    const pickable = await pro.get('/api/v1/projects/pickable');
    expect(pickable.body.data[0]).toMatchObject({ projectId, projectName: 'Austin picks' });
    expect(pickable.body.data[0].lastAddedByYouAt).not.toBeNull();
  });

  it('writes nothing on bad input: another team\u2019s ids or project are 404, bad bodies 400', async () => {
    const projectId = await newProject(pro, 'Nothing written');
    const foreign = await pro.post(`/api/v1/projects/${projectId}/candidates/bulk`, {
      candidateIds: [t.ids.avery, t.ids.casey, t.ids.gray],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const unknown = await pro.post(`/api/v1/projects/${projectId}/candidates/bulk`, {
      candidateIds: [t.ids.avery, 987_654_321],
    });
    expect(unknown.status).toBe(404);
    expect(await rowsIn(projectId)).toBe(0);

    const theirProject = await growth.post(`/api/v1/projects/${projectId}/candidates/bulk`, {
      candidateIds: [t.ids.avery],
    });
    expect(theirProject.status).toBe(404);
    const theirSearch = await growth.post(`/api/v1/projects/${projectId}/candidates/bulk`, {
      search: { filters: {} },
    });
    expect(theirSearch.status).toBe(404);
    expect((await pro.post('/api/v1/projects/abc/candidates/bulk', { candidateIds: [1] })).status).toBe(404);

    for (const body of [
      {},
      { candidateIds: [] },
      { candidateIds: [t.ids.avery], search: { filters: {} } },
      { candidateIds: Array.from({ length: 10_001 }, (_, i) => i + 1) },
      { candidateIds: ['1'] },
      { candidateIds: [-1] },
      { search: { filters: { unknown: true } } },
    ]) {
      const res = await pro.post(`/api/v1/projects/${projectId}/candidates/bulk`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const nothing = await pro.post(`/api/v1/projects/${projectId}/candidates/bulk`, {
      search: { filters: { keywords: 'zzqqxxnomatch' } },
    });
    expect(nothing.status).toBe(422);
    expect(await rowsIn(projectId)).toBe(0);
  });
});
