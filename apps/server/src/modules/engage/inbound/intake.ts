/**
 * The one way in for mail that comes back to a sending mailbox, whether the poller read it over
 * IMAP or a demo user answered a caught message as the candidate: a raw MIME message is parsed,
 * classified, matched to its thread, kept once per mailbox, and its effects applied, all in one
 * transaction.
 *
 * Effects of a matched message:
 * - a reply cancels the thread's unsent steps at once (the UPDATE waits for a send in progress,
 *   whose row the delivery engine holds locked, as suppression.ts explains), marks the thread
 *   replied and stopped, and moves the candidate to Replied with the label its words give;
 * - a hard bounce suppresses the address (which stops every thread to it), marks the thread
 *   bounced and labels the candidate "Email bounced";
 * - an automatic answer and a soft bounce change nothing: they are kept for the inbox.
 * An unmatched message is kept with the reason and changes nothing; one unrelated to outreach
 * (match-thread.ts) is not kept at all.
 */
import crypto from 'node:crypto';
import { ENGAGE_INBOX_PATH } from '@talentbase/shared/domain/app-links';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Database, Executor } from '../../../db/client';
import { notify } from '../../notifications/notify';
import { emitEngagementEvents, emitThreadEvent } from '../../public-api/webhook-events';
import { applyEngagement, REPLIED_LABEL } from '../pipeline-effects';
import { suppressAddress } from '../suppression';
import { classifyInbound, firstAddress, type InboundKind } from './classify';
import { type InboundMailbox, matchThread, type ThreadMatch } from './match-thread';
import { type ReplyIntent, replyIntent } from './reply-intent';

export type IntakeSource = { source: 'imap' | 'local'; imapUid?: number | null; receivedAt?: Date | null };

export type IntakeResult =
  | {
      ok: true;
      id: number | null;
      kind: InboundKind;
      matched: boolean;
      note: string | null;
      /** Already kept (the same Message-ID read again): nothing was applied twice. */
      duplicate: boolean;
      /** Nothing to do with outreach (match-thread.ts): not kept. */
      unrelated: boolean;
      /** Unsent steps this message cancelled. */
      cancelled: number;
    }
  | { ok: false; reason: string };

/** The body text kept for the inbox; a longer one is cut (the original stays in the mailbox). */
const MAX_TEXT = 200_000;

const LABEL_OF: Record<ReplyIntent, number> = {
  interested: REPLIED_LABEL.INTERESTED,
  not_interested: REPLIED_LABEL.NOT_INTERESTED,
  contact_later: REPLIED_LABEL.CONTACT_LATER,
};

/** Text columns cannot hold NUL, which malformed mail may carry. */
const clean = (value: string | null | undefined): string | null =>
  value === null || value === undefined ? null : value.replaceAll('\u0000', '');
const validDate = (d: Date | null | undefined): Date | null =>
  d instanceof Date && !Number.isNaN(d.getTime()) ? d : null;

