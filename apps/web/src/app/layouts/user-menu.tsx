import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import type { CurrentUser } from '@talentbase/shared';
import { Link } from 'react-router';
import { PersonAvatar } from '../../components/person-avatar';
import { useLogout } from '../../features/auth/api/logout';
import { routeFor } from '../navigation-access';

export function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  // Profile and password live under /settings or /admin/settings depending on the gates.
  const profilePath = routeFor('settingsProfile', user.subject);
  const passwordPath = routeFor('settingsPassword', user.subject);

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: 'var(--mantine-radius-md)' }} p={4}>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="xs" truncate>
            Signed in as {user.email}
          </Text>
        </Menu.Label>
        {profilePath ? (
          <Menu.Item component={Link} to={profilePath} leftSection={<IconUser size={16} />}>
            Profile
          </Menu.Item>
        ) : null}
        {passwordPath ? (
          <Menu.Item component={Link} to={passwordPath} leftSection={<IconLock size={16} />}>
            Password
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
