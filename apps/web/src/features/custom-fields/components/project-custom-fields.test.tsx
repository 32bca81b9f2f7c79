import { MantineProvider } from '@mantine/core';
import type { CustomField } from '@talentbase/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { ProjectForm } from '../../projects/components/project-form';
import { emptyProjectFormValues } from '../../projects/lib/form-values';
import { stubProjectApi } from '../../projects/test/project-api';
import { ProjectCustomFieldsCard } from './project-custom-fields';

const budget: CustomField = {
  id: '7',
  entity: 'project',
  type: 'number',
  name: 'Budget',
  helpText: 'Yearly, in euros',
  required: true,
  options: [],
  position: 0,
  archived: false,
  valueCount: 0,
};
const remote: CustomField = {
  ...budget,
  id: '8',
  type: 'yes_no',
  name: 'Remote allowed',
  required: false,
  helpText: null,
};

describe('project form custom fields', { timeout: 60_000 }, () => {
  it('asks for a required field before sending, then sends the values with the project', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn(async (_fields: unknown, _custom?: unknown) => undefined);
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <ProjectForm
          mode="create"
          initialValues={{
            ...emptyProjectFormValues(),
            jobTitle: 'Staff Engineer',
            projectName: 'Staff Engineer',
            projectStatus: '0',
          }}
          submitLabel="Create project"
          pending={false}
          onSubmit={onSubmit}
          customFields={[budget, remote]}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('Yearly, in euros')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Budget is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await u.type(screen.getByRole('textbox', { name: /Budget/ }), '120000');
    await u.click(screen.getByRole('radio', { name: 'Yes' }));
    await u.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ '7': 120000, '8': true });
  });
});

describe('project page custom fields', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows each field with its value, "—" where none is set', async () => {
    stubProjectApi({
      'GET /api/v1/projects/12/custom-fields': [200, { fields: [budget, remote], values: { '7': 180000 } }],
    });
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <ProjectCustomFieldsCard projectId="12" />
      </MantineProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Custom fields' });
    expect(card.textContent).toContain('Budget');
    expect(card.textContent).toContain('180,000');
    expect(card.textContent).toContain('Remote allowed—');
  });

  it('shows nothing for a team without project fields', async () => {
    const api = stubProjectApi({
      'GET /api/v1/projects/12/custom-fields': [200, { fields: [], values: {} }],
    });
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <ProjectCustomFieldsCard projectId="12" />
      </MantineProvider>,
    );
    await waitFor(() => expect(api.to('GET /api/v1/projects/12/custom-fields')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Custom fields' })).toBeNull();
  });
});
