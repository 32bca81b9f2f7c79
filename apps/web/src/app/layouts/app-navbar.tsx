import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { Subject } from '@talentbase/shared';
import { Link, useLocation } from 'react-router';
import type { NavEntry } from '../navigation';
import { groupNav, visibleNav } from '../navigation-access';

function isActive(entry: NavEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  return (
    pathname === entry.path ||
    pathname.startsWith(`${entry.path}/`) ||
    (entry.includes ?? []).some((prefix) => pathname.startsWith(prefix))
  );
}

export function AppNavbar({ subject }: { subject: Subject }) {
  const { pathname } = useLocation();
  const sections = groupNav(visibleNav(subject));

  return (
    <ScrollArea p="sm" component="nav" aria-label="Main navigation">
      <Stack gap="md">
        {sections.map((section) => (
          <div key={section.name}>
            <Text tt="uppercase" fz={11} fw={700} c="dimmed" px="sm" mb={4} style={{ letterSpacing: 0.6 }}>
              {section.name}
            </Text>
            {section.entries.map((entry) => {
              const Icon = entry.icon;
              const active = isActive(entry, pathname);
              return (
                <NavLink
                  key={entry.key}
                  component={Link}
                  to={entry.path}
                  label={entry.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  leftSection={<Icon size={18} stroke={1.7} />}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </div>
        ))}
      </Stack>
    </ScrollArea>
  );
}
