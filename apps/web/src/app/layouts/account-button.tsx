import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { CurrentUser } from '@talentbase/shared';
import type { ComponentPropsWithRef } from 'react';
import { PersonAvatar } from '../../components/person-avatar';

/** The header's "Account menu" button: who is signed in; it opens the account menu (user-menu.tsx). */
export function AccountButton({ user, ...props }: { user: CurrentUser } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton
      aria-label="Account menu"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      p={4}
      {...props}
    >
      <Group gap="xs" wrap="nowrap">
        <PersonAvatar name={user.fullName} size={34} />
        <div style={{ lineHeight: 1.2 }}>
          <Text fz="sm" fw={600} truncate maw={180} visibleFrom="sm">
            {user.fullName}
          </Text>
          <Text fz="xs" c="dimmed" truncate maw={180} visibleFrom="sm">
            {user.jobTitle ?? user.email}
          </Text>
        </div>
        <IconChevronDown size={14} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
}
