import { Button, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { useActivities } from '../api/activities';
import type { RecordRef } from '../api/query-keys';
import { activitySentence } from '../lib/activity-labels';
import { SectionCard } from './section-card';

export function ActivityCard({ refTo }: { refTo: RecordRef }) {
  const q = useActivities(refTo);
  const items = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <SectionCard title="Activity">
      {q.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading activity">
          <Skeleton h={14} />
          <Skeleton h={14} w="80%" />
          <Skeleton h={14} w="60%" />
        </Stack>
      ) : q.isError ? (
        <LoadError title="The activity log could not be loaded" error={q.error} onRetry={() => q.refetch()} />
      ) : items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nothing has happened to this candidate yet.
        </Text>
      ) : (
        <Stack gap="sm">
          <Timeline bulletSize={12} lineWidth={2}>
            {items.map((a) => (
              <Timeline.Item
                key={a.activityId}
                title={<Text fz="sm">{activitySentence(a.action, a.detail)}</Text>}
                data-testid="activity"
              >
                <Text fz="xs" c="dimmed" truncate>
                  {a.actor?.name ?? 'Talentbase'} · {new Date(a.createdAt).toLocaleString()}
                  {a.projectName ? ` · ${a.projectName}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
          {q.hasNextPage ? (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => q.fetchNextPage()}
              loading={q.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              Show older activity
            </Button>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
