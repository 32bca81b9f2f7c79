import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_ROLE_LABEL, type CurrentUser, PLAN_LABEL, PRODUCT_SOLUTION_LABEL } from '@talentbase/shared';
import type { ReactNode } from 'react';
import { planSubtypeLabel } from '../../../lib/labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.5 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed" fs="italic">
      {children}
    </Text>
  );
}

export function AccountCard({ user }: { user: CurrentUser }) {
  const { plan, subtype } = user.currentSubscriptionPlan;
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        Your account
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="lg">
        <Fact label="Team">
          <Text fw={600}>{user.team.name}</Text>
        </Fact>
        <Fact label="Organisation">
          <Text fw={600}>{user.organization.name}</Text>
        </Fact>
        <Fact label="Plan">
          <Group gap={6}>
            <Badge size="md" variant="filled">
              {PLAN_LABEL[plan]}
            </Badge>
            {subtype ? (
              <Badge size="md" variant="light">
                {planSubtypeLabel(subtype)}
              </Badge>
            ) : null}
          </Group>
        </Fact>
        <Fact label="Account roles">
          {user.userRoles.length === 0 && !user.isTeamAdmin ? (
            <Empty>No account roles assigned yet.</Empty>
          ) : (
            <Group gap={6}>
              {user.isTeamAdmin ? (
                <Badge variant="outline" color="grape">
                  Team admin
                </Badge>
              ) : null}
              {user.userRoles.map((role) => (
                <Badge key={role} variant="light" color="gray">
                  {ACCOUNT_ROLE_LABEL[role]}
                </Badge>
              ))}
            </Group>
          )}
        </Fact>
      </SimpleGrid>
      <Stack mt="lg">
        <Fact label="Product solutions">
          {user.subject.solutions.length === 0 ? (
            <Empty>No product solutions are active for your team.</Empty>
          ) : (
            <Group gap={6}>
              {user.subject.solutions.map((solution) => (
                <Badge key={solution} variant="dot">
                  {PRODUCT_SOLUTION_LABEL[solution]}
                </Badge>
              ))}
            </Group>
          )}
        </Fact>
      </Stack>
    </Card>
  );
}
