/**
 * The organisation and its teams over HTTP on a real database: org admin vs team admin vs member
 * vs another organisation, validation without partial writes, archiving (members can no longer
 * sign in), and the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let orgAdmin: TestClient; // org.admin@: org admin of Northwind (signed into Northwind Recruiting)
let teamAdmin: TestClient; // demo@: team admin of Northwind Recruiting, not an org admin
let member: TestClient; // relationships@: member of Northwind Recruiting
let stranger: TestClient; // starter@: another organisation

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const teamId = async (name: string) =>
  (await q('select id from teams where name = $1', [name])).rows[0].id as string;
const audits = async (action: string, targetId: string) =>
  (await q('select 1 from audit_log where action = $1 and target_id = $2', [action, targetId])).rowCount;
const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  const res = await c.login(email);
  expect(res.status).toBe(200);
  return c;
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  orgAdmin = await signedIn('org.admin@talentbase.dev');
  teamAdmin = await signedIn('demo@talentbase.dev');
  member = await signedIn('relationships@talentbase.dev');
  stranger = await signedIn('starter@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

describe('GET /api/v1/organization', () => {
  it("shows every member their own organisation's facts", async () => {
    const res = await member.get('/api/v1/organization');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Northwind Talent',
      slug: null,
      allowedDomains: [],
      activeTeams: 2,
      currentTeam: { name: 'Northwind Recruiting' },
    });
    expect(res.body.data.members).toBeGreaterThanOrEqual(10);
    const other = await stranger.get('/api/v1/organization');
    expect(other.body.data.name).toBe('Sam Starter Recruiting');
    expect(other.body.data.activeTeams).toBe(1);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await new TestClient(t.app).get('/api/v1/organization')).status).toBe(401);
  });
});

describe('PUT /api/v1/organization', () => {
  const valid = {
    name: 'Northwind Talent Group',
    slug: 'northwind',
    allowedDomains: ['Northwind.example', 'nw.example'],
  };

  it('lets an org admin rename the organisation, set its slug and allowed domains, audited', async () => {
    const res = await orgAdmin.put('/api/v1/organization', valid);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Northwind Talent Group',
      slug: 'northwind',
      allowedDomains: ['northwind.example', 'nw.example'],
    });
    const orgId = res.body.data.id;
    expect(await audits('organization.updated', orgId)).toBe(1);
    const row = (await q('select slug, allowed_domains from organizations where id = $1', [orgId])).rows[0];
    expect(row).toEqual({ slug: 'northwind', allowed_domains: ['northwind.example', 'nw.example'] });
  });

  it('refuses team admins and members with 403 and changes nothing', async () => {
    for (const c of [teamAdmin, member]) {
      const res = await c.put('/api/v1/organization', { ...valid, name: 'Hijacked' });
      expect(res.status).toBe(403);
    }
    expect((await q("select 1 from organizations where name = 'Hijacked'")).rowCount).toBe(0);
  });

  it.each([
    [{ ...valid, slug: 'Northwind' }, 'slug'],
    [{ ...valid, slug: '-northwind' }, 'slug'],
    [{ ...valid, slug: 'a'.repeat(256) }, 'slug'],
    [{ ...valid, allowedDomains: ['not a domain'] }, 'allowedDomains'],
    [{ ...valid, allowedDomains: ['example.c0m'] }, 'allowedDomains'],
    [{ ...valid, name: '   ' }, 'name'],
    [{ ...valid, extra: 1 }, ''],
    [{ name: 'No slug' }, 'slug'],
  ])('answers 400 for %j and keeps the organisation', async (body, field) => {
    const res = await orgAdmin.put('/api/v1/organization', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    if (field) expect(JSON.stringify(res.body.details)).toContain(field);
    const org = await orgAdmin.get('/api/v1/organization');
    expect(org.body.data.name).toBe('Northwind Talent Group');
  });

  it('answers 409 when another organisation holds the slug', async () => {
    await q("update organizations set slug = 'taken-slug' where name = 'Sam Starter Recruiting'");
    const res = await orgAdmin.put('/api/v1/organization', { ...valid, slug: 'taken-slug' });
    expect(res.status).toBe(409);
    expect((await orgAdmin.get('/api/v1/organization')).body.data.slug).toBe('northwind');
  });

  it('clears the slug with null', async () => {
    const res = await orgAdmin.put('/api/v1/organization', { ...valid, slug: null });
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBeNull();
    await orgAdmin.put('/api/v1/organization', valid);
  });
});

describe('sign-in name and email domains (shared with the single sign-on page)', () => {
  const valid = {
    name: 'Northwind Talent Group',
    slug: 'northwind',
    allowedDomains: ['northwind.example', 'nw.example'],
  };
  const orgId = async () =>
    (await q("select id from organizations where name like 'Northwind Talent%'")).rows[0].id;

  it('are one pair of values: the SSO page shows and changes what the organisation page saved', async () => {
    expect((await orgAdmin.put('/api/v1/organization', valid)).status).toBe(200);
    const sso = await teamAdmin.get('/api/team-settings/sso');
    expect(sso.status).toBe(200);
    expect(sso.body.data).toMatchObject({ slug: 'northwind', domains: ['northwind.example', 'nw.example'] });
    const put = await teamAdmin.put('/api/team-settings/sso', {
      slug: 'northwind-talent',
      domains: ['northwind.example'],
      ssoRequired: false,
      jitProvisioning: false,
      samlEnabled: false,
      oidcEnabled: false,
    });
    expect(put.status).toBe(200);
    const org = await orgAdmin.get('/api/v1/organization');
    expect(org.body.data).toMatchObject({ slug: 'northwind-talent', allowedDomains: ['northwind.example'] });
    expect((await orgAdmin.put('/api/v1/organization', valid)).status).toBe(200);
  });

  it('refuses a domain another organisation holds, or whose people belong to another organisation', async () => {
    await q(
      "update organizations set allowed_domains = '{starter.example}' where name = 'Sam Starter Recruiting'",
    );
    const held = await orgAdmin.put('/api/v1/organization', {
      ...valid,
      allowedDomains: ['starter.example'],
    });
    expect(held.status).toBe(400);
    expect(held.body.details.fields.allowedDomains).toMatch(/another organisation/);
    const people = await orgAdmin.put('/api/v1/organization', {
      ...valid,
      allowedDomains: ['talentbase.dev'],
    });
    expect(people.status).toBe(400);
    expect(people.body.details.fields.allowedDomains).toMatch(/People with talentbase.dev/);
    const org = await orgAdmin.get('/api/v1/organization');
    expect(org.body.data.allowedDomains).toEqual(['northwind.example', 'nw.example']);
    await q("update organizations set allowed_domains = '{}' where name = 'Sam Starter Recruiting'");
  });

  it('keeps at least one domain while single sign-on is required', async () => {
    const id = await orgId();
    const team = await teamId('Northwind Recruiting');
    await q('delete from sso_connections where org_id = $1', [id]);
    await q('insert into sso_connections (org_id, team_id, sso_required) values ($1, $2, true)', [id, team]);
    const res = await orgAdmin.put('/api/v1/organization', { ...valid, allowedDomains: [] });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.allowedDomains).toMatch(/required/);
    expect((await orgAdmin.get('/api/v1/organization')).body.data.allowedDomains).toHaveLength(2);
    await q('delete from sso_connections where org_id = $1', [id]);
    expect((await orgAdmin.put('/api/v1/organization', { ...valid, allowedDomains: [] })).status).toBe(200);
    expect((await orgAdmin.put('/api/v1/organization', valid)).status).toBe(200);
  });
});

describe('teams of the organisation', () => {
  it("lists the organisation's teams with members, seats and plan for org admins only", async () => {
    const res = await orgAdmin.get('/api/v1/organization/teams');
    expect(res.status).toBe(200);
    const names = res.body.data.map((x: { name: string }) => x.name);
    expect(names).toEqual(['Northwind Growth', 'Northwind Recruiting']);
    const recruiting = res.body.data.find((x: { name: string }) => x.name === 'Northwind Recruiting');
    expect(recruiting).toMatchObject({ plan: 'pro', planSubtype: 'mid-market', members: 8, isCurrent: true });
    for (const c of [teamAdmin, member, stranger])
      expect((await c.get('/api/v1/organization/teams')).status).toBe(403);
  });

  let created = '';
  it('creates a team with the plan of the current team, audited', async () => {
    const res = await orgAdmin.post('/api/v1/organization/teams', { name: 'Northwind Sales' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Northwind Sales', plan: 'pro', members: 0, seatLimit: 10 });
    created = res.body.data.id;
    expect(await audits('team.created', created)).toBe(1);
  });

  it('refuses a duplicate team name (409), bad input (400) and other roles (403) without writing', async () => {
    const before = (await q('select count(*)::int as n from teams')).rows[0].n;
    expect((await orgAdmin.post('/api/v1/organization/teams', { name: 'northwind sales' })).status).toBe(409);
    expect((await orgAdmin.post('/api/v1/organization/teams', { name: '' })).status).toBe(400);
    expect((await orgAdmin.post('/api/v1/organization/teams', { name: 'X', seatLimit: 3 })).status).toBe(400);
    expect((await orgAdmin.post('/api/v1/organization/teams', { name: 'x'.repeat(121) })).status).toBe(400);
    expect((await teamAdmin.post('/api/v1/organization/teams', { name: 'Sneaky' })).status).toBe(403);
    expect((await stranger.post('/api/v1/organization/teams', { name: 'Sneaky' })).status).toBe(403);
    expect((await q('select count(*)::int as n from teams')).rows[0].n).toBe(before);
  });

  it('renames a team, audited', async () => {
    const res = await orgAdmin.request('PATCH', `/api/v1/organization/teams/${created}`, {
      name: 'Northwind Sales EMEA',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Northwind Sales EMEA', seatLimit: 10 });
    expect(await audits('team.updated', created)).toBe(1);
    expect((await orgAdmin.request('PATCH', `/api/v1/organization/teams/${created}`, {})).status).toBe(400);
  });

  it("answers 404 for another organisation's team, exactly like a missing one", async () => {
    const starterTeam = await teamId('Sam Starter Recruiting');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [starterTeam, missing]) {
      expect((await orgAdmin.get(`/api/v1/organization/teams/${id}`)).status).toBe(404);
      expect(
        (await orgAdmin.request('PATCH', `/api/v1/organization/teams/${id}`, { name: 'Mine' })).status,
      ).toBe(404);
      expect((await orgAdmin.post(`/api/v1/organization/teams/${id}/archive`)).status).toBe(404);
      expect((await orgAdmin.post(`/api/v1/organization/teams/${id}/restore`)).status).toBe(404);
    }
    expect((await q('select name, archived_at from teams where id = $1', [starterTeam])).rows[0]).toEqual({
      name: 'Sam Starter Recruiting',
      archived_at: null,
    });
    expect((await orgAdmin.get('/api/v1/organization/teams/not-a-uuid')).status).toBe(400);
  });

  it('shows a team: members, licences, seats used and free, recent activity, other teams', async () => {
    const recruiting = await teamId('Northwind Recruiting');
    const res = await orgAdmin.get(`/api/v1/organization/teams/${recruiting}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.members).toHaveLength(8);
    expect(d.members.map((m: { email: string }) => m.email)).toContain('demo@talentbase.dev');
    expect(d.licenses).toEqual({ Recruiter: 8, Collaborator: 0 });
    expect(d.seatsFree).toBe(27);
    expect(d.licenseSeats).toEqual({ Recruiter: 25, Collaborator: 10 });
    expect(d.recentActivity.length).toBeGreaterThan(0);
    expect(d.recentActivity[0]).toHaveProperty('action');
    expect(d.otherTeams.map((x: { name: string }) => x.name)).toEqual([
      'Northwind Growth',
      'Northwind Sales EMEA',
    ]);
    const sales = await orgAdmin.get(`/api/v1/organization/teams/${created}`);
    expect(sales.body.data.seatsFree).toBe(10);
  });
});

describe('archiving a team', () => {
  it('refuses the team the admin is signed into', async () => {
    const recruiting = await teamId('Northwind Recruiting');
    const res = await orgAdmin.post(`/api/v1/organization/teams/${recruiting}/archive`);
    expect(res.status).toBe(409);
    expect(
      (await q('select archived_at from teams where id = $1', [recruiting])).rows[0].archived_at,
    ).toBeNull();
  });

  it("archives a team: its members' sessions end and they cannot sign in; restoring lets them back", async () => {
    const growthAdmin = await signedIn('growth.admin@talentbase.dev');
    expect((await growthAdmin.get('/api/auth/me')).status).toBe(200);
    const growth = await teamId('Northwind Growth');
    const res = await orgAdmin.post(`/api/v1/organization/teams/${growth}/archive`);
    expect(res.status).toBe(200);
    expect(res.body.data.archivedAt).not.toBeNull();
    expect(await audits('team.archived', growth)).toBe(1);
    expect((await growthAdmin.get('/api/auth/me')).status).toBe(401);
    const again = new TestClient(t.app);
    expect((await again.login('growth.admin@talentbase.dev')).status).toBe(403);
    const list = await orgAdmin.get('/api/v1/organization/teams');
    expect(list.body.data.at(-1)).toMatchObject({ name: 'Northwind Growth' });
    expect((await orgAdmin.get('/api/v1/organization')).body.data.activeTeams).toBe(2);

    const restored = await orgAdmin.post(`/api/v1/organization/teams/${growth}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.archivedAt).toBeNull();
    expect(await audits('team.restored', growth)).toBe(1);
    expect((await again.login('growth.admin@talentbase.dev')).status).toBe(200);
  });

  // The team an admin is signed into is always active (archiving ends its sessions), so refusing
  // it is what keeps one team of the organisation open: someone can always sign in and restore.
  it('keeps the signed-in team active when every other team is archived', async () => {
    const growth = await teamId('Northwind Growth');
    const sales = await teamId('Northwind Sales EMEA');
    expect((await orgAdmin.post(`/api/v1/organization/teams/${growth}/archive`)).status).toBe(200);
    expect((await orgAdmin.post(`/api/v1/organization/teams/${sales}/archive`)).status).toBe(200);
    const org = await orgAdmin.get('/api/v1/organization');
    expect(org.body.data.activeTeams).toBe(1);
    const own = await orgAdmin.post(`/api/v1/organization/teams/${org.body.data.currentTeam.id}/archive`);
    expect(own.status).toBe(409);
    expect((await orgAdmin.post(`/api/v1/organization/teams/${growth}/restore`)).status).toBe(200);
  });
});
