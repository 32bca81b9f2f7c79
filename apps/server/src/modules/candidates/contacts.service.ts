/**
 * Profiles and contact reveals. A profile is visible to a team when it is open-web or the team's
 * own; anything else is "not found". Contacts stay masked until the team reveals them: the first
 * reveal spends one of the team's contract credits, later ones (by anyone in the team) are free,
 * and every reveal is audited. With no credits left the reveal is refused and nothing changes.
 */
import type {
  ProfileResponse,
  StoredContacts,
  TalentProfileDoc,
  ViewContactsResponse,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { creditWarning } from '../auth/account-context';
import { writeLedgerEntry } from '../billing/credit-ledger';
import { presentContacts } from '../talent/contacts-view';
import { assertRevealAllowed } from '../team-settings/team-settings.service';

type ProfileRow = {
  id: string;
  team_id: string | null;
  source: string;
  /** JSON text of a `TalentProfileDoc`. */
  doc: string;
  emails: StoredContacts['emails'] | null;
  phones: StoredContacts['phones'] | null;
  revealed: boolean;
};

async function loadVisibleProfile(db: Executor, scope: TeamScope, profileId: number): Promise<ProfileRow> {
  const { rows } = await db.execute<ProfileRow>(sql`
    select p.id::text as id, p.team_id, p.source, p.doc, c.emails, c.phones, (r.profile_id is not null) as revealed
      from talent_profiles p
      left join talent_contacts c on c.profile_id = p.id
      left join contact_reveals r on r.team_id = ${scope.teamId} and r.profile_id = p.id
     where p.id = ${profileId} and (p.team_id is null or p.team_id = ${scope.teamId})`);
  const row = rows[0];
  if (!row) throw notFound('Candidate');
  return row;
}

const storedOf = (row: ProfileRow): StoredContacts => ({
  emails: row.emails ?? [],
  phones: row.phones ?? [],
});

export async function getProfile(
  db: Database,
  scope: TeamScope,
  profileId: number,
): Promise<ProfileResponse> {
  const row = await loadVisibleProfile(db, scope, profileId);
  // Remembered for "Hide profiles I have opened" (team sourcing defaults).
  await db.execute(sql`
    insert into sourcing_profile_views (team_id, user_id, profile_id)
    values (${scope.teamId}, ${scope.userId}, ${profileId})
    on conflict (user_id, profile_id) do update set viewed_at = now(), team_id = excluded.team_id`);
  return {
    profileId: Number(row.id),
    source: row.source,
    isTeamCandidate: row.team_id !== null,
    profile: JSON.parse(row.doc) as TalentProfileDoc,
    contacts: presentContacts(storedOf(row), row.revealed),
  };
}

export async function viewContacts(
  db: Database,
  scope: TeamScope,
  profileId: number,
  meta: { projectId?: string; ip: string | null },
): Promise<ViewContactsResponse> {
  return db.transaction(async (tx) => {
    const row = await loadVisibleProfile(tx, scope, profileId);
    const stored = storedOf(row);
    // A new reveal follows the team's reveal policy and monthly cap (team settings › sourcing).
    if (!row.revealed) await assertRevealAllowed(tx, scope);
    const inserted = await tx.execute(sql`
      insert into contact_reveals (team_id, profile_id, revealed_by)
      values (${scope.teamId}, ${profileId}, ${scope.userId})
      on conflict do nothing returning profile_id`);
    const charged = inserted.rows.length > 0;
    let credits: { used: number; total: number };
    if (charged) {
      const updated = await tx.execute<{ used: number; total: number }>(sql`
        update teams set credits_used = credits_used + 1, updated_at = now()
         where id = ${scope.teamId} and credits_used < contract_credits
        returning credits_used as used, contract_credits as total`);
      const team = updated.rows[0];
      if (!team) {
        const current = await tx.execute<{ total: number }>(
          sql`select contract_credits as total from teams where id = ${scope.teamId}`,
        );
        const total = current.rows[0]?.total ?? 0;
        throw new AppError(
          'CREDITS_EXHAUSTED',
          `Your team has used all ${total} contact credits. Ask your admin to add credits to reveal more contact details.`,
          { total },
        );
      }
      credits = team;
      // The ledger entry commits with the charge (decisions.md "Credits, purchases and invoices").
      await writeLedgerEntry(tx, {
        teamId: scope.teamId,
        delta: -1,
        reason: 'reveal',
        balanceAfter: team.total - team.used,
        userId: scope.userId,
        profileId,
      });
    } else {
      const current = await tx.execute<{ used: number; total: number }>(
        sql`select credits_used as used, contract_credits as total from teams where id = ${scope.teamId}`,
      );
      credits = current.rows[0] ?? { used: 0, total: 0 };
    }
    await audit(tx, {
      action: 'candidate.contacts_revealed',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'talent_profile',
      targetId: String(profileId),
      metadata: {
        charged,
        projectId: meta.projectId ?? null,
        emails: stored.emails.length,
        phones: stored.phones.length,
      },
      ip: meta.ip,
    });
    return {
      candidateId: profileId,
      charged,
      contacts: presentContacts(stored, true),
      credits: {
        total: credits.total,
        used: credits.used,
        remaining: Math.max(0, credits.total - credits.used),
        warning: creditWarning(credits.total, credits.used),
      },
    };
  });
}
