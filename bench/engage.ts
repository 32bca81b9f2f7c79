/**
 * `npm run bench:engage`: the Engage delivery engine against a real SMTP server (a child process
 * running `smtp-server`, bench/lib/smtp-sink.ts), on an embedded PostgreSQL under .bench-data.
 *
 *  - enrol: 10,000 candidates into a three-step sequence through the enrolment service (one
 *    transaction: threads, first-step rows, pg-boss jobs), three runs; naive peer: the same work
 *    row by row (one transaction and one job send per candidate) on 1,000, scaled to 10,000.
 *  - drain: 10,000 due first steps through the real worker (pg-boss jobs, batch path, pooled SMTP
 *    connections, caps lifted); naive peer: one row per transaction and one SMTP connection per
 *    message, on 1,000.
 *  - lateness: 10,000 messages falling due over 30 s (a burst at 333 per second); lateness is the
 *    SMTP server's receipt time minus the row's due time; naive peer: one job per fetch (pg-boss
 *    defaults, no batch path), 1,000 messages over 3 s.
 *  - crash (`npm run bench:engage -- --crash`, separately: it takes about fifteen minutes): the worker as a child process, killed with SIGKILL at
 *    random moments and restarted, over 50 trials of 1,000 messages; counts lost messages and
 *    duplicates by Message-ID at the SMTP server.
 * Writes bench/results/engage.json and the Engage section of docs/PERFORMANCE.md.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import type { Database } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { type JobQueue, startQueue } from '../apps/server/src/jobs/queue';
import { deliverMessages } from '../apps/server/src/modules/engage/delivery/deliver';
import {
  type DeliveryConfig,
  deliveryConfigFrom,
  setDeliveryConfig,
} from '../apps/server/src/modules/engage/delivery/delivery-config';
import { deliverySweepJob } from '../apps/server/src/modules/engage/delivery/delivery-sweep.job';
import { createCampaign, createCandidates } from '../apps/server/src/modules/engage/delivery/engage-seed';
import { closeEngine } from '../apps/server/src/modules/engage/delivery/engine';
import { enqueueSendJobs } from '../apps/server/src/modules/engage/delivery/send-jobs';
import { sendMessageJob } from '../apps/server/src/modules/engage/delivery/send-message.job';
import { createSenderCache } from '../apps/server/src/modules/engage/delivery/sender-cache';
import { sweepDueMessages } from '../apps/server/src/modules/engage/delivery/sweep';
import { checkCandidateFacts } from '../apps/server/src/modules/engage/enrolment/candidate-check';
import { enrolCandidates } from '../apps/server/src/modules/engage/enrolment/enrolment.service';
import { messageIdFor } from '../apps/server/src/modules/engage/mail/message-id';
import { createSmtpSender } from '../apps/server/src/modules/engage/mail/smtp-transport';
import { benchDataDir, freePort, openBenchDatabase, repoRoot } from './lib/bench-cluster';
import { finishBench, type Metric, progress, replaceSection, single, summarize } from './lib/stats';

const { values: args } = parseArgs({
  options: {
    crash: { type: 'boolean', default: false },
    /** Only rewrite the docs/PERFORMANCE.md section from the stored results. */
    report: { type: 'boolean', default: false },
    trials: { type: 'string', default: '50' },
    scale: { type: 'string', default: '10000' },
  },
});
const SCALE = Number(args.scale);
const TRIALS = Number(args.trials);
const CRASH_MESSAGES = 1000;
const NAIVE_LATENESS = 60;
const SECRETS_KEY = 'bench-engage-secrets-key-0123456789abcdef';
const PUBLIC_URL = 'https://bench.example.com';
const here = path.dirname(new URL(import.meta.url).pathname);

const TARGETS: Record<string, string> = {
  enrol_10000: '<= 2000 ms',
  drain_rate: '>= 500 msg/s',
  lateness: 'p95 <= 2000 ms',
  crash_lost: '0',
  crash_duplicates_foreign_id: '0',
};

