/**
 * Notifications end to end: the sources (mentions, shared candidates, hiring-team changes), each
 * person's settings (in the app, by email now, by daily digest), the bell's counts, and the
 * emails the job sends — each notification emailed once, even with two runs at the same moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemMessage } from '../../lib/system-mail';
import { createRecordTestApp, type RecordTestApp } from '../candidate-records/record-fixture';
import { DIGEST_HOUR, digestCutoff, sendDueNotificationEmails } from './notification-email';

let t: RecordTestApp;
beforeAll(async () => {
  t = await createRecordTestApp();
}, 180_000);
afterAll(() => t.close());

const PUBLIC = 'https://talentbase.example';
function catcher() {
  const sent: SystemMessage[] = [];
  return { sent, mailer: { send: async (m: SystemMessage) => void sent.push(m) } };
}
const bell = async (c: RecordTestApp['owner'], query = '') =>
  (await c.get(`/api/v1/notifications${query}`)).body;
const rows = async (email: string) =>
  (
    await t.db.pool.query(
      `select n.event, n.in_app, n.email_status, n.title from notifications n join users u on u.id = n.user_id
        where u.email = $1 order by n.id`,
      [email],
    )
  ).rows;

describe('notifications', () => {
  it('a mention reaches the person mentioned in the bell and by email, never the author', async () => {
    const manager = await t.userId('hiring.manager@talentbase.dev');
    const res = await t.owner.post('/api/v1/pipelines/addNotes', {
      candidateId: t.ids.open,
      projectId: t.projectId,
      body: 'Can you call her this week?',
      visibility: 1,
      mentions: [manager],
    });
    expect(res.status).toBe(200);
    const box = await bell(t.manager);
    expect(box.totalNum).toBe(1);
    expect(box.showDot).toBe(true);
    expect(box.allRead).toBe(false);
    expect(box.unread).toEqual({ candidate: 0, personal: 1, team: 0 });
    expect(box.data[0]).toMatchObject({
      event: 'mention',
      category: 'personal',
      title: 'Dana Demo mentioned you in a note on Robin Openweb',
      body: 'Can you call her this week?',
      link: `/v5/talent-pool/candidate/${t.ids.open}?projectId=${t.projectId}`,
      read: false,
    });
    expect((await bell(t.owner)).totalNum).toBe(0);

    const { sent, mailer } = catcher();
    expect(await sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC })).toEqual({
      instant: 1,
      digests: 0,
    });
    expect(sent[0]).toMatchObject({
      to: 'hiring.manager@talentbase.dev',
      subject: 'Dana Demo mentioned you in a note on Robin Openweb',
    });
    expect(sent[0]?.text).toContain(
      `${PUBLIC}/v5/talent-pool/candidate/${t.ids.open}?projectId=${t.projectId}`,
    );
    // Sent once: the next run has nothing to send.
    expect(await sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC })).toEqual({
      instant: 0,
      digests: 0,
    });

    // Mark read, then all read.
    const read = await t.manager.post('/api/v1/notifications/read', { ids: [box.data[0].id] });
    expect(read.status).toBe(200);
    expect((await bell(t.manager)).totalNum).toBe(0);
    expect((await bell(t.manager, '?unreadOnly=true')).data).toEqual([]);
  });

  it('follows each person\u2019s choices: email only stays out of the bell; the daily digest waits for its hour', async () => {
    // The recruiter wants hiring-team changes by email only, in the daily digest.
    const choices = {
      events: { hiring_team_changed: { inApp: false, email: true } },
      digest: 'daily',
    };
    expect((await t.recruiter.put('/api/settings/email-notification', choices)).status).toBe(200);
    const recruiter = await t.userId('admin@talentbase.dev');
    const set = await t.owner.post('/api/v1/projects/hiringTeam/setMember', {
      projectId: t.projectId,
      userId: recruiter,
      role: 2,
    });
    expect(set.status).toBe(200);
    expect((await bell(t.recruiter)).totalNum).toBe(0);
    const stored = (await rows('admin@talentbase.dev')).filter((r) => r.event === 'hiring_team_changed');
    expect(stored).toEqual([
      expect.objectContaining({
        in_app: false,
        email_status: 2,
        title: expect.stringMatching(/now Hiring manager/),
      }),
    ]);

    // Before the digest hour nothing goes; after it, one digest with everything collected.
    const { sent, mailer } = catcher();
    const now = new Date();
    const beforeHour = new Date(digestCutoff(now).getTime() - 60_000);
    await sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC, now: beforeHour });
    expect(sent.filter((m) => m.to === 'admin@talentbase.dev')).toEqual([]);
    const nextDigest = new Date(digestCutoff(now).getTime() + 24 * 3600_000 + 60_000);
    const result = await sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC, now: nextDigest });
    expect(result.digests).toBe(1);
    const digest = sent.find((m) => m.to === 'admin@talentbase.dev');
    expect(digest?.subject).toBe('Your Talentbase digest: 1 notification');
    expect(digest?.text).toMatch(/now Hiring manager/);
    expect(DIGEST_HOUR).toBe(8);

    // In Tokyo (UTC+9) the digest waits for 08:00 on Tokyo's clock, not on Greenwich's.
    const prefs = (await t.recruiter.get('/api/settings/hiring')).body.data.preferences;
    expect((await t.recruiter.put('/api/settings/hiring', { ...prefs, timeZone: 'Asia/Tokyo' })).status).toBe(
      200,
    );
    expect(
      (
        await t.owner.post('/api/v1/projects/hiringTeam/setMember', {
          projectId: t.projectId,
          userId: recruiter,
          role: 1,
        })
      ).status,
    ).toBe(200);
    // The first 08:00 in Tokyo after the change (23:00 UTC).
    const tokyoCutoff = digestCutoff(new Date(Date.now() + 24 * 3600_000), 'Asia/Tokyo');
    expect(tokyoCutoff.getUTCHours()).toBe(23);
    // One minute before it nothing goes, even when 08:00 UTC has passed since the change.
    const beforeTokyo = new Date(tokyoCutoff.getTime() - 60_000);
    sent.length = 0;
    expect(
      (await sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC, now: beforeTokyo })).digests,
    ).toBe(0);
    const afterTokyo = new Date(tokyoCutoff.getTime() + 60_000);
    expect(
      (await sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC, now: afterTokyo })).digests,
    ).toBe(1);
    expect(sent.find((m) => m.to === 'admin@talentbase.dev')?.text).toMatch(/now Recruiter/);
    await t.recruiter.put('/api/settings/hiring', prefs);
    await t.recruiter.put('/api/settings/email-notification', { events: {}, digest: null });
  });

  it('sharing with a teammate\u2019s address and removing someone from a hiring team notify them', async () => {
    const share = await t.owner.post('/api/v1/candidatesV2/send-sharing-profile', {
      candidateIds: [t.ids.open],
      recipients: ['Org.Admin@talentbase.dev', 'client@example.com'],
      message: 'Worth a look',
    });
    expect(share.status).toBe(200);
    const outsider = await bell(t.outsider);
    expect(outsider.data[0]).toMatchObject({
      event: 'candidate_shared',
      title: 'Dana Demo shared a candidate with you',
      body: 'Worth a look',
      link: share.body.sharePath,
    });

    const viewer = await t.userId('crm@talentbase.dev');
    expect(
      (
        await t.owner.post('/api/v1/projects/hiringTeam/removeMember', {
          projectId: t.projectId,
          userId: viewer,
        })
      ).status,
    ).toBe(200);
    const box = await bell(t.viewer);
    expect(box.unread.team).toBe(1);
    expect(box.data[0]).toMatchObject({ event: 'hiring_team_changed', link: null });
    expect(box.data[0].title).toMatch(/^You left the hiring team of /);
  });

  it('two runs at the same moment email each notification once', async () => {
    const manager = await t.userId('hiring.manager@talentbase.dev');
    for (let i = 0; i < 30; i++)
      await t.owner.post('/api/v1/pipelines/addNotes', {
        candidateId: t.ids.open,
        projectId: t.projectId,
        body: `Note ${i}`,
        visibility: 1,
        mentions: [manager],
      });
    const { sent, mailer } = catcher();
    const [a, b] = await Promise.all([
      sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC, limit: 20 }),
      sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC, limit: 20 }),
    ]);
    await sendDueNotificationEmails(t.db.db, mailer, { publicUrl: PUBLIC, limit: 20 });
    expect((a?.instant ?? 0) + (b?.instant ?? 0)).toBeGreaterThan(0);
    const bodies = sent
      .filter((m) => m.to === 'hiring.manager@talentbase.dev')
      .map((m) => m.text.split('\n')[0]);
    expect(bodies).toHaveLength(30);
    expect(new Set(bodies).size).toBe(30);
  });

  it('10,000 unread: the count stays exact and the pages neither repeat nor skip', async () => {
    const viewer = await t.userId('crm@talentbase.dev');
    await t.db.pool.query('delete from notifications where user_id = $1', [viewer]);
    await t.db.pool.query(
      `insert into notifications (team_id, user_id, category, event, title)
       select tm.team_id, $1, 'team', 'import_finished', 'Import ' || g
         from team_members tm, generate_series(1, 10000) g where tm.user_id = $1`,
      [viewer],
    );
    const first = await bell(t.viewer, '?limit=100');
    expect(first.totalNum).toBe(10000);
    expect(first.unread.team).toBe(10000);
    expect(first.data).toHaveLength(100);
    const seen = new Set<string>(first.data.map((n: { id: string }) => n.id));
    let before = first.nextBefore as string | null;
    for (let page = 0; page < 5 && before; page++) {
      const next = await bell(t.viewer, `?limit=100&before=${before}`);
      for (const n of next.data as { id: string }[]) {
        expect(seen.has(n.id)).toBe(false);
        expect(BigInt(n.id) < BigInt(before)).toBe(true);
        seen.add(n.id);
      }
      before = next.nextBefore;
    }
    expect(seen.size).toBe(600);
    const last = await bell(t.viewer, '?limit=100&before=2');
    expect(last.nextBefore).toBeNull();
    expect((await t.viewer.post('/api/v1/notifications/read', { all: true })).body.updated).toBe(10000);
    expect((await bell(t.viewer)).totalNum).toBe(0);
  });

  it('refuses another person\u2019s notification as not found, and bad ids as bad input', async () => {
    const mine = (await bell(t.outsider)).data[0].id;
    expect((await t.manager.post('/api/v1/notifications/read', { ids: [mine] })).status).toBe(404);
    expect((await t.manager.post('/api/v1/notifications/read', { ids: ['abc'] })).status).toBe(400);
    expect((await bell(t.outsider)).data[0].read).toBe(false);
  });

  it('a move on the pipeline tells the hiring team once per move, not the mover; a label change is no stage change', async () => {
    const stageRows = async (email: string) => (await rows(email)).filter((r) => r.event === 'stage_changed');
    const move = (candidateIds: number[], categoryId: number) =>
      t.owner.post('/api/v1/pipelines/changeStage', {
        projectId: t.projectId,
        candidateIds,
        categoryId,
        stageId: null,
      });
    expect((await move([t.ids.open], 2)).status).toBe(200);
    expect(await stageRows('hiring.manager@talentbase.dev')).toEqual([
      {
        event: 'stage_changed',
        in_app: true,
        email_status: 0,
        title: 'Dana Demo moved Robin Openweb to Screen',
      },
    ]);
    expect(await stageRows('demo@talentbase.dev')).toEqual([]);
    // Someone on the team but not on the project hears nothing.
    expect(await stageRows('org.admin@talentbase.dev')).toEqual([]);
    const box = await bell(t.manager);
    expect(box.data[0]).toMatchObject({
      event: 'stage_changed',
      category: 'candidate',
      link: `/v5/talent-pool/project/${t.projectId}?candidate=${t.ids.open}`,
    });

    // Two candidates in one move: one notification that counts them.
    expect((await move([t.ids.open, t.ids.own], 3)).status).toBe(200);
    const after = await stageRows('hiring.manager@talentbase.dev');
    expect(after).toHaveLength(2);
    expect(after[1]?.title).toBe('Dana Demo moved 2 candidates to Interview');
    // Moving them where they already are changes nothing and tells no one.
    expect((await move([t.ids.open, t.ids.own], 3)).status).toBe(200);
    expect(await stageRows('hiring.manager@talentbase.dev')).toHaveLength(2);
  });
});
