import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import type { SearchRateLimit } from '../api/search';

/**
 * Said while a search is held back by the rate limit: the last results stay on screen and the
 * search runs again by itself once; after that, a button runs it again.
 */
export function SearchRateLimitNotice({
  rateLimit,
  showingLast,
  onRetry,
}: {
  rateLimit: SearchRateLimit;
  showingLast: boolean;
  onRetry: () => void;
}) {
  const kept = showingLast ? ' Your last results stay on screen.' : '';
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockPause size={18} />}
      title="Too many searches right now"
      data-testid="search-rate-limited"
      role="status"
    >
      {rateLimit.retrying ? (
        <Text size="sm">
          Searching again in {rateLimit.retryAfterSeconds} s.{kept}
        </Text>
      ) : (
        <Group gap="sm" justify="space-between">
          <Text size="sm">The search is still held back.{kept} Try again in a moment.</Text>
          <Button size="compact-sm" variant="default" onClick={onRetry}>
            Search again
          </Button>
        </Group>
      )}
    </Alert>
  );
}
