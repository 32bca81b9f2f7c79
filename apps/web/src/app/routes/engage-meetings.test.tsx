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
import { ENGAGE_MEETINGS_PATH, EngageMeetingsPage } from './engage-meetings';

const ACCOUNT = 'GET /api/tb-v2/v1/calendars/meeting-account';
const SAVE_ACCOUNT = 'PUT /api/tb-v2/v1/calendars/meeting-account';
const TEMPLATES = 'GET /api/tb-v2/v1/engage/meetings/templates';
const CREATE_TEMPLATE = 'POST /api/tb-v2/v1/engage/meetings/templates';
const MEETINGS = 'GET /api/tb-v2/v1/engage/meetings';
const user = currentUser({
  fullName: 'Dana Demo',
  email: 'dana@example.com',
  subject: subject({ plan: 'pro', roles: ['enterprise_member'], permissions: ['campaign.view'] }),
});
const noAccount = { account: null, status: 'auth', meetingLink: null, otherWorkspaces: [] };
const calendly = {
  id: '3',
  user: { userId: 'u1', name: 'Dana Demo', email: 'dana@example.com' },
  type: 'calendly',
  shareStatus: 'private',
  sharedTeamIds: [],
  link: 'https://calendly.com/dana-demo',
  location: '',
  hasToken: true,
  eventTypes: [],
  status: 'calendly',
  fromOtherWorkspace: false,
  pollStatus: 'ok',
  lastError: null,
  polledAt: null,
  updatedAt: '2026-11-27T08:00:00.000Z',
};
const meeting = {
  id: '9',
  status: 'scheduled',
  title: 'Intro call',
  start: '2026-12-01T09:00:00.000Z',
  end: '2026-12-01T09:30:00.000Z',
  durationMinutes: 30,
  location: 'Zoom',
  source: 'invite',
  candidate: { profileId: '5', name: 'Casey Lee', email: 'casey@example.org' },
  projectId: '1',
  threadId: null,
  organizer: { userId: 'u1', name: 'Dana Demo' },
  sequence: 0,
  updatedAt: '2026-11-27T08:00:00.000Z',
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [ACCOUNT]: [200, noAccount],
    [TEMPLATES]: [200, { templates: [] }],
    [MEETINGS]: [200, { meetings: [], total: 0 }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ENGAGE_MEETINGS_PATH} element={<EngageMeetingsPage />} />
      </Routes>
    </MantineProvider>,
    { path: ENGAGE_MEETINGS_PATH },
  );
  return api;
}

describe('Meetings page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is an Engage screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'meetings')).toMatchObject({
      path: ENGAGE_MEETINGS_PATH,
      gate: 'engage',
      exists: true,
    });
  });

  it('says what is missing when nothing is set up yet, asking for the meeting account alone', async () => {
    const api = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meetings' })).toBeTruthy();
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(await screen.findByText(/No meeting templates yet/)).toBeTruthy();
    expect(await screen.findByText(/No meetings yet/)).toBeTruthy();
    expect(api.to(ACCOUNT)[0]?.query.get('getNoSharedAccount')).toBe('true');
  });

  it('creates a template, refusing a length over 480 minutes before asking the server', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [CREATE_TEMPLATE]: (req) => [
        200,
        {
          id: '1',
          ...(req.body as object),
          owner: { userId: 'u1', name: 'Dana Demo' },
          mine: true,
          updatedAt: '2026-11-27T08:00:00.000Z',
        },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'New template' }));
    await u.type(screen.getByRole('textbox', { name: /Name/ }), 'Tech chat');
    const length = screen.getByRole('textbox', { name: /Length in minutes/ });
    await u.clear(length);
    await u.type(length, '500');
    await u.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('A meeting lasts at most 480 minutes')).toBeTruthy();
    expect(api.to(CREATE_TEMPLATE)).toHaveLength(0);
    await u.clear(length);
    await u.type(length, '45');
    await u.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(api.to(CREATE_TEMPLATE)).toHaveLength(1));
    expect(api.to(CREATE_TEMPLATE)[0]?.body).toEqual({
      name: 'Tech chat',
      periodMinutes: 45,
      description: '',
      location: '',
    });
  });

  it('connects Calendly with a token and shows a refusal under the token field', async () => {
    const u = userEvent.setup();
    let calls = 0;
    const api = renderPage({
      [SAVE_ACCOUNT]: () => {
        calls += 1;
        return calls === 1
          ? [
              422,
              {
                code: 'UNPROCESSABLE',
                message: 'Calendly refused this token.',
                details: { fields: { token: 'Calendly refused this token.' } },
              },
            ]
          : [
              200,
              {
                account: calendly,
                status: 'calendly',
                meetingLink: 'https://calendly.com/dana-demo',
                otherWorkspaces: [],
              },
            ];
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('Enter your Calendly personal access token')).toBeTruthy();
    expect(api.to(SAVE_ACCOUNT)).toHaveLength(0);
    await u.type(screen.getByLabelText(/Calendly personal access token/), 'pat-1');
    await u.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('Calendly refused this token.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('Calendly connected')).toBeTruthy();
    expect(api.to(SAVE_ACCOUNT)[1]?.body).toEqual({
      type: 'calendly',
      location: '',
      token: 'pat-1',
      shareStatus: 'private',
      sharedTeamIds: [],
    });
    const link = await screen.findByRole('link', { name: 'https://calendly.com/dana-demo' });
    expect(link.getAttribute('href')).toBe('https://calendly.com/dana-demo');
  });

  it('connects a calendar link and shares it with another workspace of mine', async () => {
    const u = userEvent.setup();
    const growth = { teamId: '33333333-3333-4333-8333-333333333333', name: 'Northwind Growth' };
    const api = renderPage({
      [ACCOUNT]: [200, { ...noAccount, otherWorkspaces: [growth] }],
      [SAVE_ACCOUNT]: [200, { ...noAccount, otherWorkspaces: [growth] }],
    });
    await u.click(await screen.findByRole('combobox', { name: 'Calendar' }));
    await u.click(await screen.findByRole('option', { name: 'Google Calendar', hidden: true }));
    await u.type(screen.getByRole('textbox', { name: /Booking link/ }), 'calendar.example/dana');
    await u.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('Enter the link candidates book you with')).toBeTruthy();
    const link = screen.getByRole('textbox', { name: /Booking link/ });
    await u.clear(link);
    await u.type(link, 'https://calendar.example/dana');
    await u.click(screen.getByRole('checkbox', { name: 'Share this calendar with my other workspaces' }));
    await u.click(await screen.findByRole('checkbox', { name: 'Northwind Growth' }));
    await u.click(screen.getByRole('button', { name: 'Connect calendar' }));
    await waitFor(() => expect(api.to(SAVE_ACCOUNT)).toHaveLength(1));
    expect(api.to(SAVE_ACCOUNT)[0]?.body).toEqual({
      type: 'google',
      link: 'https://calendar.example/dana',
      location: '',
      shareStatus: 'shared',
      sharedTeamIds: [growth.teamId],
    });
  });

  it('lists recent meetings with their status and cancels one', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [MEETINGS]: [200, { meetings: [meeting], total: 1 }],
      'POST /api/tb-v2/v1/engage/meetings/9/cancel': [200, { ...meeting, status: 'canceled', sequence: 1 }],
    });
    expect(await screen.findByText('Intro call with Casey Lee')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: /Cancel meeting/ }));
    await waitFor(() => expect(api.to('POST /api/tb-v2/v1/engage/meetings/9/cancel')).toHaveLength(1));
  });
});
