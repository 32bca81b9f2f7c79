/**
 * The member dashboard (`/v5/talent-pool/dashboard`): quick actions, totals, my open projects with
 * their pipelines, and the team's recent activity. Quick actions follow the navigation: a screen
 * shows here only once it is built and the user's account opens it.
 */
import { Anchor, Box, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconFileImport, IconFolderPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../features/auth/api/get-me';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { ActivityFeed } from '../../features/dashboard/components/activity-feed';
import { ProjectCards } from '../../features/dashboard/components/project-cards';
import { TotalsRow } from '../../features/dashboard/components/totals-row';
import { OffersAwaitingMe } from '../../features/offers/components/offers-awaiting-me';
import { PROJECT_LIST_PATH } from '../../features/projects/lib/paths';
import { lazyNamed } from '../../lib/lazy-named';
import { userCan } from '../../lib/permissions';
import { routeFor } from '../navigation-access';

// The getting-started card loads after the page shows (it is not part of any first load).
const OnboardingChecklist = lazyNamed(
  () => import('../../features/onboarding/components/onboarding-checklist'),
  'OnboardingChecklist',
);

type QuickAction = { label: string; to: string; icon: ReactNode; primary?: boolean };

function useQuickActions(): { actions: QuickAction[]; createPath: string | null } {
  const { data: me } = useMe();
  const subject = me?.subject;
  const createPath = routeFor('createProject', subject);
  const sourcing = routeFor('sourcing', subject);
  const allCandidates = routeFor('allCandidates', subject);
  const actions: QuickAction[] = [];
  if (createPath)
    actions.push({
      label: 'Create project',
      to: createPath,
      icon: <IconFolderPlus size={16} />,
      primary: true,
    });
  if (sourcing) actions.push({ label: 'Search candidates', to: sourcing, icon: <IconSearch size={16} /> });
  if (allCandidates) {
    actions.push({ label: 'All candidates', to: allCandidates, icon: <IconUsers size={16} /> });
    // Importing starts from the all-candidates screen.
    if (userCan(me, 'candidateImport'))
      actions.push({
        label: 'Import candidates',
        to: `${allCandidates}?import=1`,
        icon: <IconFileImport size={16} />,
      });
  }
  return { actions, createPath };
}

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading dashboard" data-testid="dashboard-loading">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={84} />
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={140} />
            ))}
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Skeleton h={320} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Section({
  title,
  action,
  guide,
  children,
}: {
  title: string;
  action?: ReactNode;
  /** The tutorials' anchor (data-guide). */
  guide?: string;
  children: ReactNode;
}) {
  const id = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} data-guide={guide}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Box>
  );
}

export function DashboardPage() {
  const dashboard = useDashboard();
  const { actions, createPath } = useQuickActions();

  let body: ReactNode;
  if (dashboard.isError && !dashboard.data) {
    body = (
      <Box maw={640}>
        <LoadError
          title="The dashboard could not be loaded"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          testId="dashboard-error"
        />
      </Box>
    );
  } else if (!dashboard.data) {
    body = <DashboardSkeleton />;
  } else {
    const { projects, activity, totals } = dashboard.data;
    body = (
      <Stack gap="lg">
        <Suspense fallback={null}>
          <OnboardingChecklist />
        </Suspense>
        <Box data-guide="dashboard-totals">
          <TotalsRow totals={totals} />
        </Box>
        <OffersAwaitingMe />
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Section
              title="My projects"
              guide="dashboard-projects"
              action={
                projects.length > 0 ? (
                  <Anchor component={Link} to={PROJECT_LIST_PATH} fz="sm">
                    All projects
                  </Anchor>
                ) : null
              }
            >
              <ProjectCards projects={projects} createPath={createPath} allProjectsPath={PROJECT_LIST_PATH} />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Section title="Recent activity" guide="dashboard-activity">
              <Card withBorder>
                <ActivityFeed activity={activity} />
              </Card>
            </Section>
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  // Create project stays in view; the quick links fold into "More actions" on a phone.
  const primary = actions.filter((a) => a.primary);
  const others = actions.filter((a) => !a.primary);
  return (
    <Stack maw={1200} gap={0}>
      <PageHeader
        title="Dashboard"
        description="Your projects and what your team is working on."
        actions={
          primary.length > 0
            ? primary.map((a) => (
                <Button
                  key={a.label}
                  component={Link}
                  to={a.to}
                  leftSection={a.icon}
                  size="sm"
                  data-guide="dashboard-create"
                >
                  {a.label}
                </Button>
              ))
            : null
        }
        moreActions={others.map((a) => ({ label: a.label, to: a.to, icon: a.icon }))}
      />
      {body}
    </Stack>
  );
}
