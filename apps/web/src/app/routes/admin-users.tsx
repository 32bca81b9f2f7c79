import { Button, Card, Chip, Group, Pagination, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { TeamMember } from '@talentbase/shared/contracts/team-admin';
import { type MemberAction, memberActionsAllowed } from '@talentbase/shared/domain/member-transitions';
import { useMemo, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useOrgTeams } from '../../features/organization/api';
import { MoveMemberModal } from '../../features/organization/move-member-modal';
import { useTeamMembers, useTeamSeats } from '../../features/team-admin/api/team-admin';
import { InviteModal } from '../../features/team-admin/components/invite-modal';
import {
  MemberActionModal,
  type PendingAction,
} from '../../features/team-admin/components/member-action-modal';
import { MembersTable, MembersTableSkeleton } from '../../features/team-admin/components/members-table';
import { SeatSummary } from '../../features/team-admin/components/seat-summary';
import {
  actionLabel,
  DEFAULT_STATUSES,
  memberEmail,
  STATUS_FILTERS,
} from '../../features/team-admin/lib/labels';
import { useCan } from '../../lib/permissions';

export const ADMIN_USERS_PATH = '/admin/general/users';
export const ACCOUNT_USERS_PATH = '/admin/account-management/users';
export const MEMBERS_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;
const BULK_ACTIONS: MemberAction[] = ['resendInvite', 'withdrawInvite', 'remove'];

/**
 * Admin › Users (`/admin/general/users`, also `/admin/account-management/users`): the seats per
 * licence, the team's members with search, filters and paging, each row's allowed changes, bulk
 * changes for the selected rows, and inviting people. Gated by `adminMemberTable`, as the API.
 */
export function AdminUsersPage() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [license, setLicense] = useState<string | null>(null);
  const [statuses, setStatuses] = useState<string[]>(DEFAULT_STATUSES);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, TeamMember>>(new Map());
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [inviting, setInviting] = useState(false);
  const [moving, setMoving] = useState<TeamMember | null>(null);
  const seats = useTeamSeats();
  // "Move to another team": org admins, to the organisation's other active teams.
  const orgAdmin = useCan('orgAdminOnly');
  const orgTeams = useOrgTeams(orgAdmin);
  const otherTeams = (orgTeams.data ?? []).filter((t) => !t.archivedAt && !t.isCurrent);
  // One object per member chosen: the modal starts afresh when it changes.
  const movingMember = useMemo(
    () =>
      moving ? { id: moving.teamMemberId, name: moving.fullName || null, email: memberEmail(moving) } : null,
    [moving],
  );
  const query = {
    start: (page - 1) * MEMBERS_PAGE_SIZE,
    limit: MEMBERS_PAGE_SIZE,
    search,
    licenses: license ? [license] : [],
    statuses,
  };
  const members = useTeamMembers(query);
  const list = members.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / MEMBERS_PAGE_SIZE)) : 1;
  const filtered = search !== '' || license !== null || statuses.join() !== DEFAULT_STATUSES.join();

  const resetPage = () => setPage(1);
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) {
        const member = list?.data.find((m) => m.teamMemberId === id);
        if (on && member) next.set(id, member);
        else next.delete(id);
      }
      return next;
    });
  const chosen = [...selected.values()];
  const bulk = BULK_ACTIONS.map((action) => ({
    action,
    members: chosen.filter((m) => memberActionsAllowed(m).includes(action)),
  }));

  return (
    // miw 0: the member table scrolls inside its frame instead of widening the page.
    <Stack gap="md" miw={0}>
      <PageHeader
        title="Users"
        description="Your team's members and seats: invite people, change licences and manage seats."
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
            Invite people
          </Button>
        }
      />
      {seats.isError && !seats.data ? (
        <LoadError
          title="Seats could not be loaded"
          error={seats.error}
          onRetry={() => void seats.refetch()}
          testId="seats-error"
        />
      ) : (
        <SeatSummary licenses={seats.data?.licenses} />
      )}
      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Search"
              placeholder="Name or email"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                resetPage();
              }}
              style={{ flex: '1 1 14rem' }}
              type="search"
            />
            <Select
              label="Licence"
              data={[
                { value: 'Recruiter', label: 'Recruiter' },
                { value: 'Collaborator', label: 'Collaborator' },
              ]}
              placeholder="All licences"
              clearable
              value={license}
              onChange={(v) => {
                setLicense(v);
                resetPage();
              }}
              style={{ flex: '0 1 12rem' }}
            />
          </Group>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fz="sm" fw={500} mb={6}>
              Status
            </Text>
            <Chip.Group
              multiple
              value={statuses}
              onChange={(v) => {
                setStatuses(v);
                resetPage();
              }}
            >
              <Group gap="xs">
                {STATUS_FILTERS.map((s) => (
                  <Chip key={s.value} value={s.value} size="sm">
                    {s.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </fieldset>
        </Stack>
      </Paper>
      {chosen.length > 0 ? (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-violet-0)" data-testid="bulk-bar">
          <Group gap="sm" wrap="wrap">
            <Text fz="sm" fw={600} role="status">
              {chosen.length} selected
            </Text>
            {bulk.map(({ action, members: some }) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'remove' ? 'light' : 'default'}
                color={action === 'remove' ? 'red' : undefined}
                disabled={some.length === 0}
                onClick={() => setPending({ action, members: some })}
              >
                {actionLabel(action)} ({some.length})
              </Button>
            ))}
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Map())}>
              Clear selection
            </Button>
          </Group>
        </Paper>
      ) : null}
      {members.isError && !list ? (
        <LoadError
          title="Members could not be loaded"
          error={members.error}
          onRetry={() => void members.refetch()}
          testId="members-error"
        />
      ) : !list ? (
        <MembersTableSkeleton />
      ) : list.data.length === 0 ? (
        <Card withBorder padding="lg" data-testid="members-empty">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{filtered ? 'No member matches these filters' : 'No members yet'}</Text>
            <Text fz="sm" c="dimmed">
              {filtered
                ? 'Try another search, or show more statuses.'
                : 'Invite the people you recruit with: each takes a seat of the licence you choose.'}
            </Text>
            {filtered ? (
              <Button
                variant="light"
                onClick={() => {
                  setText('');
                  setLicense(null);
                  setStatuses(DEFAULT_STATUSES);
                  resetPage();
                }}
              >
                Clear filters
              </Button>
            ) : (
              <Button onClick={() => setInviting(true)}>Invite people</Button>
            )}
          </Stack>
        </Card>
      ) : (
        <Paper withBorder radius="md" miw={0} pos="relative" style={{ overflow: 'hidden' }}>
          <MembersTable
            members={list.data}
            busy={members.isPlaceholderData}
            selected={new Set(selected.keys())}
            onSelect={select}
            onAction={(action, member) =>
              action === 'transfer' ? setMoving(member) : setPending({ action, members: [member] })
            }
            canMove={orgAdmin && otherTeams.length > 0}
          />
        </Paper>
      )}
      {list && list.total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fz="sm" c="dimmed" data-testid="members-count">
            {list.total === 1 ? '1 member' : `${list.total} members`}
            {pages > 1 ? ` · page ${page} of ${pages}` : ''}
          </Text>
          {pages > 1 ? (
            <nav aria-label="Member pages">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            </nav>
          ) : null}
        </Group>
      ) : null}
      <InviteModal opened={inviting} onClose={() => setInviting(false)} seats={seats.data?.licenses} />
      <MoveMemberModal member={movingMember} teams={otherTeams} onClose={() => setMoving(null)} />
      <MemberActionModal
        pending={pending}
        onClose={() => {
          if (pending && pending.members.length > 1) setSelected(new Map());
          setPending(null);
        }}
      />
    </Stack>
  );
}
