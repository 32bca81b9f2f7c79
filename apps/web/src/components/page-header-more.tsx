/**
 * The phone menu of a page header's secondary actions. It loads after the page (page-header.tsx):
 * Mantine's Menu is not needed to show a page (issue 13, initial load).
 */
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { HeaderMoreButton } from './header-more-button';
import type { PageAction } from './page-header';

function MenuAction({ action: a }: { action: PageAction }) {
  const props = {
    leftSection: a.icon,
    color: a.color,
    disabled: a.disabled || a.loading,
    onClick: a.onClick,
  };
  return a.to ? (
    <Menu.Item component={Link} to={a.to} {...props}>
      {a.label}
    </Menu.Item>
  ) : (
    <Menu.Item {...props}>{a.label}</Menu.Item>
  );
}

export function PageHeaderMoreMenu({
  actions,
  openAtStart,
}: {
  actions: PageAction[];
  openAtStart: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={openAtStart}>
      <Menu.Target>
        <HeaderMoreButton />
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <MenuAction key={a.label} action={a} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
