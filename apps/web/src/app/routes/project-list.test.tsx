import { MantineProvider } from '@mantine/core';
import type { CurrentUser, ProjectListResponse } from '@talentbase/shared';
import { PROJECT_LIMIT_MESSAGE } from '@talentbase/shared/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { listItem, listResponse } from '../../features/projects/test/fixtures';
import {
  type ProjectRoutes,
  type RecordedRequest,
  stubProjectApi,
} from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { ProjectListPage } from './project-list';

const PATH = '/v5/talent-pool/project-list';
const LIST = 'GET /api/v1/projects/list';
const recruiter = currentUser({ subject: subject({ plan: 'growth', roles: ['growth_recruiter'] }) });
const hiringManager = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_hiring_manager'] }),
});

const owned = listItem({ projectId: '1', projectName: 'Backend Engineer – Berlin', recruiterRole: 3 });
const recruiting = listItem({
  projectId: '2',
  projectName: 'Data Analyst',
  jobTitle: 'Data Analyst',
  jobLocation: null,
  recruiterRole: 1,
  owner: { userId: 'u7', name: 'Grace Hopper' },
});
const teamOnly = listItem({
  projectId: '3',
  projectName: 'Head of Sales',
  recruiterRole: null,
  owner: { userId: 'u8', name: 'Linus Torvalds' },
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{decodeURIComponent(location.search)}</output>;
}

function renderPage(
  path: string,
  list: ProjectListResponse | ((req: RecordedRequest) => [number, unknown]),
  routes: ProjectRoutes = {},
  user: CurrentUser = recruiter,
) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [LIST]: typeof list === 'function' ? list : [200, list],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route
          path={PATH}
          element={
            <>
              <ProjectListPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return api;
}

const location = () => screen.getByTestId('location').textContent ?? '';
const row = (name: string) => {
  const link = screen.getByRole('link', { name });
  const tr = link.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr as HTMLElement;
};

describe('Project list page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('serves the route of the navigation entry', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'projects')?.path).toBe(PATH);
    expect(NAV_ENTRIES.find((e) => e.key === 'createProject')?.path).toBe('/v5/create-project');
  });

  it('lists projects with their columns, tab counts and a link to each project', async () => {
    const api = renderPage(
      PATH,
      listResponse([owned, recruiting, teamOnly], { total: 3, counts: { active: 3, archived: 2 } }),
    );
    expect(await screen.findByRole('tab', { name: 'Active (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Archived (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active (3)' }).getAttribute('aria-selected')).toBe('true');

    const first = row('Backend Engineer – Berlin');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/v5/talent-pool/project/1');
    expect(within(first).getByText('Backend Engineer')).toBeTruthy();
    expect(within(first).getByText('Berlin, Germany')).toBeTruthy();
    expect(within(first).getByText('Owner')).toBeTruthy();
    expect(within(first).getByText('12')).toBeTruthy();
    expect(within(first).getByText('3 Feb 2026')).toBeTruthy();
    expect(within(row('Head of Sales')).getByText('Not on hiring team')).toBeTruthy();
    expect(within(row('Data Analyst')).getByText('Recruiter')).toBeTruthy();
    expect(screen.getByTestId('projects-range').textContent).toBe('1–3 of 3 projects');

    const query = api.to(LIST)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      scope: 'mine',
      state: 'active',
      sort: 'lastViewed',
      start: '0',
      limit: '10',
    });
    expect(screen.getByRole('link', { name: 'Create project' }).getAttribute('href')).toBe(
      '/v5/create-project',
    );
  });

  it('switches to the archived tab, and keeps tab, scope, role and sort in the URL', async () => {
    const u = userEvent.setup();
    const api = renderPage(PATH, (req) => [
      200,
      req.query.get('state') === 'archived'
        ? listResponse(
            [listItem({ projectId: '9', projectName: 'Old role', archived: true, projectStatus: 4 })],
            {
              counts: { active: 3, archived: 1 },
            },
          )
        : listResponse([owned], { counts: { active: 3, archived: 1 }, total: 3 }),
    ]);
    await u.click(await screen.findByRole('tab', { name: 'Archived (1)' }));
    expect(await screen.findByRole('link', { name: 'Old role' })).toBeTruthy();
    expect(location()).toBe('?state=archived');

    await u.click(screen.getByRole('radio', { name: 'Team projects' }));
    await waitFor(() => expect(location()).toBe('?scope=team&state=archived'));
    await u.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await u.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(location()).toBe('?scope=team&state=archived&sort=name'));
    await u.click(screen.getByRole('combobox', { name: 'Your role' }));
    await u.click(await screen.findByRole('option', { name: 'Collaborator' }));
    await waitFor(() => expect(location()).toBe('?scope=team&state=archived&role=0&sort=name'));

    await waitFor(() =>
      expect(Object.fromEntries(api.to(LIST).at(-1)?.query ?? [])).toMatchObject({
        scope: 'team',
        state: 'archived',
        role: '0',
        sort: 'name',
      }),
    );
  });

  it('searches as the user types (debounced), from page 1, and restores the box from the URL', async () => {
    const u = userEvent.setup();
    const api = renderPage(`${PATH}?page=2&keyword=old`, (req) => [
      200,
      listResponse(req.query.get('keyword') === 'nurse' ? [recruiting] : [owned], {
        total: req.query.get('keyword') === 'nurse' ? 1 : 12,
        counts: { active: 12, archived: 0 },
      }),
    ]);
    const box = (await screen.findByRole('textbox', { name: 'Search projects' })) as HTMLInputElement;
    expect(box.value).toBe('old');
    expect(box.placeholder).toBe('Type To Search');
    expect(api.to(LIST)[0]?.query.get('start')).toBe('10');

    await u.clear(box);
    await u.type(box, 'nurse');
    await waitFor(() => expect(location()).toBe('?keyword=nurse'));
    await waitFor(() => expect(api.to(LIST).at(-1)?.query.get('keyword')).toBe('nurse'));
    expect(api.to(LIST).at(-1)?.query.get('start')).toBe('0');
    // One request for the typed word, not one per letter.
    expect(api.to(LIST).filter((r) => (r.query.get('keyword') ?? '').startsWith('n'))).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Data Analyst' })).toBeTruthy();
  });

  it('offers Archive and Delete only where the role allows them', async () => {
    const u = userEvent.setup();
    renderPage(PATH, listResponse([owned, recruiting, teamOnly]));
    await screen.findByRole('link', { name: 'Backend Engineer – Berlin' });
    expect(within(row('Data Analyst')).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(within(row('Head of Sales')).queryByRole('button', { name: /Actions for/ })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Actions for Backend Engineer – Berlin' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Archive', 'Delete']);
  });

  it('archives a project with an Undo in the toast', async () => {
    const u = userEvent.setup();
    const api = renderPage(PATH, listResponse([owned]), {
      'POST /api/v1/projects/archive': [200, { success: true }],
      'POST /api/v1/projects/unarchive': [200, { success: true }],
    });
    await u.click(await screen.findByRole('button', { name: 'Actions for Backend Engineer – Berlin' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(api.to('POST /api/v1/projects/archive')).toHaveLength(1));
    expect(api.to('POST /api/v1/projects/archive')[0]?.body).toEqual({ projectId: '1' });
    expect(await screen.findByText('Project archived: Backend Engineer – Berlin')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.to('POST /api/v1/projects/unarchive')).toHaveLength(1));
  });

  it('deletes only after a confirmation naming the project', async () => {
    const u = userEvent.setup();
    const api = renderPage(PATH, listResponse([owned]), {
      'POST /api/v1/projects/delete': [200, { success: true }],
    });
    await u.click(await screen.findByRole('button', { name: 'Actions for Backend Engineer – Berlin' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    expect(within(dialog).getByText('Backend Engineer – Berlin')).toBeTruthy();
    expect(within(dialog).getByText(/12 candidates/)).toBeTruthy();

    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/v1/projects/delete')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Actions for Backend Engineer – Berlin' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Delete project?' })).getByRole('button', {
        name: 'Delete project',
      }),
    );
    await waitFor(() => expect(api.to('POST /api/v1/projects/delete')).toHaveLength(1));
    expect(api.to('POST /api/v1/projects/delete')[0]?.body).toEqual({ projectId: '1' });
    expect(await screen.findByText('Project deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is asked again after the change.
    await waitFor(() => expect(api.to(LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('shows the project limit in place when unarchiving is refused', async () => {
    const u = userEvent.setup();
    const archived = listItem({ projectId: '5', projectName: 'Old role', archived: true, projectStatus: 4 });
    renderPage(`${PATH}?state=archived`, listResponse([archived]), {
      'POST /api/v1/projects/unarchive': [
        422,
        { code: 'PROJECT_LIMIT_REACHED', message: PROJECT_LIMIT_MESSAGE, details: { limit: 3 } },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Actions for Old role' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Unarchive', 'Delete']);
    await u.click(within(menu).getByRole('menuitem', { name: 'Unarchive' }));
    const alert = await screen.findByTestId('project-limit');
    expect(within(alert).getByText(PROJECT_LIMIT_MESSAGE)).toBeTruthy();
  });

  it('invites a first project when there is none, and hides Create without the gate', async () => {
    renderPage(PATH, listResponse([]));
    const empty = await screen.findByTestId('projects-empty');
    expect(within(empty).getByText('Create your first project')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Create project' })).toBeTruthy();
  });

  it('offers no archive or delete, and no Create button, to a Collaborator seat (issue 17)', async () => {
    const collaborator = currentUser({
      subject: subject({ plan: 'growth', roles: ['growth_recruiter'], license: 'Collaborator' }),
    });
    renderPage(PATH, listResponse([owned]), {}, collaborator);
    await screen.findByRole('link', { name: 'Backend Engineer – Berlin' });
    expect(
      within(row('Backend Engineer – Berlin')).queryByRole('button', { name: /Actions for/ }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create project' })).toBeNull();
  });

  it('has no Create button for a user without the projectCreate gate', async () => {
    renderPage(PATH, listResponse([teamOnly]), {}, hiringManager);
    await screen.findByRole('link', { name: 'Head of Sales' });
    expect(screen.queryByRole('link', { name: 'Create project' })).toBeNull();
  });

  it('tells an empty search apart and clears it', async () => {
    const u = userEvent.setup();
    renderPage(`${PATH}?keyword=zzz`, (req) => [
      200,
      req.query.get('keyword')
        ? listResponse([], { counts: { active: 0, archived: 1 } })
        : listResponse([owned], { counts: { active: 1, archived: 1 } }),
    ]);
    const empty = await screen.findByTestId('projects-empty-search');
    expect(within(empty).getByText('No active projects match “zzz”')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: '1 archived match' })).toBeTruthy();
    await u.click(within(empty).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe(''));
    expect(await screen.findByRole('link', { name: 'Backend Engineer – Berlin' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search projects' }) as HTMLInputElement).value).toBe('');
  });

  it('pages through the list ten at a time', async () => {
    const u = userEvent.setup();
    const api = renderPage(PATH, (req) => [
      200,
      listResponse(
        req.query.get('start') === '10' ? [listItem({ projectId: '11', projectName: 'Eleventh' })] : [owned],
        { total: 11, counts: { active: 11, archived: 0 } },
      ),
    ]);
    await u.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Eleventh' })).toBeTruthy();
    expect(location()).toBe('?page=2');
    expect(api.to(LIST).at(-1)?.query.get('start')).toBe('10');
    expect(screen.getByTestId('projects-range').textContent).toBe('11–11 of 11 projects');
  });

  it('shows an error state and retries', async () => {
    const u = userEvent.setup();
    let fail = true;
    renderPage(PATH, () =>
      fail
        ? [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }]
        : [200, listResponse([owned])],
    );
    const error = await screen.findByTestId('projects-error', {}, { timeout: 10_000 });
    expect(within(error).getByText('The database is restarting.')).toBeTruthy();
    fail = false;
    await u.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Backend Engineer – Berlin' })).toBeTruthy();
  });
});
