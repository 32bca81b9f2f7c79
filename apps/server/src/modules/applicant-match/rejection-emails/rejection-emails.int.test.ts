/**
 * Rejection emails over HTTP against a real database and a real SMTP server (the Engage tests'
 * MailCatcher): a job's applicants are declined (review status set directly: the review calls
 * are built elsewhere), the email is written and sent, and the delivery engine hands it to the
 * SMTP server rendered for each applicant. Once per applicant, even when clicked twice at once;
 * suppressed addresses skipped; the roles of spec section 6; other teams answered 404.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/test-app';
import { drainDue } from '../../engage/delivery/deliver';
import {
  ALWAYS_OPEN,
  createCandidates,
  createEngageFixture,
  type EngageFixture,
} from '../../engage/delivery/engage-fixture';
import { suppressAddress } from '../../engage/suppression';

let f: EngageFixture;
let viewer: TestClient; // crm@: collaborator (0) on the project
let sourcer: TestClient; // relationships@: sourcer (4) on the project
let n = 0;
const tag = () => `r${++n}`;

const BASE = '/api/tb-v2/v1/applicant-match';
const paths = (projectId: number | string) => ({
  recipients: `${BASE}/projects/${projectId}/email/recipients`,
  byCandidate: (ids: string) => `${BASE}/rejection/recipients/${projectId}?candidateIds=${ids}`,
  config: `${BASE}/projects/${projectId}/email-config`,
  rejection: `${BASE}/projects/${projectId}/rejection-email-config`,
  send: `${BASE}/projects/${projectId}/rejection-email/send`,
});
let p: ReturnType<typeof paths>;

async function rows(text: string, params: unknown[] = []) {
  return (await f.db.pool.query(text, params)).rows;
}

async function login(email: string): Promise<TestClient> {
  const client = new TestClient(f.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

type Applicant = { applicantId: string; candidateId: number; email: string | null };

/**
 * Applicants of the fixture's project with review status `status` (0 declined, 1 under review),
 * from new team candidates (`withEmail` decides who has an address).
 */
async function applicants(
  count: number,
  status: 0 | 1 | 2,
  withEmail: (i: number) => boolean = () => true,
): Promise<Applicant[]> {
  const t = tag();
  const ids = await createCandidates(f.db.db, { teamId: f.teamId, count, tag: t, withEmail });
  const out: Applicant[] = [];
  for (const [i, candidateId] of ids.entries()) {
    const made = await rows(
      `insert into match_applicants (team_id, project_id, profile_id, review_status, source)
       values ($1, $2, $3, $4, 'resume') returning id`,
      [f.teamId, f.projectId, candidateId, status],
    );
    out.push({
      applicantId: String(made[0].id),
      candidateId,
      email: withEmail(i) ? `Cand${i}.${t}@Mail.example` : null,
    });
  }
  return out;
}

const ids = (list: Applicant[]) => list.map((a) => a.applicantId);
const drain = () =>
  drainDue(
    f.db.db,
    f.deps(() => new Date()),
  );
const mailTo = (address: string | null) =>
  f.catcher.list().filter((m) => m.to[0]?.address.toLowerCase() === address?.toLowerCase());

beforeAll(async () => {
  f = await createEngageFixture();
  p = paths(f.projectId);
  // Rejections go out whenever the test runs: the team's sending window is always open.
  await rows(
    `update engage_team_settings set sending_window = $2::jsonb, timezone = 'UTC' where team_id = $1`,
    [f.teamId, JSON.stringify(ALWAYS_OPEN)],
  );
  for (const [email, role] of [
    ['crm@talentbase.dev', 0],
    ['relationships@talentbase.dev', 4],
  ] as const)
    await rows('insert into project_members (project_id, user_id, role) values ($1, $2, $3)', [
      f.projectId,
      await f.userId(email),
      role,
    ]);
  viewer = await login('crm@talentbase.dev');
  sourcer = await login('relationships@talentbase.dev');
}, 120_000);
afterAll(async () => {
  await f?.close();
});
beforeEach(() => f.catcher.clear());

