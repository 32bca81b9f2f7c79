/**
 * The project's hiring team, and its editor: add a team member with a role, change a role, remove
 * someone, hand over ownership, leave. Each control shows only when the caller's project role and
 * account (hiringTeamEdit gate) allow it; what the server refuses is shown in the card.
 */
import { Alert, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconDoorExit, IconUserPlus } from '@tabler/icons-react';
import { type HiringMember, isProjectRole, type ProjectInformation } from '@talentbase/shared';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCan, useProjectRole } from '../../../lib/permissions';
import {
  useLeaveProject,
  useRemoveHiringMember,
  useSetHiringMember,
  useTransferOwnership,
} from '../../hiring-team/api/hiring-team-mutations';
import { AddGroupForm } from '../../hiring-team/components/add-group-form';
import { AddMemberForm } from '../../hiring-team/components/add-member-form';
import { ConfirmModal } from '../../hiring-team/components/confirm-modal';
import { MemberRow } from '../../hiring-team/components/member-row';
import { roleName } from '../../hiring-team/components/role-options';
import { hiringTeamRights, rowRights } from '../../hiring-team/lib/hiring-team-rights';
import { projectKeys } from '../api/query-keys';
import { PROJECT_LIST_PATH } from '../lib/paths';

const OWNER_LEAVES = 'Transfer ownership of the project before you leave it.';

type Pending = { kind: 'remove' | 'makeOwner'; member: HiringMember } | { kind: 'leave' } | null;

