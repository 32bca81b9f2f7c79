/**
 * Mounted in the signed-in frame, and kept tiny (the first load's budget): the tour's code loads
 * once the page has shown. Where it shows (never under the customer console) and whether the
 * member paused tutorials is decided there.
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

const GuidanceTour = lazyNamed(() => import('./guidance-tour'), 'GuidanceTour');

export function GuidanceHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(setReady, 600, true);
    return () => clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <GuidanceTour />
    </Suspense>
  ) : null;
}
