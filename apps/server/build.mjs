// Bundles the server (main, the job worker, and the scoring detail thread) with esbuild and copies the SQL migrations beside it.
// Packages with native parts or files read at run time stay external and load from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist');
fs.rmSync(out, { recursive: true, force: true });

await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    worker: path.join(here, 'src/worker.ts'),
    // Started by main and worker as a worker thread, from beside them (scoring/detail-thread.ts).
    'detail-worker': path.join(here, 'src/modules/applicant-match/scoring/detail-worker.ts'),
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      // Third-party packages load from node_modules at run time; our workspace packages are
      // TypeScript source and get bundled.
      name: 'external-third-party',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@talentbase/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// The help articles and the change log, read at startup (modules/help/help-content.ts).
const repo = path.join(here, '../..');
fs.cpSync(path.join(repo, 'docs/help'), path.join(out, 'docs/help'), { recursive: true });
fs.copyFileSync(path.join(repo, 'CHANGELOG.md'), path.join(out, 'CHANGELOG.md'));
console.log('server built to apps/server/dist');
