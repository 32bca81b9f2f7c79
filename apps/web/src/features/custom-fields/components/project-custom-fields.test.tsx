import { MantineProvider } from '@mantine/core';
import type { CustomField } from '@talentbase/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { ProjectForm } from '../../projects/components/project-form';
import { emptyProjectFormValues } from '../../projects/lib/form-values';

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
