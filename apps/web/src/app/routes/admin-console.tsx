import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AdminConsoleResponse } from '@talentbase/shared/contracts/admin-console';
import { ONBOARDING_MODE_OPTIONS } from '@talentbase/shared/contracts/admin-console';
import { Link, Navigate } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useAdminConsole } from '../../features/team-admin/api/admin-console';
import { SeatCard } from '../../features/team-admin/components/seat-summary';
import { timeAgo } from '../../features/team-admin/lib/labels';

export const ADMIN_DASHBOARD_PATH = '/admin/general/dasboard';
export const ADMIN_DASHBOARD_ALIAS = '/admin/general/dashboard';
const IMPLANTATION_PATH = '/admin/general/implantation';
const USERS_PATH = '/admin/general/users';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

const number = new Intl.NumberFormat('en-GB');

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack gap={0}>
      <Text fz={24} fw={700} c={color} lh={1.2}>
        {number.format(value)}
      </Text>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function Members({ members }: { members: AdminConsoleResponse['membersByStatus'] }) {
  return (
    <Section title="Members by status" testId="console-members">
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <Stat label="Active" value={members.active} color="teal.8" />
        <Stat label="Invited" value={members.pending} color="blue.8" />
        <Stat label="Kicked out" value={members.cancelled} color="orange.9" />
        <Stat label="Removed" value={members.removed} />
      </SimpleGrid>
      <Anchor component={Link} to={USERS_PATH} fz="sm" underline="always">
        Manage members and seats
      </Anchor>
    </Section>
  );
}

function Credits({ credits }: { credits: AdminConsoleResponse['credits'] }) {
  const pct = credits.total > 0 ? Math.min(100, (credits.used / credits.total) * 100) : 0;
  return (
    <Section title="Credits" testId="console-credits">
      <Group gap="xl">
        <Stat label="Used" value={credits.used} />
        <Stat
          label="Remaining"
          value={credits.remaining}
          color={credits.remaining === 0 ? 'red.8' : 'teal.8'}
        />
        <Stat label="In the contract" value={credits.total} />
      </Group>
      <Progress
        value={pct}
        color={pct >= 90 ? 'red' : 'violet'}
        size="lg"
        aria-label={`${Math.round(pct)}% of credits used`}
      />
    </Section>
  );
}

function RecentActions({ actions }: { actions: AdminConsoleResponse['recentActions'] }) {
  return (
    <Section title="Recent admin actions" testId="console-actions">
      {actions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No admin actions yet. Inviting people, switching licences and changing seats show up here.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {actions.map((a) => (
            <Text component="li" key={a.id} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span inherit fw={600}>
                {a.actorName ?? 'Someone'}
              </Text>{' '}
              {a.summary}
              <Text span inherit c="dimmed" title={new Date(a.createdAt).toLocaleString('en-GB')}>
                {' '}
                · {timeAgo(a.createdAt)}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ConsoleSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" data-testid="console-loading">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} withBorder padding="md">
          <Skeleton h={16} w="40%" mb="md" />
          <Skeleton h={12} mb="sm" />
          <Skeleton h={12} w="60%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * Admin › Admin dashboard (`/admin/general/dasboard`, spelled so in the spec): seats per licence,
 * members by status, credits and the latest admin actions, with links to act on them.
 */
export function AdminConsolePage() {
  const summary = useAdminConsole();
  const data = summary.data;
  const mode = ONBOARDING_MODE_OPTIONS.find((o) => o.value === data?.team.onboardingMode);
  return (
    <Stack gap="md">
      <PageHeader
        title="Admin dashboard"
        description={
          data
            ? `${data.team.name}: seats, members, credits and what admins changed lately.`
            : 'Seats, members, credits and what admins changed lately.'
        }
        actions={
          <Button component={Link} to={IMPLANTATION_PATH} variant="default">
            Setup checklist
          </Button>
        }
      />
      {summary.isError && !data ? (
        <LoadError
          title="The admin dashboard could not be loaded"
          error={summary.error}
          onRetry={() => void summary.refetch()}
          testId="console-error"
        />
      ) : !data ? (
        <ConsoleSkeleton />
      ) : (
        <>
          {mode && mode.value !== 0 ? (
            <Text fz="sm" data-testid="console-mode">
              Onboarding mode: <strong>{mode.label}</strong>.{' '}
              <Anchor component={Link} to={IMPLANTATION_PATH} inherit underline="always">
                See the setup checklist
              </Anchor>
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-guide="admin-seats">
            {data.seats.map((s) => (
              <SeatCard key={s.license} seats={s} />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-guide="admin-members">
            <Members members={data.membersByStatus} />
            <Credits credits={data.credits} />
          </SimpleGrid>
          <Box data-guide="admin-recent">
            <RecentActions actions={data.recentActions} />
          </Box>
        </>
      )}
    </Stack>
  );
}

/** `/admin/general/dashboard` (also spelled so) leads to the console. */
export function AdminDashboardRedirect() {
  return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;
}
