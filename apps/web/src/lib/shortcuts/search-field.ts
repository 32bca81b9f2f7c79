/**
 * "/" goes to the page's search field: a field opts in with `{...SEARCH_FIELD}` (the Sourcing
 * keywords box, the project list's and All candidates' search). A page without one sends the
 * recruiter to Sourcing and focuses its box there (see app-shortcuts.tsx).
 */
export const SEARCH_FIELD = { 'data-shortcut-search': true } as const;
const SELECTOR = '[data-shortcut-search]';

function visibleField(): HTMLInputElement | null {
  for (const el of document.querySelectorAll<HTMLInputElement>(SELECTOR))
    if (el.getClientRects().length > 0 && !el.disabled) return el;
  return null;
}

/** Focuses the page's search field, its text selected so that typing replaces it; false if none. */
export function focusSearchField(): boolean {
  const field = visibleField();
  if (!field) return false;
  field.focus();
  field.select();
  return true;
}

/** After a navigation: focuses the search field as soon as the page shows it (routes load lazily). */
export function focusSearchFieldWhenShown(timeoutMs = 10_000): () => void {
  if (focusSearchField()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusSearchField()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
