import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { usePipelineBenchmark } from '../api/get-pipeline';

/** Conversion rate, contacted candidates and how many reached each category (a small funnel). */
export function BenchmarkCard({ projectId }: { projectId: string }) {
  const bench = usePipelineBenchmark(projectId);
  return (
    <Card component="section" aria-label="Pipeline benchmark" data-testid="benchmark-card">
      <Title order={3} fz="md" mb="sm">
        Pipeline benchmark
      </Title>
      {bench.isPending ? (
        <Stack gap={6} aria-busy="true">
          <Skeleton h={20} />
          <Skeleton h={60} />
        </Stack>
      ) : bench.isError ? (
        <LoadError
          title="The benchmark could not be loaded"
          error={bench.error}
          onRetry={() => void bench.refetch()}
        />
      ) : !bench.data.enabled ? (
        <Text fz="sm" c="dimmed">
          Add candidates to see how far they get.
        </Text>
      ) : (
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Group gap="xl" style={{ flexShrink: 0 }}>
            <Stack gap={0}>
              <Text fz={22} fw={700} data-testid="conversion-rate">
                {Math.round(bench.data.conversationRate * 100)}%
              </Text>
              <Text fz="xs" c="dimmed">
                replied of contacted
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text fz={22} fw={700} data-testid="contacted">
                {bench.data.contactedCandidates.toLocaleString('en-US')}
              </Text>
              <Text fz="xs" c="dimmed">
                contacted
              </Text>
            </Stack>
          </Group>
          <SimpleGrid
            cols={{ base: 2, sm: 3, lg: 6 }}
            spacing="md"
            verticalSpacing={6}
            role="group"
            aria-label="Milestones"
            style={{ flex: 1, minWidth: 240 }}
          >
            {bench.data.milestones.map((m) => {
              const first = bench.data.milestones[0]?.count || 1;
              return (
                <Stack key={m.categoryId} gap={2} data-testid="milestone">
                  <Group justify="space-between" gap="xs">
                    <Text fz="xs" truncate="end">
                      {m.name}
                    </Text>
                    <Text
                      fz="xs"
                      c="dimmed"
                      title={m.firstReachedAt ? `First on ${m.firstReachedAt.slice(0, 10)}` : 'Nobody yet'}
                    >
                      {m.count.toLocaleString('en-US')}
                    </Text>
                  </Group>
                  <Progress value={(m.count / first) * 100} size="sm" aria-label={`${m.name}: ${m.count}`} />
                </Stack>
              );
            })}
          </SimpleGrid>
        </Group>
      )}
    </Card>
  );
}
