/**
 * The outbox's cards: a thread (by recipient) with its steps and actions, a message (by message),
 * and the empty state. Cards wrap long names and stack on a phone.
 */
import { Anchor, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { OutboxMessage, OutboxThread } from '@talentbase/shared/contracts/engage-outbox';
import { useState } from 'react';
import { Link } from 'react-router';
import { InviteToMeetingButton } from '../../meetings/components/invite-to-meeting';
import type { ThreadAction } from '../api/outbox';
import { MessageStatusBadge, OutboxStatusBadge, SequenceTypeBadge } from './outbox-badges';

/** A step without a subject of its own is a follow-up that answers the earlier email ("Re: …"). */
const SAME_THREAD_SUBJECT = 'Reply in the same thread';

/** What a step is called in a list: a text has no subject. */
function stepTitle(step: { subject: string; channel?: 'Email' | 'Text' | undefined }): string {
  return step.channel === 'Text' ? 'Text message' : step.subject || SAME_THREAD_SUBJECT;
}

export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Threads stopped by an unsubscribe or a bounce: the address is suppressed, a restart is refused. */
const STOPPED_FOR_GOOD = new Set(['unsubscribed', 'bounced']);

export function OutboxEmpty({
  filtered,
  team,
  onClear,
}: {
  filtered: boolean;
  team: boolean;
  onClear: () => void;
}) {
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

export function ThreadCard({
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
            {upcoming.dueAt ? `, ${formatTime(upcoming.dueAt)}` : ''} — {stepTitle(upcoming)}
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
            {thread.candidateInfo.emails[0] && !STOPPED_FOR_GOOD.has(thread.cancelReason ?? '') ? (
              <InviteToMeetingButton
                threadId={Number(thread.id)}
                candidateName={thread.candidateInfo.fullName}
              />
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
                  Step {step.step}: {stepTitle(step)}
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

export function MessageCard({
  message,
  onEdit,
}: {
  message: OutboxMessage;
  onEdit: (m: OutboxMessage) => void;
}) {
  return (
    <Card withBorder padding="md" data-testid={`message-${message.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' }}>
            {message.channel === 'Text' ? 'Text message' : message.subject || 'No subject'}
          </Text>
          <MessageStatusBadge label={message.displayLabel} displayStatus={message.displayStatus} />
        </Group>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          To {message.receiver.name}
          {message.channel === 'Text'
            ? message.receiver.phone
              ? ` (${message.receiver.phone})`
              : ''
            : message.receiver.email
              ? ` <${message.receiver.email}>`
              : ''}{' '}
          · from {message.sender.name}
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
