import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone scrolls sideways inside a labelled, focusable region, so
 * a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
