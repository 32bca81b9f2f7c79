import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, createTeam } from '../../db/seed/factories';
import type { SystemMessage } from '../../lib/system-mail';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
const mail: SystemMessage[] = [];
let admin: TestClient;
const query = async (text: string, params: unknown[] = []) => (await t.db.pool.query(text, params)).rows;
const STRONG = 'Str0ng&Secret-pass';

beforeAll(async () => {
  t = await createTestApp({ seed: true, systemMailer: { send: async (m) => void mail.push(m) } });
  admin = new TestClient(t.app);
  await admin.login('admin@talentbase.dev');
  // Another organisation with a pro admin of its own.
  const org = await createOrganization(t.db.db, 'Elsewhere Inc');
  const team = await createTeam(t.db.db, org.id, { name: 'Elsewhere', plan: 'pro', solutions: ['sourcing'] });
  await createMember(t.db.db, team.id, {
    email: 'other.admin@elsewhere.dev',
    fullName: 'Otto Other',
    roles: ['enterprise_admin'],
    isTeamAdmin: true,
  });
});
afterAll(() => t.close());

const tokenOf = (m: SystemMessage | undefined) =>
  /\/invitation\/([A-Za-z0-9_-]+)/.exec(m?.text ?? '')?.[1] ?? '';
const lastMailTo = (to: string) => [...mail].reverse().find((m) => m.to === to);
async function memberId(email: string): Promise<string> {
  const [row] = await query(
    'select m.id from team_members m join teams t on t.id = m.team_id where m.email = $1 and t.name = $2',
    [email, 'Northwind Recruiting'],
  );
  return row?.id;
}

describe('member table and seats', () => {
  it('lists members with paging, search and filters; seats per licence', async () => {
    const all = await admin.get('/api/v1/team/members?start=0&limit=0');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(8);
    expect(all.body.data).toHaveLength(8);
    const page = await admin.get('/api/v1/team/members?start=2&limit=3');
    expect(page.body.data).toHaveLength(3);
    expect(page.body.total).toBe(8);
    const search = await admin.get('/api/v1/team/members?search=hiring');
    expect(search.body.data.map((m: { emails: string[] }) => m.emails[0])).toEqual([
      'hiring.manager@talentbase.dev',
    ]);
    const bad = await admin.get('/api/v1/team/members?licenses=Owner');
    expect(bad.status).toBe(400);
    const seats = await admin.get('/api/v1/team/seats?licenses=Recruiter');
    expect(seats.body.licenses).toEqual([
      { license: 'Recruiter', purchased: 25, active: 8, pending: 0, free: 17 },
    ]);
  });

  it('is for pro admins and org admins only: others get 403, another organisation’s ids 404', async () => {
    const target = await memberId('insights@talentbase.dev');
    for (const email of [
      'hiring.manager@talentbase.dev',
      'growth.admin@talentbase.dev',
      'starter@talentbase.dev',
    ]) {
      const c = new TestClient(t.app);
      await c.login(email);
      expect((await c.get('/api/v1/team/members')).status).toBe(403);
      expect((await c.post('/api/v1/team/seat-cancel', { teamMemberId: target })).status).toBe(403);
      expect(
        (await c.post('/api/v1/team/invite', { emails: ['x1@example.com'], license: 'Recruiter' })).status,
      ).toBe(403);
    }
    const other = new TestClient(t.app);
    await other.login('other.admin@elsewhere.dev');
    for (const path of ['seat-cancel', 'seat-reactivate'])
      expect((await other.post(`/api/v1/team/${path}`, { teamMemberId: target })).status).toBe(404);
    expect(
      (await other.post('/api/v1/team/switch-license', { teamMemberId: target, license: 'Collaborator' }))
        .status,
    ).toBe(404);
    const removal = await other.post('/api/v1/team/remove-user', { emails: ['insights@talentbase.dev'] });
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe('Not a member of your team');
    const [northwind] = await query(`select id from teams where name = 'Northwind Recruiting'`);
    const [growth] = await query(`select id from teams where name = 'Northwind Growth'`);
    const foreignTeam = await other.post('/api/v1/team/invite', {
      emails: ['x2@example.com'],
      license: 'Recruiter',
      teamId: northwind.id,
    });
    expect(foreignTeam.status).toBe(404);
    // Inviting into another team of your own organisation is for org admins.
    const notOrgAdmin = await admin.post('/api/v1/team/invite', {
      emails: ['x3@example.com'],
      license: 'Recruiter',
      teamId: growth.id,
    });
    expect(notOrgAdmin.status).toBe(404);
    expect(
      (await query(`select count(*)::int as n from team_members where email like 'x_@example.com'`))[0].n,
    ).toBe(0);
    const [row] = await query('select status, license from team_members where id = $1', [target]);
    expect(row).toEqual({ status: 1, license: 'Recruiter' });
  });
});

