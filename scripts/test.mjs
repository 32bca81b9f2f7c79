#!/usr/bin/env node
// `npm test`: typecheck, lint, build, then Vitest (unit, web, integration) and Playwright side by
// side — every step runs even when an earlier one failed. Side by side because each runner keeps
// about one core busy and CI machines have two: the whole run takes the longer of the two instead
// of their sum (TEST_SERIAL=1 runs them one after the other). Vitest's output goes to
// reports/vitest.log and is printed when it ends, so the two logs do not interleave. Test counts come from the runners' JSON reports under reports/;
// typecheck and lint count as one test each, a failed build as one failed test (its e2e run is
// skipped: it would test a stale bundle). The last line printed is `N passed, N failed[, N skipped]`,
// which .ci/run relies on. Developers can narrow the run: `--only static|unit|int|e2e` (repeatable
// or comma-separated; `unit` covers the unit and web projects).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = path.join(root, 'reports');
const VITEST_REPORT = path.join(reportsDir, 'vitest.json');
const PLAYWRIGHT_REPORT = path.join(reportsDir, 'playwright.json');
const VITEST_LOG_NAME = 'reports/vitest.log';
const VITEST_LOG = path.join(root, VITEST_LOG_NAME);
// Written by the browser journeys: the server's whole log, and the secrets they typed or received
// (playwright.config.ts, e2e/support.ts `rememberSecret`).
const E2E_SERVER_LOG = path.join(reportsDir, 'e2e-server.log');
const E2E_SECRETS = path.join(reportsDir, 'e2e-secrets.txt');
const GROUPS = ['static', 'unit', 'int', 'e2e'];

function parseArgs(argv) {
  const only = new Set();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    let value;
    if (arg === '--only') value = argv[++i];
    else if (arg.startsWith('--only=')) value = arg.slice('--only='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log(`Usage: node scripts/test.mjs [--only ${GROUPS.join('|')}]...`);
      process.exit(0);
    } else {
      console.error(`Unknown argument: ${arg}`);
      process.exit(2);
    }
    for (const group of (value ?? '').split(',').filter(Boolean)) {
      if (!GROUPS.includes(group)) {
        console.error(`--only takes ${GROUPS.join(', ')}; got "${group}"`);
        process.exit(2);
      }
      only.add(group);
    }
  }
  return only.size > 0 ? only : new Set(GROUPS);
}

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

function banner(title) {
  console.log(`\n${bold(`━━ ${title} ━━`)}`);
}

/**
 * Runs a command with inherited stdio, or with its output written to `logFile`; resolves with its
 * exit code (127 when it cannot start).
 */
