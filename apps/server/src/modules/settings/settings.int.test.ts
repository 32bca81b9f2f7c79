import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('profile', () => {
  it('updates name, job title and phone', async () => {
    const c = new TestClient(t.app);
    await c.login('admin@talentbase.dev');
    const res = await c.put('/api/settings/profile', {
      fullName: '  Alex Ádmin 🚀 ',
      jobTitle: 'Head of TA',
      phone: '+1 415 555 0100',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      fullName: 'Alex Ádmin 🚀',
      jobTitle: 'Head of TA',
      phone: '+1 415 555 0100',
    });
    expect((await c.get('/api/auth/me')).body.user.fullName).toBe('Alex Ádmin 🚀');
  });

  it('refuses unknown fields and an empty name, changing nothing', async () => {
    const c = new TestClient(t.app);
    await c.login('ezjobs@talentbase.dev');
    const extra = await c.put('/api/settings/profile', {
      fullName: 'X',
      jobTitle: null,
      phone: null,
      email: 'x@y.z',
    });
    expect(extra.status).toBe(400);
    expect(extra.body.details.fields.email).toBe('Unknown field');
    const empty = await c.put('/api/settings/profile', { fullName: '   ', jobTitle: null, phone: null });
    expect(empty.status).toBe(400);
    expect(empty.body.details.fields.fullName).toBe('Enter your name');
    expect((await c.get('/api/auth/me')).body.user.fullName).toBe('Ezra Jobs');
  });
});

describe('password', () => {
  it('changes the password, signs out other sessions, and the new password logs in', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await a.login('relationships@talentbase.dev');
    await b.login('relationships@talentbase.dev');
    const res = await a.post('/api/settings/password', {
      currentPassword: 'Talentbase!2026',
      newPassword: 'N3w&Better-Pass',
    });
    expect(res.status).toBe(200);
    expect((await a.get('/api/auth/me')).status).toBe(200);
    expect((await b.get('/api/auth/me')).status).toBe(401);
    expect((await new TestClient(t.app).login('relationships@talentbase.dev')).status).toBe(401);
    expect(
      (await new TestClient(t.app).login('relationships@talentbase.dev', 'N3w&Better-Pass')).status,
    ).toBe(200);
  });

  it('says which field is wrong', async () => {
    const c = new TestClient(t.app);
    await c.login('org.admin@talentbase.dev');
    const wrongCurrent = await c.post('/api/settings/password', {
      currentPassword: 'nope',
      newPassword: 'N3w&Better-Pass',
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.details.fields.currentPassword).toBe('Current password is incorrect');
    const weak = await c.post('/api/settings/password', {
      currentPassword: 'Talentbase!2026',
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.details.fields.newPassword).toBeTruthy();
    const noSpecial = await c.post('/api/settings/password', {
      currentPassword: 'Talentbase!2026',
      newPassword: 'Abcdefgh12345',
    });
    expect(noSpecial.status).toBe(400);
    expect(noSpecial.body.details.fields.newPassword).toMatch(/special/i);
  });

  it('needs a session', async () => {
    const res = await new TestClient(t.app).post('/api/settings/password', {
      currentPassword: 'a',
      newPassword: 'b',
    });
    expect(res.status).toBe(401);
  });
});
