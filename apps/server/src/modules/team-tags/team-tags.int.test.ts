/**
 * The team's tag list on a real database: usage counts from the team's candidates only,
 * search, sort and paging; create, rename (and rename into an existing tag = merge, only when
 * confirmed), merge and delete, each audited; bad input 400; another team's tags 404; members
 * without team settings 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { createTeamCandidate } from '../candidates/create-candidate';

let t: TestApp;
let demo: TestClient; // team settings of the pro team
let hiringManager: TestClient; // same team, no team settings
let growthAdmin: TestClient; // team settings of the growth team
let teamId: string;
let growthTeamId: string;
const candidates: number[] = [];
let growthCandidate: number;

const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const base = '/api/v1/team-settings/tags';

async function tagsOf(profileId: number, team = teamId): Promise<string[]> {
  const rows = await q(
    'select tag from candidate_tags where team_id = $1 and profile_id = $2 order by lower(tag)',
    [team, profileId],
  );
  return rows.map((r) => r.tag);
}

async function tag(ids: number[], tags: string[], team = teamId) {
  for (const id of ids)
    for (const name of tags)
      await q('insert into candidate_tags (team_id, profile_id, tag) values ($1, $2, $3)', [team, id, name]);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  demo = new TestClient(t.app);
  await demo.login('demo@talentbase.dev');
  hiringManager = new TestClient(t.app);
  await hiringManager.login('hiring.manager@talentbase.dev');
  growthAdmin = new TestClient(t.app);
  await growthAdmin.login('growth.admin@talentbase.dev');
  const users = await q(
    `select u.id, u.email, m.team_id from users u join team_members m on m.user_id = u.id
      where u.email in ('demo@talentbase.dev', 'growth.admin@talentbase.dev')`,
  );
  const demoRow = users.find((u) => u.email === 'demo@talentbase.dev');
  const growthRow = users.find((u) => u.email === 'growth.admin@talentbase.dev');
  teamId = demoRow.team_id;
  growthTeamId = growthRow.team_id;
  await t.db.db.transaction(async (tx) => {
    for (let i = 0; i < 5; i++) {
      const c = await createTeamCandidate(
        tx,
        { teamId, userId: demoRow.id },
        { fullName: `Tag Person ${i}`, title: 'Engineer' },
        { source: 'import' },
      );
      candidates.push(c.profileId);
    }
    growthCandidate = (
      await createTeamCandidate(
        tx,
        { teamId: growthTeamId, userId: growthRow.id },
        { fullName: 'Growth Person', title: 'Designer' },
        { source: 'import' },
      )
    ).profileId;
  });
  const [a, b, c, d, e] = candidates as [number, number, number, number, number];
  await tag([a, b, c], ['Java']);
  await tag([c, d], ['java-dev']);
  await tag([e], ['Kotlin']);
  await tag([a], ['Remote']);
  // Another team's tag of the same name must never be counted or changed.
  await tag([growthCandidate], ['Java', 'Secret growth tag'], growthTeamId);
});

afterAll(async () => {
  await t?.close();
});

describe('listing', () => {
  it('counts candidates per tag for the team only, most used first', async () => {
    const res = await demo.get(base);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.data.map((d: { tag: string; count: number }) => [d.tag, d.count])).toEqual([
      ['Java', 3],
      ['java-dev', 2],
      ['Kotlin', 1],
      ['Remote', 1],
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Secret growth tag');
  });

  it('searches by part of the name, sorts by name both ways and pages', async () => {
    const search = await demo.get(`${base}?q=JAV`);
    expect(search.body.data.map((d: { tag: string }) => d.tag)).toEqual(['Java', 'java-dev']);
    const byName = await demo.get(`${base}?sort=name&order=desc`);
    expect(byName.body.data.map((d: { tag: string }) => d.tag)).toEqual([
      'Remote',
      'Kotlin',
      'java-dev',
      'Java',
    ]);
    const page2 = await demo.get(`${base}?sort=name&pageSize=3&page=2`);
    expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.body.data.map((d: { tag: string }) => d.tag)).toEqual(['Remote']);
    const wild = await demo.get(`${base}?q=${encodeURIComponent('%')}`);
    expect(wild.body.data).toEqual([]);
  });

  it('refuses bad paging and sorting with 400', async () => {
    for (const query of [
      'sort=colour',
      'page=0',
      'pageSize=1000',
      'order=up',
      'extra=1',
      `q=${'x'.repeat(41)}`,
    ]) {
      const res = await demo.get(`${base}?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('creating', () => {
  it('prepares a tag with no candidates, with a colour and description, and audits it', async () => {
    const res = await demo.post(base, {
      name: 'Shortlist 2027',
      colour: 'teal',
      description: 'For next year',
    });
    expect(res.status).toBe(200);
    expect(res.body.tag).toEqual({
      tag: 'Shortlist 2027',
      count: 0,
      colour: 'teal',
      description: 'For next year',
    });
    const list = await demo.get(`${base}?q=shortlist`);
    expect(list.body.data).toHaveLength(1);
    const [entry] = await q(
      `select actor_user_id, metadata from audit_log where action = 'tag.created' and team_id = $1 and target_id = 'Shortlist 2027'`,
      [teamId],
    );
    expect(entry?.actor_user_id).toBeTruthy();
  });

  it('refuses an existing tag whatever its case (409) and bad input (400)', async () => {
    expect((await demo.post(base, { name: 'JAVA' })).status).toBe(409);
    expect((await demo.post(base, { name: 'shortlist 2027' })).status).toBe(409);
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(41) },
      { name: 'bell\u0007' },
      { name: 'ok', colour: 'chartreuse' },
      { name: 'ok', description: 'x'.repeat(201) },
      { name: 'ok', extra: true },
      { name: 42 },
    ]) {
      const res = await demo.post(base, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('is the same tag for the growth team only in name: it has its own list', async () => {
    const res = await growthAdmin.get(base);
    expect(res.body.data.map((d: { tag: string }) => d.tag).sort()).toEqual(['Java', 'Secret growth tag']);
    expect((await growthAdmin.post(base, { name: 'Shortlist 2027' })).status).toBe(200);
  });
});

describe('renaming and merging', () => {
  it('renames on every candidate of the team, and leaves the other team alone', async () => {
    const res = await demo.post(`${base}/update`, { tag: 'kotlin', name: 'Kotlin (JVM)', colour: 'violet' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tag: { tag: 'Kotlin (JVM)', count: 1, colour: 'violet' },
      candidatesAffected: 1,
    });
    expect(await tagsOf(candidates[4] as number)).toEqual(['Kotlin (JVM)']);
    const [entry] = await q(
      `select metadata from audit_log where action = 'tag.renamed' and team_id = $1 order by id desc limit 1`,
      [teamId],
    );
    expect(entry?.metadata).toMatchObject({ from: 'Kotlin', to: 'Kotlin (JVM)', candidates: 1 });
  });

  it('asks before renaming into an existing tag, then merges when confirmed', async () => {
    const ask = await demo.post(`${base}/update`, { tag: 'java-dev', name: 'java' });
    expect(ask.status).toBe(409);
    expect(ask.body.details.target).toMatchObject({ tag: 'Java', count: 3 });
    expect(await tagsOf(candidates[3] as number)).toEqual(['java-dev']);

    const merged = await demo.post(`${base}/update`, { tag: 'java-dev', name: 'java', merge: true });
    expect(merged.status).toBe(200);
    // c carried both: it keeps one Java; d gains Java.
    expect(merged.body).toMatchObject({ tag: { tag: 'Java', count: 4 }, candidatesAffected: 2 });
    expect(await tagsOf(candidates[2] as number)).toEqual(['Java']);
    expect(await tagsOf(candidates[3] as number)).toEqual(['Java']);
    expect(await tagsOf(growthCandidate, growthTeamId)).toEqual(['Java', 'Secret growth tag']);
  });

  it('changes only the case of a tag', async () => {
    const res = await demo.post(`${base}/update`, { tag: 'Remote', name: 'REMOTE' });
    expect(res.status).toBe(200);
    expect(await tagsOf(candidates[0] as number)).toEqual(['Java', 'REMOTE']);
  });

  it('merges several tags into a new name in one go', async () => {
    const res = await demo.post(`${base}/merge`, { sources: ['REMOTE', 'Kotlin (JVM)'], target: 'Flexible' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tag: { tag: 'Flexible', count: 2, colour: 'violet' },
      candidatesAffected: 2,
    });
    expect(await tagsOf(candidates[4] as number)).toEqual(['Flexible']);
    const names = (await demo.get(base)).body.data.map((d: { tag: string }) => d.tag);
    expect(names).not.toContain('REMOTE');
    expect(names).not.toContain('Kotlin (JVM)');
  });

  it('answers 404 for a tag the team does not have, even one another team has, and changes nothing', async () => {
    const before = await q('select count(*)::int as n from candidate_tags');
    expect((await demo.post(`${base}/update`, { tag: 'Secret growth tag', name: 'Mine' })).status).toBe(404);
    expect(
      (await demo.post(`${base}/merge`, { sources: ['Java', 'Secret growth tag'], target: 'X' })).status,
    ).toBe(404);
    expect((await demo.post(`${base}/delete`, { tag: 'Secret growth tag' })).status).toBe(404);
    expect(await q('select count(*)::int as n from candidate_tags')).toEqual(before);
    expect(await tagsOf(candidates[0] as number)).toEqual(['Flexible', 'Java']);
  });

  it('refuses bad rename and merge requests with 400', async () => {
    for (const body of [
      {},
      { tag: 'Java', name: '' },
      { tag: 'Java', name: 'x'.repeat(41) },
      { tag: 'Java', merge: 'yes' },
    ]) {
      expect((await demo.post(`${base}/update`, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { sources: [], target: 'X' },
      { sources: ['Java'] },
      { sources: Array.from({ length: 51 }, (_, i) => `t${i}`), target: 'X' },
    ]) {
      expect((await demo.post(`${base}/merge`, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('deleting', () => {
  it('takes the tag off every candidate of the team and says how many', async () => {
    const res = await demo.post(`${base}/delete`, { tag: 'JAVA' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tag: null, candidatesAffected: 4 });
    expect(await tagsOf(candidates[1] as number)).toEqual([]);
    expect(await tagsOf(growthCandidate, growthTeamId)).toEqual(['Java', 'Secret growth tag']);
    const [entry] = await q(
      `select metadata from audit_log where action = 'tag.deleted' and team_id = $1 order by id desc limit 1`,
      [teamId],
    );
    expect(entry?.metadata).toEqual({ candidates: 4 });
  });

  it('deletes a prepared tag with no candidates', async () => {
    const res = await demo.post(`${base}/delete`, { tag: 'shortlist 2027' });
    expect(res.body).toEqual({ tag: null, candidatesAffected: 0 });
    expect((await growthAdmin.get(`${base}?q=shortlist`)).body.data).toHaveLength(1);
  });
});

describe('who may', () => {
  it('refuses members without team settings (403) on every call', async () => {
    const calls = [
      () => hiringManager.get(base),
      () => hiringManager.post(base, { name: 'Nope' }),
      () => hiringManager.post(`${base}/update`, { tag: 'Flexible', name: 'Nope' }),
      () => hiringManager.post(`${base}/merge`, { sources: ['Flexible'], target: 'Nope' }),
      () => hiringManager.post(`${base}/delete`, { tag: 'Flexible' }),
    ];
    for (const call of calls) expect((await call()).status).toBe(403);
    expect(await tagsOf(candidates[0] as number)).toEqual(['Flexible']);
  });

  it('refuses signed-out callers (401)', async () => {
    expect((await new TestClient(t.app).get(base)).status).toBe(401);
  });
});
