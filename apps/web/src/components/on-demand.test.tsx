import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../lib/lazy-named';
import { OnDemand } from './on-demand';

describe('OnDemand with a lazily loaded dialog', () => {
  it('loads nothing until first opened, then stays mounted when closed', async () => {
    const load = vi.fn(async () => ({
      Dialog: ({ opened }: { opened: boolean }) => <p>{opened ? 'open' : 'closed'}</p>,
    }));
    const Dialog = lazyNamed(load, 'Dialog');
    const ui = (opened: boolean) => (
      <OnDemand opened={opened}>
        <Dialog opened={opened} />
      </OnDemand>
    );

    const { rerender } = render(ui(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/open|closed/)).toBeNull();

    rerender(ui(true));
    expect(await screen.findByText('open')).toBeTruthy();
    rerender(ui(false));
    expect(screen.getByText('closed')).toBeTruthy(); // kept: its closing transition can play
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to what had it when the dialog first closes, as Mantine does after that', async () => {
    // A dialog that takes focus while open and, like a closing drawer, leaves it to the page after.
    const Dialog = lazyNamed(
      async () => ({
        Dialog: ({ opened }: { opened: boolean }) =>
          opened ? (
            // biome-ignore lint/a11y/noAutofocus: stands in for a dialog's focus trap
            <input aria-label="inside" autoFocus />
          ) : null,
      }),
      'Dialog',
    );
    const ui = (opened: boolean) => (
      <>
        <button type="button">card</button>
        <OnDemand opened={opened}>
          <Dialog opened={opened} />
        </OnDemand>
      </>
    );
    const { rerender } = render(ui(false));
    screen.getByRole('button', { name: 'card' }).focus();
    rerender(ui(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'inside' })));
    rerender(ui(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'card' })));
  });

  it('retries a failed download the next time', async () => {
    const load = vi
      .fn<() => Promise<{ Part: () => ReactElement }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Part: () => <p>part</p> });
    const Part = lazyNamed(load, 'Part');
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
