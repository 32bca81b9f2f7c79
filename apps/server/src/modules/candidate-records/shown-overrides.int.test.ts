/**
 * A team's edit of an open-web candidate's name, title, company and location is what that team
 * sees everywhere the candidate is listed: the pipeline list, CSV exports and the dashboard
 * feed. Another team working with the same profile keeps seeing the profile as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordTestApp, type RecordTestApp } from './record-fixture';

let t: RecordTestApp;
let growthProjectId: string;
beforeAll(async () => {
  t = await createRecordTestApp();
  growthProjectId = (
    await t.db.pool.query(`select id::text from projects where project_name = 'Growth hiring'`)
  ).rows[0].id;
}, 180_000);
afterAll(() => t.close());

type Client = RecordTestApp['owner'];
type ListRow = {
  candidateId: string | number;
  name: string;
  currentTitle: string | null;
  currentCompany: string | null;
  location: string | null;
};

async function listed(client: Client, projectId: string, profileId: number): Promise<ListRow | undefined> {
  const res = await client.post('/api/v1/pipelines/candidates', { projectId, categoryId: 1, limit: 100 });
  expect(res.status).toBe(200);
  return res.body.data.find((r: ListRow) => Number(r.candidateId) === profileId);
}

async function exported(client: Client, profileId: number): Promise<Record<string, string>> {
  const res = await client.post('/api/v1/candidates/export/csv', { candidateIds: [profileId] });
  expect(res.status).toBe(200);
  const [header = '', row = ''] = String(res.body)
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  // The built-in columns hold no commas or quotes for this candidate: a plain split is exact.
  const names = header.split(',');
  const cells = row.split(',');
  return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
}

describe("a team's edit of an open-web candidate", () => {
  it('shows in its pipeline list, CSV export and feed, and not in another team’s', async () => {
    const open = t.ids.open;
    const before = await listed(t.owner, t.projectId, open);
    expect(before).toMatchObject({
      name: 'Robin Openweb',
      currentTitle: 'Data Engineer',
      currentCompany: 'Acme',
    });

    const res = await t.owner.post('/api/v1/candidatesV2/updateCandidateInfo', {
      candidateId: open,
      projectId: t.projectId,
      part: 'basicInfo',
      value: {
        fullname: 'Robin Renamed',
        current_title: 'Staff Data Engineer',
        current_company: 'Initrode',
        location: 'Berlin',
      },
    });
    expect(res.status).toBe(200);

    expect(await listed(t.owner, t.projectId, open)).toMatchObject({
      name: 'Robin Renamed',
      currentTitle: 'Staff Data Engineer',
      currentCompany: 'Initrode',
      location: 'Berlin',
    });
    expect(await listed(t.other, growthProjectId, open)).toMatchObject({
      name: 'Robin Openweb',
      currentTitle: 'Data Engineer',
      currentCompany: 'Acme',
      location: before?.location,
    });

    const mine = await exported(t.owner, open);
    expect(Object.values(mine)).toContain('Robin Renamed');
    expect(Object.values(mine)).toContain('Staff Data Engineer');
    expect(Object.values(mine)).toContain('Initrode');
    expect(Object.values(mine)).toContain('Berlin');
    expect(Object.values(mine)).not.toContain('Robin Openweb');
    const theirs = await exported(t.other, open);
    expect(Object.values(theirs)).toContain('Robin Openweb');
    expect(Object.values(theirs)).not.toContain('Robin Renamed');

    // The edit itself is in the team's feed, under the name the team gave.
    const feed = await t.owner.get('/api/v1/dashboard');
    expect(feed.status).toBe(200);
    const names = feed.body.data.activity
      .filter((a: { candidate: { candidateId: string } }) => Number(a.candidate.candidateId) === open)
      .map((a: { candidate: { name: string } }) => a.candidate.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Robin Renamed']));
  });
});