function run(cmd, args, env = {}, logFile = null) {
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'w') : null;
    const stdio = out === null ? 'inherit' : ['ignore', out, out];
    const child = spawn(cmd, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    if (out !== null) child.on('spawn', () => fs.closeSync(out));
    child.on('error', (err) => {
      console.error(`Could not start ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function readJson(file) {
  try {
    return { data: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (err) {
    return { error: err.code === 'ENOENT' ? 'report missing' : `report unreadable (${err.message})` };
  }
}

/** A row of the summary table: one per step. */
function row(name, passed, failed, skipped = 0, note = '') {
  return { name, passed, failed, skipped, note };
}

function checkRow(name, code) {
  return code === 0 ? row(name, 1, 0) : row(name, 0, 1, 0, `exit code ${code}`);
}

/**
 * Vitest's JSON report (Jest-compatible). A file that fails to load (syntax error, failing
 * globalSetup) has no test results but status "failed": it counts as one failed test so that it
 * cannot disappear from the totals.
 */
function vitestRow(name, code) {
  const { data, error } = readJson(VITEST_REPORT);
  if (error) return row(name, 0, 1, 0, `${error}: ${path.relative(root, VITEST_REPORT)} (exit code ${code})`);
  const passed = data.numPassedTests ?? 0;
  let failed = data.numFailedTests ?? 0;
  const skipped = (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  const notes = [];
  const brokenFiles = (data.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  );
  if (brokenFiles.length > 0) {
    failed += brokenFiles.length;
    notes.push(`${brokenFiles.length} file(s) failed to run`);
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit code ${code} with no failed test (unhandled error?)`);
  }
  return row(name, passed, failed, skipped, notes.join('; '));
}

/**
 * The secret scan: no password, API key or client secret a journey typed or received may appear
 * in the server's log of the run (issue 19, "no secret ever appears in a log line"). One test: it
 * fails with the number of secrets found (never the secrets themselves), or when there is no log
 * to look in.
 */
function secretScanRow(name) {
  const secrets = fs.existsSync(E2E_SECRETS)
    ? [
        ...new Set(
          fs
            .readFileSync(E2E_SECRETS, 'utf8')
            .split('\n')
            .filter((s) => s.length >= 8),
        ),
      ]
    : [];
  if (secrets.length === 0) return row(name, 0, 0, 1, 'no journey recorded a secret');
  const log = fs.existsSync(E2E_SERVER_LOG) ? fs.readFileSync(E2E_SERVER_LOG, 'utf8') : '';
  const lines = log.split('\n').length;
  if (lines < 100) return row(name, 0, 1, 0, `the server log has ${lines} lines: it was not written`);
  const found = secrets.filter((secret) => log.includes(secret)).length;
  const where = `${path.relative(root, E2E_SERVER_LOG)}, ${lines} lines`;
  return found === 0
    ? row(name, 1, 0, 0, `${secrets.length} secrets, none in ${where}`)
    : row(name, 0, 1, 0, `${found} of ${secrets.length} secrets found in ${where}`);
}

/** Walks Playwright's JSON report: suites nest, each spec holds one test per project. */
function playwrightTests(suites, out = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) out.push(test);
    playwrightTests(suite.suites, out);
  }
  return out;
}

