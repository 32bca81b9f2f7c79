import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The filters on a phone or a narrow window: a full-screen drawer from the left. */
export function FiltersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      size="100%"
      position="left"
      closeButtonProps={{ 'aria-label': 'Close filters' }}
      data-testid="filters-drawer"
    >
      {children}
    </Drawer>
  );
}
