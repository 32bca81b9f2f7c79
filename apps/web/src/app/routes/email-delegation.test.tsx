import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { EMAIL_DELEGATION_PATHS, EmailDelegationPage } from './email-delegation';

const LIST = 'GET /api/tb-v2/v1/engage/delegations';
const GRANT = 'POST /api/tb-v2/v1/engage/delegations';
const alex = {
  userId: '11111111-1111-4111-8111-111111111111',
  name: 'Alex Admin',
  email: 'alex@example.com',
};
const riley = {
  userId: '22222222-2222-4222-8222-222222222222',
  name: 'Riley Relations',
  email: 'riley@example.com',
};
const sam = { userId: '33333333-3333-4333-8333-333333333333', name: 'Sam Sender', email: 'sam@example.com' };
const REVOKE = `DELETE /api/tb-v2/v1/engage/delegations/${alex.userId}`;
const user = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_member'], permissions: ['campaign.view'] }),
});

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [LIST]: [
      200,
      {
        granted: [],
        received: [{ ...sam, since: '2026-11-01T00:00:00.000Z' }],
        grantable: [
          { ...alex, since: null },
          { ...riley, since: null },
        ],
      },
    ],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path="/settings/email-delegation" element={<EmailDelegationPage />} />
      </Routes>
    </MantineProvider>,
    { path: '/settings/email-delegation' },
  );
  return api;
}

describe('Email delegation page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is served under /settings and /admin/settings for Engage users', () => {
    for (const path of EMAIL_DELEGATION_PATHS)
      expect(NAV_ENTRIES.find((e) => e.path === path)).toMatchObject({ gate: 'engage', exists: true });
  });

  it('grants a teammate and takes it back, showing both lists', async () => {
    const u = userEvent.setup();
    const afterGrant = {
      granted: [{ ...alex, since: '2026-11-26T10:00:00.000Z' }],
      received: [{ ...sam, since: '2026-11-01T00:00:00.000Z' }],
      grantable: [{ ...riley, since: null }],
    };
    const api = renderPage({
      [GRANT]: [200, afterGrant],
      [REVOKE]: [
        200,
        {
          ...afterGrant,
          granted: [],
          grantable: [
            { ...alex, since: null },
            { ...riley, since: null },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email delegation' })).toBeTruthy();
    expect(await screen.findByTestId('granted-empty')).toBeTruthy();
    const received = screen.getByRole('list', { name: 'People you can send for' });
    expect(within(received).getByText('Sam Sender')).toBeTruthy();

    const grant = screen.getByRole('button', { name: 'Grant' }) as HTMLButtonElement;
    expect(grant.disabled).toBe(true);
    await u.click(screen.getByRole('combobox', { name: 'Team member' }));
    await u.click(await screen.findByRole('option', { name: 'Alex Admin (alex@example.com)' }));
    await u.click(grant);
    await waitFor(() => expect(api.to(GRANT)).toHaveLength(1));
    expect(api.to(GRANT)[0]?.body).toEqual({ delegateUserId: alex.userId });
    const granted = await screen.findByRole('list', { name: 'People who can send for you' });
    expect(within(granted).getByText('Alex Admin')).toBeTruthy();

    await u.click(within(granted).getByRole('button', { name: 'Take back from Alex Admin' }));
    await waitFor(() => expect(api.to(REVOKE)).toHaveLength(1));
    expect(await screen.findByTestId('granted-empty')).toBeTruthy();
  });

  it('says why a grant was refused', async () => {
    const u = userEvent.setup();
    renderPage({ [GRANT]: [404, { code: 'NOT_FOUND', message: 'Team member not found', details: null }] });
    await u.click(await screen.findByRole('combobox', { name: 'Team member' }));
    await u.click(await screen.findByRole('option', { name: /Riley Relations/ }));
    await u.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Team member not found')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [LIST]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
