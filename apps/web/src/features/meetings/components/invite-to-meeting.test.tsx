import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { type ProjectRoutes, stubProjectApi } from '../../projects/test/project-api';
import { InviteToMeetingButton } from './invite-to-meeting';

const INVITE = 'POST /api/tb-v2/v1/engage/meetings';
const template = {
  id: '4',
  name: 'Tech chat',
  periodMinutes: 45,
  description: '',
  location: 'Zoom',
  owner: { userId: 'u1', name: 'Dana Demo' },
  mine: true,
  updatedAt: '2026-11-27T08:00:00.000Z',
};

function renderButton(routes: ProjectRoutes) {
  const api = stubProjectApi({
    'GET /api/tb-v2/v1/engage/meetings/templates': [200, { templates: [template] }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <InviteToMeetingButton threadId={12} candidateName="Casey Lee" />
    </MantineProvider>,
  );
  return api;
}

describe('Invite to a meeting', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('sends the conversation, the start and the template, and shows a refusal in the form', async () => {
    const u = userEvent.setup();
    let calls = 0;
    const api = renderButton({
      [INVITE]: () => {
        calls += 1;
        return calls === 1
          ? [
              422,
              {
                code: 'UNPROCESSABLE',
                message: 'Connect your mailbox in the email settings to send invitations.',
                details: { fields: { mailbox: 'Connect your mailbox first' } },
              },
            ]
          : [200, { id: '1' }];
      },
    });
    await u.click(screen.getByRole('button', { name: 'Invite to a meeting' }));
    expect(await screen.findByRole('dialog', { name: 'Invite Casey Lee to a meeting' })).toBeTruthy();
    const starts = screen.getByLabelText(/Starts/) as HTMLInputElement;
    expect(starts.value).toMatch(/^\d{4}-\d{2}-\d{2}T10:00$/);
    await u.click(screen.getByRole('combobox', { name: 'Template' }));
    await u.click(await screen.findByRole('option', { name: 'Tech chat (45 min)', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Connect your mailbox first')).toBeTruthy();
    const body = api.to(INVITE)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ threadId: '12', templateId: '4' });
    expect(new Date(String(body.start)).toISOString()).toBe(body.start);
    expect(body).not.toHaveProperty('durationMinutes');
    await u.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a length outside 5 to 480 minutes before sending', async () => {
    const u = userEvent.setup();
    const api = renderButton({});
    await u.click(screen.getByRole('button', { name: 'Invite to a meeting' }));
    await u.type(await screen.findByRole('textbox', { name: /Length in minutes/ }), '2');
    await u.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('A meeting lasts 5 to 480 minutes')).toBeTruthy();
    expect(api.to(INVITE)).toHaveLength(0);
  });
});
