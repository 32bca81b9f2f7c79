import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  makeCampaign,
  makeCandidate,
  makeMessage,
  makeProject,
  makeThread,
  type TestThread,
  userByEmail,
} from '../outbox/outbox-test-factory';
import { signTrackingToken, trackingKey, trackingUrls } from './tracking-token';

const SECRETS_KEY = 'tracking-test-secrets-key-0123456789abcdef';
const key = trackingKey(Buffer.from(SECRETS_KEY, 'utf8'));
const BASE = 'http://localhost:3000';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { SECRETS_KEY } });
});
afterAll(async () => {
  await t?.close();
});

type Setup = { thread: TestThread; sent: number; scheduled: number; projectId: number; profileId: number };

async function setup(email: string, opts: { stageId?: number; stageLabel?: number } = {}): Promise<Setup> {
  const db = t.db.db;
  const owner = await userByEmail(db, 'demo@talentbase.dev');
  const projectId = await makeProject(db, owner);
  const profileId = await makeCandidate(db, owner.teamId, {
    fullName: 'Robin Recipient',
    projectId,
    stageId: opts.stageId ?? 2,
    stageLabel: opts.stageLabel ?? 2,
  });
  const campaign = await makeCampaign(db, owner, { projectId });
  const thread = await makeThread(db, campaign, {
    profileId,
    projectId,
    recipientEmail: email,
    isDelivered: true,
  });
  const sent = await makeMessage(db, thread, { step: 1, status: 'sent', delivered: true });
  const scheduled = await makeMessage(db, thread, { step: 2, status: 'scheduled' });
  return { thread, sent, scheduled, projectId, profileId };
}

const path = (url: string) => url.replace(BASE, '');

async function events(messageRowId: number, kind?: string) {
  const { rows } = await t.db.pool.query(
    `select kind, url from engage_events where message_row_id = $1 ${kind ? 'and kind = $2' : ''} order by id`,
    kind ? [messageRowId, kind] : [messageRowId],
  );
  return rows as { kind: string; url: string | null }[];
}

async function pipelinePlace(projectId: number, profileId: number) {
  const { rows } = await t.db.pool.query(
    'select stage_id, stage_label, engagement_status from project_candidates where project_id = $1 and profile_id = $2',
    [projectId, profileId],
  );
  return rows[0];
}

