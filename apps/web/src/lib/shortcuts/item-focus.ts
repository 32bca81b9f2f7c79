/**
 * j/k/x/e over a list of cards (search results, board cards), read from the page itself so that
 * a list needs no more than three marks:
 * - `data-shortcut-item` on each card (focusable: tabIndex 0 or -1), in reading order;
 * - `data-shortcut-select` on the card's tick box (x clicks it);
 * - `data-shortcut-open` on the control that opens the card (e clicks it).
 * Clicking the card's own controls keeps one path for mouse and keyboard: the same handlers,
 * toasts and announcements.
 */
const ITEM = 'data-shortcut-item';
const SELECT = 'data-shortcut-select';
const OPEN = 'data-shortcut-open';

/** Spread on a card, its tick box and its opening control. */
export const SHORTCUT_ITEM = { [ITEM]: true } as const;
export const SHORTCUT_SELECT = { [SELECT]: true } as const;
export const SHORTCUT_OPEN = { [OPEN]: true } as const;

const items = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(`[${ITEM}]`)];

/** The card holding keyboard focus (the card itself or one of its controls), if any. */
export function focusedItem(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.closest<HTMLElement>(`[${ITEM}]`) : null;
}

/**
 * Focuses the next (1) or previous (-1) card; from outside the list, the first card. Stays on the
 * last or first card at the ends (no wrapping: the recruiter sees where the list ends).
 */
export function moveItemFocus(step: 1 | -1, root: ParentNode = document): HTMLElement | null {
  const all = items(root);
  if (all.length === 0) return null;
  const current = focusedItem();
  const index = current ? all.indexOf(current) : -1;
  const next = index < 0 ? all[0] : all[Math.min(all.length - 1, Math.max(0, index + step))];
  next?.focus();
  next?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return next ?? null;
}

/** Clicks the focused card's control marked `mark` (SELECT or OPEN); false when there is none. */
export function clickInFocusedItem(mark: typeof SELECT | typeof OPEN): boolean {
  const control = focusedItem()?.querySelector<HTMLElement>(`[${mark}]`);
  if (!control) return false;
  control.click();
  return true;
}

/** The handlers for j, k, x and e over the cards under `root` (the page by default). */
export function itemShortcuts(root?: () => ParentNode | null) {
  const scope = () => root?.() ?? document;
  return {
    next: () => void moveItemFocus(1, scope()),
    previous: () => void moveItemFocus(-1, scope()),
    select: () => void clickInFocusedItem(SELECT),
    open: () => void clickInFocusedItem(OPEN),
  };
}
