import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, subject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { projectInformation } from '../../projects/test/fixtures';
import { stubProjectApi } from '../../projects/test/project-api';
import { openPipeline as open } from '../test/pipeline-fixtures';
import { PipelineSection } from './pipeline-section';

describe('Pipeline section', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows one column per visible stage with counts, cards and empty states, and the benchmark', async () => {
    open(3);
    const board = await screen.findByTestId('pipeline-board');
    const columns = within(board).getAllByTestId('board-column');
    // Every stage in pipeline order; the hidden ones (Exported, Archived) folded, not left out.
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Good Fit: 2 candidates',
      'Contacted: 1 candidate',
      'Replied: 0 candidates',
      'Scheduled: 0 candidates',
      'Exported: 0 candidates (hidden stage)',
      'Screen: 0 candidates',
      'Interview: 0 candidates',
      'Offer: 0 candidates',
      'Hired: 0 candidates',
      'Archived: 0 candidates (hidden stage)',
    ]);
    expect(columns.filter((c) => c.dataset.folded === 'true')).toHaveLength(2);
    // The strip keeps every count in view, however far the board is scrolled.
    expect(screen.getAllByTestId('stage-chip').map((b) => b.textContent)).toEqual([
      'Good Fit2',
      'Contacted1',
      'Replied0',
      'Scheduled0',
      'Exported0',
      'Screen0',
      'Interview0',
      'Offer0',
      'Hired0',
      'Archived0',
    ]);
    const first = columns[0] as HTMLElement;
    // The name opens the side panel; the full record is in the card's menu and the panel.
    expect(
      await within(first).findByRole('button', { name: 'Ada Lovelace-Byron of a very long name' }),
    ).toBeTruthy();
    expect(within(first).getAllByText('Backend Engineer at Acme')).toHaveLength(2);
    expect(
      within(first).getByRole('button', {
        name: 'Label of Ada Lovelace-Byron of a very long name: Shortlisted. Change label',
      }),
    ).toBeTruthy();
    expect(within(first).getAllByText('3 days')).toHaveLength(2);
    expect(await within(columns[2] as HTMLElement).findByTestId('column-empty')).toBeTruthy();
    expect((await screen.findByTestId('conversion-rate')).textContent).toBe('25%');
    expect(screen.getByTestId('contacted').textContent).toBe('4');
    expect(screen.getAllByTestId('milestone')).toHaveLength(2);
  });

  it('moves the selected candidates at once and rolls back with an error when refused', async () => {
    let moves = 0;
    const { api } = open(1, {
      'POST /api/v1/pipelines/changeStage': () => {
        moves += 1;
        return [422, { code: 'UNPROCESSABLE', message: 'Stage 9 is not a stage of Sourcing', details: null }];
      },
    });
    const user = userEvent.setup();
    const board = await screen.findByTestId('pipeline-board');
    const goodFitColumn = within(board).getAllByTestId('board-column')[0] as HTMLElement;
    await user.click(await within(goodFitColumn).findByRole('checkbox', { name: 'Select Candidate 12' }));
    // Shift-click selects the range from the last one clicked.
    await user.keyboard('{Shift>}');
    await user.click(within(goodFitColumn).getByRole('checkbox', { name: /Select Ada/ }));
    await user.keyboard('{/Shift}');
    expect(within(screen.getByTestId('bulk-bar')).getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    // Both sit in Good Fit: the menu says so.
    expect(
      (await screen.findByRole('menuitemradio', { name: /Good Fit/ })).getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(await screen.findByRole('menuitemradio', { name: 'Replied' }));
    await waitFor(() => expect(moves).toBe(1));
    expect(api.to('POST /api/v1/pipelines/changeStage')[0]?.body).toEqual({
      projectId: '101',
      candidateIds: [12, 11],
      categoryId: 1,
      stageId: 3,
    });
    expect(await screen.findByText('Stage 9 is not a stage of Sourcing')).toBeTruthy();
    // Rolled back: both are in Good Fit again.
    expect(await within(goodFitColumn).findByText('Candidate 12')).toBeTruthy();
  });

  it('shares the selected candidates as one read-only link', async () => {
    let sent: unknown = null;
    open(3, {
      // Sharing also needs the account's share permission (spec section 6: relationships may).
      'GET /api/auth/me': [200, { user: currentUser({ subject: subject({ roles: ['relationships'] }) }) }],
      'POST /api/v1/candidatesV2/send-sharing-profile': (req: { body: unknown }) => {
        sent = req.body;
        return [
          200,
          {
            shareId: '5',
            sharePath: '/shared/abc',
            expiresAt: '2026-12-23T00:00:00.000Z',
            candidateCount: 2,
            includes: [],
          },
        ];
      },
    });
    const user = userEvent.setup();
    const board = await screen.findByTestId('pipeline-board');
    const goodFitColumn = within(board).getAllByTestId('board-column')[0] as HTMLElement;
    await user.click(await within(goodFitColumn).findByRole('checkbox', { name: 'Select Candidate 12' }));
    await user.click(within(goodFitColumn).getByRole('checkbox', { name: /Select Ada/ }));
    await user.click(screen.getByRole('button', { name: 'Share…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share 2 profiles' });
    await user.type(within(dialog).getByPlaceholderText('name@company.com'), 'hm@example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toBeTruthy();
    expect(sent).toMatchObject({
      projectId: '101',
      recipients: ['hm@example.com'],
      expiresInDays: 30,
      include: [],
    });
    // A bulk share lists no links: that list belongs to one candidate's record.
    expect(within(dialog).queryByRole('region', { name: 'Active links' })).toBeNull();
    expect((sent as { candidateIds: number[] }).candidateIds).toHaveLength(2);
  });

  it('a Collaborator sees the board but no move, label or copy controls', async () => {
    open(0);
    const board = await screen.findByTestId('pipeline-board');
    expect(await within(board).findByText('Candidate 12')).toBeTruthy();
    expect(within(board).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move Candidate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change label/ })).toBeNull();
    expect(within(board).getAllByTestId('label-badge')[0]?.textContent).toBe('Shortlisted');
    expect(screen.queryByRole('button', { name: 'Move to…' })).toBeNull();
  });

  it('the list view (kept in the URL) filters by contact and pages with a total', async () => {
    const { api } = open(3, {}, '/v5/talent-pool/project/101?view=list');
    const list = await screen.findByTestId('pipeline-list');
    expect(await within(list).findAllByTestId('list-row')).toHaveLength(3);
    expect(screen.getByTestId('list-total').textContent).toBe('3 candidates');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Has contact info' }));
    await waitFor(() => expect(within(list).getAllByTestId('list-row')).toHaveLength(1));
    const last = api.to('POST /api/v1/pipelines/candidates').at(-1);
    expect(last?.body).toMatchObject({ projectId: '101', filterByContact: true, start: 0, limit: 25 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(screen.getByTestId('bulk-bar')).getByText('1 selected')).toBeTruthy();
  });

  it('opens in the view the recruiter prefers (hiring preferences) when the URL names none', async () => {
    open(3, {
      'GET /api/settings/hiring': [
        200,
        {
          data: {
            preferences: {
              defaultProjectRole: 1,
              defaultPipelineView: 'list',
              timeZone: 'UTC',
              workingDays: [1, 2, 3, 4, 5],
              workStart: '09:00',
              workEnd: '17:00',
              meetingMinutes: 30,
            },
            saved: true,
          },
        },
      ],
    });
    expect(await screen.findByTestId('pipeline-list')).toBeTruthy();
  });

  it('says why someone not on the hiring team sees no pipeline', async () => {
    stubProjectApi({});
    renderWithProviders(<PipelineSection project={projectInformation({ recruiterRole: null })} />);
    expect(await screen.findByTestId('pipeline-not-on-team')).toBeTruthy();
  });
});
