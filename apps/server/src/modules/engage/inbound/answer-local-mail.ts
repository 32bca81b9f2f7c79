/**
 * POST .../local-mail/{id}/answer: a demo user answers a caught message as the candidate's
 * side (a reply, an out-of-office answer, or a bounce). The answer is composed as real MIME and
 * taken in by `intakeMessage` for the mailbox that sent the original, exactly as the poller
 * takes in mail read over IMAP.
 */
import type { InboundResult, LocalMailAnswerBody } from '@talentbase/shared/contracts/engage-mailboxes';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import { deliveryConfig } from '../delivery/delivery-config';
import { firstAddress } from './classify';
import { intakeMessage } from './intake';
import { localAnswer } from './local-answer';
import type { InboundMailbox } from './match-thread';

/** The mailbox that sent the caught message: the one its message row names, else the team's by address. */
async function senderMailbox(
  db: Database,
  teamId: string,
  messageId: string | undefined,
  fromAddress: string | null,
): Promise<InboundMailbox | null> {
  // The mailbox its message row names; a message sent outside a sequence, the team's by address.
  const bySend = sql`b.id = (select mailbox_id from engage_messages where message_id = ${messageId ?? ''} and team_id = ${teamId})`;
  const byAddress = sql`lower(b.from_address) = ${fromAddress ?? ''}`;
  let row: { id: string; user_id: string } | undefined;
  for (const which of [bySend, byAddress]) {
    const { rows } = await db.execute<{ id: string; user_id: string }>(sql`
      select b.id::text as id, b.user_id::text as user_id
        from engage_mailboxes b where b.team_id = ${teamId} and ${which} limit 1`);
    row = rows[0];
    if (row) break;
  }
  return row ? { id: Number(row.id), teamId, userId: row.user_id } : null;
}

export async function answerLocalMail(
  db: Database,
  scope: TeamScope,
  id: number,
  body: LocalMailAnswerBody,
): Promise<InboundResult> {
  const { rows } = await db.execute<{ raw: string }>(sql`
    select raw from local_test_mail where team_id = ${scope.teamId} and id = ${id}`);
  const raw = rows[0]?.raw;
  if (raw === undefined) throw notFound('Message');
  const original = await simpleParser(Buffer.from(raw, 'utf8'), { skipImageLinks: true });
  const mailbox = await senderMailbox(
    db,
    scope.teamId,
    original.messageId,
    firstAddress(original.from).address,
  );
  if (!mailbox)
    throw new AppError(
      'CONFLICT',
      'No mailbox of your team sent this message, so there is nothing to answer',
    );
  const answer = await localAnswer(original, body.kind, body.text);
  const result = await intakeMessage(
    db,
    mailbox,
    answer,
    { source: 'local' },
    deliveryConfig().messageIdSecret,
  );
  // The answer is composed here, so it always parses; a failure would be ours, not the user's.
  if (!result.ok) throw new Error(result.reason);
  return {
    kind: result.kind,
    matched: result.matched,
    note: result.note,
    cancelledSteps: result.cancelled,
    duplicate: result.duplicate,
  };
}
