/**
 * One campaign's performance, for the sequence page (placed by whoever builds it) and anywhere
 * else: the numbers, the funnel, filters for status, pipeline label, enrolment time and sender,
 * the recipients with their status and label, and per-step team statistics. Everything refreshes
 * every 10 minutes (spec section 9).
 */
import {
  Alert,
  Badge,
  Card,
  Group,
  MultiSelect,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { CampaignPerformanceRequest } from '@talentbase/shared/contracts/engage-performance';
import { ENGAGEMENT_STATUS } from '@talentbase/shared/domain/engagement';
import { OUTBOX_STATUS_LABELS, type OutboxThreadStatus } from '@talentbase/shared/domain/outbox';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { useCampaignPerformance, useCampaignRecipients, useTeamStatistics } from '../api/performance';
import { FunnelChart } from './funnel-chart';
import { MetricTiles, TeamStatisticsTable } from './performance-tables';

const RECIPIENTS_PAGE = 10;

const STATUS_OPTIONS = (Object.keys(OUTBOX_STATUS_LABELS) as OutboxThreadStatus[]).map((value) => ({
  value,
  label: OUTBOX_STATUS_LABELS[value],
}));

/** Outreach labels worth filtering by (the email ones and the reply outcomes). */
const LABEL_OPTIONS: { value: string; label: string }[] = [
  { value: String(ENGAGEMENT_STATUS.EmailScheduled), label: 'Email scheduled' },
  { value: String(ENGAGEMENT_STATUS.EmailBounced), label: 'Email bounced' },
  { value: String(ENGAGEMENT_STATUS.EmailDelivered), label: 'Email delivered' },
  { value: String(ENGAGEMENT_STATUS.EmailOpened), label: 'Email opened' },
  { value: String(ENGAGEMENT_STATUS.EmailClickthrough), label: 'Email clicked' },
  { value: String(ENGAGEMENT_STATUS.RepliedShortlisted), label: 'Replied, shortlisted' },
  { value: String(ENGAGEMENT_STATUS.Interested), label: 'Interested' },
  { value: String(ENGAGEMENT_STATUS.NotInterested), label: 'Not interested' },
  { value: String(ENGAGEMENT_STATUS.ContactLater), label: 'Contact later' },
];

function dayBound(day: string, end: boolean): string | null {
  if (!day) return null;
  const d = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export type CampaignPerformanceProps = {
  campaignId: string;
  /** The people who may have sent for this campaign, for the sender filter. */
  senders?: { userId: string; name: string }[];
};

export function CampaignPerformance({ campaignId, senders = [] }: CampaignPerformanceProps) {
  const [statusFilter, setStatusFilter] = useState<string[]>([]);
  const [labelFilter, setLabelFilter] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sentBy, setSentBy] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [step, setStep] = useState<string | null>(null);

  const filters = useMemo((): CampaignPerformanceRequest => {
    const f: CampaignPerformanceRequest = {};
    if (statusFilter.length) f.statusFilter = statusFilter as OutboxThreadStatus[];
    const start = dayBound(from, false);
    const end = dayBound(to, true);
    if (start) f.startTime = start;
    if (end) f.endTime = end;
    if (sentBy) f.sentBy = [sentBy];
    return f;
  }, [statusFilter, from, to, sentBy]);

  const performance = useCampaignPerformance(campaignId, filters);
  const recipients = useCampaignRecipients(campaignId, {
    ...filters,
    ...(labelFilter.length ? { labelFilter: labelFilter.map(Number) } : {}),
    offset: (page - 1) * RECIPIENTS_PAGE,
    limit: RECIPIENTS_PAGE,
  });
  const stats = useTeamStatistics(campaignId, step === null ? null : Number(step));
  const reset = () => setPage(1);

  return (
    <Stack gap="md" data-testid="campaign-performance">
      <Title order={2} fz="h3">
        Performance
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <MultiSelect
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={statusFilter}
          onChange={(v) => {
            setStatusFilter(v);
            reset();
          }}
          clearable
        />
        <MultiSelect
          label="Pipeline label"
          placeholder="Any label"
          data={LABEL_OPTIONS}
          value={labelFilter}
          onChange={(v) => {
            setLabelFilter(v);
            reset();
          }}
          clearable
        />
        <TextInput
          type="date"
          label="Enrolled from"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Enrolled until"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        {senders.length ? (
          <Select
            label="Sender"
            placeholder="Any sender"
            data={senders.map((s) => ({ value: s.userId, label: s.name }))}
            value={sentBy}
            onChange={setSentBy}
            clearable
          />
        ) : null}
      </SimpleGrid>

      {performance.isError && !performance.data ? (
        <Alert color="red" role="alert">
          {errorMessage(performance.error)}
        </Alert>
      ) : !performance.data ? (
        <Skeleton h={160} data-testid="performance-loading" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <MetricTiles metrics={performance.data.metrics} />
          <Card withBorder padding="md">
            <FunnelChart metrics={performance.data.metrics} />
          </Card>
        </SimpleGrid>
      )}

      <Stack gap="xs">
        <Title order={3} fz="h4">
          Recipients
        </Title>
        {recipients.isError && !recipients.data ? (
          <Alert color="red" role="alert">
            {errorMessage(recipients.error)}
          </Alert>
        ) : !recipients.data ? (
          <Skeleton h={120} />
        ) : recipients.data.total === 0 ? (
          <Text fz="sm" c="dimmed">
            No recipients match these filters.
          </Text>
        ) : (
          <>
            <Stack gap={6}>
              {recipients.data.recipients.map((r) => (
                <Card key={r.threadId} withBorder padding="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0} style={{ minWidth: 0, flex: '1 1 10rem' }}>
                      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {r.fullName}
                      </Text>
                      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {r.email ?? 'No email'} · step {r.lastStep} · from {r.sender.name}
                      </Text>
                    </Stack>
                    <Group gap={4} wrap="wrap">
                      <Badge variant="light">{OUTBOX_STATUS_LABELS[r.status]}</Badge>
                      {r.pipeline ? <Badge variant="outline">{r.pipeline.labelName}</Badge> : null}
                      {r.unsubscribed ? <Badge color="gray">Unsubscribed</Badge> : null}
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
            {recipients.data.total > RECIPIENTS_PAGE ? (
              <Pagination
                total={Math.ceil(recipients.data.total / RECIPIENTS_PAGE)}
                value={page}
                onChange={setPage}
                size="sm"
                aria-label="Recipient pages"
              />
            ) : null}
          </>
        )}
      </Stack>

      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="h4">
            Team statistics per step
          </Title>
          <Select
            aria-label="Step"
            placeholder="Every step"
            data={(stats.data?.steps ?? []).map((s) => ({ value: String(s.step), label: `Step ${s.step}` }))}
            value={step}
            onChange={setStep}
            clearable
            w={160}
          />
        </Group>
        {stats.isError && !stats.data ? (
          <Alert color="red" role="alert">
            {errorMessage(stats.error)}
          </Alert>
        ) : !stats.data ? (
          <Skeleton h={100} />
        ) : (
          <TeamStatisticsTable steps={stats.data.steps} />
        )}
      </Stack>
    </Stack>
  );
}
