/** Every version of a job's persona, newest first: who made it, when, and how it was made. */
import { Alert, Badge, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PersonaVersion } from '@talentbase/shared/contracts/applicant-match';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { usePersonaHistory } from '../api/jobs';
import { personaChanges } from '../lib/persona-changes';

export function PersonaHistory({ projectId }: { projectId: string }) {
  const history = usePersonaHistory(projectId, true);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="persona-history-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="persona-history-title">
          Persona history
        </Title>
        {history.isPending ? <Skeleton height={80} /> : null}
        {history.isError ? (
          isApiError(history.error) && history.error.status === 403 ? (
            <Text fz="sm" c="dimmed">
              Your role on this project does not show the persona history.
            </Text>
          ) : (
            <Alert color="red" title="The history could not be loaded">
              {errorMessage(history.error)}
            </Alert>
          )
        ) : null}
        {history.data?.map((version, i) => (
          <VersionRow key={version.version} version={version} previous={history.data[i + 1] ?? null} />
        ))}
      </Stack>
    </Card>
  );
}

function VersionRow({ version, previous }: { version: PersonaVersion; previous: PersonaVersion | null }) {
  const changes = previous ? personaChanges(previous.persona, version.persona) : [];
  return (
    <Stack gap={4} data-testid="persona-version">
      <Group gap="xs" wrap="wrap">
        <Text fw={600} fz="sm">
          Version {version.version}
        </Text>
        <Badge variant="light" color={version.source === 'edited' ? 'blue' : 'gray'}>
          {version.source === 'edited' ? 'Edited' : 'Built from the description'}
        </Badge>
        <Text fz="xs" c="dimmed">
          {version.changedBy?.name ?? 'Former member'} · {new Date(version.createdAt).toLocaleString()}
        </Text>
      </Group>
      {changes.length > 0 ? (
        <List size="sm" spacing={0}>
          {changes.map((change) => (
            <List.Item key={change} style={{ overflowWrap: 'anywhere' }}>
              {change}
            </List.Item>
          ))}
        </List>
      ) : previous ? (
        <Text fz="sm" c="dimmed">
          No change to the requirements.
        </Text>
      ) : null}
    </Stack>
  );
}
