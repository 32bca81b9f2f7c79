import { Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { useRuleRuns } from '../api/retention';
import { formatDateTime, plural, RUN_KIND, RUN_STATUS } from '../lib/labels';

/** A rule's last 30 dry runs and runs, newest first. Three columns, so it fits a phone. */
export function RetentionRuns({ ruleId, ruleName }: { ruleId: string; ruleName: string }) {
  const query = useRuleRuns(ruleId, true);
  const runs = query.data?.runs;
  if (!runs) {
    if (query.isError)
      return (
        <LoadError
          title="The history could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      );
    return (
      <Stack gap={6} aria-busy="true" data-testid="runs-loading">
        <Skeleton height={22} />
        <Skeleton height={22} />
      </Stack>
    );
  }
  if (runs.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No dry runs or runs yet.
      </Text>
    );
  return (
    <Table fz="sm" verticalSpacing={6} aria-label={`History of ${ruleName}`} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Result</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {runs.map((run) => (
          <Table.Tr key={run.id} data-testid="retention-run">
            <Table.Td>{formatDateTime(run.startedAt)}</Table.Td>
            <Table.Td>
              {RUN_KIND[run.kind]}
              {run.status !== 'done' ? (
                <Badge ml={6} size="sm" variant="light" color={RUN_STATUS[run.status].color}>
                  {RUN_STATUS[run.status].label}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>
              {run.kind === 'dry_run'
                ? `${plural(run.matched, 'candidate')} would go`
                : `${plural(run.erased, 'candidate')} deleted`}
              {run.error ? (
                <Text fz="xs" c="red.8">
                  {run.error}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
