/** An endpoint's last 100 deliveries (status, answer code, duration, attempts, error), each with Replay. */
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../components/load-error';
import { notifySuccess } from '../../lib/notify';
import { useDeliveries, useReplayDelivery } from './api';
import { STATUS_COLOURS, when } from './labels';

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId);
  const replay = useReplayDelivery();
  if (deliveries.isPending)
    return (
      <Stack gap="xs" data-testid="deliveries-loading">
        <Skeleton h={48} />
      </Stack>
    );
  if (deliveries.isError)
    return (
      <LoadError
        title="The delivery log could not be loaded"
        error={deliveries.error}
        onRetry={() => deliveries.refetch()}
      />
    );
  if (deliveries.data.deliveries.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No deliveries yet. Events appear here within a minute of happening.
      </Text>
    );
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Deliveries">
      {deliveries.data.deliveries.map((d) => (
        <li key={d.id}>
          <Paper withBorder p="xs" radius="sm">
            <Group justify="space-between" gap="xs" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs">
                  <Badge color={STATUS_COLOURS[d.status]} variant="light">
                    {d.status}
                  </Badge>
                  <Text fz="sm" ff="monospace">
                    {d.eventType}
                  </Text>
                </Group>
                <Text fz="xs" c="dimmed">
                  {when(d.updatedAt)} · attempt {d.attempts}
                  {d.responseStatus !== null ? ` · answered ${d.responseStatus}` : ''}
                  {d.durationMs !== null ? ` · ${d.durationMs} ms` : ''}
                  {d.status === 'retrying' && d.nextAttemptAt ? ` · next try ${when(d.nextAttemptAt)}` : ''}
                </Text>
                {d.error ? (
                  <Text fz="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                    {d.error}
                  </Text>
                ) : null}
              </Stack>
              <Button
                size="xs"
                variant="default"
                loading={replay.isPending && replay.variables === d.id}
                onClick={() =>
                  replay.mutate(d.id, {
                    onSuccess: () => notifySuccess('The event will be sent again shortly'),
                  })
                }
              >
                Replay
              </Button>
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
