import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

// The Help button, its drawer and the new-version notice load after the page has shown.
const HelpButton = lazyNamed(() => import('./help-button'), 'HelpButton');

/** The header's place for the Help button (a same-size blank until its code arrives). */
export function HelpSlot({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 34 }} />}>
      <HelpButton userId={userId} />
    </Suspense>
  );
}
