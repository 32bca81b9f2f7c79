import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { AdminAutomationsPage, AUTOMATIONS_PATH } from './admin-automations';

const RULES = 'GET /api/v1/automations';
const CREATE = 'POST /api/v1/automations';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const options = {
  stages: [
    { categoryId: 1, categoryName: 'Sourcing', stageId: null, stageName: null, labels: [] },
    {
      categoryId: 1,
      categoryName: 'Sourcing',
      stageId: 3,
      stageName: 'Replied',
      labels: [
        { order: 1, label: 'N/A' },
        { order: 3, label: 'Interested' },
      ],
    },
    { categoryId: 3, categoryName: 'Interview', stageId: null, stageName: null, labels: [] },
  ],
  projects: [{ id: '7', name: 'Backend hires' }],
  members: [{ userId: '00000000-0000-4000-8000-000000000001', name: 'Dana Lee', email: 'dana@x.test' }],
  sequences: [],
};
const rule = {
  id: '1',
  name: 'Warm leads',
  enabled: true,
  position: 0,
  projectId: '7',
  projectName: 'Backend hires',
  categoryId: 1,
  stageId: 3,
  stageName: 'Replied',
  actions: [
    { type: 'add_tag', tag: 'Warm' },
    { type: 'notify', userId: null, message: '' },
  ],
  lastRun: { status: 'partial', at: '2026-11-27T10:00:00.000Z' },
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [RULES]: [200, { data: [] }],
    'GET /api/v1/automations/options': [200, { data: options }],
    'GET /api/v1/automations/runs': [200, { data: [] }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={AUTOMATIONS_PATH} element={<AdminAutomationsPage />} />
      </Routes>
    </MantineProvider>,
    { path: AUTOMATIONS_PATH },
  );
  return api;
}

describe('Automations page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminAutomations')).toMatchObject({
      path: AUTOMATIONS_PATH,
      gate: 'teamSettings',
      exists: true,
    });
  });

  it('shows the empty state, then creates a rule; a rule without a name is refused before sending', async () => {
    const u = userEvent.setup();
    const api = renderPage({ [CREATE]: (req) => [200, { data: { ...rule, ...(req.body as object) } }] });
    expect(screen.getByTestId('automations-loading')).toBeTruthy();
    expect(await screen.findByText('No automations yet')).toBeTruthy();
    expect(await screen.findByText(/No rule has run yet/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'New rule' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await u.click(screen.getByRole('button', { name: 'New rule' }));
    await u.click(await screen.findByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Enter a rule name')).toBeTruthy();
    expect(api.to(CREATE)).toHaveLength(0);
    await u.type(screen.getByRole('textbox', { name: /Rule name/ }), 'Warm leads');
    await u.click(screen.getByRole('combobox', { name: /^Stage/ }));
    await u.click(await screen.findByRole('option', { name: 'Sourcing › Replied', hidden: true }));
    await u.type(screen.getByRole('textbox', { name: /^Tag/ }), 'Warm');
    await u.click(screen.getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(api.to(CREATE)).toHaveLength(1));
    expect(api.to(CREATE)[0]?.body).toEqual({
      name: 'Warm leads',
      enabled: true,
      projectId: null,
      categoryId: 1,
      stageId: 3,
      actions: [{ type: 'add_tag', tag: 'Warm' }],
    });
    expect(await screen.findByText('Rule created')).toBeTruthy();
  });

  it('lists rules in order with their trigger, actions and last run, and turns one off', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [RULES]: [200, { data: [rule] }],
      'POST /api/v1/automations/1/enabled': (req) => [200, { data: { ...rule, ...(req.body as object) } }],
    });
    expect(await screen.findByText('1. Warm leads')).toBeTruthy();
    expect(screen.getByText('Last run: partial')).toBeTruthy();
    expect(await screen.findByText(/Add tag “Warm” · Notify the project’s hiring team/)).toBeTruthy();
    await u.click(screen.getByRole('switch'));
    await waitFor(() => expect(api.to('POST /api/v1/automations/1/enabled')).toHaveLength(1));
    expect(api.to('POST /api/v1/automations/1/enabled')[0]?.body).toEqual({ enabled: false });
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [RULES]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
