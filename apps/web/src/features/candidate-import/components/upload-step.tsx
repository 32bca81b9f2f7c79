import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { IMPORT_MAX_FILE_BYTES, type ImportUploadResponse } from '@talentbase/shared';
import { type DragEvent, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { useUploadCsv } from '../api/import-calls';

const MAX_MB = IMPORT_MAX_FILE_BYTES / 1024 / 1024;

/** Checked here first so that an obviously wrong file does not wait for an upload. */
function localProblem(file: File): string | null {
  if (!/\.(csv|txt|tsv)$/i.test(file.name))
    return 'Only .csv files can be imported. Save your sheet as "CSV UTF-8".';
  if (file.size > IMPORT_MAX_FILE_BYTES)
    return `The file is larger than ${MAX_MB} MB. Split it into smaller files.`;
  if (file.size === 0) return 'The file is empty. Add a header row and one row per candidate.';
  return null;
}

/** Step 1: drop a CSV on the zone or choose it with the button (keyboard users). */
export function UploadStep({ onUploaded }: { onUploaded: (upload: ImportUploadResponse) => void }) {
  const upload = useUploadCsv();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = (file: File | null | undefined) => {
    if (!file) return;
    const local = localProblem(file);
    setProblem(local);
    if (local) return;
    upload.mutate(file, { onSuccess: onUploaded, onError: (error) => setProblem(errorMessage(error)) });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="xl"
        radius="md"
        data-testid="csv-drop-zone"
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
        <Stack align="center" gap="sm">
          {upload.isPending ? (
            <Loader role="status" aria-label="Uploading" />
          ) : (
            <IconFileSpreadsheet size={40} stroke={1.4} />
          )}
          <Text fw={600}>{upload.isPending ? 'Reading your file…' : 'Drop a CSV file here'}</Text>
          <Text fz="sm" c="dimmed" ta="center">
            One row per candidate with a header row. UTF-8, separated by commas, semicolons or tabs; up to{' '}
            {MAX_MB} MB.
          </Text>
          <FileButton onChange={send} accept=".csv,text/csv,text/plain,.tsv">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                Choose a CSV file
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      {problem ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="This file cannot be imported"
          role="alert"
        >
          {problem}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Text fz="xs" c="dimmed">
          Tip: columns named like "First Name", "Email" or "Job Title" are matched for you in the next step.
        </Text>
      </Group>
    </Stack>
  );
}
