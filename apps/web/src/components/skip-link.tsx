import type { MouseEvent } from 'react';

/** The id of each layout's main element: where the skip link takes keyboard focus. */
export const MAIN_CONTENT_ID = 'main-content';

/** Spread on the main element: the skip link's target, focusable by script only. */
export const MAIN_CONTENT = { id: MAIN_CONTENT_ID, tabIndex: -1, 'data-skip-target': true } as const;

/**
 * "Skip to main content" (WCAG 2.4.1): the first thing Tab reaches on every page, hidden until it
 * has focus (global.css). It moves focus itself rather than following the #fragment, so the URL and
 * the history stay as they were.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="tb-skip-link" onClick={skip}>
      Skip to main content
    </a>
  );
}
