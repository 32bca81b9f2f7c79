import { MantineProvider } from '@mantine/core';
import { NO_ACCESS_MESSAGE } from '@talentbase/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { apiStub, type StubRoutes } from '../test/api-stub';
import { currentUser, subject } from '../test/fixtures';
import { routes } from './router';
import { theme } from './theme';

const unauthenticated = [401, { code: 'UNAUTHENTICATED', message: 'Log in', details: null }] as const;
const growthUser = currentUser({ subject: subject({ plan: 'growth', roles: ['growth_recruiter'] }) });
const proAdmin = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_admin'], permissions: ['member.manage'] }),
  contractCredits: { total: 200, used: 190, remaining: 10 },
  creditWarning: true,
});

function renderApp(path: string, api: StubRoutes) {
  const { fetchStub, calls } = apiStub(api);
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, calls };
}

describe('app routes', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('sends a signed-out visitor to /login with next, and back there after logging in', async () => {
    const { router } = renderApp('/settings/password', {
      'GET /api/auth/me': [...unauthenticated],
      'POST /api/auth/login': [200, { user: growthUser }],
    });
    await screen.findByRole('button', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fsettings%2Fpassword');

    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Correct-horse-9{Enter}');
    expect(await screen.findByLabelText(/^Current password/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/password');
  });

  it('shows the no-access panel, not the page, when the gate is missing', async () => {
    renderApp('/settings/profile', { 'GET /api/auth/me': [200, { user: proAdmin }] });
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeTruthy();
    expect(screen.queryByLabelText(/^Full name/)).toBeNull();
  });

  it('serves the same profile page under /admin/settings/profile', async () => {
    renderApp('/admin/settings/profile', { 'GET /api/auth/me': [200, { user: proAdmin }] });
    const name = (await screen.findByLabelText(/^Full name/)) as HTMLInputElement;
    expect(name.value).toBe('Ada Lovelace');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(true);
  });

  it('summarises the account on the home page with the credit warning', async () => {
    renderApp('/', { 'GET /api/auth/me': [200, { user: proAdmin }] });
    expect(await screen.findByText('Credits are running low')).toBeTruthy();
    expect(screen.getByText('10')).toBeTruthy();
    expect(screen.getByText('190 of 200 used')).toBeTruthy();
    expect(screen.getAllByText('Acme Talent').length).toBeGreaterThan(0);
    expect(screen.getByText('Enterprise admin')).toBeTruthy();
    expect(screen.getByText('No product solutions are active for your team.')).toBeTruthy();
  });

  it('shows the 404 page for an unknown route without asking the API', async () => {
    const { calls } = renderApp('/no/such/page', {});
    expect(await screen.findByText('Page not found')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
