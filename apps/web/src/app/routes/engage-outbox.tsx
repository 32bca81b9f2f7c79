import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { OutboxView } from '../../features/engage-outbox/components/outbox-view';
import { PerformanceSummaryStrip } from '../../features/engage-performance/components/performance-summary-strip';

export const ENGAGE_OUTBOX_PATH = '/engage/outbox';

/** Keeps the previous array when the ids are the same, so the strip does not refetch for nothing. */
export function useCampaignIds(): [string[], (ids: string[]) => void] {
  const [ids, setIds] = useState<string[]>([]);
  const update = useCallback(
    (next: string[]) => setIds((prev) => (prev.join(',') === next.join(',') ? prev : next)),
    [],
  );
  return [ids, update];
}

/** Engage › Outbox: every message of your sequences (and your delegators'), sent and waiting. */
export function EngageOutboxPage() {
  const [campaignIds, setCampaignIds] = useCampaignIds();
  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title="Outbox"
        description="Every step of your sequences: what is scheduled, what went out and what happened to it."
      />
      <PerformanceSummaryStrip campaignIds={campaignIds} />
      <OutboxView onCampaigns={setCampaignIds} />
    </Stack>
  );
}
