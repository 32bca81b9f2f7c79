/**
 * Beta features per team on a real database: a team admin switches them, the user call reports
 * them on the next request, other features of the team are kept, unknown features are 400 with
 * nothing written, each change is audited, and other teams and members cannot change them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient; // demo@: team admin of Northwind Recruiting (team settings)
let member: TestClient; // relationships@: same team, no team settings
let otherAdmin: TestClient; // growth.admin@: admin of Northwind Growth

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};
const teamFeatures = async (email: string) =>
  (
    await q(
      `select t.features from teams t join team_members m on m.team_id = t.id join users u on u.id = m.user_id
        where u.email = $1`,
      [email],
    )
  ).rows[0]?.features as string[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signedIn('demo@talentbase.dev');
  member = await signedIn('relationships@talentbase.dev');
  otherAdmin = await signedIn('growth.admin@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

const enabled = (body: { features: { key: string; enabled: boolean }[] }) =>
  body.features.filter((f) => f.enabled).map((f) => f.key);

describe('team beta features', () => {
  it('lists every beta feature with its label, description and state', async () => {
    const res = await admin.get('/api/v1/team/beta-features');
    expect(res.status).toBe(200);
    expect(res.body.features.map((f: { key: string }) => f.key)).toEqual([
      'ai_recommendation',
      'diversity_extended',
      'rediscovery_search_only',
    ]);
    expect(res.body.features[0]).toEqual({
      key: 'ai_recommendation',
      label: 'Recommended candidates',
      description: expect.any(String),
      enabled: true, // the demo team has it
    });
  });

  it('switches features for the team, kept with its other features, audited, in force on the next request', async () => {
    await q(`update teams set features = array_append(features, 'local_extra') where id =
               (select team_id from team_members m join users u on u.id = m.user_id where u.email = 'demo@talentbase.dev')`);
    expect((await member.get('/api/v1/user/beta-features')).body).toEqual({ data: ['ai_recommendation'] });

    const res = await admin.put('/api/v1/team/beta-features', { enabled: ['diversity_extended'] });
    expect(res.status).toBe(200);
    expect(enabled(res.body)).toEqual(['diversity_extended']);
    expect((await teamFeatures('demo@talentbase.dev')).sort()).toEqual(['diversity_extended', 'local_extra']);
    // A member of the team sees it on their next request, without signing in again.
    expect((await member.get('/api/v1/user/beta-features')).body).toEqual({ data: ['diversity_extended'] });

    const audit = await q(
      `select a.action, a.metadata, u.email from audit_log a join users u on u.id = a.actor_user_id
        where a.action = 'team.beta_features.updated'`,
    );
    expect(audit.rows).toEqual([
      {
        action: 'team.beta_features.updated',
        email: 'demo@talentbase.dev',
        metadata: { before: ['ai_recommendation'], after: ['diversity_extended'] },
      },
    ]);

    // The same again changes nothing and writes no second entry.
    expect((await admin.put('/api/v1/team/beta-features', { enabled: ['diversity_extended'] })).status).toBe(
      200,
    );
    expect((await q(`select 1 from audit_log where action = 'team.beta_features.updated'`)).rowCount).toBe(1);
  });

  it('refuses an unknown feature or a bad body with 400, writing nothing', async () => {
    const before = await teamFeatures('demo@talentbase.dev');
    for (const body of [
      { enabled: ['diversity_extended', 'platform_operator'] },
      { enabled: ['nope'] },
      { enabled: 'ai_recommendation' },
      { enabled: [1] },
      {},
      { enabled: [], extra: true },
    ]) {
      const res = await admin.put('/api/v1/team/beta-features', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await admin.put('/api/v1/team/beta-features', { enabled: ['platform_operator'] });
    expect(JSON.stringify(unknown.body)).toMatch(/Unknown beta feature: platform_operator/);
    expect(await teamFeatures('demo@talentbase.dev')).toEqual(before);
  });

  it('is for team admins of their own team only', async () => {
    expect((await member.get('/api/v1/team/beta-features')).status).toBe(403);
    expect((await member.put('/api/v1/team/beta-features', { enabled: [] })).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/v1/team/beta-features')).status).toBe(401);

    // Another team's admin changes their own team, never this one.
    const growthBefore = await teamFeatures('growth.admin@talentbase.dev');
    const demoBefore = await teamFeatures('demo@talentbase.dev');
    const res = await otherAdmin.put('/api/v1/team/beta-features', { enabled: ['rediscovery_search_only'] });
    expect(res.status).toBe(200);
    expect(enabled(res.body)).toEqual(['rediscovery_search_only']);
    expect(await teamFeatures('growth.admin@talentbase.dev')).toEqual([
      ...growthBefore.filter((f) => !['ai_recommendation', 'diversity_extended'].includes(f)),
      'rediscovery_search_only',
    ]);
    expect(await teamFeatures('demo@talentbase.dev')).toEqual(demoBefore);
    expect((await member.get('/api/v1/user/beta-features')).body.data).not.toContain(
      'rediscovery_search_only',
    );
  });

  it('switches every beta feature off', async () => {
    const res = await admin.put('/api/v1/team/beta-features', { enabled: [] });
    expect(enabled(res.body)).toEqual([]);
    expect((await member.get('/api/v1/user/beta-features')).body).toEqual({ data: [] });
    expect(await teamFeatures('demo@talentbase.dev')).toEqual(['local_extra']);
  });
});