const STEPS = [
  {
    subject: 'Hello {{firstName}}',
    body: '<p>Hi {{firstName}}, a role at <a href="https://jobs.example.com/1">Acme</a>.</p>',
  },
  {
    subject: 'Following up',
    body: '<p>Any thoughts?</p>',
    delaySeconds: 259200,
    delayType: 'WEEKDAYS' as const,
  },
  { subject: 'Last note', body: '<p>Last one.</p>', delaySeconds: 259200, delayType: 'WEEKDAYS' as const },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The SMTP sink (child process).

type Sink = {
  port: number;
  dump: () => Promise<[string, number][]>;
  clear: () => Promise<void>;
  stop: () => void;
};

async function startSink(): Promise<Sink> {
  const port = await freePort();
  const child = fork(path.join(here, 'lib', 'smtp-sink.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waitFor = <T>(key: string) =>
    new Promise<T>((resolve) => {
      const on = (msg: Record<string, unknown>) => {
        if (key in msg) {
          child.off('message', on);
          resolve(msg[key] as T);
        }
      };
      child.on('message', on);
    });
  await waitFor<number>('ready');
  return {
    port,
    dump: async () => {
      const p = waitFor<[string, number][]>('received');
      child.send({ cmd: 'dump' });
      return p;
    },
    clear: async () => {
      const p = waitFor<boolean>('cleared');
      child.send({ cmd: 'clear' });
      await p;
    },
    stop: () => child.kill('SIGKILL'),
  };
}

// ---------------------------------------------------------------------------------------------
// Setup.

type Ctx = {
  db: Database;
  pool: import('pg').Pool;
  url: string;
  teamId: string;
  orgId: string;
  userId: string;
  config: DeliveryConfig;
  sink: Sink;
  profiles: number[];
};

async function q<T = Record<string, unknown>>(ctx: Pick<Ctx, 'pool'>, text: string, values: unknown[] = []) {
  return (await ctx.pool.query(text, values)).rows as T[];
}

async function resetEngage(ctx: Pick<Ctx, 'pool'>) {
  await q(
    ctx,
    'truncate engage_events, engage_messages, engage_threads, engage_steps, engage_campaigns, engage_mailbox_days, engage_suppressions cascade',
  );
  await q(ctx, "delete from pgboss.job where name in ('engage-send-message', 'engage-delivery-sweep')").catch(
    () => {},
  );
}

async function newCampaign(ctx: Ctx, name: string, status = 'ongoing'): Promise<number> {
  return createCampaign(ctx.db, { teamId: ctx.teamId, userId: ctx.userId, name, status, steps: STEPS });
}

async function waitSent(ctx: Ctx, campaignId: number, expected: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  let last = -1;
  while (Date.now() < until) {
    const [r] = await q<{ n: number }>(
      ctx,
      "select count(*)::int as n from engage_messages where campaign_id = $1 and step = 1 and status = 'sent'",
      [campaignId],
    );
    if ((r?.n ?? 0) !== last) {
      last = r?.n ?? 0;
      progress('  sent', last, expected);
    }
    if (last >= expected) return true;
    await sleep(100);
  }
  return false;
}

const caller = (ctx: Ctx) => ({
  scope: { teamId: ctx.teamId, orgId: ctx.orgId, userId: ctx.userId },
  ip: null,
});

// ---------------------------------------------------------------------------------------------
// Enrolment.

async function naiveEnrol(ctx: Ctx, campaignId: number, ids: number[]): Promise<number> {
  const t0 = performance.now();
  for (const id of ids) {
    await ctx.db.transaction(async (tx) => {
      const [facts] = await checkCandidateFacts(tx, ctx.teamId, [id], {
        channel: 'Email',
        checkConflict: true,
        checkGdpr: true,
        campaignId,
      });
      if (!facts || facts.reasons.length > 0) return;
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into engage_threads (team_id, campaign_id, profile_id, user_id, recipient_name, recipient_email)
        values (${ctx.teamId}, ${campaignId}, ${id}, ${ctx.userId}, ${facts.fullName}, ${facts.email?.toLowerCase() ?? null})
        returning id`);
      const threadId = String(rows[0]?.id);
      const made = await tx.execute<{ id: string }>(sql`
        insert into engage_messages (team_id, thread_id, campaign_id, step, due_at, message_id)
        values (${ctx.teamId}, ${threadId}, ${campaignId}, 1, now(),
                ${messageIdFor({ threadId, step: 1 }, 'northwind.example', ctx.config.messageIdSecret)})
        returning id`);
      await enqueueSendJobs(tx, [{ messageRowId: Number(made.rows[0]?.id), startAfter: new Date() }]);
    });
  }
  return performance.now() - t0;
}

// ---------------------------------------------------------------------------------------------
// Workers.

async function startEngine(ctx: Ctx, variant: 'batch' | 'naive'): Promise<JobQueue> {
  closeEngine();
  const job =
    variant === 'batch' ? sendMessageJob : { ...sendMessageJob, batchSize: 1, pollingIntervalSeconds: 0.5 };
  const queue = await startQueue(ctx.url, [job, deliverySweepJob], { info: () => {}, error: () => {} });
  await queue.startWorkers(ctx.db);
  return queue;
}

async function latenessOf(ctx: Ctx, campaignId: number): Promise<number[]> {
  const rows = await q<{ message_id: string; due_at: Date }>(
    ctx,
    'select message_id, due_at from engage_messages where campaign_id = $1 and step = 1',
    [campaignId],
  );
  const due = new Map(rows.map((r) => [r.message_id, new Date(r.due_at).getTime()]));
  const out: number[] = [];
  for (const [id, at] of await ctx.sink.dump()) {
    const d = due.get(id);
    if (d !== undefined) out.push(Math.max(0, at - d));
  }
  return out;
}

/** Spreads the campaign's first steps over `spanMs` from `start`, with a job per row at its due time. */
async function burst(ctx: Ctx, campaignId: number, start: number, spanMs: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; due_at: Date }>(sql`
      with r as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n
                   from engage_messages where campaign_id = ${campaignId} and step = 1)
      update engage_messages m set due_at = to_timestamp((${start}::float8 + r.k * ${spanMs}::float8 / r.n) / 1000.0)
        from r where m.id = r.id returning m.id, m.due_at`);
    await tx.execute(sql`
      delete from pgboss.job where name = 'engage-send-message'
         and singleton_key = any(${`{${rows.map((r) => `"engage-message:${r.id}"`).join(',')}}`}::text[])`);
    await enqueueSendJobs(
      tx,
      rows.map((r) => ({ messageRowId: Number(r.id), startAfter: new Date(r.due_at) })),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Crash test.

async function bundleCrashWorker(dir: string): Promise<string> {
  const out = path.join(dir, 'crash-worker.mjs');
  await build({
    entryPoints: [path.join(here, 'lib', 'engage-crash-worker.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    nodePaths: [path.join(repoRoot, 'node_modules')],
    plugins: [
      {
        name: 'external-third-party',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith('@talentbase/') ? undefined : { path: a.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return out;
}

function spawnWorker(file: string, ctx: Ctx): ChildProcess {
  return fork(file, [ctx.url, SECRETS_KEY, String(ctx.sink.port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    cwd: repoRoot,
  });
}

type CrashResult = {
  trials: number;
  messages: number;
  kills: number;
  lost: number;
  duplicates: number;
  foreign: number;
  secondsPerTrial: number[];
};

async function crashTest(ctx: Ctx, dir: string, trials: number): Promise<CrashResult> {
  const file = await bundleCrashWorker(dir);
  const pool = ctx.profiles.slice(0, CRASH_MESSAGES);
  const result: CrashResult = {
    trials,
    messages: 0,
    kills: 0,
    lost: 0,
    duplicates: 0,
    foreign: 0,
    secondsPerTrial: [],
  };
  for (let trial = 1; trial <= trials; trial++) {
    const t0 = performance.now();
    await ctx.sink.clear();
    const campaignId = await newCampaign(ctx, `Crash ${trial}`);
    await enrolCandidates(ctx.db, () => ctx.config, caller(ctx), campaignId, pool, { checkConflict: false });
    const done = async () =>
      (
        await q<{ n: number }>(
          ctx,
          "select count(*)::int as n from engage_messages where campaign_id = $1 and step = 1 and status <> 'sent'",
          [campaignId],
        )
      )[0]?.n === 0;
    // Kill the worker 1-3 times at random moments while it sends, then let it finish.
    const kills = 1 + Math.floor(Math.random() * 3);
    for (let k = 0; k < kills; k++) {
      const child = spawnWorker(file, ctx);
      const ts = performance.now();
      await new Promise<void>((resolve) => child.once('message', () => resolve()));
      if (process.env.BENCH_TRACE) console.log(`ready in ${Math.round(performance.now() - ts)} ms`);
      await sleep(50 + Math.random() * 1200);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      result.kills += 1;
    }
    const last = spawnWorker(file, ctx);
    const until = Date.now() + 120_000;
    const tf = performance.now();
    while (!(await done()) && Date.now() < until) await sleep(100);
    if (process.env.BENCH_TRACE) console.log(`final drain ${Math.round(performance.now() - tf)} ms`);
    last.kill('SIGTERM');
    await new Promise((r) => last.once('exit', r));
    await sleep(50);
    const rows = await q<{ message_id: string; status: string }>(
      ctx,
      'select message_id, status from engage_messages where campaign_id = $1 and step = 1',
      [campaignId],
    );
    const counts = new Map<string, number>();
    for (const [id] of await ctx.sink.dump()) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ours = new Set(rows.map((r) => r.message_id));
    for (const r of rows) {
      const n = counts.get(r.message_id) ?? 0;
      if (n === 0 || r.status !== 'sent') result.lost += 1;
      if (n > 1) result.duplicates += n - 1;
    }
    for (const id of counts.keys()) if (!ours.has(id)) result.foreign += 1;
    result.messages += rows.length;
    // The campaign is done: stop its later steps so the next trial starts clean.
    await q(ctx, "update engage_campaigns set status = 'finished' where id = $1", [campaignId]);
    await q(ctx, "update engage_threads set status = 'finished' where campaign_id = $1", [campaignId]);
    result.secondsPerTrial.push((performance.now() - t0) / 1000);
    progress('crash trials', trial, trials);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (args.report) {
    writePerformance();
    process.exit(0);
  }
  const dir = benchDataDir('engage');
  const handle = await openBenchDatabase(dir, 16);
  await applyMigrations(handle.db);
  await seedDemo(handle.db);
  const sink = await startSink();
  const [account] = (
    await handle.pool.query(
      `select u.id as user_id, m.team_id, t.org_id from users u join team_members m on m.user_id = u.id
         join teams t on t.id = m.team_id where u.email = 'demo@talentbase.dev'`,
    )
  ).rows;
  const config = deliveryConfigFrom(Buffer.from(SECRETS_KEY, 'utf8'), PUBLIC_URL, sink.port);
  setDeliveryConfig(config);
  const ctx: Ctx = {
    db: handle.db,
    pool: handle.pool,
    url: handle.url,
    teamId: account.team_id,
    orgId: account.org_id,
    userId: account.user_id,
    config,
    sink,
    profiles: [],
  };
  // The queue's tables and queues (no workers yet): enrolment writes its jobs into them.
  const setupQueue = await startQueue(ctx.url, [sendMessageJob, deliverySweepJob], {
    info: () => {},
    error: () => {},
  });
  await resetEngage(ctx);
  await q(
    ctx,
    `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address, daily_cap, min_spacing_seconds)
     values ($1, $2, 'local', 'Dana Demo', 'dana@northwind.example', 100000, 0)
     on conflict (team_id, user_id) do update set provider = 'local', daily_cap = 100000, min_spacing_seconds = 0`,
    [ctx.teamId, ctx.userId],
  );
  const need = SCALE * 3 + 2000;
  const have = await q<{ id: string }>(
    ctx,
    "select id from talent_profiles where team_id = $1 and source = 'import' and external_id like 'engagebench%' order by id",
    [ctx.teamId],
  );
  if (have.length < need) {
    console.log(`Making ${need - have.length} candidates ...`);
    await createCandidates(ctx.db, {
      teamId: ctx.teamId,
      count: need - have.length,
      tag: `engagebench${have.length}`,
    });
  }
  ctx.profiles = (
    await q<{ id: string }>(
      ctx,
      "select id from talent_profiles where team_id = $1 and source = 'import' and external_id like 'engagebench%' order by id",
      [ctx.teamId],
    )
  ).map((r) => Number(r.id));
  const sets = [0, 1, 2].map((k) => ctx.profiles.slice(k * SCALE, (k + 1) * SCALE));
  const naiveSet = ctx.profiles.slice(SCALE * 3, SCALE * 3 + 1000);

  const metrics: Record<string, Metric> = {};
  const naivePeer: Record<string, Metric> = {};
  const peers: Record<string, Record<string, Metric>> = { naive_row_by_row: naivePeer };
  const notes: string[] = [];

  notes.push(`load average at the start: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`);
  if (!args.crash) {
    // Calibration: what this machine's SMTP path alone does right now (no database, no rendering).
    const raw = createSmtpSender(
      { host: '127.0.0.1', port: sink.port, security: 'none', user: 'bench', password: 'bench' },
      { pool: { maxConnections: 8, maxMessages: 100_000 } },
    );
    const r0 = performance.now();
    await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        raw.send({
          messageId: `<raw.${i}.${Date.now()}@bench.example>`,
          from: { name: 'Dana Demo', address: 'dana@northwind.example' },
          to: [{ name: 'Casey', address: `casey${i}@mail.example` }],
          subject: 'Hello Casey',
          text: 'Hi Casey, a role at Acme.',
          html: '<p>Hi Casey, a role at <a href="https://jobs.example.com/1">Acme</a>.</p>',
          headers: { 'List-Unsubscribe': '<https://bench.example.com/u>' },
        }),
      ),
    );
    metrics.smtp_only_rate = single((2000 / (performance.now() - r0)) * 1000, 'msg/s');
    raw.close();
    notes.push(
      'smtp_only_rate: 2,000 prebuilt messages over the same 8 pooled connections with no database work: the ceiling of the SMTP path on this machine during the run',
    );
    // Enrolment.
    console.log(`Enrolling ${SCALE} candidates, 3 runs ...`);
    const enrolTimes: number[] = [];
    const campaigns: number[] = [];
    for (let run = 0; run < 3; run++) {
      const campaignId = await newCampaign(ctx, `Bench ${run}`, run === 0 ? 'ongoing' : 'paused');
      campaigns.push(campaignId);
      const t0 = performance.now();
      const res = await enrolCandidates(ctx.db, () => ctx.config, caller(ctx), campaignId, sets[run] ?? [], {
        checkConflict: false,
      });
      enrolTimes.push(performance.now() - t0);
      if (res.enrolled !== SCALE) throw new Error(`enrolled ${res.enrolled} of ${SCALE}`);
      // Only the first run's messages are left due; the others wait for the lateness burst.
      if (run === 0)
        await q(ctx, "update engage_campaigns set status = 'paused' where id = $1", [campaignId]);
    }
    metrics.enrol_10000 = summarize(enrolTimes);
    const naiveCampaign = await newCampaign(ctx, 'Naive enrol', 'paused');
    const naiveMs = await naiveEnrol(ctx, naiveCampaign, naiveSet);
    naivePeer.enrol_10000 = single((naiveMs * SCALE) / naiveSet.length, 'ms');
    metrics.enrol_naive_ratio = single(
      (naiveMs * SCALE) / naiveSet.length / (metrics.enrol_10000.p50 || 1),
      'x',
    );
    notes.push(
      `naive enrol_10000: ${naiveSet.length} candidates row by row (one transaction and one job each), scaled to ${SCALE}`,
    );

    // Drain.
    console.log(`Draining ${SCALE} due first steps ...`);
    await sink.clear();
    const queue = await startEngine(ctx, 'batch');
    await sleep(1000);
    await q(ctx, "update engage_campaigns set status = 'ongoing' where id = $1", [campaigns[0]]);
    const t0 = performance.now();
    // Due rows whose jobs found the campaign paused get new jobs from the sweep, as in production.
    await sweepDueMessages(ctx.db);
    const ok = await waitSent(ctx, campaigns[0] as number, SCALE, 300_000);
    const drainMs = performance.now() - t0;
    const received = await sink.dump();
    metrics.drain_seconds = single(drainMs / 1000, 's');
    metrics.drain_rate = single((SCALE / drainMs) * 1000, 'msg/s');
    notes.push(
      `drain: ${received.length} messages received by the SMTP server for ${SCALE} rows (${ok ? 'all sent' : 'TIMED OUT'})`,
    );

    // Lateness under a burst: 10,000 due over 30 s.
    console.log(`Lateness: ${SCALE} messages due over 30 s ...`);
    await sink.clear();
    const burstCampaign = campaigns[1] as number;
    await burst(ctx, burstCampaign, Date.now() + 3000, 30_000);
    await q(ctx, "update engage_campaigns set status = 'ongoing' where id = $1", [burstCampaign]);
    await waitSent(ctx, burstCampaign, SCALE, 300_000);
    metrics.lateness = summarize(await latenessOf(ctx, burstCampaign));
    await queue.stop();

    // Naive peers: one row per transaction and a new SMTP connection per message.
    console.log('Naive drain: 1,000 messages, one connection each ...');
    const naiveDrainCampaign = campaigns[2] as number;
    await q(ctx, "update engage_campaigns set status = 'ongoing' where id = $1", [naiveDrainCampaign]);
    const rows = (
      await q<{ id: string }>(
        ctx,
        'select id from engage_messages where campaign_id = $1 and step = 1 order by id limit 1000',
        [naiveDrainCampaign],
      )
    ).map((r) => Number(r.id));
    const naiveSenders = createSenderCache({ pool: false });
    const nd0 = performance.now();
    for (const id of rows) await deliverMessages(ctx.db, { config, senders: naiveSenders }, { ids: [id] });
    const naiveDrainMs = performance.now() - nd0;
    naiveSenders.closeAll();
    naivePeer.drain_rate = single((rows.length / naiveDrainMs) * 1000, 'msg/s');
    metrics.drain_naive_ratio = single(metrics.drain_rate.p50 / ((rows.length / naiveDrainMs) * 1000), 'x');

    console.log(`Naive lateness: ${NAIVE_LATENESS} messages due over 3 s, one job per fetch ...`);
    await sink.clear();
    await q(ctx, "update engage_campaigns set status = 'paused' where id = $1", [naiveDrainCampaign]);
    const lateCampaign = await newCampaign(ctx, 'Naive lateness', 'paused');
    const lateSet = naiveSet.slice(0, NAIVE_LATENESS);
    await enrolCandidates(ctx.db, () => ctx.config, caller(ctx), lateCampaign, lateSet, {
      checkConflict: false,
    });
    await q(ctx, "delete from pgboss.job where name = 'engage-send-message' and state = 'created'");
    await burst(ctx, lateCampaign, Date.now() + 3000, 3000);
    await q(ctx, "update engage_campaigns set status = 'ongoing' where id = $1", [lateCampaign]);
    const naiveQueue = await startEngine(ctx, 'naive');
    await waitSent(ctx, lateCampaign, lateSet.length, 120_000);
    naivePeer.lateness = summarize(await latenessOf(ctx, lateCampaign));
    notes.push(
      `naive lateness: ${NAIVE_LATENESS} messages due over 3 s, one job per fetch (no batch path), 0.5 s polling`,
    );
    await naiveQueue.stop();
    closeEngine();
    await q(ctx, "update engage_campaigns set status = 'finished' where id = any($1)", [
      [...campaigns, naiveCampaign, lateCampaign],
    ]);
  }

  if (args.crash) {
    console.log(`Crash test: ${TRIALS} trials of ${CRASH_MESSAGES} messages, worker killed with SIGKILL ...`);
    const crash = await crashTest(ctx, dir, TRIALS);
    metrics.crash_lost = single(crash.lost, 'messages');
    metrics.crash_duplicates = single(crash.duplicates, 'messages');
    metrics.crash_duplicates_foreign_id = single(crash.foreign, 'messages');
    metrics.crash_trial = summarize(crash.secondsPerTrial.map((s) => s * 1000));
    notes.push(
      `crash: ${crash.trials} trials, ${crash.messages} messages, ${crash.kills} SIGKILLs; lost ${crash.lost}; ` +
        `${crash.duplicates} duplicates, every one with its row's own Message-ID (${crash.foreign} with another id)`,
    );
  }

  notes.push(`load average at the end: ${os.loadavg()[0]?.toFixed(1)}`);
  await setupQueue.stop();
  sink.stop();
  const postgres = (await handle.pool.query('show server_version')).rows[0].server_version as string;
  await handle.stop();
  const result = finishBench(repoRoot, {
    name: args.crash ? 'engage-crash' : 'engage',
    scale: args.crash ? CRASH_MESSAGES : SCALE,
    postgres,
    command: args.crash
      ? `npm run bench:engage -- --crash --trials ${TRIALS}`
      : `npm run bench:engage -- --scale ${SCALE}`,
    metrics,
    peers,
    targets: TARGETS,
    notes,
  });
  void result;
  writePerformance();
  process.exit(0);
}

type Stored = {
  command: string;
  date: string;
  machine: { cpus: number; cpuModel: string };
  metrics: Record<string, Metric>;
  peers: Record<string, Record<string, Metric>>;
  notes?: string[];
};

function readResult(name: string): Stored | null {
  const file = path.join(repoRoot, 'bench', 'results', `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Stored) : null;
}

/** The Engage section of docs/PERFORMANCE.md, from the last default run and the last crash run. */
function writePerformance() {
  const main = readResult('engage');
  const crash = readResult('engage-crash');
  const metrics = { ...(main?.metrics ?? {}), ...(crash?.metrics ?? {}) };
  const naive = main?.peers?.naive_row_by_row ?? {};
  const m = (k: string, f: keyof Metric = 'p50') =>
    metrics[k] ? `${metrics[k][f]} ${metrics[k].unit}` : 'not run';
  const nm = (k: string, f: keyof Metric = 'p50') =>
    naive[k] ? `${naive[k][f]} ${naive[k].unit}` : 'not run';
  const notes = [...(main?.notes ?? []), ...(crash?.notes ?? [])];
  const body = `## Engage: enrolment, delivery and the crash test

\`${main?.command ?? 'npm run bench:engage'}\` (${main?.date ?? 'not run'}) and
\`${crash?.command ?? 'npm run bench:engage -- --crash'}\` (${crash?.date ?? 'not run'}); results in
\`bench/results/engage.json\` and \`bench/results/engage-crash.json\`. A real SMTP server
(\`smtp-server\` in a child process) receives every message; PostgreSQL is the embedded 18.x with
the product's settings; ${main?.machine.cpus ?? 2} cores (${main?.machine.cpuModel ?? ''}). The machine was
shared with other work during these runs (load averages in the notes), so times and rates are
pessimistic; \`smtp_only_rate\` (${m('smtp_only_rate')}) is what the SMTP path alone reached in the same
minute, with no database work and nothing to render.

| What | Ours | Naive peer | Target |
|---|---|---|---|
| Enrol 10,000 candidates into a three-step sequence (p50 of 3) | ${m('enrol_10000')} (max ${m('enrol_10000', 'p99')}) | ${nm('enrol_10000')} (row by row, scaled from 1,000); ours ${m('enrol_naive_ratio')} faster | <= 2 s |
| Drain 10,000 due first steps, pooled connections, caps lifted | ${m('drain_rate')} (${m('drain_seconds')}) | ${nm('drain_rate')} (one row per transaction, one connection per message); ours ${m('drain_naive_ratio')} faster | >= 500 msg/s |
| Lateness, 10,000 due over 30 s | p50 ${m('lateness')}, p95 ${m('lateness', 'p95')}, p99 ${m('lateness', 'p99')} | p95 ${nm('lateness', 'p95')} (one job per fetch) | p95 <= 2 s |
| Crash test: lost messages | ${m('crash_lost')} | | 0 |
| Crash test: duplicates (each with its original Message-ID) | ${m('crash_duplicates')} (${m('crash_duplicates_foreign_id')} with another id) | | only sends whose commit was lost |

${notes.map((n) => `- ${n}`).join('\n')}

How: enrolment is set-based (one insert each for threads, first-step rows and pg-boss jobs, in
one transaction). The worker fetches send jobs 100 at a time and, while a burst lasts, three loops
take due rows with \`FOR UPDATE SKIP LOCKED\`, render them and send them in parallel over the
mailbox's pooled SMTP connections, and record each batch in the transaction that locked it. The
crash test kills the worker process with SIGKILL one to three times per trial at random moments
and restarts it; a send whose transaction had not committed is sent again with the same
Message-ID (docs/decisions.md "Engage: the delivery engine").`;
  replaceSection(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), 'engage', body);
}

main().catch((error) => {
  console.error(
    error instanceof Error
      ? `${error.message.slice(0, 2000)}\n${error.stack?.split('\n').slice(0, 8).join('\n')}`
      : error,
  );
  process.exit(1);
});
