/** The GDPR review flag: who flagged a candidate for review and when; audited. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { ensureTeamCandidates, recordActivity } from '../candidates/team-candidates';
import { type CandidateCaller, requireCandidateAccess } from './candidate-access';

export async function setGdprReview(
  db: Database,
  caller: CandidateCaller,
  input: { candidateIds: number[]; gdprReview: boolean; projectId?: string },
): Promise<{ updated: number }> {
  const { scope } = caller;
  const ids = [...new Set(input.candidateIds)];
  return db.transaction(async (tx) => {
    const access = await requireCandidateAccess(tx, caller, ids, 'candidate.flagGdpr', input.projectId);
    await ensureTeamCandidates(tx, scope.teamId, ids, scope.userId);
    const changed = await tx.execute<{ profile_id: string }>(sql`
      update team_candidates
         set gdpr_review = ${input.gdprReview}, gdpr_reviewed_by = ${scope.userId}, gdpr_reviewed_at = now(),
             updated_at = now()
       where team_id = ${scope.teamId} and profile_id = any(${`{${ids.join(',')}}`}::bigint[])
         and gdpr_review <> ${input.gdprReview}
      returning profile_id::text as profile_id`);
    const changedIds = changed.rows.map((r) => Number(r.profile_id));
    await recordActivity(
      tx,
      scope.teamId,
      scope.userId,
      changedIds.map((profileId) => ({
        profileId,
        projectId: access.projectId,
        action: 'gdpr_review_changed',
        detail: { gdprReview: input.gdprReview },
      })),
    );
    await audit(tx, {
      action: 'candidate.gdpr_review',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'talent_profile',
      targetId: changedIds.length === 1 ? String(changedIds[0]) : undefined,
      metadata: { candidateIds: changedIds, gdprReview: input.gdprReview, projectId: access.projectId },
      ip: caller.ip,
    });
    return { updated: changedIds.length };
  });
}
