/**
 * Email delegation: whom I let send from my mailbox and edit my sequences (grant, take back), and
 * who lets me act for them. Only active members of my team can be chosen.
 */
import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DelegationPerson } from '@talentbase/shared/contracts/engage-mailboxes';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useDelegations, useGrantDelegation, useRevokeDelegation } from '../api/engage-settings-calls';

function Person({ person }: { person: DelegationPerson }) {
  return (
    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {person.name}
      </Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {person.email}
        {person.since ? ` · since ${new Date(person.since).toLocaleDateString()}` : ''}
      </Text>
    </Stack>
  );
}

export function DelegationPanel() {
  const list = useDelegations();
  const grant = useGrantDelegation();
  const revoke = useRevokeDelegation();
  const [chosen, setChosen] = useState<string | null>(null);

  if (!list.data) {
    if (list.isError)
      return (
        <LoadError
          title="Email delegation could not be loaded"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      );
    return <Skeleton height={300} data-testid="delegation-loading" />;
  }
  const { granted, received, grantable } = list.data;
  const failure = grant.error ?? revoke.error;

  return (
    <Stack gap="lg" maw={760}>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} fz="lg">
            People who can send for you
          </Title>
          <Text fz="sm" c="dimmed">
            They can send sequences from your mailbox and edit your sequences. You can take this back at any
            time.
          </Text>
          <form
            aria-label="Grant delegation"
            onSubmit={(e) => {
              e.preventDefault();
              if (!chosen) return;
              const person = grantable.find((p) => p.userId === chosen);
              grant.mutate(chosen, {
                onSuccess: () => {
                  setChosen(null);
                  notifySuccess(`${person?.name ?? 'They'} can now send for you.`, {
                    title: 'Delegation granted',
                  });
                },
              });
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label="Team member"
                placeholder={
                  grantable.length ? 'Choose a member of your team' : 'Everyone on your team already can'
                }
                data={grantable.map((p) => ({ value: p.userId, label: `${p.name} (${p.email})` }))}
                value={chosen}
                onChange={setChosen}
                searchable
                disabled={grantable.length === 0}
                style={{ flex: 1, minWidth: 220 }}
                nothingFoundMessage="No member matches"
              />
              <Button type="submit" disabled={!chosen} loading={grant.isPending}>
                Grant
              </Button>
            </Group>
          </form>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(failure)}
            </Alert>
          ) : null}
          {granted.length === 0 ? (
            <Text fz="sm" c="dimmed" data-testid="granted-empty">
              Nobody can send for you yet.
            </Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label="People who can send for you"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {granted.map((p) => (
                <Group component="li" key={p.userId} justify="space-between" wrap="nowrap" gap="sm">
                  <Person person={p} />
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={`Take back from ${p.name}`}
                    loading={revoke.isPending && revoke.variables === p.userId}
                    onClick={() =>
                      revoke.mutate(p.userId, {
                        onSuccess: () =>
                          notifySuccess(`${p.name} can no longer send for you.`, {
                            title: 'Delegation taken back',
                          }),
                      })
                    }
                  >
                    Take back
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} fz="lg">
            People you can send for
          </Title>
          {received.length === 0 ? (
            <Text fz="sm" c="dimmed" data-testid="received-empty">
              Nobody has let you send for them. A teammate can grant it on this page.
            </Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label="People you can send for"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {received.map((p) => (
                <li key={p.userId}>
                  <Person person={p} />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
