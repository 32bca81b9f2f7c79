import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { candidatesLabel } from '../lib/labels';

export type DeleteTarget = { projectId: string; projectName: string; candidateCount: number };

/** Deleting is final for users: the dialog names the project and defaults to Cancel. */
export function DeleteProjectModal({
  target,
  pending,
  onCancel,
  onConfirm,
}: {
  target: DeleteTarget | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (target: DeleteTarget) => void;
}) {
  return (
    <Modal opened={target !== null} onClose={onCancel} title="Delete project?" centered>
      {target ? (
        <Stack gap="md">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            Delete <strong>{target.projectName}</strong>? Its pipeline of{' '}
            {candidatesLabel(target.candidateCount)} and its hiring team go with it. This cannot be undone.
          </Text>
          <Text fz="sm" c="dimmed">
            To keep the project but take it off your active list, archive it instead.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={pending} onClick={() => onConfirm(target)}>
              Delete project
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
