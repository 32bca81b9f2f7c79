import { MantineProvider } from '@mantine/core';
import type { CurrentUser, Dashboard, DashboardActivity, DashboardProject } from '@talentbase/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { onboardingAnswer } from '../../features/onboarding/test/fixtures';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { createQueryClient } from '../../lib/query-client';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { AppRoutes } from '../router';
import { theme } from '../theme';
import { DashboardPage } from './dashboard';

const DASHBOARD = 'GET /api/v1/dashboard';
const recruiter = currentUser({
  subject: subject({ plan: 'growth', roles: ['growth_recruiter'], solutions: ['sourcing'] }),
});
const hiringManager = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_hiring_manager'] }),
});
const allCandidatesBuilt = NAV_ENTRIES.find((e) => e.key === 'allCandidates')?.exists === true;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function project(overrides: Partial<DashboardProject> = {}): DashboardProject {
  return {
    projectId: '101',
    projectName: 'Backend Engineer – Berlin',
    jobTitle: 'Backend Engineer',
    jobLocation: 'Berlin, Germany',
    projectStatus: 0,
    recruiterRole: 3,
    candidateCount: 5,
    projectUpdateDate: minutesAgo(60),
    lastViewedAt: null,
    pipeline: [
      { categoryId: 1, categoryName: 'Sourcing', count: 3 },
      { categoryId: 2, categoryName: 'Screen', count: 2 },
      { categoryId: 3, categoryName: 'Interview', count: 0 },
    ],
    ...overrides,
  };
}

function entry(overrides: Partial<DashboardActivity> = {}): DashboardActivity {
  return {
    id: '1',
    action: 'stage_changed',
    createdAt: minutesAgo(5),
    actor: { userId: 'u2', name: 'Grace Hopper' },
    candidate: { candidateId: '7', name: 'Ada Byron' },
    project: { projectId: '101', projectName: 'Backend Engineer – Berlin' },
    ...overrides,
  };
}

const FULL: Dashboard = {
  projects: [
    project(),
    project({
      projectId: '102',
      projectName: `Principal ${'very '.repeat(30)}long project name`,
      recruiterRole: 2,
      candidateCount: 0,
      pipeline: [{ categoryId: 1, categoryName: 'Sourcing', count: 0 }],
    }),
  ],
  activity: [
    entry(),
    entry({ id: '2', action: 'video_called', actor: null, createdAt: minutesAgo(180) }),
    entry({ id: '3', action: 'info_updated', project: null, createdAt: minutesAgo(60 * 24 * 3) }),
  ],
  totals: { openProjects: 2, candidatesInMyProjects: 5, movedThisWeek: 1234 },
};

function open(user: CurrentUser, routes: ProjectRoutes) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    'GET /api/v1/offers/awaiting-my-approval': [200, { data: [] }],
    'GET /api/v1/onboarding': [200, onboardingAnswer({}, {}, { eligible: false })],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path="/v5/talent-pool/dashboard" element={<DashboardPage />} />
      </Routes>
    </MantineProvider>,
    { path: '/v5/talent-pool/dashboard' },
  );
  return api;
}

