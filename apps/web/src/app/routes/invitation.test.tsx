import { MantineProvider } from '@mantine/core';
import type { InvitationInfo } from '@talentbase/shared/contracts/team-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { ME_QUERY_KEY } from '../../lib/query-client';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { DASHBOARD_PATH, InvitationPage } from './invitation';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const INFO = `GET /api/v1/team/invitations/${TOKEN}`;
const ACCEPT = `POST /api/v1/team/invitations/${TOKEN}/accept`;

const info = (overrides: Partial<InvitationInfo> = {}): InvitationInfo => ({
  email: 'ada@example.com',
  teamName: 'Northwind Recruiting',
  organizationName: 'Northwind Talent',
  license: 'Recruiter',
  invitedBy: 'Alex Admin',
  expiresAt: '2026-12-04T10:00:00.000Z',
  existingAccount: false,
  sso: { available: false, required: false },
  ...overrides,
});

function renderPage(routes: ProjectRoutes, search = '') {
  const api = stubProjectApi({
    'GET /api/auth/me': [401, { code: 'UNAUTHENTICATED', message: 'No', details: null }],
    ...routes,
  });
  const result = renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path="/invitation/:token" element={<InvitationPage />} />
        <Route path={DASHBOARD_PATH} element={<p>Dashboard page</p>} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MantineProvider>,
    { path: `/invitation/${TOKEN}${search}` },
  );
  return { api, ...result };
}

describe('Invitation page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('says who invited you where, and creates the account with a strict password', async () => {
    const u = userEvent.setup();
    const user = currentUser({ email: 'ada@example.com', fullName: 'Ada Byron' });
    const { api, queryClient } = renderPage({ [INFO]: [200, info()], [ACCEPT]: [200, { user }] });
    const summary = await screen.findByTestId('invitation-summary');
    expect(summary.textContent).toBe(
      'Alex Admin invited you to join Northwind Recruiting (Northwind Talent) with a Recruiter seat.',
    );
    await u.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Byron');
    await u.type(screen.getByLabelText(/Choose a password/), 'short');
    await u.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(api.to(ACCEPT)).toHaveLength(0);
    await u.clear(screen.getByLabelText(/Choose a password/));
    await u.type(screen.getByLabelText(/Choose a password/), 'Correct-Horse-42!');
    await u.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(api.to(ACCEPT)[0]?.body).toEqual({ fullName: 'Ada Byron', password: 'Correct-Horse-42!' });
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(user);
  });

  it('asks an existing account only for its password, and shows a refusal in place', async () => {
    const u = userEvent.setup();
    const { api } = renderPage({
      [INFO]: [200, info({ existingAccount: true, license: 'Collaborator' })],
      [ACCEPT]: [409, { code: 'CONFLICT', message: 'This email or password is not right.', details: null }],
    });
    expect((await screen.findByTestId('invitation-summary')).textContent).toContain(
      'with a Collaborator seat',
    );
    expect(screen.queryByRole('textbox', { name: /Full name/ })).toBeNull();
    await u.type(screen.getByLabelText(/^Password/), 'whatever');
    await u.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This email or password is not right.')).toBeTruthy();
    expect(api.to(ACCEPT)[0]?.body).toEqual({ password: 'whatever' });
  });

  it('explains an expired or unknown link, with a way to log in', async () => {
    const u = userEvent.setup();
    renderPage({
      [INFO]: [
        410,
        {
          code: 'GONE',
          message: 'This invitation has expired. Ask your admin for a new one.',
          details: null,
        },
      ],
    });
    const box = await screen.findByTestId('invitation-error');
    expect(within(box).getByText('This invitation has expired. Ask your admin for a new one.')).toBeTruthy();
    await u.click(within(box).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByText('Login page')).toBeTruthy());
  });

  it('offers to try again when the server could not answer', async () => {
    renderPage({
      [INFO]: [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }],
    });
    const box = await screen.findByTestId('invitation-error', {}, { timeout: 10_000 });
    expect(within(box).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers single sign-on beside the password form when the domain has it', async () => {
    renderPage({ [INFO]: [200, info({ sso: { available: true, required: false } })] });
    const sso = await screen.findByRole('link', { name: 'Continue with single sign-on' });
    expect(sso.getAttribute('href')).toBe(`/api/auth/sso/invitations/${TOKEN}/start`);
    expect(screen.getByLabelText(/Choose a password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account and join' })).toBeTruthy();
  });

  it('offers only single sign-on when the organisation requires it, and says why SSO came back', async () => {
    renderPage(
      { [INFO]: [200, info({ existingAccount: true, sso: { available: true, required: true } })] },
      '?ssoError=invitation_email_mismatch',
    );
    expect(await screen.findByRole('link', { name: 'Continue with single sign-on' })).toBeTruthy();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: /accept|join/i })).toBeNull();
    expect((await screen.findByTestId('invitation-sso-error')).textContent).toContain(
      'another email address than the one invited',
    );
  });
});
