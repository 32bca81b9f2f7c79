/**
 * Rate limits that survive a proxy (issue 12, part 7): signed-in calls count per account, anonymous
 * ones per client address as told by a trusted proxy (TRUST_PROXY), searches per team as well;
 * an untrusted peer cannot choose its address with X-Forwarded-For.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/index';
import { createMember } from '../../db/seed/factories';
import { parseTrustProxy } from '../../env';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

const LIMIT = 12;
const PROXY = '10.1.2.3';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: {
      API_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      SEARCH_RATE_LIMIT_PER_TEAM_PER_MINUTE: '3',
      TRUST_PROXY: `${PROXY},127.0.0.1/32`,
    },
  });
});
afterAll(() => t.close());

/** Calls `GET url` until the first 429; the number of successes before it. */
async function callsUntilLimited(c: TestClient, url: string, max = LIMIT + 5): Promise<number> {
  for (let i = 0; i < max; i++) {
    const res = await c.get(url);
    if (res.status === 429) {
      expect(res.body.code).toBe('RATE_LIMITED');
      expect(res.body.details.retryAfterSeconds).toBeGreaterThan(0);
      return i;
    }
    expect(res.status).toBe(200);
  }
  return max;
}

const behindProxy = (client: string) =>
  new TestClient(t.app, { remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });

describe('per account when signed in', () => {
  it('gives two people behind one address their own allowance', async () => {
    // One office NAT: the same address for both.
    const a = new TestClient(t.app, { remoteAddress: '203.0.113.10' });
    const b = new TestClient(t.app, { remoteAddress: '203.0.113.10' });
    expect((await a.login('crm@talentbase.dev')).status).toBe(200);
    expect((await b.login('insights@talentbase.dev')).status).toBe(200);
    expect(await callsUntilLimited(a, '/api/auth/me')).toBe(LIMIT);
    expect((await b.get('/api/auth/me')).status).toBe(200);
    // Nor is the address spent for someone who still has to sign in.
    expect(
      (await new TestClient(t.app, { remoteAddress: '203.0.113.10' }).get('/api/auth/csrf')).status,
    ).toBe(200);
  });
});

describe('per client address when anonymous, through a trusted proxy', () => {
  it('counts each client behind the trusted proxy on its own', async () => {
    expect(await callsUntilLimited(behindProxy('198.51.100.1'), '/api/auth/csrf')).toBe(LIMIT);
    expect((await behindProxy('198.51.100.2').get('/api/auth/csrf')).status).toBe(200);
  });

  it('takes the nearest untrusted address of a chain through the trusted proxy', async () => {
    // The client made up the first entry; the trusted proxy appended the address it saw.
    const spoofing = (fake: string) =>
      new TestClient(t.app, {
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${fake}, 198.51.100.3` },
      });
    for (let i = 0; i < LIMIT; i++)
      expect((await spoofing(`192.0.2.${i}`).get('/api/auth/csrf')).status).toBe(200);
    expect((await spoofing('192.0.2.200').get('/api/auth/csrf')).status).toBe(429);
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const direct = (fake: string) =>
      new TestClient(t.app, { remoteAddress: '203.0.113.20', headers: { 'x-forwarded-for': fake } });
    for (let i = 0; i < LIMIT; i++)
      expect((await direct(`192.0.2.${i}`).get('/api/auth/csrf')).status).toBe(200);
    expect((await direct('192.0.2.201').get('/api/auth/csrf')).status).toBe(429);
  });
});

describe('per team for searches', () => {
  const body = { filters: { keywords: 'engineer' }, limit: 10, facets: false, record: false };

  it('shares the search allowance within a team, not across teams', async () => {
    const dana = new TestClient(t.app, { remoteAddress: '203.0.113.30' });
    const alex = new TestClient(t.app, { remoteAddress: '203.0.113.31' });
    const gray = new TestClient(t.app, { remoteAddress: '203.0.113.32' });
    const [pro] = await t.db.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.name, 'Northwind Recruiting'));
    await createMember(t.db.db, pro?.id ?? '', {
      email: 'second.sourcer@talentbase.dev',
      fullName: 'Second Sourcer',
      roles: ['enterprise_member'],
    });
    await dana.login('demo@talentbase.dev');
    await alex.login('second.sourcer@talentbase.dev');
    await gray.login('growth.recruiter@talentbase.dev');
    const search = (c: TestClient) => c.post('/api/tb-v2/v1/sourcing/search', body);
    expect((await search(dana)).status).toBe(200);
    expect((await search(dana)).status).toBe(200);
    expect((await search(alex)).status).toBe(200);
    const limited = await search(alex);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBeTruthy();
    // Another team searches on.
    expect((await search(gray)).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it("reads Fastify's trustProxy forms and refuses anything else", () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(parseTrustProxy('10.0.0.0/33')).toBeNull();
    expect(parseTrustProxy('proxy.internal')).toBeNull();
    expect(parseTrustProxy('yes')).toBeNull();
  });
});
