/**
 * Source tracking over HTTP on a real database: defaults, saving with validation and audit, who
 * may change it, teams kept apart, and sourceFor() giving connectors the name and medium to write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { sourceFor } from './source-tracking.service';

let t: TestApp;
let admin: TestClient; // demo@: team admin (team settings)
let member: TestClient; // relationships@: same team, not a team admin
let otherAdmin: TestClient; // growth.admin@: another team's admin

const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};
const teamOf = async (email: string) =>
  (
    await t.db.pool.query(
      'select m.team_id from team_members m join users u on u.id = m.user_id where u.email = $1 limit 1',
      [email],
    )
  ).rows[0].team_id as string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signedIn('demo@talentbase.dev');
  member = await signedIn('relationships@talentbase.dev');
  otherAdmin = await signedIn('growth.admin@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

const ATS = {
  sourceName: 'Talentbase',
  sourceMedium: 'Outbound sourcing',
  overrides: [
    { providerId: 'Greenhouse-Harvest', sourceName: 'Talentbase (agency)', sourceMedium: 'Referral' },
  ],
};

describe('ATS source tracking', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await member.get('/api/v1/team-settings/ats-source-tracking');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { sourceName: 'Talentbase', sourceMedium: 'Sourcing', overrides: [] },
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('saves for a team admin, normalises the ATS id, audits, and leaves other teams alone', async () => {
    const res = await admin.put('/api/v1/team-settings/ats-source-tracking', ATS);
    expect(res.status).toBe(200);
    expect(res.body.data.overrides[0].providerId).toBe('greenhouse_harvest');
    expect(res.body.updatedBy).toBeTruthy();
    const audits = await t.db.pool.query(
      `select metadata from audit_log where action = 'team_settings.updated' and target_id = 'ats-source-tracking'`,
    );
    expect(audits.rowCount).toBe(1);
    expect(audits.rows[0].metadata.after.sourceMedium).toBe('Outbound sourcing');
    expect((await member.get('/api/v1/team-settings/ats-source-tracking')).body.data.sourceMedium).toBe(
      'Outbound sourcing',
    );
    expect((await otherAdmin.get('/api/v1/team-settings/ats-source-tracking')).body.data.sourceMedium).toBe(
      'Sourcing',
    );
  });

  it('refuses members without the team-settings gate', async () => {
    expect((await member.put('/api/v1/team-settings/ats-source-tracking', ATS)).status).toBe(403);
  });

  it('answers 400 with field messages for bad input and stores nothing', async () => {
    const bad = [
      { ...ATS, sourceName: '  ' },
      { ...ATS, sourceMedium: 'x'.repeat(81) },
      { ...ATS, sourceName: 'a\u0000b' },
      { ...ATS, overrides: [ATS.overrides[0], { ...ATS.overrides[0], providerId: 'greenhouse_harvest' }] },
      { ...ATS, overrides: [{ ...ATS.overrides[0], providerId: 'green/house' }] },
      { ...ATS, extra: true },
      {
        ...ATS,
        overrides: Array.from({ length: 31 }, (_, i) => ({ ...ATS.overrides[0], providerId: `ats_${i}` })),
      },
    ];
    for (const body of bad) {
      const res = await admin.put('/api/v1/team-settings/ats-source-tracking', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const dup = await admin.put('/api/v1/team-settings/ats-source-tracking', bad[3]);
    expect(JSON.stringify(dup.body)).toContain('keep one row per ATS');
    expect((await member.get('/api/v1/team-settings/ats-source-tracking')).body.data.sourceMedium).toBe(
      'Outbound sourcing',
    );
  });
});

describe('source tracking by origin and sourceFor', () => {
  it('gives the team source, the per-ATS exception, and the origin medium once switched on', async () => {
    const teamId = await teamOf('demo@talentbase.dev');
    expect(await sourceFor(t.db.db, teamId, 'lever')).toEqual({
      name: 'Talentbase',
      medium: 'Outbound sourcing',
    });
    expect(await sourceFor(t.db.db, teamId, 'greenhouse_harvest')).toEqual({
      name: 'Talentbase (agency)',
      medium: 'Referral',
    });
    expect(await sourceFor(t.db.db, teamId, 'Greenhouse Harvest', 'import')).toEqual({
      name: 'Talentbase (agency)',
      medium: 'Referral',
    });

    const defaults = await member.get('/api/v1/team-settings/source-tracking');
    expect(defaults.body.data.mediumByOrigin).toBe(false);
    const tracking = {
      mediumByOrigin: true,
      originMediums: { ...defaults.body.data.originMediums, jobboard: 'Job boards' },
    };
    expect((await member.put('/api/v1/team-settings/source-tracking', tracking)).status).toBe(403);
    expect((await admin.put('/api/v1/team-settings/source-tracking', tracking)).status).toBe(200);
    expect(
      (await admin.put('/api/v1/team-settings/source-tracking', { ...tracking, originMediums: {} })).status,
    ).toBe(400);

    expect(await sourceFor(t.db.db, teamId, 'lever', 'jobboard_indeed')).toEqual({
      name: 'Talentbase',
      medium: 'Job boards',
    });
    expect(await sourceFor(t.db.db, teamId, 'greenhouse_harvest', 'hiretual')).toEqual({
      name: 'Talentbase (agency)',
      medium: 'Open web',
    });
    // An unknown origin keeps the ATS medium.
    expect(await sourceFor(t.db.db, teamId, 'lever', 'something')).toEqual({
      name: 'Talentbase',
      medium: 'Outbound sourcing',
    });
    // Another team is untouched.
    const otherTeam = await teamOf('growth.admin@talentbase.dev');
    expect(await sourceFor(t.db.db, otherTeam, 'lever', 'import')).toEqual({
      name: 'Talentbase',
      medium: 'Sourcing',
    });
  });

  it('previews what a push would write, with 400 for a bad ATS id', async () => {
    const res = await member.get(
      '/api/v1/team-settings/source-tracking/preview?providerId=lever&origin=import',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { name: 'Talentbase', medium: 'Import' } });
    expect((await member.get('/api/v1/team-settings/source-tracking/preview?providerId=a%2Fb')).status).toBe(
      400,
    );
    expect(
      (await member.get('/api/v1/team-settings/source-tracking/preview?providerId=lever&origin=mars')).status,
    ).toBe(400);
  });
});
