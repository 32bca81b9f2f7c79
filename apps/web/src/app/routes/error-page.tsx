import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { useDocumentTitle } from '../../lib/use-document-title';

/** What a page that failed to render shows (app/route-error-boundary.tsx), not a white page. */
export function ErrorPage({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  const detail = error instanceof Error ? error.message : null;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <Brand />
        <Title order={1} fz={26} mt="lg">
          Something went wrong
        </Title>
        <Text c="dimmed">
          This page hit an unexpected error. Reloading usually helps; if it keeps happening, let your team
          admin know what you were doing.
        </Text>
        {/* The raw message helps a developer; a recruiter sees the sentence above. */}
        {import.meta.env.DEV && detail ? <Code block>{detail}</Code> : null}
        <Group mt="sm">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button component={Link} to="/" variant="default">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
