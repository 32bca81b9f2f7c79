import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Mounts a lazily loaded dialog or drawer the first time it opens and keeps it mounted after, so
 * its closing transition still plays. Until then its code is not downloaded at all.
 */
export function OnDemand({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
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