describe('open pixel', () => {
  it('records the open, the first-open time, the thread flag and the pipeline label, and answers a GIF', async () => {
    const s = await setup('open1@example.org');
    const urls = trackingUrls(BASE, key, s.sent);
    const res = await t.app.inject({ method: 'GET', url: path(urls.open) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(String(res.headers['cache-control'])).toContain('no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect(await events(s.sent, 'open')).toHaveLength(1);
    const { rows } = await t.db.pool.query(
      'select m.opened_at, t.is_opened from engage_messages m join engage_threads t on t.id = m.thread_id where m.id = $1',
      [s.sent],
    );
    expect(rows[0].opened_at).not.toBeNull();
    expect(rows[0].is_opened).toBe(true);
    // Contacted (2), Email delivered (2) -> Email opened (3)
    expect(await pipelinePlace(s.projectId, s.profileId)).toMatchObject({ stage_id: 2, stage_label: 3 });

    // A second open is another event; the first-open time stays.
    const first = rows[0].opened_at as Date;
    await t.app.inject({ method: 'GET', url: path(urls.open) });
    expect(await events(s.sent, 'open')).toHaveLength(2);
    const again = await t.db.pool.query('select opened_at from engage_messages where id = $1', [s.sent]);
    expect((again.rows[0].opened_at as Date).getTime()).toBe(first.getTime());
  });

  it('answers the same GIF for forged, neighbouring and other-kind tokens and records nothing', async () => {
    const s = await setup('open2@example.org');
    const good = signTrackingToken(key, 'open', s.sent);
    const otherKey = trackingKey(Buffer.from('another-secrets-key-of-enough-length-000', 'utf8'));
    const forged = [
      `${good.slice(0, -2)}AA`,
      // the neighbouring row with this row's MAC
      good.replace(/^o[0-9a-z]+\./, `o${(s.sent + 1).toString(36)}.`),
      signTrackingToken(otherKey, 'open', s.sent),
      signTrackingToken(key, 'unsubscribe', s.sent).replace(/^u/, 'o'),
      signTrackingToken(key, 'click', s.sent, 'https://example.org/'),
      'garbage',
      'x'.repeat(90),
    ];
    for (const token of forged) {
      const res = await t.app.inject({ method: 'GET', url: `/api/tb-v2/v1/engage/t/o/${token}.gif` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
    }
    expect(await events(s.sent)).toEqual([{ kind: 'delivered', url: null }]);
  });

  it('records nothing for a message that has not gone out', async () => {
    const s = await setup('open3@example.org');
    const res = await t.app.inject({ method: 'GET', url: path(trackingUrls(BASE, key, s.scheduled).open) });
    expect(res.statusCode).toBe(200);
    expect(await events(s.scheduled)).toEqual([]);
  });
});

describe('click redirect', () => {
  it('records the click (and the open it implies) and redirects to the signed address', async () => {
    const s = await setup('click1@example.org');
    const target = 'https://jobs.example.org/backend?ref=mail&x=1';
    const res = await t.app.inject({
      method: 'GET',
      url: path(trackingUrls(BASE, key, s.sent).click(target)),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(target);
    expect(await events(s.sent, 'click')).toEqual([{ kind: 'click', url: target }]);
    const { rows } = await t.db.pool.query(
      `select m.opened_at, m.clicked_at, t.is_opened, t.is_clicked
         from engage_messages m join engage_threads t on t.id = m.thread_id where m.id = $1`,
      [s.sent],
    );
    expect(rows[0]).toMatchObject({ is_opened: true, is_clicked: true });
    expect(rows[0].opened_at).not.toBeNull();
    expect(rows[0].clicked_at).not.toBeNull();
    // Contacted, Email clicked (4), engagement code EmailClickthrough (8)
    expect(await pipelinePlace(s.projectId, s.profileId)).toMatchObject({
      stage_id: 2,
      stage_label: 4,
      engagement_status: 8,
    });
  });

  it('is a 404 page, never a redirect, for an unsigned address or a bad token', async () => {
    const s = await setup('click2@example.org');
    const signed = trackingUrls(BASE, key, s.sent).click('https://jobs.example.org/a');
    const token = /\/t\/c\/([^?]+)/.exec(signed)?.[1] ?? '';
    const tries = [
      `/api/tb-v2/v1/engage/t/c/${token}?u=${encodeURIComponent('https://evil.example.com/')}`,
      `/api/tb-v2/v1/engage/t/c/${token}?u=${encodeURIComponent('https://jobs.example.org/b')}`,
      `/api/tb-v2/v1/engage/t/c/${token}`,
      `/api/tb-v2/v1/engage/t/c/${token}x?u=${encodeURIComponent('https://jobs.example.org/a')}`,
      `/api/tb-v2/v1/engage/t/c/${signTrackingToken(key, 'click', s.sent, 'javascript:alert(1)')}?u=${encodeURIComponent('javascript:alert(1)')}`,
      `/api/tb-v2/v1/engage/t/c/${token}?u=a&u=b`,
      `/api/tb-v2/v1/engage/t/c/${token}?u=${encodeURIComponent(`https://jobs.example.org/a${'z'.repeat(5000)}`)}`,
    ];
    for (const url of tries) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Link not found');
    }
    // A path part over the router's limit is refused by the framework (400), still no redirect.
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/tb-v2/v1/engage/t/c/${'y'.repeat(3000)}?u=${encodeURIComponent('https://jobs.example.org/a')}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.headers.location).toBeUndefined();
    expect(await events(s.sent, 'click')).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it('GET shows a page with a button and changes nothing', async () => {
    const s = await setup('unsub1@example.org');
    const before = await t.db.pool.query('select count(*)::int as n from engage_suppressions');
    const res = await t.app.inject({ method: 'GET', url: path(trackingUrls(BASE, key, s.sent).unsubscribe) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post">');
    expect(res.body).toContain('You will not receive further emails from');
    expect(res.body).not.toContain('unsub1@example.org');
    const after = await t.db.pool.query('select count(*)::int as n from engage_suppressions');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const msg = await t.db.pool.query('select status from engage_messages where id = $1', [s.scheduled]);
    expect(msg.rows[0].status).toBe('scheduled');
    expect(await events(s.sent, 'unsubscribe')).toEqual([]);
  });

  it('RFC 8058 one-click POST (no cookies, no CSRF token) suppresses and cancels the scheduled rows at once', async () => {
    const s = await setup('Unsub2@Example.org');
    const res = await t.app.inject({
      method: 'POST',
      url: path(trackingUrls(BASE, key, s.sent).unsubscribe),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const sup = await t.db.pool.query('select email, reason from engage_suppressions where email = $1', [
      'unsub2@example.org',
    ]);
    expect(sup.rows).toEqual([{ email: 'unsub2@example.org', reason: 'unsubscribed' }]);
    const msg = await t.db.pool.query('select status from engage_messages where id = $1', [s.scheduled]);
    expect(msg.rows[0].status).toBe('cancelled');
    const thread = await t.db.pool.query('select is_active, status from engage_threads where id = $1', [
      s.thread.id,
    ]);
    expect(thread.rows[0]).toEqual({ is_active: false, status: 'cancelled' });
    expect(await events(s.sent, 'unsubscribe')).toHaveLength(1);

    // Idempotent: again (and the page's button) add nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: path(trackingUrls(BASE, key, s.sent).unsubscribe),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=1',
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You are unsubscribed');
    expect(await events(s.sent, 'unsubscribe')).toHaveLength(1);
    const page = await t.app.inject({
      method: 'GET',
      url: path(trackingUrls(BASE, key, s.sent).unsubscribe),
    });
    expect(page.body).toContain('You are unsubscribed');
    expect(page.body).not.toContain('<form');
  });

  it('records one unsubscribe however many arrive at once', async () => {
    const s = await setup('unsub5@example.org');
    const url = path(trackingUrls(BASE, key, s.sent).unsubscribe);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await events(s.sent, 'unsubscribe')).toHaveLength(1);
    const sup = await t.db.pool.query(
      `select count(*)::int as n from engage_suppressions where email = 'unsub5@example.org'`,
    );
    expect(sup.rows[0].n).toBe(1);
  });

  it('accepts the multipart one-click form too', async () => {
    const s = await setup('unsub3@example.org');
    const boundary = '---FormBoundaryjWmhtjORrn';
    const res = await t.app.inject({
      method: 'POST',
      url: path(trackingUrls(BASE, key, s.sent).unsubscribe),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Unsubscribed');
    const msg = await t.db.pool.query('select status from engage_messages where id = $1', [s.scheduled]);
    expect(msg.rows[0].status).toBe('cancelled');
  });

  it('answers 404 to forged tokens and records nothing', async () => {
    const s = await setup('unsub4@example.org');
    const good = signTrackingToken(key, 'unsubscribe', s.sent);
    for (const token of [
      `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
      good.replace(/^u[0-9a-z]+\./, `u${(s.sent - 1).toString(36)}.`),
      signTrackingToken(key, 'open', s.sent),
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/tb-v2/v1/engage/u/${token}`,
          ...(method === 'POST'
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: 'List-Unsubscribe=One-Click',
              }
            : {}),
        });
        expect(res.statusCode).toBe(404);
      }
    }
    const { rows } = await t.db.db.execute(
      sql`select 1 from engage_suppressions where email = 'unsub4@example.org'`,
    );
    expect(rows).toEqual([]);
    const msg = await t.db.pool.query('select status from engage_messages where id = $1', [s.scheduled]);
    expect(msg.rows[0].status).toBe('scheduled');
  });
});
