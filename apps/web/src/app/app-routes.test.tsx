import { MantineProvider } from '@mantine/core';
import { NO_ACCESS_MESSAGE } from '@talentbase/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { apiStub, type StubRoutes } from '../test/api-stub';
import { currentUser, subject } from '../test/fixtures';
import { AppRoutes, routes, SCREENS } from './router';
import { theme } from './theme';

const unauthenticated = [401, { code: 'UNAUTHENTICATED', message: 'Log in', details: null }] as const;
const growthUser = currentUser({ subject: subject({ plan: 'growth', roles: ['growth_recruiter'] }) });
const proAdmin = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_admin'], permissions: ['member.manage'] }),
  contractCredits: { total: 200, used: 190, remaining: 10 },
  creditWarning: true,
});

// The shell and the page render after the session check and their lazy modules resolve, a few
// renders later than a findBy* waits by default (1 s) on a busy machine.
const FIRST_PAINT = { timeout: 5000 };

/** Every lazily loaded part of the route tree (the shell and each page), as the routes declare them. */
function preloadsOf(tree: readonly RouteObject[]): (() => Promise<unknown>)[] {
  return tree.flatMap((route) => {
    const own = (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
    return [...(own ? [own] : []), ...preloadsOf(route.children ?? [])];
  });
}

function renderApp(path: string, api: StubRoutes) {
  const { fetchStub, calls } = apiStub(api);
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { current, calls };
}

describe('app routes', () => {
  // Pages load lazily: transforming their modules the first time can take longer than a
  // findBy* waits on a busy machine, so load them all once up front. What is checked is unchanged.
  beforeAll(async () => {
    await Promise.all(preloadsOf(routes).map((preload) => preload()));
  }, 60_000);

  it('declares a preload for the shell and every lazily loaded page', () => {
    // One preload per route element that is lazy: the shell, the built screens, the linked
    // screens, log in, sign up and the shared profile.
    expect(preloadsOf(routes).length).toBeGreaterThanOrEqual(1 + Object.keys(SCREENS).length);
  });

  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('sends a signed-out visitor to /login with next, and back there after logging in', async () => {
    const { current } = renderApp('/settings/password', {
      'GET /api/auth/me': [...unauthenticated],
      'POST /api/auth/login': [200, { user: growthUser }],
    });
    await screen.findByRole('button', { name: 'Log in' }, FIRST_PAINT);
    expect(current.location?.pathname).toBe('/login');
    expect(current.location?.search).toBe('?next=%2Fsettings%2Fpassword');

    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Correct-horse-9{Enter}');
    expect(await screen.findByLabelText(/^Current password/)).toBeTruthy();
    expect(current.location?.pathname).toBe('/settings/password');
  });

  it('shows the no-access panel, not the page, when the gate is missing', async () => {
    renderApp('/settings/profile', { 'GET /api/auth/me': [200, { user: proAdmin }] });
    expect(await screen.findByText(NO_ACCESS_MESSAGE, undefined, FIRST_PAINT)).toBeTruthy();
    expect(screen.queryByLabelText(/^Full name/)).toBeNull();
  });

  it('serves the same profile page under /admin/settings/profile', async () => {
    renderApp('/admin/settings/profile', { 'GET /api/auth/me': [200, { user: proAdmin }] });
    const name = (await screen.findByLabelText(/^Full name/, undefined, FIRST_PAINT)) as HTMLInputElement;
    expect(name.value).toBe('Ada Lovelace');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(true);
  });

  it('summarises the account on the home page with the credit warning', async () => {
    renderApp('/', { 'GET /api/auth/me': [200, { user: proAdmin }] });
    expect(await screen.findByText('Credits are running low', undefined, FIRST_PAINT)).toBeTruthy();
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
