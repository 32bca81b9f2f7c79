import { MantineProvider } from '@mantine/core';
import { NO_ACCESS_MESSAGE } from '@talentbase/shared';
import { PROJECT_LIMIT_MESSAGE } from '@talentbase/shared/domain/messages';
import { PROJECT_DEFAULT_FIELDS } from '@talentbase/shared/domain/projects';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectInformation } from '../../features/projects/test/fixtures';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { createQueryClient } from '../../lib/query-client';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AppRoutes } from '../router';
import { theme } from '../theme';
import { CreateProjectPage } from './create-project';

const PATH = '/v5/create-project';
const CREATE = 'POST /api/v1/projects/create';
const user = currentUser({ subject: subject({ plan: 'growth', roles: ['growth_recruiter'] }) });

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({ 'GET /api/auth/me': [200, { user }], ...routes });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={PATH} element={<CreateProjectPage />} />
        <Route path="/v5/talent-pool/project/:projectId" element={<p>Project page</p>} />
      </Routes>
      <LocationProbe />
    </MantineProvider>,
    { path: PATH },
  );
  return api;
}

const form = () => screen.getByRole('form', { name: 'Create project' });
/** The input labelled so (a select's listbox carries the same label). */
const field = (label: string) => {
  const input = within(form())
    .getAllByLabelText(label)
    .find((el) => el.matches('input, textarea'));
  if (!input) throw new Error(`No input labelled ${label}`);
  return input as HTMLInputElement;
};
const submitButton = () => within(form()).getByRole('button', { name: 'Create project' });

async function chooseStatus(u: ReturnType<typeof userEvent.setup>, label: string) {
  await u.click(field('Project status'));
  await u.click(await screen.findByRole('option', { name: label }));
}

