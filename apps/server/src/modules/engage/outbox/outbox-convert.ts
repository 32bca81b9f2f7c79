/**
 * Rows to outbox records, with the spec's derivations (domain/outbox.ts). A record that fails
 * conversion is logged and dropped, not a failed page (spec section 8): `convertAll` reports how
 * many were dropped so the screen can say so.
 */
import type { OutboxMessage, OutboxStep, OutboxThread } from '@talentbase/shared/contracts/engage-outbox';
import { outboxMessageSchema, outboxThreadSchema } from '@talentbase/shared/contracts/engage-outbox';
import {
  deriveOutboxSequenceType,
  deriveOutboxThreadStatus,
  findUpcomingStep,
  replyDisplayLabel,
  replyDisplayStatus,
  replyStatusOf,
  sequenceKindOf,
  threadSequenceStatus,
} from '@talentbase/shared/domain/outbox';
import type { MessageRow, StepRow, ThreadData, ThreadRow } from './outbox.repository';

export type Logger = { warn: (obj: object, msg: string) => void };

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The professional-network, code-hosting and scholar links of the profile, when it has them. */
function socialLinks(doc: string | null): {
  linkedin: string | null;
  github: string | null;
  scholar: string | null;
} {
  const none = { linkedin: null, github: null, scholar: null };
  if (!doc) return none;
  try {
    const links = (JSON.parse(doc) as { basic?: { social_links?: Record<string, unknown> } }).basic
      ?.social_links;
    const pick = (key: string) => (typeof links?.[key] === 'string' ? (links[key] as string) : null);
    return { linkedin: pick('linkedin'), github: pick('github'), scholar: pick('scholar') };
  } catch {
    return none;
  }
}

function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export function convertThread(
  row: ThreadRow,
  steps: readonly StepRow[],
  messages: readonly MessageRow[],
  canEdit: boolean,
): OutboxThread {
  const sequenceStatus = threadSequenceStatus(row.status, row.campaign_status);
  const status = deriveOutboxThreadStatus({
    is_active: row.is_active,
    is_bounced: row.is_bounced,
    sequence: { status: sequenceStatus },
  });
  const byStep = new Map(messages.map((m) => [m.step, m]));
  const stepOf = new Map(steps.map((s) => [s.step, s]));
  const outSteps: OutboxStep[] = steps.map((s) => {
    const m = byStep.get(s.step);
    return {
      step: s.step,
      subject: m?.subject ?? s.subject,
      channel: s.channel,
      status: m?.status ?? null,
      dueAt: iso(m?.due_at ?? null),
      sentAt: iso(m?.sent_at ?? null),
    };
  });
  const upcoming = findUpcomingStep(
    outSteps.map((s) => ({ ...s, sent: s.status === 'sent', failed: s.status === 'failed' })),
    sequenceStatus,
  );
  const senderName = row.sender_name?.trim() || 'Unknown';
  const replies: OutboxMessage[] = messages.map((m) => {
    const step = stepOf.get(m.step);
    const replyStatus = replyStatusOf({ status: m.status, delivered: m.delivered, bounced: m.bounced });
    const displayStatus = replyDisplayStatus({
      opened: m.opened_at !== null,
      clicked: m.clicked_at !== null,
      replied: row.is_replied && m.status === 'sent',
      status: replyStatus,
    });
    return outboxMessageSchema.parse({
      id: m.id,
      threadId: row.id,
      sequenceId: row.campaign_id,
      sequenceName: row.campaign_name,
      step: m.step,
      status: m.status,
      replyStatus,
      displayStatus,
      displayLabel: replyDisplayLabel(displayStatus),
      sender: { userId: row.user_id, name: senderName },
      receiver: {
        name: row.recipient_name.trim() || 'There There',
        email: row.recipient_email,
        phone: row.recipient_phone,
      },
      channel: m.channel,
      cc: step?.cc ?? [],
      bcc: step?.bcc ?? [],
      subject: m.subject ?? step?.subject ?? '',
      body: m.body ?? step?.body ?? '',
      scheduleTime: iso(m.due_at),
      sentAt: iso(m.sent_at),
      opened: m.opened_at !== null,
      clicked: m.clicked_at !== null,
      replied: row.is_replied && m.status === 'sent',
      edited: m.status === 'scheduled' && (m.subject !== null || m.body !== null),
      lastError: m.last_error,
      threadStatus: status,
      canEdit: canEdit && m.status === 'scheduled',
    });
  });
  const lastSent = messages.filter((m) => m.status === 'sent').reduce((max, m) => Math.max(max, m.step), 0);
  const { firstName, lastName } = splitName(row.recipient_name);
  return outboxThreadSchema.parse({
    id: row.id,
    isActive: row.is_active,
    isBounced: row.is_bounced,
    isClicked: row.is_clicked,
    isDelivered: row.is_delivered,
    isOpened: row.is_opened,
    isReplied: row.is_replied,
    projectId: row.project_id,
    sequenceId: row.campaign_id,
    step: lastSent,
    talentId: row.profile_id,
    userId: row.user_id,
    campaignType: row.campaign_type,
    status,
    sequenceType: deriveOutboxSequenceType({
      channel: row.campaign_channel,
      type: sequenceKindOf(steps.length),
    }),
    sequence: {
      id: row.campaign_id,
      name: row.campaign_name,
      status: row.campaign_status,
      channel: row.campaign_channel,
      stepCount: steps.length,
      ownerId: row.campaign_user_id,
    },
    steps: outSteps,
    upcomingStep: upcoming
      ? {
          step: upcoming.step,
          subject: upcoming.subject,
          channel: stepOf.get(upcoming.step)?.channel,
          status: upcoming.status,
          dueAt: upcoming.dueAt,
          sentAt: upcoming.sentAt,
        }
      : null,
    replies,
    candidateInfo: {
      fullName: row.recipient_name.trim() || 'There There',
      firstName,
      lastName,
      emails: row.recipient_email ? [row.recipient_email] : [],
      phone: row.recipient_phone,
      company: row.current_company,
      location: row.location,
      currentTitle: row.current_title,
      ...socialLinks(row.doc),
      senderName,
      applicationId: null,
    },
    cancelReason: row.cancel_reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    canEdit,
  });
}

/**
 * Converts every loaded thread; one that throws is logged (ids only, no personal data) and left
 * out. Returns the threads by id.
 */
export function convertAll(
  data: ThreadData,
  canEdit: (row: ThreadRow) => boolean,
  log: Logger,
): { threads: Map<string, OutboxThread>; dropped: number } {
  const stepsByCampaign = new Map<string, StepRow[]>();
  for (const s of data.steps) {
    const list = stepsByCampaign.get(s.campaign_id) ?? [];
    list.push(s);
    stepsByCampaign.set(s.campaign_id, list);
  }
  const messagesByThread = new Map<string, MessageRow[]>();
  for (const m of data.messages) {
    const list = messagesByThread.get(m.thread_id) ?? [];
    list.push(m);
    messagesByThread.set(m.thread_id, list);
  }
  const threads = new Map<string, OutboxThread>();
  let dropped = 0;
  for (const row of data.threads) {
    try {
      threads.set(
        row.id,
        convertThread(
          row,
          stepsByCampaign.get(row.campaign_id) ?? [],
          messagesByThread.get(row.id) ?? [],
          canEdit(row),
        ),
      );
    } catch (error) {
      dropped++;
      log.warn(
        { threadId: row.id, error: error instanceof Error ? error.message.slice(0, 500) : String(error) },
        'outbox record dropped: it could not be converted',
      );
    }
  }
  return { threads, dropped };
}
