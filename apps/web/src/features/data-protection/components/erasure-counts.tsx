import { Table, Text } from '@mantine/core';
import { countRows } from '../lib/labels';

/** Rows per table, non-zero ones only, with the total: what an erasure removes or removed. */
export function ErasureCounts({
  counts,
  total,
  label,
}: {
  counts: Record<string, number>;
  total: number;
  label: string;
}) {
  const rows = countRows(counts);
  if (rows.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        Nothing to remove.
      </Text>
    );
  return (
    <Table
      maw={760}
      aria-label={label}
      fz="sm"
      verticalSpacing={6}
      withTableBorder
      striped
      data-testid="erasure-counts"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>What</Table.Th>
          <Table.Th ta="right" w={90}>
            Rows
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.label}</Table.Td>
            <Table.Td ta="right">{row.count.toLocaleString()}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>Total</Table.Th>
          <Table.Th ta="right">{total.toLocaleString()}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