describe('Create project page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows the ten default fields in the spec order with their placeholders, the first one focused', async () => {
    renderPage();
    const jobTitle = await screen.findByRole('textbox', { name: 'Job title' });
    await waitFor(() => expect(document.activeElement).toBe(jobTitle));

    for (const def of PROJECT_DEFAULT_FIELDS) expect(field(def.label).placeholder).toBe(def.placeholder);
    const inputs = Array.from(form().querySelectorAll('input:not([type="hidden"]), textarea'));
    expect(inputs.map((el) => el.getAttribute('placeholder'))).toEqual(
      PROJECT_DEFAULT_FIELDS.map((f) => f.placeholder),
    );
    expect(inputs).toEqual(PROJECT_DEFAULT_FIELDS.map((f) => field(f.label)));
  });

  it('fills the project name from the job title until the user types a name', async () => {
    const u = userEvent.setup();
    renderPage();
    await u.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Staff Nurse');
    expect(field('Project name').value).toBe('Staff Nurse');

    await u.clear(field('Project name'));
    await u.type(field('Project name'), 'ICU nurses 2026');
    await u.type(field('Job title'), ' (nights)');
    expect(field('Job title').value).toBe('Staff Nurse (nights)');
    expect(field('Project name').value).toBe('ICU nurses 2026');
  });

  it('checks the form on the client with the contract messages and sends nothing', async () => {
    const u = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('textbox', { name: 'Job title' });
    await u.click(submitButton());

    expect(await screen.findByText('Enter job title')).toBeTruthy();
    expect(screen.getByText('Please select')).toBeTruthy();
    expect(screen.getByText('Enter a project name')).toBeTruthy();
    expect(document.activeElement).toBe(field('Job title'));
    expect(api.to(CREATE)).toHaveLength(0);

    // The number of openings is kept within 1 to 1,000 as the user leaves the input.
    await u.type(field('Number of openings'), '5000');
    await u.tab();
    expect(field('Number of openings').value).toBe('1000');
  });

  it('puts the server field messages under their inputs', async () => {
    const u = userEvent.setup();
    renderPage({
      [CREATE]: [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the highlighted fields',
          details: { fields: { jobLocation: 'Job location must be at most 200 characters' } },
        },
      ],
    });
    await u.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Nurse');
    await chooseStatus(u, 'Active: visible to the whole team');
    await u.type(field('Job location'), 'Boston{Enter}');

    const location = field('Job location');
    await waitFor(() => expect(location.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Job location must be at most 200 characters')).toBeTruthy();
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('shows the project limit in place and keeps what was typed', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [CREATE]: [
        422,
        { code: 'PROJECT_LIMIT_REACHED', message: PROJECT_LIMIT_MESSAGE, details: { limit: 3 } },
      ],
    });
    await u.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Nurse');
    await chooseStatus(u, 'Active: visible to the whole team');
    await u.type(field('Department'), 'Cardiology{Enter}');

    const alert = await screen.findByTestId('project-limit');
    expect(within(alert).getByText(PROJECT_LIMIT_MESSAGE)).toBeTruthy();
    const link = within(alert).getByRole('link', { name: /Open your projects/ });
    expect(link.getAttribute('href')).toBe('/v5/talent-pool/project-list');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(field('Job title').value).toBe('Nurse');
    expect(field('Department').value).toBe('Cardiology');
    expect(screen.getByTestId('location').textContent).toBe(PATH);
    expect(api.to(CREATE)).toHaveLength(1);
  });

  it('creates the project, then opens it with a success toast', async () => {
    const u = userEvent.setup();
    const created = projectInformation({ projectId: '77', projectName: 'Nurses Boston' });
    const api = renderPage({ [CREATE]: [200, { data: created }] });
    await u.type(await screen.findByRole('textbox', { name: 'Job title' }), '  Registered Nurse ');
    await chooseStatus(u, 'Active: hiring team only');
    await u.clear(field('Project name'));
    await u.type(field('Project name'), 'Nurses Boston');
    await u.click(field('Work arrangement'));
    await u.click(await screen.findByRole('option', { name: 'On-site' }));
    await u.type(field('Number of openings'), '3');
    await u.click(submitButton());

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/v5/talent-pool/project/77'),
    );
    expect(api.to(CREATE)[0]?.body).toEqual({
      jobTitle: 'Registered Nurse',
      projectStatus: 2,
      projectName: 'Nurses Boston',
      workArrangement: 'onsite',
      numberOfOpenings: 3,
    });
    expect(await screen.findByText('Project created')).toBeTruthy();
    expect(screen.getByText('Project page')).toBeTruthy();
  });

  it('says so in place when the account may not create projects', async () => {
    const u = userEvent.setup();
    renderPage({ [CREATE]: [403, { code: 'FORBIDDEN', message: 'Forbidden resource', details: null }] });
    await u.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Nurse');
    await chooseStatus(u, 'Active: visible to the whole team');
    await u.click(submitButton());
    const error = await screen.findByTestId('form-error');
    expect(within(error).getByText('Forbidden resource')).toBeTruthy();
    expect(within(error).getByText('You cannot do this')).toBeTruthy();
  });

  it('is behind the projectCreate gate in the app routes', async () => {
    const hiringManager = currentUser({
      subject: subject({ plan: 'pro', roles: ['enterprise_hiring_manager'] }),
    });
    const api = stubProjectApi({ 'GET /api/auth/me': [200, { user: hiringManager }] });
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[PATH]}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    // The app's routes load the shell and pages lazily: allow for that on a busy machine.
    expect(await screen.findByText(NO_ACCESS_MESSAGE, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create project' })).toBeNull();
    expect(api.to(CREATE)).toHaveLength(0);
  });
});

describe('Create project with team project settings', { timeout: 20_000 }, () => {
  it("preselects the team's default visibility and marks the fields it requires", async () => {
    renderPage({
      'GET /api/v1/team-settings/projects': [
        200,
        {
          data: {
            requiredFields: ['jobTitle', 'projectStatus', 'projectName', 'department'],
            defaultVisibility: 2,
          },
          updatedAt: null,
          updatedBy: null,
        },
      ],
    });
    await screen.findByRole('form', { name: 'Create project' });
    expect(field('Department').required).toBe(true);
    expect(field('Job location').required).toBe(false);
    expect(field('Project status').value).not.toBe('');
  });
});
