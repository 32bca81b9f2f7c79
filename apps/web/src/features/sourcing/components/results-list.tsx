import { Alert, Button, Card, Center, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { SearchResponse } from '@talentbase/shared';
import { PAGINATION } from '@talentbase/shared/domain/limits';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { formatCount } from '../lib/format';
import { ResultCard, type ResultCardActions } from './result-card';

function CardSkeleton() {
  return (
    <Card padding="md" aria-hidden="true" data-testid="result-skeleton">
      <Group align="flex-start" wrap="nowrap">
        <Skeleton circle h={56} w={56} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={16} w="40%" />
          <Skeleton h={12} w="60%" />
          <Skeleton h={10} w="50%" />
          <Group gap={6}>
            <Skeleton h={18} w={60} />
            <Skeleton h={18} w={70} />
            <Skeleton h={18} w={50} />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading results">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CardSkeleton key={i} />
      ))}
    </Stack>
  );
}

export function ResultsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <LoadError title="The search could not run" error={error} onRetry={onRetry} testId="results-error" />
  );
}

/**
 * The hits of one page, with paging. Paging stops at the result window (10,000): beyond it the
 * recruiter is asked to narrow the search, as the API refuses deeper pages.
 */
export function ResultsList({
  data,
  refetching,
  hiddenIds,
  isSelected,
  revealingId,
  distanceUnit,
  actions,
  onPage,
}: {
  data: SearchResponse;
  refetching: boolean;
  hiddenIds: ReadonlySet<number>;
  isSelected: (profileId: number) => boolean;
  revealingId: number | null;
  distanceUnit: 'mi' | 'km';
  actions: ResultCardActions;
  onPage: (start: number) => void;
}) {
  const hits = data.hits.filter((h) => !hiddenIds.has(h.profileId));
  // The list is one Tab stop: the card last focused (or the first), see ResultCard.
  const [activeId, setActiveId] = useState<number | null>(null);
  const tabStop = hits.some((h) => h.profileId === activeId) ? activeId : (hits[0]?.profileId ?? null);
  const reachable = Math.min(data.total, PAGINATION.MAX_RESULT_WINDOW);
  const pages = Math.max(1, Math.ceil(reachable / data.limit));
  const page = Math.floor(data.start / data.limit) + 1;
  const beyondWindow = data.total > PAGINATION.MAX_RESULT_WINDOW;

  return (
    <Stack
      gap="sm"
      aria-busy={refetching}
      style={{ opacity: refetching ? 0.55 : 1, transition: 'opacity 120ms' }}
    >
      {hits.map((hit) => (
        <ResultCard
          key={hit.profileId}
          hit={hit}
          selected={isSelected(hit.profileId)}
          revealing={revealingId === hit.profileId}
          distanceUnit={distanceUnit}
          actions={actions}
          tabbable={hit.profileId === tabStop}
          onActivate={() => setActiveId(hit.profileId)}
        />
      ))}
      {data.hits.length === 0 && data.total > 0 ? (
        <Stack align="center" gap="xs" py="md">
          <Text c="dimmed" fz="sm">
            This page is past the last result.
          </Text>
          <Button size="xs" variant="light" onClick={() => onPage(0)}>
            Go to the first page
          </Button>
        </Stack>
      ) : null}
      {hits.length === 0 && data.hits.length > 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          Every candidate on this page was marked not a fit.
        </Text>
      ) : null}
      {pages > 1 ? (
        <Center mt="sm">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(p) => onPage((p - 1) * data.limit)}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Center>
      ) : null}
      {beyondWindow && page >= pages - 1 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          Only the first {formatCount(PAGINATION.MAX_RESULT_WINDOW)} results can be browsed. Narrow the search
          (add a title, a skill or a location) to reach the others.
        </Alert>
      ) : beyondWindow ? (
        <Text fz="xs" c="dimmed" ta="center">
          Browsing is limited to the first {formatCount(PAGINATION.MAX_RESULT_WINDOW)} results: narrow the
          search to see the rest.
        </Text>
      ) : null}
    </Stack>
  );
}
