import { MantineProvider } from '@mantine/core';
import { type HiringProcessTemplate, LOCK_REASONS, NO_ACCESS_MESSAGE } from '@talentbase/shared';
import { defaultTemplateDetail } from '@talentbase/shared/domain/pipeline';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { createQueryClient } from '../../lib/query-client';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { AppRoutes } from '../router';
import { theme } from '../theme';
import { HIRING_PROCESS_PATH, HiringProcessPage } from './hiring-process';

const LIST = 'GET /api/v1/hiring-process/templates';
// An enterprise admin of a pro team with sourcing: has the teamSettings gate.
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});

function template(overrides: Partial<HiringProcessTemplate> = {}): HiringProcessTemplate {
  return {
    templateId: '1',
    templateName: 'Default outbound pipeline',
    templateDetail: defaultTemplateDetail(),
    createDate: '2026-01-05T10:00:00.000Z',
    updateDate: '2026-01-05T10:00:00.000Z',
    isDefault: true,
    usedByProjectsNumber: 3,
    usedByProjectsNames: ['Backend Engineer – Berlin', 'Data Analyst', 'Head of Sales'],
    projectIdList: ['11', '12', '13'],
    ...overrides,
  };
}
const engineering = template({
  templateId: '2',
  templateName: 'Engineering hiring with a very long name that has to truncate in the list',
  isDefault: false,
  usedByProjectsNumber: 0,
  usedByProjectsNames: [],
  projectIdList: [],
});

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [LIST]: [200, { data: [template(), engineering] }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={HIRING_PROCESS_PATH} element={<HiringProcessPage />} />
      </Routes>
    </MantineProvider>,
    { path: HIRING_PROCESS_PATH },
  );
  return api;
}

const card = (name: string) => screen.findByLabelText(name);

