/**
 * The credit ledger: one row per change of a team's reveal-credit balance, written in the same
 * transaction as the change. The caller holds the team row's lock (it has just updated `teams`),
 * so entries of one team are written one at a time and `balance_after` is exact. A team that
 * had credits before the ledger existed gets an opening `grant` entry first, so the ledger always
 * sums to contract_credits − credits_used.
 */
import type { CreditLedgerReason } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type LedgerEntry = {
  teamId: string;
  delta: number;
  reason: CreditLedgerReason;
  balanceAfter: number;
  userId: string | null;
  profileId?: number | null;
  invoiceId?: string | null;
};

export async function writeLedgerEntry(tx: Executor, e: LedgerEntry): Promise<void> {
  const opening = e.balanceAfter - e.delta;
  await tx.execute(sql`
    insert into credit_ledger (team_id, delta, reason, balance_after, user_id)
    select ${e.teamId}::uuid, ${opening}, 'grant', ${opening}, null
     where ${opening} <> 0 and not exists (select 1 from credit_ledger where team_id = ${e.teamId}::uuid)`);
  await tx.execute(sql`
    insert into credit_ledger (team_id, delta, reason, balance_after, user_id, profile_id, invoice_id)
    values (${e.teamId}::uuid, ${e.delta}, ${e.reason}, ${e.balanceAfter}, ${e.userId}, ${e.profileId ?? null},
            ${e.invoiceId ?? null})`);
}
