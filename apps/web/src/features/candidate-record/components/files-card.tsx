import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconEye, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { type CandidateFile, FILE_ACCEPT } from '@talentbase/shared';
import { useState } from 'react';
import { fileProblem, formatBytes } from '../../../lib/file-checks';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { fileContentUrl, useDeleteFile, useUploadFiles } from '../api/files';
import type { RecordRef } from '../api/query-keys';
import { ConfirmModal } from './confirm-modal';
import { SectionCard } from './section-card';

export function FilesCard({
  files,
  canAdd,
  canDelete,
  refTo,
}: {
  files: CandidateFile[];
  canAdd: boolean;
  canDelete: boolean;
  refTo: RecordRef;
}) {
  const upload = useUploadFiles(refTo);
  const remove = useDeleteFile(refTo);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<CandidateFile | null>(null);
  const [deleting, setDeleting] = useState<CandidateFile | null>(null);

  const send = (list: File[]) => {
    if (list.length === 0) return;
    const local = fileProblem(list);
    setProblem(local);
    if (local) return;
    upload.mutate(list, {
      onSuccess: (added) =>
        notifySuccess(added.length === 1 ? 'File uploaded.' : `${added.length} files uploaded.`),
    });
  };
  const error = problem ?? (upload.error ? errorMessage(upload.error) : null);

  return (
    <SectionCard title="Files">
      {canAdd ? (
        <Box
          data-testid="file-drop"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            send([...e.dataTransfer.files]);
          }}
          p="md"
          style={{
            border: `1px dashed var(--mantine-color-${dragging ? 'brand-6' : 'gray-4'})`,
            borderRadius: 'var(--mantine-radius-md)',
            textAlign: 'center',
          }}
        >
          <Stack gap={6} align="center">
            <Text fz="sm" c="dimmed">
              Drop résumés here: PDF, DOC, DOCX or TXT, up to 10 MB each, 5 at a time.
            </Text>
            <FileButton onChange={(picked) => send(picked)} accept={FILE_ACCEPT} multiple>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} />}
                  loading={upload.isPending}
                >
                  Choose files
                </Button>
              )}
            </FileButton>
          </Stack>
        </Box>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {files.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No files yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {files.map((f) => (
            <Paper key={f.fileId} withBorder p="xs" radius="sm" data-testid="file-row">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFileText size={18} aria-hidden="true" />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fz="sm" truncate title={f.fileName}>
                      {f.fileName}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      {formatBytes(f.sizeBytes)} · {f.uploadedBy?.name ?? 'Former member'} ·{' '}
                      {new Date(f.createdAt).toLocaleDateString()}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  {f.contentType === 'application/pdf' ? (
                    <Tooltip label="Preview">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Preview ${f.fileName}`}
                        onClick={() => setPreview(f)}
                      >
                        <IconEye size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  <Tooltip label="Download">
                    <ActionIcon
                      component="a"
                      href={fileContentUrl(f.fileId, refTo, true)}
                      variant="subtle"
                      aria-label={`Download ${f.fileName}`}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                  {canDelete ? (
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${f.fileName}`}
                        onClick={() => setDeleting(f)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={preview?.fileName} size="80%">
        {preview ? (
          <Stack gap="xs">
            <iframe
              title={`Preview of ${preview.fileName}`}
              src={fileContentUrl(preview.fileId, refTo)}
              style={{ width: '100%', height: '75vh', border: 0 }}
            />
            <Anchor href={fileContentUrl(preview.fileId, refTo, true)} fz="sm">
              Download instead
            </Anchor>
          </Stack>
        ) : null}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete this file?"
        message={`“${deleting?.fileName ?? ''}” will be removed from the candidate for your whole team.`}
        confirmLabel="Delete file"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.fileId, {
            onSuccess: () => {
              setDeleting(null);
              notifySuccess('File deleted.');
            },
          })
        }
      />
    </SectionCard>
  );
}
