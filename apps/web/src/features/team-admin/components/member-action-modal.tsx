import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { TeamBatchResponse, TeamMember } from '@talentbase/shared/contracts/team-admin';
import type { MemberAction } from '@talentbase/shared/domain/member-transitions';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useTeamMembersLite } from '../../hiring-team/api/team-members-lite';
import { type MemberCall, useMemberCall } from '../api/team-admin';
import { actionLabel, memberEmail, memberName, otherLicense } from '../lib/labels';
import { OutcomeList } from './outcome-list';

export type PendingAction = { action: MemberAction; members: TeamMember[] };

const who = (members: TeamMember[]) =>
  members.length === 1 ? memberName(members[0] as TeamMember) : `${members.length} people`;

function explanation(action: MemberAction, members: TeamMember[]): string {
  const name = who(members);
  const first = members[0] as TeamMember;
  switch (action) {
    case 'switchLicense':
      return `${name} will have a ${otherLicense(first.license)} seat from their next request.`;
    case 'seatCancel':
      return `${name} loses access at once and is signed out. You can reactivate the seat later.`;
    case 'seatReactivate':
      return `${name} can sign in again. This takes a free ${first.license} seat.`;
    case 'remove':
      return `${name} will be removed from the team and their sessions end at once. Their history stays; their projects pass to the person you choose.`;
    case 'resendInvite':
      return `A new invitation link goes to ${name}; the previous link stops working.`;
    case 'withdrawInvite':
      return `The invitation link of ${name} stops working and the seat is free again.`;
    case 'transfer':
      return '';
  }
}

function callFor(action: MemberAction, members: TeamMember[], newOwnerUserId: string | null): MemberCall {
  const first = members[0] as TeamMember;
  const emails = members.map(memberEmail);
  switch (action) {
    case 'switchLicense':
      return {
        kind: 'switchLicense',
        teamMemberId: first.teamMemberId,
        license: otherLicense(first.license),
      };
    case 'seatCancel':
    case 'seatReactivate':
      return { kind: action, teamMemberId: first.teamMemberId };
    case 'remove':
      return { kind: 'remove', emails, newOwnerUserId: newOwnerUserId ?? undefined };
    case 'resendInvite':
    case 'withdrawInvite':
      return { kind: action, emails };
    case 'transfer':
      throw new Error('Moving a member is not offered here');
  }
}

const DONE: Record<MemberAction, string> = {
  switchLicense: 'Licence switched',
  seatCancel: 'Seat cancelled',
  seatReactivate: 'Seat reactivated',
  remove: 'removed',
  resendInvite: 'invitation sent again',
  withdrawInvite: 'invitation withdrawn',
  transfer: 'moved',
};

/** Confirms one change to one member or to the selected ones; a refusal shows here, in place. */
export function MemberActionModal({
  pending,
  onClose,
}: {
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const call = useMemberCall();
  const [problem, setProblem] = useState<string | null>(null);
  const [batch, setBatch] = useState<TeamBatchResponse | null>(null);
  const [newOwner, setNewOwner] = useState<string | null>(null);
  const removing = pending?.action === 'remove';
  const team = useTeamMembersLite(removing);

  const close = () => {
    setProblem(null);
    setBatch(null);
    setNewOwner(null);
    call.reset();
    onClose();
  };
  if (!pending) return <Modal opened={false} onClose={close} title="" />;
  const { action, members } = pending;
  const title =
    members.length === 1
      ? `${actionLabel(action, members[0])}: ${memberName(members[0] as TeamMember)}`
      : `${actionLabel(action)} (${members.length})`;
  const leaving = new Set(members.map((m) => m.userId));
  const owners = (team.data ?? []).filter((m) => !leaving.has(m.id));

  const confirm = async () => {
    setProblem(null);
    try {
      const result = await call.mutateAsync(callFor(action, members, newOwner));
      if (result.kind === 'batch' && (result.skipped > 0 || result.results.length > 1)) {
        setBatch(result);
        return;
      }
      notifySuccess(
        result.kind === 'member'
          ? `${DONE[action]}: ${memberName(result.member)}`
          : `${who(members)}: ${DONE[action]}`,
      );
      close();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      opened
      onClose={close}
      title={
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      }
    >
      {batch ? (
        <Stack gap="md">
          <Alert color={batch.skipped > 0 ? 'yellow' : 'teal'} variant="light" role="status">
            {batch.done} done{batch.skipped > 0 ? `, ${batch.skipped} left unchanged` : ''}.
          </Alert>
          <OutcomeList results={batch.results} okLabel={DONE[action]} />
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {problem ? (
            <Alert color="red" variant="light" role="alert" title="Nothing was changed">
              {problem}
            </Alert>
          ) : null}
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {explanation(action, members)}
          </Text>
          {removing ? (
            <Select
              label="Who takes over their projects"
              placeholder={team.isPending ? 'Loading members…' : 'You (default)'}
              data={owners.map((m) => ({ value: m.id, label: `${m.name} (${m.email})` }))}
              value={newOwner}
              onChange={setNewOwner}
              searchable
              clearable
              nothingFoundMessage="No active member matches"
              error={
                team.isError ? 'The team could not be loaded: their projects will pass to you' : undefined
              }
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color={
                action === 'remove' || action === 'seatCancel' || action === 'withdrawInvite'
                  ? 'red'
                  : undefined
              }
              loading={call.isPending}
              onClick={() => void confirm()}
              data-autofocus
            >
              {actionLabel(action, members.length === 1 ? members[0] : undefined)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
