import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orgTeam, renderRoute, serverError } from '../../features/organization/test-helpers';
import { AdminTeamDetailPage } from './admin-team-detail';
import { ADMIN_TEAMS_PATH, AdminTeamsPage } from './admin-teams';

const LIST = 'GET /api/v1/organization/teams';
const growth = orgTeam({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Northwind Growth',
  plan: 'growth',
  planSubtype: 'waiver',
  members: 2,
  seatsUsed: 2,
  seatLimit: 5,
  isCurrent: false,
});

describe('AdminTeamsPage', () => {
  it("lists the organisation's teams with plan, members and seats, each linking to its page", async () => {
    renderRoute(<AdminTeamsPage />, ADMIN_TEAMS_PATH, { [LIST]: [200, { data: [orgTeam(), growth] }] });
    const card = (await screen.findByRole('link', { name: 'Northwind Growth' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Growth (waiver)')).toBeTruthy();
    expect(within(card).getByText('2 members · 2 of 5 seats used')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Northwind Growth' }).getAttribute('href')).toBe(
      `/admin/general/teams/detail/${growth.id}`,
    );
    // The team the admin is signed into cannot be archived.
    const own = screen.getByRole('link', { name: 'Northwind Recruiting' }).closest('article') as HTMLElement;
    expect((within(own).getByRole('button', { name: 'Archive' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a team and shows a name taken under the field', async () => {
    let calls = 0;
    const api = renderRoute(<AdminTeamsPage />, ADMIN_TEAMS_PATH, {
      [LIST]: [200, { data: [orgTeam()] }],
      'POST /api/v1/organization/teams': () =>
        ++calls === 1
          ? [
              409,
              {
                code: 'CONFLICT',
                message: 'The organisation already has a team with this name',
                details: { fields: { name: 'The organisation already has a team with this name' } },
              },
            ]
          : [200, { data: orgTeam({ name: 'Sales', isCurrent: false }) }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Team name/), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(
      await within(dialog).findByText('The organisation already has a team with this name'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/v1/organization/teams').at(-1)?.body).toEqual({ name: 'Sales' });
  });

  it('archives another team after saying what it means', async () => {
    const api = renderRoute(<AdminTeamsPage />, ADMIN_TEAMS_PATH, {
      [LIST]: [200, { data: [orgTeam(), growth] }],
      [`POST /api/v1/organization/teams/${growth.id}/archive`]: [
        200,
        { data: { ...growth, archivedAt: 'x' } },
      ],
    });
    const user = userEvent.setup();
    const card = (await screen.findByRole('link', { name: 'Northwind Growth' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot sign in to it until you restore it/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(api.to(`POST /api/v1/organization/teams/${growth.id}/archive`)).toHaveLength(1),
    );
  });

  it('shows an error with a retry, and the empty state', async () => {
    renderRoute(<AdminTeamsPage />, ADMIN_TEAMS_PATH, { [LIST]: [...serverError] });
    expect(await screen.findByText('Teams could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('AdminTeamDetailPage', () => {
  it('shows members, licences, seats and recent activity, and where to move a member', async () => {
    const path = `/admin/general/teams/detail/${growth.id}`;
    renderRoute(
      <AdminTeamDetailPage />,
      path,
      {
        [`GET /api/v1/organization/teams/${growth.id}`]: [
          200,
          {
            data: {
              team: growth,
              members: [
                {
                  id: 'm1',
                  userId: 'u1',
                  name: 'Gale Growth',
                  email: 'growth.admin@talentbase.dev',
                  license: 'Recruiter',
                  status: 2,
                  isTeamAdmin: true,
                  lastLoginAt: null,
                },
              ],
              licenses: { Recruiter: 2, Collaborator: 0 },
              licenseSeats: { Recruiter: 4, Collaborator: 1 },
              seatsFree: 3,
              recentActivity: [
                {
                  id: 1,
                  action: 'team_settings.updated',
                  actorName: 'Gale Growth',
                  targetType: null,
                  at: '2026-03-01T10:00:00.000Z',
                },
              ],
              otherTeams: [{ id: 'x', name: 'Northwind Recruiting' }],
            },
          },
        ],
      },
      '/admin/general/teams/detail/:teamId',
    );
    expect(await screen.findByRole('heading', { name: 'Northwind Growth', level: 1 })).toBeTruthy();
    expect(screen.getByText('Gale Growth (team admin)')).toBeTruthy();
    expect(screen.getByText('Recruiter 2 of 4 · Collaborator 0 of 1')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText(/Team settings updated by Gale Growth/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Users page' })).toBeTruthy();
  });

  it('moves a member of your own team to another team of the organisation', async () => {
    const own = orgTeam();
    const path = `/admin/general/teams/detail/${own.id}`;
    const api = renderRoute(
      <AdminTeamDetailPage />,
      path,
      {
        [`GET /api/v1/organization/teams/${own.id}`]: [
          200,
          {
            data: {
              team: own,
              members: [
                {
                  id: 'm7',
                  userId: 'u7',
                  name: 'Casey Crm',
                  email: 'crm@talentbase.dev',
                  license: 'Recruiter',
                  status: 1,
                  isTeamAdmin: false,
                  lastLoginAt: null,
                },
              ],
              licenses: { Recruiter: 1, Collaborator: 0 },
              licenseSeats: { Recruiter: 5, Collaborator: 5 },
              seatsFree: 9,
              recentActivity: [],
              otherTeams: [{ id: growth.id, name: 'Northwind Growth' }],
            },
          },
        ],
        'POST /api/v1/team/transfer': [200, { member: {} }],
      },
      '/admin/general/teams/detail/:teamId',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Move to team.*Casey Crm/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Northwind Growth', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to team' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/team/transfer')[0]?.body).toEqual({
        teamMemberId: 'm7',
        teamId: growth.id,
      }),
    );
  });

  it("says so when the team is not found (another organisation's)", async () => {
    renderRoute(
      <AdminTeamDetailPage />,
      '/admin/general/teams/detail/zzz',
      {},
      '/admin/general/teams/detail/:teamId',
    );
    expect(await screen.findByText('This team could not be loaded')).toBeTruthy();
  });
});
