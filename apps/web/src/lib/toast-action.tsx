import { Button, Group, Text } from '@mantine/core';

export type ToastAction = { label: string; onClick: () => void };

/** A toast's text with one button (Undo ...): the button runs the action, then closes the toast. */
export function ToastMessageWithAction({
  message,
  action,
  onDone,
}: {
  message: string;
  action: ToastAction;
  onDone: () => void;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fz="sm">{message}</Text>
      <Button
        size="compact-sm"
        style={{ flexShrink: 0 }}
        variant="light"
        onClick={() => {
          action.onClick();
          onDone();
        }}
      >
        {action.label}
      </Button>
    </Group>
  );
}
