// Connecting an integration with OAuth in a real browser (issue 19): an admin opens Bullhorn for
// Salesforce, types the connected app's consumer key and secret, signs in at the OAuth server
// running in this test process (oidc-provider: authorization code with PKCE), allows access, comes
// back to the callback page and lands on the integration, now with Configure.
import { expect, test } from '@playwright/test';
import {
  startOauthProvider,
  type TestOauthProvider,
} from '../apps/server/src/modules/integrations/oauth/test-oauth-provider';
import {
  api,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSideScroll,
  logIn,
  rememberSecret,
  snap,
} from './support';

test.describe.configure({ mode: 'serial' });

// The server's PUBLIC_URL is http://localhost:PORT: the provider sends the browser back there, so
// the journey signs in on that origin (its session cookie must come back with the callback).
const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://localhost:${port}`;
// The same port playwright.config.ts gives the server for this provider's endpoints.
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 11);
test.use({ baseURL: origin });

const CLIENT = {
  clientId: `sf-connected-app-${Date.now().toString(36)}`,
  clientSecret: rememberSecret('sf-Consumer-S3cret-e2e-0099'),
};
let op: TestOauthProvider | undefined;

test.beforeAll(async () => {
  op = await startOauthProvider({
    clients: [CLIENT],
    redirectUris: [`${origin}/integrations/oauth/bullhorn-salesforce/callback`],
    port: oauthPort,
  });
});
test.afterAll(async () => {
  await op?.close();
});

test('an admin connects Bullhorn for Salesforce by signing in with it', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@talentbase.dev', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The OAuth server runs on this machine: the team allows private hosts (the SSRF guard's allowance).
  await api(page, 'put', '/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });

  await page.goto('/apps/appDetail?id=bullhorn_salesforce');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullhorn for Salesforce' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('main').getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bullhorn for Salesforce Access Information' });
  await dialog.getByLabel(/Consumer key/).fill(CLIENT.clientId);
  await dialog.getByLabel(/Consumer secret/).fill(CLIENT.clientSecret);
  await snap(page, 'integrations-oauth-dialog');
  await dialog.getByRole('button', { name: 'Sign in with Bullhorn for Salesforce' }).click();

  // At the provider: log in and allow access.
  await expect(page.getByRole('heading', { name: 'Sign in to Test ATS' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email').fill('recruiter@salesforce.example');
  await page.getByLabel('Password').fill('provider-password');
  await page.getByRole('button', { name: 'Sign in and allow access' }).click();

  // Back through the callback page to the integration, installed.
  await expect(page).toHaveURL(/\/apps\/appDetail\?id=bullhorn_salesforce/, { timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('button', { name: 'Configure' })).toBeVisible();
  await expect(page.getByText('Installed')).toBeVisible();
  expect(op?.tokenRequests.authorization_code).toBe(1);
  await snap(page, 'integrations-oauth-connected');

  // The connection holds the tokens sealed: only their names reach the browser.
  const { connections } = (await api(page, 'get', '/api/v1/integrations/connections')) as {
    connections: { providerId: string; storedFields: string[] }[];
  };
  const sf = connections.find((c) => c.providerId === 'bullhorn_salesforce');
  expect(sf?.storedFields).toEqual(expect.arrayContaining(['accessToken', 'consumer_key']));
  expect(JSON.stringify(connections)).not.toContain(CLIENT.clientSecret);

  // A callback page opened without the provider's answer says so, at phone width too.
  await page.goto('/integrations/oauth/bullhorn-salesforce/callback');
  await expect(page.getByText(/without a sign-in answer/)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'OAuth callback error');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideScroll(page, 'OAuth callback at 390 px');
  await expect(page.getByRole('link', { name: 'Back to Bullhorn for Salesforce' })).toBeVisible();
  await snap(page, 'integrations-oauth-callback-phone');
});
