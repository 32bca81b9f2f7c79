import { Alert, Anchor, Card, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { CALENDAR_TYPE_LABEL } from '@talentbase/shared/domain/calendar-status';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useTeamMemberCalendar } from '../../features/meetings/api/meetings-calls';
import { CalendarStatusBadge } from '../../features/meetings/components/calendar-status-badge';
import { ADMIN_CALENDARS_PATH } from './admin-calendars';

/** Admin › Calendars › one member: the account, its status, link, event types and last poll. */
export function AdminCalendarsDetailPage() {
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const member = useTeamMemberCalendar(userId);
  const back = (
    <Anchor component={Link} to={ADMIN_CALENDARS_PATH} underline="always">
      Back to calendars
    </Anchor>
  );
  if (!userId)
    return (
      <Stack gap="md">
        <PageHeader title="Calendar" />
        <Text>Choose a member on the calendars page. {back}</Text>
      </Stack>
    );
  if (member.isError)
    return (
      <Stack gap="md">
        <PageHeader title="Calendar" />
        <LoadError
          title="This calendar could not be loaded"
          error={member.error}
          onRetry={() => member.refetch()}
        />
        {back}
      </Stack>
    );
  if (!member.data) return <Skeleton height={200} />;
  const { user, status, account } = member.data;
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={`${user.name}'s calendar`} description={user.email} />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <CalendarStatusBadge status={status} />
            {account ? <Text fz="sm">{CALENDAR_TYPE_LABEL[account.type]}</Text> : null}
            {account?.fromOtherWorkspace ? (
              <Text fz="sm" c="dimmed">
                connected in another workspace
              </Text>
            ) : null}
          </Group>
          {!account ? (
            <Text c="dimmed">No calendar connected.</Text>
          ) : (
            <>
              {account.link ? (
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  Booking link:{' '}
                  <Anchor href={account.link} target="_blank" rel="noreferrer" underline="always">
                    {account.link}
                  </Anchor>
                </Text>
              ) : null}
              {account.location ? <Text fz="sm">Location: {account.location}</Text> : null}
              <Text fz="sm">
                Shared with other workspaces: {account.shareStatus === 'shared' ? 'yes' : 'no'}
              </Text>
              {account.eventTypes.length > 0 ? (
                <Stack gap={4}>
                  <Text fz="sm" fw={600}>
                    Calendly event types
                  </Text>
                  <List size="sm">
                    {account.eventTypes.map((e) => (
                      <List.Item key={e.uri}>
                        {e.name} ({e.durationMinutes} min)
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              ) : null}
              {account.polledAt ? (
                <Text fz="xs" c="dimmed">
                  Last read from Calendly {new Date(account.polledAt).toLocaleString()}
                </Text>
              ) : null}
              {account.pollStatus === 'failed' && account.lastError ? (
                <Alert color="red" variant="light" title="Calendly could not be read">
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {account.lastError}
                  </Text>
                </Alert>
              ) : null}
            </>
          )}
        </Stack>
      </Card>
      {back}
    </Stack>
  );
}
