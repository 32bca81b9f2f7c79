/**
 * Guidance over HTTP on a real database: the display rule through the API (plan range, seen once,
 * complete, appearsOnce false, customer console), feedback, erasure with the user, and the
 * operator's edits (validated, audited, all or nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let pro: TestClient;
let starter: TestClient;
let growth: TestClient;
let operator: TestClient;

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};
const names = (res: { body: { data: { config: { guidanceName: string } }[] } }) =>
  res.body.data.map((i) => i.config.guidanceName);
const DASHBOARD = '/v5/talent-pool/dashboard';
const PIPELINE = '/v5/talent-pool/project/12';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  pro = await signedIn('demo@talentbase.dev');
  starter = await signedIn('starter@talentbase.dev');
  growth = await signedIn('growth.recruiter@talentbase.dev');
  operator = await signedIn('operator@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

describe('guidance for members', () => {
  it('needs a session', async () => {
    expect((await new TestClient(t.app).get(`/api/v1/guidance?path=${DASHBOARD}`)).status).toBe(401);
  });

  it('shows the dashboard tutorial on the dashboard with its steps and an empty state', async () => {
    const res = await pro.get(`/api/v1/guidance?path=${encodeURIComponent(DASHBOARD)}`);
    expect(res.status).toBe(200);
    // The recruit mate activity tutorial expired on 2024-09-29.
    expect(names(res)).toEqual(['member-dashboard-tour']);
    expect(res.body.data[0].config.steps.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data[0].state).toEqual({ seenAt: null, completedAt: null, feedback: 'NO_FEEDBACK' });
  });

  it('applies the plan range: the pipeline tutorial is for growth to pro, not starter', async () => {
    expect(names(await pro.get(`/api/v1/guidance?path=${PIPELINE}`))).toEqual(['project-pipeline-tour']);
    expect(names(await growth.get(`/api/v1/guidance?path=${PIPELINE}`))).toEqual(['project-pipeline-tour']);
    expect(names(await starter.get(`/api/v1/guidance?path=${PIPELINE}`))).toEqual([]);
    expect(names(await starter.get(`/api/v1/guidance?path=${DASHBOARD}`))).toEqual(['member-dashboard-tour']);
  });

  it('shows nothing under the customer console or on a page without tutorials', async () => {
    expect(names(await operator.get('/api/v1/guidance?path=/customer-console/forking/dashboard'))).toEqual(
      [],
    );
    expect(names(await pro.get('/api/v1/guidance?path=/engage/inbox'))).toEqual([]);
  });

  it('refuses a path that is not a path', async () => {
    const res = await pro.get('/api/v1/guidance?path=dashboard');
    expect(res.status).toBe(400);
    expect(res.body.details.fields.path).toMatch(/starts with "\/"/);
  });

  it('records seen once: the tutorial does not come back and the first time is kept', async () => {
    const first = await starter.post('/api/v1/guidance/member-dashboard-tour/seen');
    expect(first.status).toBe(200);
    expect(first.body.data.seenAt).not.toBeNull();
    const again = await starter.post('/api/v1/guidance/member-dashboard-tour/seen');
    expect(again.body.data.seenAt).toBe(first.body.data.seenAt);
    expect(names(await starter.get(`/api/v1/guidance?path=${DASHBOARD}`))).toEqual([]);
    // Another member still gets it.
    expect(names(await growth.get(`/api/v1/guidance?path=${DASHBOARD}`))).toEqual(['member-dashboard-tour']);
  });

  it('keeps showing a tutorial that appears every time, and records nothing on seen', async () => {
    await q("update guidance_configs set appears_once = false where guidance_name = 'sourcing-search-tour'");
    const seen = await growth.post('/api/v1/guidance/sourcing-search-tour/seen');
    expect(seen.body.data.seenAt).toBeNull();
    expect(names(await growth.get('/api/v1/guidance?path=/v5/sourcing-new'))).toEqual([
      'sourcing-search-tour',
    ]);
    await q("update guidance_configs set appears_once = true where guidance_name = 'sourcing-search-tour'");
  });

  it('complete hides it for good; feedback is stored', async () => {
    const done = await pro.post('/api/v1/guidance/member-dashboard-tour/complete');
    expect(done.status).toBe(200);
    expect(done.body.data.completedAt).not.toBeNull();
    expect(names(await pro.get(`/api/v1/guidance?path=${DASHBOARD}`))).toEqual([]);
    const fb = await pro.post('/api/v1/guidance/member-dashboard-tour/feedback', { feedback: 'HELPFUL' });
    expect(fb.status).toBe(200);
    expect(fb.body.data.feedback).toBe('HELPFUL');
    const row = await q(
      "select feedback, feedback_at from guidance_states s join users u on u.id = s.user_id where u.email = 'demo@talentbase.dev' and guidance_name = 'member-dashboard-tour'",
    );
    expect(row.rows[0].feedback).toBe('HELPFUL');
    expect(row.rows[0].feedback_at).not.toBeNull();
  });

  it('refuses unknown feedback and answers 404 for an unknown tutorial', async () => {
    const bad = await pro.post('/api/v1/guidance/member-dashboard-tour/feedback', { feedback: 'MEH' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.feedback).toMatch(/NO_FEEDBACK, HELPFUL, NOT_HELPFUL/);
    for (const action of ['seen', 'complete']) {
      expect((await pro.post(`/api/v1/guidance/no-such-tour/${action}`)).status).toBe(404);
    }
    expect((await pro.post('/api/v1/guidance/no-such-tour/feedback', { feedback: 'HELPFUL' })).status).toBe(
      404,
    );
  });

  it("a member's guidance states go with the user", async () => {
    const before = await q(
      "select count(*)::int as n from guidance_states s join users u on u.id = s.user_id where u.email = 'starter@talentbase.dev'",
    );
    expect(before.rows[0].n).toBe(1);
    const fk = await q(
      "select confdeltype from pg_constraint where conrelid = 'guidance_states'::regclass and contype = 'f' and confrelid = 'users'::regclass",
    );
    expect(fk.rows[0].confdeltype).toBe('c');
  });
});

describe('guidance in the customer console', () => {
  it('is hidden from everyone but the operator', async () => {
    expect((await pro.get('/api/v1/customer-console/guidance')).status).toBe(404);
    expect(
      (
        await pro.request('PATCH', '/api/v1/customer-console/guidance/sourcing-search-tour', {
          disabled: true,
        })
      ).status,
    ).toBe(404);
  });

  it('lists every tutorial in queue order with its counts', async () => {
    const res = await operator.get('/api/v1/customer-console/guidance');
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { config: { guidanceName: string } }) => i.config.guidanceName)).toEqual([
      'member-dashboard-tour',
      'sourcing-search-tour',
      'project-pipeline-tour',
      'admin-console-tour',
      'recruit-mate-activity',
    ]);
    expect(res.body.data[0]).toMatchObject({ seen: 2, completed: 1, helpful: 1, notHelpful: 0 });
  });

  it('disabling a tutorial stops it showing, and is audited', async () => {
    const res = await operator.request('PATCH', '/api/v1/customer-console/guidance/project-pipeline-tour', {
      disabled: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.config.disabled).toBe(true);
    expect(names(await growth.get(`/api/v1/guidance?path=${PIPELINE}`))).toEqual([]);
    const log = await q(
      "select a.metadata, u.email from audit_log a join users u on u.id = a.actor_user_id where a.action = 'guidance.config_updated' and a.target_id = 'project-pipeline-tour'",
    );
    expect(log.rows).toHaveLength(1);
    expect(log.rows[0].email).toBe('operator@talentbase.dev');
    expect(log.rows[0].metadata.changed.disabled).toEqual({ from: false, to: true });
    await operator.request('PATCH', '/api/v1/customer-console/guidance/project-pipeline-tour', {
      disabled: false,
    });
    expect(names(await growth.get(`/api/v1/guidance?path=${PIPELINE}`))).toEqual(['project-pipeline-tour']);
  });

  it('an expiry in the past hides it; clearing the expiry makes it never expire', async () => {
    const url = '/api/v1/customer-console/guidance/admin-console-tour';
    expect(
      (await operator.request('PATCH', url, { expiredUTCDate: '2024-01-01T00:00:00.000Z' })).status,
    ).toBe(200);
    expect(names(await pro.get('/api/v1/guidance?path=/admin/general/dasboard'))).toEqual([]);
    const never = await operator.request('PATCH', url, { expiredUTCDate: null });
    expect(never.body.data.config.expiredUTCDate).toBeNull();
    expect(names(await pro.get('/api/v1/guidance?path=/admin/general/dasboard'))).toEqual([
      'admin-console-tour',
    ]);
  });

  it.each(['2023-01-01T00:00:00.000Z', '2022-06-30T12:00:00.000Z'])(
    'refuses the expiry %s with the rule, writing nothing',
    async (date) => {
      const auditsBefore = (
        await q("select count(*)::int as n from audit_log where action = 'guidance.config_updated'")
      ).rows[0].n;
      const res = await operator.request('PATCH', '/api/v1/customer-console/guidance/admin-console-tour', {
        disabled: true,
        expiredUTCDate: date,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/later than 2023-01-01/);
      const row = await q(
        "select disabled, expired_utc_date from guidance_configs where guidance_name = 'admin-console-tour'",
      );
      expect(row.rows[0]).toEqual({ disabled: false, expired_utc_date: null });
      const auditsAfter = (
        await q("select count(*)::int as n from audit_log where action = 'guidance.config_updated'")
      ).rows[0].n;
      expect(auditsAfter).toBe(auditsBefore);
    },
  );

  it('refuses an empty change, a priority outside 701–1000, an inverted plan range and an unknown tutorial', async () => {
    const url = '/api/v1/customer-console/guidance/admin-console-tour';
    expect((await operator.request('PATCH', url, {})).status).toBe(400);
    const prio = await operator.request('PATCH', url, { priority: 1200 });
    expect(prio.status).toBe(400);
    expect(prio.body.details.fields.priority).toMatch(/701 and 1000/);
    const range = await operator.request('PATCH', url, { minPlan: 'pro', maxPlan: 'basic' });
    expect(range.status).toBe(400);
    // Only the lower end moves, above the stored upper end (growth..pro → pro..pro is fine; then below).
    expect((await operator.request('PATCH', url, { maxPlan: 'basic' })).status).toBe(400);
    expect(
      (await operator.request('PATCH', '/api/v1/customer-console/guidance/nope', { disabled: true })).status,
    ).toBe(404);
  });

  it('moves the plan range: a starter sees the pipeline tutorial once basic is in range', async () => {
    const url = '/api/v1/customer-console/guidance/project-pipeline-tour';
    expect((await operator.request('PATCH', url, { minPlan: 'basic' })).status).toBe(200);
    expect(names(await starter.get(`/api/v1/guidance?path=${PIPELINE}`))).toEqual(['project-pipeline-tour']);
    expect((await operator.request('PATCH', url, { minPlan: 'growth' })).status).toBe(200);
  });

  it('reloading the configs keeps what the operator changed', async () => {
    const { syncGuidanceConfigs } = await import('./guidance.service');
    await operator.request('PATCH', '/api/v1/customer-console/guidance/sourcing-search-tour', {
      priority: 990,
    });
    await syncGuidanceConfigs(t.db.db);
    const row = await q("select priority from guidance_configs where guidance_name = 'sourcing-search-tour'");
    expect(row.rows[0].priority).toBe(990);
  });
});
