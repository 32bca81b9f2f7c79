import { MantineProvider } from '@mantine/core';
import type { ScimToken } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { ADMIN_SCIM_PATH, AdminScimPage } from './admin-scim';

const LIST = 'GET /api/team-settings/scim/tokens';
const CREATE = 'POST /api/team-settings/scim/tokens';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const BASE_URL = 'http://localhost:3000/api/scim/v2';
const token = (over: Partial<ScimToken> = {}): ScimToken => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Okta',
  prefix: 'tbscim_abcde',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'Dana Demo',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [LIST]: [200, { data: [], baseUrl: BASE_URL }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ADMIN_SCIM_PATH} element={<AdminScimPage />} />
      </Routes>
    </MantineProvider>,
    { path: ADMIN_SCIM_PATH },
  );
  return api;
}

describe('SCIM provisioning page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows the base URL and the empty state, creates a token and shows it once', async () => {
    const u = userEvent.setup();
    let tokens: ScimToken[] = [];
    const api = renderPage({
      [LIST]: () => [200, { data: tokens, baseUrl: BASE_URL }],
      [CREATE]: (req) => {
        const made = token({ name: (req.body as { name: string }).name });
        tokens = [made];
        return [201, { data: made, token: 'tbscim_the-secret-token-value' }];
      },
    });
    expect(screen.getByTestId('scim-loading')).toBeTruthy();
    expect(await screen.findByText(BASE_URL)).toBeTruthy();
    expect(screen.getByTestId('scim-empty')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Name the token (e.g. "Okta")')).toBeTruthy();
    expect(api.to(CREATE)).toHaveLength(0);
    await u.type(screen.getByRole('textbox', { name: 'Token name' }), 'Okta');
    await u.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('tbscim_the-secret-token-value')).toBeTruthy();
    expect(api.to(CREATE)[0]?.body).toEqual({ name: 'Okta' });
    expect(await screen.findByTestId('scim-token')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('tbscim_the-secret-token-value')).toBeNull();
  });

  it('revokes a token after confirming', async () => {
    const u = userEvent.setup();
    let tokens = [token()];
    const api = renderPage({
      [LIST]: () => [200, { data: tokens, baseUrl: BASE_URL }],
      [`DELETE /api/team-settings/scim/tokens/${token().id}`]: () => {
        tokens = [token({ revokedAt: '2026-11-02T10:00:00.000Z' })];
        return [200, { ok: true }];
      },
    });
    const card = await screen.findByTestId('scim-token');
    expect(within(card).getByText('Active')).toBeTruthy();
    await u.click(within(card).getByRole('button', { name: 'Revoke' }));
    await u.click(await screen.findByRole('button', { name: 'Revoke token' }));
    await waitFor(() =>
      expect(api.to(`DELETE /api/team-settings/scim/tokens/${token().id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('Revoked')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [LIST]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
