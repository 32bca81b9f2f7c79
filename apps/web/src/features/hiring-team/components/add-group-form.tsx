import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { PROJECT_ROLE, type ProjectRole } from '@talentbase/shared';
import { type FormEvent, useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useGroups } from '../../organization/api';
import { useShareWithGroup } from '../api/hiring-team-mutations';
import { ASSIGNABLE_ROLE_OPTIONS } from './role-options';

/**
 * Share the project with a group of the team (Admin › Groups): its members join the hiring team
 * with the chosen role; people already on it keep theirs. Shows nothing while the team has no
 * groups.
 */
export function AddGroupForm({ projectId }: { projectId: string }) {
  const groups = useGroups();
  const share = useShareWithGroup(projectId);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [role, setRole] = useState<string>(String(PROJECT_ROLE.RECRUITER));
  const [error, setError] = useState<string | null>(null);
  if (!groups.data?.length) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const group = groups.data?.find((g) => g.id === groupId);
    if (!group) return setError('Choose a group');
    setError(null);
    share.mutate(
      { groupId: group.id, role: Number(role) as ProjectRole },
      {
        onSuccess: () => {
          setGroupId(null);
          notifySuccess(`${group.name} joined the hiring team.`);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Add a group to the hiring team" noValidate>
      <Stack gap="xs">
        <Text fz="xs" c="dimmed">
          Or add everyone in a group; people already on the team keep their role.
        </Text>
        <Select
          label="Group"
          placeholder="Choose a group"
          data={groups.data.map((g) => ({ value: g.id, label: `${g.name} (${g.memberCount})` }))}
          value={groupId}
          onChange={(v) => {
            setGroupId(v);
            setError(null);
          }}
          error={error}
        />
        <Select
          label="Their role"
          data={ASSIGNABLE_ROLE_OPTIONS}
          value={role}
          onChange={(v) => v && setRole(v)}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            variant="light"
            leftSection={<IconUsersPlus size={14} />}
            loading={share.isPending}
          >
            Add group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
