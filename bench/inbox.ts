/**
 * `npm run bench:inbox`: what comes back to a mailbox, read over IMAP from a real Dovecot (the
 * test harness's throw-away server) into an embedded PostgreSQL under .bench-data.
 *
 *  - throughput: 10,000 replies to 10,000 sent first steps, appended to the INBOX, then read by the
 *    poller (pollMailbox, as the worker runs it: FETCH in batches, intake one transaction per
 *    message, thread stopped, pipeline moved). Rate = messages matched to threads per second.
 *    Naive peer: the same poller asking for one message per FETCH and taking in one at a time, on 1,000.
 *  - stop-on-reply: 100 candidates whose second step falls due over the run; each replies at a
 *    random moment while the delivery engine keeps sending due steps (to an in-process SMTP
 *    catcher) and the poller reads the mailbox every `--interval` seconds as the worker does
 *    (pollForAWhile). Latency = the reply's intake commit minus the moment it reached the INBOX;
 *    target: at most one poll interval plus 5 s. Also counted: second steps sent after their
 *    thread's reply was taken in (target 0).
 * Writes bench/results/inbox.json and the Inbox section of docs/PERFORMANCE.md.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { drainDue } from '../apps/server/src/modules/engage/delivery/deliver';
import {
  deliveryConfigFrom,
  setDeliveryConfig,
} from '../apps/server/src/modules/engage/delivery/delivery-config';
import type { DeliveryDeps } from '../apps/server/src/modules/engage/delivery/delivery-types';
import { createCampaign, createCandidates } from '../apps/server/src/modules/engage/delivery/engage-seed';
import { createSenderCache } from '../apps/server/src/modules/engage/delivery/sender-cache';
import { mailboxImapSecretAad } from '../apps/server/src/modules/engage/inbound/mailbox-imap';
import {
  type PollDeps,
  pollForAWhile,
  pollMailbox,
} from '../apps/server/src/modules/engage/inbound/poll-mailboxes';
import { MailCatcher } from '../apps/server/src/modules/engage/mail/mail-catcher';
import { messageIdFor } from '../apps/server/src/modules/engage/mail/message-id';
import { startImapServer, type TestImapServer } from '../apps/server/src/test/imap-server';
import { benchDataDir, openBenchDatabase, repoRoot } from './lib/bench-cluster';
import { finishBench, type Metric, progress, replaceSection, single, summarize } from './lib/stats';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '10000' },
    replies: { type: 'string', default: '100' },
    /** The poll interval of the stop-on-reply run (the product's default is 120 s). */
    interval: { type: 'string', default: '20' },
  },
});
const SCALE = Number(args.scale);
const REPLIES = Number(args.replies);
const INTERVAL = Number(args.interval);
const NAIVE = Math.min(1000, SCALE);
const SECRETS_KEY = 'bench-inbox-secrets-key-0123456789abcdef';
const PUBLIC_URL = 'https://bench.example.com';
const DOMAIN = 'northwind.example';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Ctx = {
  db: import('../apps/server/src/db/client').Database;
  pool: import('pg').Pool;
  teamId: string;
  userId: string;
  projectId: number;
  mailboxId: number;
  secret: string;
  imap: TestImapServer;
};

async function q<T = Record<string, unknown>>(ctx: Pick<Ctx, 'pool'>, text: string, values: unknown[] = []) {
  return (await ctx.pool.query(text, values)).rows as T[];
}

/**
 * `count` candidates in a two-step campaign whose first step went out a minute ago (the rows as
 * the engine leaves them) and whose second is due at `secondDue(i)`. Returns each thread's
 * recipient and the first step's Message-ID.
 */
