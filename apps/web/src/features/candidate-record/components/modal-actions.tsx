import { Button, Group } from '@mantine/core';

export function ModalActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        Save
      </Button>
    </Group>
  );
}
