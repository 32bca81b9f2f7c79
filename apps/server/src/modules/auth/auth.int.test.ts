import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, sessions, teamMembers, teams, users } from '../../db/schema/index';
import type { SystemMessage } from '../../lib/system-mail';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
const mail: SystemMessage[] = [];
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { LOGIN_MAX_FAILURES: '3' },
    systemMailer: { send: async (m) => void mail.push(m) },
  });
});
afterAll(() => t.close());

const signupBody = (email: string) => ({
  fullName: 'Jordan Rivera',
  email,
  password: 'Str0ng&Secure!',
  organizationName: 'Rivera Talent',
});

describe('sign up', () => {
  it('creates an organisation, a starter team and the user as team admin; logging in follows', async () => {
    const c = new TestClient(t.app);
    const res = await c.post('/api/auth/signup', signupBody('Jordan@Example.com'));
    // No session from sign-up itself: its answer must not differ for an existing email.
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, message: expect.stringMatching(/log in/) });
    expect(c.cookie('tb_session')).toBeUndefined();
    const login = await c.login('jordan@example.com', 'Str0ng&Secure!');
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
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

  it('answers an existing email exactly like a new one, writes nothing and emails the owner', async () => {
    const before = await t.db.db.select().from(teams);
    const fresh = new TestClient(t.app);
    const created = await fresh.post('/api/auth/signup', signupBody('someone.new@example.com'));
    const taken = new TestClient(t.app);
    const existing = await taken.post('/api/auth/signup', signupBody('demo@talentbase.dev'));
    expect(existing.status).toBe(created.status);
    expect(existing.body).toEqual(created.body);
    expect(Object.keys(existing.headers).sort()).toEqual(Object.keys(created.headers).sort());
    expect(taken.cookie('tb_session')).toBeUndefined();
    // One new team (the new email's), none for the existing one.
    expect((await t.db.db.select().from(teams)).length).toBe(before.length + 1);
    // The password of the existing account is untouched.
    expect((await new TestClient(t.app).login('demo@talentbase.dev', 'Str0ng&Secure!')).status).toBe(401);
    await vi.waitFor(() => expect(mail.map((m) => m.to)).toContain('demo@talentbase.dev'));
    const note = mail.find((m) => m.to === 'demo@talentbase.dev');
    expect(note?.subject).toMatch(/tried to create a Talentbase account/);
    expect(mail.map((m) => m.to)).not.toContain('someone.new@example.com');
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

  it('throttles an account after repeated failures from a new client, even for the right password', async () => {
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
