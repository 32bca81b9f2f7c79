import { PROJECT_LIMIT_MESSAGE, trialIneligibleMessage } from '@talentbase/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, createTeam } from '../../db/seed/factories';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { run as runSweep } from './subscription-sweep.handler';

let t: TestApp;
const query = async (text: string, params: unknown[] = []) => (await t.db.pool.query(text, params)).rows;
const REACTIVATED =
  'Growth Subscription Reactivated: Welcome back! We will automatically renew your subscription on scheduled renewal date.';

/** A fresh starter team of its own with a team admin (and optionally more members). */
async function starterTeam(name: string, extra: { email: string; license?: 'Collaborator' }[] = []) {
  const org = await createOrganization(t.db.db, `${name} Org`);
  const team = await createTeam(t.db.db, org.id, {
    name,
    plan: 'basic',
    solutions: ['sourcing'],
    contractCredits: 50,
    recruiterSeats: 10,
    collaboratorSeats: 5,
  });
  const admin = `admin@${name.toLowerCase()}.dev`;
  await createMember(t.db.db, team.id, {
    email: admin,
    fullName: `${name} Admin`,
    roles: [],
    isTeamAdmin: true,
  });
  for (const m of extra) {
    await createMember(t.db.db, team.id, { email: m.email, fullName: m.email, roles: [] });
    if (m.license) await query('update team_members set license = $1 where email = $2', [m.license, m.email]);
  }
  const c = new TestClient(t.app);
  expect((await c.login(admin)).status).toBe(200);
  return { teamId: team.id, c };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

describe('reading the subscription', () => {
  it('shows the demo pro team its plan, renewal date, seats and credits, and the plans on offer', async () => {
    const c = new TestClient(t.app);
    await c.login('admin@talentbase.dev');
    const res = await c.get('/api/v1/subscription');
    expect(res.status).toBe(200);
    const s = res.body.subscription;
    expect(s).toMatchObject({
      planId: 'enterprise-mid-market',
      planLabel: 'Enterprise',
      status: 'active',
      canManage: true,
    });
    const days = (Date.parse(s.renewsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(17);
    expect(days).toBeLessThan(19);
    expect(s.seats.find((x: { license: string }) => x.license === 'Recruiter')).toMatchObject({
      purchased: 25,
    });
    expect(s.credits).toMatchObject({ contract: 500, remaining: 500 });
    const ids = res.body.plans.map((p: { id: string }) => p.id);
    expect(ids).toEqual(
      expect.arrayContaining(['starter', 'growth', 'enterprise-e1s', 'enterprise-mid-market']),
    );
    const starter = res.body.plans.find((p: { id: string }) => p.id === 'starter');
    expect(starter.gates.admin).toContain('projectCreate');
    expect(starter.gates.admin).not.toContain('teamSettings');
    const growth = res.body.plans.find((p: { id: string }) => p.id === 'growth');
    expect(growth.gates.admin).toContain('teamSettings');
  });

  it('a recruiter reads it but may not change it (403)', async () => {
    const c = new TestClient(t.app);
    await c.login('growth.recruiter@talentbase.dev');
    const res = await c.get('/api/v1/subscription');
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ planId: 'growth-waiver', canManage: false });
    for (const path of ['upgrade', 'downgrade', 'trial']) {
      expect((await c.post(`/api/v1/subscription/${path}`, { planId: 'enterprise-e1s' })).status).toBe(403);
    }
    expect((await c.post('/api/v1/subscription/cancel')).status).toBe(403);
    expect((await c.post('/api/v1/subscription/reactivate')).status).toBe(403);
    expect(
      (await query("select count(*)::int as n from audit_log where action like 'subscription.%'"))[0].n,
    ).toBe(0);
  });

  it('anonymous callers get 401', async () => {
    expect((await new TestClient(t.app).get('/api/v1/subscription')).status).toBe(401);
  });
});

describe('trial', () => {
  it('a starter team that never had a trial starts one; the plan opens at once; a second trial is refused with the spec message', async () => {
    const { c, teamId } = await starterTeam('Trialco');
    const before = await c.get('/api/v1/subscription');
    expect(before.body.subscription).toMatchObject({
      planId: 'starter',
      trialEligible: true,
      trialUsed: false,
    });
    expect((await c.post('/api/v1/hiring-process/templates', { name: 'Loop' })).status).toBe(403);

    const res = await c.post('/api/v1/subscription/trial', { planId: 'growth' });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      planId: 'growth',
      status: 'trialing',
      trialUsed: true,
      trialFromPlanId: 'starter',
    });
    const trialDays = (Date.parse(res.body.subscription.trialEndsAt) - Date.now()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(14);
    expect((await query('select plan from teams where id = $1', [teamId]))[0].plan).toBe('growth');
    const me = await c.get('/api/auth/me');
    expect(me.body.user.subject.roles).toContain('growth_admin');

    const again = await c.post('/api/v1/subscription/trial', { planId: 'enterprise-mid-market' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(trialIneligibleMessage('Enterprise'));
    expect(again.body.message).toBe(
      'Ineligible for Enterprise Trial: It appears you are not eligible at the moment. Upgrade to Enterprise instead.',
    );
    const audits = await query(
      "select actor_user_id, metadata from audit_log where team_id = $1 and action = 'subscription.trial_started'",
      [teamId],
    );
    expect(audits).toHaveLength(1);
    expect(audits[0].actor_user_id).toBeTruthy();
    expect(audits[0].metadata).toMatchObject({ from: 'starter', to: 'growth' });
  });

  it('a team not on Starter is not eligible (the demo growth team)', async () => {
    const c = new TestClient(t.app);
    await c.login('growth.admin@talentbase.dev');
    const res = await c.post('/api/v1/subscription/trial', { planId: 'enterprise-e1s' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(trialIneligibleMessage('Enterprise E1S'));
    expect((await c.get('/api/v1/subscription')).body.subscription.status).toBe('active');
  });

  it('an ended trial returns the team to its plan when next read', async () => {
    const { c, teamId } = await starterTeam('Expiring');
    expect((await c.post('/api/v1/subscription/trial', { planId: 'enterprise-e1s' })).status).toBe(200);
    await query(
      "update team_subscriptions set trial_ends_at = now() - interval '1 minute' where team_id = $1",
      [teamId],
    );
    const res = await c.get('/api/v1/subscription');
    expect(res.body.subscription).toMatchObject({
      planId: 'starter',
      status: 'expired',
      trialUsed: true,
      trialEligible: false,
    });
    expect(
      (
        await query(
          'select plan, account_roles from teams t join team_members m on m.team_id = t.id where t.id = $1',
          [teamId],
        )
      )[0],
    ).toMatchObject({ plan: 'basic', account_roles: [] });
  });

  it('refuses a plan without a trial and an unknown plan with 400', async () => {
    const { c } = await starterTeam('Badtrial');
    const noTrial = await c.post('/api/v1/subscription/trial', { planId: 'starter' });
    expect(noTrial.status).toBe(400);
    expect(noTrial.body.message).toMatch(/has no trial/);
    expect((await c.post('/api/v1/subscription/trial', { planId: 'platinum' })).status).toBe(400);
    expect((await c.post('/api/v1/subscription/trial', { planId: 'growth', extra: 1 })).status).toBe(400);
    expect((await c.post('/api/v1/subscription/trial', {})).status).toBe(400);
    expect((await c.get('/api/v1/subscription')).body.subscription).toMatchObject({
      planId: 'starter',
      trialUsed: false,
    });
  });
});

describe('upgrade and downgrade', () => {
  it('a starter admin at the project limit upgrades and creates the project at once; audited', async () => {
    const { c, teamId } = await starterTeam('Limitco');
    for (const n of [1, 2, 3])
      expect((await c.post('/api/v1/projects/quick-create', { projectName: `P${n}` })).status).toBe(200);
    const refused = await c.post('/api/v1/projects/quick-create', { projectName: 'P4' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(PROJECT_LIMIT_MESSAGE);
    expect((await c.post('/api/v1/hiring-process/templates', { name: 'Loop' })).status).toBe(403);

    const up = await c.post('/api/v1/subscription/upgrade', { planId: 'growth' });
    expect(up.status).toBe(200);
    expect(up.body.message).toMatch(/billed on your next invoice/);
    expect(up.body.subscription).toMatchObject({ planId: 'growth', status: 'active' });
    expect((await c.post('/api/v1/projects/quick-create', { projectName: 'P4' })).status).toBe(200);
    expect((await c.post('/api/v1/hiring-process/templates', { name: 'Loop' })).status).not.toBe(403);
    const [team] = await query(
      'select plan, solutions, recruiter_seats, contract_credits from teams where id = $1',
      [teamId],
    );
    expect(team).toMatchObject({ plan: 'growth', recruiter_seats: 10, contract_credits: 200 });
    const [a] = await query(
      "select actor_user_id, metadata, created_at from audit_log where team_id = $1 and action = 'subscription.upgraded'",
      [teamId],
    );
    expect(a.metadata).toEqual({ from: 'starter', to: 'growth' });
    expect(a.actor_user_id).toBeTruthy();
  });

  it('refuses a downgrade while more seats are in use than the smaller plan includes, with the way to fix it', async () => {
    const { c, teamId } = await starterTeam('Seatco', [
      { email: 'r1@seatco.dev' },
      { email: 'r2@seatco.dev' },
    ]);
    expect((await c.post('/api/v1/subscription/upgrade', { planId: 'growth' })).status).toBe(200);
    const down = await c.post('/api/v1/subscription/downgrade', { planId: 'starter' });
    expect(down.status).toBe(409);
    expect(down.body.message).toBe(
      'Starter includes 1 Recruiter seat and your team uses 3. Free 2 Recruiter seats first: in Admin › Users (/admin/general/users) cancel seats, remove members or withdraw pending invitations, then downgrade again.',
    );
    expect(down.body.details).toMatchObject({
      reason: 'seats_over_limit',
      over: { Recruiter: 2 },
      fixPath: '/admin/general/users',
    });
    expect((await query('select plan from teams where id = $1', [teamId]))[0].plan).toBe('growth');
    expect(
      (
        await query(
          "select count(*)::int as n from audit_log where team_id = $1 and action = 'subscription.downgraded'",
          [teamId],
        )
      )[0].n,
    ).toBe(0);

    // Cancel the two extra seats and the downgrade goes through; gates close at once.
    await query("update team_members set status = 0 where email in ('r1@seatco.dev', 'r2@seatco.dev')");
    const ok = await c.post('/api/v1/subscription/downgrade', { planId: 'starter' });
    expect(ok.status).toBe(200);
    expect(ok.body.subscription.planId).toBe('starter');
    expect(
      (await query('select plan, recruiter_seats, collaborator_seats from teams where id = $1', [teamId]))[0],
    ).toMatchObject({
      plan: 'basic',
      recruiter_seats: 1,
      collaborator_seats: 0,
    });
    expect((await c.post('/api/v1/hiring-process/templates', { name: 'Loop' })).status).toBe(403);
  });

  it('refuses the wrong direction, the same plan and sales-only plans with 400', async () => {
    const { c } = await starterTeam('Directionco');
    expect((await c.post('/api/v1/subscription/downgrade', { planId: 'growth' })).status).toBe(400);
    expect((await c.post('/api/v1/subscription/upgrade', { planId: 'starter' })).status).toBe(400);
    const sales = await c.post('/api/v1/subscription/upgrade', { planId: 'enterprise' });
    expect(sales.status).toBe(400);
    expect(sales.body.message).toMatch(/sales team/);
  });
});

describe('cancel and reactivate', () => {
  it('cancels at period end, reactivates with the spec message (20 s), and renews again', async () => {
    const { c, teamId } = await starterTeam('Cancelco');
    expect((await c.post('/api/v1/subscription/upgrade', { planId: 'growth' })).status).toBe(200);
    const nothing = await c.post('/api/v1/subscription/reactivate');
    expect(nothing.status).toBe(409);
    const cancel = await c.post('/api/v1/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      planId: 'growth',
    });
    expect(cancel.body.message).toMatch(/will end on/);
    expect((await c.post('/api/v1/subscription/cancel')).status).toBe(409);
    const back = await c.post('/api/v1/subscription/reactivate');
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(REACTIVATED);
    expect(back.body.autoCloseMs).toBe(20_000);
    expect(back.body.subscription).toMatchObject({ cancelAtPeriodEnd: false, canceledAt: null });
    const actions = (
      await query(
        "select action from audit_log where team_id = $1 and action like 'subscription.%' order by id",
        [teamId],
      )
    ).map((r) => r.action);
    expect(actions).toEqual(['subscription.upgraded', 'subscription.canceled', 'subscription.reactivated']);
  });

  it('a cancellation takes effect at period end (back to Starter) and reactivation restores the plan', async () => {
    const { c, teamId } = await starterTeam('Endco');
    expect((await c.post('/api/v1/subscription/upgrade', { planId: 'growth' })).status).toBe(200);
    expect((await c.post('/api/v1/subscription/cancel')).status).toBe(200);
    await query("update team_subscriptions set renews_at = now() - interval '1 minute' where team_id = $1", [
      teamId,
    ]);
    const ended = await c.get('/api/v1/subscription');
    expect(ended.body.subscription).toMatchObject({
      status: 'canceled',
      planId: 'starter',
      subscribedPlanId: 'growth',
    });
    const back = await c.post('/api/v1/subscription/reactivate');
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(REACTIVATED);
    expect(back.body.subscription).toMatchObject({ status: 'active', planId: 'growth' });
    expect(Date.parse(back.body.subscription.renewsAt)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });
});

describe('period ends without a read', () => {
  it('the sweep ends a due trial and a due cancellation, and leaves the rest alone', async () => {
    const trial = await starterTeam('Sweeptrial');
    expect((await trial.c.post('/api/v1/subscription/trial', { planId: 'growth' })).status).toBe(200);
    const canceled = await starterTeam('Sweepcancel');
    expect((await canceled.c.post('/api/v1/subscription/upgrade', { planId: 'growth' })).status).toBe(200);
    expect((await canceled.c.post('/api/v1/subscription/cancel')).status).toBe(200);
    const kept = await starterTeam('Sweepkept');
    expect((await kept.c.post('/api/v1/subscription/upgrade', { planId: 'growth' })).status).toBe(200);
    await query(
      "update team_subscriptions set trial_ends_at = now() - interval '1 minute' where team_id = $1",
      [trial.teamId],
    );
    await query("update team_subscriptions set renews_at = now() - interval '1 minute' where team_id = $1", [
      canceled.teamId,
    ]);
    await runSweep({ limit: 100 }, { db: t.db.db, log: { info: () => {}, error: () => {} } });
    const state = async (teamId: string) =>
      (
        await query(
          'select t.plan, s.status from teams t join team_subscriptions s on s.team_id = t.id where t.id = $1',
          [teamId],
        )
      )[0];
    expect(await state(trial.teamId)).toEqual({ plan: 'basic', status: 'expired' });
    expect(await state(canceled.teamId)).toEqual({ plan: 'basic', status: 'canceled' });
    expect(await state(kept.teamId)).toEqual({ plan: 'growth', status: 'active' });
    expect(
      (
        await query(
          "select count(*)::int as n from audit_log where team_id = $1 and action = 'subscription.ended'",
          [canceled.teamId],
        )
      )[0].n,
    ).toBe(1);
  });

  it('an enterprise admin who is not the team admin stays able to manage after a downgrade to Starter', async () => {
    const org = await createOrganization(t.db.db, 'Proco Org');
    const team = await createTeam(t.db.db, org.id, {
      name: 'Proco',
      plan: 'pro',
      planSubtype: 'e1s',
      solutions: ['sourcing'],
    });
    await createMember(t.db.db, team.id, {
      email: 'ea@proco.dev',
      fullName: 'Ea Admin',
      roles: ['enterprise_admin'],
    });
    const c = new TestClient(t.app);
    await c.login('ea@proco.dev');
    expect((await c.post('/api/v1/subscription/downgrade', { planId: 'starter' })).status).toBe(200);
    const me = await c.get('/api/auth/me');
    expect(me.body.user.subject).toMatchObject({ plan: 'basic', roles: [], isTeamAdmin: true });
    expect((await c.post('/api/v1/subscription/upgrade', { planId: 'enterprise-e1s' })).status).toBe(200);
  });
});

describe('renewals', () => {
  it('a renewal invoices the new period (plan and seats beyond it) and tops the credits up, once', async () => {
    const { teamId, c } = await starterTeam('Renewing');
    expect((await c.post('/api/v1/subscription/upgrade', { planId: 'growth' })).status).toBe(200);
    // Growth includes 5 Recruiter and 3 Collaborator seats; the team holds 10 and 5. 150 of its
    // 200 credits are used. Its period started a month and a day ago and was due yesterday.
    await query('update teams set credits_used = 150 where id = $1', [teamId]);
    await query(
      `update team_subscriptions set started_at = now() - interval '1 month 1 day',
              renews_at = now() - interval '1 day' where team_id = $1`,
      [teamId],
    );
    const log = { info: () => {}, error: () => {} };
    await runSweep({ limit: 100 }, { db: t.db.db, log });
    await runSweep({ limit: 100 }, { db: t.db.db, log });

    const invoices = await query(
      'select number, lines, subtotal_cents, created_by from invoices where team_id = $1',
      [teamId],
    );
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice.created_by).toBeNull();
    const lines = invoice.lines as {
      type: string;
      license: string | null;
      quantity: number;
      amountCents: number;
      proratedDays: number | null;
      description: string;
    }[];
    expect(lines.map((l) => [l.type, l.license, l.quantity])).toEqual([
      ['plan', null, 1],
      ['license', 'Recruiter', 5],
      ['license', 'Collaborator', 2],
    ]);
    expect(lines[0]?.amountCents).toBe(49_900);
    expect(lines[0]?.description).toMatch(/^Growth plan, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    const days = lines[1]?.proratedDays as number;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(lines[1]?.amountCents).toBe(Math.round((120_000 * days) / 365) * 5);
    expect(invoice.subtotal_cents).toBe(lines.reduce((sum, l) => sum + l.amountCents, 0));

    const [team] = await query('select contract_credits - credits_used as balance from teams where id = $1', [
      teamId,
    ]);
    expect(team.balance).toBe(200);
    const grants = await query(
      "select delta, balance_after from credit_ledger where team_id = $1 and reason = 'grant' order by id desc limit 1",
      [teamId],
    );
    expect(grants[0]).toEqual({ delta: 150, balance_after: 200 });
    const [sub] = await query(
      'select renews_at > now() as ahead from team_subscriptions where team_id = $1',
      [teamId],
    );
    expect(sub.ahead).toBe(true);
    // The team sees the invoice in its list.
    const list = await c.get('/api/v1/billing/invoices');
    expect(list.body.data.map((i: { number: string }) => i.number)).toContain(invoice.number);
  });

  it('a plan sold by contract renews without an invoice; credits above the allowance are kept', async () => {
    const { teamId, c } = await starterTeam('Contracted');
    await query(
      "update teams set plan = 'growth', plan_subtype = 'waiver', contract_credits = 900 where id = $1",
      [teamId],
    );
    expect((await c.get('/api/v1/subscription')).status).toBe(200);
    await query(
      `update team_subscriptions set plan_id = 'growth-waiver', started_at = now() - interval '1 month 1 day',
              renews_at = now() - interval '1 day' where team_id = $1`,
      [teamId],
    );
    expect((await c.get('/api/v1/subscription')).status).toBe(200);
    expect(await query('select 1 from invoices where team_id = $1', [teamId])).toHaveLength(0);
    const [team] = await query('select contract_credits from teams where id = $1', [teamId]);
    expect(team.contract_credits).toBe(900);
  });
});

describe('two admins at once', () => {
  it('two upgrades at the same moment: one changes the plan, the other is told it already has', async () => {
    const { c, teamId } = await starterTeam('Raceco');
    const other = new TestClient(t.app);
    await createMember(t.db.db, teamId, {
      email: 'second@raceco.dev',
      fullName: 'Second Admin',
      roles: [],
      isTeamAdmin: true,
    });
    await other.login('second@raceco.dev');
    const [a, b] = await Promise.all([
      c.post('/api/v1/subscription/upgrade', { planId: 'growth' }),
      other.post('/api/v1/subscription/upgrade', { planId: 'growth' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.status === 400)?.body.message).toBe('Your team is already on Growth.');
    expect(
      (
        await query(
          "select count(*)::int as n from audit_log where team_id = $1 and action = 'subscription.upgraded'",
          [teamId],
        )
      )[0].n,
    ).toBe(1);
  });
});
