import { MantineProvider } from '@mantine/core';
import type { TeamMember } from '@talentbase/shared/contracts/team-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { ACCOUNT_USERS_PATH, ADMIN_USERS_PATH, AdminUsersPage } from './admin-users';

const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    permissions: ['member.manage'],
    isTeamAdmin: true,
  }),
});

let n = 0;
function member(overrides: Partial<TeamMember> = {}): TeamMember {
  n += 1;
  return {
    teamMemberId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: `u-${n}`,
    emails: [`person${n}@example.com`],
    fullName: `Person ${n}`,
    license: 'Recruiter',
    status: 1,
    statusLabel: 'Active user',
    pending: false,
    invitationExpiresAt: null,
    isTeamAdmin: false,
    lastLoginAt: '2026-11-20T10:00:00.000Z',
    joinedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const ada = member({ fullName: 'Ada Byron', emails: ['ada@example.com'] });
const grace = member({
  fullName: null,
  emails: ['grace@example.com'],
  pending: true,
  userId: null,
  lastLoginAt: null,
});
const kicked = member({
  fullName: 'Ken Kicked',
  emails: ['ken@example.com'],
  status: 0,
  statusLabel: 'Kicked out',
});

const seats = {
  licenses: [
    { license: 'Recruiter', purchased: 10, active: 6, pending: 1, free: 3 },
    { license: 'Collaborator', purchased: 5, active: 5, pending: 0, free: 0 },
  ],
  data: [],
};

function renderPage(routes: ProjectRoutes = {}, path = ADMIN_USERS_PATH) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    'GET /api/v1/team/seats': [200, seats],
    'GET /api/v1/team/members': (req) => [
      200,
      { data: [ada, grace, kicked], total: 3, start: Number(req.query.get('start')), limit: 25 },
    ],
    'GET /api/v1/team/members-lite': [
      200,
      { data: [{ id: 'u-owner', name: 'Olivia Owner', email: 'olivia@example.com' }] },
    ],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ADMIN_USERS_PATH} element={<AdminUsersPage />} />
        <Route path={ACCOUNT_USERS_PATH} element={<AdminUsersPage />} />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return api;
}

const row = async (name: string) =>
  (await screen.findByText(name, {}, { timeout: 10_000 })).closest('tr') as HTMLElement;

