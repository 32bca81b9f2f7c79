import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordTestApp, type RecordTestApp } from '../../candidate-records/record-fixture';

const BASE = '/api/tb-v2/v1/campaigns';

let t: RecordTestApp;
let ids: { owner: string; recruiter: string; teamId: string };

async function mailbox(userId: string, fromAddress: string, provider = 'smtp') {
  await t.db.pool.query(
    `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address, status)
     values ($1, $2, $3, 'Sender', $4, 'ok')`,
    [ids.teamId, userId, provider, fromAddress],
  );
}

beforeAll(async () => {
  t = await createRecordTestApp();
  ids = {
    owner: await t.userId('demo@talentbase.dev'),
    recruiter: await t.userId('admin@talentbase.dev'),
    teamId: '',
  };
  const { rows } = await t.db.pool.query('select team_id from team_members where user_id = $1', [ids.owner]);
  ids.teamId = rows[0].team_id;
  await mailbox(ids.owner, 'dana@northwind.example');
  await mailbox(ids.recruiter, 'alex@northwind.example');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('engagement accounts', () => {
  it('lists your own mailbox first, then those delegated to you, never one not delegated', async () => {
    const before = await t.owner.get(`${BASE}/engagement-accounts`);
    expect(before.status).toBe(200);
    expect(before.body.data.map((a: { fromAddress: string }) => a.fromAddress)).toEqual([
      'dana@northwind.example',
    ]);
    expect(before.body.data[0]).toMatchObject({ own: true, provider: 'smtp', status: 'ok' });
    expect(JSON.stringify(before.body)).not.toMatch(/secret|password/i);

    await t.db.pool.query(
      'insert into engage_delegations (team_id, grantor_user_id, delegate_user_id) values ($1, $2, $3)',
      [ids.teamId, ids.recruiter, ids.owner],
    );
    const after = await t.owner.get(`${BASE}/engagement-accounts`);
    expect(after.body.data.map((a: { fromAddress: string; own: boolean }) => [a.fromAddress, a.own])).toEqual(
      [
        ['dana@northwind.example', true],
        ['alex@northwind.example', false],
      ],
    );
  });

  it('answers an empty list, not an error, without the campaign-view permission', async () => {
    const res = await t.manager.get(`${BASE}/engagement-accounts`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it("never lists another team's mailboxes", async () => {
    const res = await t.other.get(`${BASE}/engagement-accounts`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('northwind.example');
  });
});

describe('nurturing sender info', () => {
  it('is your mailbox, or null without one', async () => {
    const mine = await t.owner.get(`${BASE}/nurturing-sender-info`);
    expect(mine.body.data).toMatchObject({ fromAddress: 'dana@northwind.example', connected: true });
    const none = await t.other.get(`${BASE}/nurturing-sender-info`);
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
  });
});

describe('search-project-by-roles', () => {
  it('finds the projects where you hold the roles, by keyword', async () => {
    const owned = await t.owner.post(`${BASE}/search-project-by-roles`, { roles: [3] });
    expect(owned.status).toBe(200);
    expect(owned.body.data.map((p: { projectId: string }) => p.projectId)).toContain(String(t.projectId));
    expect(owned.body.data.every((p: { role: number }) => p.role === 3)).toBe(true);
    const none = await t.owner.post(`${BASE}/search-project-by-roles`, {
      roles: [3],
      keyword: 'no such project zz',
    });
    expect(none.body.data).toEqual([]);
    const other = await t.other.post(`${BASE}/search-project-by-roles`, {});
    expect(other.body.data.map((p: { projectId: string }) => p.projectId)).not.toContain(String(t.projectId));
  });

  it('refuses bad roles with a clear 400', async () => {
    const res = await t.owner.post(`${BASE}/search-project-by-roles`, { roles: [9] });
    expect(res.status).toBe(400);
    const empty = await t.owner.post(`${BASE}/search-project-by-roles`, { roles: [] });
    expect(empty.status).toBe(400);
  });
});
