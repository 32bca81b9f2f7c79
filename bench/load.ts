/**
 * `npm run bench:load [-- --users 100 --minutes 10 --scale 20000 --think 2000]`: many recruiters
 * at once, through HTTP, on this machine.
 *
 * Builds (once, kept under .bench-data) a talent database like the demo's and N recruiters in the
 * demo team, each with a project of 30 candidates. Starts the real app with the product's rate
 * limits, signs every recruiter in from a loopback address of its own, then for the given time
 * each one works as a recruiter does: searches, opens profiles and records, lists projects and
 * pipelines, reads the dashboard, writes notes and moves candidates, pausing between actions
 * (`--think`, the mean in ms, exponentially distributed). Reports requests per second and, per
 * call, p50/p95/p99 and every answer that was not a success. Writes bench/results/load.json and
 * its section of docs/PERFORMANCE.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo';
import { createMember } from '../apps/server/src/db/seed/factories';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { ensureTermsCurrent } from '../apps/server/src/modules/talent/reencode';
import { loadTalent } from '../apps/server/src/modules/talent/talent-loader';
import { spawnBenchServer } from './lib/bench-app';
import { benchDataDir, openBenchDatabase, repoRoot } from './lib/bench-cluster';
import { ACTIONS, type Action, prepareRecruiter, type Recruiter } from './lib/load-actions';
import { LoadClient } from './lib/load-client';
import { finishBench, type Metric, progress, replaceSection, summarize } from './lib/stats';

const TARGET = 'p95 <= 200 ms for every call, 0 errors';

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '100' },
      minutes: { type: 'string', default: '10' },
      scale: { type: 'string', default: '20000' },
      think: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '7' },
    },
  });
  const users = Math.min(250, Number(values.users));
  const seconds = Number(values.minutes) * 60;
  const scale = Number(values.scale);
  const think = Number(values.think);
  const handle = await openBenchDatabase(benchDataDir(`load-${scale}`), 24);
  const { db, pool } = handle;
  console.log(
    `Load benchmark: ${users} recruiters for ${values.minutes} min, ${scale.toLocaleString('en-US')} profiles`,
  );
  try {
    await applyMigrations(db);
    await seedDemo(db);
    await ensureTermsCurrent(db, (line) => console.log(line));
    const team = (await pool.query(`select id from teams where name = 'Northwind Recruiting'`)).rows[0]
      .id as string;
    const existing = Number((await pool.query('select count(*) as n from talent_profiles')).rows[0].n);
    if (existing < scale) {
      await loadTalent(db, pool, {
        profiles: scale - existing,
        seed: Number(values.seed),
        teams: [{ teamId: team, share: 0.025, sources: ['import', 'ats'] }],
        onProgress: ({ phase, done, total }) => progress(phase.slice(0, 22), done, total),
      });
    }
    // The recruiters: members of the demo team, one password hash for all (scrypt is slow on purpose).
    const hash = await hashPassword(DEMO_PASSWORD);
    const emails = Array.from({ length: users }, (_, i) => `load.recruiter.${i + 1}@talentbase.dev`);
    const known = new Set(
      (
        await pool.query<{ email: string }>('select email from users where email = any($1)', [emails])
      ).rows.map((r) => r.email),
    );
    for (const [i, email] of emails.entries()) {
      if (known.has(email)) continue;
      await createMember(db, team, {
        email,
        fullName: `Load Recruiter ${i + 1}`,
        passwordHash: hash,
        roles: ['enterprise_member'],
      });
    }

    const app = await spawnBenchServer(handle.url);
    const port = app.port;
    const recruiters: Recruiter[] = [];
    for (const [i, email] of emails.entries()) {
      const client = new LoadClient(port, `127.0.0.${2 + i}`);
      recruiters.push(await prepareRecruiter(client, email, i));
      progress('signing in', i + 1, users);
    }

    const samples = new Map<string, number[]>();
    const failures = new Map<string, Map<number, number>>();
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    let requests = 0;
    const ticker = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      progress('running', Math.min(seconds, Math.round(elapsed)), seconds);
    }, 1000);
    const pick = weightedPicker(ACTIONS);
    await Promise.all(
      recruiters.map(async (r, i) => {
        // Recruiters start over the first think time, not all at the same instant.
        await sleep((i / recruiters.length) * think);
        while (performance.now() < deadline) {
          const action = pick();
          const replies = await action.run(r);
          for (const reply of replies) {
            requests++;
            const name = reply.name ?? action.name;
            const list = samples.get(name) ?? [];
            list.push(reply.ms);
            samples.set(name, list);
            if (reply.status < 200 || reply.status >= 300) {
              const byStatus = failures.get(name) ?? new Map<number, number>();
              byStatus.set(reply.status, (byStatus.get(reply.status) ?? 0) + 1);
              failures.set(name, byStatus);
            }
          }
          await sleep(-Math.log(1 - Math.random()) * think);
        }
      }),
    );
    clearInterval(ticker);
    const elapsed = (performance.now() - started) / 1000;
    for (const r of recruiters) r.client.close();
    await app.close();

    const metrics: Record<string, Metric> = {};
    for (const [name, list] of [...samples].sort()) metrics[name] = summarize(list);
    const all = [...samples.values()].flat();
    metrics.all = summarize(all);
    const errorCount = [...failures.values()].reduce(
      (s, m) => s + [...m.values()].reduce((a, b) => a + b, 0),
      0,
    );
    metrics.requests_per_second = {
      p50: round(requests / elapsed),
      p95: round(requests / elapsed),
      p99: round(requests / elapsed),
      unit: 'req/s',
      n: requests,
    };
    metrics.errors = { p50: errorCount, p95: errorCount, p99: errorCount, unit: 'count', n: requests };
    const failing = [...failures].map(
      ([name, m]) => `${name}: ${[...m].map(([status, n]) => `${n} × ${status}`).join(', ')}`,
    );
    const over = Object.entries(metrics)
      .filter(([k, m]) => m.unit === 'ms' && k !== 'all' && m.p95 > 200)
      .map(([k, m]) => `${k} (p95 ${m.p95} ms)`);
    const notes = [
      `${users} recruiters, each from its own loopback address, ${values.minutes} min, mean pause ${think} ms between actions; ${requests.toLocaleString('en-US')} requests, ${round(requests / elapsed)} per second.`,
      errorCount ? `Not successful: ${failing.join('; ')}.` : 'Every request succeeded.',
      over.length ? `Over 200 ms at p95: ${over.join(', ')}.` : 'Every call within 200 ms at p95.',
    ];
    const result = finishBench(repoRoot, {
      name: 'load',
      scale,
      args: `--users ${users} --minutes ${values.minutes} --think ${think}`,
      postgres: (await pool.query('show server_version')).rows[0].server_version as string,
      metrics,
      peers: {},
      targets: { all: TARGET },
      notes,
    });
    writePerformanceDoc(result.command, metrics, notes);
  } finally {
    await handle.stop();
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function weightedPicker(actions: readonly Action[]): () => Action {
  const total = actions.reduce((s, a) => s + a.weight, 0);
  return () => {
    let x = Math.random() * total;
    for (const a of actions) {
      x -= a.weight;
      if (x <= 0) return a;
    }
    return actions[actions.length - 1] as Action;
  };
}

function writePerformanceDoc(command: string, metrics: Record<string, Metric>, notes: string[]) {
  const rows = Object.entries(metrics)
    .filter(([, m]) => m.unit === 'ms')
    .map(([k, m]) => `| ${k} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.n} |`);
  const body = `
## Many recruiters at once

\`${command}\` — ${new Date().toISOString().slice(0, 10)}. Target: ${TARGET}.

| Call | p50 ms | p95 ms | p99 ms | n |
|---|---|---|---|---|
${rows.join('\n')}

${notes.map((n) => `- ${n}`).join('\n')}
`;
  replaceSection(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), 'load', body);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
