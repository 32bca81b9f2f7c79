import { Anchor, Badge, Checkbox, Group, Skeleton, Table, Text } from '@mantine/core';
import { type CandidateRow, sourceLabel } from '@talentbase/shared';
import { Link } from 'react-router';
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
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        style={{ opacity: dimmed ? 0.6 : 1 }}
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
            <Table.Th>Title</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Tags</Table.Th>
            <Table.Th>Projects</Table.Th>
            <Table.Th>Added</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.profileId}
              bg={selected.has(r.profileId) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${r.fullName}`}
                  checked={selected.has(r.profileId)}
                  onChange={() => onToggle(r.profileId)}
                />
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Cell text={r.title} width={200} />
              </Table.Td>
              <Table.Td>
                <Cell text={r.company} width={180} />
              </Table.Td>
              <Table.Td>
                <Cell text={r.location} width={180} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{sourceLabel(r.source)}</Text>
              </Table.Td>
              <Table.Td>
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
              <Table.Td>
                <Cell text={r.projects.map((p) => p.projectName).join(', ') || null} width={180} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {dateFormat.format(new Date(r.addedAt))}
                </Text>
              </Table.Td>
            </Table.Tr>
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
