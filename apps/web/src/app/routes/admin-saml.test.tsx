import { MantineProvider } from '@mantine/core';
import type { SsoSettings } from '@talentbase/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { SsoSignIn } from '../../features/sso/components/sso-sign-in';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { ADMIN_SAML_PATH, AdminSamlPage } from './admin-saml';

const SETTINGS = 'GET /api/team-settings/sso';
const SAVE = 'PUT /api/team-settings/sso';
const UPLOAD = 'POST /api/team-settings/sso/saml/idp-metadata';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});

const base = 'http://localhost:3000/api/auth/sso';
const settings = (over: Partial<SsoSettings> = {}): SsoSettings => ({
  configured: false,
  slug: 'northwind-talent',
  domains: [],
  ssoRequired: false,
  jitProvisioning: false,
  saml: {
    enabled: false,
    idpEntityId: null,
    idpSsoUrl: null,
    idpCertificateFingerprint: null,
    idpCertificateExpiresAt: null,
    spEntityId: `${base}/saml/new/metadata`,
    acsUrl: `${base}/saml/new/acs`,
    metadataUrl: `${base}/saml/new/metadata`,
    loginUrl: `${base}/saml/northwind-talent/login`,
  },
  oidc: {
    enabled: false,
    issuer: null,
    clientId: null,
    clientSecretSet: false,
    redirectUri: `${base}/oidc/new/callback`,
  },
  ...over,
});

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [SETTINGS]: [200, { data: settings() }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ADMIN_SAML_PATH} element={<AdminSamlPage />} />
      </Routes>
    </MantineProvider>,
    { path: ADMIN_SAML_PATH },
  );
  return api;
}

describe('Single sign-on page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows what to give the identity provider, uploads its metadata and saves the settings', async () => {
    const u = userEvent.setup();
    const uploaded = settings({
      configured: true,
      saml: {
        ...settings().saml,
        idpEntityId: 'https://idp.example/meta',
        idpSsoUrl: 'https://idp.example/sso',
        idpCertificateFingerprint: 'AA:BB',
        idpCertificateExpiresAt: '2030-01-01T00:00:00.000Z',
      },
    });
    const api = renderPage({
      [UPLOAD]: [200, { data: uploaded }],
      [SAVE]: (req) => [200, { data: { ...uploaded, ...(req.body as object) } }],
    });
    expect(screen.getByTestId('sso-loading')).toBeTruthy();
    expect(await screen.findByText(`${base}/saml/new/acs`)).toBeTruthy();
    expect(screen.getByText(/No identity provider yet/)).toBeTruthy();

    await u.type(screen.getByRole('textbox', { name: 'Paste metadata XML' }), '<md:EntityDescriptor/>');
    await u.click(screen.getByRole('button', { name: 'Save pasted metadata' }));
    await waitFor(() => expect(api.to(UPLOAD)).toHaveLength(1));
    expect(api.to(UPLOAD)[0]?.body).toEqual({ xml: '<md:EntityDescriptor/>' });
    expect(await screen.findByText('https://idp.example/sso')).toBeTruthy();

    const domains = screen.getByPlaceholderText('example.com');
    await u.type(domains, 'Northwind.example{enter}');
    await u.click(screen.getByRole('switch', { name: /Sign in with SAML 2.0/ }));
    await u.click(screen.getByRole('switch', { name: /Require single sign-on/ }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]?.body).toMatchObject({
      slug: 'northwind-talent',
      domains: ['northwind.example'],
      samlEnabled: true,
      ssoRequired: true,
      jitProvisioning: false,
      oidcEnabled: false,
    });
    expect(JSON.stringify(api.to(SAVE)[0]?.body)).not.toContain('oidcClientSecret');
  });

  it('refuses a bad domain before sending and shows the server\u2019s field errors', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [SAVE]: [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the highlighted fields',
          details: {
            fields: { samlEnabled: 'Upload the identity provider metadata before turning SAML on' },
          },
        },
      ],
    });
    const domains = await screen.findByPlaceholderText('example.com');
    await u.type(domains, 'not_a_domain{enter}');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/not_a_domain is not a domain/)).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);
    await u.type(domains, '{backspace}');
    await u.click(screen.getByRole('switch', { name: /Sign in with SAML 2.0/ }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Upload the identity provider metadata before turning SAML on'),
    ).toBeTruthy();
  });

  it('says the sign-in name and domains are the organisation\u2019s and shows a taken slug or domain under its field', async () => {
    const u = userEvent.setup();
    let calls = 0;
    renderPage({
      [SETTINGS]: [200, { data: settings({ domains: ['northwind.example'] }) }],
      [SAVE]: () =>
        ++calls === 1
          ? [
              409,
              {
                code: 'CONFLICT',
                message: 'Another organisation already uses this sign-in name',
                details: { fields: { slug: 'Another organisation already uses this sign-in name' } },
              },
            ]
          : [
              400,
              {
                code: 'VALIDATION_FAILED',
                message: 'Please correct the highlighted fields',
                details: { fields: { domains: 'starter.example already belongs to another organisation' } },
              },
            ],
    });
    expect(await screen.findByText(/the same value as in organisation settings/)).toBeTruthy();
    expect(screen.getByText(/the same list as in organisation settings/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another organisation already uses this sign-in name')).toBeTruthy();
    await u.type(screen.getByPlaceholderText('example.com'), 'starter.example{enter}');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('starter.example already belongs to another organisation')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [SETTINGS]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Sign in with SSO', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('finds the organisation by the email domain and goes to its identity provider', async () => {
    const u = userEvent.setup();
    const went: string[] = [];
    const api = stubProjectApi({
      'POST /api/auth/sso/discover': (req) =>
        (req.body as { email: string }).email.endsWith('@northwind.example')
          ? [200, { redirectUrl: '/api/auth/sso/saml/northwind/login' }]
          : [
              404,
              {
                code: 'NOT_FOUND',
                message: 'Single sign-on is not set up for this email domain. Sign in with your password.',
                details: null,
              },
            ],
    });
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <SsoSignIn next="/engage/inbox" ssoError="no_account" go={(url) => went.push(url)} />
      </MantineProvider>,
      { path: '/login' },
    );
    expect(screen.getByText(/do not have a Talentbase account yet/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    const email = screen.getByRole('textbox', { name: 'Work email' });
    await u.type(email, 'someone@elsewhere.example');
    await u.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    expect(await screen.findByText(/not set up for this email domain/)).toBeTruthy();
    await u.clear(email);
    await u.type(email, 'sam@northwind.example');
    await u.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    await waitFor(() => expect(went).toEqual(['/api/auth/sso/saml/northwind/login']));
    expect(api.to('POST /api/auth/sso/discover').at(-1)?.body).toEqual({
      email: 'sam@northwind.example',
      returnTo: '/engage/inbox',
    });
  });
});
