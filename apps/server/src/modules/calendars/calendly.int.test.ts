import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { CalendlyServer, type FakeCalendlyUser } from '../../test/calendly-server';
import { drainDue } from '../engage/delivery/deliver';
import {
  createCampaign,
  createCandidates,
  createEngageFixture,
  type EngageFixture,
} from '../engage/delivery/engage-fixture';
import { connectedCalendlyAccounts, POLL_RETRIES, pollCalendlyAccount } from './calendly-poll';
import { calendarPollSweepJob } from './calendly-poll.job';

let f: EngageFixture;
let calendly: CalendlyServer;
let dana: FakeCalendlyUser;
let accountId: number;
const ACCOUNT = '/api/tb-v2/v1/calendars/meeting-account';

beforeAll(async () => {
  calendly = new CalendlyServer();
  const url = await calendly.start();
  f = await createEngageFixture({ env: { CALENDLY_API_URL: url } });
  dana = calendly.addUser('Dana Demo', 'dana@northwind.example');
}, 60_000);
afterAll(async () => {
  await f?.close();
  await calendly?.stop();
});

async function rows(text: string, params: unknown[] = []) {
  return (await f.db.pool.query(text, params)).rows;
}
const poll = () =>
  pollCalendlyAccount(f.db.db, accountId, { secretBox: f.config.secretBox, calendlyApiUrl: calendly.url });

/** A candidate the owner has an engage conversation with; returns its profile id and address. */
async function conversation(tag: string) {
  const campaignId = await createCampaign(f.db.db, {
    teamId: f.teamId,
    userId: f.ownerId,
    projectId: f.projectId,
    steps: [{ subject: 'Hello', body: '<p>Hello</p>' }],
  });
  const [profileId] = await createCandidates(f.db.db, {
    teamId: f.teamId,
    projectId: f.projectId,
    count: 1,
    tag,
  });
  const res = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, {
    candidateIds: [profileId],
  });
  expect(res.body.enrolled).toBe(1);
  return { profileId: profileId as number, email: `cand0.${tag}@mail.example` };
}

const place = async (profileId: number) =>
  (
    await rows(
      'select stage_id, stage_label, engagement_status from project_candidates where project_id = $1 and profile_id = $2',
      [f.projectId, profileId],
    )
  )[0];

describe('connecting Calendly', () => {
  it('refuses a token Calendly does not know, naming the field', async () => {
    const res = await f.owner.put(ACCOUNT, { type: 'calendly', token: 'pat-wrong' });
    expect(res.status).toBe(422);
    expect(res.body.details.fields.token).toMatch(/refused/);
    expect(await rows('select 1 from calendar_accounts')).toHaveLength(0);
  });

  it('saves a working token sealed, reads the scheduling link and the active event types', async () => {
    const res = await f.owner.put(ACCOUNT, { type: 'calendly', token: dana.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'calendly', meetingLink: 'https://calendly.com/dana-demo' });
    expect(res.body.account.hasToken).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(dana.token);
    // Three event types over two pages; the inactive one is left out.
    expect(res.body.account.eventTypes.map((e: { name: string }) => e.name)).toEqual([
      '30 Minute Meeting',
      'Interview',
    ]);
    const [row] = await rows('select id, token_secret from calendar_accounts');
    expect(row.token_secret).not.toContain(dana.token);
    accountId = Number(row.id);
    const shown = await f.owner.get(`${ACCOUNT}?getNoSharedAccount=true`);
    expect(shown.body.status).toBe('calendly');
    expect((await f.owner.get(`${ACCOUNT}?getNoSharedAccount=maybe`)).status).toBe(400);
    // A blank token keeps the saved one.
    expect((await f.owner.put(ACCOUNT, { type: 'calendly', location: 'Zoom' })).body.status).toBe('calendly');
  });
});

describe('{{meetingLink}} with Calendly', () => {
  it("links the event type as long as the step's meeting (30 minutes by default)", async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      projectId: f.projectId,
      steps: [
        { subject: 'Pick a slot', body: '<p><a href="{{meetingLink}}">Book</a></p>', trackLink: false },
        {
          subject: 'Longer chat',
          body: '<p><a href="{{meetingLink}}">Book</a></p>',
          trackLink: false,
          followupType: 'NEW_THREAD',
        },
      ],
    });
    await rows('update engage_steps set meeting_duration_minutes = 60 where campaign_id = $1 and step = 2', [
      campaignId,
    ]);
    const [profileId] = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 1,
      tag: 'link1',
    });
    const res = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, {
      candidateIds: [profileId],
    });
    expect(res.body.enrolled).toBe(1);
    f.catcher.clear();
    // A minute ahead: a row made "now" by the database is due whatever the two clocks say.
    const later = () => new Date(Date.now() + 60_000);
    await drainDue(f.db.db, f.deps(later));
    const first = f.catcher.list().find((m) => m.subject === 'Pick a slot');
    expect(first?.html).toContain('href="https://calendly.com/x/30min"');
    await rows('update engage_messages set due_at = now() where campaign_id = $1 and step = 2', [campaignId]);
    await drainDue(f.db.db, f.deps(later));
    const second = f.catcher.list().find((m) => m.subject === 'Longer chat');
    expect(second?.html).toContain('href="https://calendly.com/x/interview"');
  });
});

