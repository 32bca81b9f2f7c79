import { MantineProvider } from '@mantine/core';
import type { ImportProgress, ImportUploadResponse } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { CANDIDATE_IMPORT_PATH, CandidateImportPage } from './candidate-import';

const member = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_member'], solutions: ['sourcing'] }),
});

const UPLOADED: ImportUploadResponse = {
  importId: '41',
  fileName: 'people.csv',
  delimiter: ',',
  totalRows: 3,
  headers: ['First Name', 'Last Name', 'E-mail', 'Favourite colour'],
  rows: [
    ['Jane', 'Doe', 'jane@acme.io', 'green'],
    ['Zoë', 'Ångström', 'zoe@x.se', 'blue'],
  ],
  suggestedMapping: ['firstName', 'lastName', 'emails', null],
};

const progress = (over: Partial<ImportProgress>): ImportProgress => ({
  importId: '41',
  fileName: 'people.csv',
  status: 'running',
  projectId: '7',
  duplicatePolicy: 'skip',
  totalRows: 3,
  processedRows: 0,
  createdCount: 0,
  duplicateCount: 0,
  errorCount: 0,
  suppressedCount: 0,
  report: [],
  reportTruncated: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: member }],
    'GET /api/v1/projects/pickable': [
      200,
      {
        data: [
          {
            projectId: '7',
            projectName: 'Backend hiring',
            projectStatus: 0,
            recruiterRole: 3,
            candidateCount: 2,
            projectUpdateDate: '2026-01-05T10:00:00.000Z',
          },
        ],
      },
    ],
    'POST /api/v1/candidates/import/upload': [200, UPLOADED],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={CANDIDATE_IMPORT_PATH} element={<CandidateImportPage />} />
      </Routes>
    </MantineProvider>,
    { path: CANDIDATE_IMPORT_PATH },
  );
  return api;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('Import candidates page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a workspace screen behind the import gate', () => {
    const entry = NAV_ENTRIES.find((e) => e.key === 'importCandidates');
    expect(entry).toMatchObject({ path: CANDIDATE_IMPORT_PATH, gate: 'candidateImport', exists: true });
  });

  it('refuses a spreadsheet before uploading it', async () => {
    const u = userEvent.setup({ applyAccept: false });
    const api = renderPage();
    await u.upload(fileInput(), new File(['x'], 'people.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Only \.csv files can be imported/);
    expect(api.to('POST /api/v1/candidates/import/upload')).toHaveLength(0);
  });

  it('shows what the server refuses', async () => {
    const u = userEvent.setup();
    renderPage({
      'POST /api/v1/candidates/import/upload': [
        422,
        { code: 'UNPROCESSABLE', message: 'The file has a header row but no candidates.', details: null },
      ],
    });
    await u.upload(fileInput(), new File(['Name\n'], 'empty.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/header row but no candidates/);
  });

  it('uploads, maps with a preview, imports with a live progress bar and shows the report', async () => {
    const u = userEvent.setup();
    let polls = 0;
    const api = renderPage({
      'POST /api/v1/candidates/import/start': [200, progress({ status: 'queued' })],
      'GET /api/v1/candidates/import/41': () => {
        polls++;
        return polls < 2
          ? [200, progress({ processedRows: 1, createdCount: 1 })]
          : [
              200,
              progress({
                status: 'done',
                processedRows: 3,
                createdCount: 2,
                errorCount: 1,
                report: [{ row: 4, column: 'E-mail', message: 'Enter a valid email address: nope' }],
              }),
            ];
      },
    });
    await u.upload(
      fileInput(),
      new File(['First Name,Last Name\nJane,Doe\n'], 'people.csv', { type: 'text/csv' }),
    );

    // The suggested mapping and the preview with first and last name joined.
    const mapping = await screen.findByRole('table', { name: 'Column mapping' });
    expect(
      (within(mapping).getByRole('combobox', { name: 'Import E-mail as' }) as HTMLInputElement).value,
    ).toBe('Emails');
    const preview = screen.getByRole('table', { name: 'Import preview' });
    expect(within(preview).getByText('Jane Doe')).toBeTruthy();
    expect(within(preview).getByText('Zoë Ångström')).toBeTruthy();

    // Unmapping both name columns blocks the import and says why.
    for (const name of ['Import First Name as', 'Import Last Name as']) {
      await u.click(within(mapping).getByRole('combobox', { name }));
      await u.click(await screen.findByRole('option', { name: "Don't import" }));
    }
    expect(screen.getByRole('status').textContent).toMatch(/Map a column to Full name/);
    expect((screen.getByRole('button', { name: 'Import 3 rows' }) as HTMLButtonElement).disabled).toBe(true);
    await u.click(within(mapping).getByRole('combobox', { name: 'Import First Name as' }));
    await u.click(await screen.findByRole('option', { name: 'Full name' }));

    await u.click(screen.getByRole('radio', { name: /Import them anyway/ }));
    await u.click(screen.getByRole('combobox', { name: /Add the candidates to a project/ }));
    await u.click(await screen.findByRole('option', { name: 'Backend hiring' }));
    await u.click(screen.getByRole('button', { name: 'Import 3 rows' }));

    await waitFor(() => expect(api.to('POST /api/v1/candidates/import/start')).toHaveLength(1));
    expect(api.to('POST /api/v1/candidates/import/start')[0]?.body).toEqual({
      importId: '41',
      mapping: ['fullName', null, 'emails', null],
      duplicatePolicy: 'create',
      projectId: '7',
    });
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeTruthy();
    expect(await screen.findByText('Import finished', {}, { timeout: 10_000 })).toBeTruthy();
    const problems = screen.getByRole('table', { name: 'Import problems' });
    expect(within(problems).getByText('Enter a valid email address: nope')).toBeTruthy();
    expect(within(problems).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the report' }).getAttribute('href')).toBe(
      '/api/v1/candidates/import/41/report',
    );
    expect(screen.getByText(/2 candidates were added to the project/)).toBeTruthy();
  });
});
