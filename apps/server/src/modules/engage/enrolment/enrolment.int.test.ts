import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startQueue } from '../../../jobs/queue';
import { JOBS } from '../../../jobs/registry';
import { drainDue } from '../delivery/deliver';
import {
  createCampaign,
  createCandidates,
  createEngageFixture,
  type EngageFixture,
} from '../delivery/engage-fixture';
import { closeEngine } from '../delivery/engine';
import { sweepDueMessages } from '../delivery/sweep';

let f: EngageFixture;
let n = 0;
const tag = () => `e${++n}`;
const quiet = { info: () => {}, error: () => {} };

beforeAll(async () => {
  f = await createEngageFixture();
}, 60_000);
afterAll(async () => {
  closeEngine();
  await f?.close();
});

const STEPS = [
  { subject: 'Hello {{firstName}}', body: '<p>Hi {{firstName}}</p>' },
  { subject: 'Again', body: '<p>Again</p>', delaySeconds: 259200, delayType: 'WEEKDAYS' as const },
  { subject: 'Last', body: '<p>Last</p>', delaySeconds: 259200, delayType: 'WEEKDAYS' as const },
];

async function rows(sqlText: string, params: unknown[] = []) {
  return (await f.db.pool.query(sqlText, params)).rows;
}

describe('candidate check', () => {
  it('flags missing email, opted out, conflicts and EU/EEA/UK candidates without a privacy notice', async () => {
    const ids = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 5,
      tag: tag(),
      withEmail: (i) => i !== 1,
      country: (i) => (i === 4 ? 'GB' : 'US'),
    });
    const [ok, noEmail, optedOut, busy, uk] = ids as [number, number, number, number, number];
    await rows(`insert into engage_suppressions (team_id, email, reason) values ($1, $2, 'unsubscribed')`, [
      f.teamId,
      (
        await rows('select emails from talent_contacts where profile_id = $1', [optedOut])
      )[0].emails[0].address.toLowerCase(),
    ]);
    const busyCampaign = await createCampaign(f.db.db, { teamId: f.teamId, userId: f.ownerId, steps: STEPS });
    expect(
      (await f.owner.post(`/api/tb-v2/v1/campaigns/${busyCampaign}/sequences`, { candidateIds: [busy] })).body
        .enrolled,
    ).toBe(1);

    const body = {
      candidateIdList: [...ids, 999_999_999],
      channel: 'Email',
      campaignType: 0,
      projectId: f.projectId,
    };
    const res = await f.owner.post('/api/tb-v2/v1/campaigns/candidate/check', body);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((c: { candidateId: number }) => [c.candidateId, c]));
    expect(byId.get(ok)).toMatchObject({
      ok: true,
      reasons: [],
      emailRevealed: true,
      email: expect.stringMatching(/^cand0\./i),
    });
    expect(byId.get(noEmail)).toMatchObject({ ok: false, reasons: ['NO_EMAIL'], email: null });
    expect(byId.get(optedOut)).toMatchObject({ ok: false, reasons: ['OPTED_OUT'] });
    expect(byId.get(busy)).toMatchObject({ ok: false, reasons: ['IN_ACTIVE_SEQUENCE'] });
    expect(byId.get(uk)).toMatchObject({ ok: true });
    expect(byId.get(999_999_999)).toMatchObject({ ok: false, reasons: ['NOT_FOUND'] });

    // Without a privacy notice the UK candidate is flagged; the conflict check can be switched off.
    await rows('update engage_team_settings set privacy_notice = null where team_id = $1', [f.teamId]);
    try {
      const v3 = await f.owner.post('/api/tb-v2/v1/engage/getCandidatesForSequenceV3', {
        candidateIdList: [busy, uk],
        withoutCheckConflict: true,
        checkGDPR: true,
        channel: 'Email',
        campaignType: 0,
        projectId: f.projectId,
        checkPersonalizedInfo: false,
        applicationIdList: [],
      });
      expect(v3.status).toBe(200);
      expect(v3.body.data).toEqual([
        expect.objectContaining({ candidateId: busy, ok: true, reasons: [] }),
        expect.objectContaining({ candidateId: uk, ok: false, reasons: ['GDPR_NO_PRIVACY_NOTICE'] }),
      ]);
      const off = await f.owner.post('/api/tb-v2/v1/engage/getCandidatesForSequenceV3', {
        candidateIdList: [uk],
        checkGDPR: false,
        channel: 'Email',
        campaignType: 0,
      });
      expect(off.body.data[0]).toMatchObject({ ok: true });
    } finally {
      await rows("update engage_team_settings set privacy_notice = 'Notice' where team_id = $1", [f.teamId]);
    }
  });

  it('refuses bad input with 400 and another team project with 404', async () => {
    const bad = await f.owner.post('/api/tb-v2/v1/campaigns/candidate/check', { candidateIdList: ['x'] });
    expect(bad.status).toBe(400);
    const tooMany = await f.owner.post('/api/tb-v2/v1/campaigns/candidate/check', {
      candidateIdList: Array.from({ length: 10_001 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    const theirs = await f.other.post('/api/tb-v2/v1/campaigns/candidate/check', {
      candidateIdList: [1],
      projectId: f.projectId,
    });
    expect(theirs.status).toBe(404);
  });
});

describe('the check of a pipeline stage and of personalisation', () => {
  it('checks a whole stage when no candidates are named, and flags those outside the stage', async () => {
    const project = await f.owner.post('/api/v1/projects/create', {
      jobTitle: 'Data Engineer',
      projectStatus: 2,
      projectName: `Stage check ${tag()}`,
    });
    const projectId = Number(project.body.data.projectId);
    const [a, b, c] = (await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId,
      count: 3,
      tag: tag(),
    })) as [number, number, number];
    // c moves on to the second stage of Sourcing.
    await rows('update project_candidates set stage_id = 2 where project_id = $1 and profile_id = $2', [
      projectId,
      c,
    ]);
    const check = (body: Record<string, unknown>) =>
      f.owner.post('/api/tb-v2/v1/campaigns/candidate/check', { channel: 'Email', projectId, ...body });
    const stage = await check({ candidateIdList: [], categoryId: 1, stageId: 1 });
    expect(stage.status).toBe(200);
    expect(stage.body.data.map((x: { candidateId: number }) => x.candidateId).sort()).toEqual([a, b].sort());
    const named = await check({ candidateIdList: [a, c], categoryId: 1, stageId: 1 });
    expect(named.body.data).toEqual([
      expect.objectContaining({ candidateId: a, ok: true }),
      expect.objectContaining({ candidateId: c, ok: false, reasons: ['NOT_IN_STAGE'] }),
    ]);
    // A stage without its project is a clear 400; another team's project a 404.
    const noProject = await f.owner.post('/api/tb-v2/v1/campaigns/candidate/check', {
      candidateIdList: [],
      stageId: 1,
    });
    expect(noProject.status).toBe(400);
    expect(JSON.stringify(noProject.body)).toContain('Name the project whose pipeline stage you mean');
    const theirs = await f.other.post('/api/tb-v2/v1/campaigns/candidate/check', {
      candidateIdList: [],
      projectId,
      stageId: 1,
    });
    expect(theirs.status).toBe(404);
  });

  it('says what each profile lacks for personalisation, and refuses application ids', async () => {
    const [full, bare] = (await createCandidates(f.db.db, {
      teamId: f.teamId,
      count: 2,
      tag: tag(),
    })) as [number, number];
    await rows(
      `update talent_profiles set doc = (doc::jsonb #- '{basic,current_company}' #- '{basic,current_title}')::text
        where id = $1`,
      [bare],
    );
    const v3 = (body: Record<string, unknown>) =>
      f.owner.post('/api/tb-v2/v1/engage/getCandidatesForSequenceV3', {
        candidateIdList: [full, bare],
        channel: 'Email',
        ...body,
      });
    const asked = await v3({ checkPersonalizedInfo: true });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual([
      expect.objectContaining({ candidateId: full, ok: true, missingInfo: [] }),
      expect.objectContaining({
        candidateId: bare,
        ok: true,
        missingInfo: ['currentCompany', 'currentTitle'],
      }),
    ]);
    const notAsked = await v3({});
    expect(notAsked.body.data[1]).not.toHaveProperty('missingInfo');
    const applications = await v3({ applicationIdList: [12] });
    expect(applications.status).toBe(422);
    expect(applications.body.message).toContain('Send their candidate ids instead');
  });
});

