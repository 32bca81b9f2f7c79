import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordTestApp, type RecordTestApp } from '../../candidate-records/record-fixture';

const BASE = '/api/tb-v2/v1/campaigns';

let t: RecordTestApp;
let ids: { owner: string; recruiter: string; viewer: string };

beforeAll(async () => {
  t = await createRecordTestApp();
  ids = {
    owner: await t.userId('demo@talentbase.dev'),
    recruiter: await t.userId('admin@talentbase.dev'),
    viewer: await t.userId('crm@talentbase.dev'),
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const steps = [
  { subject: 'Hi {{firstName}}', body: '<p>Hello {{firstName}}, a {{jobTitle}} role?</p>' },
  { body: '<p>Following up, {{firstName}}. <a href="{{meetingLink}}">Book a call</a></p>' },
  { body: '<p>Last note.</p>', delayType: 'DAYS', delaySeconds: 86_400 },
];

const campaign = (extra: Record<string, unknown> = {}) => ({ name: 'Backend outreach', steps, ...extra });

async function create(client = t.owner, body: Record<string, unknown> = campaign()) {
  return client.post(BASE, body);
}

async function count(table: string): Promise<number> {
  const { rows } = await t.db.pool.query(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}

async function teamIdOf(userId: string): Promise<string> {
  const { rows } = await t.db.pool.query('select team_id from team_members where user_id = $1', [userId]);
  return rows[0].team_id;
}

async function delegate(grantor: string, delegateUser: string) {
  await t.db.pool.query(
    'insert into engage_delegations (team_id, grantor_user_id, delegate_user_id) values ($1, $2, $3) on conflict do nothing',
    [await teamIdOf(grantor), grantor, delegateUser],
  );
}

/** A thread for the campaign and a message row per (step, status). */
async function enrol(campaignId: string, profileId: number, messages: [number, string][]) {
  const teamId = await teamIdOf(ids.owner);
  const { rows } = await t.db.pool.query(
    `insert into engage_threads (team_id, campaign_id, profile_id, user_id, recipient_name, recipient_email)
     values ($1, $2, $3, $4, 'Robin Openweb', 'robin@example.org') returning id`,
    [teamId, campaignId, profileId, ids.owner],
  );
  const threadId = rows[0].id;
  for (const [step, status] of messages) {
    await t.db.pool.query(
      `insert into engage_messages (team_id, thread_id, campaign_id, step, status, due_at, message_id)
       values ($1, $2, $3, $4, $5, now(), $6)`,
      [teamId, threadId, campaignId, step, status, `<tb.${threadId}.${step}.test@example.org>`],
    );
  }
  return threadId as string;
}

describe('create a sequence', () => {
  it('stores the steps with the client defaults, textVersion 1 and the default schedule', async () => {
    const res = await create(t.owner, campaign({ textVersion: 7, projectId: t.projectId }));
    expect(res.status).toBe(200);
    const c = res.body;
    expect(c.textVersion).toBe(1);
    expect(c.status).toBe('ongoing');
    expect(c.campaignType).toBe(0);
    expect(c.channel).toBe('Email');
    expect(c.projectName).toBe('Backend hiring');
    expect(c.scheduleTimezone).toBe('UTC');
    expect(c.sendingWindow).toEqual({ days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' });
    expect(c.owner).toEqual({ userId: ids.owner, name: 'Dana Demo' });
    expect(c.sender.userId).toBe(ids.owner);
    expect(c.readOnly).toBe(false);
    expect(c.steps).toHaveLength(3);
    const [s1, s2, s3] = c.steps;
    expect(s1).toMatchObject({
      step: 1,
      channel: 'Email',
      delayType: 'WEEKDAYS',
      delaySeconds: 259200,
      trackOpen: true,
      trackLink: true,
      followupType: 'NEW_THREAD',
      meetingDurationMinutes: null,
    });
    expect(s2).toMatchObject({ step: 2, followupType: 'SAME_THREAD', meetingDurationMinutes: 30 });
    expect(s3).toMatchObject({ step: 3, delayType: 'DAYS', delaySeconds: 86400 });
    const { rows } = await t.db.pool.query('select text_version from engage_campaigns where id = $1', [c.id]);
    expect(rows[0].text_version).toBe(1);
  });

  it("takes the team's default window and time zone when set", async () => {
    const teamId = await teamIdOf(ids.owner);
    await t.db.pool.query(
      `insert into engage_team_settings (team_id, timezone, sending_window) values ($1, 'Europe/Berlin', '{"days":[1,2,3],"start":"09:00","end":"17:00"}')`,
      [teamId],
    );
    try {
      const res = await create();
      expect(res.body.scheduleTimezone).toBe('Europe/Berlin');
      expect(res.body.sendingWindow).toEqual({ days: [1, 2, 3], start: '09:00', end: '17:00' });
      const options = await t.owner.get(`${BASE}/form-options`);
      expect(options.body.scheduleTimezone).toBe('Europe/Berlin');
      expect(options.body.senders[0]).toEqual({ userId: ids.owner, name: 'Dana Demo' });
    } finally {
      await t.db.pool.query('delete from engage_team_settings where team_id = $1', [teamId]);
    }
  });

  it('forces step 1 to a new thread, keeps a chosen meeting duration and stores text steps', async () => {
    const res = await create(
      t.owner,
      campaign({
        channel: 'Text',
        steps: [
          { channel: 'Text', body: 'Hi {{firstName}}, text me back', followupType: 'SAME_THREAD' },
          {
            subject: 'Call?',
            body: '<a href="{{meetingLink}}">book</a>',
            meetingDurationMinutes: 45,
            followupType: 'NEW_THREAD',
          },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.channel).toBe('Text');
    expect(res.body.steps[0]).toMatchObject({ channel: 'Text', subject: '', followupType: 'NEW_THREAD' });
    expect(res.body.steps[1].meetingDurationMinutes).toBe(45);
  });

  it('copies a template into a step that names one', async () => {
    const tpl = await t.owner.post('/api/tb-v2/v1/engage/templates', {
      name: 'Intro',
      subject: 'About {{jobTitle}}',
      body: '<p>Hello {{fullName}}</p>',
    });
    const res = await create(t.owner, campaign({ steps: [{ emailTemplateId: tpl.body.id }] }));
    expect(res.status).toBe(200);
    expect(res.body.steps[0]).toMatchObject({
      subject: 'About {{jobTitle}}',
      body: '<p>Hello {{fullName}}</p>',
      emailTemplateId: tpl.body.id,
    });
    const missing = await create(t.owner, campaign({ steps: [{ emailTemplateId: '999999' }] }));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('Step 1');
  });

  it('refuses each bad input with a clear error and writes nothing', async () => {
    const before = [await count('engage_campaigns'), await count('engage_steps')];
    const negative = await create(
      t.owner,
      campaign({ steps: [steps[0], { ...steps[1], delaySeconds: -60 }] }),
    );
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('Step 2: The delay cannot be negative.');
    expect(negative.body.details.fields['steps.1.delaySeconds']).toBeTruthy();

    const unknown = await create(t.owner, campaign({ steps: [steps[0], { body: 'Hi {{first_name}}' }] }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/^Step 2: .*\{\{first_name\}\}/);
    expect(unknown.body.details).toMatchObject({ step: 2, variable: 'first_name', suggestion: 'firstName' });

    const crlf = await create(t.owner, campaign({ steps: [{ subject: 'Hi\r\nBcc: a@b.co', body: 'x' }] }));
    expect(crlf.status).toBe(422);
    expect(crlf.body.details.fields['steps.0.subject']).toMatch(/line break/);

    const cc = await create(t.owner, campaign({ steps: [{ ...steps[0], cc: ['not-an-address'] }] }));
    expect(cc.status).toBe(400);
    expect(cc.body.details.fields['steps.0.cc']).toContain('not-an-address');

    const never = await create(
      t.owner,
      campaign({ sendingWindow: { days: [1], start: '18:00', end: '08:00' } }),
    );
    expect(never.status).toBe(400);
    expect(never.body.details.fields.sendingWindow).toMatch(/never opens/);
    const noDays = await create(
      t.owner,
      campaign({ sendingWindow: { days: [], start: '08:00', end: '18:00' } }),
    );
    expect(noDays.status).toBe(400);
    const zone = await create(t.owner, campaign({ scheduleTimezone: 'Mars/Olympus' }));
    expect(zone.status).toBe(400);
    expect(zone.body.details.fields.scheduleTimezone).toBeTruthy();

    const longText = await create(
      t.owner,
      campaign({ steps: [{ channel: 'Text', body: 'x'.repeat(1601) }] }),
    );
    expect(longText.status).toBe(400);
    expect(longText.body.message).toContain('1600');
    const noSubject = await create(t.owner, campaign({ steps: [{ body: 'x' }] }));
    expect(noSubject.status).toBe(400);
    const attachment = await create(t.owner, campaign({ steps: [{ ...steps[0], fileIds: ['999999'] }] }));
    expect(attachment.status).toBe(404);
    expect((await create(t.owner, campaign({ steps: [] }))).status).toBe(400);
    expect((await create(t.owner, { ...campaign(), bogus: true })).status).toBe(400);
    expect((await create(t.owner, campaign({ projectId: '999999' }))).status).toBe(404);

    expect([await count('engage_campaigns'), await count('engage_steps')]).toEqual(before);
  });

  it('sends as a user who delegated to you, never as one who did not', async () => {
    const refused = await create(t.viewer, campaign({ senderUserId: ids.recruiter }));
    expect(refused.status).toBe(403);
    const stranger = await t.userId('growth.recruiter@talentbase.dev');
    expect((await create(t.viewer, campaign({ senderUserId: stranger }))).status).toBe(404);
    await delegate(ids.recruiter, ids.viewer);
    const options = await t.viewer.get(`${BASE}/form-options`);
    expect(options.body.senders.map((s: { userId: string }) => s.userId)).toEqual([
      ids.viewer,
      ids.recruiter,
    ]);
    const ok = await create(t.viewer, campaign({ senderUserId: ids.recruiter, name: 'On behalf of Alex' }));
    expect(ok.status).toBe(200);
    expect(ok.body.owner.userId).toBe(ids.viewer);
    expect(ok.body.sender).toEqual({ userId: ids.recruiter, name: 'Alex Admin' });
    await t.db.pool.query('delete from engage_delegations where grantor_user_id = $1', [ids.recruiter]);
  });
});

describe('read-only and delegated editing', () => {
  it("shows another user's sequence read-only and refuses to change it until they delegate", async () => {
    const res = await create(t.recruiter, campaign({ name: 'Alex private-ish' }));
    const id = res.body.id;
    const seen = await t.viewer.get(`${BASE}/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.readOnly).toBe(true);
    expect(seen.body.owner.name).toBe('Alex Admin');

    const refused = await t.viewer.put(`${BASE}/${id}`, { name: 'Taken over' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Alex Admin');
  });

  it('lets a delegate edit the grantor’s sequence', async () => {
    const res = await create(t.owner, campaign({ name: 'Dana’s outreach' }));
    const id = res.body.id;
    expect((await t.viewer.put(`${BASE}/${id}`, { name: 'Edited by Casey' })).status).toBe(403);
    await delegate(ids.owner, ids.viewer);
    const ok = await t.viewer.put(`${BASE}/${id}`, { name: 'Edited by Casey' });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Edited by Casey');
    expect(ok.body.readOnly).toBe(false);
    await t.db.pool.query('delete from engage_delegations where grantor_user_id = $1', [ids.owner]);
  });

  it('answers 404 to another team and for a private sequence you cannot see', async () => {
    const res = await create(t.owner, campaign({ shared: false }));
    const id = res.body.id;
    expect((await t.other.get(`${BASE}/${id}`)).status).toBe(404);
    expect((await t.other.put(`${BASE}/${id}`, { name: 'x' })).status).toBe(404);
    expect((await t.viewer.get(`${BASE}/${id}`)).status).toBe(404);
    const list = await t.other.get(`${BASE}?shared=true&limit=100`);
    expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await t.other.get(`${BASE}?projectIds=${t.projectId}`)).status).toBe(404);
  });
});

describe('update a sequence', () => {
  it('replaces the steps as a whole and refuses to remove a step already sent (409, nothing changed)', async () => {
    const res = await create();
    const id = res.body.id;
    const threadId = await enrol(id, t.ids.open, [
      [1, 'sent'],
      [2, 'sent'],
      [3, 'scheduled'],
    ]);
    const refused = await t.owner.put(`${BASE}/${id}`, { name: 'Shorter', steps: [steps[0]] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Step 2 has already been sent to 1 candidate');
    const after = await t.owner.get(`${BASE}/${id}`);
    expect(after.body.name).toBe('Backend outreach');
    expect(after.body.steps).toHaveLength(3);
    expect(after.body.steps[1].sentCount).toBe(1);

    const ok = await t.owner.put(`${BASE}/${id}`, {
      steps: [steps[0], { ...steps[1], body: '<p>Changed follow-up</p>' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.steps).toHaveLength(2);
    expect(ok.body.steps[1].body).toBe('<p>Changed follow-up</p>');
    const { rows } = await t.db.pool.query(
      'select status from engage_messages where thread_id = $1 and step = 3',
      [threadId],
    );
    expect(rows[0].status).toBe('cancelled');
  });

  it('refuses bad steps on update without touching the stored ones', async () => {
    const res = await create();
    const id = res.body.id;
    const bad = await t.owner.put(`${BASE}/${id}`, { steps: [steps[0], { body: 'x', delaySeconds: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Step 2');
    expect((await t.owner.get(`${BASE}/${id}`)).body.steps).toHaveLength(3);
    const window = await t.owner.put(`${BASE}/${id}`, {
      sendingWindow: { days: [1], start: '10:00', end: '10:00' },
    });
    expect(window.status).toBe(400);
  });

  it('pauses, resumes, archives and cancels (cancel stops what waits; it is final)', async () => {
    const res = await create();
    const id = res.body.id;
    const threadId = await enrol(id, t.ids.own, [[1, 'scheduled']]);
    expect((await t.owner.put(`${BASE}/${id}`, { status: 'paused' })).body.status).toBe('paused');
    expect((await t.owner.put(`${BASE}/${id}`, { status: 'ongoing' })).body.status).toBe('ongoing');
    const cancelled = await t.owner.put(`${BASE}/${id}`, { status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.activeCount).toBe(0);
    expect(cancelled.body.enrolledCount).toBe(1);
    const { rows } = await t.db.pool.query(
      `select m.status, t.is_active from engage_messages m join engage_threads t on t.id = m.thread_id where t.id = $1`,
      [threadId],
    );
    expect(rows[0]).toEqual({ status: 'cancelled', is_active: false });
    expect((await t.owner.put(`${BASE}/${id}`, { status: 'ongoing' })).status).toBe(409);
    const archived = await t.owner.put(`${BASE}/${id}`, { isArchived: true });
    expect(archived.body.isArchived).toBe(true);
    const list = await t.owner.get(`${BASE}?isArchived=true&limit=100`);
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(id);
    expect((await t.owner.put(`${BASE}/${id}`, { status: 'finished' })).status).toBe(400);
  });
});

describe('lists', () => {
  it('filters by the spec list parameters and counts enrolled threads', async () => {
    const a = await create(
      t.owner,
      campaign({ name: 'Zebra search', projectId: t.projectId, createSource: 'ATS' }),
    );
    await enrol(a.body.id, t.ids.stranger, [[1, 'scheduled']]);
    await create(
      t.owner,
      campaign({
        name: 'Zebra text',
        channel: 'Text',
        campaignType: 1,
        steps: [{ channel: 'Text', body: 'Hi' }],
      }),
    );
    const byKeyword = await t.owner.get(`${BASE}?keyword=zebra&limit=100`);
    expect(byKeyword.status).toBe(200);
    expect(byKeyword.body.data.map((c: { name: string }) => c.name).sort()).toEqual([
      'Zebra search',
      'Zebra text',
    ]);
    const found = byKeyword.body.data.find((c: { name: string }) => c.name === 'Zebra search');
    expect(found).toMatchObject({
      enrolledCount: 1,
      activeCount: 1,
      stepCount: 3,
      projectName: 'Backend hiring',
    });
    const text = await t.owner.get(`${BASE}?keyword=zebra&channel=Text&campaignType=1`);
    expect(text.body.data.map((c: { name: string }) => c.name)).toEqual(['Zebra text']);
    const byProject = await t.owner.get(`${BASE}?keyword=zebra&projectIds=${t.projectId}&createSource=ATS`);
    expect(byProject.body.data.map((c: { name: string }) => c.name)).toEqual(['Zebra search']);
    const bySender = await t.owner.get(`${BASE}?keyword=zebra&sentBy=${ids.recruiter}`);
    expect(bySender.body.total).toBe(0);
    const byStatus = await t.owner.get(`${BASE}?keyword=zebra&status=paused`);
    expect(byStatus.body.total).toBe(0);
    const paged = await t.owner.get(`${BASE}?keyword=zebra&limit=1&start=1`);
    expect(paged.body).toMatchObject({ total: 2 });
    expect(paged.body.data).toHaveLength(1);
    expect((await t.owner.get(`${BASE}?limit=1000`)).status).toBe(400);
    expect((await t.owner.get(`${BASE}?projectIds=abc`)).status).toBe(400);
  });

  it("shows others' shared sequences only with shared=true, read-only", async () => {
    const theirs = await create(t.recruiter, campaign({ name: 'Alex shared one' }));
    const mine = await t.owner.get(`${BASE}?keyword=alex&limit=100`);
    expect(mine.body.data.map((c: { id: string }) => c.id)).not.toContain(theirs.body.id);
    const shared = await t.owner.get(`${BASE}?keyword=alex&shared=true&limit=100`);
    const item = shared.body.data.find((c: { id: string }) => c.id === theirs.body.id);
    expect(item.readOnly).toBe(true);
  });

  it('answers recently used sequences, optionally for one project', async () => {
    const a = await create(t.owner, campaign({ name: 'Recent A', projectId: t.projectId }));
    await t.db.pool.query(`update engage_campaigns set last_used_at = now() where id = $1`, [a.body.id]);
    const recent = await t.owner.get(`${BASE}/recently-used`);
    expect(recent.status).toBe(200);
    expect(recent.body.data[0].id).toBe(a.body.id);
    const forProject = await t.owner.get(`${BASE}/recently-used?projectId=${t.projectId}`);
    expect(forProject.body.data.every((c: { projectId: string }) => c.projectId === t.projectId)).toBe(true);
    expect((await t.other.get(`${BASE}/recently-used?projectId=${t.projectId}`)).status).toBe(404);
  });

  it("gives Engage admins the team's sequences, private ones included, and nobody else", async () => {
    const priv = await create(t.viewer, campaign({ name: 'Casey private', shared: false }));
    const team = await t.recruiter.get(`${BASE}/team?keyword=casey&limit=100`);
    expect(team.status).toBe(200);
    const item = team.body.data.find((c: { id: string }) => c.id === priv.body.id);
    expect(item.readOnly).toBe(true);
    expect((await t.recruiter.get(`${BASE}/${priv.body.id}`)).status).toBe(200);
    expect((await t.viewer.get(`${BASE}/team`)).status).toBe(403);
    expect(
      (await t.other.get(`${BASE}/team?limit=100`)).body?.data?.map?.((c: { id: string }) => c.id) ?? [],
    ).not.toContain(priv.body.id);
    expect((await t.outsider.get(BASE)).status).toBe(403);
  });
});
