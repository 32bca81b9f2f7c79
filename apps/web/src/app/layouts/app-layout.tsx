import { AppShell, Badge, Burger, Divider, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PLAN_LABEL } from '@talentbase/shared';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import { MAIN_CONTENT, SkipLink } from '../../components/skip-link';
import { useMe } from '../../features/auth/api/get-me';
import { GuidanceHost } from '../../features/guidance/guidance-host';
import { HelpSlot } from '../../features/help/help-slot';
import { planSubtypeLabel } from '../../lib/labels';
import { lazyNamed } from '../../lib/lazy-named';
import { userCan } from '../../lib/permissions';
import { AppNavbar } from './app-navbar';
import { AppShortcuts } from './app-shortcuts';
import { UserMenu } from './user-menu';

// The bell and the payment-declined banner load just after the page: neither is needed to show it,
// and the search page's first load has a budget (bench/bundle.ts).
const NotificationBell = lazyNamed(
  () => import('../../features/notifications/notification-bell'),
  'NotificationBell',
);
const PaymentDeclinedBanner = lazyNamed(
  () => import('../../features/billing/components/payment-declined-banner'),
  'PaymentDeclinedBanner',
);

/** The signed-in frame. Rendered under RequireAuth, so the user is known here. */
export function AppLayout() {
  const { data: user } = useMe();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // On small screens the navbar overlays the page: close it once a link was followed.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  if (!user) return null;
  const { plan, subtype } = user.currentSubscriptionPlan;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      {/* First in the page: the first Tab stop. "?" and "/" work on every signed-in page. */}
      <SkipLink />
      <AppShortcuts subject={user.subject} />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Link to="/" style={{ textDecoration: 'none' }}>
              <Brand />
            </Link>
            <Divider orientation="vertical" visibleFrom="xs" my={18} />
            <Group gap="xs" wrap="nowrap" visibleFrom="xs">
              <Tooltip label={`Organisation: ${user.organization.name}`} withArrow>
                <Text fw={600} fz="sm" truncate maw={220} data-testid="team-name">
                  {user.team.name}
                </Text>
              </Tooltip>
              <Badge variant="light" radius="sm" data-testid="plan-badge">
                {PLAN_LABEL[plan]}
                {subtype ? ` · ${planSubtypeLabel(subtype)}` : ''}
              </Badge>
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HelpSlot userId={user.id} />
            <Suspense fallback={<span style={{ display: 'inline-block', width: 34 }} />}>
              <NotificationBell />
            </Suspense>
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <AppNavbar subject={user.subject} />
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-gray-0)" {...MAIN_CONTENT}>
        {/* Spec: the payment-declined flag, shown to the team's billing admins on every page (issue 18). */}
        {userCan(user, 'billingAdmin') && (
          <Suspense fallback={null}>
            <PaymentDeclinedBanner />
          </Suspense>
        )}
        <Outlet />
      </AppShell.Main>
      {/* Tutorials (spec section 4): their code loads after the page has shown. */}
      <GuidanceHost />
    </AppShell>
  );
}