describe('adding candidates to a campaign', () => {
  it('answers "skipped" for an empty list, 404 for another team, 403 for a hiring manager', async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      projectId: f.projectId,
      steps: STEPS,
    });
    const empty = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, { candidateIds: [] });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ skippedAll: true, enrolled: 0, skipped: [] });
    const otherTeam = await f.other.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, {
      candidateIds: [1],
    });
    expect(otherTeam.status).toBe(404);
    const missing = await f.owner.post('/api/tb-v2/v1/campaigns/999999999/sequences', { candidateIds: [1] });
    expect(missing.status).toBe(404);
    // The hiring manager (role 2) may not send a sequence on the project, even with a delegation.
    const managerId = await f.userId('hiring.manager@talentbase.dev');
    await rows(
      'insert into engage_delegations (team_id, grantor_user_id, delegate_user_id) values ($1, $2, $3)',
      [f.teamId, f.ownerId, managerId],
    );
    const [id] = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 1,
      tag: tag(),
    });
    const manager = await f.manager.post('/api/v2/sequences', {
      campaignId,
      projectId: f.projectId,
      candidateIds: [id],
    });
    expect(manager.status).toBe(403);
    const before = await rows('select count(*)::int as n from engage_threads where campaign_id = $1', [
      campaignId,
    ]);
    expect(before[0].n).toBe(0);
    // The recruiter is not the campaign's owner and has no delegation: read-only.
    const recruiter = await f.recruiter.post('/api/v2/sequences', {
      campaignId,
      projectId: f.projectId,
      candidateIds: [id],
    });
    expect(recruiter.status).toBe(403);
    // The owner can.
    const owner = await f.owner.post('/api/v2/sequences', {
      campaignId,
      projectId: f.projectId,
      candidateIds: [id],
    });
    expect(owner.status).toBe(200);
    expect(owner.body.enrolled).toBe(1);
    // Twice: already enrolled, nothing new.
    const again = await f.owner.post('/api/v2/sequences', {
      campaignId,
      projectId: f.projectId,
      candidateIds: [id],
    });
    expect(again.body).toEqual({
      skippedAll: false,
      enrolled: 0,
      skipped: [{ candidateId: id, reason: 'ALREADY_ENROLLED' }],
    });
  });

  it('enrols 10,000 candidates (half without email) in one call and sends each first step once', async () => {
    const ids = await createCandidates(f.db.db, {
      teamId: f.teamId,
      count: 10_000,
      tag: tag(),
      withEmail: (i) => i % 2 === 0,
    });
    const campaignId = await createCampaign(f.db.db, { teamId: f.teamId, userId: f.ownerId, steps: STEPS });
    const started = performance.now();
    const res = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, { candidateIds: ids });
    const took = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.enrolled).toBe(5000);
    expect(res.body.skipped).toHaveLength(5000);
    expect(res.body.skipped.every((s: { reason: string }) => s.reason === 'NO_EMAIL')).toBe(true);
    expect(new Set(res.body.skipped.map((s: { candidateId: number }) => s.candidateId))).toEqual(
      new Set(ids.filter((_, i) => i % 2 === 1)),
    );
    // The benchmark holds the 2 s line on a quiet machine; a shared test run gets slack.
    expect(took).toBeLessThan(6000);
    const [counts] = await rows(
      `select count(*)::int as messages, count(distinct message_id)::int as ids,
              count(*) filter (where status = 'scheduled')::int as scheduled
         from engage_messages where campaign_id = $1`,
      [campaignId],
    );
    expect(counts).toEqual({ messages: 5000, ids: 5000, scheduled: 5000 });

    f.catcher.clear();
    const sent = await drainDue(f.db.db, f.deps(), { batchSize: 200, budgetMs: 120_000 });
    expect(sent.sent).toBeGreaterThanOrEqual(5000);
    // Running again sends nothing twice.
    await drainDue(f.db.db, f.deps(), { budgetMs: 10_000 });
    const ours = new Set(
      (
        await rows('select message_id from engage_messages where campaign_id = $1 and step = 1', [campaignId])
      ).map((r) => r.message_id as string),
    );
    const received = f.catcher.list().filter((m) => ours.has(m.messageId ?? ''));
    expect(received).toHaveLength(5000);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(5000);
    const [status] = await rows(
      "select count(*) filter (where status = 'sent')::int as sent from engage_messages where campaign_id = $1 and step = 1",
      [campaignId],
    );
    expect(status.sent).toBe(5000);
  }, 180_000);
});

