/** The engage_mailboxes rows of one team: a user has at most one. */
import type { Mailbox } from '@talentbase/shared/contracts/engage-mailboxes';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { engageMailboxes } from '../../../db/schema/index';

export type MailboxRow = typeof engageMailboxes.$inferSelect;

/** The associated data that binds a sealed mailbox secret to its row (agreed with the engine). */
export const mailboxSecretAad = (mailboxId: number) => `engage-mailbox:${mailboxId}`;

export async function findMailbox(db: Executor, teamId: string, userId: string): Promise<MailboxRow | null> {
  const [row] = await db
    .select()
    .from(engageMailboxes)
    .where(and(eq(engageMailboxes.teamId, teamId), eq(engageMailboxes.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function lockMailbox(db: Executor, teamId: string, userId: string): Promise<MailboxRow | null> {
  const [row] = await db
    .select()
    .from(engageMailboxes)
    .where(and(eq(engageMailboxes.teamId, teamId), eq(engageMailboxes.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * A 'local' mailbox (the embedded test-mail catcher) for each user given, unless they have one
 * already: from their own name and address, no spacing, the team's daily cap.
 */
export async function ensureLocalMailboxes(
  db: Executor,
  users: readonly { teamId: string; userId: string }[],
): Promise<number> {
  let made = 0;
  for (const { teamId, userId } of users) {
    const { rows } = await db.execute(sql`
      insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address,
                                    daily_cap, min_spacing_seconds)
      select m.team_id, u.id, 'local', u.full_name, lower(u.email),
             coalesce((select s.daily_cap from engage_team_settings s where s.team_id = m.team_id), 400), 0
        from team_members m join users u on u.id = m.user_id
       where m.team_id = ${teamId} and m.user_id = ${userId}
      on conflict (team_id, user_id) do nothing
      returning id`);
    made += rows.length;
  }
  return made;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMailbox(row: MailboxRow): Mailbox {
  return {
    id: row.id,
    provider: row.provider as Mailbox['provider'],
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    host: row.smtpHost,
    port: row.smtpPort,
    security: row.smtpSecurity as Mailbox['security'],
    user: row.smtpUser,
    hasPassword: row.secret !== null,
    dailyCap: row.dailyCap,
    minSpacingSeconds: row.minSpacingSeconds,
    status: row.status as Mailbox['status'],
    lastTestedAt: iso(row.lastTestedAt),
    lastTestError: row.lastTestError,
    imap:
      row.imapHost && row.imapPort
        ? {
            host: row.imapHost,
            port: row.imapPort,
            security: (row.imapSecurity ?? 'tls') as NonNullable<Mailbox['imap']>['security'],
            user: row.imapUser,
            hasPassword: row.imapSecret !== null,
            status: row.imapStatus as NonNullable<Mailbox['imap']>['status'],
            lastError: row.imapLastError,
            polledAt: iso(row.imapPolledAt),
          }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
