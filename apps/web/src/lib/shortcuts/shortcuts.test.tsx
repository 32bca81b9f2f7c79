import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppShortcuts } from '../../app/layouts/app-shortcuts';
import { subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { itemShortcuts, SHORTCUT_ITEM, SHORTCUT_OPEN, SHORTCUT_SELECT } from './item-focus';
import { SEARCH_FIELD } from './search-field';
import { SHORTCUTS } from './shortcut-list';
import { type ShortcutHandlers, useShortcuts } from './use-shortcuts';

function Harness({ handlers }: { handlers: ShortcutHandlers }) {
  useShortcuts(handlers);
  return (
    <div>
      <input aria-label="Text" />
      <input aria-label="Tick" type="checkbox" />
      <textarea aria-label="Notes" />
      <select aria-label="Sort">
        <option>A</option>
      </select>
      <div data-testid="editor" contentEditable suppressContentEditableWarning />
      <div role="dialog" aria-modal="true">
        <button type="button">In a dialog</button>
      </div>
      <button type="button">Plain</button>
    </div>
  );
}

const press = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key, bubbles: true, ...init });

describe('useShortcuts', () => {
  it('runs a bare key pressed on the page or a button, and on a tick box', () => {
    const next = vi.fn();
    renderWithProviders(<Harness handlers={{ next }} />);
    press(document.body, 'j');
    press(screen.getByRole('button', { name: 'Plain' }), 'j');
    press(screen.getByRole('checkbox', { name: 'Tick' }), 'j');
    expect(next).toHaveBeenCalledTimes(3);
  });

  it('leaves keys typed in inputs, textareas, selects and editable text alone', () => {
    const next = vi.fn();
    renderWithProviders(<Harness handlers={{ next }} />);
    for (const name of ['Text', 'Notes']) press(screen.getByRole('textbox', { name }), 'j');
    press(screen.getByRole('combobox', { name: 'Sort' }), 'j');
    press(screen.getByTestId('editor'), 'j');
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves keys with Ctrl, Alt or Meta alone (and Shift+J is not j)', () => {
    const next = vi.fn();
    const help = vi.fn();
    renderWithProviders(<Harness handlers={{ next, help }} />);
    press(document.body, 'j', { ctrlKey: true });
    press(document.body, 'j', { metaKey: true });
    press(document.body, 'j', { altKey: true });
    press(document.body, 'J', { shiftKey: true });
    expect(next).not.toHaveBeenCalled();
    // "?" is typed with Shift: Shift alone is part of the key, not a modifier to refuse.
    press(document.body, '?', { shiftKey: true });
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('leaves keys pressed inside an open dialog to the dialog', () => {
    const next = vi.fn();
    renderWithProviders(<Harness handlers={{ next }} />);
    press(screen.getByRole('button', { name: 'In a dialog' }), 'j');
    expect(next).not.toHaveBeenCalled();
  });

  it('stops listening once the page is gone', () => {
    const next = vi.fn();
    const { unmount } = renderWithProviders(<Harness handlers={{ next }} />);
    unmount();
    press(document.body, 'j');
    expect(next).not.toHaveBeenCalled();
  });
});

function Cards() {
  const onSelect = vi.fn();
  useShortcuts(itemShortcuts());
  return (
    <div>
      {['Ada', 'Ben', 'Cy'].map((name) => (
        <article key={name} aria-label={name} tabIndex={-1} {...SHORTCUT_ITEM}>
          <input type="checkbox" aria-label={`Select ${name}`} {...SHORTCUT_SELECT} onChange={onSelect} />
          <button
            type="button"
            {...SHORTCUT_OPEN}
            onClick={() => document.body.setAttribute('data-opened', name)}
          >
            {name}
          </button>
        </article>
      ))}
    </div>
  );
}

describe('j, k, x and e over cards', () => {
  it('moves through the cards, ticks and opens the focused one', () => {
    renderWithProviders(<Cards />);
    const card = (name: string) => screen.getByRole('article', { name });
    press(document.body, 'j');
    expect(document.activeElement).toBe(card('Ada'));
    press(document.activeElement as Element, 'j');
    press(document.activeElement as Element, 'j');
    press(document.activeElement as Element, 'j');
    expect(document.activeElement).toBe(card('Cy'));
    press(document.activeElement as Element, 'k');
    expect(document.activeElement).toBe(card('Ben'));
    press(document.activeElement as Element, 'x');
    const box = (name: string) =>
      screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
    expect(box('Ben').checked).toBe(true);
    expect(box('Ada').checked).toBe(false);
    press(document.activeElement as Element, 'e');
    expect(document.body.getAttribute('data-opened')).toBe('Ben');
  });
});

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Path">{pathname}</output>;
}

describe('the signed-in shortcuts', () => {
  it('"?" lists every shortcut in a dialog, and Escape closes it', async () => {
    renderWithProviders(<AppShortcuts subject={subject()} />);
    act(() => void press(document.body, '?', { shiftKey: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      ...SHORTCUTS.map((s) => s.key),
      'Escape',
    ]);
    expect(within(dialog).getByRole('columnheader', { name: 'Key' })).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: 'Next search result or board card' })).toBeTruthy();
    // A second "?" inside the dialog does not stack another one.
    press(document.activeElement as Element, '?', { shiftKey: true });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"/" focuses the page\'s search field without typing the slash', () => {
    renderWithProviders(
      <>
        <AppShortcuts subject={subject()} />
        <input aria-label="Search projects" defaultValue="nurse" {...SEARCH_FIELD} />
      </>,
    );
    const allowed = press(document.body, '/');
    const field = screen.getByRole('textbox', { name: 'Search projects' }) as HTMLInputElement;
    expect(allowed).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it('"/" on a page without a search field goes to Sourcing, for users who may search', async () => {
    renderWithProviders(
      <>
        <AppShortcuts subject={subject()} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { path: '/v5/talent-pool/dashboard' },
    );
    act(() => void press(document.body, '/'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Path' }).textContent).toBe('/v5/sourcing-new'),
    );
  });

  it('"/" does nothing for users without Sourcing and no search field', () => {
    renderWithProviders(
      <>
        <AppShortcuts subject={subject({ plan: 'growth' })} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { path: '/v5/talent-pool/dashboard' },
    );
    act(() => void press(document.body, '/'));
    expect(screen.getByRole('status', { name: 'Path' }).textContent).toBe('/v5/talent-pool/dashboard');
  });
});