async function sentThreads(
  ctx: Ctx,
  count: number,
  tag: string,
  secondDue: (i: number) => Date,
): Promise<{ threadId: number; email: string; messageId: string }[]> {
  const campaignId = await createCampaign(ctx.db, {
    teamId: ctx.teamId,
    userId: ctx.userId,
    projectId: ctx.projectId,
    name: `Inbox bench ${tag}`,
    steps: [
      { subject: 'A role at Northwind', body: '<p>Hi {{firstName}}</p>' },
      { subject: 'Following up', body: '<p>Any thoughts?</p>', delaySeconds: 3600 },
    ],
  });
  const profiles = await createCandidates(ctx.db, {
    teamId: ctx.teamId,
    projectId: ctx.projectId,
    count,
    tag,
  });
  const threads = await q<{ id: string; recipient_email: string; profile_id: string }>(
    ctx,
    `insert into engage_threads (team_id, campaign_id, project_id, profile_id, user_id, recipient_name, recipient_email)
     select $1, $2, $3, p.id, $4, p.full_name, lower(c.emails -> 0 ->> 'address')
       from unnest($5::bigint[]) as x(id) join talent_profiles p on p.id = x.id
       join talent_contacts c on c.profile_id = p.id
     returning id, recipient_email, profile_id`,
    [ctx.teamId, campaignId, ctx.projectId, ctx.userId, `{${profiles.join(',')}}`],
  );
  const rows = threads.map((t, i) => ({
    thread: Number(t.id),
    email: t.recipient_email,
    first: messageIdFor({ threadId: t.id, step: 1 }, DOMAIN, ctx.secret),
    second: messageIdFor({ threadId: t.id, step: 2 }, DOMAIN, ctx.secret),
    due: secondDue(i).toISOString(),
  }));
  await q(
    ctx,
    `insert into engage_messages (team_id, thread_id, campaign_id, step, status, due_at, message_id, subject, body, mailbox_id, sent_at)
     select $1, x.thread, $2, 1, 'sent', now() - interval '1 minute', x.first, 'A role at Northwind', '<p>Hi</p>', $3,
            now() - interval '1 minute'
       from jsonb_to_recordset($4::jsonb) as x(thread bigint, first text)`,
    [ctx.teamId, campaignId, ctx.mailboxId, JSON.stringify(rows)],
  );
  await q(
    ctx,
    `insert into engage_messages (team_id, thread_id, campaign_id, step, status, due_at, message_id)
     select $1, x.thread, $2, 2, 'scheduled', x.due, x.second
       from jsonb_to_recordset($3::jsonb) as x(thread bigint, second text, due timestamptz)`,
    [ctx.teamId, campaignId, JSON.stringify(rows)],
  );
  await q(ctx, `update engage_threads set is_delivered = true where campaign_id = $1`, [campaignId]);
  return rows.map((r) => ({ threadId: r.thread, email: r.email, messageId: r.first }));
}