async function parse(raw: Buffer | string): Promise<ParsedMail | string> {
  try {
    return await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  } catch (error) {
    return `The message could not be read as MIME: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** A message without a Message-ID gets one from its bytes, so reading it twice keeps it once. */
function messageIdOf(mail: ParsedMail, raw: Buffer | string): string {
  const id = mail.messageId?.trim();
  if (id) return id.slice(0, 998);
  return `<no-id.${crypto.createHash('sha256').update(raw).digest('hex').slice(0, 32)}@talentbase.invalid>`;
}

/** A reply's effects; the text webhook (text/text-inbound.ts) applies a text reply through it too. */
export async function applyReply(
  tx: Executor,
  teamId: string,
  match: Pick<ThreadMatch, 'threadId' | 'projectId' | 'profileId'>,
  intent: ReplyIntent | null,
) {
  const cancelled = await tx.execute(sql`
    update engage_messages
       set status = 'cancelled', last_error = 'The candidate replied', updated_at = now()
     where thread_id = ${match.threadId} and team_id = ${teamId} and status in ('scheduled', 'sending')`);
  await tx.execute(sql`
    update engage_threads
       set is_replied = true, is_active = false,
           status = case when status = 'ongoing' then 'cancelled' else status end,
           cancel_reason = coalesce(cancel_reason, 'replied'), updated_at = now()
     where id = ${match.threadId} and team_id = ${teamId}`);
  await emitThreadEvent(tx, 'engagement.replied', teamId, match.threadId, { intent });
  if (match.projectId !== null)
    await applyEngagement(
      tx,
      teamId,
      'replied',
      [{ projectId: match.projectId, profileId: match.profileId }],
      intent ? LABEL_OF[intent] : REPLIED_LABEL.NA,
    );
  await notifySender(tx, teamId, match.threadId, 'candidate_replied', (name) => `${name} replied`);
  return cancelled.rowCount ?? 0;
}

/** The person whose sequence wrote to the candidate hears about the reply or the bounce. */
async function notifySender(
  tx: Executor,
  teamId: string,
  threadId: number,
  event: 'candidate_replied' | 'email_bounced',
  title: (name: string) => string,
) {
  const { rows } = await tx.execute<{ user_id: string; name: string; campaign: string }>(sql`
    select t.user_id::text as user_id, t.recipient_name as name, c.name as campaign
      from engage_threads t join engage_campaigns c on c.id = t.campaign_id
     where t.id = ${threadId} and t.team_id = ${teamId}`);
  const thread = rows[0];
  if (!thread) return;
  await notify(tx, {
    teamId,
    userIds: [thread.user_id],
    event,
    title: title(thread.name),
    body: `Sequence "${thread.campaign}"`,
    link: ENGAGE_INBOX_PATH,
  });
}

async function applyHardBounce(tx: Executor, teamId: string, match: ThreadMatch) {
  let cancelled = 0;
  if (match.recipientEmail)
    cancelled = (
      await suppressAddress(tx, {
        teamId,
        email: match.recipientEmail,
        reason: 'bounced',
        messageRowId: match.messageRowId,
      })
    ).cancelledMessages;
  await tx.execute(sql`
    update engage_threads
       set is_bounced = true, is_active = false,
           status = case when status = 'ongoing' then 'cancelled' else status end,
           cancel_reason = coalesce(cancel_reason, 'bounced'), updated_at = now()
     where id = ${match.threadId} and team_id = ${teamId}`);
  await tx.execute(sql`
    insert into engage_events (team_id, message_row_id, thread_id, kind)
    values (${teamId}, ${match.messageRowId}, ${match.threadId}, 'bounce')`);
  await emitEngagementEvents(tx, 'engagement.bounced', [match.messageRowId]);
  if (match.projectId !== null)
    await applyEngagement(tx, teamId, 'bounced', [
      { projectId: match.projectId, profileId: match.profileId },
    ]);
  await notifySender(tx, teamId, match.threadId, 'email_bounced', (name) => `Your email to ${name} bounced`);
  return cancelled;
}

export async function intakeMessage(
  db: Database,
  mailbox: InboundMailbox,
  raw: Buffer | string,
  from: IntakeSource,
  secret: string,
): Promise<IntakeResult> {
  const mail = await parse(raw);
  if (typeof mail === 'string') return { ok: false, reason: mail };
  const classified = classifyInbound(mail);
  const sender = firstAddress(mail.from);
  const text = clean(mail.text ?? '')?.slice(0, MAX_TEXT) ?? '';
  const intent = classified.kind === 'reply' ? replyIntent(text) : null;
  const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
    a.value.flatMap((v) => (v.address ? [clean(v.address.toLowerCase()) as string] : [])),
  );
  return db.transaction(async (tx) => {
    const found = await matchThread(tx, mailbox, classified, sender.address, secret);
    const match = found.match;
    const base = { ok: true as const, kind: classified.kind, matched: match !== null, note: found.note };
    if (!match && found.unrelated)
      return { ...base, id: null, duplicate: false, unrelated: true, cancelled: 0 };
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into engage_inbound (team_id, mailbox_id, thread_id, message_row_id, profile_id, source, kind,
                                  intent, match_note, message_id, in_reply_to, from_address, from_name,
                                  to_addresses, subject, text_body, bounced_address, bounce_status,
                                  size_bytes, imap_uid, received_at)
      values (${mailbox.teamId}, ${mailbox.id}, ${match?.threadId ?? null}, ${match?.messageRowId ?? null},
              ${match?.profileId ?? null}, ${from.source}, ${classified.kind}, ${intent}, ${found.note},
              ${clean(messageIdOf(mail, raw))}, ${clean(classified.references[0])}, ${clean(sender.address)},
              ${clean(sender.name)},
              ${`{${to.map((a) => JSON.stringify(a)).join(',')}}`}::text[], ${clean(mail.subject?.slice(0, 998))},
              ${text}, ${clean(classified.bounce?.address ?? match?.recipientEmail)},
              ${classified.bounce?.status ?? null}, ${Buffer.byteLength(raw)}, ${from.imapUid ?? null},
              ${(validDate(from.receivedAt) ?? validDate(mail.date) ?? new Date()).toISOString()})
      on conflict (mailbox_id, message_id) do nothing
      returning id::text as id`);
    const id = inserted.rows[0]?.id;
    if (!id) return { ...base, id: null, duplicate: true, unrelated: false, cancelled: 0 };
    let cancelled = 0;
    if (match && classified.kind === 'reply') cancelled = await applyReply(tx, mailbox.teamId, match, intent);
    else if (match && classified.kind === 'bounce_hard')
      cancelled = await applyHardBounce(tx, mailbox.teamId, match);
    return { ...base, id: Number(id), duplicate: false, unrelated: false, cancelled };
  });
}
