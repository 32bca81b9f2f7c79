/**
 * The inbox: candidates' answers to your sequences, one conversation per candidate and
 * sequence, newest first, with what was sent and what came back. Opening a conversation marks
 * its messages read; "Mark unread" puts them back. Replies only by default; "All" adds
 * out-of-office answers and bounces. On a phone the list and the conversation take the screen
 * in turn.
 */
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { InboxConversation, InboxEntry } from '@talentbase/shared/contracts/engage-inbox';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/notify';
import { candidateRecordPath } from '../../candidate-record/lib/paths';
import { InviteToMeetingButton } from '../../meetings/components/invite-to-meeting';
import { projectPath } from '../../projects/lib/paths';
import { type InboxFilters, useConversation, useInbox, useMarkRead } from '../api/inbox';
import { AnswerBox } from './answer-box';

const INTENT: Record<string, { label: string; color: string }> = {
  interested: { label: 'Interested', color: 'green' },
  not_interested: { label: 'Not interested', color: 'red' },
  contact_later: { label: 'Contact later', color: 'yellow' },
};
const KIND: Record<string, { label: string; color: string }> = {
  auto_reply: { label: 'Automatic answer', color: 'gray' },
  bounce_hard: { label: 'Bounced', color: 'red' },
  bounce_soft: { label: 'Delayed', color: 'orange' },
};

