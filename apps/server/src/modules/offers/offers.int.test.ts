/**
 * Offers on a project candidate over HTTP on a real database: every transition (valid and not),
 * the approval chain resolved to people, approval off, rejections, engagement statuses, activity,
 * audit and notifications, who may approve, another team's ids, and two approvals at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let owner: TestClient; // relationships@: creates the projects, so their owner
let manager: TestClient; // hiring.manager@: hiring manager (2) where set
let collaborator: TestClient; // crm@: collaborator (0): sees, may not manage offers
let admin: TestClient; // demo@: team admin, saves the offer settings
let other: TestClient; // growth.recruiter@: another team

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.pool.query(text, params)).rows as T[];
const userId = async (email: string) =>
  (await q<{ id: string }>('select id from users where email = $1', [email]))[0]?.id as string;

let seq = 0;
async function candidateIn(projectId: string): Promise<number> {
  seq += 1;
  const [row] = await q<{ id: string }>(
    `insert into talent_profiles (team_id, source, external_id, full_name, current_title, current_company, location, doc)
     values (null, 'hiretual', $1, $2, 'Engineer', 'Acme', 'Austin, TX', '{}') returning id`,
    [`offer-${seq}`, `Olivia Offer ${seq}`],
  );
  const id = Number(row?.id);
  const res = await owner.post(`/api/v1/projects/${projectId}/candidates`, { candidateIds: [id] });
  expect(res.status).toBe(200);
  return id;
}

async function createProject(name: string): Promise<string> {
  const res = await owner.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: name,
  });
  expect(res.status).toBe(200);
  return res.body.data.projectId;
}

async function setRole(projectId: string, email: string, role: number) {
  await q(
    `insert into project_members (project_id, user_id, role) values ($1, $2, $3)
     on conflict (project_id, user_id) do update set role = excluded.role`,
    [projectId, await userId(email), role],
  );
}

async function settings(approvers: unknown[], approvalRequired = true) {
  const res = await admin.put('/api/v1/team-settings/offer-management', {
    approvalRequired,
    approvers,
    defaults: {
      currency: 'EUR',
      salaryPeriod: 'year',
      startAfterDays: 30,
      expiresAfterDays: 7,
      bonusPercent: 10,
      benefits: 'Pension',
      signatory: 'Dana Lee, CEO',
    },
  });
  expect(res.status).toBe(200);
}

const base = (p: string, c: number) => `/api/v1/projects/${p}/candidates/${c}/offers`;
const engagement = async (p: string, c: number) =>
  (
    await q<{ e: number }>(
      'select engagement_status as e from project_candidates where project_id = $1 and profile_id = $2',
      [p, c],
    )
  )[0]?.e;

async function makeOffer(p: string, c: number, body: Record<string, unknown> = { salaryAmount: 90000 }) {
  const res = await owner.post(base(p, c), body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.offerId as string;
}

const act = (client: TestClient, p: string, c: number, o: string, action: string, body: unknown = {}) =>
  client.post(`${base(p, c)}/${o}/${action}`, body);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = new TestClient(t.app);
  await owner.login('relationships@talentbase.dev');
  manager = new TestClient(t.app);
  await manager.login('hiring.manager@talentbase.dev');
  collaborator = new TestClient(t.app);
  await collaborator.login('crm@talentbase.dev');
  admin = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.recruiter@talentbase.dev');
}, 120_000);
afterAll(() => t?.close());

describe('offers', () => {
  it('makes an offer with the team defaults, one open offer per candidate, and edits it while initiated', async () => {
    await settings([{ kind: 'hiring_manager' }]);
    const p = await createProject('Offers: create');
    const c = await candidateIn(p);
    const empty = await owner.get(base(p, c));
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ offers: [], canManage: true, approvalRequired: true });
    expect(empty.body.data.defaults).toMatchObject({
      currency: 'EUR',
      bonusPercent: 10,
      signatory: 'Dana Lee, CEO',
    });

    const made = await owner.post(base(p, c), { salaryAmount: 95000.5 });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      status: 'initiated',
      statusName: 'Offer initiated',
      engagementStatus: 34,
      salaryAmount: 95000.5,
      currency: 'EUR',
      salaryPeriod: 'year',
      bonusPercent: 10,
      benefits: 'Pension',
      startDate: empty.body.data.defaults.startDate,
      actions: ['edit', 'submit', 'withdrawn'],
    });
    expect(await engagement(p, c)).toBe(34);
    const activity = await q(
      `select action, detail->>'event' as event from candidate_activities where profile_id = $1 and action = 'offer_changed'`,
      [c],
    );
    expect(activity).toEqual([{ action: 'offer_changed', event: 'created' }]);
    expect(
      await q(`select action from audit_log where action = 'offer.created' and target_id = $1`, [
        made.body.data.offerId,
      ]),
    ).toHaveLength(1);

    const again = await owner.post(base(p, c), { salaryAmount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already has an open offer/);

    const edited = await owner.request('PATCH', `${base(p, c)}/${made.body.data.offerId}`, {
      salaryAmount: 99000,
      notes: 'Counter',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ salaryAmount: 99000, notes: 'Counter', currency: 'EUR' });
    // A collaborator of the hiring team sees the offer but may not make or move one.
    await setRole(p, 'crm@talentbase.dev', 0);
    const seen = await collaborator.get(base(p, c));
    expect(seen.status).toBe(200);
    expect(seen.body.data.canManage).toBe(false);
    expect(seen.body.data.offers[0].actions).toEqual([]);
    expect(
      (await collaborator.request('PATCH', `${base(p, c)}/${made.body.data.offerId}`, { notes: 'x' })).status,
    ).toBe(403);
    expect((await act(collaborator, p, c, made.body.data.offerId, 'withdrawn')).status).toBe(403);
  });

  it('answers 400 with field messages for bad offers and writes nothing', async () => {
    const p = await createProject('Offers: bad input');
    const c = await candidateIn(p);
    const cases: [unknown, RegExp][] = [
      [{}, /salary/i],
      [{ salaryAmount: -5 }, /above zero/],
      [{ salaryAmount: 'lots' }, /as a number/],
      [{ salaryAmount: 10.123 }, /two decimals/],
      [{ salaryAmount: 10, currency: 'euro' }, /3-letter/],
      [{ salaryAmount: 10, salaryPeriod: 'week' }, /year, month or hour/],
      [{ salaryAmount: 10, startDate: '2026-02-30' }, /real start date/],
      [
        { salaryAmount: 10, startDate: '2026-05-01', answerByDate: '2026-06-01' },
        /answer before the start date/,
      ],
      [{ salaryAmount: 10, benefits: 'x'.repeat(1001) }, /At most 1000/],
      [{ salaryAmount: 10, surprise: true }, /.+/],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post(base(p, c), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    expect(await q('select id from candidate_offers where project_id = $1', [p])).toEqual([]);
    // An edit that would put the answer-by date after the saved start date is refused too.
    const o = await makeOffer(p, c, {
      salaryAmount: 10,
      startDate: '2030-01-10',
      answerByDate: '2030-01-05',
    });
    const res = await owner.request('PATCH', `${base(p, c)}/${o}`, { answerByDate: '2030-02-01' });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.answerByDate).toMatch(/before the start date/);
  });

  it('goes through approval by the hiring manager to sent and accepted, each step setting the engagement status', async () => {
    await settings([{ kind: 'hiring_manager' }]);
    const p = await createProject('Offers: happy path');
    const c = await candidateIn(p);
    const o = await makeOffer(p, c);
    // No hiring manager on the project: the chain cannot be resolved, nothing changes.
    const unresolved = await act(owner, p, c, o, 'submit');
    expect(unresolved.status).toBe(409);
    expect(unresolved.body.message).toMatch(/no hiring manager/);
    expect(await engagement(p, c)).toBe(34);
    expect(await q('select id from candidate_offer_approvals')).toEqual([]);

    await setRole(p, 'hiring.manager@talentbase.dev', 2);
    const managerId = await userId('hiring.manager@talentbase.dev');
    const submitted = await act(owner, p, c, o, 'submit');
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'pending_approval',
      statusName: 'Pending approval',
      currentApprover: { userId: managerId },
      actions: ['withdrawn'],
    });
    expect(await engagement(p, c)).toBe(35);
    const notes = await q<{ title: string; link: string; event: string }>(
      'select title, link, event from notifications where user_id = $1',
      [managerId],
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      event: 'offer_approval',
      link: `/v5/talent-pool/project/${p}?candidate=${c}`,
    });
    expect(notes[0]?.title).toMatch(/Approve the offer for Olivia Offer/);

    // What waits for the manager, and what the manager may do.
    const waiting = await manager.get('/api/v1/offers/awaiting-my-approval');
    expect(waiting.body.data.map((w: { offerId: string }) => w.offerId)).toContain(o);
    expect((await manager.get(base(p, c))).body.data.offers[0].actions).toEqual([
      'approve',
      'reject',
      'withdrawn',
    ]);

    // Invalid moves while pending.
    expect((await owner.request('PATCH', `${base(p, c)}/${o}`, { notes: 'x' })).status).toBe(409);
    expect((await act(owner, p, c, o, 'submit')).status).toBe(409);
    expect((await act(owner, p, c, o, 'sent')).status).toBe(409);
    const notMine = await act(owner, p, c, o, 'approve');
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toMatch(/Only Harper Manager/);
    expect((await act(collaborator, p, c, o, 'approve')).status).toBe(403);

    const approved = await act(manager, p, c, o, 'approve', { comment: 'Good' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      engagementStatus: 36,
      currentApprover: null,
    });
    expect(approved.body.data.approvals).toMatchObject([
      {
        round: 1,
        stepOrder: 1,
        kind: 'hiring_manager',
        decision: 'approved',
        comment: 'Good',
        approver: { name: 'Harper Manager' },
      },
    ]);
    expect(await engagement(p, c)).toBe(36);
    expect((await act(manager, p, c, o, 'approve')).status).toBe(409);
    expect((await act(owner, p, c, o, 'accepted')).status).toBe(409);

    const sent = await act(owner, p, c, o, 'sent');
    expect(sent.body.data).toMatchObject({
      status: 'sent',
      engagementStatus: 37,
      actions: ['accepted', 'declined', 'withdrawn'],
    });
    expect(await engagement(p, c)).toBe(37);
    const accepted = await act(owner, p, c, o, 'accepted');
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      statusName: 'Accepted',
      engagementStatus: 38,
      actions: [],
    });
    expect(await engagement(p, c)).toBe(38);
    for (const move of ['withdrawn', 'declined', 'sent', 'submit']) {
      const res = await act(owner, p, c, o, move);
      expect(res.status, move).toBe(409);
      expect(res.body.message).toMatch(/This offer is accepted/);
    }
    expect((await owner.post(base(p, c), { salaryAmount: 1 })).body.message).toMatch(
      /already accepted an offer/,
    );
    const events = await q<{ event: string }>(
      `select detail->>'event' as event from candidate_activities where profile_id = $1 and action = 'offer_changed' order by id`,
      [c],
    );
    expect(events.map((e) => e.event)).toEqual(['created', 'submitted', 'approved', 'sent', 'accepted']);
    const audits = await q<{ action: string }>(
      `select action from audit_log where target_type = 'candidate_offer' and target_id = $1 order by id`,
      [o],
    );
    expect(audits.map((a) => a.action)).toEqual([
      'offer.created',
      'offer.submitted',
      'offer.step_approved',
      'offer.approved',
      'offer.sent',
      'offer.accepted',
    ]);
  });

  it('resolves a chain of a member, the project owner and the hiring managers, in order; a rejection sends it back', async () => {
    const demoId = await userId('demo@talentbase.dev');
    const ownerId = await userId('relationships@talentbase.dev');
    const managerId = await userId('hiring.manager@talentbase.dev');
    // The owner is also named as a member: they approve once, at their first step.
    await settings([
      { kind: 'member', userId: demoId },
      { kind: 'project_owner' },
      { kind: 'member', userId: ownerId },
      { kind: 'hiring_manager' },
    ]);
    const p = await createProject('Offers: chain');
    await setRole(p, 'hiring.manager@talentbase.dev', 2);
    const c = await candidateIn(p);
    const o = await makeOffer(p, c);
    const submitted = await act(owner, p, c, o, 'submit');
    expect(submitted.status).toBe(200);
    expect(
      submitted.body.data.approvals.map((a: { approver: { userId: string }; kind: string }) => [
        a.kind,
        a.approver.userId,
      ]),
    ).toEqual([
      ['member', demoId],
      ['project_owner', ownerId],
      ['hiring_manager', managerId],
    ]);
    // Out of order: the hiring manager must wait for the earlier steps.
    const early = await act(manager, p, c, o, 'approve');
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/Only Dana Demo/);
    expect(
      (await manager.get('/api/v1/offers/awaiting-my-approval')).body.data.map(
        (w: { offerId: string }) => w.offerId,
      ),
    ).not.toContain(o);

    const first = await act(admin, p, c, o, 'approve');
    expect(first.body.data).toMatchObject({
      status: 'pending_approval',
      currentApprover: { userId: ownerId },
    });
    expect(await engagement(p, c)).toBe(35);
    expect(
      await q('select id from notifications where user_id = $1 and event = $2', [ownerId, 'offer_approval']),
    ).toHaveLength(1);

    const noReason = await act(owner, p, c, o, 'reject', {});
    expect(noReason.status).toBe(400);
    const rejected = await act(owner, p, c, o, 'reject', { comment: 'Too high for the band' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'initiated',
      engagementStatus: 34,
      lastComment: 'Too high for the band',
      actions: ['edit', 'submit', 'withdrawn'],
    });
    expect(await engagement(p, c)).toBe(34);
    // Editable again, and a new submission is a new round; the first round's decisions stay.
    expect((await owner.request('PATCH', `${base(p, c)}/${o}`, { salaryAmount: 80000 })).status).toBe(200);
    const again = await act(owner, p, c, o, 'submit');
    expect(again.body.data.approvals.filter((a: { round: number }) => a.round === 2)).toHaveLength(3);
    expect(again.body.data.approvals.filter((a: { round: number }) => a.round === 1)).toMatchObject([
      { decision: 'approved' },
      { decision: 'rejected', comment: 'Too high for the band' },
      { decision: 'pending' },
    ]);
    expect(again.body.data.currentApprover.userId).toBe(demoId);
    // A member who left the team can no longer be resolved.
    await settings([{ kind: 'member', userId: managerId }]);
    await q(`update team_members set status = 3 where user_id = $1`, [managerId]);
    try {
      const p2 = await createProject('Offers: gone member');
      const c2 = await candidateIn(p2);
      const o2 = await makeOffer(p2, c2);
      const res = await act(owner, p2, c2, o2, 'submit');
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/Harper Manager is no longer on the team/);
    } finally {
      await q(`update team_members set status = 1 where user_id = $1`, [managerId]);
    }
  });

  it('goes straight to approved when the team needs no approval; declined and withdrawn give back the engagement status', async () => {
    await settings([], false);
    const p = await createProject('Offers: no approval');
    const c = await candidateIn(p);
    await q(
      'update project_candidates set engagement_status = 15 where project_id = $1 and profile_id = $2',
      [p, c],
    );
    const o = await makeOffer(p, c);
    const submitted = await act(owner, p, c, o, 'submit');
    expect(submitted.body.data).toMatchObject({ status: 'approved', approvals: [], engagementStatus: 36 });
    expect((await act(owner, p, c, o, 'declined')).status).toBe(409);
    await act(owner, p, c, o, 'sent');
    const declined = await act(owner, p, c, o, 'declined', { comment: 'Took another offer' });
    expect(declined.body.data).toMatchObject({
      status: 'declined',
      engagementStatus: null,
      lastComment: 'Took another offer',
    });
    expect(await engagement(p, c)).toBe(15);
    // A declined offer is history: a new one can be made, and withdrawn.
    const o2 = await makeOffer(p, c);
    expect(await engagement(p, c)).toBe(34);
    const withdrawn = await act(owner, p, c, o2, 'withdrawn');
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(await engagement(p, c)).toBe(15);
    expect((await act(owner, p, c, o2, 'withdrawn')).status).toBe(409);
    const list = await owner.get(base(p, c));
    expect(list.body.data.offers.map((x: { offerId: string }) => x.offerId)).toEqual([o2, o]);
  });

  it('lets only one of two simultaneous approvals of the same step win', async () => {
    await settings([{ kind: 'hiring_manager' }]);
    const p = await createProject('Offers: race');
    await setRole(p, 'hiring.manager@talentbase.dev', 2);
    const c = await candidateIn(p);
    const o = await makeOffer(p, c);
    await act(owner, p, c, o, 'submit');
    const results = await Promise.all([act(manager, p, c, o, 'approve'), act(manager, p, c, o, 'approve')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      await q(`select id from audit_log where action = 'offer.approved' and target_id = $1`, [o]),
    ).toHaveLength(1);
    // Two offers made at once: one wins, the other is told there is one already.
    const c2 = await candidateIn(p);
    const made = await Promise.all([
      owner.post(base(p, c2), { salaryAmount: 1 }),
      owner.post(base(p, c2), { salaryAmount: 2 }),
    ]);
    expect(made.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("answers 404 for another team's ids, unknown ids and candidates outside the project", async () => {
    await settings([{ kind: 'hiring_manager' }]);
    const p = await createProject('Offers: isolation');
    await setRole(p, 'hiring.manager@talentbase.dev', 2);
    const c = await candidateIn(p);
    const o = await makeOffer(p, c);
    const before = await q('select status from candidate_offers where id = $1', [o]);
    const calls: [string, string, unknown?][] = [
      ['GET', base(p, c)],
      ['POST', base(p, c), { salaryAmount: 1 }],
      ['PATCH', `${base(p, c)}/${o}`, { notes: 'x' }],
      ['POST', `${base(p, c)}/${o}/submit`],
      ['POST', `${base(p, c)}/${o}/approve`, {}],
      ['POST', `${base(p, c)}/${o}/reject`, { comment: 'no' }],
      ['POST', `${base(p, c)}/${o}/withdrawn`, {}],
    ];
    for (const [method, url, body] of calls) {
      const res =
        method === 'GET'
          ? await other.get(url)
          : method === 'PATCH'
            ? await other.request('PATCH', url, body)
            : await other.post(url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect(await q('select status from candidate_offers where id = $1', [o])).toEqual(before);
    expect((await owner.get(base(p, 999999999))).status).toBe(404);
    expect((await owner.post(base(p, 999999999), { salaryAmount: 1 })).status).toBe(404);
    expect((await act(owner, p, c, '999999999', 'withdrawn')).status).toBe(404);
    expect((await owner.get(base('abc', c))).status).toBe(404);
    // An offer id of another candidate is not this candidate's offer.
    const c2 = await candidateIn(p);
    expect((await act(owner, p, c2, o, 'withdrawn')).status).toBe(404);
    expect((await other.get('/api/v1/offers/awaiting-my-approval')).body.data).toEqual([]);
  });

  it('moves the offers of a merged duplicate to the kept record, withdrawing one of two standing offers', async () => {
    await settings([{ kind: 'hiring_manager' }]);
    const p = await createProject('Offers: merge');
    const p2 = await createProject('Offers: merge, merged only');
    const made = async (name: string) => {
      const res = await admin.post('/api/v1/candidatesV2/create', { fullName: name, confirmDuplicate: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Number(res.body.profileId);
    };
    const keep = await made('Morgan Merge');
    const dup = await made('Morgan Merge');
    for (const [project, ids] of [
      [p, [keep, dup]],
      [p2, [dup]],
    ] as const)
      expect((await owner.post(`/api/v1/projects/${project}/candidates`, { candidateIds: ids })).status).toBe(
        200,
      );
    const kept = await makeOffer(p, keep);
    const merged = await makeOffer(p, dup);
    const only = await makeOffer(p2, dup);
    const res = await admin.post('/api/v1/candidates/merge', { keepId: keep, mergeId: dup });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await q<{ id: string; project_id: string; profile_id: string; status: string }>(
      'select id::text, project_id::text, profile_id::text, status from candidate_offers where id = any($1::bigint[]) order by id',
      [[kept, merged, only]],
    );
    expect(rows).toEqual([
      { id: kept, project_id: p, profile_id: String(keep), status: 'initiated' },
      { id: merged, project_id: p, profile_id: String(keep), status: 'withdrawn' },
      { id: only, project_id: p2, profile_id: String(keep), status: 'initiated' },
    ]);
  });

  it('notifies an approver in the app only if they keep offer approvals on', async () => {
    await settings([{ kind: 'hiring_manager' }]);
    const managerId = await userId('hiring.manager@talentbase.dev');
    const teamId = (
      await q<{ team_id: string }>('select team_id from team_members where user_id = $1', [managerId])
    )[0]?.team_id;
    await q(
      `insert into user_notification_settings (team_id, user_id, settings) values ($1, $2, $3)
       on conflict (team_id, user_id) do update set settings = excluded.settings`,
      [teamId, managerId, JSON.stringify({ events: { offer_approval: { inApp: false } } })],
    );
    try {
      const p = await createProject('Offers: quiet approver');
      await setRole(p, 'hiring.manager@talentbase.dev', 2);
      const c = await candidateIn(p);
      const o = await makeOffer(p, c);
      const before = await q('select id from notifications where user_id = $1 and in_app', [managerId]);
      expect((await act(owner, p, c, o, 'submit')).status).toBe(200);
      expect(await q('select id from notifications where user_id = $1 and in_app', [managerId])).toEqual(
        before,
      );
      // Still waiting for them, and still listed for them.
      const waiting = await manager.get('/api/v1/offers/awaiting-my-approval');
      expect(waiting.body.data.map((w: { offerId: string }) => w.offerId)).toContain(o);
    } finally {
      await q('delete from user_notification_settings where user_id = $1', [managerId]);
    }
  });
});
