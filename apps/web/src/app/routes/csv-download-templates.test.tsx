import { MantineProvider } from '@mantine/core';
import { DEFAULT_EXPORT_COLUMNS } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { CSV_DOWNLOAD_TEMPLATES_PATH, CsvDownloadTemplatesPage } from './csv-download-templates';

const LIST = 'GET /api/v1/team-settings/csv-download-templates';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const pipeline = {
  id: '3',
  name: 'Pipeline review',
  columns: ['name', 'stage', 'emails'],
  isDefault: true,
  createdAt: '2026-01-05T10:00:00.000Z',
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [LIST]: [200, { data: [pipeline], builtInColumns: DEFAULT_EXPORT_COLUMNS }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={CSV_DOWNLOAD_TEMPLATES_PATH} element={<CsvDownloadTemplatesPage />} />
      </Routes>
    </MantineProvider>,
    { path: CSV_DOWNLOAD_TEMPLATES_PATH },
  );
  return api;
}

describe('CSV download templates page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminCsvDownloadTemplates')).toMatchObject({
      path: CSV_DOWNLOAD_TEMPLATES_PATH,
      gate: 'teamSettings',
      exists: true,
    });
  });

  it('lists templates after a skeleton, with the default marked', async () => {
    renderPage();
    expect(screen.getByTestId('templates-loading')).toBeTruthy();
    const card = await screen.findByLabelText('Pipeline review');
    expect(within(card).getByText('Default')).toBeTruthy();
    expect(within(card).getByText('Stage')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderPage({
      [LIST]: [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }],
    });
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('creates a template with the columns in the chosen order; a taken name shows under the field', async () => {
    const u = userEvent.setup();
    let answer: [number, unknown] = [
      409,
      {
        code: 'CONFLICT',
        message: 'A template with this name already exists',
        details: { fields: { name: 'Choose another name' } },
      },
    ];
    const api = renderPage({ 'POST /api/v1/team-settings/csv-download-templates': () => answer });
    await screen.findByLabelText('Pipeline review');
    await u.click(screen.getByRole('button', { name: 'New template' }));
    await u.type(screen.getByRole('textbox', { name: /Template name/ }), 'Short list');
    for (const column of [
      'Location',
      'Emails',
      'Phones',
      'LinkedIn',
      'Skills',
      'Tags',
      'Stage',
      'Label',
      'Source',
      'Added date',
    ]) {
      await u.click(screen.getByRole('button', { name: `Remove ${column}` }));
    }
    await u.click(screen.getByRole('button', { name: 'Move Company up' }));
    await u.click(screen.getByRole('combobox', { name: 'Add a column' }));
    await u.click(await screen.findByRole('option', { name: 'Tags' }));
    await u.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Choose another name')).toBeTruthy();
    answer = [
      200,
      {
        ...pipeline,
        id: '4',
        name: 'Short list',
        isDefault: false,
        columns: ['name', 'company', 'title', 'tags'],
      },
    ];
    await u.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.to('POST /api/v1/team-settings/csv-download-templates')).toHaveLength(2));
    expect(api.to('POST /api/v1/team-settings/csv-download-templates')[1]?.body).toEqual({
      name: 'Short list',
      columns: ['name', 'company', 'title', 'tags'],
      isDefault: false,
    });
    expect(await screen.findByText('Template saved')).toBeTruthy();
  });

  it('deletes after confirming', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'DELETE /api/v1/team-settings/csv-download-templates/3': [200, { success: true }],
    });
    await u.click(
      within(await screen.findByLabelText('Pipeline review')).getByRole('button', { name: 'Delete' }),
    );
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.to('DELETE /api/v1/team-settings/csv-download-templates/3')).toHaveLength(1),
    );
  });
});
