import {
  ActionIcon,
  Button,
  Card,
  CloseButton,
  MultiSelect,
  Group as Row,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { GROUP_LIMITS, type Group } from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import {
  useAddGroupMembers,
  useCreateGroup,
  useDeleteGroup,
  useGroupEligibleMembers,
  useGroups,
  useRemoveGroupMember,
  useUpdateGroup,
} from '../../features/organization/api';
import { ConfirmModal, NameModal } from '../../features/organization/name-modal';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';

export const ADMIN_GROUPS_PATH = '/admin/account-management/groups';

function GroupCard({
  group,
  options,
  onRename,
  onDelete,
}: {
  group: Group;
  options: { value: string; label: string }[];
  onRename: () => void;
  onDelete: () => void;
}) {
  const add = useAddGroupMembers();
  const remove = useRemoveGroupMember();
  const [picked, setPicked] = useState<string[]>([]);
  const inGroup = new Set(group.members.map((m) => m.teamMemberId));
  const headingId = `group-${group.id}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Row justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Title>
            {group.description ? (
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {group.description}
              </Text>
            ) : null}
          </div>
          <Row gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" onClick={onRename}>
              <IconPencil size={16} />
              <VisuallyHidden>Rename {group.name}</VisuallyHidden>
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={onDelete}>
              <IconTrash size={16} />
              <VisuallyHidden>Delete {group.name}</VisuallyHidden>
            </ActionIcon>
          </Row>
        </Row>
        <Text fz="sm">
          {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'}
        </Text>
        {group.members.length ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.members.map((m) => (
              <Row component="li" key={m.teamMemberId} justify="space-between" wrap="nowrap" gap="xs">
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.name ?? m.email}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${m.name ?? m.email} from ${group.name}`}
                  onClick={() =>
                    remove.mutate(
                      { id: group.id, teamMemberId: m.teamMemberId },
                      { onError: (error) => notifyError(error, 'The member could not be removed') },
                    )
                  }
                />
              </Row>
            ))}
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            No members yet.
          </Text>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!picked.length) return;
            add.mutate(
              { id: group.id, teamMemberIds: picked },
              {
                onSuccess: () => setPicked([]),
                onError: (error) => notifyError(error, 'The members could not be added'),
              },
            );
          }}
        >
          <Row align="flex-end" gap="xs" wrap="wrap">
            <MultiSelect
              label="Add members"
              placeholder="Choose members"
              data={options.filter((o) => !inGroup.has(o.value))}
              value={picked}
              onChange={setPicked}
              searchable
              style={{ flex: '1 1 12rem' }}
              nothingFoundMessage="No one else to add"
            />
            <Button type="submit" variant="light" loading={add.isPending} disabled={!picked.length}>
              Add
            </Button>
          </Row>
        </form>
      </Stack>
    </Card>
  );
}

/**
 * Admin › Groups (`/admin/account-management/groups`): named sets of the team's members, offered
 * by filters (timesheets, reports) and for sharing. Create, rename, delete; add and remove members.
 */
export function AdminGroupsPage() {
  const groups = useGroups();
  const eligible = useGroupEligibleMembers(true);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const remove = useDeleteGroup();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const options = (eligible.data ?? []).map((m) => ({
    value: m.teamMemberId,
    label: m.name ? `${m.name} (${m.email})` : m.email,
  }));

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title="Groups"
        description="Named sets of your team's members, for filters and sharing. A member can be in several groups."
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            disabled={!groups.data}
          >
            New group
          </Button>
        }
      />
      {eligible.isError ? (
        <Text c="red">Team members could not be loaded: {errorMessage(eligible.error)}</Text>
      ) : null}
      {groups.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" data-testid="groups-loading">
          {[0, 1].map((i) => (
            <Card key={i} withBorder padding="md">
              <Skeleton height={16} width="50%" mb="xs" />
              <Skeleton height={12} width="80%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : groups.isError ? (
        <LoadError title="Groups could not be loaded" error={groups.error} onRetry={() => groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <Card withBorder padding="lg">
          <Text fw={600}>No groups yet</Text>
          <Text fz="sm" c="dimmed">
            Create a group such as "Engineering hiring" to filter timesheets and reports by it.
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {groups.data.map((g) => (
            <GroupCard
              key={g.id}
              group={g}
              options={options}
              onRename={() => setRenaming(g)}
              onDelete={() => setDeleting(g)}
            />
          ))}
        </SimpleGrid>
      )}
      <NameModal
        opened={creating}
        title="New group"
        label="Group name"
        submitLabel="Create group"
        maxLength={GROUP_LIMITS.NAME_MAX}
        onClose={() => setCreating(false)}
        onSubmit={async ({ name }) => {
          await create.mutateAsync({ name });
          notifySuccess(`Group ${name} created`);
        }}
      />
      <NameModal
        opened={renaming !== null}
        title="Rename group"
        label="Group name"
        submitLabel="Save"
        initial={renaming ? { name: renaming.name } : undefined}
        maxLength={GROUP_LIMITS.NAME_MAX}
        onClose={() => setRenaming(null)}
        onSubmit={async ({ name }) => {
          if (renaming) await update.mutateAsync({ id: renaming.id, body: { name } });
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete group"
        confirmLabel="Delete group"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(`Group ${deleting.name} deleted`);
        }}
      >
        <Text fz="sm">
          Its members stay on the team; filters and shares using {deleting?.name} stop applying.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