describe('invitations', () => {
  it('invites valid addresses, gives per-address reasons, and the link signs the person in once', async () => {
    const res = await admin.post('/api/v1/team/invite', {
      emails:
        'name,email\nAda Byron,ada@example.com\nnot-an-email\nBob <BOB@example.com>\nada@example.com\ndemo@talentbase.dev',
      license: 'Recruiter',
    });
    expect(res.status).toBe(200);
    expect(res.body.done).toBe(2);
    expect(res.body.results).toEqual([
      { email: 'ada@example.com', ok: true, reason: null },
      { email: 'not-an-email', ok: false, reason: 'Not a valid email address' },
      { email: 'bob@example.com', ok: true, reason: null },
      { email: 'ada@example.com', ok: false, reason: 'Listed twice: invited once' },
      { email: 'demo@talentbase.dev', ok: false, reason: 'Already a member of Northwind Recruiting' },
    ]);
    expect(mail.filter((m) => m.kind === 'team-invitation').map((m) => m.to)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    const again = await admin.post('/api/v1/team/invite', {
      emails: ['ada@example.com'],
      license: 'Recruiter',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Already invited: resend the invitation instead');

    const seats = await admin.get('/api/v1/team/seats');
    expect(seats.body.licenses[0]).toMatchObject({ active: 8, pending: 2, free: 15 });

    const token = tokenOf(lastMailTo('ada@example.com'));
    const guest = new TestClient(t.app);
    const info = await guest.get(`/api/v1/team/invitations/${token}`);
    expect(info.body).toMatchObject({
      email: 'ada@example.com',
      teamName: 'Northwind Recruiting',
      license: 'Recruiter',
      invitedBy: 'Alex Admin',
      existingAccount: false,
    });
    const weak = await guest.post(`/api/v1/team/invitations/${token}/accept`, {
      fullName: 'Ada Byron',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.details.fields.password).toMatch(/at least 12/);
    const ok = await guest.post(`/api/v1/team/invitations/${token}/accept`, {
      fullName: 'Ada Byron',
      password: STRONG,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      email: 'ada@example.com',
      fullName: 'Ada Byron',
      license: 'Recruiter',
    });
    expect((await guest.get('/api/auth/me')).status).toBe(200);
    const reused = await new TestClient(t.app).post(`/api/v1/team/invitations/${token}/accept`, {
      fullName: 'Eve',
      password: STRONG,
    });
    expect(reused.status).toBe(410);
    expect(reused.body.message).toBe('This invitation was already used: log in instead.');
    expect((await new TestClient(t.app).login('ada@example.com', STRONG)).status).toBe(200);
  });

  it('resend makes a new link (the old one stops working); withdraw frees the seat; expired links are refused', async () => {
    const old = tokenOf(lastMailTo('bob@example.com'));
    const resent = await admin.post('/api/v1/team/resend-email', { emails: ['bob@example.com'] });
    expect(resent.body.done).toBe(1);
    const fresh = tokenOf(lastMailTo('bob@example.com'));
    expect(fresh).not.toBe(old);
    expect((await new TestClient(t.app).get(`/api/v1/team/invitations/${old}`)).status).toBe(404);
    expect((await new TestClient(t.app).get(`/api/v1/team/invitations/${fresh}`)).status).toBe(200);
    await query(
      `update team_invitations set expires_at = now() - interval '1 minute' where email = 'bob@example.com'`,
    );
    const expired = await new TestClient(t.app).get(`/api/v1/team/invitations/${fresh}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);
    const member = await admin.post('/api/v1/team/resend-email', { emails: ['demo@talentbase.dev'] });
    expect(member.status).toBe(409);
    const withdrawn = await admin.post('/api/v1/team/withdraw-invite', { emails: ['bob@example.com'] });
    expect(withdrawn.body.done).toBe(1);
    expect((await new TestClient(t.app).get(`/api/v1/team/invitations/${fresh}`)).status).toBe(410);
    expect((await admin.get('/api/v1/team/seats')).body.licenses[0]).toMatchObject({ pending: 0, free: 16 });
  });

  it('refuses invitations past the purchased seats and changes nothing; 10,000 addresses with a tenth malformed', async () => {
    const emails = Array.from({ length: 10_000 }, (_, i) =>
      i % 10 === 0 ? `broken-${i}` : `person${i}@bulk.example`,
    );
    const over = await admin.post('/api/v1/team/invite', { emails, license: 'Collaborator' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'This needs 9000 Collaborator seats and only 10 of 10 Collaborator seats are free. Remove some addresses or buy more seats.',
    );
    expect(
      (await query(`select count(*)::int as n from team_members where email like '%@bulk.example'`))[0].n,
    ).toBe(0);

    await query(`update teams set collaborator_seats = 9010 where name = 'Northwind Recruiting'`);
    const sent = mail.length;
    const ok = await admin.post('/api/v1/team/invite', { emails, license: 'Collaborator' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ done: 9000, skipped: 1000 });
    expect(
      ok.body.results.filter((r: { reason: string }) => r.reason === 'Not a valid email address'),
    ).toHaveLength(1000);
    expect(mail.length - sent).toBe(9000);
    const withdrawn = await admin.post('/api/v1/team/withdraw-invite', {
      emails: emails.filter((e) => e.includes('@')),
    });
    expect(withdrawn.body.done).toBe(9000);
    await query(`update teams set collaborator_seats = 10 where name = 'Northwind Recruiting'`);
  }, 120_000);
});

describe('seat transitions', () => {
  it('switching to Collaborator takes effect on the next request: no project creation, read-only projects', async () => {
    const ada = new TestClient(t.app);
    await ada.login('ada@example.com', STRONG);
    const project = await ada.post('/api/v1/projects/create', {
      jobTitle: 'Nurse',
      projectStatus: 0,
      projectName: 'Ada’s project',
    });
    expect(project.status).toBe(200);
    const projectId = project.body.data.projectId;
    const switched = await admin.post('/api/v1/team/switch-license', {
      teamMemberId: await memberId('ada@example.com'),
      license: 'Collaborator',
    });
    expect(switched.status).toBe(200);
    expect(switched.body.member).toMatchObject({ license: 'Collaborator', status: 1 });
    const me = await ada.get('/api/auth/me');
    expect(me.body.user.license).toBe('Collaborator');
    expect(me.body.user.subject.license).toBe('Collaborator');
    expect(
      (await ada.post('/api/v1/projects/create', { jobTitle: 'x', projectStatus: 0, projectName: 'No' }))
        .status,
    ).toBe(403);
    const info = await ada.get(`/api/v1/projects/projectInformation/${projectId}`);
    expect(info.status).toBe(200);
    expect(info.body.data.permissions).not.toContain('project.editBasicInfo');
    expect(info.body.data.permissions).toContain('candidate.viewContact');
    const audit = await query(
      `select action, metadata from audit_log where action = 'member.license_switched'`,
    );
    expect(audit[0].metadata).toMatchObject({
      before: 'Recruiter',
      after: 'Collaborator',
      email: 'ada@example.com',
    });
  });

  it('cancels a seat (sessions end), reactivates it, and refuses invalid transitions with 409', async () => {
    const insights = new TestClient(t.app);
    await insights.login('insights@talentbase.dev');
    const id = await memberId('insights@talentbase.dev');
    const cancelled = await admin.post('/api/v1/team/seat-cancel', { teamMemberId: id });
    expect(cancelled.body.member).toMatchObject({ status: 0, statusLabel: 'Kicked out' });
    expect((await insights.get('/api/auth/me')).status).toBe(401);
    expect((await new TestClient(t.app).login('insights@talentbase.dev')).status).toBe(403);
    const twice = await admin.post('/api/v1/team/seat-cancel', { teamMemberId: id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This seat is already cancelled.');
    const back = await admin.post('/api/v1/team/seat-reactivate', { teamMemberId: id });
    expect(back.body.member.status).toBe(1);
    expect((await admin.post('/api/v1/team/seat-reactivate', { teamMemberId: id })).body.message).toBe(
      'Only a cancelled seat can be reactivated.',
    );
    expect((await new TestClient(t.app).login('insights@talentbase.dev')).status).toBe(200);
  });

  it('removes a member: sessions end, projects pass to the chosen owner, history stays; a removed member cannot change', async () => {
    const ada = new TestClient(t.app);
    await ada.login('ada@example.com', STRONG);
    const [demo] = await query(`select id from users where email = 'demo@talentbase.dev'`);
    const res = await admin.post('/api/v1/team/remove-user', {
      emails: ['ada@example.com'],
      newOwnerUserId: demo.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.done).toBe(1);
    expect((await ada.get('/api/auth/me')).status).toBe(401);
    const owners = await query(
      `select u.email from project_members pm join users u on u.id = pm.user_id join projects p on p.id = pm.project_id
        where p.project_name = 'Ada’s project' and pm.role = 3`,
    );
    expect(owners.map((o) => o.email)).toEqual(['demo@talentbase.dev']);
    const [user] = await query(`select full_name from users where email = 'ada@example.com'`);
    expect(user.full_name).toBe('Ada Byron');
    const id = await memberId('ada@example.com');
    const switched = await admin.post('/api/v1/team/switch-license', {
      teamMemberId: id,
      license: 'Recruiter',
    });
    expect(switched.status).toBe(409);
    expect(switched.body.message).toBe('This member was removed: their seat can no longer be changed.');
    expect((await admin.post('/api/v1/team/seat-reactivate', { teamMemberId: id })).status).toBe(409);
    const removed = await admin.get('/api/v1/team/members?statuses=removed');
    expect(removed.body.data.map((m: { emails: string[] }) => m.emails[0])).toEqual(['ada@example.com']);
  });

  it('refuses removing yourself and the last admin', async () => {
    const self = await admin.post('/api/v1/team/remove-user', { emails: ['admin@talentbase.dev'] });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot remove yourself. Ask another admin of the team.');
    // The growth team has one admin; its org admin... is on the other team: make a pro admin alone.
    const org = await createOrganization(t.db.db, 'Solo Org');
    const team = await createTeam(t.db.db, org.id, { name: 'Solo', plan: 'pro', solutions: ['sourcing'] });
    await createMember(t.db.db, team.id, {
      email: 'solo.admin@solo.dev',
      fullName: 'Solo Admin',
      roles: ['enterprise_admin'],
    });
    await createMember(t.db.db, team.id, {
      email: 'second@solo.dev',
      fullName: 'Second Admin',
      isTeamAdmin: true,
    });
    const second = new TestClient(t.app);
    await second.login('second@solo.dev');
    const first = await second.post('/api/v1/team/remove-user', { emails: ['solo.admin@solo.dev'] });
    expect(first.status).toBe(200);
    const solo = new TestClient(t.app);
    expect((await solo.login('solo.admin@solo.dev')).status).toBe(403);
    const [me] = await query(`select id from team_members where email = 'second@solo.dev'`);
    const lastAdmin = await second.post('/api/v1/team/seat-cancel', { teamMemberId: me.id });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.message).toBe(
      "Second Admin is the team's last admin: make someone else an admin first.",
    );
  });

  it('moves a member to another team of the organisation (org admins only)', async () => {
    const id = await memberId('crm@talentbase.dev');
    const [growth] = await query(`select id from teams where name = 'Northwind Growth'`);
    expect((await admin.post('/api/v1/team/transfer', { teamMemberId: id, teamId: growth.id })).status).toBe(
      403,
    );
    const orgAdmin = new TestClient(t.app);
    await orgAdmin.login('org.admin@talentbase.dev');
    const [elsewhere] = await query(`select id from teams where name = 'Elsewhere'`);
    expect(
      (await orgAdmin.post('/api/v1/team/transfer', { teamMemberId: id, teamId: elsewhere.id })).status,
    ).toBe(404);
    const moved = await orgAdmin.post('/api/v1/team/transfer', { teamMemberId: id, teamId: growth.id });
    expect(moved.status).toBe(200);
    expect(moved.body.member.status).toBe(3);
    const crm = new TestClient(t.app);
    const login = await crm.login('crm@talentbase.dev');
    expect(login.status).toBe(200);
    expect(login.body.user.team.name).toBe('Northwind Growth');
    const trail = await query(
      `select action from audit_log where action like 'member.transferred%' order by id`,
    );
    expect(trail.map((r) => r.action)).toEqual(['member.transferred', 'member.transferred_in']);
  });
});
