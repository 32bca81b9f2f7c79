import { Alert, Badge, Button, Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconCopy, IconScan } from '@tabler/icons-react';
import { type CandidateSummary, type DuplicatePair, MATCH_REASON_LABEL } from '@talentbase/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useDismissPair, useDuplicatePairs, useLatestScan, useStartScan } from '../api/duplicates';
import { CANDIDATE_PROFILE_PATH } from '../lib/list-url';
import { MergeModal } from './merge-modal';

const PHASE_LABEL: Record<string, string> = {
  queued: 'Waiting to start',
  starting: 'Starting',
  keys: 'Reading candidates',
  'exact matches': 'Comparing emails, phones and links',
  'similar names': 'Comparing names at each company',
  saving: 'Saving suggestions',
  done: 'Done',
};

function Person({ c }: { c: CandidateSummary }) {
  return (
    <Stack gap={2} miw={0} style={{ flex: 1 }}>
      <Text
        component={Link}
        to={CANDIDATE_PROFILE_PATH(c.profileId)}
        fw={600}
        truncate="end"
        title={c.fullName}
        c="blue"
      >
        {c.fullName}
      </Text>
      <Text fz="sm" truncate="end" title={[c.title, c.company].filter(Boolean).join(' at ')}>
        {[c.title, c.company].filter(Boolean).join(' at ') || '—'}
      </Text>
      <Text fz="xs" c="dimmed" truncate="end">
        {[c.location, c.emails[0], c.phones[0]].filter(Boolean).join(' · ') || 'No contact info'}
      </Text>
      <Text fz="xs" c="dimmed">
        {c.projectCount === 1 ? 'In 1 project' : `In ${c.projectCount} projects`}
      </Text>
    </Stack>
  );
}

/** The Duplicates tab: scan with progress, then the suggested pairs to merge or dismiss. */
export function DuplicatesPanel({ canEdit }: { canEdit: boolean }) {
  const scan = useLatestScan(true);
  const start = useStartScan();
  const pairs = useDuplicatePairs(true);
  const dismiss = useDismissPair();
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const current = scan.data;
  const running = current?.status === 'pending' || current?.status === 'running';
  const all = pairs.data?.pages.flatMap((p) => p.data) ?? [];
  const startProblem =
    start.isError && !(isApiError(start.error) && start.error.code === 'CONFLICT') ? start.error : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text fz="sm" c="dimmed" maw={640}>
          Candidates who share an email, phone or profile link, or have the same or a very similar name at the
          same company. Merge the ones that are the same person, dismiss the ones that are not.
        </Text>
        {canEdit ? (
          <Button
            leftSection={<IconScan size={16} />}
            onClick={() => start.mutate()}
            loading={start.isPending}
            disabled={running}
          >
            Scan for duplicates
          </Button>
        ) : null}
      </Group>
      {startProblem ? (
        <Alert color="red" role="alert">
          {errorMessage(startProblem)}
        </Alert>
      ) : null}
      {running && current ? (
        <Card withBorder padding="sm" aria-live="polite">
          <Text fz="sm" mb={6}>
            {PHASE_LABEL[current.phase] ?? current.phase}… {current.percent}%
          </Text>
          <Progress value={current.percent} animated aria-label="Duplicate scan progress" />
        </Card>
      ) : current?.status === 'failed' ? (
        <Alert color="red" role="alert">
          {current.error ?? 'The scan stopped. Please try again.'}
        </Alert>
      ) : current?.status === 'done' ? (
        <Text fz="sm" c="dimmed">
          Last scan {new Date(current.finishedAt ?? current.createdAt).toLocaleString()}: {current.pairsFound}{' '}
          {current.pairsFound === 1 ? 'possible duplicate' : 'possible duplicates'}.
        </Text>
      ) : null}
      {pairs.isError && !pairs.data ? (
        <LoadError
          title="Could not load duplicates"
          error={pairs.error}
          onRetry={() => void pairs.refetch()}
        />
      ) : !pairs.data ? (
        <Stack data-testid="duplicates-skeleton">
          <Skeleton height={90} />
          <Skeleton height={90} />
        </Stack>
      ) : all.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap={4}>
            <IconCopy size={28} />
            <Text fw={500}>No possible duplicates</Text>
            <Text fz="sm" c="dimmed">
              {current
                ? 'Your candidates look unique.'
                : 'Run a scan to look for people who are in your list twice.'}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm" data-testid="duplicate-pairs">
          {all.map((p) => (
            <Card key={`${p.a.profileId}:${p.b.profileId}`} withBorder padding="sm">
              <Group align="flex-start" wrap="nowrap" gap="lg">
                <Person c={p.a} />
                <Person c={p.b} />
                <Stack gap={6} align="flex-end" miw={200}>
                  <Group gap={4} justify="flex-end">
                    {p.reasons.map((r) => (
                      <Badge key={r} variant="light" size="sm">
                        {MATCH_REASON_LABEL[r]}
                      </Badge>
                    ))}
                  </Group>
                  {canEdit ? (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        loading={dismiss.isPending && dismiss.variables?.profileA === p.a.profileId}
                        onClick={() =>
                          dismiss.mutate(
                            { profileA: p.a.profileId, profileB: p.b.profileId },
                            {
                              onSuccess: () =>
                                notifySuccess(
                                  `${p.a.fullName} and ${p.b.fullName} will not be suggested as duplicates again.`,
                                  { title: 'Not a duplicate' },
                                ),
                            },
                          )
                        }
                      >
                        Not a duplicate
                      </Button>
                      <Button size="xs" onClick={() => setMerging(p)}>
                        Merge…
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </Group>
            </Card>
          ))}
          {pairs.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void pairs.fetchNextPage()}
              loading={pairs.isFetchingNextPage}
            >
              Show more
            </Button>
          ) : null}
        </Stack>
      )}
      <MergeModal
        key={merging ? `${merging.a.profileId}:${merging.b.profileId}` : 'none'}
        pair={merging}
        onClose={() => setMerging(null)}
      />
    </Stack>
  );
}
