import { Kbd, Modal, Table, Text } from '@mantine/core';
import { CLOSE_KEY, SHORTCUTS } from './shortcut-list';

const ROWS = [...SHORTCUTS, CLOSE_KEY];

/** "?": every shortcut with what it does, read from the one list the keys are matched against. */
export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg">
      <Table verticalSpacing="xs" data-testid="shortcuts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Key</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <Kbd>{row.key}</Kbd>
              </Table.Td>
              <Table.Td>{row.action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fz="sm" c="dimmed" mt="sm">
        Shortcuts do nothing while you type in a field or hold Ctrl, Alt or ⌘.
      </Text>
    </Modal>
  );
}
