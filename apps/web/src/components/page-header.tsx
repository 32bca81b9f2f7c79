import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title (History ...). */
  actions?: ReactNode;
}) {
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
