/**
 * The outbox: by recipient (one card per sequence-talent thread) or by message (one card per
 * message), with the spec's derived statuses, filters, paging and the thread actions. Cards
 * rather than a wide table so that it reads at 390 px without sideways scrolling. `team` shows
 * the team's messages (admins); actions are offered only where you may take them (canEdit).
 */
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { OutboxMessage, OutboxThread } from '@talentbase/shared/contracts/engage-outbox';
import { OUTBOX_STATUS_LABELS, type OutboxThreadStatus } from '@talentbase/shared/domain/outbox';
import { useEffect, useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { type OutboxParams, type ThreadAction, useOutbox, useThreadAction } from '../api/outbox';
import { NO_FILTERS, type OutboxFilters, useOutboxUrl } from '../hooks/use-outbox-url';
import { EditStepModal } from './edit-step-modal';
import { MessageCard, OutboxEmpty, ThreadCard } from './outbox-cards';

export const OUTBOX_PAGE_SIZE = 20;

const STATUS_OPTIONS = (Object.keys(OUTBOX_STATUS_LABELS) as OutboxThreadStatus[]).map((value) => ({
  value,
  label: OUTBOX_STATUS_LABELS[value],
}));

/** A date input's day as the start (or end) of that day in the browser's zone, as ISO. */
function dayBound(day: string, end: boolean): string | null {
  if (!day) return null;
  const d = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

type Pending = { thread: OutboxThread; action: ThreadAction } | null;

export function OutboxView({
  team = false,
  onCampaigns,
}: {
  team?: boolean;
  onCampaigns?: (ids: string[]) => void;
}) {
  const { view, filters, page, update } = useOutboxUrl();
  const [keyword] = useDebouncedValue(filters.keyword.trim(), 300);
  const [editing, setEditing] = useState<OutboxMessage | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const action = useThreadAction();

  const params: OutboxParams = {
    view,
    status: filters.status,
    campaignId: filters.campaignId,
    senderId: filters.senderId,
    keyword,
    from: dayBound(filters.from, false),
    to: dayBound(filters.to, true),
    offset: (page - 1) * OUTBOX_PAGE_SIZE,
    limit: OUTBOX_PAGE_SIZE,
  };
  const list = useOutbox(team, params);
  const data = list.data;
  const campaigns = data?.campaigns ?? [];
  const campaignKey = campaigns.map((c) => c.id).join(',');
  const loaded = data !== undefined;
  useEffect(() => {
    if (onCampaigns && loaded) onCampaigns(campaignKey ? campaignKey.split(',') : []);
  }, [onCampaigns, campaignKey, loaded]);

  // Typing replaces the address rather than adding a history entry per letter.
  const set = (patch: Partial<OutboxFilters>) => update({ filters: patch }, 'keyword' in patch);
  const setPage = (next: number) => update({ page: next });
  const filtered = Object.entries(filters).some(([, v]) => v !== null && v !== '');
  const pages = data ? Math.max(1, Math.ceil(data.total / OUTBOX_PAGE_SIZE)) : 1;
  // A page past the end (an old bookmark, the last thread of a page filtered away): the last page.
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > pages) update({ page: pages }, true);
  }, [data, list.isPlaceholderData, page, pages, update]);

  const confirm = () => {
    if (!pending) return;
    action.mutate(
      { threadId: pending.thread.id, action: pending.action },
      {
        onSuccess: () => {
          notifySuccess(
            pending.action === 'cancel' ? 'Sequence canceled for this candidate' : 'Sequence restarted',
          );
          setPending(null);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Show the outbox"
          value={view}
          onChange={(v) => update({ view: v === 'messages' ? 'messages' : 'recipients' })}
          data={[
            { value: 'recipients', label: 'By recipient' },
            { value: 'messages', label: 'By message' },
          ]}
        />
        {list.isFetching && data ? <Loader role="status" size="xs" aria-label="Refreshing" /> : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <TextInput
          label="Search"
          placeholder="Name, email, sequence or subject"
          leftSection={<IconSearch size={16} />}
          value={filters.keyword}
          onChange={(e) => set({ keyword: e.currentTarget.value })}
          maxLength={200}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => set({ status })}
          clearable
        />
        <Select
          label="Sequence"
          placeholder="Any sequence"
          data={campaigns.map((c) => ({ value: c.id, label: c.name }))}
          value={filters.campaignId}
          onChange={(campaignId) => set({ campaignId })}
          clearable
          searchable
        />
        <Select
          label="Sender"
          placeholder="Any sender"
          data={(data?.senders ?? []).map((s) => ({ value: s.userId, label: s.name }))}
          value={filters.senderId}
          onChange={(senderId) => set({ senderId })}
          clearable
          searchable
        />
        <TextInput
          type="date"
          label="Sent from"
          value={filters.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="Sent until"
          value={filters.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
        />
      </SimpleGrid>

      {list.isError && !data ? (
        <Alert color="red" title="The outbox could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{errorMessage(list.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : !data ? (
        <Stack gap="sm" data-testid="outbox-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </Stack>
      ) : data.total === 0 ? (
        <OutboxEmpty filtered={filtered} team={team} onClear={() => set(NO_FILTERS)} />
      ) : (
        <>
          {data.dropped > 0 ? (
            <Alert color="yellow">
              {data.dropped === 1 ? 'One record' : `${data.dropped} records`} could not be shown on this page.
            </Alert>
          ) : null}
          <Stack gap="sm" aria-live="polite">
            {view === 'recipients'
              ? data.threads.map((thread) => (
                  <ThreadCard
                    key={thread.id}
                    thread={thread}
                    onEdit={setEditing}
                    onAction={(a) => {
                      action.reset();
                      setPending({ thread, action: a });
                    }}
                  />
                ))
              : data.messages.map((message) => (
                  <MessageCard key={message.id} message={message} onEdit={setEditing} />
                ))}
          </Stack>
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed" data-testid="outbox-range">
              {data.offset + 1}–
              {data.offset + (view === 'recipients' ? data.threads.length : data.messages.length)} of{' '}
              {data.total}
            </Text>
            {pages > 1 ? (
              <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Outbox pages" />
            ) : null}
          </Group>
        </>
      )}

      <EditStepModal message={editing} onClose={() => setEditing(null)} />
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.action === 'cancel' ? 'Cancel this sequence?' : 'Restart this sequence?'}
      >
        <Stack gap="sm">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {pending?.action === 'cancel'
              ? `Nothing more from “${pending.thread.sequence.name}” goes to ${pending.thread.candidateInfo.fullName}. Messages already sent stay sent.`
              : pending
                ? `${pending.thread.candidateInfo.fullName} gets the next unsent step of “${pending.thread.sequence.name}”, now or when the sending window next opens.`
                : ''}
          </Text>
          {action.error ? (
            <Alert color="red" role="alert">
              {errorMessage(action.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)}>
              Keep as is
            </Button>
            <Button
              color={pending?.action === 'cancel' ? 'red' : undefined}
              loading={action.isPending}
              onClick={confirm}
            >
              {pending?.action === 'cancel' ? 'Cancel sequence' : 'Restart sequence'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
