import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ORGANIZATION_LIMITS, type OrgTeam } from '@talentbase/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useArchiveTeam, useCreateTeam, useOrgTeams, useUpdateTeam } from '../../features/organization/api';
import { ConfirmModal, NameModal } from '../../features/organization/name-modal';
import { notifySuccess } from '../../lib/notify';

export const ADMIN_TEAMS_PATH = '/admin/general/teams';
export const teamDetailPath = (teamId: string) => `/admin/general/teams/detail/${encodeURIComponent(teamId)}`;

export function seatsLabel(team: Pick<OrgTeam, 'seatsUsed' | 'seatLimit'>): string {
  return team.seatLimit === null
    ? `${team.seatsUsed} seats used, no limit`
    : `${team.seatsUsed} of ${team.seatLimit} seats used`;
}

const PLAN_LABEL: Record<string, string> = { basic: 'Starter', growth: 'Growth', pro: 'Enterprise' };
export const planLabel = (plan: string, subtype: string | null) =>
  `${PLAN_LABEL[plan] ?? plan}${subtype ? ` (${subtype})` : ''}`;

function TeamCard({
  team,
  onRename,
  onArchive,
}: {
  team: OrgTeam;
  onRename: () => void;
  onArchive: () => void;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`team-${team.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={teamDetailPath(team.id)}
            id={`team-${team.id}`}
            fw={600}
            underline="always"
            style={{ overflowWrap: 'anywhere' }}
          >
            {team.name}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            {team.isCurrent ? <Badge variant="light">Your team</Badge> : null}
            {team.archivedAt ? (
              <Badge color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text fz="sm">{planLabel(team.plan, team.planSubtype)}</Text>
        <Text fz="sm" c="dimmed">
          {team.members} {team.members === 1 ? 'member' : 'members'} · {seatsLabel(team)}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onRename}>
            Rename
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color={team.archivedAt ? 'blue' : 'red'}
            onClick={onArchive}
            disabled={team.isCurrent}
            title={team.isCurrent ? 'You are signed into this team' : undefined}
          >
            {team.archivedAt ? 'Restore' : 'Archive'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Admin › Teams (`/admin/general/teams`, org admins): the organisation's teams with members,
 * seats and plan; create, rename, archive and restore. Each team opens its detail page.
 */
export function AdminTeamsPage() {
  const teams = useOrgTeams();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const archive = useArchiveTeam();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<OrgTeam | null>(null);
  const [archiving, setArchiving] = useState<OrgTeam | null>(null);

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title="Teams"
        description="The teams of your organisation. Archived teams keep their data; their members cannot sign in to them."
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            disabled={!teams.data}
          >
            New team
          </Button>
        }
      />
      {teams.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" data-testid="teams-loading">
          {[0, 1].map((i) => (
            <Card key={i} withBorder padding="md">
              <Skeleton height={16} width="50%" mb="xs" />
              <Skeleton height={12} width="80%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : teams.isError ? (
        <LoadError title="Teams could not be loaded" error={teams.error} onRetry={() => teams.refetch()} />
      ) : teams.data.length === 0 ? (
        <Text c="dimmed">Your organisation has no teams yet. Create the first one.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {teams.data.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              onRename={() => setRenaming(team)}
              onArchive={() => setArchiving(team)}
            />
          ))}
        </SimpleGrid>
      )}

      <NameModal
        opened={creating}
        title="New team"
        label="Team name"
        submitLabel="Create team"
        maxLength={ORGANIZATION_LIMITS.NAME_MAX}
        onClose={() => setCreating(false)}
        onSubmit={async (value) => {
          const team = await create.mutateAsync({ name: value.name });
          notifySuccess(
            `${team.name} created. It has the plan of your current team; set its seats on the Users page.`,
          );
        }}
      />
      <NameModal
        opened={renaming !== null}
        title="Rename team"
        label="Team name"
        submitLabel="Save"
        initial={renaming ? { name: renaming.name } : undefined}
        maxLength={ORGANIZATION_LIMITS.NAME_MAX}
        onClose={() => setRenaming(null)}
        onSubmit={async (value) => {
          if (!renaming) return;
          await update.mutateAsync({ id: renaming.id, body: { name: value.name } });
          notifySuccess('Team saved');
        }}
      />
      <ConfirmModal
        opened={archiving !== null}
        title={archiving?.archivedAt ? 'Restore team' : 'Archive team'}
        confirmLabel={archiving?.archivedAt ? 'Restore' : 'Archive'}
        color={archiving?.archivedAt ? 'blue' : 'red'}
        onClose={() => setArchiving(null)}
        onConfirm={async () => {
          if (!archiving) return;
          await archive.mutateAsync({ id: archiving.id, archived: !archiving.archivedAt });
          notifySuccess(archiving.archivedAt ? `${archiving.name} restored` : `${archiving.name} archived`);
        }}
      >
        <Text fz="sm">
          {archiving?.archivedAt
            ? `Members of ${archiving?.name} can sign in to it again.`
            : `Members of ${archiving?.name} are signed out of it and cannot sign in to it until you restore it. Its projects and candidates are kept.`}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
