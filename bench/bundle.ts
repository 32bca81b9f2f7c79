/**
 * `npm run bench:bundle` (after `npm run build`): the JavaScript a browser fetches to show each
 * route of the web app, read from the production build (apps/web/dist and its Vite manifest).
 *
 * For every page the router loads lazily it lists the files (the entry, the page and their static
 * imports), their raw and gzip sizes and the total gzip KiB against the budget of issue 13: 250
 * KiB for the sign-in and search routes (the others are listed beside them without a budget).
 * JavaScript only, as the issue states; the stylesheet is reported beside it. Gzip at level 9, what
 * a server compressing static files ahead of time would send. The peer in the same run is the whole
 * app as one eager bundle (every JS file of the build, concatenated and gzipped): each route's
 * ratio to it says how much of the app a first visit no longer downloads.
 *
 * Exits non-zero when a route is over budget. Writes bench/results/bundle.json and the "Initial
 * load" section of docs/PERFORMANCE.md; with `--check` (what `npm test` runs after its build) it
 * only prints the budgeted routes and exits non-zero when one is over, writing nothing.
 */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { allFiles, entryCss, lazyKeys, type Manifest, routeFiles } from './lib/bundle-manifest';
import { type BenchResult, finishBench, type Metric, replaceSection, single } from './lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps', 'web', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

const BUDGET_KIB = 250;
const GZIP_LEVEL = constants.Z_BEST_COMPRESSION; // 9
/** The routes issue 13 holds to the budget, shown first; pages are named by their source files. */
const BUDGETED: Record<string, string> = {
  'src/app/routes/login.tsx': 'sign-in (/login)',
  'src/app/routes/sourcing.tsx': 'search (/v5/sourcing-new)',
};
/** The signed-in shell every page but these wears (apps/web/src/app/router.tsx). */
const SHELL = 'src/app/layouts/app-layout.tsx';
const OUTSIDE_SHELL = new Set([
  'src/app/routes/login.tsx',
  'src/app/routes/signup.tsx',
  'src/app/routes/shared-profile.tsx',
]);

type FileSize = { file: string; raw: number; gzip: number };
type RouteReport = {
  key: string;
  name: string;
  budgeted: boolean;
  files: FileSize[];
  raw: number;
  gzip: number;
};

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (data: Buffer) => gzipSync(data, { level: GZIP_LEVEL }).length;

