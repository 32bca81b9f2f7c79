// Outbox derivations (core spec section 4). Pure so that the server's list endpoint and the web
// app's optimistic updates show the same status for the same thread.
import { SEQUENCE_CHANNEL, SEQUENCE_KIND, SEQUENCE_STATUS } from './engagement';

export const OUTBOX_THREAD_STATUS = {
  CANCELED: 'canceled',
  BOUNCED: 'bounced',
  FAILED: 'failed',
  FINISHED: 'finished',
  SCHEDULED: 'scheduled',
} as const;
export type OutboxThreadStatus = (typeof OUTBOX_THREAD_STATUS)[keyof typeof OUTBOX_THREAD_STATUS];

export type OutboxThreadStatusInput = {
  is_active: boolean;
  is_bounced: boolean;
  sequence?: { status?: string | null } | null;
};

export function deriveOutboxThreadStatus(thread: OutboxThreadStatusInput): OutboxThreadStatus {
  if (!thread.is_active) return OUTBOX_THREAD_STATUS.CANCELED;
  if (thread.is_bounced) return OUTBOX_THREAD_STATUS.BOUNCED;
  switch (thread.sequence?.status) {
    case SEQUENCE_STATUS.CANCELLED:
      return OUTBOX_THREAD_STATUS.CANCELED;
    case SEQUENCE_STATUS.FAILED:
      return OUTBOX_THREAD_STATUS.FAILED;
    case SEQUENCE_STATUS.FINISHED:
      return OUTBOX_THREAD_STATUS.FINISHED;
    default:
      return OUTBOX_THREAD_STATUS.SCHEDULED;
  }
}

export const OUTBOX_SEQUENCE_TYPE = { TEXT: 'text', SEQUENCE: 'sequence', SINGLE: 'single' } as const;
export type OutboxSequenceType = (typeof OUTBOX_SEQUENCE_TYPE)[keyof typeof OUTBOX_SEQUENCE_TYPE];

export function deriveOutboxSequenceType(sequence: {
  channel?: string | null;
  type?: string | null;
}): OutboxSequenceType {
  // Channel values have been stored as both "Text" and "text".
  if (sequence.channel?.toLowerCase() === SEQUENCE_CHANNEL.TEXT.toLowerCase())
    return OUTBOX_SEQUENCE_TYPE.TEXT;
  if (sequence.type === SEQUENCE_KIND.NORMAL) return OUTBOX_SEQUENCE_TYPE.SEQUENCE;
  return OUTBOX_SEQUENCE_TYPE.SINGLE;
}

export type OutboxStepProgress = { step: number; sent: boolean; failed: boolean };

/**
 * The step that will go out next: only while the sequence is ongoing, and it is the step right
 * after the last one that was sent or failed (the first step when none has gone out yet).
 */
export function findUpcomingStep<T extends OutboxStepProgress>(
  steps: readonly T[],
  sequenceStatus: string | null | undefined,
): T | undefined {
  if (sequenceStatus !== SEQUENCE_STATUS.ONGOING) return undefined;
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  let lastDoneIndex = -1;
  ordered.forEach((step, index) => {
    if (step.sent || step.failed) lastDoneIndex = index;
  });
  return ordered[lastDoneIndex + 1];
}

export type ReplyFlags = { opened: boolean; clicked: boolean; replied: boolean; status: number };

/** Lowest value replyDisplayStatus returns; statuses 0 and below all show as "nothing yet". */
export const REPLY_DISPLAY_STATUS_FLOOR = -1;

export function replyDisplayStatus(reply: ReplyFlags): number {
  if (reply.opened && reply.clicked && reply.replied) return 9;
  if (reply.opened && reply.clicked) return 8;
  if (reply.opened && reply.replied) return 7;
  if (reply.opened) return 6;
  return Math.max(reply.status - 1, REPLY_DISPLAY_STATUS_FLOOR);
}

// --- How Talentbase's rows feed the rules above (docs/decisions.md "Engage: tracking,
// unsubscribe, outbox and performance"). ---

/**
 * The sequence status a thread's outbox status is derived from: the thread's own lifecycle
 * ('ongoing', 'cancelled', 'failed', 'finished'), except that a cancelled campaign cancels the
 * threads still running in it.
 */
export function threadSequenceStatus(threadStatus: string, campaignStatus: string): string {
  if (threadStatus === SEQUENCE_STATUS.ONGOING && campaignStatus === 'cancelled')
    return SEQUENCE_STATUS.CANCELLED;
  return threadStatus;
}

/** A campaign of two steps or more is a normal sequence; a one-step campaign is a single email. */
export function sequenceKindOf(stepCount: number): string {
  return stepCount > 1 ? SEQUENCE_KIND.NORMAL : 'single';
}

/**
 * The reply (message) status code the display formula starts from, by the message row's state.
 * Codes count from 0 so that "status minus 1" gives -1 for a cancelled message and 0..5 for the
 * rest; 6..9 are the engagement combinations.
 */
export const REPLY_STATUS = {
  cancelled: 0,
  scheduled: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  failed: 5,
  bounced: 6,
} as const;
export type ReplyStatusName = keyof typeof REPLY_STATUS;

export function replyStatusOf(message: { status: string; delivered: boolean; bounced: boolean }): number {
  if (message.status === 'sent') {
    if (message.bounced) return REPLY_STATUS.bounced;
    return message.delivered ? REPLY_STATUS.delivered : REPLY_STATUS.sent;
  }
  return REPLY_STATUS[message.status as ReplyStatusName] ?? REPLY_STATUS.scheduled;
}

/** What each display status reads as in the outbox. */
export const REPLY_DISPLAY_LABELS: Record<number, string> = {
  [-1]: 'Canceled',
  0: 'Scheduled',
  1: 'Sending',
  2: 'Sent',
  3: 'Delivered',
  4: 'Failed',
  5: 'Bounced',
  6: 'Opened',
  7: 'Opened, replied',
  8: 'Opened, clicked',
  9: 'Opened, clicked, replied',
};

export function replyDisplayLabel(displayStatus: number): string {
  return REPLY_DISPLAY_LABELS[displayStatus] ?? 'Unknown';
}

export const OUTBOX_STATUS_LABELS: Record<OutboxThreadStatus, string> = {
  canceled: 'Canceled',
  bounced: 'Bounced',
  failed: 'Failed',
  finished: 'Finished',
  scheduled: 'Scheduled',
};

export const OUTBOX_SEQUENCE_TYPE_LABELS: Record<OutboxSequenceType, string> = {
  text: 'Text',
  sequence: 'Sequence',
  single: 'Single email',
};
