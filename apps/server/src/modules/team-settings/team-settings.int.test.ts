/**
 * Team settings pages over HTTP on a real database: defaults, saving with validation and audit,
 * who may change them, one team's settings never seen by another, and the project create call
 * enforcing the fields the team requires.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../db/seed/factories';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient; // demo@: team admin on pro with sourcing: team settings
let member: TestClient; // relationships@: same team, no team settings, creates projects
let otherAdmin: TestClient; // growth.admin@: team admin of another team
let starter: TestClient; // starter@: a starter team (no team settings)

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signedIn('demo@talentbase.dev');
  member = await signedIn('relationships@talentbase.dev');
  otherAdmin = await signedIn('growth.admin@talentbase.dev');
  starter = await signedIn('starter@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

const sourcing = {
  defaultRadiusMiles: 30,
  excludeInProjects: true,
  excludeContacted: true,
  excludeViewed: false,
  revealPolicy: 'recruiters',
  monthlyRevealCapPerMember: 40,
};

describe('sourcing settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await member.get('/api/v1/team-settings/sourcing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        defaultRadiusMiles: null,
        excludeInProjects: false,
        excludeContacted: false,
        excludeViewed: false,
        revealPolicy: 'all_members',
        monthlyRevealCapPerMember: null,
      },
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('saves for a team admin, audited, and leaves other teams on their defaults', async () => {
    const res = await admin.put('/api/v1/team-settings/sourcing', sourcing);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(sourcing);
    expect(res.body.updatedBy).toBe('Dana Demo');
    expect((await member.get('/api/v1/team-settings/sourcing')).body.data).toEqual(sourcing);
    expect((await otherAdmin.get('/api/v1/team-settings/sourcing')).body.data.defaultRadiusMiles).toBe(null);
    expect(
      (await q("select 1 from audit_log where action = 'team_settings.updated' and target_id = 'sourcing'"))
        .rowCount,
    ).toBe(1);
  });

  it('refuses those without the team-settings gate (403) and changes nothing', async () => {
    for (const c of [member, starter])
      expect(
        (await c.put('/api/v1/team-settings/sourcing', { ...sourcing, defaultRadiusMiles: 5 })).status,
      ).toBe(403);
    expect((await admin.get('/api/v1/team-settings/sourcing')).body.data.defaultRadiusMiles).toBe(30);
  });

  it.each([
    { ...sourcing, defaultRadiusMiles: 7 },
    { ...sourcing, revealPolicy: 'anyone' },
    { ...sourcing, monthlyRevealCapPerMember: -1 },
    { ...sourcing, monthlyRevealCapPerMember: 2.5 },
    { ...sourcing, excludeViewed: 'yes' },
    { ...sourcing, extra: 1 },
    { defaultRadiusMiles: 30 },
  ])('answers 400 for %j', async (body) => {
    const res = await admin.put('/api/v1/team-settings/sourcing', body);
    expect(res.status).toBe(400);
    expect((await admin.get('/api/v1/team-settings/sourcing')).body.data).toEqual(sourcing);
  });
});

describe('project settings', () => {
  it('always requires job title, status and name, kept in the spec order', async () => {
    const res = await admin.put('/api/v1/team-settings/projects', {
      requiredFields: ['jobLocation', 'department'],
      defaultVisibility: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      requiredFields: ['jobTitle', 'projectStatus', 'projectName', 'department', 'jobLocation'],
      defaultVisibility: 2,
    });
    expect(
      (
        await admin.put('/api/v1/team-settings/projects', {
          requiredFields: ['salary'],
          defaultVisibility: 0,
        })
      ).status,
    ).toBe(400);
    expect(
      (await admin.put('/api/v1/team-settings/projects', { requiredFields: [], defaultVisibility: 1 }))
        .status,
    ).toBe(400);
  });

  it('makes the project create call refuse a project without the required fields', async () => {
    const before = (await q('select count(*)::int as n from projects')).rows[0].n;
    const res = await member.post('/api/v1/projects/create', {
      jobTitle: 'Platform engineer',
      projectStatus: 0,
      projectName: 'Platform engineer Q1',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual({
      department: 'Department is required by your team',
      jobLocation: 'Job location is required by your team',
    });
    expect((await q('select count(*)::int as n from projects')).rows[0].n).toBe(before);
    const ok = await member.post('/api/v1/projects/create', {
      jobTitle: 'Platform engineer',
      projectStatus: 0,
      projectName: 'Platform engineer Q1',
      department: 'Engineering',
      jobLocation: 'Berlin',
    });
    expect(ok.status).toBe(200);
  });

  it("does not apply one team's required fields to another team", async () => {
    const res = await otherAdmin.post('/api/v1/projects/create', {
      jobTitle: 'Account executive',
      projectStatus: 0,
      projectName: 'AE',
    });
    expect(res.status).toBe(200);
  });
});

describe('company profile', () => {
  const profile = {
    companyName: 'Northwind',
    website: 'https://northwind.example',
    logoUrl: 'https://northwind.example/logo.png',
    description: 'We build trade tools.',
  };

  it('saves and reads back the profile', async () => {
    const res = await admin.put('/api/v1/team-settings/company-profile', profile);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(profile);
    expect((await member.get('/api/v1/team-settings/company-profile')).body.data).toEqual(profile);
    expect((await otherAdmin.get('/api/v1/team-settings/company-profile')).body.data.companyName).toBe('');
  });

  it('refuses addresses that are not web addresses', async () => {
    for (const logoUrl of ['javascript:alert(1)', 'not a url', 'ftp://x.example/logo.png'])
      expect((await admin.put('/api/v1/team-settings/company-profile', { ...profile, logoUrl })).status).toBe(
        400,
      );
    expect((await admin.get('/api/v1/team-settings/company-profile')).body.data).toEqual(profile);
  });
});

describe('reveal policy and monthly cap', () => {
  let recruiter: TestClient;
  const profiles: number[] = [];
  const reveal = (c: TestClient, id: number) => c.get(`/api/v1/candidates/viewContacts?candidateId=${id}`);
  const reveals = async () => (await q('select count(*)::int as n from contact_reveals')).rows[0].n as number;
  const policy = (revealPolicy: string, monthlyRevealCapPerMember: number | null) =>
    admin.put('/api/v1/team-settings/sourcing', { ...sourcing, revealPolicy, monthlyRevealCapPerMember });

  beforeAll(async () => {
    const team = (await q("select id from teams where name = 'Northwind Recruiting'")).rows[0].id;
    await createMember(t.db.db, team, {
      email: 'reveal.recruiter@talentbase.dev',
      fullName: 'Rey Vealer',
      roles: ['enterprise_member'],
    });
    recruiter = await signedIn('reveal.recruiter@talentbase.dev');
    for (const name of ['Ada One', 'Bo Two', 'Cy Three']) {
      const res = await admin.post('/api/v1/candidatesV2/create', {
        fullName: name,
        emails: [`${name.split(' ')[0]?.toLowerCase()}@example.org`],
        confirmDuplicate: true,
      });
      expect(res.status).toBe(200);
      profiles.push(Number(res.body.profileId));
    }
  });

  it('refuses members other than team admins when the policy says so, spending nothing', async () => {
    expect((await policy('admins_only', null)).status).toBe(200);
    const before = await reveals();
    const res = await reveal(recruiter, profiles[0] as number);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your team lets only team admins reveal contact details.');
    expect(await reveals()).toBe(before);
  });

  it('lets Recruiter licences reveal under the recruiters policy, not Collaborators', async () => {
    await policy('recruiters', null);
    expect((await reveal(recruiter, profiles[0] as number)).status).toBe(200);
    await q(
      "update team_members set license = 'Collaborator' where email = 'reveal.recruiter@talentbase.dev'",
    );
    expect((await reveal(recruiter, profiles[1] as number)).status).toBe(403);
    await q("update team_members set license = 'Recruiter' where email = 'reveal.recruiter@talentbase.dev'");
  });

  it('keeps a profile the team revealed before open to every member, at no cost', async () => {
    await policy('admins_only', null);
    expect((await reveal(recruiter, profiles[0] as number)).status).toBe(200);
    expect((await reveal(recruiter, profiles[1] as number)).status).toBe(403);
  });

  it("stops a member at the team's monthly cap (422), other members unaffected", async () => {
    await policy('all_members', 1);
    const res = await reveal(recruiter, profiles[1] as number);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/revealed 1 contacts this month/);
    expect((await reveal(admin, profiles[1] as number)).status).toBe(200);
    // Now revealed by the team: free for the capped member too.
    expect((await reveal(recruiter, profiles[1] as number)).status).toBe(200);
    await policy('all_members', null);
    expect((await reveal(recruiter, profiles[2] as number)).status).toBe(200);
  });
});
