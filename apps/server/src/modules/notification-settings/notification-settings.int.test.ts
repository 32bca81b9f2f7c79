/**
 * Notification defaults (team), a user's own choices, hiring preferences and the bell: saving,
 * following the team's defaults, bad input, gates, and that one user never reads another's.
 */
import { DEFAULT_NOTIFICATION_SETTINGS } from '@talentbase/shared/contracts/notification-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
let member: TestClient;
let other: TestClient;
let anon: TestClient;
const TEAM = '/api/v1/team-settings/notifications';
const MINE = '/api/settings/email-notification';
const HIRING = '/api/settings/hiring';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = new TestClient(t.app);
  member = new TestClient(t.app);
  other = new TestClient(t.app);
  anon = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  await member.login('relationships@talentbase.dev');
  await other.login('growth.admin@talentbase.dev');
}, 120_000);
afterAll(async () => t?.close());

describe('notification settings', () => {
  it("a user's choices follow the team's defaults until they choose otherwise", async () => {
    const team = await admin.get(TEAM);
    expect(team.body.data).toMatchObject({ ...DEFAULT_NOTIFICATION_SETTINGS, updatedAt: null });
    const changed = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
    changed.events.stage_changed.email = true;
    changed.digest = 'daily';
    expect((await admin.put(TEAM, changed)).status).toBe(200);

    const mine = await member.get(MINE);
    expect(mine.body.data.effective.events.stage_changed).toEqual({ inApp: true, email: true });
    expect(mine.body.data.effective.digest).toBe('daily');

    const own = await member.put(MINE, { events: { stage_changed: { email: false } }, digest: 'instant' });
    expect(own.status).toBe(200);
    expect(own.body.data.effective.events.stage_changed).toEqual({ inApp: true, email: false });
    expect(own.body.data.effective.digest).toBe('instant');
    // An event the user left alone still follows the team.
    changed.events.mention.inApp = false;
    await admin.put(TEAM, changed);
    expect((await member.get(MINE)).body.data.effective.events.mention.inApp).toBe(false);
    // The other team keeps its own defaults.
    expect((await other.get(TEAM)).body.data.digest).toBe('instant');
    const audits = await t.db.pool.query(
      `select 1 from audit_log where action = 'team_settings.notifications_updated'`,
    );
    expect(audits.rows).toHaveLength(2);
  });

  it('answers 400 for bad settings, 403 to members on team defaults and 401 signed out', async () => {
    expect((await admin.put(TEAM, { ...DEFAULT_NOTIFICATION_SETTINGS, digest: 'weekly' })).status).toBe(400);
    const missing = structuredClone(DEFAULT_NOTIFICATION_SETTINGS) as Record<string, unknown>;
    delete (missing.events as Record<string, unknown>).mention;
    expect((await admin.put(TEAM, missing)).status).toBe(400);
    expect((await member.put(MINE, { events: { party: { email: true } } })).status).toBe(400);
    expect((await member.put(MINE, { events: { mention: { email: 'yes' } } })).status).toBe(400);
    expect((await member.get(TEAM)).status).toBe(403);
    expect((await anon.get(MINE)).status).toBe(401);
  });

  it('saves hiring preferences and refuses impossible ones', async () => {
    const first = await member.get(HIRING);
    expect(first.body.data).toMatchObject({ saved: false, preferences: { defaultPipelineView: 'board' } });
    const prefs = {
      defaultProjectRole: 4,
      defaultPipelineView: 'list',
      timeZone: 'Europe/Berlin',
      workingDays: [1, 2, 3, 4],
      workStart: '08:30',
      workEnd: '16:30',
      meetingMinutes: 45,
    };
    const saved = await member.put(HIRING, prefs);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ saved: true, preferences: prefs });
    for (const bad of [
      { ...prefs, defaultProjectRole: 3 },
      { ...prefs, timeZone: 'Mars/Olympus' },
      { ...prefs, workStart: '18:00' },
      { ...prefs, workingDays: [] },
      { ...prefs, workingDays: [1, 1] },
      { ...prefs, meetingMinutes: 1 },
    ]) {
      const res = await member.put(HIRING, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin.get(HIRING)).body.data.saved).toBe(false);
  });

  it('the bell lists only your own notifications and marks only yours read', async () => {
    const ids = await t.db.pool.query(
      `select u.email, u.id, tm.team_id from users u join team_members tm on tm.user_id = u.id
        where u.email in ('demo@talentbase.dev', 'relationships@talentbase.dev')`,
    );
    const of = (email: string) => ids.rows.find((r) => r.email === email);
    const demo = of('demo@talentbase.dev');
    const rel = of('relationships@talentbase.dev');
    const { rows } = await t.db.pool.query(
      `insert into notifications (team_id, user_id, category, title) values ($1, $2, 'team', 'For demo'),
         ($1, $3, 'personal', 'For relationships') returning id::text as id`,
      [demo.team_id, demo.id, rel.id],
    );
    const mine = await member.get('/api/v1/notifications');
    expect(mine.body.data.map((n: { title: string }) => n.title)).toEqual(['For relationships']);
    expect(mine.body.unread).toEqual({ candidate: 0, personal: 1, team: 0 });
    // The other user's notification is not found, like a missing one, and stays unread.
    expect((await member.post('/api/v1/notifications/read', { ids: [rows[0].id] })).status).toBe(404);
    expect((await member.post('/api/v1/notifications/read', { ids: ['999999'] })).status).toBe(404);
    expect((await member.post('/api/v1/notifications/read', { ids: [rows[1].id] })).body).toEqual({
      updated: 1,
    });
    expect((await member.post('/api/v1/notifications/read', { ids: ['x'] })).status).toBe(400);
    expect((await admin.get('/api/v1/notifications?unreadOnly=true')).body.totalNum).toBe(1);
  });
});