describe('the queue path', () => {
  let queue: JobQueue;
  beforeAll(async () => {
    queue = await startQueue(f.db.url, JOBS, quiet);
    await queue.startWorkers(f.db.db);
  });
  afterAll(async () => {
    await queue?.stop();
  });

  const waitFor = async (check: () => Promise<boolean>, ms = 20_000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 200));
    }
    return false;
  };

  it('the enrolment writes the job that delivers the first step through the worker', async () => {
    f.catcher.clear();
    const campaignId = await createCampaign(f.db.db, { teamId: f.teamId, userId: f.ownerId, steps: STEPS });
    const [id] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: tag() });
    const res = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, { candidateIds: [id] });
    expect(res.body.enrolled).toBe(1);
    const [job] = await rows(
      `select j.start_after from pgboss.job j join engage_messages m on j.singleton_key = 'engage-message:' || m.id
        where m.campaign_id = $1`,
      [campaignId],
    );
    expect(job).toBeTruthy();
    const arrived = await waitFor(async () => {
      const [m] = await rows(
        'select status, message_id from engage_messages where campaign_id = $1 and step = 1',
        [campaignId],
      );
      return m.status === 'sent' && f.catcher.list().some((c) => c.messageId === m.message_id);
    });
    expect(arrived).toBe(true);
    // Step 2 has its row and its job (three weekdays later).
    const [next] = await rows(
      `select m.due_at, (select count(*)::int from pgboss.job j where j.singleton_key = 'engage-message:' || m.id) as jobs
         from engage_messages m where m.campaign_id = $1 and m.step = 2`,
      [campaignId],
    );
    expect(next.jobs).toBe(1);
  });

  it('the sweep gives a job to a due row that has none, and it is sent', async () => {
    f.catcher.clear();
    const campaignId = await createCampaign(f.db.db, { teamId: f.teamId, userId: f.ownerId, steps: STEPS });
    const [id] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: tag() });
    await rows(`update engage_campaigns set status = 'paused' where id = $1`, [campaignId]);
    await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, { candidateIds: [id] });
    // The paused row's job ran and left it waiting; its job is gone.
    await waitFor(async () => {
      const left = await rows(
        `select count(*)::int as n from pgboss.job j join engage_messages m on j.singleton_key = 'engage-message:' || m.id
          where m.campaign_id = $1 and j.state in ('created', 'retry', 'active')`,
        [campaignId],
      );
      return left[0].n === 0;
    });
    expect(f.catcher.list()).toHaveLength(0);
    // Resuming only updates the campaign; the sweep finds the row.
    await rows(`update engage_campaigns set status = 'ongoing' where id = $1`, [campaignId]);
    const swept = await sweepDueMessages(f.db.db);
    expect(swept.enqueued).toBeGreaterThanOrEqual(1);
    expect(
      await waitFor(async () => {
        const [m] = await rows('select status from engage_messages where campaign_id = $1', [campaignId]);
        return m.status === 'sent';
      }),
    ).toBe(true);
    // A second sweep finds nothing to do for it.
    const [m] = await rows('select message_id from engage_messages where campaign_id = $1', [campaignId]);
    await sweepDueMessages(f.db.db);
    expect(f.catcher.list().filter((c) => c.messageId === m.message_id)).toHaveLength(1);
  });

  it('the consent email goes out through the engine with the privacy notice, once', async () => {
    f.catcher.clear();
    const [id] = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 1,
      tag: tag(),
    });
    const manager = await f.manager.post('/api/v1/candidates/send-consent-email', {
      projectId: f.projectId,
      candidateId: id,
    });
    expect(manager.status).toBe(403);
    const res = await f.owner.post('/api/v1/candidates/send-consent-email', {
      projectId: f.projectId,
      candidateId: id,
    });
    expect(res.status).toBe(200);
    expect(
      await waitFor(async () => f.catcher.list().some((m) => m.subject.startsWith('May we keep in touch'))),
    ).toBe(true);
    const mail = f.catcher.list().find((m) => m.subject.startsWith('May we keep in touch'));
    expect(mail?.html).toContain('Notice');
    expect(mail?.html).toContain('/api/tb-v2/v1/engage/u/');
    const again = await f.owner.post('/api/v1/candidates/send-consent-email', {
      projectId: f.projectId,
      candidateId: id,
    });
    expect(again.status).toBe(409);
    const activity = await rows(
      "select count(*)::int as n from candidate_activities where profile_id = $1 and action = 'consent_email_sent'",
      [id],
    );
    expect(activity[0].n).toBe(1);
  });
});
