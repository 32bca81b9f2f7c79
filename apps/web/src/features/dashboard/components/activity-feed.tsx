import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { DashboardActivity } from '@talentbase/shared';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { fullTime, relativeTime } from '../../../lib/relative-time';
import { projectPath } from '../../projects/lib/paths';
import { activityPhrase, UNKNOWN_ACTOR } from '../lib/activity-text';

function ActivityItem({ entry, now }: { entry: DashboardActivity; now: Date }) {
  const phrase = activityPhrase(entry.action);
  const actor = entry.actor?.name || UNKNOWN_ACTOR;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="activity-entry">
      <PersonAvatar name={actor} size={28} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
          <strong>{actor}</strong> {phrase.verb} <strong>{entry.candidate.name}</strong>
          {entry.project ? (
            <>
              {' '}
              {phrase.preposition}{' '}
              <Anchor component={Link} to={projectPath(entry.project.projectId)} fz="sm">
                {entry.project.projectName}
              </Anchor>
            </>
          ) : null}
          {phrase.note ? (
            <Text span c="dimmed" fz="sm">
              {' '}
              ({phrase.note})
            </Text>
          ) : null}
        </Text>
        <Text
          fz="xs"
          c="dimmed"
          component="time"
          dateTime={entry.createdAt}
          title={fullTime(entry.createdAt)}
        >
          {relativeTime(entry.createdAt, now)}
        </Text>
      </div>
    </Group>
  );
}

/** What the team did lately on candidates the user may see, newest first. */
export function ActivityFeed({ activity }: { activity: readonly DashboardActivity[] }) {
  if (activity.length === 0) {
    return (
      <Text fz="sm" c="dimmed" data-testid="dashboard-no-activity">
        Nothing yet. When your team adds, moves, tags or notes candidates, it shows here.
      </Text>
    );
  }
  const now = new Date();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recent activity">
      {activity.map((a) => (
        <ActivityItem key={a.id} entry={a} now={now} />
      ))}
    </Stack>
  );
}
