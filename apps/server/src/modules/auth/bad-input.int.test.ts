/**
 * Bad input never gets a 5xx and never writes: generated bodies (wrong types, unknown fields,
 * huge and unicode strings, SQL-looking text) against the auth and settings endpoints.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    'Robert"); DROP TABLE users;--',
    '\u0000',
    'a'.repeat(5000),
    '😀'.repeat(300),
    '<script>alert(1)</script>',
    '',
    ' ',
  ),
);
const anyValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nasty, { maxKeys: 3 }),
);
const fieldNames = [
  'email',
  'password',
  'fullName',
  'organizationName',
  'jobTitle',
  'phone',
  'currentPassword',
  'newPassword',
  'extra',
  '__proto__',
  'constructor',
];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 6 }), anyValue);

async function counts() {
  const r = await t.db.db.execute<{ users: number; teams: number; orgs: number }>(
    sql`select (select count(*)::int from users) as users, (select count(*)::int from teams) as teams, (select count(*)::int from organizations) as orgs`,
  );
  return r.rows[0];
}

describe('generated bad input', () => {
  it('never answers 5xx on auth and settings endpoints, and signs nobody up', async () => {
    const signedIn = new TestClient(t.app);
    await signedIn.login('demo@talentbase.dev');
    const anonymous = new TestClient(t.app);
    const before = await counts();
    const endpoints = [
      { client: anonymous, method: 'POST', url: '/api/auth/signup' },
      { client: anonymous, method: 'POST', url: '/api/auth/login' },
      { client: signedIn, method: 'PUT', url: '/api/settings/profile' },
      { client: signedIn, method: 'POST', url: '/api/settings/password' },
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, async (ep, payload) => {
        const res = await ep.client.request(ep.method, ep.url, JSON.stringify(payload), {
          'content-type': 'application/json',
        });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        expect(res.body).toHaveProperty('code');
      }),
      { numRuns: 150 },
    );
    // Generated sign-up bodies never pass the strict schema + policy, so nothing was created.
    expect(await counts()).toEqual(before);
    expect((await signedIn.get('/api/auth/me')).status).toBe(200);
  });

  it('answers malformed JSON, wrong content types and oversized bodies with 4xx', async () => {
    const c = new TestClient(t.app);
    const malformed = await c.request('POST', '/api/auth/login', '{"email": "a@b.co",', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('MALFORMED_JSON');
    const text = await c.request('POST', '/api/auth/login', 'email=a', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const huge = await c.request(
      'POST',
      '/api/auth/signup',
      JSON.stringify({ fullName: 'x'.repeat(1_100_000) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const longButAllowed = await c.post('/api/auth/signup', {
      fullName: 'x'.repeat(900_000),
      email: 'long@example.com',
      password: 'Str0ng&Secure!',
      organizationName: 'Long',
    });
    expect(longButAllowed.status).toBe(400);
    expect(longButAllowed.body.details.fields.fullName).toMatch(/at most 120/);
    const nul = await c.post('/api/auth/login', { email: 'a\u0000@b.co', password: 'x' });
    expect(nul.status).toBe(400);
  });
});
