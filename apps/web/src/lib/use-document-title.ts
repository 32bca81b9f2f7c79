/**
 * Each page names itself in the browser tab ("Projects · Talentbase"), so a recruiter with ten
 * tabs open, their history and a screen reader announcing the page all say where they are. The
 * previous title comes back when the page goes away, so a page that sets none (a loading screen)
 * never shows the last page's name.
 */
import { useEffect } from 'react';

export const APP_NAME = 'Talentbase';

/** "<Page> · Talentbase", or just "Talentbase" without a page name. */
export function documentTitleOf(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/** Sets the tab's title while the calling page is shown; nothing happens for null or empty. */
export function useDocumentTitle(page: string | null | undefined): void {
  const title = page?.trim() ? documentTitleOf(page) : null;
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