describe('rejection emails', () => {
  it('sends the configured email to declined applicants through the SMTP server, once each', async () => {
    const fresh = await f.owner.get(p.rejection);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ isDefault: true, canEdit: true });
    expect(fresh.body.subject).toContain('{{jobTitle}}');

    const saved = await f.owner.put(p.rejection, {
      subject: 'Your {{jobTitle}} application, {{firstName}}',
      body: '<p>Dear {{firstName}},</p><p>Thank you for applying for {{jobTitle}}. We will not move forward.</p><p>{{senderName}}</p>',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      isDefault: false,
      subject: 'Your {{jobTitle}} application, {{firstName}}',
    });
    const config = await f.owner.put(p.config, { rejectionEnabled: true, atsName: 'Talentbase' });
    expect(config.status, JSON.stringify(config.body)).toBe(200);
    expect(config.body).toMatchObject({ rejectionEnabled: true, atsName: 'Talentbase', senderUserId: null });
    expect((await f.owner.get(`${p.config}?atsName=Other`)).body.atsName).toBe('Talentbase');

    const declined = await applicants(2, 0);
    const [reviewing] = await applicants(1, 1);
    const [noAddress] = await applicants(1, 0, () => false);
    const recipients = await f.owner.post(p.recipients, {
      applicantIds: [...ids(declined), reviewing!.applicantId, noAddress!.applicantId, '999999999'],
    });
    expect(recipients.status).toBe(200);
    expect(recipients.body.data).toEqual([
      expect.objectContaining({
        applicantId: declined[0]!.applicantId,
        email: declined[0]!.email,
        canSend: true,
        reason: null,
        reviewStatus: 0,
      }),
      expect.objectContaining({ applicantId: declined[1]!.applicantId, canSend: true }),
      // Checked before the decline: under review is no reason not to send.
      expect.objectContaining({ applicantId: reviewing!.applicantId, canSend: true, reviewStatus: 1 }),
      expect.objectContaining({
        applicantId: noAddress!.applicantId,
        canSend: false,
        reason: 'NO_EMAIL',
        email: null,
      }),
      expect.objectContaining({
        applicantId: '999999999',
        canSend: false,
        reason: 'NOT_FOUND',
        candidateId: null,
      }),
    ]);
    const keyed = await f.owner.get(p.byCandidate(`${declined[0]!.candidateId},${noAddress!.candidateId},1`));
    expect(keyed.status).toBe(200);
    expect(Object.keys(keyed.body.data).sort()).toEqual(
      [String(declined[0]!.candidateId), String(noAddress!.candidateId)].sort(),
    );
    expect(keyed.body.data[String(noAddress!.candidateId)].reason).toBe('NO_EMAIL');

    const sent = await f.owner.post(p.send, {
      applicantIds: [...ids(declined), reviewing!.applicantId, noAddress!.applicantId, '999999999'],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.queued).toBe(2);
    expect(sent.body.skipped).toEqual(
      expect.arrayContaining([
        { applicantId: reviewing!.applicantId, reason: 'NOT_DECLINED' },
        { applicantId: noAddress!.applicantId, reason: 'NO_EMAIL' },
        { applicantId: '999999999', reason: 'NOT_FOUND' },
      ]),
    );
    expect(sent.body.skipped).toHaveLength(3);

    // One campaign of the project with source APPLICANT_MATCH, remembered in the configuration.
    const campaigns = await rows(
      `select c.id, c.create_source, c.project_id, c.status from engage_campaigns c
        join match_email_configs m on m.rejection_campaign_id = c.id where m.project_id = $1`,
      [f.projectId],
    );
    expect(campaigns).toEqual([
      expect.objectContaining({
        create_source: 'APPLICANT_MATCH',
        project_id: String(f.projectId),
        status: 'ongoing',
      }),
    ]);
    const claims = await rows(
      'select applicant_id::text, status, reason, thread_id from match_rejection_emails where project_id = $1 order by applicant_id',
      [f.projectId],
    );
    expect(claims.map((c) => [c.applicant_id, c.status, c.reason])).toEqual([
      [declined[0]!.applicantId, 'queued', null],
      [declined[1]!.applicantId, 'queued', null],
      [noAddress!.applicantId, 'skipped', 'NO_EMAIL'],
    ]);
    expect(claims.filter((c) => c.status === 'queued').every((c) => c.thread_id !== null)).toBe(true);

    // One declined applicant was in the project's pipeline (moved forward earlier, then declined):
    // the rejection email's delivery must not move them on to Contacted.
    await rows(
      'insert into project_candidates (project_id, profile_id) values ($1, $2) on conflict do nothing',
      [f.projectId, declined[0]!.candidateId],
    );
    const summary = await drain();
    expect(summary.sent).toBe(2);
    expect(
      await rows(
        'select stage_id, stage_label from project_candidates where project_id = $1 and profile_id = $2',
        [f.projectId, declined[0]!.candidateId],
      ),
    ).toEqual([{ stage_id: 1, stage_label: 1 }]);
    for (const a of declined) {
      const [mail, ...more] = mailTo(a.email);
      expect(more).toHaveLength(0);
      expect(mail?.subject).toBe('Your Backend Engineer application, Casey');
      expect(mail?.from).toEqual({ name: 'Dana Demo', address: 'dana@northwind.example' });
      expect(mail?.html).toContain('Dear Casey,');
      expect(mail?.html).toContain('Thank you for applying for Backend Engineer.');
      expect(mail?.text).toContain('Dana Demo');
      // The engine's tracking and unsubscribe apply as to any campaign email.
      expect(mail?.headers.listUnsubscribe).toMatch(
        /^<https:\/\/tb\.example\.com\/api\/tb-v2\/v1\/engage\/u\//,
      );
    }

    // Sending again: nothing goes out twice.
    const again = await f.owner.post(p.send, { applicantIds: ids(declined) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      queued: 0,
      skipped: ids(declined).map((applicantId) => ({ applicantId, reason: 'ALREADY_SENT' })),
    });
    expect((await drain()).sent).toBe(0);
    const after = await f.owner.post(p.recipients, { applicantIds: ids(declined) });
    expect(after.body.data.map((r: { reason: string }) => r.reason)).toEqual([
      'ALREADY_SENT',
      'ALREADY_SENT',
    ]);

    // The applicant without an address gets one once the team adds it.
    await rows(`insert into talent_contacts (profile_id, emails) values ($1, $2::jsonb)`, [
      noAddress!.candidateId,
      JSON.stringify([{ address: 'late.address@mail.example', type: 'work', primary: true }]),
    ]);
    const late = await f.owner.post(p.send, { applicantIds: [noAddress!.applicantId] });
    expect(late.body).toEqual({ queued: 1, skipped: [] });
    await drain();
    expect(mailTo('late.address@mail.example')).toHaveLength(1);
  });

  it('sends once when the same applicants are sent twice at the same moment', async () => {
    const declined = await applicants(3, 0);
    const [a, b] = await Promise.all([
      f.owner.post(p.send, { applicantIds: ids(declined) }),
      f.owner.post(p.send, { applicantIds: [...ids(declined)].reverse() }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.queued + b.body.queued).toBe(3);
    expect([...a.body.skipped, ...b.body.skipped].map((s: { reason: string }) => s.reason)).toEqual([
      'ALREADY_SENT',
      'ALREADY_SENT',
      'ALREADY_SENT',
    ]);
    await drain();
    for (const x of declined) expect(mailTo(x.email)).toHaveLength(1);
    const threads = await rows('select count(*)::int as n from engage_threads where profile_id = any($1)', [
      declined.map((x) => x.candidateId),
    ]);
    expect(threads[0].n).toBe(3);
  });

  it('skips a suppressed address and never mails it', async () => {
    const [kept, suppressed] = await applicants(2, 0);
    await suppressAddress(f.db.db, { teamId: f.teamId, email: suppressed!.email!, reason: 'unsubscribed' });
    const check = await f.owner.post(p.recipients, { applicantIds: [suppressed!.applicantId] });
    expect(check.body.data[0]).toMatchObject({ canSend: false, reason: 'OPTED_OUT' });
    const sent = await f.owner.post(p.send, { applicantIds: [kept!.applicantId, suppressed!.applicantId] });
    expect(sent.body).toEqual({
      queued: 1,
      skipped: [{ applicantId: suppressed!.applicantId, reason: 'OPTED_OUT' }],
    });
    await drain();
    expect(mailTo(kept!.email)).toHaveLength(1);
    expect(mailTo(suppressed!.email)).toHaveLength(0);
  });

  it('lets the roles that decline configure and send, and reads for everyone who sees the job', async () => {
    const [one, two] = await applicants(2, 0);
    const before = await rows('select count(*)::int as n from match_rejection_emails');

    // A collaborator reads, cannot change or send.
    const read = await viewer.get(p.config);
    expect(read.status).toBe(200);
    expect(read.body.canEdit).toBe(false);
    expect((await viewer.get(p.rejection)).body.canEdit).toBe(false);
    expect((await viewer.post(p.recipients, { applicantIds: [one!.applicantId] })).status).toBe(200);
    for (const res of [
      await viewer.put(p.config, { rejectionEnabled: false }),
      await viewer.put(p.rejection, { subject: 'Hi', body: '<p>No</p>' }),
      await viewer.post(p.send, { applicantIds: [one!.applicantId] }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await rows('select count(*)::int as n from match_rejection_emails')).toEqual(before);

    // The screener may send, but has no mailbox: a clear 409, nothing written.
    const noMailbox = await f.manager.post(p.send, { applicantIds: [one!.applicantId] });
    expect(noMailbox.status).toBe(409);
    expect(noMailbox.body.message).toContain('Connect your mailbox');
    expect(await rows('select count(*)::int as n from match_rejection_emails')).toEqual(before);

    // A recruiter cannot name a teammate's mailbox without a delegation; the owner names their own.
    const notDelegated = await f.recruiter.put(p.config, { rejectionEnabled: true, senderUserId: f.ownerId });
    expect(notDelegated.status).toBe(403);
    expect(notDelegated.body.message).toContain('delegated');
    const stranger = await f.owner.put(p.config, {
      rejectionEnabled: true,
      senderUserId: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.status).toBe(404);
    const named = await f.owner.put(p.config, { rejectionEnabled: true, senderUserId: f.ownerId });
    expect(named.status).toBe(200);
    expect(named.body.sender).toEqual({
      userId: f.ownerId,
      name: 'Dana Demo',
      fromAddress: 'dana@northwind.example',
    });

    // Now the screener and the sourcer send from the owner's mailbox.
    expect((await f.manager.post(p.send, { applicantIds: [one!.applicantId] })).body.queued).toBe(1);
    expect((await sourcer.post(p.send, { applicantIds: [two!.applicantId] })).body.queued).toBe(1);
    await drain();
    expect(mailTo(one!.email)[0]?.from?.address).toBe('dana@northwind.example');
    expect(mailTo(two!.email)).toHaveLength(1);
    await f.owner.put(p.config, { rejectionEnabled: true, senderUserId: null });
  });

  it('answers another team 404 on every call and writes nothing', async () => {
    const [a] = await applicants(1, 0);
    const before = await rows(
      'select (select count(*) from match_rejection_emails)::int as e, (select count(*) from match_email_configs)::int as c',
    );
    for (const res of [
      await f.other.post(p.recipients, { applicantIds: [a!.applicantId] }),
      await f.other.get(p.byCandidate(String(a!.candidateId))),
      await f.other.get(p.config),
      await f.other.put(p.config, { rejectionEnabled: false }),
      await f.other.get(p.rejection),
      await f.other.put(p.rejection, { subject: 'Hi', body: '<p>Hi</p>' }),
      await f.other.post(p.send, { applicantIds: [a!.applicantId] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Project not found');
    }
    expect(
      await rows(
        'select (select count(*) from match_rejection_emails)::int as e, (select count(*) from match_email_configs)::int as c',
      ),
    ).toEqual(before);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const saved = (await f.owner.get(p.rejection)).body;
    const cases: [() => Promise<{ status: number; body: { message: string } }>, number, string][] = [
      [() => f.owner.post(p.send, { applicantIds: [] }), 400, 'at least one'],
      [() => f.owner.post(p.send, { applicantIds: 'all' }), 400, ''],
      [() => f.owner.post(p.send, { applicantIds: ['1'], extra: true }), 400, ''],
      [
        () => f.owner.post(p.send, { applicantIds: Array.from({ length: 501 }, (_, i) => String(i + 1)) }),
        400,
        '500',
      ],
      [() => f.owner.post(p.recipients, { applicantIds: ['1; drop table x'] }), 400, 'applicant id'],
      [() => f.owner.get(p.byCandidate('abc')), 400, 'candidateIds'],
      [() => f.owner.get(`${BASE}/rejection/recipients/${f.projectId}`), 400, ''],
      [() => f.owner.get(`${BASE}/projects/abc/email-config`), 400, ''],
      [() => f.owner.put(p.config, { rejectionEnabled: 'yes' }), 400, ''],
      [() => f.owner.put(p.config, { rejectionEnabled: true, senderUserId: 'me' }), 400, 'sender'],
      [() => f.owner.put(p.rejection, { subject: '', body: '<p>x</p>' }), 400, 'subject'],
      [() => f.owner.put(p.rejection, { subject: 'Hi', body: 'x'.repeat(100_001) }), 400, 'too long'],
      [() => f.owner.put(p.rejection, { subject: 'Hi {{firstname}}', body: '<p>x</p>' }), 422, 'firstname'],
      [
        () => f.owner.put(p.rejection, { subject: 'Hi\r\nBcc: x@evil.example', body: '<p>x</p>' }),
        422,
        'one line',
      ],
      [() => f.owner.put(p.rejection, { subject: 'Hi', body: '<p>{{#each}}</p>' }), 422, ''],
    ];
    for (const [call, status, words] of cases) {
      const res = await call();
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(JSON.stringify(res.body).toLowerCase()).toContain(words.toLowerCase());
    }
    expect((await f.owner.get(p.rejection)).body).toEqual(saved);
    expect(
      (await f.owner.post(`${BASE}/projects/999999999/rejection-email/send`, { applicantIds: ['1'] })).status,
    ).toBe(404);
  });

  it('answers the sample projects from the demo catalogue and never emails their applicants', async () => {
    const demo = paths(-2);
    const config = await f.other.get(demo.config);
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ projectId: '-2', rejectionEnabled: false, canEdit: false });
    expect((await f.other.get(demo.rejection)).body).toMatchObject({ isDefault: true, canEdit: false });
    const search = await f.other.post(`${BASE}/projects/-2/applicants/search`, { stage: 1 });
    const sample = search.body.applicants[0];
    const recipients = await f.other.post(demo.recipients, { applicantIds: [sample.applicantId, '-9'] });
    expect(recipients.body.data).toEqual([
      expect.objectContaining({
        applicantId: sample.applicantId,
        canSend: false,
        reason: 'SAMPLE_APPLICANT',
      }),
      expect.objectContaining({ applicantId: '-9', reason: 'NOT_FOUND' }),
    ]);
    const keyed = await f.other.get(demo.byCandidate(sample.candidateId));
    expect(Object.keys(keyed.body.data)).toEqual([sample.candidateId]);
    const sent = await f.owner.post(demo.send, { applicantIds: [sample.applicantId] });
    expect(sent.body).toEqual({
      queued: 0,
      skipped: [{ applicantId: sample.applicantId, reason: 'SAMPLE_APPLICANT' }],
    });
    const put = await f.owner.put(demo.rejection, { subject: 'Hi', body: '<p>Hi</p>' });
    expect(put.status).toBe(422);
    expect(put.body.message).toContain('sample project');
    expect((await f.owner.put(demo.config, { rejectionEnabled: true })).status).toBe(422);
  });
});
