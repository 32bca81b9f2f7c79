import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type HiringMember, isProjectRole, PROJECT_ROLE_LABEL } from '@talentbase/shared';
import { initials } from '../../../lib/labels';

function roleName(role: number): string {
  return isProjectRole(role) ? PROJECT_ROLE_LABEL[role] : `Role ${role}`;
}

/** Who works on the project and as what; the owner first (the server's order). */
export function HiringTeamCard({ members, meId }: { members: readonly HiringMember[]; meId: string | null }) {
  return (
    <Card component="section" aria-labelledby="project-team-heading">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="project-team-heading">
          Hiring team
        </Title>
        <Text fz="sm" c="dimmed">
          {members.length} {members.length === 1 ? 'member' : 'members'}
        </Text>
      </Group>
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
            <Group key={m.userId} component="li" gap="sm" wrap="nowrap" data-testid="hiring-member">
              <Avatar color="brand" radius="xl" size={36}>
                {initials(m.name)}
              </Avatar>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fz="sm" fw={600} truncate="end" title={m.name}>
                  {m.name}
                  {m.userId === meId ? (
                    <Text span fz="xs" c="dimmed" fw={400}>
                      {' '}
                      (you)
                    </Text>
                  ) : null}
                </Text>
                <Text fz="xs" c="dimmed" truncate="end" title={m.email}>
                  {m.email}
                </Text>
              </div>
              <Badge
                variant="light"
                color={m.role === 3 ? 'brand' : 'gray'}
                radius="sm"
                style={{ flexShrink: 0 }}
              >
                {roleName(m.role)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