export function HiringTeamCard({ project, meId }: { project: ProjectInformation; meId: string | null }) {
  const { projectId, projectName } = project;
  const members = project.projectHiringMembers;
  const role = useProjectRole(isProjectRole(project.recruiterRole) ? project.recruiterRole : null);
  const rights = hiringTeamRights({
    role,
    gate: useCan('hiringTeamEdit'),
    readOnly: isDemoProjectId(Number(projectId)),
  });
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const setMember = useSetHiringMember(projectId);
  const removeMember = useRemoveHiringMember(projectId);
  const transfer = useTransferOwnership(projectId);
  const leave = useLeaveProject(projectId);
  const fail = (error: unknown) => setProblem(errorMessage(error));
  const closeConfirm = () => setConfirm(null);

  const confirmChange = () => {
    if (!confirm) return;
    setProblem(null);
    if (confirm.kind === 'remove') {
      // Optimistic: the row goes at once and comes back if the server refuses.
      closeConfirm();
      const { member } = confirm;
      removeMember.mutate(member.userId, {
        onSuccess: () => notifySuccess(`${member.name} is no longer on the hiring team of ${projectName}.`),
        onError: fail,
      });
    } else if (confirm.kind === 'makeOwner') {
      const { member } = confirm;
      transfer.mutate(member.userId, {
        onSuccess: () => notifySuccess(`${member.name} is now the owner of ${projectName}.`),
        onError: fail,
        onSettled: closeConfirm,
      });
    } else {
      leave.mutate(undefined, {
        onSuccess: () => {
          notifySuccess(`You left the hiring team of ${projectName}.`);
          navigate(PROJECT_LIST_PATH, { replace: true });
          queryClient.removeQueries({ queryKey: projectKeys.information(projectId) });
        },
        onError: fail,
        onSettled: closeConfirm,
      });
    }
  };

  const isOwner = role === 3;
  const previousOwner = members.find((m) => m.role === 3);

  return (
    <Card component="section" aria-labelledby="project-team-heading">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="lg" id="project-team-heading">
          Hiring team
        </Title>
        <Text fz="sm" c="dimmed">
          {members.length} {members.length === 1 ? 'member' : 'members'}
        </Text>
      </Group>
      {problem ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="The hiring team was not changed"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setProblem(null)}
          mb="md"
          data-testid="hiring-team-problem"
        >
          {problem}
        </Alert>
      ) : null}
      {members.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nobody is on this project&apos;s hiring team yet.
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Hiring team members"
        >
          {members.map((m) => (
            <MemberRow
              key={m.userId}
              member={m}
              isMe={m.userId === meId}
              rights={rowRights(rights, m, meId)}
              onRoleChange={(newRole) => {
                setProblem(null);
                setMember.mutate(
                  { member: m, role: newRole },
                  {
                    onSuccess: () =>
                      notifySuccess(`${m.name} is now ${roleName(newRole)} on ${projectName}.`),
                    onError: fail,
                  },
                );
              }}
              onRemove={() => setConfirm({ kind: 'remove', member: m })}
              onMakeOwner={() => setConfirm({ kind: 'makeOwner', member: m })}
            />
          ))}
        </Stack>
      )}

      {rights.add || rights.leave ? (
        <Stack gap="sm" mt="md">
          {adding && rights.add ? (
            <AddMemberForm
              members={members}
              pending={setMember.isPending}
              onCancel={() => setAdding(false)}
              onAdd={(member, newRole) => {
                setProblem(null);
                setMember.mutate(
                  { member: { userId: member.id, name: member.name, email: member.email }, role: newRole },
                  {
                    onSuccess: () =>
                      notifySuccess(`${member.name} joined the hiring team as ${roleName(newRole)}.`),
                    onError: fail,
                  },
                );
              }}
            />
          ) : null}
          {adding && rights.add ? <AddGroupForm projectId={projectId} /> : null}
          <Group gap="xs" justify="space-between">
            {rights.add && !adding ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUserPlus size={14} />}
                onClick={() => setAdding(true)}
              >
                Add member
              </Button>
            ) : (
              <span />
            )}
            {rights.leave ? (
              isOwner ? (
                <Tooltip label={OWNER_LEAVES} multiline w={220} withArrow>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="gray"
                    leftSection={<IconDoorExit size={14} />}
                    data-disabled
                    aria-disabled
                    aria-describedby="owner-leave-note"
                    onClick={(e) => e.preventDefault()}
                  >
                    Leave project
                  </Button>
                </Tooltip>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconDoorExit size={14} />}
                  onClick={() => setConfirm({ kind: 'leave' })}
                >
                  Leave project
                </Button>
              )
            ) : null}
          </Group>
          {rights.leave && isOwner ? (
            <Text fz="xs" c="dimmed" id="owner-leave-note">
              {OWNER_LEAVES}
              {rights.transfer ? ' Use “Make owner” on another member.' : ''}
            </Text>
          ) : null}
        </Stack>
      ) : null}

      <ConfirmModal
        opened={confirm?.kind === 'remove'}
        title="Remove from the hiring team?"
        confirmLabel="Remove"
        danger
        pending={false}
        onCancel={closeConfirm}
        onConfirm={confirmChange}
      >
        {confirm?.kind === 'remove' ? (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            Remove <strong>{confirm.member.name}</strong> from the hiring team of{' '}
            <strong>{projectName}</strong>? They lose their role on this project; the candidates and their
            history stay.
          </Text>
        ) : null}
      </ConfirmModal>
      <ConfirmModal
        opened={confirm?.kind === 'makeOwner'}
        title="Transfer ownership?"
        confirmLabel="Make owner"
        pending={transfer.isPending}
        onCancel={closeConfirm}
        onConfirm={confirmChange}
      >
        {confirm?.kind === 'makeOwner' ? (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            Make <strong>{confirm.member.name}</strong> the owner of <strong>{projectName}</strong>?{' '}
            {previousOwner
              ? `${previousOwner.userId === meId ? 'You' : previousOwner.name} will stay on the hiring team as Recruiter.`
              : ''}{' '}
            A project has one owner, who edits its details and may delete it.
          </Text>
        ) : null}
      </ConfirmModal>
      <ConfirmModal
        opened={confirm?.kind === 'leave'}
        title="Leave this project?"
        confirmLabel="Leave project"
        danger
        pending={leave.isPending}
        onCancel={closeConfirm}
        onConfirm={confirmChange}
      >
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          Leave the hiring team of <strong>{projectName}</strong>? You lose your role on it. To come back, a
          project owner or recruiter has to add you again.
        </Text>
      </ConfirmModal>
    </Card>
  );
}
