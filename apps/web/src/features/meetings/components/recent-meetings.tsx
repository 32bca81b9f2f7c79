/**
 * The user's meetings with candidates, latest first, with their status; a scheduled one can be
 * canceled or put off to reschedule later (the candidate's calendar gets the cancellation).
 */
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Meeting } from '@talentbase/shared/contracts/meetings';
import { MEETING_STATUS_LABEL } from '@talentbase/shared/domain/calendar-status';
import { LoadError } from '../../../components/load-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCloseMeeting, useMeetings } from '../api/meetings-calls';

const STATUS_COLOR: Record<Meeting['status'], string> = {
  scheduled: 'blue',
  canceled: 'gray',
  reschedule_later: 'yellow',
};

function when(m: Meeting): string {
  const start = new Date(m.start);
  return `${start.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} · ${m.durationMinutes} min`;
}

function MeetingRow({ meeting: m }: { meeting: Meeting }) {
  const close = useCloseMeeting();
  const act = async (to: 'cancel' | 'reschedule-later') => {
    try {
      await close.mutateAsync({ id: m.id, to });
      notifySuccess(
        to === 'cancel'
          ? `${m.candidate.name} gets the cancellation in their calendar.`
          : `${m.candidate.name} is marked to reschedule later.`,
        { title: to === 'cancel' ? 'Meeting canceled' : 'To reschedule later' },
      );
    } catch (error) {
      notifyError(error, 'The meeting could not be changed');
    }
  };
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {m.title} with {m.candidate.name}
            </Text>
            <Badge color={STATUS_COLOR[m.status]} variant="light">
              {MEETING_STATUS_LABEL[m.status]}
            </Badge>
            {m.source === 'calendly' ? (
              <Badge color="grape" variant="outline">
                Calendly
              </Badge>
            ) : null}
          </Group>
          <Text fz="sm" c="dimmed">
            {when(m)}
            {m.location ? ` · ${m.location}` : ''}
          </Text>
        </Stack>
        {m.status === 'scheduled' ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => act('reschedule-later')}
              loading={close.isPending}
            >
              Reschedule later<VisuallyHidden> ({m.candidate.name})</VisuallyHidden>
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => act('cancel')}
              loading={close.isPending}
            >
              Cancel meeting<VisuallyHidden> ({m.candidate.name})</VisuallyHidden>
            </Button>
          </Group>
        ) : null}
      </Group>
    </Card>
  );
}

export function RecentMeetings() {
  const meetings = useMeetings();
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-meetings-title">
      <Title order={2} fz="h4" id="recent-meetings-title">
        Recent meetings
      </Title>
      {meetings.isError ? (
        <LoadError
          title="Meetings could not be loaded"
          error={meetings.error}
          onRetry={() => meetings.refetch()}
        />
      ) : !meetings.data ? (
        <Skeleton height={80} />
      ) : meetings.data.meetings.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No meetings yet. Invite a candidate from a conversation, or share your calendar link in a sequence;
          bookings on Calendly appear here within 10 minutes.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {meetings.data.meetings.map((m) => (
            <MeetingRow key={m.id} meeting={m} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
