// Single sign-on in a real browser (issue 17): a team admin connects the organisation to an
// OpenID provider running in this test process (oidc-provider, a real OpenID Connect server with
// PKCE), then someone of the organisation's domain clicks "Sign in with SSO" on the login page,
// goes through the provider and lands signed in, provisioned just in time with a seat.
import { expect, type Page, test } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../apps/server/src/modules/sso/test-oidc-provider';
import { DEMO_PASSWORD, logIn, snap } from './support';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const DOMAIN = `sso-${stamp}.example`;
const person = { email: `olivia@${DOMAIN}`, name: `Olivia Oidc ${stamp}` };
let op: TestOidcProvider | undefined;

test.afterAll(async () => {
  await op?.close();
});

async function putSso(page: Page, body: object) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const res = await page.request.put('/api/team-settings/sso', {
    data: body,
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: { oidc: { redirectUri: string } } };
}

test('someone of the organisation signs in through its OpenID provider and gets a seat', async ({
  page,
  browser,
}) => {
  await logIn(page, 'demo@talentbase.dev', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const base = {
    slug: `northwind-${stamp}`,
    domains: [DOMAIN],
    ssoRequired: false,
    jitProvisioning: true,
    samlEnabled: false,
    oidcEnabled: false,
  };
  const { redirectUri } = (await putSso(page, base)).data.oidc;
  op = await startOidcProvider(redirectUri);
  await putSso(page, {
    ...base,
    oidcEnabled: true,
    oidcIssuer: op.issuer,
    oidcClientId: op.clientId,
    oidcClientSecret: op.clientSecret,
  });
  await page.goto('/admin/team-settings/saml');
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await snap(page, 'sso-settings-connected');

  op.signInAs(person.email, person.name);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await visitor.getByRole('button', { name: 'Sign in with SSO' }).click();
  await visitor.getByLabel(/^Work email/).fill(person.email);
  await visitor.getByRole('button', { name: 'Continue with SSO' }).click();
  // To the provider and back: the app's shell, signed in as the provider's user.
  await expect(visitor.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 });
  const { user } = (await visitor.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))) as {
    user: { email: string; team: { name: string } };
  };
  expect(user.email).toBe(person.email);
  expect(user.team.name).toBe('Northwind Recruiting');
  await snap(visitor, 'sso-signed-in');

  // The admin sees the new member in the member table.
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@talentbase.dev', DEMO_PASSWORD);
  await expect(admin.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await admin.goto('/admin/general/users');
  await admin.getByLabel(/^Search/).fill(stamp);
  await expect(
    admin.getByRole('row', { name: new RegExp(person.email) }).getByText('Active user'),
  ).toBeVisible();
});
