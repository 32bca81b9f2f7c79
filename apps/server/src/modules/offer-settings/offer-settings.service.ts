/**
 * Offer management: one row per team (the approval chain, whether approval comes before sending,
 * default offer fields); a team that never saved gets the defaults. Members named as approvers
 * must be active members of the team; saving is audited in its transaction.
 */
import {
  DEFAULT_OFFER_SETTINGS,
  OFFER_STAGES,
  type OfferApprover,
  type OfferSettingsInput,
  offerDefaultsSchema,
} from '@talentbase/shared/contracts/offer-settings';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

const KIND_NAMES = { project_owner: 'The project owner', hiring_manager: 'The hiring manager' } as const;

export async function getOfferSettings(db: Executor, scope: TeamScope) {
  const { rows } = await db.execute<{
    approval_required: boolean;
    approvers: OfferApprover[];
    defaults: unknown;
    updated_at: Date | string;
  }>(
    sql`select approval_required, approvers, defaults, updated_at from offer_settings where team_id = ${scope.teamId}`,
  );
  const row = rows[0];
  const approvers = row?.approvers ?? DEFAULT_OFFER_SETTINGS.approvers;
  const ids = approvers.flatMap((a) => (a.kind === 'member' ? [a.userId] : []));
  const { rows: users } =
    ids.length > 0
      ? await db.execute<{ id: string; full_name: string; active: boolean }>(sql`
          select u.id, u.full_name, coalesce(tm.status in (1, 2), false) as active from users u
            left join team_members tm on tm.user_id = u.id and tm.team_id = ${scope.teamId}
           where u.id = any(${`{${ids.join(',')}}`}::uuid[])`)
      : { rows: [] };
  const names = new Map(users.map((u) => [u.id, u.active ? u.full_name : `${u.full_name} (left the team)`]));
  const parsedDefaults = offerDefaultsSchema.safeParse({
    ...DEFAULT_OFFER_SETTINGS.defaults,
    ...((row?.defaults as object) ?? {}),
  });
  return {
    approvalRequired: row?.approval_required ?? DEFAULT_OFFER_SETTINGS.approvalRequired,
    approvers: approvers.map((a) =>
      a.kind === 'member'
        ? { kind: a.kind, userId: a.userId, name: names.get(a.userId) ?? 'Former member' }
        : { kind: a.kind, name: KIND_NAMES[a.kind] },
    ),
    defaults: parsedDefaults.success ? parsedDefaults.data : DEFAULT_OFFER_SETTINGS.defaults,
    stages: OFFER_STAGES.map((s) => ({ ...s })),
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

export async function saveOfferSettings(
  db: Database,
  scope: TeamScope,
  input: OfferSettingsInput,
  ip: string | null,
) {
  await db.transaction(async (tx) => {
    const ids = input.approvers.flatMap((a) => (a.kind === 'member' ? [a.userId] : []));
    if (ids.length > 0) {
      const { rows } = await tx.execute<{ user_id: string }>(sql`
        select user_id from team_members
         where team_id = ${scope.teamId} and status in (1, 2) and user_id = any(${`{${ids.join(',')}}`}::uuid[])`);
      // Someone of another team reads as no one at all.
      if (rows.length !== new Set(ids).size) throw notFound('Team member');
    }
    await tx.execute(sql`
      insert into offer_settings (team_id, approval_required, approvers, defaults, updated_by, updated_at)
      values (${scope.teamId}, ${input.approvalRequired}, ${JSON.stringify(input.approvers)}::jsonb,
              ${JSON.stringify(input.defaults)}::jsonb, ${scope.userId}, now())
      on conflict (team_id) do update set approval_required = excluded.approval_required,
             approvers = excluded.approvers, defaults = excluded.defaults, updated_by = excluded.updated_by,
             updated_at = now()`);
    await audit(tx, {
      action: 'team_settings.offer_management_updated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'team',
      targetId: scope.teamId,
      metadata: { settings: input },
      ip,
    });
  });
  return getOfferSettings(db, scope);
}
