import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { BulkTagModal } from './bulk-tag-modal';

describe('BulkTagModal', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('tags the team’s candidates 1,000 at a time and says how many were left out', async () => {
    const bodies: { candidateIds: number[]; tags: string[] }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return Response.json({ tags: body.tags, added: body.candidateIds.length });
      }),
    );
    const teamIds = Array.from({ length: 2500 }, (_, i) => i + 1);
    const onDone = vi.fn();
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <BulkTagModal opened teamIds={teamIds} selectedCount={2600} onClose={vi.fn()} onDone={onDone} />
      </MantineProvider>,
    );
    expect(
      screen.getByText(
        /2,500 candidates of the 2,600 selected will be tagged. The other 100 were found on the open web/,
      ),
    ).toBeTruthy();
    const u = userEvent.setup();
    await u.type(screen.getByRole('combobox', { name: 'Tags' }), 'java{enter}');
    await u.click(screen.getByRole('button', { name: 'Add tags' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies.map((b) => b.candidateIds.length)).toEqual([1000, 1000, 500]);
    expect(bodies[2]?.candidateIds.at(-1)).toBe(2500);
    expect(bodies.every((b) => b.tags.join() === 'java')).toBe(true);
    expect(
      await screen.findByText(
        /Tagged 2,500 candidates with java \(100 not yet your team’s candidates left out\)/,
      ),
    ).toBeTruthy();
  });

  it('offers nothing to tag when none of the selection is the team’s', () => {
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <BulkTagModal opened teamIds={[]} selectedCount={3} onClose={vi.fn()} onDone={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.getByText(/None of the selected people is one of your team’s candidates yet/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add tags' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
