/**
 * Read-only share links (send-sharing-profile). The link's token is random and only its SHA-256
 * is stored, so the table alone cannot open a share. A shared profile carries no contact
 * details (no emails, phones or social links), none of the team's notes, tags or files, and no
 * sensitive inferences (gender, race, diversity, veteran). Compensation, visa sponsorship, work
 * authorisation and clearance are left out unless the sharer ticked them.
 *
 * A link works for `expiresInDays` (default SHARE_TTL_DAYS) until someone who may share the
 * candidate revokes it; an expired or revoked link answers 410 with one clear sentence, never the
 * profiles. Creating and revoking are audited and written to each candidate's activity log.
 *
 * Email delivery comes with the email-provider integration; until then the sharer copies the
 * link, and the recipients are kept with the share for that delivery and for the audit.
 */
import {
  type CandidateShare,
  SHARE_GONE_MESSAGE,
  SHARE_OPTIONAL_SECTIONS,
  SHARE_TTL_DAYS,
  type SharedProfileDoc,
  type SharedProfiles,
  type ShareOptionalSection,
  type ShareProfilesResponse,
  type TalentProfileDoc,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { recordActivity } from '../candidates/team-candidates';
import { notify } from '../notifications/notify';
import { type CandidateCaller, requireCandidateAccess } from './candidate-access';
import { effectiveDoc, loadCandidates } from './candidate-profile';

const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

const iso = (d: Date | string) => new Date(d).toISOString();

/** Stored sections, in the contract's order (unknown values cannot be stored: a check constraint). */
const sectionsOf = (stored: readonly string[] | null): ShareOptionalSection[] =>
  SHARE_OPTIONAL_SECTIONS.filter((s) => stored?.includes(s));

export async function createShare(
  db: Database,
  caller: CandidateCaller,
  input: {
    candidateIds: number[];
    projectId?: string;
    recipients: string[];
    message?: string;
    expiresInDays?: number;
    include?: ShareOptionalSection[];
  },
): Promise<ShareProfilesResponse> {
  const { scope } = caller;
  const ids = [...new Set(input.candidateIds)];
  const includes = sectionsOf(input.include ?? []);
  const days = input.expiresInDays ?? SHARE_TTL_DAYS;
  const token = randomToken(32);
  return db.transaction(async (tx) => {
    const access = await requireCandidateAccess(tx, caller, ids, 'candidate.bulkShare', input.projectId);
    const inserted = await tx.execute<{ id: string; expires_at: Date | string }>(sql`
      insert into candidate_shares (team_id, token_hash, profile_ids, project_id, recipients, message, includes,
                                    created_by, expires_at)
      values (${scope.teamId}, ${sha256(token)}, ${`{${ids.join(',')}}`}::bigint[], ${access.projectId},
              ${textArray(input.recipients)}, ${input.message ?? null}, ${textArray(includes)}, ${scope.userId},
              now() + make_interval(days => ${days}))
      returning id::text as id, expires_at`);
    const share = inserted.rows[0];
    if (!share) throw new Error('share insert returned nothing');
    const expiresAt = iso(share.expires_at);
    await recordActivity(
      tx,
      scope.teamId,
      scope.userId,
      ids.map((profileId) => ({
        profileId,
        projectId: access.projectId,
        action: 'shared',
        detail: { shareId: share.id, recipients: input.recipients.length, expiresAt, includes },
      })),
    );
    await audit(tx, {
      action: 'candidate.profiles_shared',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'candidate_share',
      targetId: share.id,
      metadata: {
        candidateIds: ids,
        recipients: input.recipients,
        projectId: access.projectId,
        expiresAt,
        includes,
      },
      ip: caller.ip,
    });
    // Recipients who are members of the team hear about it in the app (and by email, as they chose).
    const { rows: members } = await tx.execute<{ user_id: string; sharer: string }>(sql`
      select u.id::text as user_id, coalesce((select full_name from users where id = ${scope.userId}), 'A teammate') as sharer
        from users u join team_members tm on tm.user_id = u.id and tm.team_id = ${scope.teamId}
       where lower(u.email) = any(${textArray(input.recipients.map((r) => r.trim().toLowerCase()))})`);
    if (members.length > 0) {
      const sharer = members[0]?.sharer ?? 'A teammate';
      await notify(tx, {
        teamId: scope.teamId,
        userIds: members.map((m) => m.user_id),
        actorId: scope.userId,
        event: 'candidate_shared',
        title: `${sharer} shared ${ids.length === 1 ? 'a candidate' : `${ids.length} candidates`} with you`,
        body: input.message ?? '',
        link: `/shared/${token}`,
      });
    }
    return {
      shareId: share.id,
      sharePath: `/shared/${token}`,
      expiresAt,
      candidateCount: ids.length,
      includes,
    };
  });
}

type ShareRow = {
  id: string;
  created_by: string | null;
  sharer: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  recipients: string[];
  candidate_count: number;
  includes: string[] | null;
};

/**
 * The links that still open a candidate's profile (neither expired nor revoked), newest first.
 * Whoever may share the candidate sees them; the project a link was made from is not named.
 */
export async function listShares(
  db: Database,
  caller: CandidateCaller,
  candidateId: number,
  query: { projectId?: string },
): Promise<CandidateShare[]> {
  await requireCandidateAccess(db, caller, [candidateId], 'candidate.bulkShare', query.projectId);
  const { rows } = await db.execute<ShareRow>(sql`
    select s.id::text as id, s.created_by, u.full_name as sharer, s.created_at, s.expires_at, s.recipients,
           cardinality(s.profile_ids) as candidate_count, s.includes
      from candidate_shares s
      left join users u on u.id = s.created_by
     where s.team_id = ${caller.scope.teamId} and s.profile_ids @> array[${candidateId}]::bigint[]
       and s.revoked_at is null and s.expires_at > now()
     order by s.created_at desc, s.id desc
     limit 100`);
  return rows.map((r) => ({
    shareId: r.id,
    sharedBy: r.created_by ? { userId: r.created_by, name: r.sharer ?? 'Former member' } : null,
    createdAt: iso(r.created_at),
    expiresAt: iso(r.expires_at),
    recipients: r.recipients,
    candidateCount: r.candidate_count,
    includes: sectionsOf(r.includes),
  }));
}

/**
 * Revokes a link that shows the candidate: it stops opening at once, for every candidate it
 * covers. Anyone who may share the candidate may revoke (revoking only takes exposure away).
 * Revoking a revoked link answers the first revocation again.
 */
export async function revokeShare(
  db: Database,
  caller: CandidateCaller,
  input: { candidateId: number; shareId: string; projectId?: string },
): Promise<{ shareId: string; revokedAt: string }> {
  const { scope } = caller;
  if (!/^\d{1,15}$/.test(input.shareId)) throw notFound('Share link');
  const shareId = Number(input.shareId);
  return db.transaction(async (tx) => {
    const access = await requireCandidateAccess(
      tx,
      caller,
      [input.candidateId],
      'candidate.bulkShare',
      input.projectId,
    );
    const found = await tx.execute<{ profile_ids: string[]; revoked_at: Date | string | null }>(sql`
      select profile_ids::text[] as profile_ids, revoked_at from candidate_shares
       where id = ${shareId} and team_id = ${scope.teamId} and profile_ids @> array[${input.candidateId}]::bigint[]
         for update`);
    const share = found.rows[0];
    if (!share) throw notFound('Share link');
    if (share.revoked_at) return { shareId: input.shareId, revokedAt: iso(share.revoked_at) };
    const updated = await tx.execute<{ revoked_at: Date | string }>(sql`
      update candidate_shares set revoked_at = now(), revoked_by = ${scope.userId}
       where id = ${shareId} returning revoked_at`);
    const revokedAt = iso(updated.rows[0]?.revoked_at ?? new Date());
    const ids = share.profile_ids.map(Number);
    // The log of each candidate the link showed that is still the team's.
    const current = await tx.execute<{ profile_id: string }>(sql`
      select profile_id::text as profile_id from team_candidates
       where team_id = ${scope.teamId} and profile_id = any(${`{${ids.join(',')}}`}::bigint[])`);
    await recordActivity(
      tx,
      scope.teamId,
      scope.userId,
      current.rows.map((r) => ({
        profileId: Number(r.profile_id),
        projectId: access.projectId,
        action: 'share_revoked',
        detail: { shareId: input.shareId },
      })),
    );
    await audit(tx, {
      action: 'candidate.share_revoked',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'candidate_share',
      targetId: input.shareId,
      metadata: { candidateIds: ids, fromCandidateId: input.candidateId, projectId: access.projectId },
      ip: caller.ip,
    });
    return { shareId: input.shareId, revokedAt };
  });
}

/**
 * What a share shows of a profile: the work history, without contact routes or sensitive
 * inferences, and without the optional sections the sharer did not tick.
 */
export function publicProfile(
  doc: TalentProfileDoc,
  includes: readonly ShareOptionalSection[],
): SharedProfileDoc {
  const has = (s: ShareOptionalSection) => includes.includes(s);
  const {
    visa_sponsorship,
    us_work_authorized,
    clearance,
    compensation_base,
    gender: _gender,
    race: _race,
    diversity: _diversity,
    ...rest
  } = doc.analytics;
  return {
    ...doc,
    basic: { ...doc.basic, social_links: {}, image_url: null },
    analytics: {
      ...rest,
      gender: null,
      race: null,
      diversity: [],
      veteran: false,
      compensation_base: has('compensation') ? compensation_base : null,
      ...(has('visa') ? { visa_sponsorship } : {}),
      ...(has('workAuthorization') && us_work_authorized !== undefined ? { us_work_authorized } : {}),
      ...(has('clearance') && clearance !== undefined ? { clearance } : {}),
    },
  };
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export async function getSharedProfiles(db: Database, token: string): Promise<SharedProfiles> {
  const missing = () =>
    new AppError(
      'NOT_FOUND',
      'This share link does not exist. Check the address, or ask the person who shared it for a new one.',
    );
  if (!TOKEN_PATTERN.test(token)) throw missing();
  const { rows } = await db.execute<{
    team_id: string;
    team_name: string;
    profile_ids: string[];
    message: string | null;
    shared_by: string | null;
    expires_at: Date | string;
    includes: string[] | null;
    open: boolean;
  }>(sql`
    select s.team_id, t.name as team_name, s.profile_ids::text[] as profile_ids, s.message,
           u.full_name as shared_by, s.expires_at, s.includes,
           (s.revoked_at is null and s.expires_at > now()) as open
      from candidate_shares s
      join teams t on t.id = s.team_id
      left join users u on u.id = s.created_by
     where s.token_hash = ${sha256(token)}`);
  const share = rows[0];
  if (!share) throw missing();
  if (!share.open) throw new AppError('GONE', SHARE_GONE_MESSAGE);
  const ids = share.profile_ids.map(Number);
  const includes = sectionsOf(share.includes);
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
      return c ? [{ candidateId: id, profile: publicProfile(effectiveDoc(c), includes) }] : [];
    }),
    message: share.message,
    sharedBy: share.shared_by,
    teamName: share.team_name,
    expiresAt: iso(share.expires_at),
  };
}
