import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import {
  makeCampaign,
  makeCandidate,
  makeMessage,
  makeProject,
  makeThread,
  type TestUser,
  userByEmail,
} from './outbox-test-factory';

let t: TestApp;
let owner: TestUser;
let colleague: TestUser;
let dana: TestClient;
let alex: TestClient;
let other: TestClient;

const OUTBOX = '/api/tb-v2/v1/engage/outbox';
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { SECRETS_KEY: 'outbox-test-secrets-key-0123456789abcdef' } });
  owner = await userByEmail(t.db.db, 'demo@talentbase.dev');
  colleague = await userByEmail(t.db.db, 'admin@talentbase.dev');
  dana = new TestClient(t.app);
  alex = new TestClient(t.app);
  other = new TestClient(t.app);
  expect((await dana.login('demo@talentbase.dev')).status).toBe(200);
  expect((await alex.login('admin@talentbase.dev')).status).toBe(200);
  expect((await other.login('growth.admin@talentbase.dev')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function enrol(
  campaign: Awaited<ReturnType<typeof makeCampaign>>,
  name: string,
  thread: Parameters<typeof makeThread>[2] extends infer T ? Partial<T> : never = {},
) {
  const profileId = await makeCandidate(t.db.db, campaign.teamId, { fullName: name });
  return makeThread(t.db.db, campaign, {
    profileId,
    recipientName: name,
    recipientEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@example.org`,
    ...thread,
  });
}

describe('listing', () => {
  it('derives status, sequence type and upcoming step per thread, and lists messages', async () => {
    const db = t.db.db;
    const seq = await makeCampaign(db, owner, { name: 'Derivation sequence', steps: 3 });
    const single = await makeCampaign(db, owner, { name: 'Derivation single', steps: 1 });
    const running = await enrol(seq, 'Ana Running');
    await t.db.pool.query(`update talent_profiles set doc = $1 where full_name = 'Ana Running'`, [
      JSON.stringify({ basic: { social_links: { linkedin: 'https://www.linkedin.com/in/ana-running' } } }),
    ]);
    await makeMessage(db, running, { step: 1, status: 'sent', delivered: true, openedAt: new Date() });
    await makeMessage(db, running, { step: 2, status: 'scheduled', dueAt: new Date(Date.now() + 2 * HOUR) });
    const bounced = await enrol(seq, 'Ben Bounced', { isBounced: true });
    const inactive = await enrol(seq, 'Cy Stopped', { isActive: false, status: 'finished' });
    const failed = await enrol(seq, 'Di Failed', { status: 'failed' });
    const finished = await enrol(single, 'Ed Finished', { status: 'finished' });
    await makeMessage(db, finished, { step: 1, status: 'sent' });

    const res = await dana.get(`${OUTBOX}?view=recipients&keyword=derivation&limit=50`);
    expect(res.status).toBe(200);
    const byName = new Map(
      res.body.threads.map((th: { candidateInfo: { fullName: string } }) => [th.candidateInfo.fullName, th]),
    );
    // biome-ignore lint/suspicious/noExplicitAny: test reads the response by value
    const get = (name: string): any => byName.get(name);
    expect(res.body.total).toBe(5);
    expect(get('Ana Running')).toMatchObject({
      status: 'scheduled',
      sequenceType: 'sequence',
      step: 1,
      canEdit: true,
      upcomingStep: { step: 2, status: 'scheduled' },
    });
    expect(get('Ana Running').replies.map((r: { displayLabel: string }) => r.displayLabel)).toEqual([
      'Opened',
      'Scheduled',
    ]);
    expect(get('Ben Bounced').status).toBe('bounced');
    expect(get('Cy Stopped')).toMatchObject({ status: 'canceled', upcomingStep: null });
    expect(get('Di Failed')).toMatchObject({ status: 'failed', upcomingStep: null });
    expect(get('Ed Finished')).toMatchObject({ status: 'finished', sequenceType: 'single' });
    expect(get('Ana Running').candidateInfo).toMatchObject({
      firstName: 'Ana',
      lastName: 'Running',
      linkedin: 'https://www.linkedin.com/in/ana-running',
      github: null,
    });
    expect(String(running.id)).toBe(get('Ana Running').id);
    expect(bounced.id && inactive.id && failed.id).toBeTruthy();

    const onlyBounced = await dana.get(`${OUTBOX}?keyword=derivation&status=bounced`);
    expect(onlyBounced.body.threads.map((th: { id: string }) => th.id)).toEqual([String(bounced.id)]);

    const messages = await dana.get(`${OUTBOX}?view=messages&keyword=derivation`);
    expect(messages.status).toBe(200);
    expect(messages.body.total).toBe(3);
    expect(messages.body.messages[0]).toMatchObject({ step: 2, status: 'scheduled', canEdit: true });
    expect(messages.body.messages[0].subject).toBe('Step 2 for {{firstName}}');
  });

  it('pages, and refuses bad filters with 400', async () => {
    const page = await dana.get(`${OUTBOX}?keyword=derivation&limit=2&offset=2`);
    expect(page.status).toBe(200);
    expect(page.body.threads).toHaveLength(2);
    expect(page.body.total).toBe(5);
    for (const q of [
      'limit=1000',
      'status=nope',
      'campaignId=abc',
      'from=yesterday',
      'view=grid',
      'extra=1',
    ]) {
      expect((await dana.get(`${OUTBOX}?${q}`)).status).toBe(400);
    }
  });

  it('shows only your threads (and your delegators’); the team view shows everyone’s to admins', async () => {
    const mine = await makeCampaign(t.db.db, colleague, { name: 'Colleague private' });
    const th = await enrol(mine, 'Fay Colleague');
    const danaView = await dana.get(`${OUTBOX}?keyword=colleague`);
    expect(danaView.body.total).toBe(0);
    const alexView = await alex.get(`${OUTBOX}?keyword=colleague`);
    expect(alexView.body.threads.map((x: { id: string }) => x.id)).toEqual([String(th.id)]);

    const team = await alex.get(`${OUTBOX.replace('/outbox', '/team/outbox')}?keyword=derivation`);
    expect(team.status).toBe(200);
    expect(team.body.total).toBe(5);
    expect(team.body.threads.every((x: { canEdit: boolean }) => x.canEdit === false)).toBe(true);

    // A grant makes Fay's thread Dana's to see and change.
    await t.db.pool.query(
      'insert into engage_delegations (team_id, grantor_user_id, delegate_user_id) values ($1, $2, $3)',
      [colleague.teamId, colleague.id, owner.id],
    );
    const delegated = await dana.get(`${OUTBOX}?keyword=colleague`);
    expect(delegated.body.threads[0]).toMatchObject({ id: String(th.id), canEdit: true });
    await t.db.pool.query('delete from engage_delegations where delegate_user_id = $1', [owner.id]);
  });

  it('another team sees nothing and gets 404 for every action', async () => {
    const c = await makeCampaign(t.db.db, owner, { name: 'Isolation' });
    const th = await enrol(c, 'Gil Isolated');
    await makeMessage(t.db.db, th, { step: 1, status: 'scheduled' });
    expect((await other.get(`${OUTBOX}?keyword=isolat`)).body.total).toBe(0);
    expect((await other.get(`${OUTBOX}?campaignId=${c.id}`)).status).toBe(404);
    expect((await other.get(`${OUTBOX}?senderId=${owner.id}`)).status).toBe(404);
    expect((await dana.get(`${OUTBOX}?campaignId=${c.id}&senderId=${owner.id}`)).status).toBe(200);
    expect((await other.get(`${OUTBOX}/threads/${th.id}`)).status).toBe(404);
    expect((await other.put(`${OUTBOX}/threads/${th.id}/steps/1`, { subject: 'Hi' })).status).toBe(404);
    expect((await other.post(`${OUTBOX}/threads/${th.id}/cancel`)).status).toBe(404);
    expect((await other.post(`${OUTBOX}/threads/${th.id}/restart`)).status).toBe(404);
    const row = await t.db.pool.query('select status, subject from engage_messages where thread_id = $1', [
      th.id,
    ]);
    expect(row.rows[0]).toEqual({ status: 'scheduled', subject: null });
  });
});

describe('actions', () => {
  it('edits a scheduled step (subject, body, time) and refuses once it is not scheduled', async () => {
    const c = await makeCampaign(t.db.db, owner, { name: 'Editing' });
    const th = await enrol(c, 'Hal Edited');
    await makeMessage(t.db.db, th, { step: 1, status: 'sent' });
    await makeMessage(t.db.db, th, { step: 2, status: 'scheduled' });
    const due = new Date(Date.now() + 5 * HOUR).toISOString();
    const res = await dana.put(`${OUTBOX}/threads/${th.id}/steps/2`, {
      subject: 'A note for {{firstName}}',
      body: '<p>Hi {{firstName}}</p><script>alert(1)</script>',
      dueAt: due,
    });
    expect(res.status).toBe(200);
    const row = await t.db.pool.query(
      'select subject, body, due_at from engage_messages where thread_id = $1 and step = 2',
      [th.id],
    );
    expect(row.rows[0].subject).toBe('A note for {{firstName}}');
    expect(row.rows[0].body).toBe('<p>Hi {{firstName}}</p>');
    expect((row.rows[0].due_at as Date).toISOString()).toBe(due);
    expect(res.body.thread.replies[1]).toMatchObject({ edited: true, subject: 'A note for {{firstName}}' });

    expect((await dana.put(`${OUTBOX}/threads/${th.id}/steps/1`, { subject: 'Too late' })).status).toBe(409);
    expect((await dana.put(`${OUTBOX}/threads/${th.id}/steps/3`, { subject: 'Nothing' })).status).toBe(404);
    const bad = await dana.put(`${OUTBOX}/threads/${th.id}/steps/2`, { subject: 'Hi\r\nBcc: x@y.z' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.subject).toBeTruthy();
    expect(
      (await dana.put(`${OUTBOX}/threads/${th.id}/steps/2`, { subject: 'Hi {{firstname}}' })).status,
    ).toBe(400);
    expect(
      (await dana.put(`${OUTBOX}/threads/${th.id}/steps/2`, { dueAt: '2001-01-01T00:00:00Z' })).status,
    ).toBe(400);
    expect((await dana.put(`${OUTBOX}/threads/${th.id}/steps/2`, {})).status).toBe(400);
    // A colleague without a grant: 404 in their outbox, 403 for an admin who sees the team's messages.
    const byAdmin = await alex.put(`${OUTBOX}/threads/${th.id}/steps/2`, { subject: 'Admin' });
    expect([403, 404]).toContain(byAdmin.status);
    const after = await t.db.pool.query(
      'select subject from engage_messages where thread_id = $1 and step = 2',
      [th.id],
    );
    expect(after.rows[0].subject).toBe('A note for {{firstName}}');
  });

  it('cancels a thread and its unsent steps in one go, then restarts it from the next unsent step', async () => {
    const c = await makeCampaign(t.db.db, owner, { name: 'Cancelling' });
    const th = await enrol(c, 'Ivy Cancelled');
    await makeMessage(t.db.db, th, { step: 1, status: 'sent' });
    await makeMessage(t.db.db, th, { step: 2, status: 'scheduled' });
    const cancelled = await dana.post(`${OUTBOX}/threads/${th.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.thread).toMatchObject({ status: 'canceled', isActive: false, upcomingStep: null });
    const rows = await t.db.pool.query(
      'select step, status from engage_messages where thread_id = $1 order by step',
      [th.id],
    );
    expect(rows.rows).toEqual([
      { step: 1, status: 'sent' },
      { step: 2, status: 'cancelled' },
    ]);
    expect((await dana.put(`${OUTBOX}/threads/${th.id}/steps/2`, { subject: 'x' })).status).toBe(409);

    const restarted = await dana.post(`${OUTBOX}/threads/${th.id}/restart`);
    expect(restarted.status).toBe(200);
    expect(restarted.body.thread).toMatchObject({
      status: 'scheduled',
      isActive: true,
      upcomingStep: { step: 2 },
    });
    const again = await t.db.pool.query(
      'select status, due_at from engage_messages where thread_id = $1 and step = 2',
      [th.id],
    );
    expect(again.rows[0].status).toBe('scheduled');
    expect((await dana.post(`${OUTBOX}/threads/${th.id}/restart`)).status).toBe(409);
  });

  it('cancel waits for a send in progress and leaves it sent; everything unsent is cancelled', async () => {
    const c = await makeCampaign(t.db.db, owner, { name: 'Racing' });
    const th = await enrol(c, 'Max Racing');
    const sending = await makeMessage(t.db.db, th, { step: 1, status: 'sending' });
    await makeMessage(t.db.db, th, { step: 2, status: 'scheduled' });
    // The engine: holds the claimed row locked while SMTP accepts, then records the send.
    const engine = await t.db.pool.connect();
    try {
      await engine.query('begin');
      await engine.query('select id from engage_messages where id = $1 for update', [sending]);
      const cancel = dana.post(`${OUTBOX}/threads/${th.id}/cancel`);
      await new Promise((r) => setTimeout(r, 300));
      await engine.query(`update engage_messages set status = 'sent', sent_at = now() where id = $1`, [
        sending,
      ]);
      await engine.query('commit');
      expect((await cancel).status).toBe(200);
    } finally {
      engine.release();
    }
    const rows = await t.db.pool.query(
      'select step, status from engage_messages where thread_id = $1 order by step',
      [th.id],
    );
    expect(rows.rows).toEqual([
      { step: 1, status: 'sent' },
      { step: 2, status: 'cancelled' },
    ]);
  });

  it('restart creates the send intent of a step that never had one', async () => {
    const c = await makeCampaign(t.db.db, owner, { name: 'Fresh step' });
    const th = await enrol(c, 'Jo Fresh', { isActive: false, status: 'cancelled' });
    await makeMessage(t.db.db, th, { step: 1, status: 'sent' });
    const res = await dana.post(`${OUTBOX}/threads/${th.id}/restart`);
    expect(res.status).toBe(200);
    const row = await t.db.pool.query(
      'select status, message_id from engage_messages where thread_id = $1 and step = 2',
      [th.id],
    );
    expect(row.rows[0].status).toBe('scheduled');
    expect(row.rows[0].message_id).toMatch(new RegExp(`^<tb\\.${th.id}\\.2\\.[0-9a-f]{16}@`));
  });

  it('refuses to restart for a suppressed address or a candidate in another active sequence', async () => {
    const c = await makeCampaign(t.db.db, owner, { name: 'Refusals' });
    const th = await enrol(c, 'Kim Suppressed', { isActive: false, status: 'cancelled' });
    await makeMessage(t.db.db, th, { step: 1, status: 'cancelled' });
    await t.db.pool.query(
      `insert into engage_suppressions (team_id, email, reason) values ($1, 'kim.suppressed@example.org', 'unsubscribed')`,
      [owner.teamId],
    );
    const res = await dana.post(`${OUTBOX}/threads/${th.id}/restart`);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/suppression list/);
    const row = await t.db.pool.query('select status from engage_messages where thread_id = $1', [th.id]);
    expect(row.rows[0].status).toBe('cancelled');

    const c2 = await makeCampaign(t.db.db, owner, { name: 'Refusals two' });
    const profileId = await makeCandidate(t.db.db, owner.teamId, { fullName: 'Lee Busy' });
    const stopped = await makeThread(t.db.db, c2, {
      profileId,
      isActive: false,
      status: 'cancelled',
      recipientEmail: 'lee@example.org',
    });
    const c3 = await makeCampaign(t.db.db, owner, { name: 'Refusals three' });
    await makeThread(t.db.db, c3, { profileId, recipientEmail: 'lee@example.org' });
    expect((await dana.post(`${OUTBOX}/threads/${stopped.id}/restart`)).status).toBe(409);
  });
});

describe('conversion', () => {
  it('a record that fails conversion is dropped, not a failed page', async () => {
    const { convertAll } = await import('./outbox-convert');
    const warnings: object[] = [];
    const result = convertAll(
      {
        threads: [
          // biome-ignore lint/suspicious/noExplicitAny: a deliberately malformed row
          { id: '1', campaign_id: '1', recipient_name: null } as any,
        ],
        steps: [],
        messages: [],
      },
      () => true,
      { warn: (obj) => warnings.push(obj) },
    );
    expect(result.dropped).toBe(1);
    expect(result.threads.size).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(makeProject).toBeTypeOf('function');
  });
});
