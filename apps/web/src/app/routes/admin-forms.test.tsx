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
import { AdminFormsPage, FORMS_PATH } from './admin-forms';

const LIST = 'GET /api/v1/forms';
const CREATE = 'POST /api/v1/forms';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const form = {
  id: '3',
  name: 'Engineering interview',
  kind: 'scorecard',
  description: '',
  questions: [
    { id: 'a', type: 'rating', label: 'Problem solving', help: '', required: true, options: [] },
    {
      id: 'b',
      type: 'single_choice',
      label: 'Recommendation',
      help: '',
      required: false,
      options: ['Hire', 'No hire'],
    },
  ],
  archived: false,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [LIST]: (req) => [200, { data: req.query.get('archived') === 'true' ? [] : [] }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={FORMS_PATH} element={<AdminFormsPage />} />
      </Routes>
    </MantineProvider>,
    { path: FORMS_PATH },
  );
  return api;
}

describe('Forms page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminForms')).toMatchObject({
      path: FORMS_PATH,
      gate: 'teamSettings',
    });
  });

  it('creates a scorecard with a choice question; missing options are refused before sending', async () => {
    const u = userEvent.setup();
    const api = renderPage({ [CREATE]: (req) => [200, { data: { ...form, ...(req.body as object) } }] });
    expect(screen.getByTestId('forms-loading')).toBeTruthy();
    expect(await screen.findByText('No forms yet')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'New form' }));
    await u.type(await screen.findByRole('textbox', { name: /Form name/ }), 'Culture fit');
    await u.type(screen.getByRole('textbox', { name: /^Question 1/ }), 'Would you hire them?');
    await u.click(screen.getByRole('combobox', { name: 'Type of question 1' }));
    await u.click(await screen.findByRole('option', { name: 'Single choice', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Create form' }));
    expect(await screen.findByText('A choice question needs at least 2 options')).toBeTruthy();
    expect(api.to(CREATE)).toHaveLength(0);
    await u.type(screen.getByRole('textbox', { name: /Options of question 1/ }), 'Yes{enter}No');
    await u.click(screen.getByRole('checkbox', { name: 'Required' }));
    await u.click(screen.getByRole('button', { name: 'Create form' }));
    await waitFor(() => expect(api.to(CREATE)).toHaveLength(1));
    expect(api.to(CREATE)[0]?.body).toEqual({
      name: 'Culture fit',
      kind: 'scorecard',
      description: '',
      questions: [
        {
          type: 'single_choice',
          label: 'Would you hire them?',
          help: '',
          required: true,
          options: ['Yes', 'No'],
        },
      ],
    });
    expect(await screen.findByText('Form created')).toBeTruthy();
  });

  it('lists forms, previews one, duplicates and archives', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [LIST]: [200, { data: [form] }],
      'POST /api/v1/forms/3/duplicate': [
        200,
        { data: { ...form, id: '4', name: 'Engineering interview (copy)' } },
      ],
      'POST /api/v1/forms/3/archive': [200, { data: { ...form, archived: true } }],
    });
    expect(await screen.findByText('Engineering interview')).toBeTruthy();
    expect(screen.getByText(/2 questions, 1 required/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Preview: Engineering interview')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Hire', hidden: true })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Close preview', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(api.to('POST /api/v1/forms/3/duplicate')).toHaveLength(1));
    await u.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.to('POST /api/v1/forms/3/archive')).toHaveLength(1));
    expect(api.to('POST /api/v1/forms/3/archive')[0]?.body).toEqual({ archived: true });
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [LIST]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
