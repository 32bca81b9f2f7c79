// Single sign-on in a real browser (issue 17): a team admin connects the organisation to an
// OpenID provider running in this test process (oidc-provider, a real OpenID Connect server with
// PKCE), then someone of the organisation's domain clicks "Sign in with SSO" on the login page,
// goes through the provider and lands signed in, provisioned just in time with a seat. Then an
// admin invites someone of the domain, who accepts the invitation through the same provider.
import { expect, type Page, test } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../apps/server/src/modules/sso/test-oidc-provider';
import { DEMO_PASSWORD, logIn, rememberSecret, snap } from './support';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const DOMAIN = `sso-${stamp}.example`;
const person = { email: `olivia@${DOMAIN}`, name: `Olivia Oidc ${stamp}` };
const invitee = { email: `ivy@${DOMAIN}`, name: `Ivy Invited ${stamp}` };
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
  // The provider runs on this machine: the team allows private hosts (the SSRF guard's allowance).
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const allow = await page.request.put('/api/tb-v2/v1/engage/team-settings', {
    data: { allowPrivateHosts: true },
    headers: { 'x-csrf-token': csrf },
  });
  expect(allow.status(), await allow.text()).toBe(200);
  await putSso(page, {
    ...base,
    oidcEnabled: true,
    oidcIssuer: op.issuer,
    oidcClientId: op.clientId,
    oidcClientSecret: rememberSecret(op.clientSecret),
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

/** The link of the newest invitation to `to` in the admin team's local test mail. */
async function invitationLink(page: Page, to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const list = await page.request.get('/api/tb-v2/v1/engage/local-mail?page=1&pageSize=50');
    expect(list.ok()).toBe(true);
    const { data } = (await list.json()) as { data: { id: number; to: string[]; subject: string | null }[] };
    const message = data.find((m) => m.to.includes(to) && m.subject?.includes('invited you'));
    expect(message, `an invitation to ${to}`).toBeTruthy();
    const full = await page.request.get(`/api/tb-v2/v1/engage/local-mail/${message?.id}`);
    const { text } = (await full.json()) as { text: string | null };
    link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return new URL(link).pathname;
}

test('someone invited with an address of the domain accepts through the OpenID provider', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@talentbase.dev', DEMO_PASSWORD);
  await expect(admin.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const csrf = (await admin.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const sent = await admin.request.post('/api/v1/team/invite', {
    data: { emails: [invitee.email], license: 'Recruiter' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const path = await invitationLink(admin, invitee.email);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(path);
  await expect(guest.getByText(/invited you to join Northwind Recruiting/)).toBeVisible();
  const sso = guest.getByRole('link', { name: 'Continue with single sign-on' });
  await expect(sso).toBeVisible();
  await snap(guest, 'invitation-with-sso');
  op?.signInAs(invitee.email, invitee.name);
  await sso.click();
  await expect(guest.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 });
  const { user } = (await guest.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))) as {
    user: { email: string; fullName: string; team: { name: string } };
  };
  expect(user).toMatchObject({ email: invitee.email, fullName: invitee.name });
  expect(user.team.name).toBe('Northwind Recruiting');
  // The link worked once.
  await guest.goto(path);
  await expect(guest.getByText('This invitation was already used: log in instead.')).toBeVisible();
});
