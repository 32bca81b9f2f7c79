/**
 * Email delegation and the team's sending settings over HTTP: grants both ways, refusals (self,
 * another team, unknown, malformed), the delegation check the engine uses, the settings' defaults,
 * validation with the schedule rules, gates and the audit trail.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import { canActFor, usersActedFor } from '../delegation-access';
import { TEAM_SENDING_DEFAULTS } from './team-sending-settings.service';

const BASE = '/api/tb-v2/v1/engage';
let t: TestApp;
let demo: TestClient;
let admin: TestClient;
let growth: TestClient;
const ids: Record<string, string> = {};
let proTeam = '';

async function as(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  demo = await as('demo@talentbase.dev');
  admin = await as('admin@talentbase.dev');
  growth = await as('growth.admin@talentbase.dev');
  const { rows } = await t.db.db.execute<{ email: string; id: string; team_id: string }>(sql`
    select u.email, u.id::text as id, m.team_id::text as team_id
      from users u join team_members m on m.user_id = u.id`);
  for (const r of rows) ids[r.email] = r.id;
  proTeam = rows.find((r) => r.email === 'demo@talentbase.dev')?.team_id ?? '';
});
afterAll(() => t?.close());

describe('email delegation', () => {
  it('lists the members I can grant: my team only, not me', async () => {
    const res = await demo.get(`${BASE}/delegations`);
    expect(res.status).toBe(200);
    expect(res.body.granted).toEqual([]);
    expect(res.body.received).toEqual([]);
    const emails = res.body.grantable.map((p: { email: string }) => p.email);
    expect(emails).toContain('admin@talentbase.dev');
    expect(emails).not.toContain('demo@talentbase.dev');
    expect(emails).not.toContain('growth.admin@talentbase.dev');
  });

  it('grants, shows it both ways, and the engine check follows', async () => {
    const res = await demo.post(`${BASE}/delegations`, { delegateUserId: ids['admin@talentbase.dev'] });
    expect(res.status).toBe(200);
    expect(res.body.granted).toEqual([
      expect.objectContaining({
        userId: ids['admin@talentbase.dev'],
        name: 'Alex Admin',
        email: 'admin@talentbase.dev',
      }),
    ]);
    expect(res.body.grantable.map((p: { email: string }) => p.email)).not.toContain('admin@talentbase.dev');
    const theirs = await admin.get(`${BASE}/delegations`);
    expect(theirs.body.received).toEqual([expect.objectContaining({ email: 'demo@talentbase.dev' })]);
    expect(theirs.body.granted).toEqual([]);
    // Twice is harmless.
    expect(
      (await demo.post(`${BASE}/delegations`, { delegateUserId: ids['admin@talentbase.dev'] })).body.granted,
    ).toHaveLength(1);
    const demoId = ids['demo@talentbase.dev'] as string;
    const adminId = ids['admin@talentbase.dev'] as string;
    expect(await canActFor(t.db.db, proTeam, adminId, demoId)).toBe(true);
    expect(await canActFor(t.db.db, proTeam, demoId, adminId)).toBe(false);
    expect(await usersActedFor(t.db.db, proTeam, adminId)).toEqual([adminId, demoId]);
  });

  it('refuses myself, another team and unknown or malformed ids, writing nothing', async () => {
    const self = await demo.post(`${BASE}/delegations`, { delegateUserId: ids['demo@talentbase.dev'] });
    expect(self.status).toBe(422);
    expect(self.body.message).toMatch(/own mailbox/);
    const other = await demo.post(`${BASE}/delegations`, {
      delegateUserId: ids['growth.admin@talentbase.dev'],
    });
    expect(other.status).toBe(404);
    const unknown = await demo.post(`${BASE}/delegations`, {
      delegateUserId: '8d1f5a3e-2c4b-4f6a-9e8d-7c6b5a4f3e2d',
    });
    expect(unknown.status).toBe(404);
    expect((await demo.post(`${BASE}/delegations`, { delegateUserId: 'nope' })).status).toBe(400);
    expect((await demo.post(`${BASE}/delegations`, {})).status).toBe(400);
    expect(
      (await demo.post(`${BASE}/delegations`, { delegateUserId: ids['admin@talentbase.dev'], x: 1 })).status,
    ).toBe(400);
    expect((await demo.request('DELETE', `${BASE}/delegations/nope`)).status).toBe(400);
    expect(
      (await demo.request('DELETE', `${BASE}/delegations/${ids['growth.admin@talentbase.dev']}`)).status,
    ).toBe(404);
    const { rows } = await t.db.db.execute(sql`select 1 from engage_delegations`);
    expect(rows).toHaveLength(1);
  });

  it('revokes; the right ends at once; both are audited', async () => {
    const adminId = ids['admin@talentbase.dev'] as string;
    const res = await demo.request('DELETE', `${BASE}/delegations/${adminId}`);
    expect(res.status).toBe(200);
    expect(res.body.granted).toEqual([]);
    expect(await canActFor(t.db.db, proTeam, adminId, ids['demo@talentbase.dev'] as string)).toBe(false);
    // Revoking what is not granted (a member of mine) is harmless.
    expect((await demo.request('DELETE', `${BASE}/delegations/${adminId}`)).status).toBe(200);
    const { rows } = await t.db.db.execute<{ action: string }>(
      sql`select action from audit_log where action like 'engage.delegation%' order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['engage.delegation_granted', 'engage.delegation_revoked']);
  });

  it('needs the engage gate', async () => {
    const manager = await as('hiring.manager@talentbase.dev');
    expect((await manager.get(`${BASE}/delegations`)).status).toBe(403);
    expect(
      (await manager.post(`${BASE}/delegations`, { delegateUserId: ids['demo@talentbase.dev'] })).status,
    ).toBe(403);
  });
});

describe("the team's sending settings", () => {
  it('answers the column defaults before any change, the same as a fresh row', async () => {
    const res = await demo.get(`${BASE}/team-settings`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(TEAM_SENDING_DEFAULTS);
    const { rows } = await t.db.db.execute<Record<string, unknown>>(sql`
      insert into engage_team_settings (team_id)
      values ((select id from teams where name = 'Sam Starter Recruiting'))
      returning sending_window, timezone, daily_cap, min_spacing_seconds, privacy_notice,
                unsubscribe_footer, tracking_domain, allow_private_hosts`);
    const d = TEAM_SENDING_DEFAULTS;
    expect(rows[0]).toEqual({
      sending_window: d.sendingWindow,
      timezone: d.timezone,
      daily_cap: d.dailyCap,
      min_spacing_seconds: d.minSpacingSeconds,
      privacy_notice: d.privacyNotice,
      unsubscribe_footer: d.unsubscribeFooter,
      tracking_domain: d.trackingDomain,
      allow_private_hosts: d.allowPrivateHosts,
    });
  });

  it('refuses a window that never opens, an unknown zone and a tracking URL, with the reason', async () => {
    const never = await demo.put(`${BASE}/team-settings`, {
      sendingWindow: { days: [1], start: '18:00', end: '08:00' },
    });
    expect(never.status).toBe(400);
    expect(never.body.details.fields.sendingWindow).toMatch(/never opens/);
    const noDays = await demo.put(`${BASE}/team-settings`, {
      sendingWindow: { days: [], start: '08:00', end: '18:00' },
    });
    expect(noDays.status).toBe(400);
    expect(noDays.body.details.fields.sendingWindow).toMatch(/no days/);
    const zone = await demo.put(`${BASE}/team-settings`, { timezone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.body.details.fields.timezone).toMatch(/known time zone/);
    const domain = await demo.put(`${BASE}/team-settings`, { trackingDomain: 'https://links.example.com/x' });
    expect(domain.status).toBe(400);
    expect(domain.body.details.fields.trackingDomain).toMatch(/host name only/);
    for (const body of [
      {},
      { dailyCap: 0 },
      { minSpacingSeconds: 90000 },
      { allowPrivateHosts: 'yes' },
      { other: 1 },
    ])
      expect((await demo.put(`${BASE}/team-settings`, body)).status, JSON.stringify(body)).toBe(400);
    expect((await demo.get(`${BASE}/team-settings`)).body.updatedAt).toBeNull();
  });

  it('saves only the fields given, audits the change, and keeps teams apart', async () => {
    const res = await demo.put(`${BASE}/team-settings`, {
      sendingWindow: { days: [5, 1, 1, 3], start: '09:30', end: '17:00' },
      timezone: 'Europe/Berlin',
      dailyCap: 250,
      minSpacingSeconds: 60,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sendingWindow: { days: [1, 3, 5], start: '09:30', end: '17:00' },
      timezone: 'Europe/Berlin',
      dailyCap: 250,
      minSpacingSeconds: 60,
      privacyNotice: null,
    });
    const second = await demo.put(`${BASE}/team-settings`, {
      privacyNotice: '  We found your profile on a public site. Reply to be removed.  ',
      unsubscribeFooter: 'Not interested? Unsubscribe here.',
      trackingDomain: 'Links.Example.com.',
      allowPrivateHosts: true,
    });
    expect(second.body).toMatchObject({
      timezone: 'Europe/Berlin',
      privacyNotice: 'We found your profile on a public site. Reply to be removed.',
      trackingDomain: 'links.example.com',
      allowPrivateHosts: true,
    });
    expect(await (await demo.get(`${BASE}/team-settings`)).body).toEqual(second.body);
    expect((await growth.get(`${BASE}/team-settings`)).body).toEqual(TEAM_SENDING_DEFAULTS);
    const { rows } = await t.db.db.execute<{ metadata: { changed: string[]; to: Record<string, unknown> } }>(
      sql`select metadata from audit_log where action = 'team_settings.engage_updated' order by id`,
    );
    expect(rows.map((r) => r.metadata.changed.sort())).toEqual([
      ['dailyCap', 'minSpacingSeconds', 'sendingWindow', 'timezone'],
      ['allowPrivateHosts', 'privacyNotice', 'trackingDomain', 'unsubscribeFooter'],
    ]);
    expect(rows[0]?.metadata.to.timezone).toBe('Europe/Berlin');
  });

  it('is read with the engage gate and changed only with the team-settings gate', async () => {
    const recruiter = await as('growth.recruiter@talentbase.dev');
    expect((await recruiter.get(`${BASE}/team-settings`)).status).toBe(200);
    expect((await recruiter.put(`${BASE}/team-settings`, { dailyCap: 10 })).status).toBe(403);
    const manager = await as('hiring.manager@talentbase.dev');
    expect((await manager.get(`${BASE}/team-settings`)).status).toBe(403);
    expect((await growth.put(`${BASE}/team-settings`, { dailyCap: 10 })).status).toBe(200);
    expect((await demo.get(`${BASE}/team-settings`)).body.dailyCap).toBe(250);
  });
});
