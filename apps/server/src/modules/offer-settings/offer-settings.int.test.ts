/** Offer management over HTTP: defaults, saving the chain, bad input, gates, other teams. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
let member: TestClient;
let other: TestClient;
const URL = '/api/v1/team-settings/offer-management';
const userId = async (email: string) =>
  (await t.db.pool.query('select id from users where email = $1', [email])).rows[0].id as string;

const body = (approvers: unknown[], approvalRequired = true) => ({
  approvalRequired,
  approvers,
  defaults: {
    currency: 'EUR',
    salaryPeriod: 'year',
    startAfterDays: 30,
    expiresAfterDays: 5,
    bonusPercent: 10,
    benefits: 'Pension, 30 days of holiday',
    signatory: 'Dana Lee, CEO',
  },
});

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = new TestClient(t.app);
  member = new TestClient(t.app);
  other = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  await member.login('relationships@talentbase.dev');
  await other.login('growth.admin@talentbase.dev');
}, 120_000);
afterAll(async () => t?.close());

describe('offer management', () => {
  it('shows the offer stages and defaults, then saves an ordered approval chain', async () => {
    const first = await admin.get(URL);
    expect(first.status).toBe(200);
    expect(first.body.data.stages.map((s: { code: number }) => s.code)).toEqual([34, 35, 36, 37, 38]);
    expect(first.body.data).toMatchObject({ approvalRequired: true, updatedAt: null });
    const manager = await userId('hiring.manager@talentbase.dev');
    const saved = await admin.put(
      URL,
      body([{ kind: 'member', userId: manager }, { kind: 'project_owner' }]),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.approvers).toEqual([
      { kind: 'member', userId: manager, name: expect.any(String) },
      { kind: 'project_owner', name: 'The project owner' },
    ]);
    expect(saved.body.data.defaults.currency).toBe('EUR');
    expect((await admin.get(URL)).body.data.approvers).toHaveLength(2);
    const audit = await t.db.pool.query(
      `select actor_user_id from audit_log where action = 'team_settings.offer_management_updated'`,
    );
    expect(audit.rows).toEqual([{ actor_user_id: await userId('demo@talentbase.dev') }]);
  });

  it('answers 400 for bad settings and keeps the saved ones', async () => {
    const cases: [unknown, RegExp][] = [
      [body([]), /at least one approver/],
      [body([{ kind: 'project_owner' }, { kind: 'project_owner' }]), /Each approver once/],
      [body([{ kind: 'ceo' }]), /Choose a team member, the project owner/],
      [{ ...body([], false), defaults: { ...body([]).defaults, currency: 'euro' } }, /3-letter/],
      [{ ...body([], false), defaults: { ...body([]).defaults, expiresAfterDays: 0 } }, /At least one day/],
      [{ approvalRequired: 'yes' }, /.+/],
    ];
    for (const [b, message] of cases) {
      const res = await admin.put(URL, b);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    expect((await admin.get(URL)).body.data.approvers).toHaveLength(2);
    // Sending without approval needs no approver.
    expect((await admin.put(URL, body([], false))).status).toBe(200);
  });

  it('refuses members (403) and another team’s people as approvers (404)', async () => {
    expect((await member.get(URL)).status).toBe(403);
    expect((await member.put(URL, body([{ kind: 'hiring_manager' }]))).status).toBe(403);
    const stranger = await userId('growth.recruiter@talentbase.dev');
    expect((await admin.put(URL, body([{ kind: 'member', userId: stranger }]))).status).toBe(404);
    // The other team sees its own (default) settings, not ours.
    expect((await other.get(URL)).body.data.updatedAt).toBeNull();
  });
});
