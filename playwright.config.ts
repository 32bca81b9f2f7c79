/**
 * Browser journeys (e2e/*.spec.ts) against the built product: `node apps/server/dist/main.js`
 * with its own embedded PostgreSQL in a fresh data directory, on ports of its own. Build first
 * (`npm run build`; `npm test` does it). Debian's chromium, no browser download.
 *
 * E2E_PORT / E2E_PG_PORT / E2E_MAIL_PORT / E2E_DATA_DIR override the defaults (scripts/test.mjs passes
 * free ports and removes the data directory afterwards).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54340);
// The OAuth server of e2e/integrations-oauth.spec.ts (run in the test process on this port).
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 11);

// The config is loaded again in every worker process; those inherit the runner's environment, so
// the directory made here once is reused instead of a new one per process.
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentbase-e2e-'));
  // Postgres runs as the `postgres` OS user when we are root: it must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  process.env.E2E_DATA_DIR = dir;
}
const dataDir = process.env.E2E_DATA_DIR;

const baseURL = `http://127.0.0.1:${port}`;

// The server's whole log (info and up) goes to this file, warnings also to the console; after the
// run, scripts/test.mjs looks in it for every secret the journeys typed or received (support.ts
// `rememberSecret`).
export const SERVER_LOG = path.resolve('reports', 'e2e-server.log');
fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    // Tutorials pop up over the pages on a first visit: the journeys run with them paused, as a
    // member who switched off "Show tips and tutorials" (e2e/guidance.spec.ts clears this).
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'talentbase.guidance.paused', value: '1' }] }],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FILE: SERVER_LOG,
      // A smaller talent database than a real first start: the journeys need variety, not volume.
      SEED_TALENT_PROFILES: '5000',
      // The local test-mail catcher on a port of its own (0: any free one), never the shared 2525.
      LOCAL_TEST_MAIL_PORT: process.env.E2E_MAIL_PORT ?? '0',
      // Mailboxes with IMAP settings (the IMAP journey's) are read every 10 s, not every 2 minutes.
      ENGAGE_POLL_INTERVAL_SECONDS: '10',
      // Bullhorn for Salesforce signs in at the journey's OAuth server instead of login.salesforce.com.
      TALENTBASE_OAUTH_BULLHORN_SALESFORCE_AUTHORIZE_URL: `http://127.0.0.1:${oauthPort}/auth`,
      TALENTBASE_OAUTH_BULLHORN_SALESFORCE_TOKEN_URL: `http://127.0.0.1:${oauthPort}/token`,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
});
