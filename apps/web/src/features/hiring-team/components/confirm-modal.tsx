import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A yes/no question about a change to the hiring team. Cancel has the focus: nothing happens by accident. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  pending,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