describe('Dashboard', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows totals, my projects with their pipelines, and the team activity', async () => {
    open(recruiter, { [DASHBOARD]: [200, { data: FULL }] });
    const projects = await screen.findAllByTestId('dashboard-project');
    expect(projects).toHaveLength(2);
    const first = projects[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Backend Engineer – Berlin' }).getAttribute('href')).toBe(
      '/v5/talent-pool/project/101',
    );
    expect(within(first).getByText('Owner')).toBeTruthy();
    expect(within(first).getByText('5 candidates')).toBeTruthy();
    expect(within(first).getByLabelText('Pipeline: Sourcing 3, Screen 2, Interview 0')).toBeTruthy();
    // The legend lists the categories that hold someone.
    expect(
      [...within(first).getByTestId('pipeline-legend').querySelectorAll('p')].map((p) => p.textContent),
    ).toEqual(['Sourcing 3', 'Screen 2']);
    const second = projects[1] as HTMLElement;
    expect(within(second).getByText('Hiring manager')).toBeTruthy();
    expect(within(second).getByText('No candidates yet')).toBeTruthy();
    // A long name is cut on screen but kept whole for the tooltip.
    expect(within(second).getByRole('link').getAttribute('title')).toContain('long project name');

    expect(screen.getByTestId('total-openProjects').textContent).toContain('2');
    expect(screen.getByTestId('total-movedThisWeek').textContent).toContain('1,234');

    const feed = screen.getAllByTestId('activity-entry').map((e) => e.querySelector('p')?.textContent);
    expect(feed).toEqual([
      'Grace Hopper moved Ada Byron in Backend Engineer – Berlin',
      'Someone updated Ada Byron in Backend Engineer – Berlin (video called)',
      'Grace Hopper updated the profile of Ada Byron',
    ]);
    const times = screen.getAllByTestId('activity-entry').map((e) => e.querySelector('time')?.textContent);
    expect(times).toEqual(['5 minutes ago', '3 hours ago', '3 days ago']);
  });

  it('shows the getting-started card (loaded after the page) to a user it is offered to', async () => {
    open(recruiter, {
      [DASHBOARD]: [200, { data: FULL }],
      'GET /api/v1/onboarding': [200, onboardingAnswer()],
    });
    await screen.findAllByTestId('dashboard-project');
    const card = await screen.findByTestId('onboarding-checklist');
    expect(within(card).getByRole('heading', { name: 'Get started' })).toBeTruthy();
  });

  it('shows no getting-started card when it is not offered', async () => {
    open(recruiter, { [DASHBOARD]: [200, { data: FULL }] });
    await screen.findAllByTestId('dashboard-project');
    await waitFor(() => expect(screen.queryByTestId('onboarding-loading')).toBeNull());
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
  });

  it('offers the quick actions the account may use', async () => {
    open(recruiter, { [DASHBOARD]: [200, { data: FULL }] });
    await screen.findAllByTestId('dashboard-project');
    // The page header's actions (from `sm` up, inline; on a phone the quick links fold into a menu).
    const header = screen.getByTestId('header-actions');
    expect(within(header).getByRole('link', { name: 'Create project' }).getAttribute('href')).toBe(
      '/v5/create-project',
    );
    expect(within(header).getByRole('link', { name: 'Search candidates' }).getAttribute('href')).toBe(
      '/v5/sourcing-new',
    );
    // All candidates (and importing, which starts there) appear once that screen is built.
    expect(within(header).queryByRole('link', { name: 'All candidates' }) !== null).toBe(allCandidatesBuilt);
    expect(within(header).queryByRole('link', { name: 'Import candidates' }) !== null).toBe(
      allCandidatesBuilt,
    );
  });

  it('hides actions a hiring manager cannot take', async () => {
    open(hiringManager, { [DASHBOARD]: [200, { data: FULL }] });
    await screen.findAllByTestId('dashboard-project');
    expect(screen.queryByRole('link', { name: 'Create project' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Search candidates' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import candidates' })).toBeNull();
  });

  it('invites a brand-new user to create their first project', async () => {
    open(recruiter, {
      [DASHBOARD]: [
        200,
        {
          data: {
            projects: [],
            activity: [],
            totals: { openProjects: 0, candidatesInMyProjects: 0, movedThisWeek: 0 },
          },
        },
      ],
    });
    const empty = await screen.findByTestId('dashboard-no-projects');
    expect(within(empty).getByText('No projects yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Create your first project' }).getAttribute('href')).toBe(
      '/v5/create-project',
    );
    expect(screen.getByTestId('dashboard-no-activity')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'All projects' })).toBeNull();
  });

  it('tells someone who cannot create projects how to get on one', async () => {
    open(hiringManager, {
      [DASHBOARD]: [
        200,
        {
          data: {
            projects: [],
            activity: [],
            totals: { openProjects: 0, candidatesInMyProjects: 0, movedThisWeek: 0 },
          },
        },
      ],
    });
    const empty = await screen.findByTestId('dashboard-no-projects');
    expect(within(empty).queryByRole('link', { name: 'Create your first project' })).toBeNull();
    expect(within(empty).getByText(/Ask a recruiter on your team to add you/)).toBeTruthy();
  });

  it('shows a skeleton while loading, then an error with a retry that works', async () => {
    const u = userEvent.setup();
    let answer: [number, unknown] = [
      429,
      { code: 'RATE_LIMITED', message: 'Too many requests. Try again in 20 s.', details: null },
    ];
    const api = open(recruiter, { [DASHBOARD]: () => answer });
    expect(screen.getByTestId('dashboard-loading')).toBeTruthy();
    const error = await screen.findByTestId('dashboard-error');
    expect(within(error).getByText('Too many requests. Try again in 20 s.')).toBeTruthy();
    answer = [200, { data: FULL }];
    await u.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('dashboard-project')).toHaveLength(2);
    await waitFor(() => expect(api.to(DASHBOARD).length).toBeGreaterThanOrEqual(2));
  });

  it('is a navbar screen of the app', async () => {
    stubProjectApi({ 'GET /api/auth/me': [200, { user: recruiter }], [DASHBOARD]: [200, { data: FULL }] });
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/v5/talent-pool/dashboard']}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    // The app's routes load the shell and pages lazily: allow for that on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/v5/talent-pool/dashboard',
    );
  });
});
