import { MantineProvider } from '@mantine/core';
import type { ProjectInformation } from '@talentbase/shared';
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
import { ProjectDetailPage } from './project-detail';

const user = currentUser({ subject: subject({ plan: 'growth', roles: ['growth_recruiter'] }) });
const INFO = 'GET /api/v1/projects/projectInformation/101';
const VIEWED = 'POST /api/v1/projects/save-last-viewed';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage(path: string, routes: ProjectRoutes) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [VIEWED]: [200, { success: true }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path="/v5/talent-pool/project/:projectId" element={<ProjectDetailPage />} />
        <Route path="/v5/talent-pool/project-list" element={<p>Project list</p>} />
      </Routes>
      <LocationProbe />
    </MantineProvider>,
    { path },
  );
  return api;
}

const open = (project: ProjectInformation, routes: ProjectRoutes = {}) =>
  renderPage(`/v5/talent-pool/project/${project.projectId}`, {
    [`GET /api/v1/projects/projectInformation/${project.projectId}`]: [200, { data: project }],
    ...routes,
  });

describe('Project detail page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows the job, the hiring team and the candidate count, and remembers the visit', async () => {
    const api = open(projectInformation({ jobLocation: null, department: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer – Berlin' })).toBeTruthy();
    expect(screen.getByTestId('project-status').textContent).toBe('Active');

    expect(within(screen.getByTestId('field-jobTitle')).getByText('Backend Engineer')).toBeTruthy();
    expect(
      within(screen.getByTestId('field-projectStatus')).getByText('Active: visible to the whole team'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('field-workArrangement')).getByText('Hybrid')).toBeTruthy();
    expect(within(screen.getByTestId('field-employmentType')).getByText('Full-time')).toBeTruthy();
    expect(within(screen.getByTestId('field-numberOfOpenings')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('field-jobLocation')).getByText('Not set')).toBeTruthy();
    expect(within(screen.getByTestId('field-department')).getByText('Not set')).toBeTruthy();
    expect(screen.getAllByTestId(/^field-/)).toHaveLength(10);
    // The summary comes after the pipeline, folded to one line of what is set; it opens on demand.
    const summary = screen.getByRole('region', { name: 'Job summary' });
    const pipeline = screen.getByTestId('pipeline-section');
    expect(pipeline.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(summary).getByTestId('job-summary-line').textContent).toBe(
      'Backend Engineer · Job ID REQ-42 · Hybrid · Full-time · 2 openings (8 of 10 details set)',
    );
    const toggle = within(summary).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(within(summary).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(summary).queryByTestId('job-summary-line')).toBeNull();
    localStorage.removeItem('tb-project-job-summary-open');

    const members = screen.getAllByTestId('hiring-member');
    expect(members.map((m) => within(m).getByText(/Owner|Recruiter/).textContent)).toEqual([
      'Owner',
      'Recruiter',
    ]);
    expect(within(members[0] as HTMLElement).getByText('(you)')).toBeTruthy();
    expect(screen.getByTestId('fact-candidates').textContent).toBe('12 candidates');

    await waitFor(() => expect(api.to(VIEWED)).toHaveLength(1));
    expect(api.to(VIEWED)[0]?.body).toEqual({ projectId: '101' });
    expect(screen.queryByTestId('read-only-note')).toBeNull();
    for (const name of ['Edit', 'Archive', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('is read-only, with a note and no Edit, for someone not on the hiring team', async () => {
    open(projectInformation({ recruiterRole: null, permissions: [] }));
    expect(await screen.findByTestId('read-only-note')).toBeTruthy();
    expect(screen.getByText('You can see this project but are not on its hiring team.')).toBeTruthy();
    for (const name of ['Edit', 'Archive', 'Unarchive', 'Delete'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('hides Edit, Archive and Delete from a recruiter, who may not edit basic info', async () => {
    open(
      projectInformation({
        recruiterRole: 1,
        permissions: ['project.leave', 'project.updateHiringTeam', 'candidate.move'],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Edit', 'Archive', 'Delete'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
  });

  it('edits the basic info in the prefilled form', async () => {
    const u = userEvent.setup();
    const project = projectInformation();
    const api = open(project, {
      'POST /api/v1/projects/updateBasicInfo': (req) => [
        200,
        { data: { ...project, projectName: (req.body as { projectName: string }).projectName } },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const name = within(dialog).getByRole('textbox', { name: 'Project name' }) as HTMLInputElement;
    expect(name.value).toBe('Backend Engineer – Berlin');
    expect((within(dialog).getByRole('textbox', { name: 'Job ID' }) as HTMLInputElement).value).toBe(
      'REQ-42',
    );
    // Editing the job title does not rename an existing project.
    await u.type(within(dialog).getByRole('textbox', { name: 'Job title' }), ' II');
    expect(name.value).toBe('Backend Engineer – Berlin');

    await u.clear(name);
    await u.type(name, 'Payments backend{Enter}');
    await waitFor(() => expect(api.to('POST /api/v1/projects/updateBasicInfo')).toHaveLength(1));
    expect(api.to('POST /api/v1/projects/updateBasicInfo')[0]?.body).toEqual({
      projectId: '101',
      jobTitle: 'Backend Engineer II',
      projectStatus: 0,
      projectName: 'Payments backend',
      jobId: 'REQ-42',
      projectDescription: 'Own the payments API.\nGo and PostgreSQL.',
      department: 'Engineering',
      workArrangement: 'hybrid',
      employmentType: 'full_time',
      numberOfOpenings: 2,
      jobLocation: 'Berlin, Germany',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments backend' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Project updated')).toBeTruthy();
  });

  it('asks which status an archived project returns to, and offers Unarchive', async () => {
    const u = userEvent.setup();
    open(projectInformation({ archived: true, projectStatus: 4 }));
    expect((await screen.findByTestId('project-status')).textContent).toBe('Archived');
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    expect(within(dialog).getByText(/once it is unarchived/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please select')).toBeTruthy();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const u = userEvent.setup();
    const api = open(projectInformation(), { 'POST /api/v1/projects/delete': [200, { success: true }] });
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/v5/talent-pool/project-list'),
    );
    expect(api.to('POST /api/v1/projects/delete')[0]?.body).toEqual({ projectId: '101' });
    // Leaving did not ask for the deleted project again.
    expect(api.to(INFO)).toHaveLength(1);
  });

  it('shows a not-found state with a way back for an unknown project', async () => {
    const api = renderPage('/v5/talent-pool/project/101', {
      [INFO]: [404, { code: 'NOT_FOUND', message: 'Project not found', details: null }],
    });
    const notFound = await screen.findByTestId('project-not-found');
    expect(within(notFound).getByText('Project not found')).toBeTruthy();
    expect(within(notFound).getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe(
      '/v5/talent-pool/project-list',
    );
    expect(api.to(INFO)).toHaveLength(1);
    expect(api.to(VIEWED)).toHaveLength(0);
  });

  it('does not ask the API about an id that cannot exist', async () => {
    const api = renderPage('/v5/talent-pool/project/not-a-number', {});
    expect(await screen.findByTestId('project-not-found')).toBeTruthy();
    expect(api.requests.filter((r) => r.path.includes('/projects/'))).toHaveLength(0);
  });

  it('opens a demo sample project read-only', async () => {
    open(
      projectInformation({
        projectId: '-1',
        projectName: 'Sample project: Senior Software Engineer',
        permissions: [],
        projectHiringMembers: [],
      }),
    );
    expect(await screen.findByText('Sample project')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText(/Nobody is on this project/)).toBeTruthy();
  });

  it('is a signed-in route of the app, inside the app shell', async () => {
    const hiringManager = currentUser({
      subject: subject({ plan: 'pro', roles: ['enterprise_hiring_manager'] }),
    });
    stubProjectApi({
      'GET /api/auth/me': [200, { user: hiringManager }],
      [INFO]: [200, { data: projectInformation({ recruiterRole: null, permissions: [] }) }],
      [VIEWED]: [200, { success: true }],
    });
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/v5/talent-pool/project/101']}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    // The app's routes load the shell and pages lazily: allow for that on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Engineer – Berlin' }, { timeout: 5000 }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Projects' })).toBeTruthy();
    // The detail page is not a navbar entry, and this role may not create projects.
    expect(within(nav).queryByRole('link', { name: 'Create project' })).toBeNull();
  });
});
