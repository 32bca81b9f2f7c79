import { AppShell, Group, Skeleton, Stack } from '@mantine/core';

/** The shape of the signed-in layout while `/api/auth/me` answers, so nothing jumps when it does. */
export function AppShellSkeleton() {
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm' }} padding="lg">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" aria-busy="true" aria-label="Loading your account">
          <Group gap="sm">
            <Skeleton h={28} w={28} radius="md" />
            <Skeleton h={18} w={120} />
            <Skeleton h={18} w={90} ml="md" />
          </Group>
          <Skeleton h={34} w={34} circle />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md">
        <Stack gap="sm">
          {['w1', 'w2', 'w3', 'w4'].map((k) => (
            <Skeleton key={k} h={28} />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <PageSkeleton />
      </AppShell.Main>
    </AppShell>
  );
}

export function PageSkeleton() {
  return (
    <Stack gap="md" maw={960}>
      <Skeleton h={30} w="40%" />
      <Skeleton h={14} w="60%" />
      <Group grow align="stretch" mt="md">
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Group>
      <Skeleton h={200} />
    </Stack>
  );
}
