/**
 * The sourcing searches run for this project (spec section 2: an applicant-match screen), newest
 * first: what was searched, how many profiles it found and when, and a link that runs it again on
 * the sourcing page. Reads the same history call as the sourcing page, narrowed to the project.
 */
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { HistoryEntry, HistoryListResponse } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { api } from '../../../lib/api-client';
import { formatCount, timeAgo } from '../../sourcing/lib/format';
import { buildSearchUrl, emptySearchState } from '../../sourcing/lib/search-url';

const SOURCING_PATH = '/v5/sourcing-new';
const SHOWN = 10;

/** The sourcing page's address that runs `entry` again. */
export function searchAgainPath(entry: HistoryEntry): string {
  return `${SOURCING_PATH}${buildSearchUrl({ ...emptySearchState(), filters: entry.filters, historyId: entry.id })}`;
}

export function ProjectSearchHistory({ projectId }: { projectId: string }) {
  const history = useQuery({
    queryKey: ['applicant-match', projectId, 'search-history'],
    queryFn: ({ signal }) =>
      api.post<HistoryListResponse>(
        '/v1/astaskV2/history/search',
        { projectId, start: 0, limit: SHOWN },
        signal,
      ),
    meta: { inlineErrors: true },
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="project-search-history">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="project-search-history">
            Sourcing searches
          </Title>
          {history.data && history.data.total > 0 ? (
            <Text fz="xs" c="dimmed">
              {history.data.total > SHOWN
                ? `The latest ${SHOWN} of ${formatCount(history.data.total)}`
                : formatCount(history.data.total)}
            </Text>
          ) : null}
        </Group>
        {history.isPending ? (
          <Stack gap={6} data-testid="search-history-loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : history.isError ? (
          <LoadError
            title="The searches could not be loaded"
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.data.length === 0 ? (
          <Text fz="sm" c="dimmed" data-testid="search-history-empty">
            No sourcing searches were run for this project yet.{' '}
            {/* Inside a sentence a link is told apart by its underline, not its colour alone. */}
            <Anchor component={Link} to={SOURCING_PATH} fz="sm" underline="always">
              Search for candidates
            </Anchor>
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {history.data.data.map((entry) => {
              const title = entry.name ?? entry.summary;
              return (
                <li key={entry.id} data-testid="search-history-entry">
                  <Group
                    justify="space-between"
                    wrap="wrap"
                    gap="xs"
                    py={6}
                    style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  >
                    <Stack gap={0} style={{ flex: 1, minWidth: 200 }}>
                      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {title}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {formatCount(entry.resultCount)} results · {timeAgo(entry.lastRunAt)}
                      </Text>
                    </Stack>
                    <Anchor
                      component={Link}
                      to={searchAgainPath(entry)}
                      fz="sm"
                      aria-label={`Search again: ${title}`}
                    >
                      Search again
                    </Anchor>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
