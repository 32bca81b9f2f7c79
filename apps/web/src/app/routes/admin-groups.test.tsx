import type { Group } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, serverError } from '../../features/organization/test-helpers';
import { ADMIN_GROUPS_PATH, AdminGroupsPage } from './admin-groups';

const members = [
  { teamMemberId: 'm1', userId: 'u1', name: 'Dana Demo', email: 'demo@talentbase.dev' },
  { teamMemberId: 'm2', userId: 'u2', name: 'Casey Crm', email: 'crm@talentbase.dev' },
];
const group = (overrides: Partial<Group> = {}): Group => ({
  id: 'g1',
  name: 'Engineering hiring',
  description: '',
  memberCount: 1,
  members: [members[0] as Group['members'][number]],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('AdminGroupsPage', () => {
  it('says there are no groups yet, and creates one', async () => {
    const api = renderRoute(<AdminGroupsPage />, ADMIN_GROUPS_PATH, {
      'GET /api/v1/groups': [200, { data: [] }],
      'GET /api/v1/groups/eligible-members': [200, { data: members }],
      'POST /api/v1/groups': [200, { data: group() }],
    });
    expect(await screen.findByText('No groups yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Group name/), 'Engineering hiring');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/groups')[0]?.body).toEqual({ name: 'Engineering hiring' }),
    );
  });

  it('lists groups with their members and removes one', async () => {
    const api = renderRoute(<AdminGroupsPage />, ADMIN_GROUPS_PATH, {
      'GET /api/v1/groups': [200, { data: [group()] }],
      'GET /api/v1/groups/eligible-members': [200, { data: members }],
      'DELETE /api/v1/groups/g1/members/m1': [200, { data: group({ memberCount: 0, members: [] }) }],
    });
    const section = (await screen.findByRole('heading', { name: 'Engineering hiring' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByText('Dana Demo')).toBeTruthy();
    expect(within(section).getByText('1 member')).toBeTruthy();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Remove Dana Demo from Engineering hiring' }));
    await waitFor(() => expect(api.to('DELETE /api/v1/groups/g1/members/m1')).toHaveLength(1));
  });

  it('shows a load error with a retry', async () => {
    renderRoute(<AdminGroupsPage />, ADMIN_GROUPS_PATH, {
      'GET /api/v1/groups': [...serverError],
      'GET /api/v1/groups/eligible-members': [200, { data: members }],
    });
    expect(await screen.findByText('Groups could not be loaded')).toBeTruthy();
  });
});