/** A candidate's reply as their mail client sends it: threaded under the first step. */
function reply(to: { email: string; messageId: string }, i: number): string {
  return [
    `From: Casey <${to.email}>`,
    `To: Dana Demo <dana@${DOMAIN}>`,
    'Subject: Re: A role at Northwind',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <reply.${i}.${Date.now()}@mail.example>`,
    `In-Reply-To: ${to.messageId}`,
    `References: ${to.messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Yes, I am interested. When can we talk?',
    '',
    '> Hi Casey',
    '',
  ].join('\r\n');
}

async function resetMailbox(ctx: Ctx): Promise<void> {
  await q(
    ctx,
    `update engage_mailboxes set imap_host = '127.0.0.1', imap_port = $2, imap_security = 'none', imap_user = $3,
            imap_secret = $4, imap_status = 'ok', imap_uid_validity = null, imap_last_uid = 0,
            imap_next_poll_at = null
      where id = $1`,
    [
      ctx.mailboxId,
      ctx.imap.port,
      ctx.imap.user,
      pollDepsOf(ctx).secretBox.encrypt(ctx.imap.password, mailboxImapSecretAad(ctx.mailboxId)),
    ],
  );
}

let config: ReturnType<typeof deliveryConfigFrom>;
const pollDepsOf = (_ctx: Ctx, extra: Partial<PollDeps> = {}): PollDeps => ({
  secretBox: config.secretBox,
  messageIdSecret: config.messageIdSecret,
  intervalSeconds: INTERVAL,
  ...extra,
});

/** Appends messages to the INBOX over one IMAP connection (as many mail servers' deliveries would). */
async function appendAll(imap: TestImapServer, messages: string[], label: string): Promise<void> {
  for (let i = 0; i < messages.length; i++) {
    await imap.append(messages[i] as string);
    if (i % 500 === 0 || i === messages.length - 1) progress(label, i + 1, messages.length);
  }
}

/** Reads the mailbox until nothing is left; returns the ms it took and the messages matched. */
async function readAll(ctx: Ctx, deps: PollDeps): Promise<{ ms: number; replies: number; read: number }> {
  const t0 = performance.now();
  let replies = 0;
  let read = 0;
  for (;;) {
    const poll = await pollMailbox(ctx.db, ctx.mailboxId, deps);
    if (poll.error) throw new Error(`poll failed: ${poll.error}`);
    replies += poll.replies;
    read += poll.read;
    if (poll.read + poll.skipped + poll.unreadable === 0) break;
  }
  return { ms: performance.now() - t0, replies, read };
}

async function throughput(ctx: Ctx, count: number, tag: string, deps: PollDeps) {
  const threads = await sentThreads(ctx, count, tag, () => new Date(Date.now() + 7 * 86_400_000));
  await q(ctx, 'delete from engage_inbound where mailbox_id = $1', [ctx.mailboxId]);
  await ctx.imap.stop().catch(() => {});
  ctx.imap = await startImapServer();
  await resetMailbox(ctx);
  await appendAll(
    ctx.imap,
    threads.map((t, i) => reply(t, i)),
    `  appending ${tag}`,
  );
  const result = await readAll(ctx, deps);
  const [stopped] = await q<{ n: number }>(
    ctx,
    `select count(*)::int as n from engage_threads where id = any($1::bigint[]) and is_replied and not is_active`,
    [`{${threads.map((t) => t.threadId).join(',')}}`],
  );
  return { ...result, stopped: stopped?.n ?? 0, count };
}

async function stopOnReply(ctx: Ctx) {
  await ctx.imap.stop().catch(() => {});
  ctx.imap = await startImapServer();
  await resetMailbox(ctx);
  const catcher = new MailCatcher();
  const { port: smtpPort } = await catcher.start();
  const engineConfig = deliveryConfigFrom(Buffer.from(SECRETS_KEY, 'utf8'), PUBLIC_URL, smtpPort);
  const deps: DeliveryDeps = { config: engineConfig, senders: createSenderCache() };
  await q(
    ctx,
    `update engage_mailboxes set provider = 'local', daily_cap = 100000, min_spacing_seconds = 0 where id = $1`,
    [ctx.mailboxId],
  );
  // Replies arrive over SPAN ms; each candidate's second step falls due somewhere between just
  // before their reply and a poll interval after it, where a late poll would let it go out.
  const SPAN = 60_000;
  const start = Date.now() + 5_000;
  const arrivals = Array.from({ length: REPLIES }, () => start + Math.random() * SPAN);
  const threads = await sentThreads(ctx, REPLIES, `inboxlat${Date.now()}`, (i) => {
    const at = arrivals[i] as number;
    return new Date(at - 2_000 + Math.random() * (INTERVAL * 1000 + 4_000));
  });
  let done = false;
  const delivery = (async () => {
    while (!done) {
      await drainDue(ctx.db, deps, { batchSize: 100, budgetMs: 1_000 });
      await sleep(200);
    }
  })();
  const poller = pollForAWhile(ctx.db, pollDepsOf(ctx), {
    budgetMs: SPAN + INTERVAL * 1000 + 60_000,
    stop: () => done,
  });
  const appended = new Map<number, number>();
  const order = threads.map((t, i) => ({ t, i, at: arrivals[i] as number })).sort((a, b) => a.at - b.at);
  for (const { t, i, at } of order) {
    const wait = at - Date.now();
    if (wait > 0) await sleep(wait);
    await ctx.imap.append(reply(t, 100_000 + i));
    appended.set(t.threadId, Date.now());
    progress('  replies', appended.size, REPLIES);
  }
  // Until every reply is taken in (or clearly late).
  const until = Date.now() + INTERVAL * 1000 + 30_000;
  for (;;) {
    const [taken] = await q<{ n: number }>(
      ctx,
      `select count(distinct thread_id)::int as n from engage_inbound where thread_id = any($1::bigint[]) and kind = 'reply'`,
      [`{${threads.map((t) => t.threadId).join(',')}}`],
    );
    if ((taken?.n ?? 0) >= REPLIES || Date.now() > until) break;
    await sleep(500);
  }
  done = true;
  await Promise.all([delivery, poller]);
  deps.senders.closeAll();
  await catcher.stop();
  const rows = await q<{ thread_id: string; taken: Date; late_sends: number }>(
    ctx,
    `select i.thread_id, min(i.created_at) as taken,
            (select count(*)::int from engage_messages m
              where m.thread_id = i.thread_id and m.step = 2 and m.status = 'sent'
                and m.sent_at > min(i.created_at)) as late_sends
       from engage_inbound i where i.thread_id = any($1::bigint[]) and i.kind = 'reply'
      group by i.thread_id`,
    [`{${threads.map((t) => t.threadId).join(',')}}`],
  );
  const latencies = rows.map((r) => new Date(r.taken).getTime() - (appended.get(Number(r.thread_id)) ?? 0));
  const [sentBefore] = await q<{ n: number }>(
    ctx,
    `select count(*)::int as n from engage_messages where thread_id = any($1::bigint[]) and step = 2 and status = 'sent'`,
    [`{${threads.map((t) => t.threadId).join(',')}}`],
  );
  return {
    latencies,
    taken: rows.length,
    lateSends: rows.reduce((n, r) => n + r.late_sends, 0),
    sentBeforeReply: sentBefore?.n ?? 0,
  };
}

async function main() {
  const handle = await openBenchDatabase(benchDataDir('inbox'), 12);
  await applyMigrations(handle.db);
  await seedDemo(handle.db);
  const [account] = (
    await handle.pool.query(
      `select u.id as user_id, m.team_id from users u join team_members m on m.user_id = u.id
        where u.email = 'demo@talentbase.dev'`,
    )
  ).rows;
  config = deliveryConfigFrom(Buffer.from(SECRETS_KEY, 'utf8'), PUBLIC_URL, null);
  setDeliveryConfig(config);
  const [project] = (
    await handle.pool.query(
      `insert into projects (team_id, project_name, job_title, created_by)
       values ($1, 'Inbox bench', 'Site Reliability Engineer', $2) returning id`,
      [account.team_id, account.user_id],
    )
  ).rows;
  await handle.pool.query(
    'truncate engage_inbound, engage_events, engage_messages, engage_threads, engage_steps, engage_campaigns cascade',
  );
  await handle.pool.query(
    `insert into engage_team_settings (team_id, allow_private_hosts) values ($1, true)
     on conflict (team_id) do update set allow_private_hosts = true`,
    [account.team_id],
  );
  const [mailbox] = (
    await handle.pool.query(
      `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address)
       values ($1, $2, 'local', 'Dana Demo', $3)
       on conflict (team_id, user_id) do update set from_address = excluded.from_address
       returning id`,
      [account.team_id, account.user_id, `dana@${DOMAIN}`],
    )
  ).rows;
  const ctx: Ctx = {
    db: handle.db,
    pool: handle.pool,
    teamId: account.team_id,
    userId: account.user_id,
    projectId: Number(project.id),
    mailboxId: Number(mailbox.id),
    secret: config.messageIdSecret,
    imap: await startImapServer(),
  };
  const notes: string[] = [
    `load average at the start: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
  ];
  const metrics: Record<string, Metric> = {};
  const naive: Record<string, Metric> = {};

  console.log(`Throughput: ${SCALE} replies in one mailbox ...`);
  const batch = await throughput(ctx, SCALE, `inboxbench${Date.now()}`, pollDepsOf(ctx));
  metrics.match_rate = single(Math.round((batch.replies / batch.ms) * 1000), 'msg/s');
  metrics.read_10000 = single(Math.round(batch.ms), 'ms');
  notes.push(
    `${batch.read} of ${batch.count} messages read in ${(batch.ms / 1000).toFixed(1)} s; ${batch.replies} matched as replies; ${batch.stopped} threads stopped and replied`,
  );
  console.log(`\nNaive peer: one message per FETCH and at a time, ${NAIVE} replies ...`);
  const slow = await throughput(
    ctx,
    NAIVE,
    `inboxnaive${Date.now()}`,
    pollDepsOf(ctx, { readBatchSize: 1, intakeConcurrency: 1 }),
  );
  naive.match_rate = single(Math.round((slow.replies / slow.ms) * 1000), 'msg/s');
  notes.push(
    `peer (one message per FETCH, taken in one at a time): ${slow.replies} of ${slow.count} matched in ${(slow.ms / 1000).toFixed(1)} s; batched/peer rate ratio ${(
      metrics.match_rate.p50 / Math.max(1, naive.match_rate.p50)
    ).toFixed(2)}`,
  );

  console.log(`\nStop on reply: ${REPLIES} replies, poll interval ${INTERVAL} s ...`);
  const stop = await stopOnReply(ctx);
  metrics.reply_to_stop = summarize(stop.latencies, 'ms');
  metrics.steps_sent_after_reply = single(stop.lateSends, 'count');
  notes.push(
    `${stop.taken} of ${REPLIES} replies taken in; second steps sent before their reply was read (allowed): ${stop.sentBeforeReply - stop.lateSends}; after it: ${stop.lateSends}`,
  );
  await ctx.imap.stop();
  await handle.stop();

  const result = finishBench(repoRoot, {
    name: 'inbox',
    scale: SCALE,
    postgres: 'embedded PostgreSQL (bench cluster)',
    args: `--replies ${REPLIES} --interval ${INTERVAL}`,
    metrics,
    peers: { naive_one_per_fetch: naive },
    targets: {
      match_rate: '>= 200 msg/s',
      reply_to_stop: `p100 <= ${INTERVAL * 1000 + 5000} ms (interval + 5 s)`,
      steps_sent_after_reply: '0',
    },
    notes,
  });
  const max = Math.max(...stop.latencies);
  replaceSection(
    path.join(repoRoot, 'docs', 'PERFORMANCE.md'),
    'inbox',
    `## Inbox: replies read over IMAP (\`npm run bench:inbox\`)

Dovecot (the test harness's throw-away server) and an embedded PostgreSQL on this machine (${os.cpus().length} cores), ${result.date.slice(0, 10)}.

| measure | result | target |
| --- | --- | --- |
| ${SCALE.toLocaleString('en')} replies in one mailbox, matched to threads | **${metrics.match_rate.p50} msg/s** (${(batch.ms / 1000).toFixed(1)} s) | >= 200 msg/s |
| peer: one message per FETCH, one at a time (${NAIVE.toLocaleString('en')}) | ${naive.match_rate.p50} msg/s (ratio ${(metrics.match_rate.p50 / Math.max(1, naive.match_rate.p50)).toFixed(2)}) | |
| reply reaches the INBOX → thread stopped, ${stop.taken} replies, poll interval ${INTERVAL} s | p50 ${metrics.reply_to_stop.p50} ms, p95 ${metrics.reply_to_stop.p95} ms, max ${Math.round(max)} ms | <= ${INTERVAL + 5} s |
| second steps sent after their reply was taken in | **${stop.lateSends}** | 0 |

Each reply is one transaction: kept once by Message-ID, the thread's unsent steps cancelled, the thread marked replied and the candidate moved to Replied with its label. The poller reads each mailbox as soon as it is due (a run of the \`engage-mail-poll\` job polls for ${50} s and hands over to the next), so a reply waits at most one interval plus the read. The interval here is ${INTERVAL} s to keep the run short; the product's default is 120 s and the bound is the same: interval + 5 s.

${notes.map((n) => `- ${n}`).join('\n')}`,
  );
}

main().catch((error) => {
  console.error(
    error instanceof Error ? `${error.message}\n${error.stack?.split('\n').slice(0, 8).join('\n')}` : error,
  );
  process.exit(1);
});
