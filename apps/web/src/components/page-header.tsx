import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
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
}
