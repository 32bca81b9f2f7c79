import type { FeatureGate } from '@talentbase/shared';
import type { ReactNode } from 'react';
import { NoAccessPanel } from '../../components/no-access-panel';
import { useCan } from '../../lib/permissions';

/** A screen behind a feature gate: without it the page shows the no-access panel, never a toast. */
export function GateRoute({ gate, children }: { gate: FeatureGate; children: ReactNode }) {
  const allowed = useCan(gate);
  return allowed ? children : <NoAccessPanel />;
}
