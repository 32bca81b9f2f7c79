/**
 * `npm run build -w @talentbase/web`: the production build in two passes. The first, into a
 * scratch folder, shows which modules the search page shares with other pages
 * (chunk-plan.ts); the second builds dist/ with those in two files. A few seconds more build time
 * for a page that needs about forty fewer files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { planSearchChunks } from './chunk-plan';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(root, 'vite.config.ts');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'talentbase-web-plan-'));

try {
  delete process.env.TB_SEARCH_CHUNK_PLAN;
  await build({ configFile, logLevel: 'warn', build: { outDir: scratch, emptyOutDir: true } });
  const planFile = path.join(scratch, 'search-chunk-plan.json');
  const plan = planSearchChunks(scratch);
  fs.writeFileSync(planFile, JSON.stringify(plan));
  console.log(`Search page's shared files: ${plan.signedIn.length} + ${plan.guest.length} modules`);
  process.env.TB_SEARCH_CHUNK_PLAN = planFile;
  await build({ configFile });
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
