/**
 * Sign-in throttling (issue 12, parts 5 and 6): unknown emails are throttled exactly like known
 * ones; wrong passwords slow down the account for anonymous clients and the source address, but a
 * browser that signed in before (device cookie) still gets in with the right password; parallel
 * guesses cannot slip past the count; wrong current passwords on a password change are throttled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient, type TestResponse } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { LOGIN_MAX_FAILURES: '3' } });
});
afterAll(() => t.close());

// Each test signs in from its own address, so that the per-address bucket of one test does not
// reach into another.
const from = (address: string) => new TestClient(t.app, { remoteAddress: address });
const WRONG = 'Wrong!Password1';

/** The answer with the wait left out of the message (it may differ by a second). */
const shape = (res: TestResponse) => ({
  status: res.status,
  code: res.body?.code,
  message: String(res.body?.message).replace(/\d+ (second|minute)s?/, 'N'),
  retryAfter: res.headers['retry-after'] !== undefined,
});

describe('the same answers for known and unknown emails', () => {
  it('throttles an unknown email exactly like a known one', async () => {
    const known = from('192.0.2.11');
    const unknown = from('192.0.2.12');
    const knownAnswers: TestResponse[] = [];
    const unknownAnswers: TestResponse[] = [];
    for (let i = 0; i < 4; i++) {
      knownAnswers.push(await known.login('crm@talentbase.dev', WRONG));
      unknownAnswers.push(await unknown.login('nobody.here@talentbase.dev', WRONG));
    }
    expect(knownAnswers.map(shape)).toEqual(unknownAnswers.map(shape));
    expect(knownAnswers.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    const last = unknownAnswers[3];
    expect(last?.body.code).toBe('ACCOUNT_LOCKED');
    expect(last?.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
    expect(last?.body.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a stranger cannot lock the owner out', () => {
  it('lets the right password in from a browser that signed in before, while strangers wait', async () => {
    const owner = from('192.0.2.21');
    expect((await owner.login('hiring.manager@talentbase.dev')).status).toBe(200);
    expect(owner.cookie('tb_device')).toBeTruthy();
    expect((await owner.post('/api/auth/logout')).status).toBe(200);

    const attacker = from('198.51.100.22');
    for (let i = 0; i < 3; i++)
      expect((await attacker.login('hiring.manager@talentbase.dev', WRONG)).status).toBe(401);
    expect((await attacker.login('hiring.manager@talentbase.dev', WRONG)).status).toBe(429);
    // Anyone without the device cookie waits, even with the right password ...
    expect((await from('192.0.2.23').login('hiring.manager@talentbase.dev')).status).toBe(429);
    // ... but the owner's browser gets in, and a signed-in owner is not slowed down afterwards.
    const back = await owner.login('hiring.manager@talentbase.dev');
    expect(back.status).toBe(200);
    expect(back.body.user.email).toBe('hiring.manager@talentbase.dev');
  });

  it('gives no way in to a forged device cookie or one made for another account', async () => {
    const other = from('192.0.2.31');
    expect((await other.login('admin@talentbase.dev')).status).toBe(200);
    const otherDevice = other.cookie('tb_device');

    const attacker = from('198.51.100.32');
    for (let i = 0; i < 3; i++) await attacker.login('ezjobs@talentbase.dev', WRONG);

    const borrowed = from('192.0.2.33');
    borrowed.setCookie('tb_device', otherDevice);
    expect((await borrowed.login('ezjobs@talentbase.dev')).status).toBe(429);

    const forged = from('192.0.2.34');
    const [version, , deviceId, issued, mac] = String(otherDevice).split('.');
    const [ezjobs] = (
      await t.db.pool.query<{ id: string }>(`select id from users where email = 'ezjobs@talentbase.dev'`)
    ).rows;
    forged.setCookie('tb_device', [version, ezjobs?.id, deviceId, issued, mac].join('.'));
    expect((await forged.login('ezjobs@talentbase.dev')).status).toBe(429);
  });

  it('throttles a known device on its own after its own failures', async () => {
    const device = from('192.0.2.41');
    expect((await device.login('relationships@talentbase.dev')).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await device.login('relationships@talentbase.dev', WRONG)).status).toBe(401);
    expect((await device.login('relationships@talentbase.dev')).status).toBe(429);
    // Its failures were its own: a fresh client may still try.
    expect((await from('192.0.2.42').login('relationships@talentbase.dev')).status).toBe(200);
  });
});

describe('throttling per source address', () => {
  it('slows down one address guessing across many accounts, not the others', async () => {
    const sprayer = from('198.51.100.51');
    // 3 free failures per account, 12 per address: spread over 12 emails, no account is throttled.
    for (let i = 0; i < 12; i++)
      expect((await sprayer.login(`spray.${i}@talentbase.dev`, WRONG)).status).toBe(401);
    const next = await sprayer.login('spray.next@talentbase.dev', WRONG);
    expect(next.status).toBe(429);
    expect(next.body.code).toBe('ACCOUNT_LOCKED');
    expect((await from('192.0.2.52').login('spray.next@talentbase.dev', WRONG)).status).toBe(401);
  });

  it('counts parallel guesses before answering, so a burst cannot slip past', async () => {
    const burst = from('198.51.100.61');
    await burst.get('/api/auth/csrf');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => burst.login('growth.admin@talentbase.dev', WRONG)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('password change', () => {
  it('throttles wrong current passwords, then refuses even the right one for a while', async () => {
    const c = from('192.0.2.71');
    expect((await c.login('starter@talentbase.dev')).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const wrong = await c.post('/api/settings/password', {
        currentPassword: WRONG,
        newPassword: 'N3w&Better-Pass',
      });
      expect(wrong.status).toBe(400);
    }
    const throttled = await c.post('/api/settings/password', {
      currentPassword: 'Talentbase!2026',
      newPassword: 'N3w&Better-Pass',
    });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('RATE_LIMITED');
    expect(throttled.body.details.retryAfterSeconds).toBeGreaterThan(0);
    // The password did not change.
    expect((await from('192.0.2.72').login('starter@talentbase.dev')).status).toBe(200);
  });
});