function main() {
  if (!fs.existsSync(manifestFile)) {
    console.error(`No build manifest at ${path.relative(root, manifestFile)}: run \`npm run build\` first.`);
    process.exitCode = 1;
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const read = (file: string) => fs.readFileSync(path.join(dist, file));
  const sizes = new Map<string, FileSize>();
  const sizeOf = (file: string): FileSize => {
    let size = sizes.get(file);
    if (!size) {
      const data = read(file);
      size = { file, raw: data.length, gzip: gzipSize(data) };
      sizes.set(file, size);
    }
    return size;
  };

  // The entry's other lazy parts (the toast container) are not pages.
  const pages = lazyKeys(manifest)
    .filter((key) => key !== SHELL && key.startsWith('src/app/routes/'))
    .sort((a, b) => Number(!(a in BUDGETED)) - Number(!(b in BUDGETED)) || a.localeCompare(b));
  const routes: RouteReport[] = pages.map((key) => {
    const files = routeFiles(manifest, OUTSIDE_SHELL.has(key) ? [key] : [SHELL, key]).map(sizeOf);
    return {
      key,
      name: BUDGETED[key] ?? path.basename(key).replace(/\.tsx?$/, ''),
      budgeted: key in BUDGETED,
      files,
      raw: files.reduce((s, f) => s + f.raw, 0),
      gzip: files.reduce((s, f) => s + f.gzip, 0),
    };
  });

  // The peer: the whole app's JavaScript as one file.
  const everything = allFiles(manifest);
  const eagerRaw = Buffer.concat(everything.map(read));
  const eagerGzip = gzipSize(eagerRaw);
  const css = entryCss(manifest).map(sizeOf);

  for (const r of routes.filter((route) => route.budgeted && !process.argv.includes('--check'))) {
    console.log(`\n${r.name}: ${r.files.length} files, ${kib(r.gzip)} KiB gzip (${kib(r.raw)} KiB raw)`);
    for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip))
      console.log(
        `  ${f.file.padEnd(52)} ${String(kib(f.raw)).padStart(8)} KiB ${String(kib(f.gzip)).padStart(7)} KiB gz`,
      );
  }

  const metrics: Record<string, Metric> = {};
  const targets: Record<string, string> = {};
  const over: string[] = [];
  for (const r of routes) {
    const id = path
      .basename(r.key)
      .replace(/\.tsx?$/, '')
      .replaceAll('-', '_');
    metrics[`${id}_js_gzip`] = single(kib(r.gzip), 'KiB');
    metrics[`${id}_js_raw`] = single(kib(r.raw), 'KiB');
    metrics[`${id}_eager_ratio`] = single(r.gzip / eagerGzip, 'x');
    targets[`${id}_eager_ratio`] = 'lower is better';
    if (!r.budgeted) continue;
    targets[`${id}_js_gzip`] = `<= ${BUDGET_KIB}`;
    if (kib(r.gzip) > BUDGET_KIB) over.push(`${r.name} ${kib(r.gzip)} KiB`);
  }
  if (process.argv.includes('--check')) {
    for (const r of routes.filter((route) => route.budgeted))
      console.log(`${r.name}: ${kib(r.gzip)} KiB of gzip JavaScript (budget ${BUDGET_KIB} KiB)`);
    if (over.length) {
      console.error(`Over budget: ${over.join('; ')}`);
      process.exitCode = 1;
    }
    return;
  }
  const notes = [
    `Gzip level ${GZIP_LEVEL} (node:zlib), each file compressed on its own as a server sends it; JavaScript only.`,
    `Stylesheet linked by the entry (not in the budget): ${css.map((c) => `${c.file} ${kib(c.gzip)} KiB gzip`).join(', ') || 'none'}.`,
    `The whole app as one eager bundle: ${everything.length} JS files, ${kib(eagerRaw.length)} KiB raw, ${kib(eagerGzip)} KiB gzip.`,
    over.length
      ? `OVER BUDGET (${BUDGET_KIB} KiB): ${over.join('; ')}.`
      : `Every route within ${BUDGET_KIB} KiB of gzip JavaScript.`,
  ];
  const result = finishBench(root, {
    name: 'bundle',
    command: 'npm run build && npm run bench:bundle',
    scale: routes.length,
    postgres: 'n/a',
    metrics,
    peers: {
      eager_bundle: { js_gzip: single(kib(eagerGzip), 'KiB'), js_raw: single(kib(eagerRaw.length), 'KiB') },
    },
    targets,
    notes,
  });
  writePerformanceDoc(result, routes, eagerGzip);
  if (over.length) process.exitCode = 1;
}

function writePerformanceDoc(result: BenchResult, routes: RouteReport[], eagerGzip: number) {
  const row = (r: RouteReport) =>
    `| ${r.name} | ${r.files.length} | ${kib(r.raw)} | ${kib(r.gzip)} | ${(r.gzip / eagerGzip).toFixed(2)} | ${!r.budgeted ? '' : kib(r.gzip) <= BUDGET_KIB ? 'pass' : '**over**'} |`;
  const body = `
## Initial load

\`${result.command}\` — ${result.date.slice(0, 10)}, Node ${result.machine.node}. The JavaScript a
browser fetches to show each route of a production build: the entry, the route's page and their
static imports (followed through \`apps/web/dist/.vite/manifest.json\`), each file gzipped at
level 9. Budget (issue 13): 250 KiB of gzip JavaScript for the sign-in and search routes; the
benchmark exits non-zero when one of them is over. The other routes are listed for comparison,
without a budget. Signed-in routes include the shell (header, navigation). The ratio compares the
route with the whole app as one eager bundle (${kib(eagerGzip)} KiB gzip), the peer in the same run.

| Route | files | raw KiB | gzip KiB | vs eager bundle | budget 250 KiB |
|---|---|---|---|---|---|
${routes.map(row).join('\n')}

${(result.notes ?? []).map((n) => `- ${n}`).join('\n')}
`;
  replaceSection(path.join(root, 'docs', 'PERFORMANCE.md'), 'bundle', body);
}

main();
