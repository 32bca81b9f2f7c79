import {
  ActionIcon,
  Badge,
  Checkbox,
  Menu,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { TeamMember } from '@talentbase/shared/contracts/team-admin';
import { type MemberAction, memberActionsAllowed } from '@talentbase/shared/domain/member-transitions';
import { Fragment, type ReactNode } from 'react';
import {
  RowDetails,
  RowExpander,
  SECONDARY,
  useCompactTables,
  useExpandedRows,
} from '../../../components/responsive-table';
import { actionLabel, formatDay, memberEmail, memberName, memberStatusBadge } from '../lib/labels';

const COLUMNS = [
  { key: 'select', label: 'Select', width: 44, priority: true },
  { key: 'name', label: 'Member', width: '30%', priority: true },
  { key: 'license', label: 'Licence', width: '13%', priority: false },
  { key: 'status', label: 'Status', width: '17%', priority: true },
  { key: 'lastLogin', label: 'Last sign-in', width: '14%', priority: false },
  { key: 'joined', label: 'Joined', width: '14%', priority: false },
  { key: 'actions', label: 'Actions', width: 52, priority: true },
] as const;

/**
 * The row actions an admin may take; moving to another team only for org admins whose
 * organisation has another active team (`canMove`).
 */
export function rowActions(member: TeamMember, canMove = false): MemberAction[] {
  return memberActionsAllowed(member).filter((a) => a !== 'transfer' || canMove);
}

function StatusBadge({ member }: { member: TeamMember }) {
  const badge = memberStatusBadge(member);
  return (
    <Badge color={badge.color} variant="light" style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}>
      {badge.label}
    </Badge>
  );
}

function Frame({ children, busy, head }: { children: ReactNode; busy?: boolean; head: ReactNode }) {
  const compact = useCompactTables();
  return (
    // Positioned, so the visually hidden header text scrolls and clips with the table instead of
    // being placed against the page (which would widen it on a tablet).
    <Table.ScrollContainer minWidth={compact ? 0 : 820} type="native" style={{ position: 'relative' }}>
      <Table
        layout={compact ? 'auto' : 'fixed'}
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {compact ? null : (
          <colgroup>
            {COLUMNS.map((c) => (
              <col key={c.key} style={{ width: c.width }} />
            ))}
          </colgroup>
        )}
        <Table.Thead>{head}</Table.Thead>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

function PlainHead({ selectCell }: { selectCell: ReactNode }) {
  return (
    <Table.Tr>
      {COLUMNS.map((c) => (
        <Table.Th key={c.key} style={{ whiteSpace: 'nowrap' }} {...(c.priority ? {} : SECONDARY)}>
          {c.key === 'select' ? (
            selectCell
          ) : c.key === 'actions' ? (
            <VisuallyHidden>{c.label}</VisuallyHidden>
          ) : (
            c.label
          )}
        </Table.Th>
      ))}
    </Table.Tr>
  );
}

export function MembersTableSkeleton() {
  return (
    <section aria-busy="true" aria-label="Loading members" data-testid="members-loading">
      <Frame head={<PlainHead selectCell={<VisuallyHidden>Select</VisuallyHidden>} />}>
        <Table.Tbody>
          {[0, 1, 2, 3, 4].map((i) => (
            <Table.Tr key={i}>
              {COLUMNS.map((c) => (
                <Table.Td key={c.key} {...(c.priority ? {} : SECONDARY)}>
                  <Skeleton h={12} w={c.key === 'actions' || c.key === 'select' ? 18 : '70%'} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Frame>
    </section>
  );
}

export function MembersTable({
  members,
  busy,
  selected,
  onSelect,
  onAction,
  canMove = false,
}: {
  members: readonly TeamMember[];
  busy: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onAction: (action: MemberAction, member: TeamMember) => void;
  /** Offer "Move to another team" (org admins with another active team). */
  canMove?: boolean;
}) {
  const expanded = useExpandedRows<string>();
  const ids = members.map((m) => m.teamMemberId);
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  const all = selectedHere > 0 && selectedHere === ids.length;
  return (
    <Frame
      busy={busy}
      head={
        <PlainHead
          selectCell={
            <Checkbox
              aria-label="Select every member on this page"
              checked={all}
              indeterminate={selectedHere > 0 && !all}
              onChange={() => onSelect(ids, !all)}
            />
          }
        />
      }
    >
      <Table.Tbody>
        {members.map((m) => {
          const name = memberName(m);
          const email = memberEmail(m);
          const open = expanded.isOpen(m.teamMemberId);
          const actions = rowActions(m, canMove);
          const lastLogin = formatDay(m.lastLoginAt) ?? 'Never';
          const joined = formatDay(m.joinedAt) ?? '—';
          return (
            <Fragment key={m.teamMemberId}>
              <Table.Tr data-testid="member-row" aria-selected={selected.has(m.teamMemberId)}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${name}`}
                    checked={selected.has(m.teamMemberId)}
                    onChange={(e) => onSelect([m.teamMemberId], e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600} lineClamp={2} title={name} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                      {m.isTeamAdmin ? (
                        <Text span fz="xs" c="dimmed" fw={400}>
                          {' '}
                          · admin
                        </Text>
                      ) : null}
                    </Text>
                    {m.fullName ? (
                      <Text
                        fz="xs"
                        c="dimmed"
                        lineClamp={1}
                        title={email}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {email}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Text fz="sm">{m.license}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge member={m} />
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Text fz="sm" c={m.lastLoginAt ? undefined : 'dimmed'}>
                    {lastLogin}
                  </Text>
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Text fz="sm">{joined}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-end">
                    {actions.length > 0 ? (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
                            <IconDots size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {actions.map((a) => (
                            <Menu.Item
                              key={a}
                              color={
                                a === 'remove' || a === 'seatCancel' || a === 'withdrawInvite'
                                  ? 'red'
                                  : undefined
                              }
                              onClick={() => onAction(a, m)}
                            >
                              {actionLabel(a, m)}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    ) : null}
                    <RowExpander label={name} open={open} onToggle={() => expanded.toggle(m.teamMemberId)} />
                  </Stack>
                </Table.Td>
              </Table.Tr>
              <RowDetails
                open={open}
                colSpan={4}
                items={[
                  { label: 'Email', value: email },
                  { label: 'Licence', value: m.license },
                  { label: 'Last sign-in', value: lastLogin },
                  { label: 'Joined', value: joined },
                ]}
              />
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Frame>
  );
}
