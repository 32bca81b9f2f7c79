import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Brand />
        <Text fz={96} fw={800} lh={1} c="brand.5" aria-hidden="true" mt="lg">
          404
        </Text>
        <Title order={1} fz={26}>
          Page not found
        </Title>
        <Text c="dimmed">
          The page you are looking for does not exist or has moved. Check the address, or head back to your
          home page.
        </Text>
        <Group mt="sm">
          <Button component={Link} to="/">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
