import { Button, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { NO_ACCESS_MESSAGE } from '@talentbase/shared';
import { Link } from 'react-router';

/**
 * Shown in place of a screen the user's plan or roles do not open. Spec section 8 keeps this
 * message out of toasts; the page says it instead, where the content would have been.
 */
export function NoAccessPanel() {
  return (
    <EmptyState
      role="alert"
      py={64}
      variant="light"
      color="gray"
      icon={<IconLock size={28} stroke={1.6} />}
      title="No access"
      description={NO_ACCESS_MESSAGE}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/" variant="light">
          Back to home
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
