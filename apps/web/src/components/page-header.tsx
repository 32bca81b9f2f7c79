import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

export function PageHeader({
  title,
  description,
  actions,
  documentTitle,
}: {
  title: ReactNode;
  /** The browser tab's page name when the title is not plain text or not the page's name. */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons on the right of the title (History ...). */
  actions?: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  const heading = (
    <Stack gap={4} mb={actions ? undefined : 'lg'}>
      <Title order={1} fz={26}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" fz="sm">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" mb="lg">
      {heading}
      <Group gap="xs" wrap="nowrap">
        {actions}
      </Group>
    </Group>
  );
}
