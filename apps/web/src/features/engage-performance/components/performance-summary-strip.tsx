/**
 * A strip of small cards, one per campaign in view (the outbox's), with its headline numbers;
 * "Details" opens the full CampaignPerformance. Refreshes every 10 minutes.
 */
import { Alert, Button, Card, Group, Modal, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { usePerformanceList } from '../api/performance';
import { CampaignPerformance } from './campaign-performance';
import { percent } from './funnel-chart';

export function PerformanceSummaryStrip({
  campaignIds,
  title = 'Sequences in your outbox',
}: {
  campaignIds: string[];
  title?: string;
}) {
  const list = usePerformanceList({ campaignIds: campaignIds.slice(0, 100) }, campaignIds.length > 0);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  if (campaignIds.length === 0) return null;
  if (list.isError && !list.data)
    return (
      <Alert color="yellow" title="Sequence numbers are not available right now">
        {errorMessage(list.error)}
      </Alert>
    );
  if (!list.data) return <Skeleton h={84} data-testid="summary-loading" />;
  if (list.data.data.length === 0) return null;
  return (
    <section aria-labelledby="outbox-summary-title">
      <Text id="outbox-summary-title" fw={600} fz="sm" mb={6}>
        {title}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="sm" wrap="nowrap" pb={4}>
          {list.data.data.map((c) => (
            <Card key={c.campaignId} withBorder padding="sm" w={240} style={{ flex: '0 0 auto' }}>
              <Stack gap={4}>
                <Text fw={600} fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }} title={c.name}>
                  {c.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {c.metrics.sent} sent of {c.metrics.enrolled}
                </Text>
                <Text fz="xs">
                  Opened {percent(c.metrics.opened, c.metrics.sent)} · Clicked{' '}
                  {percent(c.metrics.clicked, c.metrics.sent)} · Replied{' '}
                  {percent(c.metrics.replied, c.metrics.sent)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => setOpen({ id: c.campaignId, name: c.name })}
                  aria-label={`Details of ${c.name}`}
                >
                  Details
                </Button>
              </Stack>
            </Card>
          ))}
        </Group>
      </ScrollArea>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ''} size="xl">
        {open ? <CampaignPerformance campaignId={open.id} /> : null}
      </Modal>
    </section>
  );
}
