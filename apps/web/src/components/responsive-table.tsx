/**
 * One rule for every table on a phone (issue 13): below the `sm` breakpoint a table shows only its
 * priority columns (what identifies a row and what a user acts on) and each row gets an expander
 * that opens the other columns as a list under it. From `sm` up the whole table shows, scrolling
 * inside its own frame when the window is narrower than the table, never the page.
 *
 * A table marks its secondary cells with `SECONDARY`, adds `<RowExpander>` in a priority cell and
 * `<RowDetails>` after each row; `useExpandedRows` remembers which rows are open.
 */
import { ActionIcon, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';

/** Props of a secondary column's header and cells: hidden below `sm`, shown in the row's details. */
export const SECONDARY = { visibleFrom: 'sm' } as const;

/** Phones: the breakpoint below which tables fold their secondary columns (Mantine's `sm`, 48em). */
export function useCompactTables(): boolean {
  return useMediaQuery('(max-width: 47.99em)') ?? false;
}

export function useExpandedRows<K extends string | number>() {
  const [open, setOpen] = useState<ReadonlySet<K>>(new Set());
  const toggle = useCallback(
    (key: K) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  return { isOpen: (key: K) => open.has(key), toggle };
}

/** The button that opens a row's other columns; only on phones. */
export function RowExpander({
  label,
  open,
  onToggle,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <ActionIcon
      hiddenFrom="sm"
      variant="subtle"
      color="gray"
      aria-expanded={open}
      aria-label={`${open ? 'Hide' : 'Show'} details of ${label}`}
      onClick={onToggle}
    >
      <IconChevronDown
        size={16}
        aria-hidden="true"
        style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 120ms' }}
      />
    </ActionIcon>
  );
}

export type DetailItem = { label: string; value: ReactNode };

/** The secondary columns of one row as a list under it, on phones when the row is open. */
export function RowDetails({
  open,
  colSpan,
  items,
}: {
  open: boolean;
  colSpan: number;
  items: DetailItem[];
}) {
  if (!open) return null;
  return (
    <Table.Tr hiddenFrom="sm" data-testid="row-details">
      <Table.Td colSpan={colSpan} pt={0}>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
          {items.map((item) => (
            <div key={item.label} style={{ display: 'contents' }}>
              <Text component="dt" fz="xs" c="dimmed">
                {item.label}
              </Text>
              <Text component="dd" fz="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.value}
              </Text>
            </div>
          ))}
        </dl>
      </Table.Td>
    </Table.Tr>
  );
}
