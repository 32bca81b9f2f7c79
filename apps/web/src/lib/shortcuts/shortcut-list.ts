/**
 * Every keyboard shortcut of the app, in the order the help dialog ("?") lists them. The hook
 * (use-shortcuts.ts) matches keys from this list only, so a shortcut cannot work without being
 * listed, nor be listed under another key than the one that works.
 */
export type ShortcutId = 'focusSearch' | 'next' | 'previous' | 'select' | 'open' | 'help';

export type Shortcut = {
  id: ShortcutId;
  /** `KeyboardEvent.key` as typed (a Shift-made character such as "?" is its own key). */
  key: string;
  /** What it does, as the help dialog says it. */
  action: string;
};

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'focusSearch',
    key: '/',
    action: 'Go to the search box (the page’s own search field, else the Sourcing search)',
  },
  { id: 'next', key: 'j', action: 'Next search result or board card' },
  { id: 'previous', key: 'k', action: 'Previous search result or board card' },
  { id: 'select', key: 'x', action: 'Select or unselect the focused result or card' },
  { id: 'open', key: 'e', action: 'Open the focused result (profile) or card (side panel)' },
  { id: 'help', key: '?', action: 'Show this list of shortcuts' },
];

/** Not ours to handle (every dialog and drawer closes on it) but worth knowing: listed after them. */
export const CLOSE_KEY = { key: 'Escape', action: 'Close the dialog, drawer or side panel' } as const;
