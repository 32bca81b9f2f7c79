/**
 * SCIM 2.0 end to end on a real database, as an identity provider's client following RFC 7644
 * would call it: tokens made and revoked by the team admin, create, filter, paging, PATCH
 * deactivate (seat cancelled, sessions end) and reactivate, DELETE, groups, errors in the SCIM
 * shape, and another team's users answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient; // demo@: team admin of the pro team
let member: TestClient; // relationships@: same team, no team settings
let otherAdmin: TestClient; // growth.admin@: admin of another team
let token = '';
let otherToken = '';

const SCIM = '/api/scim/v2';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);

async function scim(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  bearer = token,
) {
  const res = await t.app.inject({
    method,
    url: `${SCIM}${url}`,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
    },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
}

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  schemas: [USER],
  userName: email,
  name: { givenName: 'Riley', familyName: 'Provisioned' },
  emails: [{ value: email, primary: true }],
  active: true,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  member = new TestClient(t.app);
  await member.login('relationships@talentbase.dev');
  otherAdmin = new TestClient(t.app);
  await otherAdmin.login('growth.admin@talentbase.dev');
  const made = await admin.post('/api/team-settings/scim/tokens', { name: 'Okta' });
  expect(made.status).toBe(201);
  token = made.body.token;
  otherToken = (await otherAdmin.post('/api/team-settings/scim/tokens', { name: 'Entra' })).body.token;
}, 120_000);
afterAll(() => t.close());

describe('tokens', () => {
  it('shows a token once and lists it without the secret; only admins manage them', async () => {
    expect(token).toMatch(/^tbscim_/);
    const list = await admin.get('/api/team-settings/scim/tokens');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body.data[0]).toMatchObject({ name: 'Okta', createdBy: 'Dana Demo', revokedAt: null });
    expect(list.body.baseUrl).toMatch(/\/api\/scim\/v2$/);
    const stored = await q('select token_hash from scim_tokens where name = $1', ['Okta']);
    expect(stored.rows[0].token_hash).not.toContain(token);
    expect((await member.get('/api/team-settings/scim/tokens')).status).toBe(403);
    expect((await member.post('/api/team-settings/scim/tokens', { name: 'x' })).status).toBe(403);
    expect((await admin.post('/api/team-settings/scim/tokens', { name: '' })).status).toBe(400);
  });

  it('refuses a missing, malformed or revoked token with 401 in the SCIM shape', async () => {
    const none = await t.app.inject({ method: 'GET', url: `${SCIM}/Users` });
    expect(none.statusCode).toBe(401);
    expect(JSON.parse(none.body)).toMatchObject({ schemas: [ERROR], status: '401' });
    expect((await scim('GET', '/Users', undefined, 'tbscim_nope')).status).toBe(401);

    const made = await admin.post('/api/team-settings/scim/tokens', { name: 'Short-lived' });
    expect((await scim('GET', '/Users', undefined, made.body.token)).status).toBe(200);
    // Another team's admin cannot revoke it: same 404 as a missing id.
    expect(
      (await otherAdmin.request('DELETE', `/api/team-settings/scim/tokens/${made.body.data.id}`)).status,
    ).toBe(404);
    const revoked = await admin.request('DELETE', `/api/team-settings/scim/tokens/${made.body.data.id}`);
    expect(revoked.status).toBe(200);
    const after = await scim('GET', '/Users', undefined, made.body.token);
    expect(after.status).toBe(401);
    expect(after.body.schemas).toEqual([ERROR]);
    const audit = await q(
      "select count(*)::int as n from audit_log where action in ('scim.token_created', 'scim.token_revoked')",
    );
    expect(audit.rows[0].n).toBeGreaterThanOrEqual(3);
  });
});

describe('Users', () => {
  let rileyId = '';

  it('creates a member with a Recruiter seat and answers 201 with the SCIM user', async () => {
    const res = await scim(
      'POST',
      '/Users',
      newUser('Riley.Provisioned@Northwind.example', { externalId: 'okta-1' }),
    );
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toContain('application/scim+json');
    expect(res.body).toMatchObject({
      schemas: [USER],
      userName: 'riley.provisioned@northwind.example',
      externalId: 'okta-1',
      active: true,
      displayName: 'Riley Provisioned',
      name: { givenName: 'Riley', familyName: 'Provisioned' },
      meta: { resourceType: 'User' },
    });
    expect(res.headers.location).toBe(res.body.meta.location);
    rileyId = res.body.id;
    const row = await q('select status, license from team_members where id = $1', [rileyId]);
    expect(row.rows[0]).toEqual({ status: 1, license: 'Recruiter' });
    const audit = await q(
      "select metadata from audit_log where action = 'member.provisioned' and target_id = $1",
      [rileyId],
    );
    expect(audit.rows[0].metadata).toMatchObject({ via: 'scim' });
    expect((await scim('GET', `/Users/${rileyId}`)).body.userName).toBe(
      'riley.provisioned@northwind.example',
    );
  });

  it('refuses a second user with the same userName (409 uniqueness)', async () => {
    const res = await scim('POST', '/Users', newUser('riley.provisioned@northwind.example'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });
  });

  it('refuses a new user past the purchased Recruiter seats (409) and writes nothing', async () => {
    const team = (await q('select team_id from team_members where id = $1', [rileyId])).rows[0].team_id;
    const seats = (await q('select recruiter_seats from teams where id = $1', [team])).rows[0]
      .recruiter_seats;
    const held = (
      await q(
        "select count(*)::int as n from team_members where team_id = $1 and status in (1, 2) and license = 'Recruiter'",
        [team],
      )
    ).rows[0].n;
    await q('update teams set recruiter_seats = $1 where id = $2', [held, team]);
    try {
      const res = await scim('POST', '/Users', newUser('one.too.many@northwind.example'));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ schemas: [ERROR], status: '409' });
      expect(res.body.detail).toMatch(/seat/i);
      expect(
        (await q("select count(*)::int as n from users where email = 'one.too.many@northwind.example'"))
          .rows[0].n,
      ).toBe(0);
    } finally {
      await q('update teams set recruiter_seats = $1 where id = $2', [seats, team]);
    }
  });

  it('filters by userName (case-insensitive), emails.value and active', async () => {
    const byName = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "RILEY.provisioned@northwind.example"')}`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.totalResults).toBe(1);
    expect(byName.body.Resources[0].id).toBe(rileyId);
    const byEmail = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('emails.value eq "riley.provisioned@northwind.example"')}`,
    );
    expect(byEmail.body.Resources.map((u: { id: string }) => u.id)).toEqual([rileyId]);
    const none = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "nobody@northwind.example"')}`,
    );
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    const active = await scim('GET', `/Users?filter=${encodeURIComponent('active eq true')}`);
    expect(active.body.totalResults).toBeGreaterThan(1);
    const bad = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.scimType).toBe('invalidFilter');
  });

  it('pages with startIndex and count', async () => {
    const all = await scim('GET', '/Users');
    const total = all.body.totalResults as number;
    expect(total).toBeGreaterThan(3);
    const first = await scim('GET', '/Users?startIndex=1&count=2');
    const second = await scim('GET', '/Users?startIndex=3&count=2');
    expect(first.body).toMatchObject({ totalResults: total, startIndex: 1, itemsPerPage: 2 });
    expect(second.body).toMatchObject({ totalResults: total, startIndex: 3 });
    const ids = [...first.body.Resources, ...second.body.Resources].map((u: { id: string }) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.body.Resources.slice(0, 4).map((u: { id: string }) => u.id));
    const zero = await scim('GET', '/Users?count=0');
    expect(zero.body).toMatchObject({ totalResults: total, itemsPerPage: 0, Resources: [] });
    expect((await scim('GET', '/Users?count=abc')).status).toBe(400);
  });

  it('PATCH active false cancels the seat and ends the member\u2019s session; true reactivates', async () => {
    // The member signs in first (a password they set), then the IdP deactivates them.
    await scim('POST', '/Users', newUser('casey.seat@northwind.example'));
    const [row] = (
      await q("select id, user_id from team_members where email = 'casey.seat@northwind.example'")
    ).rows;
    const { hashPassword } = await import('../../lib/passwords');
    await q('update users set password_hash = $1 where id = $2', [
      await hashPassword('Talentbase!2026'),
      row.user_id,
    ]);
    const casey = new TestClient(t.app);
    expect((await casey.login('casey.seat@northwind.example')).status).toBe(200);
    expect((await casey.get('/api/auth/me')).status).toBe(200);

    const off = await scim('PATCH', `/Users/${row.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await q('select status from team_members where id = $1', [row.id])).rows[0].status).toBe(0);
    expect((await casey.get('/api/auth/me')).status).toBe(401);
    expect(
      (await q('select count(*)::int as n from sessions where user_id = $1', [row.user_id])).rows[0].n,
    ).toBe(0);
    expect((await casey.login('casey.seat@northwind.example')).status).not.toBe(200);

    const on = await scim('PATCH', `/Users/${row.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true, 'name.familyName': 'Seated' } }],
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ active: true, name: { familyName: 'Seated' } });
    expect((await q('select status from team_members where id = $1', [row.id])).rows[0].status).toBe(1);
    expect((await casey.login('casey.seat@northwind.example')).status).toBe(200);
  });

  it('PUT replaces the name and refuses a changed userName', async () => {
    const put = await scim(
      'PUT',
      `/Users/${rileyId}`,
      newUser('riley.provisioned@northwind.example', { displayName: 'Riley P. Smith' }),
    );
    expect(put.status).toBe(200);
    expect(put.body.displayName).toBe('Riley P. Smith');
    const moved = await scim('PUT', `/Users/${rileyId}`, newUser('someone.else@northwind.example'));
    expect(moved.status).toBe(400);
    expect(moved.body.scimType).toBe('mutability');
  });

  it('answers malformed bodies with 400 SCIM errors and writes nothing', async () => {
    const before = (await q('select count(*)::int as n from team_members')).rows[0].n;
    const cases: unknown[] = [
      '{"schemas": [',
      { userName: 'no.schema@northwind.example' },
      { schemas: [USER] },
      { schemas: [USER], userName: 'not-an-email' },
      { schemas: [USER], userName: 'x@northwind.example', active: 'maybe' },
      [],
    ];
    for (const body of cases) {
      const res = await scim('POST', '/Users', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ schemas: [ERROR], status: '400' });
      expect(typeof res.body.detail).toBe('string');
    }
    const patch = await scim('PATCH', `/Users/${rileyId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'explode', path: 'active' }],
    });
    expect(patch.status).toBe(400);
    const badPath = await scim('PATCH', `/Users/${rileyId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'salary', value: 1 }],
    });
    expect(badPath.body.scimType).toBe('invalidPath');
    expect((await q('select count(*)::int as n from team_members')).rows[0].n).toBe(before);
  });

  it('another team\u2019s user answers 404, exactly like a missing one', async () => {
    const theirs = await scim('POST', '/Users', newUser('growth.only@northwind.example'), otherToken);
    expect(theirs.status).toBe(201);
    const patch = { schemas: [PATCH], Operations: [{ op: 'replace', path: 'active', value: false }] };
    for (const id of [theirs.body.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await scim('PATCH', `/Users/${id}`, patch);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ schemas: [ERROR], status: '404' });
      expect((await scim('GET', `/Users/${id}`)).status).toBe(404);
      expect((await scim('DELETE', `/Users/${id}`)).status).toBe(404);
    }
    expect((await q('select status from team_members where id = $1', [theirs.body.id])).rows[0].status).toBe(
      1,
    );
    const list = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "growth.only@northwind.example"')}`,
    );
    expect(list.body.totalResults).toBe(0);
  });

  it('DELETE removes the member (status 3): GET answers 404 and the list leaves them out', async () => {
    const res = await scim('DELETE', `/Users/${rileyId}`);
    expect(res.status).toBe(204);
    expect((await q('select status from team_members where id = $1', [rileyId])).rows[0].status).toBe(3);
    expect((await scim('GET', `/Users/${rileyId}`)).status).toBe(404);
    const list = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "riley.provisioned@northwind.example"')}`,
    );
    expect(list.body.totalResults).toBe(0);
    // The IdP may provision them again.
    const again = await scim('POST', '/Users', newUser('riley.provisioned@northwind.example'));
    expect(again.status).toBe(201);
    expect(again.body.active).toBe(true);
  });
});

describe('Groups and discovery', () => {
  it('creates a group, adds and removes members, refuses another team\u2019s users', async () => {
    const users = (await scim('GET', '/Users?count=2')).body.Resources as { id: string }[];
    const created = await scim('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Engineering recruiters',
      members: [{ value: users[0]?.id }],
    });
    expect(created.status).toBe(201);
    expect(created.body.members.map((m: { value: string }) => m.value)).toEqual([users[0]?.id]);
    const id = created.body.id;
    const added = await scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: users[1]?.id }] }],
    });
    expect(added.body.members).toHaveLength(2);
    const removed = await scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'remove', path: `members[value eq "${users[0]?.id}"]` }],
    });
    expect(removed.body.members.map((m: { value: string }) => m.value)).toEqual([users[1]?.id]);
    const theirs = (await scim('GET', '/Users?count=1', undefined, otherToken)).body.Resources[0].id;
    const foreign = await scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: theirs }] }],
    });
    expect(foreign.status).toBe(400);
    expect((await scim('GET', `/Groups/${id}`, undefined, otherToken)).status).toBe(404);
    const filtered = await scim(
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "Engineering recruiters"')}`,
    );
    expect(filtered.body.totalResults).toBe(1);
    expect((await scim('DELETE', `/Groups/${id}`)).status).toBe(204);
    expect((await scim('GET', `/Groups/${id}`)).status).toBe(404);
  });

  it('serves ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const spc = await scim('GET', '/ServiceProviderConfig');
    expect(spc.status).toBe(200);
    expect(spc.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = await scim('GET', '/ResourceTypes');
    expect(types.body.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.body.totalResults).toBe(2);
    expect((await scim('GET', `/Schemas/${USER}`)).body.name).toBe('User');
  });
});
