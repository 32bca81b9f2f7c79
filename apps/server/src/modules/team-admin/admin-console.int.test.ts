import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ seed: true, systemMailer: { send: async () => undefined } });
  admin = new TestClient(t.app);
  await admin.login('admin@talentbase.dev');
});
afterAll(() => t.close());

describe('admin console', () => {
  it('sums seats, members by status, credits and the recent admin actions', async () => {
    await admin.post('/api/v1/team/invite', { emails: ['new.hire@example.com'], license: 'Collaborator' });
    const res = await admin.get('/api/v1/admin/console');
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({ name: 'Northwind Recruiting', onboardingMode: 0 });
    expect(res.body.seats).toEqual([
      { license: 'Recruiter', purchased: 25, active: 8, pending: 0, free: 17 },
      { license: 'Collaborator', purchased: 10, active: 0, pending: 1, free: 9 },
    ]);
    expect(res.body.membersByStatus).toEqual({ active: 8, pending: 1, cancelled: 0, removed: 0 });
    expect(res.body.credits).toEqual({ total: 500, used: 0, remaining: 500 });
    expect(res.body.recentActions[0]).toMatchObject({
      action: 'member.invited',
      summary: 'invited 1 person with Collaborator seats',
      actorName: 'Alex Admin',
    });
  });

  it('is closed to members who do not manage the team', async () => {
    const member = new TestClient(t.app);
    await member.login('hiring.manager@talentbase.dev');
    expect((await member.get('/api/v1/admin/console')).status).toBe(403);
    expect((await member.put('/api/v1/admin/implantation', { onboardingMode: 2 })).status).toBe(403);
  });
});

describe('implantation', () => {
  it('works the checklist out from the data, keeps manual ticks and the onboarding mode', async () => {
    const before = await admin.get('/api/v1/admin/implantation');
    const item = (body: { items: { key: string; done: boolean }[] }, key: string) =>
      body.items.find((i) => i.key === key);
    expect(before.body.onboardingMode).toBe(0);
    expect(item(before.body, 'invite-team')).toMatchObject({ done: true, manual: false });
    expect(item(before.body, 'company-profile')).toMatchObject({ done: false, manual: true });
    const updated = await admin.put('/api/v1/admin/implantation', {
      onboardingMode: 1,
      items: { 'company-profile': true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.onboardingMode).toBe(1);
    expect(item(updated.body, 'company-profile')?.done).toBe(true);
    const auto = await admin.put('/api/v1/admin/implantation', { items: { 'first-project': true } });
    expect(auto.status).toBe(400);
    expect(auto.body.details.fields['items.first-project']).toBe('This item is ticked when the work is done');
    expect((await admin.put('/api/v1/admin/implantation', { onboardingMode: 7 })).status).toBe(400);
    expect((await admin.put('/api/v1/admin/implantation', { items: { nope: true } })).status).toBe(400);
    const console = await admin.get('/api/v1/admin/console');
    expect(console.body.team.onboardingMode).toBe(1);
    expect(console.body.recentActions.map((a: { summary: string }) => a.summary)).toContain(
      'set the onboarding mode to Implantation',
    );
  });
});

describe('account calls', () => {
  it('answers the current user with the User fields, saves onboarding progress and survey settings', async () => {
    const c = new TestClient(t.app);
    await c.login('demo@talentbase.dev');
    const current = await c.get('/api/v1/user/current');
    expect(current.body.user).toMatchObject({
      email: 'demo@talentbase.dev',
      license: 'Recruiter',
      isEventCoordinator: false,
      hasAdminLicense: false,
      onboardingProgress: {},
      surveySettings: {},
    });
    expect((await c.get('/api/v1/user/beta-features')).body).toEqual({ data: ['ai_recommendation'] });
    const progress = await c.post('/api/v1/user/update-onboarding-progress', {
      onboardingProgress: { dismissed: true, skipped: ['GetStarted'] },
    });
    expect(progress.body.data).toEqual({ dismissed: true, skipped: ['GetStarted'] });
    await c.post('/api/v1/user/update-survey-settings', { settings: { nps: { skippedAt: '2026-11-27' } } });
    const me = await c.get('/api/auth/me');
    expect(me.body.user.onboardingProgress).toEqual({ dismissed: true, skipped: ['GetStarted'] });
    expect(me.body.user.surveySettings).toEqual({ nps: { skippedAt: '2026-11-27' } });
    const big = await c.post('/api/v1/user/update-survey-settings', { settings: { x: 'y'.repeat(20_000) } });
    expect(big.status).toBe(400);
    expect((await c.post('/api/v1/user/update-survey-settings', { settings: [] })).status).toBe(400);
    await c.post('/api/auth/logout');
    await c.login('demo@talentbase.dev');
    expect((await c.get('/api/v1/user/current')).body.user.lastLogoutAt).not.toBeNull();
  });
});
