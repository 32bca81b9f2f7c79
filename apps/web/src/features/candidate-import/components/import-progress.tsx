import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import type { ImportProgress } from '@talentbase/shared';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { importReportUrl, useImportProgress } from '../api/import-calls';

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} c={color}>
        {value.toLocaleString()}
      </Text>
    </Card>
  );
}

function ReportTable({ progress }: { progress: ImportProgress }) {
  const rows = progress.report.filter((p) => p.row > 0);
  const failure = progress.report.find((p) => p.row === 0);
  return (
    <Stack gap="sm">
      {failure ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="The import stopped"
          role="alert"
        >
          {failure.message}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Every row was imported.
        </Text>
      ) : (
        <>
          <Group justify="space-between">
            <Title order={4} fz="md">
              Rows to check
            </Title>
            <Button
              component="a"
              href={importReportUrl(progress.importId)}
              download
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              Download the report
            </Button>
          </Group>
          {progress.reportTruncated ? (
            <Text fz="sm" c="dimmed">
              Showing the first {rows.length.toLocaleString()} problems; the report has all of them.
            </Text>
          ) : null}
          <Table striped withTableBorder fz="sm" aria-label="Import problems">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>Row</Table.Th>
                <Table.Th w={180}>Column</Table.Th>
                <Table.Th>Problem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several problems
                <Table.Tr key={i}>
                  <Table.Td>{p.row}</Table.Td>
                  <Table.Td>{p.column || '—'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

/** Steps 3 and 4: a live progress bar while the import runs, then the validation report. */
export function ImportProgressView({
  importId,
  onImportAnother,
}: {
  importId: string;
  onImportAnother: () => void;
}) {
  const query = useImportProgress(importId);
  const progress = query.data;
  if (!progress) {
    if (query.isError)
      return (
        <LoadError
          title="The import's progress could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      );
    return <Skeleton height={120} data-testid="import-progress-loading" />;
  }
  const finished = progress.status === 'done' || progress.status === 'failed';
  const percent =
    progress.totalRows === 0 ? 0 : Math.round((progress.processedRows / progress.totalRows) * 100);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>
            {progress.status === 'queued'
              ? 'Waiting to start…'
              : progress.status === 'running'
                ? `Importing ${progress.fileName}…`
                : progress.status === 'failed'
                  ? 'The import stopped'
                  : 'Import finished'}
          </Text>
          <Text fz="sm" c="dimmed">
            {progress.processedRows.toLocaleString()} of {progress.totalRows.toLocaleString()} rows
          </Text>
        </Group>
        <Progress
          value={percent}
          animated={!finished}
          color={progress.status === 'failed' ? 'red' : finished ? 'teal' : 'violet'}
          aria-label="Import progress"
          size="lg"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Count label="Imported" value={progress.createdCount} color="teal" />
        <Count
          label="Duplicates"
          value={progress.duplicateCount}
          color={progress.duplicateCount ? 'yellow.8' : undefined}
        />
        <Count
          label="Rows with errors"
          value={progress.errorCount}
          color={progress.errorCount ? 'red' : undefined}
        />
      </SimpleGrid>
      {progress.suppressedCount > 0 ? (
        <Text fz="sm" c="dimmed" role="status">
          {progress.suppressedCount.toLocaleString()}{' '}
          {progress.suppressedCount === 1 ? 'row was' : 'rows were'} skipped: the person asked to be erased
          and is on your team’s suppression list.
        </Text>
      ) : null}
      {finished ? (
        <>
          {progress.status === 'done' ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              {progress.createdCount.toLocaleString()}{' '}
              {progress.createdCount === 1 ? 'candidate was' : 'candidates were'} added
              {progress.projectId ? ' to the project' : ''}. They are in{' '}
              <Anchor component={Link} to="/v5/talent-pool/all-candidates">
                All candidates
              </Anchor>{' '}
              and can be found in search.
            </Alert>
          ) : null}
          <ReportTable progress={progress} />
          <Group>
            <Button variant="default" onClick={onImportAnother}>
              Import another file
            </Button>
          </Group>
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          You can leave this page: the import carries on and its report stays available.
        </Text>
      )}
    </Stack>
  );
}
