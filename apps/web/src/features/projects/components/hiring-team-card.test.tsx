/**
 * The hiring team editor on the project page: what each project role (and the hiringTeamEdit
 * gate) sees, and each change: add, change role, remove, transfer ownership, leave, with the
 * server's refusals shown in place and optimistic changes rolled back.
 */
import { MantineProvider } from '@mantine/core';
import type { CurrentUser, HiringMember, ProjectInformation } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectDetailPage } from '../../../app/routes/project-detail';
import { theme } from '../../../app/theme';
import { currentUser, subject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { projectInformation } from '../test/fixtures';
import { type ProjectRoutes, stubProjectApi } from '../test/project-api';

const withGate = currentUser({ subject: subject({ plan: 'growth', roles: ['growth_recruiter'] }) });
// An enterprise hiring manager account: not allowed to edit hiring teams (no hiringTeamEdit gate).
const withoutGate = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_hiring_manager'] }) });

const ME = 'u1';
const TEAM: HiringMember[] = [
  { userId: 'u9', name: 'Olivia Owner', email: 'olivia@example.com', role: 3 },
  { userId: ME, name: 'Ada Lovelace', email: 'ada@example.com', role: 1 },
  { userId: 'u2', name: 'Grace Hopper', email: 'grace@example.com', role: 2 },
];
const SET = 'POST /api/v1/projects/hiringTeam/setMember';
const REMOVE = 'POST /api/v1/projects/hiringTeam/removeMember';
const OWNER = 'POST /api/v1/projects/updateProjectOwner';
const QUIT = 'POST /api/v1/projects/quitHiringTeam';
const MEMBERS_LITE = 'GET /api/v1/team/members-lite';

function teamAs(role: number): HiringMember[] {
  // The caller (u1) with the given role; the owner is the caller when role is 3.
  if (role === 3)
    return [
      { userId: ME, name: 'Ada Lovelace', email: 'ada@example.com', role: 3 },
      { userId: 'u2', name: 'Grace Hopper', email: 'grace@example.com', role: 1 },
      { userId: 'u3', name: 'Katherine Johnson', email: 'katherine@example.com', role: 0 },
    ];
  return TEAM.map((m) => (m.userId === ME ? { ...m, role } : m));
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function open(project: ProjectInformation, user: CurrentUser = withGate, routes: ProjectRoutes = {}) {
  // The project as the server has it now: changes the stub accepts show on the next load.
  let current = project;
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    'POST /api/v1/projects/save-last-viewed': [200, { success: true }],
    [`GET /api/v1/projects/projectInformation/${project.projectId}`]: () => [200, { data: current }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path="/v5/talent-pool/project/:projectId" element={<ProjectDetailPage />} />
        <Route path="/v5/talent-pool/project-list" element={<p>Project list</p>} />
      </Routes>
      <Where />
    </MantineProvider>,
    { path: `/v5/talent-pool/project/${project.projectId}` },
  );
  return { api, update: (next: ProjectInformation) => (current = next) };
}

const card = () => screen.getByRole('region', { name: 'Hiring team' });
const row = (name: string) =>
  screen.getAllByTestId('hiring-member').find((r) => within(r).queryByText(name)) as HTMLElement;
const names = () =>
  screen.getAllByTestId('hiring-member').map((r) => r.querySelector('p')?.firstChild?.textContent);

describe('Hiring team editor: what each role sees', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  const cases: {
    name: string;
    role: number | null;
    user?: CurrentUser;
    demo?: boolean;
    add: boolean;
    roleSelects: number;
    makeOwner: boolean;
    remove: boolean;
    leave: 'enabled' | 'owner-must-transfer' | 'hidden';
  }[] = [
    {
      name: 'owner',
      role: 3,
      add: true,
      roleSelects: 2,
      makeOwner: true,
      remove: true,
      leave: 'owner-must-transfer',
    },
    {
      name: 'recruiter',
      role: 1,
      add: true,
      roleSelects: 1,
      makeOwner: false,
      remove: true,
      leave: 'enabled',
    },
    {
      name: 'hiring manager',
      role: 2,
      add: false,
      roleSelects: 0,
      makeOwner: false,
      remove: false,
      leave: 'enabled',
    },
    {
      name: 'collaborator',
      role: 0,
      add: false,
      roleSelects: 0,
      makeOwner: false,
      remove: false,
      leave: 'enabled',
    },
    {
      name: 'sourcer',
      role: 4,
      add: false,
      roleSelects: 0,
      makeOwner: true,
      remove: false,
      leave: 'enabled',
    },
    {
      name: 'owner whose account may not edit hiring teams',
      role: 3,
      user: withoutGate,
      add: false,
      roleSelects: 0,
      makeOwner: true,
      remove: false,
      leave: 'owner-must-transfer',
    },
    {
      name: 'recruiter whose account may not edit hiring teams',
      role: 1,
      user: withoutGate,
      add: false,
      roleSelects: 0,
      makeOwner: false,
      remove: false,
      leave: 'enabled',
    },
    {
      name: 'team member not on the hiring team',
      role: null,
      add: false,
      roleSelects: 0,
      makeOwner: false,
      remove: false,
      leave: 'hidden',
    },
    {
      name: 'demo sample project',
      role: 3,
      demo: true,
      add: false,
      roleSelects: 0,
      makeOwner: false,
      remove: false,
      leave: 'hidden',
    },
  ];

  it.each(cases)('$name', async (c) => {
    const u = userEvent.setup();
    const members = c.role === null ? TEAM.filter((m) => m.userId !== ME) : teamAs(c.role);
    open(
      projectInformation({
        projectId: c.demo ? '-1' : '101',
        recruiterRole: c.role,
        projectHiringMembers: members,
        permissions: c.demo ? [] : ['project.leave'],
      }),
      c.user ?? withGate,
    );
    await screen.findByRole('heading', { name: 'Hiring team' });
    const inCard = within(card());
    expect(inCard.queryAllByRole('combobox', { name: /^Role of / })).toHaveLength(c.roleSelects);
    expect(inCard.queryByRole('button', { name: 'Add member' }) !== null).toBe(c.add);
    // Nobody gets a role select or a menu on the owner's row, nor on their own.
    const owner = members.find((m) => m.role === 3) as HiringMember;
    expect(within(row(owner.name)).queryByRole('combobox')).toBeNull();
    expect(within(row(owner.name)).queryByRole('button', { name: /More actions/ })).toBeNull();
    if (c.role !== null) expect(within(row('Ada Lovelace')).queryByRole('button')).toBeNull();

    const menus = inCard.queryAllByRole('button', { name: /^More actions for / });
    expect(menus.length > 0).toBe(c.makeOwner || c.remove);
    if (menus[0]) {
      await u.click(menus[0]);
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(
        [c.makeOwner && 'Make owner', c.remove && 'Remove from hiring team'].filter(Boolean),
      );
    }

    const leave = inCard.queryByRole('button', { name: 'Leave project' });
    if (c.leave === 'hidden') expect(leave).toBeNull();
    else {
      expect(leave).toBeTruthy();
      expect(leave?.getAttribute('aria-disabled') === 'true').toBe(c.leave === 'owner-must-transfer');
      expect(inCard.queryByText(/Transfer ownership of the project before you leave it/) !== null).toBe(
        c.leave === 'owner-must-transfer',
      );
    }
  });
});

describe('Hiring team editor: changes', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('adds a team member who is not on the team yet, with the role chosen', async () => {
    const u = userEvent.setup();
    const team = teamAs(3);
    const added = { userId: 'u4', name: 'Margaret Hamilton', email: 'margaret@example.com', role: 2 };
    const { api } = open(projectInformation({ recruiterRole: 3, projectHiringMembers: team }), withGate, {
      [MEMBERS_LITE]: [
        200,
        {
          data: [
            { id: ME, name: 'Ada Lovelace', email: 'ada@example.com', preferredRole: 1 },
            { id: 'u4', name: 'Margaret Hamilton', email: 'margaret@example.com', preferredRole: 1 },
            { id: 'u2', name: 'Grace Hopper', email: 'grace@example.com', preferredRole: 1 },
          ],
        },
      ],
      [SET]: [200, { data: [...team, added] }],
    });
    await u.click(await screen.findByRole('button', { name: 'Add member' }));
    const form = await screen.findByRole('form', { name: 'Add a hiring team member' });
    await u.click(within(form).getByRole('combobox', { name: 'Team member' }));
    // Only people not yet on the hiring team are offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Margaret Hamilton (margaret@example.com)',
    ]);
    await u.click(screen.getByRole('option', { name: /Margaret Hamilton/ }));
    await u.click(within(form).getByRole('combobox', { name: 'Role' }));
    // Owner is never offered: ownership is transferred.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Recruiter',
      'Hiring manager',
      'Collaborator',
      'Sourcer',
    ]);
    await u.click(screen.getByRole('option', { name: 'Hiring manager' }));
    await u.click(within(form).getByRole('button', { name: 'Add to team' }));
    await waitFor(() => expect(api.to(SET)).toHaveLength(1));
    expect(api.to(SET)[0]?.body).toEqual({ projectId: '101', userId: 'u4', role: 2 });
    expect(await screen.findByText('Margaret Hamilton')).toBeTruthy();
    expect(screen.getByText('4 members')).toBeTruthy();
    expect(
      await screen.findByText('Margaret Hamilton joined the hiring team as Hiring manager.'),
    ).toBeTruthy();
  });

  it('offers the role the member asked for in their hiring preferences', async () => {
    const u = userEvent.setup();
    const team = teamAs(3);
    const added = { userId: 'u4', name: 'Margaret Hamilton', email: 'margaret@example.com', role: 4 };
    const { api } = open(projectInformation({ recruiterRole: 3, projectHiringMembers: team }), withGate, {
      [MEMBERS_LITE]: [
        200,
        { data: [{ id: 'u4', name: 'Margaret Hamilton', email: 'margaret@example.com', preferredRole: 4 }] },
      ],
      [SET]: [200, { data: [...team, added] }],
    });
    await u.click(await screen.findByRole('button', { name: 'Add member' }));
    const form = await screen.findByRole('form', { name: 'Add a hiring team member' });
    await u.click(within(form).getByRole('combobox', { name: 'Team member' }));
    await u.click(await screen.findByRole('option', { name: /Margaret Hamilton/ }));
    expect((within(form).getByRole('combobox', { name: 'Role' }) as HTMLInputElement).value).toBe('Sourcer');
    await u.click(within(form).getByRole('button', { name: 'Add to team' }));
    await waitFor(() => expect(api.to(SET)).toHaveLength(1));
    expect(api.to(SET)[0]?.body).toEqual({ projectId: '101', userId: 'u4', role: 4 });
  });

  it('adds everyone in a group of the team with the role chosen', async () => {
    const u = userEvent.setup();
    const team = teamAs(3);
    const joined = { userId: 'u4', name: 'Margaret Hamilton', email: 'margaret@example.com', role: 1 };
    const { api } = open(projectInformation({ recruiterRole: 3, projectHiringMembers: team }), withGate, {
      [MEMBERS_LITE]: [
        200,
        { data: [{ id: 'u4', name: 'Margaret Hamilton', email: 'margaret@example.com', preferredRole: 1 }] },
      ],
      'GET /api/v1/groups': [
        200,
        {
          data: [
            {
              id: 'g1',
              name: 'Platform panel',
              description: '',
              memberCount: 1,
              members: [],
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        },
      ],
      'POST /api/v1/projects/hiringTeam/addGroup': [200, { data: [...team, joined] }],
    });
    await u.click(await screen.findByRole('button', { name: 'Add member' }));
    const form = await screen.findByRole('form', { name: 'Add a group to the hiring team' });
    await u.click(within(form).getByRole('combobox', { name: 'Group' }));
    await u.click(await screen.findByRole('option', { name: 'Platform panel (1)' }));
    await u.click(within(form).getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(api.to('POST /api/v1/projects/hiringTeam/addGroup')).toHaveLength(1));
    expect(api.to('POST /api/v1/projects/hiringTeam/addGroup')[0]?.body).toEqual({
      projectId: '101',
      groupId: 'g1',
      role: 1,
    });
    expect(await screen.findByText('Platform panel joined the hiring team.')).toBeTruthy();
  });

  it('asks to choose someone before adding', async () => {
    const u = userEvent.setup();
    const { api } = open(
      projectInformation({ recruiterRole: 3, projectHiringMembers: teamAs(3) }),
      withGate,
      {
        [MEMBERS_LITE]: [
          200,
          { data: [{ id: 'u4', name: 'Margaret Hamilton', email: 'm@example.com', preferredRole: 1 }] },
        ],
      },
    );
    await u.click(await screen.findByRole('button', { name: 'Add member' }));
    await u.click(await screen.findByRole('button', { name: 'Add to team' }));
    expect(await screen.findByText('Choose a member of your team')).toBeTruthy();
    expect(api.to(SET)).toHaveLength(0);
  });

  it('says so when everyone on the team is already on the hiring team', async () => {
    const u = userEvent.setup();
    open(projectInformation({ recruiterRole: 3, projectHiringMembers: teamAs(3) }), withGate, {
      [MEMBERS_LITE]: [
        200,
        { data: [{ id: ME, name: 'Ada Lovelace', email: 'ada@example.com', preferredRole: 1 }] },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Everyone on your team is already on this hiring team.')).toBeTruthy();
  });

  it('changes a role at once and puts it back, with the reason, when the server refuses', async () => {
    const u = userEvent.setup();
    let answer: [number, unknown] = [
      422,
      {
        code: 'UNPROCESSABLE',
        message: 'The owner cannot be removed: transfer ownership first.',
        details: null,
      },
    ];
    const { api } = open(
      projectInformation({ recruiterRole: 3, projectHiringMembers: teamAs(3) }),
      withGate,
      {
        [SET]: () => answer,
      },
    );
    const select = await screen.findByRole('combobox', { name: 'Role of Grace Hopper' });
    expect((select as HTMLInputElement).value).toBe('Recruiter');
    await u.click(select);
    await u.click(await screen.findByRole('option', { name: 'Sourcer' }));
    await waitFor(() => expect(api.to(SET)).toHaveLength(1));
    expect(api.to(SET)[0]?.body).toEqual({ projectId: '101', userId: 'u2', role: 4 });
    const problem = await screen.findByTestId('hiring-team-problem');
    expect(within(problem).getByText('The owner cannot be removed: transfer ownership first.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Role of Grace Hopper' }) as HTMLInputElement).value).toBe(
        'Recruiter',
      ),
    );

    answer = [200, { data: teamAs(3).map((m) => (m.userId === 'u2' ? { ...m, role: 4 } : m)) }];
    await u.click(screen.getByRole('combobox', { name: 'Role of Grace Hopper' }));
    await u.click(await screen.findByRole('option', { name: 'Sourcer' }));
    await waitFor(() => expect(screen.queryByTestId('hiring-team-problem')).toBeNull());
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Role of Grace Hopper' }) as HTMLInputElement).value).toBe(
        'Sourcer',
      ),
    );
    expect(await screen.findByText(/Grace Hopper is now Sourcer on /)).toBeTruthy();
  });

  it('removes a member after confirmation, and brings the row back if that fails', async () => {
    const u = userEvent.setup();
    let answer: [number, unknown] = [
      404,
      { code: 'NOT_FOUND', message: 'Hiring team member not found', details: null },
    ];
    const { api } = open(
      projectInformation({ recruiterRole: 1, projectHiringMembers: teamAs(1) }),
      withGate,
      {
        [REMOVE]: () => answer,
      },
    );
    const removeGrace = async () => {
      await u.click(await screen.findByRole('button', { name: 'More actions for Grace Hopper' }));
      await u.click(await screen.findByRole('menuitem', { name: 'Remove from hiring team' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove from the hiring team?' });
      expect(within(dialog).getByText('Grace Hopper')).toBeTruthy();
      await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
    };
    await removeGrace();
    await waitFor(() => expect(api.to(REMOVE)).toHaveLength(1));
    expect(api.to(REMOVE)[0]?.body).toEqual({ projectId: '101', userId: 'u2' });
    expect(await screen.findByText('Hiring team member not found')).toBeTruthy();
    expect(names()).toContain('Grace Hopper');

    answer = [200, { data: teamAs(1).filter((m) => m.userId !== 'u2') }];
    await removeGrace();
    await waitFor(() => expect(names()).not.toContain('Grace Hopper'));
    expect(screen.getByText('2 members')).toBeTruthy();
    expect(await screen.findByText(/Grace Hopper is no longer on the hiring team of /)).toBeTruthy();
  });

  it('cancelling a removal changes nothing', async () => {
    const u = userEvent.setup();
    const { api } = open(projectInformation({ recruiterRole: 3, projectHiringMembers: teamAs(3) }));
    await u.click(await screen.findByRole('button', { name: 'More actions for Grace Hopper' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Remove from hiring team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the hiring team?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(REMOVE)).toHaveLength(0);
    expect(names()).toContain('Grace Hopper');
  });

  it('transfers ownership after saying the previous owner becomes Recruiter, then reloads the project', async () => {
    const u = userEvent.setup();
    const after = teamAs(3).map((m) =>
      m.userId === ME ? { ...m, role: 1 } : m.userId === 'u2' ? { ...m, role: 3 } : m,
    );
    const { api, update } = open(
      projectInformation({ recruiterRole: 3, projectHiringMembers: teamAs(3) }),
      withGate,
      {
        [OWNER]: () => {
          update(
            projectInformation({
              recruiterRole: 1,
              projectHiringMembers: after,
              permissions: ['project.leave'],
            }),
          );
          return [200, { data: after }];
        },
      },
    );
    await u.click(await screen.findByRole('button', { name: 'More actions for Grace Hopper' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Make owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    expect(within(dialog).getByText(/You will stay on the hiring team as Recruiter/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(api.to(OWNER)).toHaveLength(1));
    expect(api.to(OWNER)[0]?.body).toEqual({ projectId: '101', userId: 'u2' });
    // Now a recruiter: may leave, may no longer hand the project over.
    await waitFor(() =>
      expect(
        within(card()).getByRole('button', { name: 'Leave project' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    expect(within(card()).queryByRole('button', { name: 'More actions for Grace Hopper' })).toBeNull();
    expect(screen.getByText('Grace Hopper is now the owner of Backend Engineer – Berlin.')).toBeTruthy();
  });

  it('leaves the project after confirmation and returns to the project list', async () => {
    const u = userEvent.setup();
    const { api } = open(
      projectInformation({ recruiterRole: 2, projectHiringMembers: teamAs(2) }),
      withGate,
      {
        [QUIT]: [200, { success: true }],
      },
    );
    await u.click(await screen.findByRole('button', { name: 'Leave project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this project?' });
    await u.click(within(dialog).getByRole('button', { name: 'Leave project' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/v5/talent-pool/project-list'),
    );
    expect(api.to(QUIT)[0]?.body).toEqual({ projectId: '101' });
  });

  it('shows why leaving failed, in place', async () => {
    const u = userEvent.setup();
    open(projectInformation({ recruiterRole: 1, projectHiringMembers: teamAs(1) }), withGate, {
      [QUIT]: [
        422,
        { code: 'UNPROCESSABLE', message: 'You are not on this project’s hiring team.', details: null },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Leave project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this project?' });
    await u.click(within(dialog).getByRole('button', { name: 'Leave project' }));
    expect(await screen.findByText('You are not on this project’s hiring team.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/v5/talent-pool/project/101');
  });
});
