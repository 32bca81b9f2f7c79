import { MantineProvider } from '@mantine/core';
import type { IntegrationConnection } from '@talentbase/shared/contracts/integrations';
import { CONNECT_CATALOGUE } from '@talentbase/shared/integrations/connect-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LINKED_SCREENS } from '../router';
import { theme } from '../theme';
import { AppDetailPage } from './apps-detail';
import { APP_DETAIL_PATH } from './apps-homepage';
import { OauthCallbackPage } from './integrations-oauth-callback';

const COMPLETE = 'POST /api/v1/integrations/oauth/complete';
const admin = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_admin'], permissions: ['member.manage'] }),
});
const connection = (providerId: string): IntegrationConnection => ({
  id: '0b8f2c4e-1111-4a4a-8a8a-000000000002',
  providerId,
  scope: 'team',
  status: 'connected',
  settings: {},
  hasCredentials: true,
  storedFields: ['accessToken', 'refreshToken', 'expiresAt'],
  lastTest: { ok: true, message: 'Signed in with Top Echelon', checkedAt: '2026-11-27T10:00:00.000Z' },
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});
const states = (installed: Record<string, IntegrationConnection> = {}) => ({
  isAdmin: true,
  allowPrivateHosts: false,
  states: CONNECT_CATALOGUE.map((e) => ({
    providerId: e.id,
    installed: !!installed[e.id],
    teamConnection: installed[e.id] ?? null,
    userConnection: null,
    blockedReason: null,
  })),
});

function renderAt(path: string, routes: ProjectRoutes) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    'GET /api/auth/csrf': [200, { csrfToken: 'test-csrf' }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path="/integrations/oauth/callback" element={<OauthCallbackPage />} />
        <Route path="/integrations/oauth/top-echelon/callback" element={<OauthCallbackPage />} />
        <Route path="/integrations/oauth/bullhorn-salesforce/callback" element={<OauthCallbackPage />} />
        <Route path={APP_DETAIL_PATH} element={<AppDetailPage />} />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return api;
}

afterEach(() => vi.restoreAllMocks());

describe('OAuth sign-in', { timeout: 60_000 }, () => {
  it('has the three callback pages for pro plans', () => {
    for (const path of [
      '/integrations/oauth/callback',
      '/integrations/oauth/bullhorn-salesforce/callback',
      '/integrations/oauth/top-echelon/callback',
    ])
      expect(LINKED_SCREENS.find((s) => s.path === path)?.gate, path).toBe('appsHome');
  });

  it('completes the sign-in once and lands on the integration with Configure', async () => {
    const api = renderAt('/integrations/oauth/top-echelon/callback?code=the-code&state=integrate.abc', {
      [COMPLETE]: [200, { connection: connection('top_echelon') }],
      'GET /api/v1/integrations/catalogue': [200, states({ top_echelon: connection('top_echelon') })],
    });
    expect(await screen.findByRole('button', { name: 'Configure' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top Echelon' })).toBeTruthy();
    expect(api.to(COMPLETE)).toHaveLength(1);
    expect(api.to(COMPLETE)[0]?.body).toEqual({ state: 'integrate.abc', code: 'the-code' });
  });

  it('shows progress, then a clear error and the way back', async () => {
    renderAt('/integrations/oauth/bullhorn-salesforce/callback?state=s1&error=access_denied', {
      [COMPLETE]: [
        422,
        {
          code: 'UNPROCESSABLE',
          message:
            'Bullhorn for Salesforce did not authorise Talentbase (access_denied): nothing was connected.',
          details: null,
        },
      ],
    });
    expect(screen.getByRole('status', { name: 'Completing the sign-in' })).toBeTruthy();
    expect(await screen.findByText(/did not authorise Talentbase \(access_denied\)/)).toBeTruthy();
    expect(screen.getByText('Not connected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Bullhorn for Salesforce' }).getAttribute('href')).toBe(
      '/apps/appDetail?id=bullhorn_salesforce',
    );
  });

  it('says so when opened without a sign-in answer, without calling the server', async () => {
    const api = renderAt('/integrations/oauth/callback', {});
    expect(await screen.findByText(/without a sign-in answer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to apps' })).toBeTruthy();
    expect(api.to(COMPLETE)).toHaveLength(0);
  });

  it('the dialog signs in with the provider after the form fields (Bullhorn for Salesforce)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const u = userEvent.setup();
    const api = renderAt(`${APP_DETAIL_PATH}?id=bullhorn_salesforce`, {
      'GET /api/v1/integrations/catalogue': [200, states()],
      'POST /api/v1/integrations/oauth/bullhorn_salesforce/start': [
        200,
        { authorizeUrl: 'https://login.salesforce.com/services/oauth2/authorize?client_id=k' },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bullhorn for Salesforce Access Information' });
    await u.type(within(dialog).getByLabelText(/Consumer key/), 'my-key');
    await u.type(within(dialog).getByLabelText(/Consumer secret/), 'my-secret');
    await u.click(within(dialog).getByRole('button', { name: 'Sign in with Bullhorn for Salesforce' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'https://login.salesforce.com/services/oauth2/authorize?client_id=k',
      ),
    );
    expect(api.to('POST /api/v1/integrations/oauth/bullhorn_salesforce/start')[0]?.body).toEqual({
      fields: { consumer_key: 'my-key', consumer_secret: 'my-secret' },
    });
    vi.unstubAllGlobals();
  });
});
