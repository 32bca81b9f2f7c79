import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled block of the profile drawer; a section with nothing to show is left out. */
export function ProfileSection({
  title,
  children,
  empty,
}: {
  title: string;
  children: ReactNode;
  empty?: boolean;
}) {
  const id = useId();
  if (empty) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