describe('polling Calendly', () => {
  it('polls every 10 minutes: one queued poll per account, retried 3 times 3 minutes apart', async () => {
    expect(calendarPollSweepJob.schedule?.cron).toBe('*/10 * * * *');
    const queue = await startQueue(f.db.url, JOBS, { info: () => {}, error: () => {} });
    try {
      const { run } = await calendarPollSweepJob.handler();
      const ctx = { db: f.db.db, log: { info: () => {}, error: () => {} } };
      await run({ limit: 1000 }, ctx);
      await run({ limit: 1000 }, ctx); // a second sweep while the first poll waits adds nothing
      const jobs = await rows(
        `select data, retry_limit, retry_delay, retry_backoff from pgboss.job where name = 'calendar-poll-account'`,
      );
      expect(jobs).toEqual([{ data: { accountId }, retry_limit: 3, retry_delay: 180, retry_backoff: false }]);
    } finally {
      await rows(`delete from pgboss.job where name = 'calendar-poll-account'`);
      await queue.stop();
    }
  });

  it('records a booking by a candidate of an engage conversation once, and moves them to Scheduled', async () => {
    const { profileId, email } = await conversation('cal1');
    const start = new Date(Date.now() + 86_400_000);
    const event = calendly.addEvent({
      userUuid: dana.uuid,
      name: 'Interview',
      status: 'active',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 60 * 60_000).toISOString(),
      invitees: [
        { email: email.toUpperCase(), name: 'Casey' },
        { email: 'stranger@elsewhere.example', name: 'Not a candidate' },
      ],
    });
    expect(await connectedCalendlyAccounts(f.db.db, 10)).toEqual([accountId]);
    const first = await poll();
    expect(first).toMatchObject({ recorded: 1, canceled: 0 });
    const again = await poll();
    expect(again).toMatchObject({ recorded: 0, canceled: 0 });
    const meetings = await rows(
      'select status, source, duration_minutes, title from meetings where profile_id = $1',
      [profileId],
    );
    expect(meetings).toEqual([
      { status: 'scheduled', source: 'calendly', duration_minutes: 60, title: 'Interview' },
    ]);
    expect(await place(profileId)).toEqual({ stage_id: 5, stage_label: 1, engagement_status: 21 });
    const list = await f.owner.get('/api/tb-v2/v1/engage/meetings');
    expect(list.body.meetings.some((m: { source: string }) => m.source === 'calendly')).toBe(true);

    // Canceled on Calendly: canceled here, once.
    event.status = 'canceled';
    expect(await poll()).toMatchObject({ canceled: 1 });
    expect(await poll()).toMatchObject({ canceled: 0 });
    expect(await place(profileId)).toEqual({ stage_id: 5, stage_label: 2, engagement_status: 18 });
  });

  it('retries a failing poll 3 times, then marks the account with the reason; a good poll clears it', async () => {
    calendly.failNext = 1000;
    try {
      for (let attempt = 1; attempt <= POLL_RETRIES; attempt += 1) {
        await expect(poll()).rejects.toThrow(/500/);
        const [row] = await rows('select poll_status, poll_failures from calendar_accounts where id = $1', [
          accountId,
        ]);
        expect(row).toEqual({ poll_status: 'untested', poll_failures: attempt });
      }
      expect(await poll()).toBeNull();
      const [row] = await rows('select poll_status, last_error from calendar_accounts where id = $1', [
        accountId,
      ]);
      expect(row.poll_status).toBe('failed');
      expect(row.last_error).toMatch(/Calendly answered 500 \(gave up after 3 retries\)/);
      const shown = await f.owner.get(ACCOUNT);
      expect(shown.body.account).toMatchObject({ pollStatus: 'failed' });
    } finally {
      calendly.failNext = 0;
    }
    expect(await poll()).not.toBeNull();
    const [row] = await rows(
      'select poll_status, last_error, poll_failures from calendar_accounts where id = $1',
      [accountId],
    );
    expect(row).toEqual({ poll_status: 'ok', last_error: null, poll_failures: 0 });
  });

  it('a token Calendly refuses ends polling at once and the account resolves to auth', async () => {
    const saved = dana.token;
    dana.token = 'pat-revoked';
    try {
      expect(await poll()).toBeNull();
      const shown = await f.owner.get(ACCOUNT);
      expect(shown.body).toMatchObject({ status: 'auth', meetingLink: null });
      expect(shown.body.account.lastError).toMatch(/refused/);
      expect(await connectedCalendlyAccounts(f.db.db, 10)).toEqual([]);
    } finally {
      dana.token = saved;
    }
  });
});
