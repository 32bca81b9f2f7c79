/**
 * The applicants of one review status: name (bold with a dot while nobody has opened them),
 * current title and company, match level, score and applied date. Rows can be selected, one by
 * one or the whole page, for a bulk review. On a phone the score and date fold under each row.
 */
import { Anchor, Box, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Applicant } from '@talentbase/shared/contracts/applicant-match-demo';
import { Fragment } from 'react';
import { RowDetails, RowExpander, SECONDARY, useExpandedRows } from '../../../components/responsive-table';
import { applicantName, appliedDate, scoreOutOf100 } from '../lib/labels';
import { MatchLevelBadge } from './match-level-badge';

export function ApplicantTable({
  applicants,
  selected,
  selectable,
  onToggle,
  onTogglePage,
  onOpen,
}: {
  applicants: Applicant[];
  selected: ReadonlySet<string>;
  selectable: boolean;
  onToggle: (applicantId: string) => void;
  onTogglePage: (select: boolean) => void;
  onOpen: (applicant: Applicant) => void;
}) {
  const expanded = useExpandedRows<string>();
  const onPage = applicants.filter((a) => selected.has(a.applicantId)).length;
  const columns = selectable ? 5 : 4;
  // Phones show the checkbox and the applicant cell; the rest folds into the row's details.
  return (
    <Table
      verticalSpacing="sm"
      highlightOnHover
      data-testid="applicant-table"
      style={{ tableLayout: 'auto' }}
    >
      <Table.Thead>
        <Table.Tr>
          {selectable ? (
            <Table.Th w={44}>
              <Checkbox
                aria-label="Select every applicant on this page"
                checked={onPage > 0 && onPage === applicants.length}
                indeterminate={onPage > 0 && onPage < applicants.length}
                onChange={(e) => onTogglePage(e.currentTarget.checked)}
              />
            </Table.Th>
          ) : null}
          <Table.Th>Applicant</Table.Th>
          <Table.Th {...SECONDARY}>Match</Table.Th>
          <Table.Th {...SECONDARY}>Score</Table.Th>
          <Table.Th {...SECONDARY}>Applied</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {applicants.map((a) => {
          const name = applicantName(a);
          const role = [a.profile.basic.current_title, a.profile.basic.current_company]
            .filter(Boolean)
            .join(' · ');
          const open = expanded.isOpen(a.applicantId);
          return (
            <Fragment key={a.applicantId}>
              <Table.Tr data-testid="applicant-row" data-unread={a.viewed ? undefined : 'true'}>
                {selectable ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${name}`}
                      checked={selected.has(a.applicantId)}
                      onChange={() => onToggle(a.applicantId)}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    {a.viewed ? null : (
                      <Box
                        mt={7}
                        w={8}
                        h={8}
                        style={{
                          borderRadius: '50%',
                          background: 'var(--mantine-color-violet-6)',
                          flexShrink: 0,
                        }}
                        data-testid="unread-dot"
                        aria-hidden="true"
                      />
                    )}
                    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => onOpen(a)}
                        fw={a.viewed ? 500 : 700}
                        ta="left"
                        style={{ overflowWrap: 'anywhere', minHeight: 24 }}
                      >
                        {name}
                        {a.viewed ? null : <VisuallyHidden> (unread)</VisuallyHidden>}
                      </Anchor>
                      {role ? (
                        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {role}
                        </Text>
                      ) : null}
                      {/* Phones: the level under the name, where it has room. */}
                      <Box hiddenFrom="sm" mt={4}>
                        <MatchLevelBadge level={a.matchType} testId="match-level-compact" />
                      </Box>
                    </Stack>
                    <RowExpander label={name} open={open} onToggle={() => expanded.toggle(a.applicantId)} />
                  </Group>
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <MatchLevelBadge level={a.matchType} />
                </Table.Td>
                <Table.Td {...SECONDARY} data-testid="applicant-score">
                  {scoreOutOf100(a.score)}
                </Table.Td>
                <Table.Td {...SECONDARY} style={{ whiteSpace: 'nowrap' }}>
                  {appliedDate(a.appliedAt)}
                </Table.Td>
              </Table.Tr>
              <RowDetails
                open={open}
                colSpan={columns}
                items={[
                  { label: 'Score', value: scoreOutOf100(a.score) },
                  { label: 'Applied', value: appliedDate(a.appliedAt) },
                ]}
              />
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