function Tag({ kind, intent }: { kind: string | null; intent: string | null }) {
  const tag = (kind && KIND[kind]) || (intent ? INTENT[intent] : undefined);
  if (!tag) return null;
  return (
    <Badge size="sm" variant="light" color={tag.color} tt="none">
      {tag.label}
    </Badge>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();

function ConversationRow({
  c,
  selected,
  onOpen,
}: {
  c: InboxConversation;
  selected: boolean;
  onOpen: () => void;
}) {
  const unread = c.unread > 0;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      p="sm"
      data-testid="inbox-conversation"
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 6,
        boxShadow: selected ? 'inset 3px 0 0 var(--mantine-color-blue-6)' : undefined,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {c.candidate.name}
        </Text>
        {unread ? (
          <Badge size="sm" circle>
            {c.unread}
            <VisuallyHidden> unread</VisuallyHidden>
          </Badge>
        ) : null}
      </Group>
      <Group gap={6} mt={2}>
        <Tag kind={c.last.kind === 'reply' ? null : c.last.kind} intent={c.last.intent} />
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {c.campaign?.name ?? 'Not matched to a sequence'}
        </Text>
      </Group>
      <Text
        fz="xs"
        c={unread ? undefined : 'dimmed'}
        lineClamp={2}
        mt={4}
        style={{ overflowWrap: 'anywhere' }}
      >
        {c.last.snippet || c.last.subject || '(no text)'}
      </Text>
      <Text fz="xs" c="dimmed" mt={2}>
        {when(c.last.receivedAt)}
      </Text>
    </UnstyledButton>
  );
}

const DELIVERY = {
  sending: { label: 'Sending…', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Not sent', color: 'red' },
} as const;

function Entry({ e }: { e: InboxEntry }) {
  const out = e.direction === 'out';
  const delivery = e.delivery ? DELIVERY[e.delivery.status] : null;
  return (
    <Card
      withBorder
      padding="sm"
      data-testid={out ? 'inbox-entry-sent' : 'inbox-entry-received'}
      style={{
        marginLeft: out ? 'min(10%, 3rem)' : 0,
        marginRight: out ? 0 : 'min(10%, 3rem)',
        background: out ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap={6}>
          <Text fz="xs" fw={600}>
            {e.delivery
              ? 'You answered'
              : out
                ? `You sent step ${e.step ?? ''}`
                : (e.from ?? 'Unknown sender')}
          </Text>
          <Tag kind={e.kind === 'reply' ? null : e.kind} intent={e.intent} />
          {delivery ? (
            <Badge
              size="sm"
              variant="light"
              color={delivery.color}
              tt="none"
              data-testid="inbox-answer-status"
            >
              {delivery.label}
            </Badge>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed">
          {when(e.at)}
        </Text>
      </Group>
      {e.subject ? (
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {e.subject}
        </Text>
      ) : null}
      {e.bounce ? (
        <Text fz="xs" c="red.8" mt={4}>
          {e.bounce.address ?? 'The address'} could not be reached
          {e.bounce.status ? ` (${e.bounce.status})` : ''}.
        </Text>
      ) : null}
      {e.delivery?.error ? (
        <Text fz="xs" c="red.8" mt={4}>
          {e.delivery.error}
        </Text>
      ) : null}
      <Text
        component="pre"
        fz="sm"
        mt={6}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, fontFamily: 'inherit' }}
      >
        {e.text.trim() || '(no text)'}
      </Text>
    </Card>
  );
}

function ConversationPane({
  conversationKey,
  onBack,
}: {
  conversationKey: string;
  onBack: (() => void) | null;
}) {
  const conversation = useConversation(conversationKey);
  const mark = useMarkRead();
  const unreadIds =
    conversation.data?.entries.filter((e) => e.direction === 'in' && !e.read).map((e) => e.id) ?? [];
  const unreadKey = unreadIds.join(',');
  // Opening a conversation reads it (once per set of unread messages; `mutate` is stable).
  const { mutate } = mark;
  useEffect(() => {
    if (unreadKey) mutate({ ids: unreadKey.split(',').map(Number), read: true });
  }, [unreadKey, mutate]);
  if (!conversation.data) {
    if (conversation.isError)
      return (
        <LoadError
          title="This conversation could not be loaded"
          error={conversation.error}
          onRetry={() => conversation.refetch()}
        />
      );
    return <Skeleton height={320} data-testid="inbox-conversation-loading" />;
  }
  const { conversation: c, entries, answer, answerBlocked } = conversation.data;
  const received = entries.filter((e) => e.direction === 'in').map((e) => e.id);
  return (
    <Stack gap="sm" data-testid="inbox-thread">
      {onBack ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconArrowLeft size={14} />}
          onClick={onBack}
          w="fit-content"
        >
          All conversations
        </Button>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {c.candidate.profileId ? (
              <Anchor
                component={Link}
                to={candidateRecordPath(c.candidate.profileId, c.project ? String(c.project.id) : null)}
                inherit
              >
                {c.candidate.name}
              </Anchor>
            ) : (
              c.candidate.name
            )}
          </Title>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[c.candidate.email, c.campaign?.name].filter(Boolean).join(' · ')}
            {c.project ? ' · ' : ''}
            {c.project ? (
              <Anchor component={Link} to={projectPath(String(c.project.id))} fz="xs" underline="always">
                {c.project.name}
              </Anchor>
            ) : null}
          </Text>
          {c.display ? (
            <Badge size="sm" variant="light" color="gray" tt="none" mt={4} data-testid="inbox-display-status">
              {c.display.label}
            </Badge>
          ) : null}
        </div>
        <Group gap="xs">
          {c.threadId !== null ? (
            <InviteToMeetingButton threadId={c.threadId} candidateName={c.candidate.name} />
          ) : null}
          <Button
            size="xs"
            variant="default"
            onClick={() => mark.mutate({ ids: received, read: false })}
            disabled={received.length === 0 || mark.isPending}
          >
            Mark unread
          </Button>
        </Group>
      </Group>
      {c.note ? (
        <Alert color="yellow" variant="light">
          Not matched to a sequence: {c.note}.
        </Alert>
      ) : null}
      {mark.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(mark.error)}
        </Alert>
      ) : null}
      {entries.map((e) => (
        <Entry key={`${e.direction}${e.delivery ? 'a' : ''}${e.id}`} e={e} />
      ))}
      <AnswerBox conversationKey={conversationKey} target={answer} blocked={answerBlocked} />
    </Stack>
  );
}

export function InboxView({ canSeeTeam }: { canSeeTeam: boolean }) {
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery('(max-width: 48em)');
  const filters: InboxFilters = {
    team: canSeeTeam && params.get('scope') === 'team',
    show: params.get('show') === 'all' ? 'all' : 'replies',
    unreadOnly: params.get('unread') === '1',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const selected = params.get('c');
  const list = useInbox(filters);

  const set = (changes: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };

  const controls = (
    <Group gap="sm" wrap="wrap">
      {canSeeTeam ? (
        <SegmentedControl
          size="xs"
          aria-label="Whose inbox"
          value={filters.team ? 'team' : 'mine'}
          onChange={(v) => set({ scope: v === 'team' ? 'team' : null, page: null, c: null })}
          data={[
            { value: 'mine', label: 'Mine' },
            { value: 'team', label: 'Team' },
          ]}
        />
      ) : null}
      <SegmentedControl
        size="xs"
        aria-label="What to show"
        value={filters.show}
        onChange={(v) => set({ show: v === 'all' ? 'all' : null, page: null })}
        data={[
          { value: 'replies', label: 'Replies' },
          { value: 'all', label: 'All' },
        ]}
      />
      <Checkbox
        size="xs"
        label="Unread only"
        checked={filters.unreadOnly}
        onChange={(e) => set({ unread: e.currentTarget.checked ? '1' : null, page: null })}
      />
    </Group>
  );

  if (!list.data) {
    if (list.isError)
      return (
        <LoadError title="The inbox could not be loaded" error={list.error} onRetry={() => list.refetch()} />
      );
    return <Skeleton height={320} data-testid="inbox-loading" />;
  }
  const { data, total, pageSize, unread } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const showList = !(phone && selected);
  const showConversation = !phone || selected;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {controls}
        <Text fz="sm" c="dimmed" data-testid="inbox-unread">
          {unread === 0 ? 'No unread replies' : `${unread} unread ${unread === 1 ? 'reply' : 'replies'}`}
        </Text>
      </Group>
      {total === 0 ? (
        <Card withBorder padding="xl" data-testid="inbox-empty">
          <Stack gap="xs" align="center">
            <Text fw={500}>{filters.unreadOnly ? 'Nothing unread' : 'No replies yet'}</Text>
            <Text fz="sm" c="dimmed" ta="center">
              When candidates answer your sequences, their replies land here and stop the sequence. Replies
              are read from your mailbox over IMAP:{' '}
              <Anchor component={Link} to="/admin/settings/email">
                check your mailbox settings
              </Anchor>
              .
            </Text>
          </Stack>
        </Card>
      ) : (
        <Group align="flex-start" gap="md" wrap="wrap">
          {showList ? (
            <Card withBorder padding="xs" style={{ flex: '1 1 300px', maxWidth: '100%', minWidth: 0 }}>
              <Stack gap={2} component="nav" aria-label="Conversations">
                {data.map((c) => (
                  <ConversationRow
                    key={c.key}
                    c={c}
                    selected={c.key === selected}
                    onOpen={() => set({ c: c.key })}
                  />
                ))}
              </Stack>
              {pages > 1 ? (
                <Group justify="center" mt="sm">
                  <Pagination
                    total={pages}
                    value={filters.page}
                    onChange={(p) => set({ page: String(p), c: null })}
                    size="sm"
                  />
                </Group>
              ) : null}
            </Card>
          ) : null}
          {showConversation ? (
            <Box style={{ flex: '2 1 440px', minWidth: 0, maxWidth: '100%' }}>
              {selected ? (
                <ConversationPane
                  key={selected}
                  conversationKey={selected}
                  onBack={phone ? () => set({ c: null }) : null}
                />
              ) : (
                <Text fz="sm" c="dimmed" p="md">
                  Choose a conversation to read it and see what was sent before.
                </Text>
              )}
            </Box>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
