import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Mounts a lazily loaded dialog or drawer the first time it opens and keeps it mounted after, so
 * its closing transition still plays. Until then its code is not downloaded at all.
 */
export function OnDemand({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  // Mantine's dialogs remember what had focus when `opened` turns true after they mounted; one that
  // mounts already open (its first opening here) does not, so focus would fall to the page when it
  // closes. This remembers it for that first time and gives it back the way Mantine does.
  const returnTo = useRef<Element | null>(null);
  if (opened && !wanted) {
    returnTo.current = document.activeElement;
    setWanted(true);
  }
  useEffect(() => {
    const target = returnTo.current;
    if (opened || !(target instanceof HTMLElement)) return;
    returnTo.current = null;
    const atClose = document.activeElement;
    const id = window.setTimeout(() => {
      const now = document.activeElement;
      if (target.isConnected && (now === null || now === document.body || now === atClose))
        target.focus({ preventScroll: true });
    }, 10);
    return () => window.clearTimeout(id);
  }, [opened]);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

type Preloadable = { preload: () => Promise<unknown> };

/** After the page has rendered, download its on-demand parts while the browser is idle. */
export function usePreloadWhenIdle(parts: readonly Preloadable[]): void {
  // Once per page visit: the parts of the first render are the parts.
  const first = useRef(parts);
  useEffect(() => {
    const load = () => {
      for (const part of first.current) part.preload().catch(() => undefined); // retried when opened
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 1500);
    return () => window.clearTimeout(id);
  }, []);
}
