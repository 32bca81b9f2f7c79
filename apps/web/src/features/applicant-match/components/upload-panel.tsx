/**
 * Adding applicants: drop résumés (PDF, DOCX, TXT, JSON Resume, CSV) on the zone or pick them
 * with the button, any number at once. They go up in requests of APPLICANT_UPLOAD_MAX_FILES with a
 * progress bar, and every file gets a line saying what became of it.
 */
import { Alert, Badge, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import {
  ACCEPT_ATTRIBUTE,
  type UploadRow,
  type UploadRowStatus,
  useChunkedUpload,
} from '../hooks/use-chunked-upload';
import { plural } from '../lib/labels';

const STATUS: Record<UploadRowStatus, { label: string; color: string; order: number }> = {
  failed: { label: 'Not sent', color: 'red', order: 0 },
  rejected: { label: 'Rejected', color: 'red', order: 1 },
  added_with_warnings: { label: 'Added with warnings', color: 'yellow', order: 2 },
  duplicate: { label: 'Duplicate', color: 'gray', order: 3 },
  added: { label: 'Added', color: 'teal', order: 4 },
};

/** The result lines shown at first; the rest one click away (a drop may hold thousands). */
const FIRST_ROWS = 100;

export function UploadPanel({ projectId, empty }: { projectId: string; empty: boolean }) {
  const upload = useChunkedUpload(projectId);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.running) void upload.start([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="sm" data-testid="applicant-upload">
      <Paper
        withBorder
        p={{ base: 'md', sm: 'xl' }}
        radius="md"
        data-testid="applicant-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-color-violet-5)' : undefined,
          background: dragging ? 'var(--mantine-color-violet-0)' : undefined,
        }}
      >
        <Stack align="center" gap="xs">
          <IconFileUpload size={36} stroke={1.4} aria-hidden="true" />
          <Title order={3} fz="md" ta="center">
            {empty ? 'No applicants yet — drop résumés here' : 'Drop résumés here'}
          </Title>
          <Text fz="sm" c="dimmed" ta="center">
            PDF, DOCX, TXT, JSON Resume or a CSV of applicants; up to 10 MB a file, as many files as you like.
          </Text>
          <FileButton onChange={(files) => void upload.start(files)} accept={ACCEPT_ATTRIBUTE} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} disabled={upload.running}>
                Choose files
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      {upload.progress && upload.progress.total > 0 ? <UploadProgress upload={upload} /> : null}
      {upload.chunkErrors.length > 0 && !upload.running ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={`${plural(upload.failedCount, 'file was', 'files were')} not sent`}
          role="alert"
          data-testid="upload-failed"
        >
          <Stack gap="xs" align="flex-start">
            {upload.chunkErrors.map((message) => (
              <Text key={message} fz="sm">
                {message}
              </Text>
            ))}
            <Button size="xs" variant="light" color="red" onClick={() => void upload.retryFailed()}>
              Send the {plural(upload.failedCount, 'file')} again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {upload.rows.length > 0 ? (
        <UploadResults rows={upload.rows} onClear={upload.clear} busy={upload.running} />
      ) : null}
    </Stack>
  );
}

function UploadProgress({ upload }: { upload: ReturnType<typeof useChunkedUpload> }) {
  const { done, total } = upload.progress ?? { done: 0, total: 0 };
  const label = upload.running
    ? `Uploading ${done.toLocaleString()} of ${plural(total, 'file')}`
    : `Sent ${done.toLocaleString()} of ${plural(total, 'file')}`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600} aria-live="polite" data-testid="upload-progress-label">
          {label}
        </Text>
        {upload.running ? (
          <Button size="compact-sm" variant="default" onClick={upload.stop}>
            Stop
          </Button>
        ) : null}
      </Group>
      <Progress value={total > 0 ? (done / total) * 100 : 0} animated={upload.running} aria-label={label} />
    </Stack>
  );
}

function UploadResults({ rows, onClear, busy }: { rows: UploadRow[]; onClear: () => void; busy: boolean }) {
  const [showAll, setShowAll] = useState(false);
  const counts = new Map<UploadRowStatus, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  // Problems first: they are what the recruiter has to act on.
  const sorted = [...rows].sort((a, b) => STATUS[a.status].order - STATUS[b.status].order);
  const shown = showAll ? sorted : sorted.slice(0, FIRST_ROWS);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Upload results">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap={6} data-testid="upload-summary">
            {(Object.keys(STATUS) as UploadRowStatus[])
              .filter((s) => counts.get(s))
              .sort((a, b) => STATUS[b].order - STATUS[a].order)
              .map((s) => (
                <Badge key={s} color={STATUS[s].color} variant="light" radius="sm">
                  {STATUS[s].label}: {counts.get(s)?.toLocaleString()}
                </Badge>
              ))}
          </Group>
          <Button size="compact-sm" variant="subtle" onClick={onClear} disabled={busy}>
            Clear results
          </Button>
        </Group>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((row) => (
            <li key={row.key} data-testid="upload-result" data-status={row.status}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={STATUS[row.status].color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
                  {STATUS[row.status].label}
                </Badge>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {row.fileName}
                    {row.fullName ? ` · ${row.fullName}` : ''}
                  </Text>
                  {row.detail ? (
                    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {row.detail}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
        {sorted.length > shown.length ? (
          <Button size="compact-sm" variant="subtle" w="fit-content" onClick={() => setShowAll(true)}>
            Show all {sorted.length.toLocaleString()} results
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
