/**
 * A step's attachments: the files it sends along, each removable; upload a new one (PDF, DOC,
 * DOCX or TXT, 10 MB) or pick one the team uploaded before. The server checks the type, the
 * contents and the step's total again.
 */
import { Anchor, Button, CloseButton, FileButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconFileText, IconPaperclip } from '@tabler/icons-react';
import { FILE_ACCEPT } from '@talentbase/shared';
import type { Attachment } from '@talentbase/shared/contracts/engage-attachments';
import { MAX_ATTACHMENTS } from '@talentbase/shared/contracts/engage-campaigns';
import { useState } from 'react';
import { fileProblem, formatBytes } from '../../../lib/file-checks';
import { errorMessage } from '../../../lib/notify';
import { attachmentContentUrl, useUploadAttachment } from '../api/attachments';

export function StepAttachments({
  step,
  fileIds,
  library,
  readOnly,
  error,
  onChange,
}: {
  step: number;
  fileIds: readonly string[];
  library: readonly Attachment[];
  readOnly: boolean;
  error: string | undefined;
  onChange: (fileIds: string[]) => void;
}) {
  const upload = useUploadAttachment();
  const [problem, setProblem] = useState<string | null>(null);
  const byId = new Map(library.map((a) => [a.fileId, a]));
  const full = fileIds.length >= MAX_ATTACHMENTS;
  const choices = library
    .filter((a) => !fileIds.includes(a.fileId))
    .map((a) => ({ value: a.fileId, label: `${a.fileName} (${formatBytes(a.sizeBytes)})` }));

  const send = (file: File | null) => {
    if (!file) return;
    const local = fileProblem([file], 1);
    setProblem(local);
    if (local) return;
    upload.mutate(file, { onSuccess: (added) => onChange([...fileIds, added.fileId]) });
  };
  const message = problem ?? (upload.error ? errorMessage(upload.error) : null) ?? error ?? null;

  return (
    <Stack gap={6} data-testid={`step-${step}-attachments`}>
      <Text fz="sm" fw={500}>
        Attachments
      </Text>
      {fileIds.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No files attached.
        </Text>
      ) : (
        fileIds.map((id) => {
          const file = byId.get(id);
          const name = file?.fileName ?? 'A file that was deleted';
          return (
            <Paper key={id} withBorder p={6} radius="sm" data-testid="step-attachment">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFileText size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
                  {file ? (
                    <Anchor href={attachmentContentUrl(id)} fz="sm" truncate title={name}>
                      {name}
                    </Anchor>
                  ) : (
                    <Text fz="sm" c="dimmed" truncate>
                      {name}
                    </Text>
                  )}
                  {file ? (
                    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatBytes(file.sizeBytes)}
                    </Text>
                  ) : null}
                </Group>
                {readOnly ? null : (
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${name} from step ${step}`}
                    onClick={() => onChange(fileIds.filter((f) => f !== id))}
                  />
                )}
              </Group>
            </Paper>
          );
        })
      )}
      {readOnly ? null : (
        <Group gap="xs" wrap="wrap" align="flex-end">
          <FileButton onChange={send} accept={FILE_ACCEPT} disabled={full}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPaperclip size={14} />}
                loading={upload.isPending}
                disabled={full}
              >
                Attach a file
              </Button>
            )}
          </FileButton>
          {choices.length > 0 ? (
            <Select
              size="xs"
              aria-label={`Attach an uploaded file to step ${step}`}
              placeholder="Or choose an uploaded file"
              data={choices}
              value={null}
              searchable
              disabled={full}
              onChange={(id) => id && onChange([...fileIds, id])}
              miw={220}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
        </Group>
      )}
      {message ? (
        <Text fz="xs" c="red.8" role="alert">
          {message}
        </Text>
      ) : full && !readOnly ? (
        <Text fz="xs" c="dimmed">
          A step sends at most {MAX_ATTACHMENTS} files.
        </Text>
      ) : null}
    </Stack>
  );
}
