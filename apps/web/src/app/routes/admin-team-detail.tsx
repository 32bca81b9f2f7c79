import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { OrgTeamMember } from '@talentbase/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useOrgTeam } from '../../features/organization/api';
import { MoveMemberModal } from '../../features/organization/move-member-modal';
import { useCan } from '../../lib/permissions';
import { ADMIN_TEAMS_PATH, planLabel, seatsLabel } from './admin-teams';

export const ADMIN_TEAM_DETAIL_ROUTE = '/admin/general/teams/detail/:teamId';

const STATUS_LABEL: Record<number, string> = {
  0: 'Kicked out',
  1: 'Active',
  2: 'Active (admin seat)',
  3: 'Removed',
};
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** "team_settings.updated" → "Team settings updated". */
export const actionLabel = (action: string) => {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}

function memberStatus(m: OrgTeamMember) {
  if (m.userId === null) return 'Invitation pending';
  return STATUS_LABEL[m.status] ?? String(m.status);
}

/**
 * Admin › Teams › a team (`/admin/general/teams/detail/{teamId}`): its members, licences, seats
 * used and free, and recent activity. Moving a member to another team is the Users page's
 * "Move to team" (the member transfer call).
 */
export function AdminTeamDetailPage() {
  const { teamId = '' } = useParams();
  const detail = useOrgTeam(teamId);
  const orgAdmin = useCan('orgAdminOnly');
  const [moving, setMoving] = useState<OrgTeamMember | null>(null);
  const back = (
    <Anchor component={Link} to={ADMIN_TEAMS_PATH} underline="always">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} /> All teams
      </Group>
    </Anchor>
  );

  if (detail.isPending)
    return (
      <Stack gap="md" aria-busy="true" data-testid="team-loading">
        <Skeleton height={28} width="40%" />
        <Skeleton height={80} />
        <Skeleton height={200} />
      </Stack>
    );
  if (detail.isError)
    return (
      <Stack gap="md">
        {back}
        <LoadError
          title="This team could not be loaded"
          error={detail.error}
          onRetry={() => detail.refetch()}
        />
      </Stack>
    );

  const { team, members, licenses, licenseSeats, seatsFree, recentActivity, otherTeams } = detail.data;
  // The transfer call moves members of the team you are signed into.
  const canMove = orgAdmin && team.isCurrent && otherTeams.length > 0;
  return (
    <Stack gap="md" maw={1100}>
      {back}
      <PageHeader
        title={team.name}
        description={
          <Group gap="xs" component="span">
            <span>{planLabel(team.plan, team.planSubtype)}</span>
            {team.archivedAt ? (
              <Badge color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label="Members" value={String(team.members)} />
        <Fact label="Seats" value={seatsLabel(team)} />
        <Fact label="Seats free" value={seatsFree === null ? 'No limit' : String(seatsFree)} />
        <Fact
          label="Licences used"
          value={`Recruiter ${licenses.Recruiter} of ${licenseSeats.Recruiter} · Collaborator ${licenses.Collaborator} of ${licenseSeats.Collaborator}`}
        />
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} fz="lg">
          Members
        </Title>
        <Text fz="sm" c="dimmed">
          {canMove
            ? 'Move a member to another team of the organisation with "Move to team".'
            : team.isCurrent
              ? 'This is the only active team of your organisation.'
              : 'To move members of this team, sign in to it and use "Move to team" here or on the '}
          {!canMove && !team.isCurrent ? (
            <>
              <Anchor component={Link} to="/admin/general/users" underline="always">
                Users page
              </Anchor>
              .
            </>
          ) : null}
        </Text>
        {members.length === 0 ? (
          <Text c="dimmed">This team has no members yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th visibleFrom="sm">Licence</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th visibleFrom="sm">Last sign-in</Table.Th>
                  {canMove ? (
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {m.name ?? m.email}
                        {m.isTeamAdmin ? ' (team admin)' : ''}
                      </Text>
                      {m.name ? (
                        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {m.email}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{m.license}</Table.Td>
                    <Table.Td>{memberStatus(m)}</Table.Td>
                    <Table.Td visibleFrom="sm">{m.lastLoginAt ? dateTime(m.lastLoginAt) : 'Never'}</Table.Td>
                    {canMove ? (
                      <Table.Td>
                        {m.userId && (m.status === 1 || m.status === 2) ? (
                          <Button size="xs" variant="default" onClick={() => setMoving(m)}>
                            Move to team
                            <VisuallyHidden>: {m.name ?? m.email}</VisuallyHidden>
                          </Button>
                        ) : null}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2} fz="lg">
          Recent activity
        </Title>
        {recentActivity.length === 0 ? (
          <Text c="dimmed">Nothing recorded yet.</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {recentActivity.map((a) => (
              <Text component="li" key={a.id} fz="sm">
                <Text span c="dimmed">
                  {dateTime(a.at)}
                </Text>{' '}
                · {actionLabel(a.action)}
                {a.actorName ? ` by ${a.actorName}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      <MoveMemberModal member={moving} teams={otherTeams} onClose={() => setMoving(null)} />
    </Stack>
  );
}
