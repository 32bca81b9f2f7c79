import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, teamMembers, teams, users } from '../../db/schema/index';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { LOGIN_MAX_FAILURES: '3' } });
});
afterAll(() => t.close());

const signupBody = (email: string) => ({
  fullName: 'Jordan Rivera',
  email,
  password: 'Str0ng&Secure!',
  organizationName: 'Rivera Talent',
});

describe('sign up', () => {
  it('creates an organisation, a starter team and the user as team admin, and signs in', async () => {
    const c = new TestClient(t.app);
    const res = await c.post('/api/auth/signup', signupBody('Jordan@Example.com'));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'jordan@example.com',
      fullName: 'Jordan Rivera',
      isTeamAdmin: true,
      currentSubscriptionPlan: { plan: 'basic', subtype: null },
      team: { name: 'Rivera Talent' },
      organization: { name: 'Rivera Talent' },
    });
    expect(c.cookie('tb_session')).toBeTruthy();
    const me = await c.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('jordan@example.com');

    const [member] = await t.db.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.email, 'jordan@example.com'));
    expect(member).toMatchObject({ isTeamAdmin: true, status: 2, license: 'Recruiter' });
    const entries = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'account.signup'));
    expect(entries.length).toBe(1);
  });

  it('refuses an email that already has an account with 409 and writes nothing', async () => {
    const before = await t.db.db.select().from(teams);
    const res = await new TestClient(t.app).post('/api/auth/signup', signupBody('demo@talentbase.dev'));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(res.body.details.fields.email).toMatch(/already exists/);
    expect((await t.db.db.select().from(teams)).length).toBe(before.length);
  });

  it('enforces the strict password policy with a field message', async () => {
    const res = await new TestClient(t.app).post('/api/auth/signup', {
      ...signupBody('weak@example.com'),
      password: 'password',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.password).toBeTruthy();
    const found = await t.db.db.select().from(users).where(eq(users.email, 'weak@example.com'));
    expect(found).toEqual([]);
  });
});

describe('log in and out', () => {
  it('logs the demo user in, rotating the session token', async () => {
    const c = new TestClient(t.app);
    const first = await c.login('demo@talentbase.dev');
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      email: 'demo@talentbase.dev',
      isTeamAdmin: true,
      userRoles: ['enterprise_member'],
      currentSubscriptionPlan: { plan: 'pro', subtype: 'mid-market' },
    });
    const token1 = c.cookie('tb_session');
    await c.login('demo@talentbase.dev');
    const token2 = c.cookie('tb_session');
    expect(token2).toBeTruthy();
    expect(token2).not.toBe(token1);
    // The replaced session is gone from the database, not just from the cookie.
    const rows = await t.db.db.select().from(sessions);
    const ids = new Set(rows.map((r) => r.id));
    const { sha256 } = await import('../../lib/tokens');
    expect(ids.has(sha256(token1 ?? ''))).toBe(false);
    expect(ids.has(sha256(token2 ?? ''))).toBe(true);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const c = new TestClient(t.app);
    const wrong = await c.login('growth.recruiter@talentbase.dev', 'Nope!12345678');
    const unknown = await c.login('nobody@talentbase.dev', 'Nope!12345678');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Email or password is incorrect');
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const c = new TestClient(t.app);
    for (let i = 0; i < 3; i++)
      expect((await c.login('insights@talentbase.dev', 'Wrong!Password1')).status).toBe(401);
    const locked = await c.login('insights@talentbase.dev');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    expect(locked.headers['retry-after']).toBeTruthy();
  });

  it('logs out: the session stops working', async () => {
    const c = new TestClient(t.app);
    await c.login('crm@talentbase.dev');
    const token = c.cookie('tb_session');
    expect((await c.post('/api/auth/logout')).status).toBe(200);
    expect(c.cookie('tb_session')).toBeUndefined();
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `tb_session=${token}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses state changes without the CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'demo@talentbase.dev', password: 'Talentbase!2026' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_FAILED');
  });

  it('refuses a cross-site Origin even with a token', async () => {
    const c = new TestClient(t.app);
    await c.get('/api/auth/csrf');
    const res = await c.request(
      'POST',
      '/api/auth/login',
      { email: 'demo@talentbase.dev', password: 'Talentbase!2026' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const c = new TestClient(t.app);
    const res = await c.login('demo@talentbase.dev');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/tb_session=[^;]+;[^,]*HttpOnly/i);
    expect(setCookie).toMatch(/tb_session=[^;]+;[^,]*SameSite=Lax/i);
  });

  it('answers 401 for /me without a session', async () => {
    const res = await new TestClient(t.app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please log in to continue',
      details: null,
    });
  });
});
