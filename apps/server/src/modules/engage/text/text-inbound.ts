/**
 * A text a candidate sent to one of the team's numbers (the provider's inbound webhook):
 * - an opt-out word (Twilio's: STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, the whole message
 *   being the word) opts the number out for the team: its unsent text steps are cancelled (the
 *   same row locks as an email unsubscribe: nothing goes out after this commits) and its text
 *   sequences stop. Email steps of a mixed sequence are not touched: they opted out of texts;
 * - START or UNSTOP (or YES) allows texts again (stopped sequences stay stopped); HELP or INFO,
 *   which the provider answers itself, changes nothing;
 * - any other text from a number the number's owner wrote to through a text sequence is a reply:
 *   kept in `engage_inbound` (channel 'Text', once per message sid) with its thread, and applied
 *   exactly as an email reply (inbound/intake.ts applyReply): unsent steps cancelled, thread
 *   replied and stopped, candidate to Replied with the label its words give;
 * - a text from a number no sequence of ours wrote to, or to a number we do not know, is logged by
 *   the caller and kept nowhere.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { applyReply } from '../inbound/intake';
import { replyIntent } from '../inbound/reply-intent';
import { toE164 } from './phone';

export const OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const OPT_IN_WORDS = ['START', 'UNSTOP', 'YES'] as const;
/** The provider answers these itself (its help text); they say nothing about the role. */
export const HELP_WORDS = ['HELP', 'INFO'] as const;

export type InboundText = { sid: string; from: string; to: string; body: string };

export type InboundTextResult =
  | { kind: 'unknown_number' }
  | { kind: 'opted_out'; teamId: string; cancelled: number }
  | { kind: 'opted_in'; teamId: string }
  | { kind: 'help'; teamId: string }
  | { kind: 'unmatched'; teamId: string }
  | { kind: 'reply'; teamId: string; threadId: number; cancelled: number; duplicate: boolean };

const keyword = (body: string) =>
  body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Texts sent to `phone` by `teamId` (any of its threads): digits compared, as people type numbers. */
const phoneMatches = (phone: string) => sql`regexp_replace(coalesce(t.recipient_phone, ''), '[^0-9]', '', 'g')
  in (${digits(phone)}, ${digits(phone).replace(/^1(?=\d{10}$)/, '')})`;

async function optOut(tx: Executor, teamId: string, phone: string, word: string): Promise<number> {
  await tx.execute(sql`
    insert into engage_text_optouts (team_id, phone, keyword) values (${teamId}, ${phone}, ${word})
    on conflict (team_id, phone) do update set keyword = excluded.keyword`);
  const cancelled = await tx.execute(sql`
    update engage_messages m
       set status = 'cancelled', last_error = 'The candidate opted out of texts (STOP)', updated_at = now()
      from engage_threads t
     where m.thread_id = t.id and t.team_id = ${teamId} and ${phoneMatches(phone)}
       and m.channel = 'Text' and m.status in ('scheduled', 'sending')`);
  await tx.execute(sql`
    update engage_threads t
       set is_active = false, status = 'cancelled', cancel_reason = 'opted_out', updated_at = now()
      from engage_campaigns c
     where c.id = t.campaign_id and c.channel = 'Text' and t.team_id = ${teamId} and t.is_active
       and ${phoneMatches(phone)}`);
  return cancelled.rowCount ?? 0;
}

export async function intakeText(db: Database, text: InboundText): Promise<InboundTextResult> {
  const to = toE164(text.to);
  const from = toE164(text.from) ?? text.from.trim();
  if (!to) return { kind: 'unknown_number' };
  return db.transaction(async (tx) => {
    const { rows: numbers } = await tx.execute<{ team_id: string; user_id: string }>(sql`
      select team_id, user_id from engage_text_numbers where phone_number = ${to}`);
    const number = numbers[0];
    if (!number) return { kind: 'unknown_number' as const };
    const teamId = number.team_id;
    const word = keyword(text.body);
    if ((OPT_OUT_WORDS as readonly string[]).includes(word))
      return { kind: 'opted_out' as const, teamId, cancelled: await optOut(tx, teamId, from, word) };
    if ((OPT_IN_WORDS as readonly string[]).includes(word)) {
      await tx.execute(sql`delete from engage_text_optouts where team_id = ${teamId} and phone = ${from}`);
      return { kind: 'opted_in' as const, teamId };
    }
    if ((HELP_WORDS as readonly string[]).includes(word)) return { kind: 'help' as const, teamId };
    // The newest thread in which this number's owner texted the sender, an active one first.
    const { rows: threads } = await tx.execute<{
      id: string;
      profile_id: string;
      project_id: string | null;
      message_row_id: string;
    }>(sql`
      select t.id, t.profile_id, t.project_id,
             (select m.id from engage_messages m
               where m.thread_id = t.id and m.channel = 'Text' and m.status in ('sent', 'failed')
               order by m.step desc limit 1) as message_row_id
        from engage_threads t
       where t.team_id = ${teamId} and t.user_id = ${number.user_id} and ${phoneMatches(from)}
         and exists (select 1 from engage_messages m
                      where m.thread_id = t.id and m.channel = 'Text' and m.sent_at is not null)
       order by t.is_active desc, t.updated_at desc
       limit 1`);
    const thread = threads[0];
    if (!thread) return { kind: 'unmatched' as const, teamId };
    const body = text.body.replaceAll('\u0000', '').slice(0, 1600);
    const intent = replyIntent(body);
    const inserted = await tx.execute(sql`
      insert into engage_inbound (team_id, thread_id, message_row_id, profile_id, source, channel, kind, intent,
                                  message_id, from_address, to_addresses, text_body, size_bytes)
      values (${teamId}, ${thread.id}, ${thread.message_row_id}, ${thread.profile_id}, 'text', 'Text', 'reply',
              ${intent}, ${text.sid}, ${from}, ${`{${JSON.stringify(to)}}`}::text[], ${body},
              ${Buffer.byteLength(body)})
      on conflict (message_id) where channel = 'Text' do nothing
      returning id`);
    const threadId = Number(thread.id);
    if (inserted.rows.length === 0)
      return { kind: 'reply' as const, teamId, threadId, cancelled: 0, duplicate: true };
    const cancelled = await applyReply(
      tx,
      teamId,
      {
        threadId,
        profileId: Number(thread.profile_id),
        projectId: thread.project_id === null ? null : Number(thread.project_id),
      },
      intent,
    );
    return { kind: 'reply' as const, teamId, threadId, cancelled, duplicate: false };
  });
}
