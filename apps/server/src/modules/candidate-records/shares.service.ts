/**
 * Read-only share links (send-sharing-profile). The link's token is random and only its SHA-256
 * is stored, so the table alone cannot open a share. A shared profile carries no contact
 * details (no emails, phones or social links), none of the team's notes, tags or files, and no
 * sensitive inferences (gender, race, diversity). Links expire after 30 days.
 *
 * Email delivery comes with the email-provider integration; until then the sharer copies the
 * link, and the recipients are kept with the share for that delivery and for the audit.
 */
import {
  SHARE_TTL_DAYS,
  type SharedProfiles,
  type ShareProfilesResponse,
  type TalentProfileDoc,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { recordActivity } from '../candidates/team-candidates';
import { type CandidateCaller, requireCandidateAccess } from './candidate-access';
import { effectiveDoc, loadCandidates } from './candidate-profile';

const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

export async function createShare(
  db: Database,
  caller: CandidateCaller,
  input: { candidateIds: number[]; projectId?: string; recipients: string[]; message?: string },
): Promise<ShareProfilesResponse> {
  const { scope } = caller;
  const ids = [...new Set(input.candidateIds)];
  const token = randomToken(32);
  return db.transaction(async (tx) => {
    const access = await requireCandidateAccess(tx, caller, ids, 'candidate.bulkShare', input.projectId);
    const inserted = await tx.execute<{ id: string; expires_at: Date | string }>(sql`
      insert into candidate_shares (team_id, token_hash, profile_ids, project_id, recipients, message, created_by, expires_at)
      values (${scope.teamId}, ${sha256(token)}, ${`{${ids.join(',')}}`}::bigint[], ${access.projectId},
              ${textArray(input.recipients)}, ${input.message ?? null}, ${scope.userId},
              now() + make_interval(days => ${SHARE_TTL_DAYS}))
      returning id::text as id, expires_at`);
    const share = inserted.rows[0];
    if (!share) throw new Error('share insert returned nothing');
    await recordActivity(
      tx,
      scope.teamId,
      scope.userId,
      ids.map((profileId) => ({
        profileId,
        projectId: access.projectId,
        action: 'shared',
        detail: { shareId: share.id, recipients: input.recipients.length },
      })),
    );
    await audit(tx, {
      action: 'candidate.profiles_shared',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'candidate_share',
      targetId: share.id,
      metadata: { candidateIds: ids, recipients: input.recipients, projectId: access.projectId },
      ip: caller.ip,
    });
    return {
      sharePath: `/shared/${token}`,
      expiresAt: new Date(share.expires_at).toISOString(),
      candidateCount: ids.length,
    };
  });
}

/** What a share shows of a profile: the work history, without contact routes or sensitive inferences. */
export function publicProfile(doc: TalentProfileDoc): TalentProfileDoc {
  return {
    ...doc,
    basic: { ...doc.basic, social_links: {}, image_url: null },
    analytics: { ...doc.analytics, gender: null, race: null, diversity: [], veteran: false },
  };
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export async function getSharedProfiles(db: Database, token: string): Promise<SharedProfiles> {
  const missing = () => new AppError('NOT_FOUND', 'This share link does not exist or has expired.');
  if (!TOKEN_PATTERN.test(token)) throw missing();
  const { rows } = await db.execute<{
    team_id: string;
    team_name: string;
    profile_ids: string[];
    message: string | null;
    shared_by: string | null;
    expires_at: Date | string;
  }>(sql`
    select s.team_id, t.name as team_name, s.profile_ids::text[] as profile_ids, s.message,
           u.full_name as shared_by, s.expires_at
      from candidate_shares s
      join teams t on t.id = s.team_id
      left join users u on u.id = s.created_by
     where s.token_hash = ${sha256(token)} and s.expires_at > now()`);
  const share = rows[0];
  if (!share) throw missing();
  const ids = share.profile_ids.map(Number);
  // Candidates merged away or no longer the team's since the share was made are left out.
  const current = await db.execute<{ profile_id: string }>(sql`
    select profile_id::text as profile_id from team_candidates
     where team_id = ${share.team_id} and merged_into is null and profile_id = any(${`{${ids.join(',')}}`}::bigint[])`);
  const keep = new Set(current.rows.map((r) => Number(r.profile_id)));
  const loaded = await loadCandidates(
    db,
    share.team_id,
    ids.filter((id) => keep.has(id)),
  );
  const byId = new Map(loaded.map((c) => [c.profileId, c]));
  return {
    profiles: ids.flatMap((id) => {
      const c = byId.get(id);
      return c ? [{ candidateId: id, profile: publicProfile(effectiveDoc(c)) }] : [];
    }),
    message: share.message,
    sharedBy: share.shared_by,
    teamName: share.team_name,
    expiresAt: new Date(share.expires_at).toISOString(),
  };
}
