import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { IconFolderPlus, IconX } from '@tabler/icons-react';

/** Shown while candidates are ticked: add them all to a project at once. */
export function BulkBar({
  count,
  onAdd,
  onClear,
}: {
  count: number;
  onAdd: () => void;
  onClear: () => void;
}) {
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Transition transition="slide-up" mounted={count > 0}>
        {(styles) => (
          <Paper shadow="lg" withBorder p="sm" style={styles} role="region" aria-label="Selected candidates">
            <Group gap="sm" wrap="nowrap">
              <Text fz="sm" fw={500}>
                {count} selected
              </Text>
              <Button size="xs" leftSection={<IconFolderPlus size={14} />} onClick={onAdd}>
                Add {count} to project
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} />}
                onClick={onClear}
              >
                Clear
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
