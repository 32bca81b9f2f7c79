import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { visibleNav } from '../navigation-access';
import { theme } from '../theme';
import { ADMIN_TAGS_PATH, AdminTagsPage } from './admin-tags';

const LIST = 'GET /api/v1/team-settings/tags';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const java = { tag: 'Java', count: 3, colour: 'blue', description: 'Backend' };
const javaDev = { tag: 'java-dev', count: 2, colour: null, description: null };
const remote = { tag: 'Remote', count: 1, colour: null, description: null };

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [LIST]: [200, { data: [java, javaDev, remote], total: 3, page: 1, pageSize: 25 }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ADMIN_TAGS_PATH} element={<AdminTagsPage />} />
      </Routes>
    </MantineProvider>,
    { path: ADMIN_TAGS_PATH },
  );
  return api;
}

describe('Tags page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen shown only to those with team settings', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminTags')).toMatchObject({
      path: ADMIN_TAGS_PATH,
      gate: 'teamSettings',
      exists: true,
    });
    const keys = (s: Parameters<typeof visibleNav>[0]) => visibleNav(s).map((e) => e.key);
    expect(keys(admin.subject)).toContain('adminTags');
    expect(
      keys(subject({ plan: 'pro', roles: ['enterprise_hiring_manager'], solutions: ['sourcing'] })),
    ).not.toContain('adminTags');
  });

  it('lists tags with their usage after a skeleton, and searches and sorts through the API', async () => {
    const u = userEvent.setup();
    const api = renderPage();
    expect(screen.getByTestId('tags-loading')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tags' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Java');
    expect(rows[1]?.textContent).toContain('3');
    expect(screen.getByTestId('tags-range').textContent).toContain('3 tags');
    await u.type(screen.getByRole('textbox', { name: 'Search tags' }), 'jav');
    await waitFor(() => expect(api.to(LIST).some((r) => r.query.get('q') === 'jav')).toBe(true));
    await u.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await u.click(await screen.findByRole('option', { name: 'Name A–Z' }));
    await waitFor(() =>
      expect(api.to(LIST).some((r) => r.query.get('sort') === 'name' && r.query.get('order') === 'asc')).toBe(
        true,
      ),
    );
  });

  it('shows an empty state and a load error with a retry', async () => {
    renderPage({
      [LIST]: [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }],
    });
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says there are no tags yet', async () => {
    renderPage({ [LIST]: [200, { data: [], total: 0, page: 1, pageSize: 25 }] });
    expect(await screen.findByText('No tags yet')).toBeTruthy();
  });

  it('asks before renaming into an existing tag, then merges', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team-settings/tags/update': (req) =>
        (req.body as { merge?: boolean }).merge
          ? [200, { tag: { ...java, count: 4 }, candidatesAffected: 2 }]
          : [
              409,
              {
                code: 'CONFLICT',
                message: 'The tag “Java” already exists.',
                details: { target: java, source: javaDev },
              },
            ],
    });
    await screen.findByRole('table', { name: 'Tags' });
    await u.click(screen.getByRole('button', { name: 'Actions for java-dev' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Rename or edit' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await u.clear(name);
    await u.type(name, 'java');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Merge into an existing tag?' });
    expect(confirm.textContent).toContain('3 candidates');
    await u.click(within(confirm).getByRole('button', { name: 'Merge tags' }));
    await waitFor(() => expect(api.to('POST /api/v1/team-settings/tags/update')).toHaveLength(2));
    expect(api.to('POST /api/v1/team-settings/tags/update')[1]?.body).toMatchObject({
      tag: 'java-dev',
      name: 'java',
      merge: true,
    });
    expect(await screen.findByText('“java-dev” merged into “Java”')).toBeTruthy();
  });

  it('merges the selected tags into the one chosen', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team-settings/tags/merge': [200, { tag: { ...java, count: 4 }, candidatesAffected: 2 }],
    });
    await screen.findByRole('table', { name: 'Tags' });
    const merge = screen.getByRole('button', { name: /Merge/ });
    expect((merge as HTMLButtonElement).disabled).toBe(true);
    await u.click(screen.getByRole('checkbox', { name: 'Select Java' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select java-dev' }));
    await u.click(screen.getByRole('button', { name: 'Merge 2 tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge 2 tags' });
    expect((within(dialog).getByRole('combobox', { name: /Merge into/ }) as HTMLInputElement).value).toBe(
      'Java',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Merge tags' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/team-settings/tags/merge')[0]?.body).toEqual({
        sources: ['Java', 'java-dev'],
        target: 'Java',
      }),
    );
  });

  it('deletes after a confirmation that says how many candidates lose the tag', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team-settings/tags/delete': [200, { tag: null, candidatesAffected: 3 }],
    });
    await screen.findByRole('table', { name: 'Tags' });
    await u.click(screen.getByRole('button', { name: 'Actions for Java' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Java”?' });
    expect(dialog.textContent).toContain('The tag comes off 3 candidates');
    await u.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/team-settings/tags/delete')[0]?.body).toEqual({ tag: 'Java' }),
    );
    expect(await screen.findByText('Tag deleted from 3 candidates')).toBeTruthy();
  });

  it('creates a tag with a colour and shows a taken name in place', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team-settings/tags': [
        409,
        {
          code: 'CONFLICT',
          message: 'The tag “Java” already exists',
          details: { fields: { name: 'Choose another name' } },
        },
      ],
    });
    await screen.findByRole('table', { name: 'Tags' });
    await u.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a tag')).toBeTruthy();
    expect(api.to('POST /api/v1/team-settings/tags')).toHaveLength(0);
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'java');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The tag “Java” already exists')).toBeTruthy();
  });
});
