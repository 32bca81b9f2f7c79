import { MantineProvider } from '@mantine/core';
import type { CustomField } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CandidateCustomFieldsCard } from '../../features/custom-fields/components/candidate-custom-fields-card';
import { CustomFieldFilters } from '../../features/custom-fields/components/custom-field-filters';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { ADMIN_CUSTOM_FIELDS_PATH, AdminCustomFieldsPage } from './admin-custom-fields';

const LIST = 'GET /api/v1/team-settings/custom-fields';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const field = (over: Partial<CustomField>): CustomField => ({
  id: '1',
  entity: 'candidate',
  type: 'text',
  name: 'Notice period',
  helpText: null,
  required: false,
  options: [],
  position: 0,
  archived: false,
  valueCount: 0,
  ...over,
});
const notice = field({ id: '1', name: 'Notice period', helpText: 'As they said it', valueCount: 4 });
const salary = field({ id: '2', type: 'number', name: 'Expected salary', position: 1 });
const level = field({
  id: '3',
  type: 'single_select',
  name: 'Level',
  position: 2,
  options: [
    { id: 'oa', label: 'Junior' },
    { id: 'ob', label: 'Senior' },
  ],
});
const old = field({ id: '9', name: 'Old field', archived: true, valueCount: 2 });

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [LIST]: (req) =>
      req.query.get('entity') === 'project'
        ? [200, { data: [] }]
        : [200, { data: [notice, salary, level, old] }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ADMIN_CUSTOM_FIELDS_PATH} element={<AdminCustomFieldsPage />} />
      </Routes>
    </MantineProvider>,
    { path: ADMIN_CUSTOM_FIELDS_PATH },
  );
  return api;
}

describe('Custom fields page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminCustomFields')).toMatchObject({
      path: ADMIN_CUSTOM_FIELDS_PATH,
      gate: 'teamSettings',
      exists: true,
    });
  });

  it('lists active fields in order with their type and use, archived ones apart, and an empty project tab', async () => {
    const u = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('fields-loading')).toBeTruthy();
    const active = await screen.findByRole('list', { name: 'Active candidate fields' });
    const items = within(active).getAllByRole('listitem');
    expect(
      items.map((i) => within(i).getByText(/^(Notice period|Expected salary|Level)$/).textContent),
    ).toEqual(['Notice period', 'Expected salary', 'Level']);
    expect(items[0]?.textContent).toContain('Filled in on 4 candidates');
    expect(items[2]?.textContent).toContain('Options: Junior, Senior');
    const archived = screen.getByRole('list', { name: 'Archived candidate fields' });
    expect(archived.textContent).toContain('Old field');
    await u.click(screen.getByRole('tab', { name: 'Project fields' }));
    expect(await screen.findByText('No project fields yet')).toBeTruthy();
  });

  it('moves a field down by keyboard-reachable buttons', async () => {
    const u = userEvent.setup();
    const api = renderPage({ 'POST /api/v1/team-settings/custom-fields/reorder': [200, { data: [] }] });
    await screen.findByRole('list', { name: 'Active candidate fields' });
    expect(
      (screen.getByRole('button', { name: 'Move Notice period up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Move Notice period down' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/team-settings/custom-fields/reorder')[0]?.body).toEqual({
        entity: 'candidate',
        fieldIds: ['2', '1', '3'],
      }),
    );
  });

  it('creates a select field with its options, checking them first', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team-settings/custom-fields': [
        200,
        field({ id: '5', type: 'multi_select', name: 'Languages' }),
      ],
    });
    await screen.findByRole('list', { name: 'Active candidate fields' });
    await u.click(screen.getByRole('button', { name: 'New field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New candidate field' });
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Languages');
    await u.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await u.click(await screen.findByRole('option', { name: 'Multi select' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save field' }));
    expect(within(dialog).getByText('A select field needs at least one option')).toBeTruthy();
    await u.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'English');
    await u.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'French');
    await u.click(within(dialog).getByRole('button', { name: 'Save field' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/team-settings/custom-fields')[0]?.body).toEqual({
        entity: 'candidate',
        type: 'multi_select',
        name: 'Languages',
        helpText: null,
        options: [{ label: 'English' }, { label: 'French' }],
      }),
    );
  });

  it('offers Archive, not Delete, for a field with values', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team-settings/custom-fields/1/archive': [200, { ...notice, archived: true }],
    });
    await screen.findByRole('list', { name: 'Active candidate fields' });
    await u.click(screen.getByRole('button', { name: 'Actions for Notice period' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await u.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(api.to('POST /api/v1/team-settings/custom-fields/1/archive')).toHaveLength(1));
  });

  it('shows a load error with a retry', async () => {
    renderPage({
      [LIST]: [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }],
    });
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('Candidate custom fields card', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows the values and saves an edit, checking the number first', async () => {
    const u = userEvent.setup();
    const values = { '1': '3 months', '3': 'ob' };
    const api = stubProjectApi({
      'GET /api/auth/me': [200, { user: admin }],
      'GET /api/v1/candidates/42/custom-fields': [200, { fields: [notice, salary, level], values }],
      'PUT /api/v1/candidates/42/custom-fields': (req) => [
        200,
        {
          fields: [notice, salary, level],
          values: { ...values, '2': (req.body as { values: Record<string, unknown> }).values['2'] },
        },
      ],
    });
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <CandidateCustomFieldsCard candidateId={42} projectId={null} canEdit />
      </MantineProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Custom fields' });
    expect(await within(card).findByText('3 months')).toBeTruthy();
    expect(within(card).getByText('Senior')).toBeTruthy();
    await u.click(within(card).getByRole('button', { name: 'Edit custom fields' }));
    await u.type(within(card).getByRole('textbox', { name: /Expected salary/ }), '85000');
    await u.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT /api/v1/candidates/42/custom-fields')).toHaveLength(1));
    expect(api.to('PUT /api/v1/candidates/42/custom-fields')[0]?.body).toEqual({
      values: { '1': '3 months', '2': 85000, '3': 'ob' },
    });
    expect(await within(card).findByText('85,000')).toBeTruthy();
  });
});

describe('All candidates custom field filters', { timeout: 60_000 }, () => {
  it('builds one condition per field from what was filled in', async () => {
    const u = userEvent.setup();
    const yes = field({ id: '4', type: 'yes_no', name: 'Will relocate', position: 3 });
    stubProjectApi({
      'GET /api/auth/me': [200, { user: admin }],
      [LIST]: [200, { data: [notice, salary, level, yes] }],
    });
    let applied: unknown = null;
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <CustomFieldFilters value={[]} onChange={(v) => (applied = v)} />
      </MantineProvider>,
    );
    await u.click(await screen.findByRole('button', { name: 'Custom fields' }));
    const form = await screen.findByRole('form', { name: 'Custom field filters' });
    await u.type(within(form).getByRole('textbox', { name: 'Notice period contains' }), 'month');
    await u.type(within(form).getByRole('textbox', { name: 'Expected salary from' }), '50000');
    await u.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(applied).toEqual([
      { fieldId: '1', contains: 'month' },
      { fieldId: '2', min: 50000 },
    ]);
  });
});
