import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { HiringProcessTemplate } from '@talentbase/shared';

/** Deleting is final: the dialog names the process, defaults to Cancel and shows a refusal in place. */
export function DeleteTemplateModal({
  target,
  pending,
  problem,
  onCancel,
  onConfirm,
}: {
  target: HiringProcessTemplate | null;
  pending: boolean;
  problem: string | null;
  onCancel: () => void;
  onConfirm: (target: HiringProcessTemplate) => void;
}) {
  return (
    <Modal opened={target !== null} onClose={onCancel} title="Delete hiring process?" centered>
      {target ? (
        <Stack gap="md">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            Delete <strong>{target.templateName}</strong>? No project uses it. This cannot be undone.
          </Text>
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={pending} onClick={() => onConfirm(target)}>
              Delete hiring process
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
