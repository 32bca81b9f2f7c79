import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { OrgTeamMember } from '@talentbase/shared';
import { useEffect, useState } from 'react';
import { errorMessage, notifySuccess } from '../../lib/notify';
import { useTransferMember } from './api';

/** "Move to team": the member transfer call, with the server's refusal (no seat free...) in place. */
export function MoveMemberModal({
  member,
  teams,
  onClose,
}: {
  member: Pick<OrgTeamMember, 'id' | 'name' | 'email'> | null;
  teams: { id: string; name: string }[];
  onClose: () => void;
}) {
  const transfer = useTransferMember();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (member) {
      setTeamId(null);
      setProblem(null);
    }
  }, [member]);
  const who = member?.name ?? member?.email ?? '';
  return (
    <Modal opened={member !== null} onClose={onClose} title={`Move ${who} to another team`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!member) return;
          if (!teamId) return setProblem('Choose a team');
          transfer.mutate(
            { teamMemberId: member.id, teamId },
            {
              onSuccess: () => {
                notifySuccess(`${who} moved to ${teams.find((t) => t.id === teamId)?.name ?? 'the team'}`);
                onClose();
              },
              onError: (error) => setProblem(errorMessage(error)),
            },
          );
        }}
      >
        <Stack gap="md">
          <Text fz="sm">They keep their licence and leave this team's hiring teams to its owners.</Text>
          <Select
            label="Team"
            placeholder="Choose a team"
            data={teams.map((t) => ({ value: t.id, label: t.name }))}
            value={teamId}
            onChange={(v) => {
              setTeamId(v);
              setProblem(null);
            }}
            data-autofocus
          />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={transfer.isPending}>
              Move to team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
