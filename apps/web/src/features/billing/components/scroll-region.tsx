import { Box, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone scrolls sideways inside a labelled, focusable region, so
 * a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  children,
  visibleFrom,
}: {
  label: string;
  children: ReactNode;
  visibleFrom?: MantineBreakpoint;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto' }}
      visibleFrom={visibleFrom}
    >
      {children}
    </Box>
  );
}
