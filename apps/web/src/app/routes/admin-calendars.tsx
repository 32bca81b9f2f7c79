import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { CALENDAR_TYPE_LABEL } from '@talentbase/shared/domain/calendar-status';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useTeamCalendars } from '../../features/meetings/api/meetings-calls';
import { CalendarStatusBadge } from '../../features/meetings/components/calendar-status-badge';

export const ADMIN_CALENDARS_PATH = '/admin/general/calendars';
export const ADMIN_CALENDARS_DETAIL_PATH = '/admin/general/calendars-detail';

/** Admin › Calendars: each member's calendar account with its resolved status. */
export function AdminCalendarsPage() {
  const team = useTeamCalendars();
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Calendars"
        description="Who in the team has connected Calendly or a calendar. Members connect their own under Engage › Meetings."
      />
      {team.isError ? (
        <LoadError title="Calendars could not be loaded" error={team.error} onRetry={() => team.refetch()} />
      ) : !team.data ? (
        <Skeleton height={160} />
      ) : team.data.members.length === 0 ? (
        <Text c="dimmed">No members yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {team.data.members.map((m) => (
            <Card key={m.user.userId} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Anchor
                    component={Link}
                    to={`${ADMIN_CALENDARS_DETAIL_PATH}?userId=${m.user.userId}`}
                    fw={600}
                    underline="always"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {m.user.name}
                  </Anchor>
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {m.account ? CALENDAR_TYPE_LABEL[m.account.type] : 'No calendar'} · {m.user.email}
                  </Text>
                </Stack>
                <CalendarStatusBadge status={m.status} />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
