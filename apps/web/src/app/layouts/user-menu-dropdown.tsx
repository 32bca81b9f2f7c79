/**
 * The account menu (profile, password, log out). It loads after the page (user-menu.tsx):
 * Mantine's Menu is not needed to show a page (issue 13, initial load).
 */
import { Menu, Text } from '@mantine/core';
import { IconBulb, IconListCheck, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import type { CurrentUser } from '@talentbase/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { guidancePaused, setGuidancePaused } from '../../features/guidance/paused';
import { routeFor } from '../navigation-access';
import { AccountButton } from './account-button';

export function UserMenuDropdown({ user, openAtStart }: { user: CurrentUser; openAtStart: boolean }) {
  const logout = useLogout();
  // Profile and password live under /settings or /admin/settings depending on the gates.
  const profilePath = routeFor('settingsProfile', user.subject);
  const passwordPath = routeFor('settingsPassword', user.subject);
  // Brings the getting-started checklist back on the dashboard, even once hidden.
  const dashboardPath = routeFor('dashboard', user.subject);
  // "Show tips and tutorials" (on by default): pausing is kept in this browser.
  const [tipsOn, setTipsOn] = useState(() => !guidancePaused());

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={openAtStart}>
      <Menu.Target>
        <AccountButton user={user} />
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
        {dashboardPath ? (
          <Menu.Item
            component={Link}
            to={`${dashboardPath}?checklist=show`}
            leftSection={<IconListCheck size={16} />}
          >
            Getting started
          </Menu.Item>
        ) : null}
        <Menu.Item
          closeMenuOnClick={false}
          leftSection={<IconBulb size={16} />}
          rightSection={
            <Text fz="xs" fw={600} c={tipsOn ? 'teal.9' : 'gray.7'}>
              {tipsOn ? 'On' : 'Off'}
            </Text>
          }
          onClick={() => {
            setGuidancePaused(tipsOn);
            setTipsOn(!tipsOn);
          }}
          data-testid="guidance-switch"
        >
          Show tips and tutorials
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          // red.8: Mantine's red.6 on white is 3.3:1, below AA for text.
          color="red.8"
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
