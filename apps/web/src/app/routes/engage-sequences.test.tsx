import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubProjectApi } from '../../features/projects/test/project-api';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { AdminEngageSequencesPage } from './admin-engage-sequences';
import { AdminEngageTemplatesPage } from './admin-engage-templates';
import { ENGAGE_SEQUENCES_PATH, EngageSequencesPage } from './engage-sequences';
import { ENGAGE_TEMPLATES_PATH, EngageTemplatesPage } from './engage-templates';

const LIST = 'GET /api/tb-v2/v1/campaigns';
const summary = {
  id: '5',
  name: 'Backend outreach with a very long name that has to wrap on a phone screen',
  status: 'paused',
  campaignType: 0,
  channel: 'Email',
  projectId: '3',
  projectName: 'Backend hiring',
  createSource: null,
  isArchived: false,
  shared: true,
  textVersion: 1,
  owner: { userId: 'u9', name: 'Alex Admin' },
  sender: { userId: 'u9', name: 'Alex Admin' },
  stepCount: 3,
  enrolledCount: 12,
  activeCount: 4,
  readOnly: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
  lastUsedAt: null,
};

function renderAt(path: string, element: React.ReactNode, routes: Parameters<typeof stubProjectApi>[0]) {
  const api = stubProjectApi(routes);
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return api;
}

describe('Engage list screens', { timeout: 60_000 }, () => {
  it('are built Engage screens with their gates', () => {
    const built = NAV_ENTRIES.filter((e) =>
      ['sequences', 'templates', 'adminEngageSequences', 'adminEngageTemplates'].includes(e.key),
    ).map((e) => [e.key, e.path, e.gate, e.exists]);
    expect(built).toEqual([
      ['sequences', '/engage/sequences', 'engage', true],
      ['templates', '/engage/templates', 'engage', true],
      ['adminEngageSequences', '/admin/sourcing/engage/sequences', 'engageTeam', true],
      ['adminEngageTemplates', '/admin/sourcing/engage/templates', 'engageTeam', true],
    ]);
  });

  it('lists sequences with counts and passes the filters to the API', async () => {
    const u = userEvent.setup();
    const api = renderAt(ENGAGE_SEQUENCES_PATH, <EngageSequencesPage />, {
      [LIST]: (req) => [
        200,
        req.query.get('status') === 'ongoing' ? { data: [], total: 0 } : { data: [summary], total: 1 },
      ],
    });
    expect(await screen.findByText(summary.name)).toBeTruthy();
    expect(screen.getByText(/3 steps · 12 enrolled \(4 active\) · by Alex Admin/)).toBeTruthy();
    expect(screen.getByText('Read-only')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Ongoing', hidden: true }));
    expect(await screen.findByText('No sequence matches these filters')).toBeTruthy();
    await waitFor(() => expect(api.to(LIST).at(-1)?.query.get('isArchived')).toBe('false'));
    expect(api.to(LIST).at(-1)?.query.get('status')).toBe('ongoing');
  });

  it('shows the team views from the /team calls', async () => {
    const api = renderAt('/admin/sourcing/engage/sequences', <AdminEngageSequencesPage />, {
      'GET /api/tb-v2/v1/campaigns/team': [200, { data: [summary], total: 1 }],
    });
    expect(await screen.findByText(summary.name)).toBeTruthy();
    expect(api.to('GET /api/tb-v2/v1/campaigns/team')).toHaveLength(1);
  });

  it('lists templates with their thumbnails, and an empty state', async () => {
    renderAt(ENGAGE_TEMPLATES_PATH, <EngageTemplatesPage />, {
      'GET /api/tb-v2/v1/engage/templates': [
        200,
        {
          data: [
            {
              id: '1',
              name: 'Intro',
              subject: 'Hi {{firstName}}',
              body: '<p>x</p>',
              shared: true,
              owner: { userId: 'u1', name: 'Ada' },
              mine: true,
              thumbnailUrl: '/api/tb-v2/v1/engage/templates/thumbnails/x.png',
              createdAt: '',
              updatedAt: '',
            },
          ],
          total: 1,
        },
      ],
    });
    expect(await screen.findByText('Intro')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      '/api/tb-v2/v1/engage/templates/thumbnails/x.png',
    );
    expect(screen.getByRole('link', { name: 'Edit Intro' }).getAttribute('href')).toBe('/engage/templates/1');
  });

  it('shows an empty team template list', async () => {
    renderAt('/admin/sourcing/engage/templates', <AdminEngageTemplatesPage />, {
      'GET /api/tb-v2/v1/engage/templates/team': [200, { data: [], total: 0 }],
    });
    expect(await screen.findByTestId('templates-empty')).toBeTruthy();
  });
});
