/**
 * The outbox: by recipient (one card per sequence-talent thread) or by message (one card per
 * message), with the spec's derived statuses, filters, paging and the thread actions. Cards
 * rather than a wide table so that it reads at 390 px without sideways scrolling. `team` shows
 * the team's messages (admins); actions are offered only where you may take them (canEdit).
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
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
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailForward, IconSearch } from '@tabler/icons-react';
import type {
  OutboxMessage,
  OutboxThread,
  OutboxView as View,
} from '@talentbase/shared/contracts/engage-outbox';
import { OUTBOX_STATUS_LABELS, type OutboxThreadStatus } from '@talentbase/shared/domain/outbox';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { type OutboxParams, type ThreadAction, useOutbox, useThreadAction } from '../api/outbox';
import { EditStepModal } from './edit-step-modal';
import { MessageStatusBadge, OutboxStatusBadge, SequenceTypeBadge } from './outbox-badges';

export const OUTBOX_PAGE_SIZE = 20;

const STATUS_OPTIONS = (Object.keys(OUTBOX_STATUS_LABELS) as OutboxThreadStatus[]).map((value) => ({
  value,
  label: OUTBOX_STATUS_LABELS[value],
}));

function formatTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date input's day as the start (or end) of that day in the browser's zone, as ISO. */
function dayBound(day: string, end: boolean): string | null {
  if (!day) return null;
  const d = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Threads stopped by an unsubscribe or a bounce: the address is suppressed, a restart is refused. */
const STOPPED_FOR_GOOD = new Set(['unsubscribed', 'bounced']);

type Filters = {
  status: string | null;
  campaignId: string | null;
  senderId: string | null;
  keyword: string;
  from: string;
  to: string;
};

const NO_FILTERS: Filters = { status: null, campaignId: null, senderId: null, keyword: '', from: '', to: '' };

type Pending = { thread: OutboxThread; action: ThreadAction } | null;

export function OutboxView({
  team = false,
  onCampaigns,
}: {
  team?: boolean;
  onCampaigns?: (ids: string[]) => void;
}) {
  const [view, setView] = useState<View>('recipients');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
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

  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const filtered = Object.entries(filters).some(([, v]) => v !== null && v !== '');
  const pages = data ? Math.max(1, Math.ceil(data.total / OUTBOX_PAGE_SIZE)) : 1;

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
          onChange={(v) => {
            setView(v === 'messages' ? 'messages' : 'recipients');
            setPage(1);
          }}
          data={[
            { value: 'recipients', label: 'By recipient' },
            { value: 'messages', label: 'By message' },
          ]}
        />
        {list.isFetching && data ? <Loader size="xs" aria-label="Refreshing" /> : null}
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

function OutboxEmpty({ filtered, team, onClear }: { filtered: boolean; team: boolean; onClear: () => void }) {
  if (filtered)
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>Nothing matches these filters</Text>
          <Button variant="light" size="xs" onClick={onClear}>
            Clear filters
          </Button>
        </Stack>
      </Card>
    );
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs" align="flex-start">
        <IconMailForward size={28} aria-hidden />
        <Text fw={600}>{team ? 'Your team has not sent any sequences yet' : 'Your outbox is empty'}</Text>
        <Text fz="sm" c="dimmed">
          Messages appear here once candidates are enrolled in a sequence: add candidates to a sequence from a
          project’s pipeline, and each step shows here while it is scheduled and after it goes out.
        </Text>
        {team ? null : (
          <Anchor component={Link} to="/engage/sequences" fz="sm">
            Go to sequences
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function ThreadCard({
  thread,
  onEdit,
  onAction,
}: {
  thread: OutboxThread;
  onEdit: (m: OutboxMessage) => void;
  onAction: (a: ThreadAction) => void;
}) {
  const upcoming = thread.upcomingStep;
  const upcomingMessage = upcoming ? thread.replies.find((r) => r.step === upcoming.step) : undefined;
  return (
    <Card withBorder padding="md" data-testid={`thread-${thread.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {thread.candidateInfo.fullName}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {thread.candidateInfo.emails[0] ?? 'No email'}
              {thread.candidateInfo.currentTitle ? ` · ${thread.candidateInfo.currentTitle}` : ''}
              {thread.candidateInfo.company ? ` at ${thread.candidateInfo.company}` : ''}
            </Text>
          </Stack>
          <Group gap={6} wrap="wrap">
            <OutboxStatusBadge status={thread.status} />
            <SequenceTypeBadge type={thread.sequenceType} />
          </Group>
        </Group>
        <ProfileLinks info={thread.candidateInfo} />
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {thread.sequence.name} · step {thread.step} of {thread.sequence.stepCount} sent · from{' '}
          {thread.candidateInfo.senderName}
        </Text>
        {upcoming ? (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="upcoming-step">
            Next: step {upcoming.step}
            {upcoming.dueAt ? `, ${formatTime(upcoming.dueAt)}` : ''} — {upcoming.subject || 'No subject'}
          </Text>
        ) : null}
        <ThreadSteps thread={thread} />
        {thread.canEdit ? (
          <Group gap="xs" mt={4}>
            {upcomingMessage?.canEdit ? (
              <Button size="xs" variant="light" onClick={() => onEdit(upcomingMessage)}>
                Edit step {upcomingMessage.step}
              </Button>
            ) : null}
            {thread.isActive && (thread.status === 'scheduled' || thread.status === 'failed') ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => onAction('cancel')}>
                Cancel
              </Button>
            ) : null}
            {thread.status === 'canceled' && !STOPPED_FOR_GOOD.has(thread.cancelReason ?? '') ? (
              <Button size="xs" variant="subtle" onClick={() => onAction('restart')}>
                Restart
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Every step of the thread with what happened to it, folded away until asked for. */
function ThreadSteps({ thread }: { thread: OutboxThread }) {
  const [open, setOpen] = useState(false);
  const byStep = new Map(thread.replies.map((r) => [r.step, r]));
  const id = `thread-steps-${thread.id}`;
  if (thread.steps.length === 0) return null;
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        fz="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Hide steps' : `Show ${thread.steps.length} steps`}
      </Anchor>
      {open ? (
        <Stack gap={4} id={id} component="ol" pl="md" m={0}>
          {thread.steps.map((step) => {
            const m = byStep.get(step.step);
            return (
              <Group key={step.step} component="li" gap="xs" wrap="wrap" justify="space-between">
                <Text fz="sm" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 10rem' }}>
                  Step {step.step}: {step.subject || 'No subject'}
                  {m?.sentAt
                    ? ` · sent ${formatTime(m.sentAt)}`
                    : m
                      ? ` · ${formatTime(m.scheduleTime)}`
                      : ''}
                </Text>
                {m ? (
                  <MessageStatusBadge label={m.displayLabel} displayStatus={m.displayStatus} />
                ) : (
                  <Text fz="xs" c="dimmed">
                    Not scheduled yet
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}

const WEB_LINK = /^https?:\/\//i;

function ProfileLinks({ info }: { info: OutboxThread['candidateInfo'] }) {
  const links = [
    { label: 'LinkedIn', href: info.linkedin },
    { label: 'GitHub', href: info.github },
    { label: 'Scholar', href: info.scholar },
  ].filter((l): l is { label: string; href: string } => Boolean(l.href && WEB_LINK.test(l.href)));
  if (links.length === 0) return null;
  return (
    <Group gap="sm">
      {links.map((l) => (
        <Anchor key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" fz="sm">
          {l.label}
          <VisuallyHidden> profile of {info.fullName} (opens in a new tab)</VisuallyHidden>
        </Anchor>
      ))}
    </Group>
  );
}

function MessageCard({ message, onEdit }: { message: OutboxMessage; onEdit: (m: OutboxMessage) => void }) {
  return (
    <Card withBorder padding="md" data-testid={`message-${message.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' }}>
            {message.subject || 'No subject'}
          </Text>
          <MessageStatusBadge label={message.displayLabel} displayStatus={message.displayStatus} />
        </Group>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          To {message.receiver.name}
          {message.receiver.email ? ` <${message.receiver.email}>` : ''} · from {message.sender.name}
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {message.sequenceName} · step {message.step} ·{' '}
          {message.sentAt
            ? `sent ${formatTime(message.sentAt)}`
            : `scheduled ${formatTime(message.scheduleTime)}`}
          {message.edited ? ' · edited' : ''}
        </Text>
        {message.lastError && message.status === 'failed' ? (
          <Text fz="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {message.lastError}
          </Text>
        ) : null}
        {message.canEdit ? (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="light" onClick={() => onEdit(message)}>
              Edit
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
