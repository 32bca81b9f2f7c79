import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type HiringMember, PROJECT_ROLE, type ProjectRole, type TeamMemberLite } from '@talentbase/shared';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { useTeamMembersLite } from '../api/team-members-lite';
import { ASSIGNABLE_ROLE_OPTIONS } from './role-options';

/**
 * Pick a team member who is not on the hiring team yet, and their role. The role starts as the one
 * the member asked for in their hiring preferences (Recruiter unless they chose: it is what most
 * people added to a project do); the person adding them can pick another.
 */
export function AddMemberForm({
  members,
  pending,
  onAdd,
  onCancel,
}: {
  members: readonly HiringMember[];
  pending: boolean;
  onAdd: (member: TeamMemberLite, role: ProjectRole) => void;
  onCancel: () => void;
}) {
  const team = useTeamMembersLite(true);
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<string>(String(PROJECT_ROLE.RECRUITER));
  // Picking someone offers the role they asked for (hiring preferences) until a role is chosen here.
  const [roleChosen, setRoleChosen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (team.isPending) return <Skeleton h={120} data-testid="team-members-loading" />;
  if (team.isError) {
    return (
      <Stack gap={6} align="flex-start">
        <Text fz="sm" c="red" role="alert">
          Your team could not be loaded: {errorMessage(team.error)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void team.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const onTeam = new Set(members.map((m) => m.userId));
  const candidates = team.data.filter((m) => !onTeam.has(m.id));
  if (candidates.length === 0) {
    return (
      <Stack gap={6} align="flex-start">
        <Text fz="sm" c="dimmed">
          Everyone on your team is already on this hiring team.
        </Text>
        <Button size="xs" variant="default" onClick={onCancel}>
          Close
        </Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const member = candidates.find((m) => m.id === userId);
    if (!member) return setError('Choose a member of your team');
    onAdd(member, Number(role) as ProjectRole);
    setUserId(null);
    setError(null);
  };

  return (
    <form onSubmit={submit} aria-label="Add a hiring team member" noValidate>
      <Stack gap="xs">
        <Select
          label="Team member"
          placeholder="Search by name or email"
          searchable
          data={candidates.map((m) => ({ value: m.id, label: `${m.name} (${m.email})` }))}
          value={userId}
          onChange={(v) => {
            setUserId(v);
            setError(null);
            const picked = candidates.find((m) => m.id === v);
            if (picked && !roleChosen) setRole(String(picked.preferredRole));
          }}
          nothingFoundMessage="Nobody on your team matches"
          error={error}
          data-autofocus
        />
        <Select
          label="Role"
          data={ASSIGNABLE_ROLE_OPTIONS}
          value={role}
          onChange={(v) => {
            if (!v) return;
            setRole(v);
            setRoleChosen(true);
          }}
          allowDeselect={false}
        />
        <Group gap={6} justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="xs" leftSection={<IconUserPlus size={14} />} loading={pending}>
            Add to team
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