describe('Admin users page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is the Users entry of the admin navigation, built', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminUsers')).toMatchObject({
      path: ADMIN_USERS_PATH,
      gate: 'adminMemberTable',
      exists: true,
    });
  });

  it('shows seats per licence and the members with their status, asking for the default statuses', async () => {
    const api = renderPage();
    expect(screen.getByTestId('members-loading')).toBeTruthy();
    const recruiter = await screen.findByRole('region', { name: 'Recruiter seats' });
    expect(within(recruiter).getByText('3 free')).toBeTruthy();
    expect(within(recruiter).getByText('10')).toBeTruthy();
    const adaRow = await row('Ada Byron');
    expect(within(adaRow).getByText('Active user')).toBeTruthy();
    expect(within(await row('grace@example.com')).getByText('Invited')).toBeTruthy();
    expect(within(await row('Ken Kicked')).getByText('Kicked out')).toBeTruthy();
    const first = api.to('GET /api/v1/team/members')[0];
    expect(first?.query.get('statuses')).toBe('active,pending,cancelled');
    expect(first?.query.get('limit')).toBe('25');
    expect(screen.getByTestId('members-count').textContent).toBe('3 members');
  });

  it('offers only the allowed actions on each row', async () => {
    const u = userEvent.setup();
    renderPage();
    await u.click(within(await row('grace@example.com')).getByRole('button', { name: /Actions for/ }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Switch to Collaborator', 'Resend invitation', 'Withdraw invitation']);
    await u.keyboard('{Escape}');
    await u.click(within(await row('Ken Kicked')).getByRole('button', { name: 'Actions for Ken Kicked' }));
    const kickedItems = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(kickedItems).toEqual(['Reactivate seat', 'Remove', 'Switch to Collaborator']);
  });

  it('searches after a pause and filters by licence and by status', async () => {
    const u = userEvent.setup();
    const api = renderPage();
    await row('Ada Byron');
    await u.type(screen.getByLabelText('Search'), 'ada');
    await waitFor(() =>
      expect(api.to('GET /api/v1/team/members').some((r) => r.query.get('search') === 'ada')).toBe(true),
    );
    // Typed letters are not each a request.
    expect(api.to('GET /api/v1/team/members').filter((r) => r.query.get('search')).length).toBe(1);
    await u.click(screen.getByRole('checkbox', { name: 'Removed' }));
    await waitFor(() =>
      expect(api.to('GET /api/v1/team/members').at(-1)?.query.get('statuses')).toBe(
        'active,pending,cancelled,removed',
      ),
    );
  });

  it('switches a licence and shows the 409 refusal in place', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team/switch-license': [
        409,
        { code: 'CONFLICT', message: 'No Collaborator seat is free: 5 bought, 5 in use.', details: null },
      ],
    });
    await u.click(within(await row('Ada Byron')).getByRole('button', { name: 'Actions for Ada Byron' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Switch to Collaborator' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will have a Collaborator seat/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Switch to Collaborator' }));
    expect(await within(dialog).findByText('No Collaborator seat is free: 5 bought, 5 in use.')).toBeTruthy();
    expect(api.to('POST /api/v1/team/switch-license')[0]?.body).toEqual({
      teamMemberId: ada.teamMemberId,
      license: 'Collaborator',
    });
  });

  it('removes a member, handing their projects to the chosen person', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team/remove-user': [
        200,
        { done: 1, skipped: 0, results: [{ email: 'ada@example.com', ok: true, reason: null }] },
      ],
    });
    await u.click(within(await row('Ada Byron')).getByRole('button', { name: 'Actions for Ada Byron' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/their sessions end at once/)).toBeTruthy();
    await u.click(within(dialog).getByRole('combobox', { name: 'Who takes over their projects' }));
    await u.click(await screen.findByRole('option', { name: 'Olivia Owner (olivia@example.com)' }));
    await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/team/remove-user')[0]?.body).toEqual({
        emails: ['ada@example.com'],
        newOwnerUserId: 'u-owner',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resends invitations for the selected rows and lists each outcome', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team/resend-email': [
        200,
        { done: 1, skipped: 0, results: [{ email: 'grace@example.com', ok: true, reason: null }] },
      ],
    });
    await row('Ada Byron');
    await u.click(screen.getByRole('checkbox', { name: 'Select every member on this page' }));
    const bar = screen.getByTestId('bulk-bar');
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    // Only Grace has an invitation to resend.
    await u.click(within(bar).getByRole('button', { name: 'Resend invitation (1)' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/team/resend-email')[0]?.body).toEqual({ emails: ['grace@example.com'] }),
    );
  });

  it('removes the selected members and lists the ones left unchanged with their reason', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team/remove-user': [
        200,
        {
          done: 1,
          skipped: 1,
          results: [
            { email: 'ada@example.com', ok: true, reason: null },
            { email: 'ken@example.com', ok: false, reason: 'You cannot remove the last team admin' },
          ],
        },
      ],
    });
    await u.click(within(await row('Ada Byron')).getByRole('checkbox', { name: 'Select Ada Byron' }));
    await u.click(within(await row('Ken Kicked')).getByRole('checkbox', { name: 'Select Ken Kicked' }));
    await u.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Remove (2)' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const list = await within(dialog).findByTestId('outcome-list');
    expect(within(list).getByText(/You cannot remove the last team admin/)).toBeTruthy();
    expect(within(dialog).getByText('1 done, 1 left unchanged.')).toBeTruthy();
    expect(api.to('POST /api/v1/team/remove-user')[0]?.body).toEqual({
      emails: ['ada@example.com', 'ken@example.com'],
    });
  });

  it('invites people and lists the outcome of each address', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/team/invite': [
        200,
        {
          done: 1,
          skipped: 1,
          results: [
            { email: 'new@example.com', ok: true, reason: null },
            { email: 'ada@example.com', ok: false, reason: 'Already a member of Northwind Recruiting' },
          ],
        },
      ],
    });
    await row('Ada Byron');
    await u.click(screen.getByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('3 free Recruiter seats')).toBeTruthy();
    await u.type(within(dialog).getByLabelText(/Email addresses/), 'new@example.com{Enter}ada@example.com');
    await u.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    const list = await within(dialog).findByTestId('outcome-list');
    expect(within(list).getByText(/Already a member of Northwind Recruiting/)).toBeTruthy();
    expect(within(dialog).getByText('1 invitation sent, 1 not sent.')).toBeTruthy();
    expect(api.to('POST /api/v1/team/invite')[0]?.body).toEqual({
      emails: 'new@example.com\nada@example.com',
      license: 'Recruiter',
    });
  });

  it('shows the seat-limit refusal with each address when inviting', async () => {
    const u = userEvent.setup();
    renderPage({
      'POST /api/v1/team/invite': [
        409,
        {
          code: 'CONFLICT',
          message: 'Not enough Collaborator seats: 2 needed, 0 free.',
          details: {
            license: 'Collaborator',
            free: 0,
            needed: 2,
            results: [
              { email: 'a@example.com', ok: true, reason: null },
              { email: 'b@example.com', ok: true, reason: null },
            ],
          },
        },
      ],
    });
    await row('Ada Byron');
    await u.click(screen.getByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('combobox', { name: 'Licence' }));
    await u.click(await screen.findByRole('option', { name: 'Collaborator' }));
    expect(within(dialog).getByText('0 free Collaborator seats')).toBeTruthy();
    await u.type(within(dialog).getByLabelText(/Email addresses/), 'a@example.com{Enter}b@example.com');
    await u.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Not enough Collaborator seats: 2 needed, 0 free.')).toBeTruthy();
    expect(within(alert).getByText('a@example.com')).toBeTruthy();
    expect(within(alert).getByText('b@example.com')).toBeTruthy();
  });

  it('shows empty and error states', async () => {
    const u = userEvent.setup();
    let fail = true;
    renderPage({
      'GET /api/v1/team/members': () =>
        fail
          ? [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }]
          : [200, { data: [], total: 0, start: 0, limit: 25 }],
    });
    const error = await screen.findByTestId('members-error', {}, { timeout: 10_000 });
    expect(within(error).getByText('The database is restarting.')).toBeTruthy();
    fail = false;
    await u.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('members-empty')).toBeTruthy();
  });

  it('serves the same page under Account management', async () => {
    renderPage({}, ACCOUNT_USERS_PATH);
    expect(await row('Ada Byron')).toBeTruthy();
  });

  it('lets an org admin move a member to another active team of the organisation', async () => {
    const u = userEvent.setup();
    const orgAdmin = currentUser({
      subject: subject({
        plan: 'pro',
        roles: ['enterprise_admin', 'org_admin'],
        permissions: ['member.manage'],
        isTeamAdmin: true,
      }),
    });
    const team = (id: string, name: string, extra: object = {}) => ({
      id,
      name,
      plan: 'pro',
      planSubtype: null,
      members: 3,
      seatsUsed: 3,
      seatLimit: null,
      archivedAt: null,
      isCurrent: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...extra,
    });
    const api = renderPage({
      'GET /api/auth/me': [200, { user: orgAdmin }],
      'GET /api/v1/organization/teams': [
        200,
        {
          data: [
            team('t-current', 'Northwind Recruiting', { isCurrent: true }),
            team('t-growth', 'Northwind Growth'),
            team('t-old', 'Old Team', { archivedAt: '2026-02-01T00:00:00.000Z' }),
          ],
        },
      ],
      'POST /api/v1/team/transfer': [200, { member: ada }],
    });
    await u.click(within(await row('Ada Byron')).getByRole('button', { name: 'Actions for Ada Byron' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Move to another team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ada Byron to another team' });
    await u.click(within(dialog).getByRole('button', { name: 'Move to team' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a team');
    await u.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Northwind Growth']);
    await u.click(screen.getByRole('option', { name: 'Northwind Growth' }));
    await u.click(within(dialog).getByRole('button', { name: 'Move to team' }));
    await waitFor(() => expect(api.to('POST /api/v1/team/transfer')).toHaveLength(1));
    expect(api.to('POST /api/v1/team/transfer')[0]?.body).toEqual({
      teamMemberId: ada.teamMemberId,
      teamId: 't-growth',
    });
  });

  it('does not offer moving to a team admin who is not an org admin', async () => {
    const u = userEvent.setup();
    const api = renderPage();
    await u.click(within(await row('Ada Byron')).getByRole('button', { name: 'Actions for Ada Byron' }));
    const items = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).not.toContain('Move to another team');
    expect(api.to('GET /api/v1/organization/teams')).toHaveLength(0);
  });
});
