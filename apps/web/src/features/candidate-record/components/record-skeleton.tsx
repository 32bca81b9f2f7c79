import { Grid, Group, Skeleton, Stack } from '@mantine/core';

export function RecordSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading candidate">
      <Group gap="md" wrap="nowrap">
        <Skeleton h={72} w={72} circle />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={24} w="40%" />
          <Skeleton h={14} w="60%" />
          <Skeleton h={14} w="30%" />
        </Stack>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Skeleton h={100} />
            <Skeleton h={320} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Skeleton h={80} />
            <Skeleton h={120} />
            <Skeleton h={160} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
