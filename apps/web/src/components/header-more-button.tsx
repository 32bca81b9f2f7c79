import { Button } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** The "More actions" button of a page header on phones (page-header.tsx): the menu's trigger. */
export function HeaderMoreButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <Button
      hiddenFrom="sm"
      variant="default"
      rightSection={<IconDots size={16} aria-hidden="true" />}
      {...props}
    >
      More actions
    </Button>
  );
}
