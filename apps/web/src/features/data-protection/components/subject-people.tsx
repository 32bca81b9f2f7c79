import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type SubjectPerson, sourceLabel } from '@talentbase/shared';

/** Who was found: each profile with its ID, where it came from and whose it is. */
export function SubjectPeople({ people }: { people: readonly SubjectPerson[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="People found">
      {people.map((person) => (
        <Paper key={person.candidateId} component="li" withBorder p="sm" data-testid="subject-person">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {person.name ?? 'An open-web profile not among your candidates'}
              </Text>
              <Text fz="sm" c="dimmed">
                Candidate ID {person.candidateId} · {sourceLabel(person.source)}
              </Text>
            </Stack>
            <Group gap={6}>
              {person.inYourRecords ? (
                <Badge variant="light" color="brand">
                  In your records
                </Badge>
              ) : null}
              {person.openWeb ? (
                <Badge variant="light" color="orange">
                  Open web
                </Badge>
              ) : null}
            </Group>
          </Group>
          {person.openWeb ? (
            <Text fz="xs" c="dimmed" mt={6}>
              Found on the open web: erasing it removes the profile from Talentbase for every team.
            </Text>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
