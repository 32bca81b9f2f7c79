import { Anchor, Badge, Checkbox, Group, Skeleton, Table, Text } from '@mantine/core';
import { type CandidateRow, sourceLabel } from '@talentbase/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import {
  RowDetails,
  RowExpander,
  SECONDARY,
  useCompactTables,
  useExpandedRows,
} from '../../../components/responsive-table';
import { CANDIDATE_PROFILE_PATH } from '../lib/list-url';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Long names and titles truncate with the full text on hover. */
function Cell({ text, width }: { text: string | null; width: number }) {
  if (!text)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text fz="sm" truncate="end" maw={width} title={text}>
      {text}
    </Text>
  );
}

export function CandidatesTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  dimmed,
}: {
  rows: readonly CandidateRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
  dimmed?: boolean;
}) {
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.profileId));
  const someChecked = rows.some((r) => selected.has(r.profileId));
  // On a phone: the tick box and the name; the rest opens under the row.
  const compact = useCompactTables();
  const expanded = useExpandedRows<number>();
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 900}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        style={{ opacity: dimmed ? 0.6 : 1 }}
        aria-busy={dimmed}
        aria-label="All candidates"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all candidates on this page"
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                onChange={(e) => onToggleAll(e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th {...SECONDARY}>Title</Table.Th>
            <Table.Th {...SECONDARY}>Company</Table.Th>
            <Table.Th {...SECONDARY}>Location</Table.Th>
            <Table.Th {...SECONDARY}>Source</Table.Th>
            <Table.Th {...SECONDARY}>Tags</Table.Th>
            <Table.Th {...SECONDARY}>Projects</Table.Th>
            <Table.Th {...SECONDARY}>Added</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Fragment key={r.profileId}>
              <Table.Tr bg={selected.has(r.profileId) ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${r.fullName}`}
                    checked={selected.has(r.profileId)}
                    onChange={() => onToggle(r.profileId)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={CANDIDATE_PROFILE_PATH(r.profileId)}
                      fz="sm"
                      fw={500}
                      truncate="end"
                      maw={220}
                      display="block"
                      title={r.fullName}
                    >
                      {r.fullName}
                    </Anchor>
                    <RowExpander
                      label={r.fullName}
                      open={expanded.isOpen(r.profileId)}
                      onToggle={() => expanded.toggle(r.profileId)}
                    />
                  </Group>
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell text={r.title} width={200} />
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell text={r.company} width={180} />
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell text={r.location} width={180} />
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Text fz="sm">{sourceLabel(r.source)}</Text>
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Group gap={4} wrap="nowrap" maw={180} style={{ overflow: 'hidden' }}>
                    {r.tags.slice(0, 3).map((t) => (
                      <Badge key={t} variant="light" size="sm" maw={90} title={t}>
                        {t}
                      </Badge>
                    ))}
                    {r.tags.length > 3 ? (
                      <Text fz="xs" c="dimmed">
                        +{r.tags.length - 3}
                      </Text>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell text={r.projects.map((p) => p.projectName).join(', ') || null} width={180} />
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Text fz="sm" c="dimmed">
                    {dateFormat.format(new Date(r.addedAt))}
                  </Text>
                </Table.Td>
              </Table.Tr>
              <RowDetails
                open={expanded.isOpen(r.profileId)}
                colSpan={9}
                items={[
                  { label: 'Title', value: r.title || '—' },
                  { label: 'Company', value: r.company || '—' },
                  { label: 'Location', value: r.location || '—' },
                  { label: 'Source', value: sourceLabel(r.source) },
                  { label: 'Tags', value: r.tags.join(', ') || '—' },
                  { label: 'Projects', value: r.projects.map((p) => p.projectName).join(', ') || '—' },
                  { label: 'Added', value: dateFormat.format(new Date(r.addedAt)) },
                ]}
              />
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CandidatesTableSkeleton() {
  return (
    <div data-testid="candidates-skeleton" aria-busy="true">
      {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((row) => (
        <Skeleton key={row} height={28} mb={8} />
      ))}
    </div>
  );
}