describe('Hiring process page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen of the navigation', () => {
    const entry = NAV_ENTRIES.find((e) => e.key === 'adminHiringProcess');
    expect(entry).toMatchObject({ path: HIRING_PROCESS_PATH, gate: 'teamSettings', exists: true });
  });

  it('lists the processes with their usage and the default badge, after a skeleton', async () => {
    renderPage();
    expect(screen.getByTestId('templates-loading')).toBeTruthy();
    const first = await card('Default outbound pipeline');
    expect(within(first).getByText('Default')).toBeTruthy();
    const usage = within(first).getByTestId('template-usage');
    expect(usage.textContent).toBe(
      'Used by 3 projects: Backend Engineer – Berlin, Data Analyst, Head of Sales',
    );
    expect(usage.getAttribute('title')).toBe(usage.textContent);
    const second = await card(engineering.templateName);
    expect(within(second).queryByText('Default')).toBeNull();
    expect(within(second).getByTestId('template-usage').textContent).toBe('Not used by any project');
    expect(within(second).getByTitle(engineering.templateName)).toBeTruthy();
  });

  it('shows an error state and retries', async () => {
    const u = userEvent.setup();
    let fail = true;
    renderPage({
      [LIST]: () =>
        fail
          ? [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }]
          : [200, { data: [template()] }],
    });
    const error = await screen.findByTestId('templates-error', {}, { timeout: 10_000 });
    expect(within(error).getByText('The database is restarting.')).toBeTruthy();
    fail = false;
    await u.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await card('Default outbound pipeline')).toBeTruthy();
  });

  it('edits a process: locks the fixed items, adds, renames, reorders, hides, and saves', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'PUT /api/v1/hiring-process/templates/2': () => [
        200,
        { data: { ...engineering, templateName: 'Tech' } },
      ],
    });
    await u.click(within(await card(engineering.templateName)).getByRole('button', { name: 'Edit' }));

    // Sourcing and its stages are locked, with the reason at hand for keyboard and mouse users.
    expect(
      screen.getByRole('button', { name: `Sourcing is locked: ${LOCK_REASONS.fixedCategory}` }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: `Good Fit is locked: ${LOCK_REASONS.fixedStage}` }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Sourcing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Good Fit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add stage to Sourcing/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add stage to Archived/ })).toBeNull();
    expect(
      (screen.getByRole('switch', { name: 'Show Exported on the board' }) as HTMLInputElement).disabled,
    ).toBe(true);
    // Screen cannot move above Sourcing; Hired cannot move below Archived.
    expect((screen.getByRole('button', { name: 'Move Screen up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Hired down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const name = screen.getByRole('textbox', { name: /Hiring process name/ });
    await u.clear(name);
    await u.type(name, 'Tech');
    await u.click(screen.getByRole('button', { name: 'Add stage to Screen' }));
    await u.keyboard('Phone screen');
    await u.click(screen.getByRole('button', { name: 'Add stage to Screen' }));
    await u.keyboard('Tech screen');
    await u.click(screen.getByRole('switch', { name: 'Show Tech screen on the board' }));
    await u.click(screen.getByRole('button', { name: 'Move Tech screen up' }));
    await u.click(screen.getByRole('button', { name: 'Move Interview down' }));
    await u.click(screen.getByRole('button', { name: 'Remove Hired' }));
    const archivedStage = screen.getByRole('textbox', { name: 'Stage name in Archived' });
    await u.clear(archivedStage);
    await u.type(archivedStage, 'Closed');
    await u.click(screen.getByRole('button', { name: 'Save hiring process' }));

    await waitFor(() => expect(api.to('PUT /api/v1/hiring-process/templates/2')).toHaveLength(1));
    expect(api.to('PUT /api/v1/hiring-process/templates/2')[0]?.body).toEqual({
      templateName: 'Tech',
      templateDetail: [
        defaultTemplateDetail()[0],
        {
          categoryId: 2,
          categoryName: 'Screen',
          stages: [
            { stageName: 'Tech screen', stageStatus: 1 },
            { stageName: 'Phone screen', stageStatus: 0 },
          ],
        },
        { categoryId: 4, categoryName: 'Offer', stages: [] },
        { categoryId: 3, categoryName: 'Interview', stages: [] },
        {
          categoryId: 6,
          categoryName: 'Archived',
          stages: [{ stageId: 0, stageName: 'Closed', stageStatus: 1 }],
        },
      ],
    });
    expect(await screen.findByText('Hiring process saved: Tech')).toBeTruthy();
    expect(await card('Default outbound pipeline')).toBeTruthy();
  });

  it('shows what the server refuses where it belongs, and blank names before sending', async () => {
    const u = userEvent.setup();
    let answer: [number, unknown] = [
      409,
      {
        code: 'CONFLICT',
        message:
          'Projects using this hiring process still have candidates there: 2 candidates are in Interview. Move them to another stage first.',
        details: { candidates: 2 },
      },
    ];
    const api = renderPage({ 'PUT /api/v1/hiring-process/templates/2': () => answer });
    await u.click(within(await card(engineering.templateName)).getByRole('button', { name: 'Edit' }));

    await u.click(screen.getByRole('button', { name: 'Add category' }));
    await u.click(screen.getByRole('button', { name: 'Save hiring process' }));
    // The long name of the fixture and the blank category are caught before anything is sent.
    expect(await screen.findByText('Enter a category name')).toBeTruthy();
    expect(screen.getByText('At most 60 characters')).toBeTruthy();
    expect(api.to('PUT /api/v1/hiring-process/templates/2')).toHaveLength(0);
    const name = screen.getByRole('textbox', { name: /Hiring process name/ });
    await u.clear(name);
    await u.type(name, 'Engineering');

    await u.type(
      within(screen.getByTestId('category-5')).getByRole('textbox', { name: 'Category name' }),
      'Screen',
    );
    await u.click(screen.getByRole('button', { name: 'Remove Interview' }));
    answer = [
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'Please correct the hiring process',
        details: {
          fields: { 'templateDetail.4.categoryName': 'Another category is already called “Screen”' },
        },
      },
    ];
    await u.click(screen.getByRole('button', { name: 'Save hiring process' }));
    await waitFor(() => expect(api.to('PUT /api/v1/hiring-process/templates/2')).toHaveLength(1));
    expect(await screen.findByText('Another category is already called “Screen”')).toBeTruthy();
    expect(
      within(screen.getByTestId('category-4')).getByRole('textbox', { name: 'Category name' }),
    ).toBeTruthy();

    const input = within(screen.getByTestId('category-4')).getByRole('textbox', { name: 'Category name' });
    await u.clear(input);
    await u.type(input, 'Onsite');
    answer = [
      409,
      {
        code: 'CONFLICT',
        message:
          'Projects using this hiring process still have candidates there: 2 candidates are in Interview. Move them to another stage first.',
        details: { candidates: 2 },
      },
    ];
    await u.click(screen.getByRole('button', { name: 'Save hiring process' }));
    const problem = await screen.findByTestId('editor-problem');
    expect(problem.textContent).toContain('2 candidates are in Interview');
  });

  it('creates a process as a copy and opens it in the editor', async () => {
    const u = userEvent.setup();
    const created = template({
      templateId: '9',
      templateName: 'Sales',
      isDefault: false,
      usedByProjectsNumber: 0,
    });
    const api = renderPage({ 'POST /api/v1/hiring-process/templates': [200, { data: created }] });
    await card('Default outbound pipeline');
    await u.click(screen.getByRole('button', { name: 'New hiring process' }));
    const dialog = await screen.findByRole('dialog', { name: 'New hiring process' });
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Sales');
    await u.click(within(dialog).getByRole('combobox', { name: 'Start from' }));
    await u.click(await screen.findByRole('option', { name: `Copy of ${engineering.templateName}` }));
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.to('POST /api/v1/hiring-process/templates')).toHaveLength(1));
    expect(api.to('POST /api/v1/hiring-process/templates')[0]?.body).toEqual({
      templateName: 'Sales',
      copyFromTemplateId: '2',
    });
    expect(await screen.findByRole('heading', { name: 'Edit Sales' })).toBeTruthy();
  });

  it('sets a default, and deletes only an unused process after a confirmation', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/hiring-process/templates/2/set-default': [
        200,
        { data: { ...engineering, isDefault: true } },
      ],
      'DELETE /api/v1/hiring-process/templates/2': [200, { success: true }],
    });
    await u.click(
      within(await card('Default outbound pipeline')).getByRole('button', { name: /More actions/ }),
    );
    let menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Set as default' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' }).hasAttribute('data-disabled')).toBe(true);
    await u.keyboard('{Escape}');

    await u.click(within(await card(engineering.templateName)).getByRole('button', { name: /More actions/ }));
    menu = await screen.findByRole('menu');
    await u.click(within(menu).getByRole('menuitem', { name: 'Set as default' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/hiring-process/templates/2/set-default')).toHaveLength(1),
    );

    await u.click(within(await card(engineering.templateName)).getByRole('button', { name: /More actions/ }));
    await u.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hiring process?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to('DELETE /api/v1/hiring-process/templates/2')).toHaveLength(0);
    await u.click(within(await card(engineering.templateName)).getByRole('button', { name: /More actions/ }));
    await u.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Delete hiring process?' })).getByRole('button', {
        name: 'Delete hiring process',
      }),
    );
    await waitFor(() => expect(api.to('DELETE /api/v1/hiring-process/templates/2')).toHaveLength(1));
  });

  it('is behind the teamSettings gate in the app routes', async () => {
    const recruiter = currentUser({ subject: subject({ plan: 'growth', roles: ['growth_recruiter'] }) });
    const api = stubProjectApi({ 'GET /api/auth/me': [200, { user: recruiter }] });
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[HIRING_PROCESS_PATH]}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    // The app's routes load the shell and pages lazily: allow for that on a busy machine.
    expect(await screen.findByText(NO_ACCESS_MESSAGE, undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.to(LIST)).toHaveLength(0);
  });
});
