import { MantineProvider } from '@mantine/core';
import type { ImplantationResponse, SetupItem } from '@talentbase/shared/contracts/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { AdminImplantationPage, IMPLANTATION_PATH } from './admin-implantation';

const admin = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_admin'], permissions: ['member.manage'] }),
});
const GET = 'GET /api/v1/admin/implantation';
const PUT = 'PUT /api/v1/admin/implantation';

const items: SetupItem[] = [
  {
    key: 'invite-team',
    label: 'Invite your team',
    description: 'Give your recruiters a seat.',
    done: true,
    manual: false,
    href: '/admin/general/users',
  },
  {
    key: 'company-profile',
    label: 'Fill in the company profile',
    description: 'What candidates read.',
    done: false,
    manual: true,
    href: '/admin/team-settings/company-profile',
  },
];
const state = (overrides: Partial<ImplantationResponse> = {}): ImplantationResponse => ({
  onboardingMode: 0,
  items,
  ...overrides,
});

function renderPage(routes: ProjectRoutes) {
  const api = stubProjectApi({ 'GET /api/auth/me': [200, { user: admin }], ...routes });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={IMPLANTATION_PATH} element={<AdminImplantationPage />} />
      </Routes>
    </MantineProvider>,
    { path: IMPLANTATION_PATH },
  );
  return api;
}

describe('Setup page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows the checklist with links, done states and progress', async () => {
    renderPage({ [GET]: [200, state()] });
    expect(screen.getByTestId('implantation-loading')).toBeTruthy();
    const invite = await screen.findByRole('listitem', { name: 'Invite your team' });
    expect(within(invite).getByText('Done')).toBeTruthy();
    expect(within(invite).queryByRole('checkbox')).toBeNull();
    expect(within(invite).getByRole('link').getAttribute('href')).toBe('/admin/general/users');
    const profile = screen.getByRole('listitem', { name: 'Fill in the company profile' });
    expect(within(profile).getByRole('checkbox')).toBeTruthy();
    expect(screen.getByTestId('setup-progress').textContent).toBe('1 of 2 done');
  });

  it('changes the onboarding mode and ticks a manual item', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [GET]: [200, state()],
      [PUT]: (req) => {
        const body = req.body as { onboardingMode?: number; items?: Record<string, boolean> };
        return [
          200,
          state({
            onboardingMode: body.onboardingMode ?? 0,
            items: items.map((i) => ({ ...i, done: body.items?.[i.key] ?? i.done })),
          }),
        ];
      },
    });
    await screen.findByRole('listitem', { name: 'Invite your team' });
    await u.click(screen.getByRole('radio', { name: 'Onboarding' }));
    await waitFor(() => expect(api.to(PUT)[0]?.body).toEqual({ onboardingMode: 2 }));
    expect(await screen.findByText('Members are guided through their first steps.')).toBeTruthy();
    await u.click(screen.getByRole('checkbox', { name: 'Fill in the company profile: mark as done' }));
    await waitFor(() => expect(api.to(PUT)[1]?.body).toEqual({ items: { 'company-profile': true } }));
    await waitFor(() => expect(screen.getByTestId('setup-progress').textContent).toBe('2 of 2 done'));
  });

  it('shows a refused change in place', async () => {
    const u = userEvent.setup();
    renderPage({
      [GET]: [200, state()],
      [PUT]: [409, { code: 'CONFLICT', message: 'Another admin changed the setup just now.', details: null }],
    });
    await screen.findByRole('listitem', { name: 'Invite your team' });
    await u.click(screen.getByRole('radio', { name: 'Implantation' }));
    // The refusal is shown in place (a success toast of the test before may still be leaving).
    const message = await screen.findByText('Another admin changed the setup just now.');
    expect(message.closest('[role="alert"]')?.id ?? '').not.toMatch(/^tb-toast-/);
  });

  it('shows an error state when the checklist cannot be loaded', async () => {
    renderPage({
      [GET]: [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }],
    });
    const error = await screen.findByTestId('implantation-error', {}, { timeout: 10_000 });
    expect(within(error).getByText('The database is restarting.')).toBeTruthy();
  });
});
