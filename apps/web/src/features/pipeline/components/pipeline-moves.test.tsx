import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { livePipeline, openPipeline } from '../test/pipeline-fixtures';

const MOVE = 'POST /api/v1/pipelines/changeStage';
const LABEL = 'POST /api/v1/pipelines/changeLabel';

const column = (name: string) =>
  screen
    .getAllByTestId('board-column')
    .find((c) => c.getAttribute('aria-label')?.startsWith(`${name}:`)) as HTMLElement;

describe('Pipeline moves, labels and the side panel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('the card menu marks the current stage; a move says so in a toast and Undo puts the label back too', async () => {
    const { api } = openPipeline(1, livePipeline().routes);
    const user = userEvent.setup();
    await screen.findByTestId('pipeline-board');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Ada Lovelace-Byron of a very long name' }),
    );
    const current = await screen.findByRole('menuitemradio', { name: /Good Fit/ });
    expect(current.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Contacted' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('menuitem', { name: 'Open full record' }).getAttribute('href')).toBe(
      '/v5/talent-pool/candidate/11?projectId=101',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Contacted' }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Ada Lovelace-Byron of a very long name moved to Contacted.');
    // The card left Good Fit at once and the counts followed.
    expect(column('Good Fit').getAttribute('aria-label')).toBe('Good Fit: 1 candidate');
    expect(within(column('Contacted')).getByText('Ada Lovelace-Byron of a very long name')).toBeTruthy();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.to(MOVE)).toHaveLength(2));
    // Back to Good Fit with the Shortlisted label (2) it had.
    expect(api.to(MOVE)[1]?.body).toEqual({
      projectId: '101',
      candidateIds: [11],
      categoryId: 1,
      stageId: 1,
      stageLabel: 2,
    });
    expect((await screen.findByText(/is back in Good Fit/)).textContent).toBe(
      'Ada Lovelace-Byron of a very long name is back in Good Fit.',
    );
  });

  it('moving someone to a hidden stage says where they went, and the folded column counts them', async () => {
    const { api } = openPipeline(1, livePipeline().routes);
    const user = userEvent.setup();
    await screen.findByTestId('pipeline-board');
    await user.click(await screen.findByRole('button', { name: 'Actions for Candidate 12' }));
    const exported = await screen.findByRole('menuitemradio', { name: /Exported/ });
    expect(exported.textContent).toContain('Hidden');
    await user.click(exported);
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Moved to Exported')).toBeTruthy();
    expect(toast.textContent).toContain('Candidate 12 moved to Exported.');
    expect(toast.textContent).toContain('hidden stage');
    expect(column('Exported').getAttribute('aria-label')).toBe('Exported: 1 candidate (hidden stage)');
    expect(api.to(MOVE)[0]?.body).toMatchObject({ candidateIds: [12], categoryId: 1, stageId: 6 });

    // The folded column opens and shows them; folding it again is one click.
    await user.click(screen.getByRole('button', { name: /Show Exported, a hidden stage with 1 candidate/ }));
    const opened = column('Exported');
    expect(opened.dataset.folded).toBeUndefined();
    expect(await within(opened).findByText('Candidate 12')).toBeTruthy();
    await user.click(within(opened).getByRole('button', { name: 'Fold Exported' }));
    expect(column('Exported').dataset.folded).toBe('true');
  });

  it('the label button lists the stage labels with the current one checked, and a change is toasted', async () => {
    const { api } = openPipeline(1, livePipeline().routes);
    const user = userEvent.setup();
    await screen.findByTestId('pipeline-board');
    await user.click(
      await screen.findByRole('button', { name: 'Label of Candidate 21: Email opened. Change label' }),
    );
    expect(
      (await screen.findByRole('menuitemradio', { name: 'Email opened' })).getAttribute('aria-checked'),
    ).toBe('true');
    // "N/A" reads as "No label".
    expect(screen.getByRole('menuitemradio', { name: 'No label' })).toBeTruthy();
    await user.click(screen.getByRole('menuitemradio', { name: 'Called' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Candidate 21 labelled Called.');
    expect(api.to(LABEL)[0]?.body).toEqual({ projectId: '101', candidateIds: [21], stageLabel: 9 });
  });

  it('a refused move comes back with the reason and no success toast', async () => {
    openPipeline(1, {
      [MOVE]: [409, { code: 'CONFLICT', message: 'The project is archived', details: null }],
    });
    const user = userEvent.setup();
    await screen.findByTestId('pipeline-board');
    await user.click(await screen.findByRole('button', { name: 'Actions for Candidate 12' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Replied' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The project is archived');
    await waitFor(() => expect(column('Good Fit').getAttribute('aria-label')).toBe('Good Fit: 2 candidates'));
    expect(within(column('Good Fit')).getByText('Candidate 12')).toBeTruthy();
  });

  it('a candidate opens in the side panel with stage, label, tags and notes; next and previous walk the board', async () => {
    const { api } = openPipeline(1, livePipeline().routes);
    const user = userEvent.setup();
    await screen.findByTestId('pipeline-board');
    await user.click(await screen.findByRole('button', { name: 'Candidate 12' }));
    const panel = await screen.findByRole('dialog', { name: 'Candidate 12' });
    expect(within(panel).getByTestId('panel-position').textContent).toBe('2 of 3');
    expect(within(panel).getByRole('link', { name: 'Full record' }).getAttribute('href')).toBe(
      '/v5/talent-pool/candidate/12?projectId=101',
    );
    expect((within(panel).getByRole('combobox', { name: 'Stage' }) as HTMLInputElement).value).toBe(
      'Sourcing · Good Fit',
    );
    expect((within(panel).getByRole('combobox', { name: 'Label' }) as HTMLInputElement).value).toBe(
      'No label',
    );
    expect(await within(panel).findByText('Tag of 12')).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Notes' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Next: Candidate 21' }));
    const next = await screen.findByRole('dialog', { name: 'Candidate 21' });
    expect(within(next).getByTestId('panel-position').textContent).toBe('3 of 3');
    expect(await within(next).findByText('Tag of 21')).toBeTruthy();
    expect((within(next).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(next).getByRole('button', { name: 'Previous: Candidate 12' }));
    expect(await screen.findByRole('dialog', { name: 'Candidate 12' })).toBeTruthy();

    // A stage change from the panel goes through the same move and toast.
    await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Sourcing · Replied' }));
    await waitFor(() => expect(api.to(MOVE)).toHaveLength(1));
    expect(api.to(MOVE)[0]?.body).toMatchObject({ candidateIds: [12], categoryId: 1, stageId: 3 });
    expect((await screen.findByRole('alert')).textContent).toContain('Candidate 12 moved to Replied.');

    await user.click(screen.getByRole('button', { name: 'Close the side panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