function playwrightRow(name, code) {
  const { data, error } = readJson(PLAYWRIGHT_REPORT);
  if (error)
    return row(name, 0, 1, 0, `${error}: ${path.relative(root, PLAYWRIGHT_REPORT)} (exit code ${code})`);
  const stats = data.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  const skipped = stats.skipped ?? 0;
  const notes = [];
  const globalErrors = data.errors ?? [];
  if (globalErrors.length > 0) {
    // A web server that never came up fails the run before any test starts: every listed test
    // (at least one) counts as failed rather than vanishing from the totals.
    if (passed + failed === 0) failed = Math.max(1, playwrightTests(data.suites).length - skipped);
    notes.push(`${globalErrors.length} error(s) outside tests: ${firstLine(globalErrors[0]?.message)}`);
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit code ${code} with no failed test`);
  }
  return row(name, passed, failed, skipped, notes.join('; '));
}

function firstLine(text) {
  // Strip ANSI colours: the report keeps them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the ESC of colour codes
  const plain = String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  return plain.split('\n').find((l) => l.trim()) ?? '';
}

/** `preferred` when it is free on all interfaces, else a port the OS hands out. */
function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen({ port, host: '0.0.0.0', exclusive: true }, () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  return tryListen(preferred).then((port) => port ?? tryListen(0));
}

function printSummary(rows) {
  const header = ['step', 'passed', 'failed', 'skipped', 'note'];
  const lines = rows.map((r) => [r.name, String(r.passed), String(r.failed), String(r.skipped), r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells
      .map((c, i) => (i >= 1 && i <= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  banner('Summary');
  console.log(fmt(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

async function main() {
  const only = parseArgs(process.argv.slice(2));
  fs.mkdirSync(reportsDir, { recursive: true });
  const rows = [];
  const npx = (...args) => run('npx', ['--no-install', ...args]);

  if (only.has('static')) {
    banner('Typecheck (tsc -b)');
    rows.push(checkRow('typecheck', await npx('tsc', '-b')));
    banner('Lint (biome check .)');
    rows.push(checkRow('lint', await npx('biome', 'check', '.')));
  }

  const serial = process.env.TEST_SERIAL === '1';
  // The build comes first: the browser tests need it, and it is quick.
  let buildOk = false;
  if (only.has('e2e')) {
    banner('Build (npm run build)');
    const buildCode = await run('npm', ['run', 'build']);
    buildOk = buildCode === 0;
    rows.push(
      buildOk
        ? row('build', 0, 0, 0, 'ok')
        : row('build', 0, 1, 0, `exit code ${buildCode}; browser tests not run`),
    );
    if (buildOk) {
      // Issue 13: the sign-in and search routes within 250 KiB of gzip JavaScript.
      banner('Initial load budget (bench/bundle.ts --check)');
      rows.push(checkRow('bundle budget', await npx('tsx', 'bench/bundle.ts', '--check')));
    }
  }

  const vitest = async () => {
    if (!(only.has('unit') || only.has('int'))) return null;
    const projects = [];
    if (!(only.has('unit') && only.has('int'))) {
      if (only.has('unit')) projects.push('--project', 'unit', '--project', 'web');
      if (only.has('int')) projects.push('--project', 'integration');
    }
    const label = projects.length ? projects.filter((p) => p !== '--project').join(', ') : 'all projects';
    fs.rmSync(VITEST_REPORT, { force: true });
    const args = [
      '--no-install',
      'vitest',
      'run',
      ...projects,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.relative(root, VITEST_REPORT)}`,
    ];
    if (serial) {
      banner(`Vitest (${label})`);
      return vitestRow('vitest', await run('npx', args));
    }
    console.log(`Vitest (${label}) runs beside the browser tests; its output follows when it ends.`);
    const code = await run('npx', args, { FORCE_COLOR: '0' }, VITEST_LOG);
    banner(`Vitest (${label}): ${VITEST_LOG_NAME}`);
    process.stdout.write(fs.readFileSync(VITEST_LOG, 'utf8'));
    return vitestRow('vitest', code);
  };

  const playwright = async () => {
    if (!buildOk) return null;
    banner('Browser tests (playwright test)');
    fs.rmSync(PLAYWRIGHT_REPORT, { force: true });
    fs.rmSync(E2E_SECRETS, { force: true });
    fs.rmSync(E2E_SERVER_LOG, { force: true });
    // A fresh data directory (and free ports) per run; removed afterwards. World-readable so that
    // Postgres, run as the `postgres` user when we are root, can use it in place.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentbase-e2e-'));
    fs.chmodSync(dataDir, 0o755);
    const env = {
      E2E_DATA_DIR: dataDir,
      E2E_PORT: process.env.E2E_PORT ?? String(await freePort(3210)),
      E2E_PG_PORT: process.env.E2E_PG_PORT ?? String(await freePort(54340)),
      E2E_MAIL_PORT: process.env.E2E_MAIL_PORT ?? String(await freePort(2535)),
    };
    const code = await run('npx', ['--no-install', 'playwright', 'test'], env);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return playwrightRow('playwright', code);
  };

  const results = serial ? [await vitest(), await playwright()] : await Promise.all([vitest(), playwright()]);
  for (const result of results) if (result) rows.push(result);
  if (results[1]) rows.push(secretScanRow('secret scan'));

  printSummary(rows);
  const total = (key) => rows.reduce((sum, r) => sum + r[key], 0);
  const passed = total('passed');
  const failed = total('failed');
  const skipped = total('skipped');
  fs.writeFileSync(
    path.join(reportsDir, 'summary.json'),
    `${JSON.stringify({ passed, failed, skipped, steps: rows }, null, 2)}\n`,
  );
  console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  fs.mkdirSync(reportsDir, { recursive: true });
  fs.writeFileSync(
    path.join(reportsDir, 'summary.json'),
    `${JSON.stringify({ passed: 0, failed: 1, skipped: 0 })}\n`,
  );
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
