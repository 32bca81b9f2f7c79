/**
 * Webhooks through the real job queue, as the worker runs them: the change that writes an event
 * queues a sweep, the sweep fans the event out and queues one `webhook-delivery` job per delivery,
 * and the worker makes the signed call within seconds. The
 * app seals the signing secret with the key from SECRETS_KEY, the job opens it the same way.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { webhookDeliveryJob, webhookSweepJob } from './webhook-jobs';
import { run as sweep } from './webhook-sweep.handler';

let t: TestApp;
let queue: JobQueue;
let receiver: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ seed: true, env: { SECRETS_KEY: crypto.randomBytes(32).toString('hex') } });
  queue = await startQueue(t.db.url, [webhookSweepJob, webhookDeliveryJob], {
    info: () => {},
    error: () => {},
  });
  // Only the webhook jobs run here.
  await queue.startWorkers(t.db.db);
}, 120_000);

afterAll(async () => {
  await queue?.stop();
  await t?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const quiet = { info: () => {}, error: () => {} };

describe('webhook jobs', () => {
  it('sweep, one job per delivery, and a signed call made by the worker', async () => {
    const demo = new TestClient(t.app);
    expect((await demo.login('demo@talentbase.dev')).status).toBe(200);
    expect((await demo.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true })).status).toBe(
      200,
    );
    const port = (receiver.address() as AddressInfo).port;
    const hook = await demo.post('/api/api-access/webhooks', {
      url: `http://127.0.0.1:${port}/hook`,
      events: ['candidate.created'],
    });
    expect(hook.status).toBe(201);
    const key = (await demo.post('/api/api-access/keys', { name: 'Queue', scopes: ['candidates:write'] }))
      .body.secret;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/public/v1/candidates',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'Queued Quinn', emails: ['queued.quinn@example.org'] }),
    });
    expect(created.statusCode).toBe(201);

    // The change itself queued a sweep (not the minute's cron), in its own transaction.
    const sweeps = await t.db.db.execute(sql`select 1 from pgboss.job where name = 'webhook-sweep'`);
    expect(sweeps.rows).toHaveLength(1);

    const deadline = Date.now() + 30_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(1);
    const [one] = received;
    const body = JSON.parse(one?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'candidate.created',
      data: { candidateId: JSON.parse(created.body).id },
    });
    const [, ts, sig] =
      /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(one?.headers['talentbase-signature'])) ?? [];
    expect(sig).toBe(
      crypto.createHmac('sha256', hook.body.secret).update(`${ts}.${one?.body}`).digest('hex'),
    );
    await expect
      .poll(async () => (await t.db.db.execute(sql`select status from webhook_deliveries`)).rows)
      .toEqual([{ status: 'delivered' }]);
    // Sweeps that overlap (more changes, the cron) give the delivery no second job.
    await Promise.all([1, 2, 3].map(() => sweep({ limit: 500 }, { db: t.db.db, log: quiet })));
    const jobs = await t.db.db.execute(sql`select 1 from pgboss.job where name = 'webhook-delivery'`);
    expect(jobs.rows).toHaveLength(1);
    expect(received).toHaveLength(1);
  }, 60_000);

  it('overlapping sweeps queue one job per due delivery', async () => {
    // No worker from here: the jobs the sweeps write stay waiting, to be counted.
    await queue.stop();
    const [endpoint] = (
      await t.db.db.execute<{ id: string; team_id: string }>(
        sql`select id, team_id from webhook_endpoints limit 1`,
      )
    ).rows;
    const event = await t.db.db.execute<{ id: string }>(sql`
      insert into webhook_events (team_id, type, data, dispatched_at)
      values (${endpoint?.team_id}, 'candidate.created', '{}'::jsonb, now()) returning id`);
    await t.db.db.execute(sql`
      insert into webhook_deliveries (team_id, endpoint_id, event_id, next_attempt_at, status)
      values (${endpoint?.team_id}, ${endpoint?.id}, ${event.rows[0]?.id}, now(), 'pending')`);
    await Promise.all([1, 2, 3, 4].map(() => sweep({ limit: 500 }, { db: t.db.db, log: quiet })));
    const jobs = await t.db.db.execute(
      sql`select 1 from pgboss.job where name = 'webhook-delivery' and state = 'created'`,
    );
    expect(jobs.rows).toHaveLength(1);
  }, 60_000);
});
