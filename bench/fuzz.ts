/**
 * `npm run fuzz [-- --requests 50000 --seed 7 --slow-ms 2000 --only 'pipelines' --trace]`: the
 * contract fuzzer of the CI test (apps/server/src/test/fuzz), for longer and over real HTTP.
 *
 * Starts an embedded PostgreSQL in a fresh data directory (.bench-data/fuzz, wiped first: the run
 * creates, merges and deletes records), the app as `npm start` runs it (production mode, the job
 * queue and its workers) on a free port, builds the fuzz team, then sends N generated requests
 * spread over every operation of the OpenAPI document, valid and invalid, with a progress line.
 * Prints every 5xx and every request slower than the limit with the request that caused it, and
 * writes answers by status per operation into the fuzz section of docs/SECURITY.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app';
import { connect } from '../apps/server/src/db/client';
import { embeddedSettings, ensureDatabase } from '../apps/server/src/db/database';
import { startCluster } from '../apps/server/src/db/embedded-cluster';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { loadEnv } from '../apps/server/src/env';
import { startQueue } from '../apps/server/src/jobs/queue';
import { JOBS } from '../apps/server/src/jobs/registry';
import { FuzzClient, httpTransport } from '../apps/server/src/test/fuzz/fuzz-client';
import {
  type ClientRole,
  type OpenApiDocument,
  operationsOf,
} from '../apps/server/src/test/fuzz/fuzz-requests';
import { type FuzzResult, runFuzz, statusTable, uncovered } from '../apps/server/src/test/fuzz/fuzz-run';
import {
  buildFuzzTeam,
  FUZZ_EMAIL,
  FUZZ_PASSWORD,
  FUZZ_SPARE_EMAIL,
  loadIdPool,
} from '../apps/server/src/test/fuzz/fuzz-team';
import { benchDataDir, freePort, repoRoot } from './lib/bench-cluster';
import { progress } from './lib/stats';

const SECURITY_DOC = path.join(repoRoot, 'docs', 'SECURITY.md');
const SECURITY_HEADER = `# Security

How Talentbase defends itself and what proves it. Sections between \`<!-- name:start -->\` and
\`<!-- name:end -->\` markers are written by the tools that produce them.
`;

/** Replaces (or appends) the section between `<!-- fuzz:start -->` and `<!-- fuzz:end -->`. */
function writeFuzzSection(body: string): void {
  const start = '<!-- fuzz:start -->';
  const end = '<!-- fuzz:end -->';
  const text = fs.existsSync(SECURITY_DOC) ? fs.readFileSync(SECURITY_DOC, 'utf8') : SECURITY_HEADER;
  const block = `${start}\n${body.trim()}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(SECURITY_DOC, next);
}

function report(
  result: FuzzResult,
  opts: { requests: number; seed: number; slowMs: number; seconds: number },
): string {
  const totals: Record<string, number> = {};
  for (const s of result.stats.values())
    for (const [code, n] of Object.entries(s.statuses)) totals[code] = (totals[code] ?? 0) + n;
  const byStatus = Object.entries(totals)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, n]) => `${code}: ${n.toLocaleString('en-US')}`)
    .join(', ');
  const serverErrors = result.failures.filter((f) => f.why.startsWith('answered'));
  const slow = result.failures.filter((f) => f.why.startsWith('took'));
  const listed = (list: typeof result.failures) =>
    list.length
      ? list
          .slice(0, 20)
          .map((f) => `- \`${f.operation}\` [${f.variant}] ${f.why}: \`${f.request.slice(0, 300)}\``)
          .join('\n')
      : '- none';
  return `## Contract fuzzing

\`npm run fuzz -- --requests ${opts.requests} --seed ${opts.seed}\` on ${new Date().toISOString().slice(0, 10)}: ${result.requests.toLocaleString('en-US')} requests over ${result.stats.size} operations (every operation of the OpenAPI document) in ${Math.round(opts.seconds)} s over HTTP, signed in as a member of a team with projects, candidates, a pipeline, notes, files, shares, imports and saved searches. Half the requests follow each operation's schema with the team's real ids; the rest are wrong types, missing and extra fields, strings over their limits, lone surrogates and other unicode, extreme numbers, malformed JSON, wrong content types, broken multipart bodies, garbage path ids and calls without a session or CSRF token. The same generators run in CI (\`apps/server/src/test/fuzz/contract-fuzz.int.test.ts\`, about 3,800 requests).

Answers by status: ${byStatus}. Server errors (5xx): ${serverErrors.length}. Slower than ${opts.slowMs} ms: ${slow.length}.

5xx found:
${listed(serverErrors)}

Slow requests:
${listed(slow)}

Answers by status per operation (repaired retries of valid requests included):

${statusTable(result)}`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '5000' },
      seed: { type: 'string', default: '7' },
      'slow-ms': { type: 'string', default: '2000' },
      /** Only the operations whose `METHOD /path` matches this regular expression. */
      only: { type: 'string' },
      /** Print every request and its answer. */
      trace: { type: 'boolean', default: false },
    },
  });
  const requests = Number(values.requests);
  const seed = Number(values.seed);
  const slowMs = Number(values['slow-ms']);
  const dir = benchDataDir('fuzz');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const dataDir = path.join(dir, 'app');
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(`Contract fuzz: ${requests.toLocaleString('en-US')} requests, seed ${seed}, data in ${dir}`);

  const cluster = await startCluster({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    settings: embeddedSettings(),
    log: () => {},
  });
  await ensureDatabase(cluster.url(), 'talentbase');
  const url = cluster.url('talentbase');
  const { db, pool, close } = connect(url, { max: 10 });
  const queue = await startQueue(url, JOBS, { info: () => {}, error: (o, m) => console.error(m, o) });
  let stopApp = async () => {};
  try {
    await applyMigrations(db);
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      // Generous limits: the run is one client sending thousands of calls a minute.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const app = await buildApp({ env, db, queueHealthy: queue.healthy });
    await app.listen({ host: '127.0.0.1', port: 0 });
    stopApp = () => app.close();
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const transport = httpTransport(base);
    const clients: Record<ClientRole, FuzzClient> = {
      member: new FuzzClient(transport),
      spare: new FuzzClient(transport),
      anonymous: new FuzzClient(transport),
    };
    process.stdout.write('Building the fuzz team (open-web profiles, projects, candidates, pipeline)...\n');
    const team = await buildFuzzTeam({ db, pool, dataDir, member: clients.member, spare: clients.spare });
    // Workers start after the team is built (its import runs in place), as in `npm start`.
    await queue.startWorkers(db);
    const doc = JSON.parse(
      (await clients.anonymous.send({ method: 'GET', url: '/api/openapi.json' })).body,
    ) as OpenApiDocument;
    const only = values.only ? new RegExp(values.only) : null;
    const operations = operationsOf(doc).filter((op) => !only || only.test(op.key));
    const started = performance.now();
    const result = await runFuzz({
      operations,
      clients,
      ensureSignedIn: async (role) => {
        const client = clients[role];
        if (role === 'anonymous' || client.signedIn) return;
        await client.login(role === 'member' ? FUZZ_EMAIL : FUZZ_SPARE_EMAIL, FUZZ_PASSWORD).catch(() => {});
      },
      loadPool: () => loadIdPool(pool, team),
      runsPerOperation: Math.ceil(requests / operations.length),
      maxRequests: requests,
      batch: 25,
      seed,
      slowMs,
      stopOperationOnFailure: false,
      onProgress: values.trace ? undefined : (done, total) => progress('fuzz', Math.min(done, total), total),
      onResponse: values.trace ? (line) => console.log(line) : undefined,
    });
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write('\n');
    const text = report(result, { requests, seed, slowMs, seconds });
    // A run narrowed with --only does not speak for the whole API: it leaves the document alone.
    if (!only) writeFuzzSection(text);
    const failures = result.failures;
    console.log(
      `${result.requests.toLocaleString('en-US')} requests in ${seconds.toFixed(0)} s; ${failures.length} failing (5xx or slow)${only ? '' : `; wrote ${path.relative(repoRoot, SECURITY_DOC)}`}`,
    );
    for (const f of failures.slice(0, 30))
      console.log(`  ${f.operation} [${f.variant}] ${f.why}\n    ${f.request}\n    -> ${f.response}`);
    const gaps = uncovered(result);
    if (gaps.length) console.log(`Operations never reached:\n  ${gaps.join('\n  ')}`);
    process.exitCode = failures.length || gaps.length ? 1 : 0;
  } finally {
    await stopApp();
    await queue.stop();
    await close();
    await cluster.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
