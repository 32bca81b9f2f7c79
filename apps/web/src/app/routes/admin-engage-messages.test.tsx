import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ADMIN_ENGAGE_MESSAGES_PATH, AdminEngageMessagesPage } from './admin-engage-messages';

const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    permissions: ['member.manage', 'campaign.view'],
  }),
});

describe('Team messages page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('reads the team outbox, not your own', async () => {
    const api = stubProjectApi({
      'GET /api/auth/me': [200, { user: admin }],
      'GET /api/tb-v2/v1/engage/team/outbox': [
        200,
        {
          view: 'recipients',
          total: 0,
          offset: 0,
          limit: 20,
          dropped: 0,
          threads: [],
          messages: [],
          campaigns: [],
          senders: [],
        },
      ],
    });
    renderWithProviders(
      <Routes>
        <Route path={ADMIN_ENGAGE_MESSAGES_PATH} element={<AdminEngageMessagesPage />} />
      </Routes>,
      { path: ADMIN_ENGAGE_MESSAGES_PATH },
    );
    expect(await screen.findByText('Your team has not sent any sequences yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(api.to('GET /api/tb-v2/v1/engage/team/outbox')).toHaveLength(1);
    expect(api.to('GET /api/tb-v2/v1/engage/outbox')).toHaveLength(0);
  });
});
