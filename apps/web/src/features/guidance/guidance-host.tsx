/**
 * Mounted in the signed-in frame: loads the tour code once the page has shown (it is not part of
 * the first load), never under the customer console, and not while the member paused tutorials.
 */
import { Suspense, useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { GUIDANCE_PAUSE_EVENT, guidancePaused } from './paused';

const GuidanceTour = lazyNamed(() => import('./guidance-tour'), 'GuidanceTour');

export function GuidanceHost() {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 600);
    window.addEventListener(GUIDANCE_PAUSE_EVENT, rerender);
    return () => {
      clearTimeout(id);
      window.removeEventListener(GUIDANCE_PAUSE_EVENT, rerender);
    };
  }, []);
  if (!ready || pathname.startsWith('/customer-console') || guidancePaused()) return null;
  return (
    <Suspense fallback={null}>
      <GuidanceTour path={pathname} />
    </Suspense>
  );
}
