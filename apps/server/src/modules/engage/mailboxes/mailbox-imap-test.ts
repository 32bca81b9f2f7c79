/**
 * "Test reading replies": signs in to the saved mailbox's IMAP server and opens the INBOX, as the
 * poller would, and records the result on the mailbox (status and reason), so that the recruiter
 * knows at once, not two minutes later, whether replies will be read. It tests the saved
 * settings: the IMAP password is sealed on save and never comes back to the browser.
 */
import type { MailboxImapTestResponse } from '@talentbase/shared/contracts/engage-mailboxes';
import { eq } from 'drizzle-orm';
import { engageMailboxes } from '../../../db/schema/engage';
import { AppError } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import { testImapConnection } from '../inbound/imap-reader';
import { openMailboxImap } from '../inbound/mailbox-imap';
import { findMailbox, toMailbox } from './mailbox.repository';
import type { MailboxDeps } from './mailbox.service';
import { getTeamSendingSettings } from './team-sending-settings.service';

export async function testMyMailboxImap(
  deps: MailboxDeps,
  scope: TeamScope,
): Promise<MailboxImapTestResponse> {
  const saved = await findMailbox(deps.db, scope.teamId, scope.userId);
  if (!saved) throw new AppError('NOT_FOUND', 'Connect and save your mailbox first');
  if (saved.imapStatus === 'off' || !saved.imapHost)
    throw new AppError(
      'CONFLICT',
      'Turn on "Read replies from this mailbox" and save the IMAP settings first',
    );
  const team = await getTeamSendingSettings(deps.db, scope.teamId);
  const opened = await openMailboxImap(saved, {
    secretBox: deps.secretBox(),
    allowPrivateHosts: team.allowPrivateHosts,
  });
  let ok = false;
  let message: string;
  if (typeof opened === 'string') message = opened;
  else {
    const t = deps.testTimeoutMs;
    const result = await testImapConnection(opened.settings, {
      ...opened.options,
      ...(t ? { timeouts: { connection: t, greeting: t, socket: t } } : {}),
    });
    ok = result.ok;
    message = result.ok
      ? `Signed in to ${saved.imapHost} and opened the inbox: replies will be read every two minutes.`
      : result.failure.message;
  }
  const testedAt = new Date();
  const [row] = await deps.db
    .update(engageMailboxes)
    .set({
      imapStatus: ok ? 'ok' : 'failed',
      imapLastError: ok ? null : message,
      // A mailbox that works is read at once rather than at its next turn.
      ...(ok ? { imapNextPollAt: testedAt } : {}),
    })
    .where(eq(engageMailboxes.id, saved.id))
    .returning();
  return { ok, message, testedAt: testedAt.toISOString(), mailbox: row ? toMailbox(row) : null };
}
