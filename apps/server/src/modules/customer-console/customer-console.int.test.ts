/**
 * The customer console over HTTP on a real database: the operator sees every organisation;
 * everyone else, org admins included, gets 404 as if the console did not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { healthOf } from './customer-console.service';

let t: TestApp;
let operator: TestClient;

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  operator = await signedIn('operator@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

describe('customer console', () => {
  it('gives the operator the platform_operator feature and the customerConsole gate', async () => {
    const me = await operator.get('/api/auth/me');
    expect(me.body.user.subject.features).toContain('platform_operator');
  });

  it('lists every organisation with teams, seats, members, activity and health', async () => {
    const res = await operator.get('/api/v1/customer-console/dashboard');
    expect(res.status).toBe(200);
    const names = res.body.data.customers.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Northwind Talent', 'Sam Starter Recruiting', 'Talentbase Operations']);
    const northwind = res.body.data.customers[0];
    expect(northwind).toMatchObject({
      teams: 2,
      members: 10,
      seatsUsed: 10,
      seatLimit: 43,
      failedJobs7d: 0,
    });
    expect(['healthy', 'idle']).toContain(northwind.health);
    expect(res.body.data.totals).toMatchObject({ organizations: 3, teams: 4, members: 12 });
  });

  it('shows one customer: teams, credits and the activity of the last 30 days', async () => {
    await signedIn('demo@talentbase.dev');
    const orgId = (await q("select id from organizations where name = 'Northwind Talent'")).rows[0].id;
    const res = await operator.get(`/api/v1/customer-console/customers/${orgId}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.teams.map((x: { name: string }) => x.name)).toEqual([
      'Northwind Growth',
      'Northwind Recruiting',
    ]);
    expect(d.teams[1]).toMatchObject({ plan: 'pro', creditsTotal: 500, members: 8 });
    // The sign-ins above are activity.
    expect(d.activityByDay.length).toBeGreaterThan(0);
    expect(d.topActions.map((a: { action: string }) => a.action)).toContain('auth.login');
    expect(
      (await operator.get('/api/v1/customer-console/customers/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('answers 404 to everyone else, signed in or not, org admins included', async () => {
    const orgId = (await q("select id from organizations where name = 'Northwind Talent'")).rows[0].id;
    const anonymous = new TestClient(t.app);
    const others = [
      anonymous,
      await signedIn('org.admin@talentbase.dev'),
      await signedIn('demo@talentbase.dev'),
      await signedIn('starter@talentbase.dev'),
    ];
    for (const c of others) {
      for (const url of [
        '/api/v1/customer-console/dashboard',
        `/api/v1/customer-console/customers/${orgId}`,
      ]) {
        const res = await c.get(url);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    }
  });

  it('stops answering once the flag is revoked', async () => {
    await q("update users set is_operator = false where email = 'operator@talentbase.dev'");
    expect((await operator.get('/api/v1/customer-console/dashboard')).status).toBe(404);
    await q("update users set is_operator = true where email = 'operator@talentbase.dev'");
    expect((await operator.get('/api/v1/customer-console/dashboard')).status).toBe(200);
  });

  it("never takes a team's own feature list as operator rights", async () => {
    await q("update teams set features = array['platform_operator'] where name = 'Sam Starter Recruiting'");
    const starter = await signedIn('starter@talentbase.dev');
    expect((await starter.get('/api/v1/customer-console/dashboard')).status).toBe(404);
  });
});

describe('healthOf', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it('needs attention with failed jobs, is idle after 14 quiet days, healthy otherwise', () => {
    expect(healthOf('2026-05-31T00:00:00Z', 1, now)).toBe('attention');
    expect(healthOf(null, 0, now)).toBe('idle');
    expect(healthOf('2026-05-10T00:00:00Z', 0, now)).toBe('idle');
    expect(healthOf('2026-05-30T00:00:00Z', 0, now)).toBe('healthy');
  });
});
