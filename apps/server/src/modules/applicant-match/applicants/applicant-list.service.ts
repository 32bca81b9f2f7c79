/**
 * A job's applicants as the review screens read them: one review stage at a time (0 declined,
 * 1 under review, 2 moved forward), best first by default, with the unread marker of the caller
 * and the counts beside the list. Every query starts from `match_applicants_list_idx`
 * (project, review status, score desc, id), so a stage of 5,000 applicants is one index range;
 * only the page shown loads profiles. Profiles and contacts are the team's view of the
 * candidate (its edits laid over the profile; contacts masked until the team reveals them),
 * the same as the candidate record shows.
 */
import type { ApplicantListRequest } from '@talentbase/shared/contracts/applicant-match-applicants';
import type { Applicant, ApplicantSearchResponse } from '@talentbase/shared/contracts/applicant-match-demo';
import {
  APPLICANT_REVIEW_STATUS,
  type ApplicantReviewStatus,
  MATCH_GROUPS,
  matchGroupForStatus,
} from '@talentbase/shared/domain/applicant-match';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { shownFields } from '../../all-candidates/team-overrides';
import { effectiveContacts, effectiveDoc, loadCandidates } from '../../candidate-records/candidate-profile';
import type { Caller } from '../../projects/project-lifecycle.service';
import { presentContacts } from '../../talent/contacts-view';
import { requireVisibleApplicant, requireVisibleProject } from './applicant-list-scope';

const STAGES: readonly ApplicantReviewStatus[] = [
  APPLICANT_REVIEW_STATUS.Declined,
  APPLICANT_REVIEW_STATUS.UnderReview,
  APPLICANT_REVIEW_STATUS.MovedForward,
];

type ListRow = {
  id: string;
  profile_id: string;
  review_status: number;
  match_level: Applicant['matchType'];
  score: number;
  applied_at: Date | string;
  source: string;
  viewed: boolean;
  total: number;
};

/** SQL: the caller has opened applicant `a`. */
const viewedBy = (caller: Caller) =>
  sql`exists (select 1 from match_applicant_views v where v.applicant_id = a.id and v.user_id = ${caller.scope.userId})`;

/** `%` and `_` in a keyword are letters, not wildcards. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderOf(sort: ApplicantListRequest['sort'], name: SQL): SQL {
  switch (sort) {
    case 'appliedAt':
      return sql`a.applied_at desc, a.id desc`;
    case 'name':
      return sql`lower(${name}), a.id`;
    default:
      return sql`a.score desc, a.id`;
  }
}

export async function searchApplicants(
  db: Executor,
  caller: Caller,
  projectRef: string,
  input: ApplicantListRequest,
): Promise<ApplicantSearchResponse> {
  const { projectId } = await requireVisibleProject(db, caller, projectRef);
  const shown = shownFields();
  const filters: SQL[] = [sql`a.project_id = ${projectId}`, sql`a.review_status = ${input.stage}`];
  if (input.matchLevels?.length)
    filters.push(
      sql`a.match_level = any(${`{${input.matchLevels.map((l) => `"${l}"`).join(',')}}`}::text[])`,
    );
  if (input.unreadOnly) filters.push(sql`not ${viewedBy(caller)}`);
  for (const word of (input.keyword ?? '').split(/\s+/).filter(Boolean)) {
    const like = likePattern(word);
    filters.push(
      sql`(${shown.name} ilike ${like} or ${shown.title} ilike ${like} or ${shown.company} ilike ${like})`,
    );
  }
  const { rows } = await db.execute<ListRow>(sql`
    select a.id::text as id, a.profile_id::text as profile_id, a.review_status, a.match_level, a.score,
           a.applied_at, p.source, ${viewedBy(caller)} as viewed, count(*) over ()::int as total
      from match_applicants a
      join talent_profiles p on p.id = a.profile_id
      left join team_candidates tc on tc.team_id = a.team_id and tc.profile_id = a.profile_id
     where a.team_id = ${caller.scope.teamId} and ${sql.join(filters, sql` and `)}
     order by ${orderOf(input.sort, shown.name)}
     limit ${input.limit} offset ${input.start}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.start > 0) total = await countMatching(db, caller, filters);
  const candidates = new Map(
    (
      await loadCandidates(
        db,
        caller.scope.teamId,
        rows.map((r) => Number(r.profile_id)),
      )
    ).map((c) => [c.profileId, c]),
  );
  const applicants: Applicant[] = [];
  for (const r of rows) {
    const candidate = candidates.get(Number(r.profile_id));
    if (!candidate) continue;
    applicants.push({
      applicantId: r.id,
      candidateId: r.profile_id,
      // A local job's candidate is its own ATS: the talent-profile link is talentprofile/{candidate id}.
      atsCandidateId: r.profile_id,
      score: r.score,
      // One scoring detail per applicant, kept on its row: its id is the applicant's.
      scoringDetailId: r.id,
      stage: r.review_status,
      matchType: r.match_level,
      viewed: r.viewed,
      appliedAt: new Date(r.applied_at).toISOString(),
      profile: effectiveDoc(candidate),
      contacts: presentContacts(effectiveContacts(candidate), candidate.revealed),
      source: { sourcingId: r.source === 'hiretual' ? r.profile_id : null, applicantMatchId: r.id },
    });
  }
  return { total, applicants };
}

/** The total when the page asked for lies past the end (the window count has no row to ride on). */
async function countMatching(db: Executor, caller: Caller, filters: SQL[]): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
      from match_applicants a
      join talent_profiles p on p.id = a.profile_id
      left join team_candidates tc on tc.team_id = a.team_id and tc.profile_id = a.profile_id
     where a.team_id = ${caller.scope.teamId} and ${sql.join(filters, sql` and `)}`);
  return rows[0]?.n ?? 0;
}

export type StageCount = { stage: number; count: number; unread: number };

/** Applicants per review stage (all three, zeros included), with how many the caller has not opened. */
export async function stageCounts(db: Executor, caller: Caller, projectRef: string): Promise<StageCount[]> {
  const { projectId } = await requireVisibleProject(db, caller, projectRef);
  const { rows } = await db.execute<StageCount>(sql`
    select a.review_status as stage, count(*)::int as count,
           (count(*) filter (where not ${viewedBy(caller)}))::int as unread
      from match_applicants a
     where a.project_id = ${projectId} and a.team_id = ${caller.scope.teamId}
     group by a.review_status`);
  return STAGES.map((stage) => rows.find((r) => r.stage === stage) ?? { stage, count: 0, unread: 0 });
}

export function unreadOf(stages: StageCount[]) {
  return {
    total: stages.reduce((n, s) => n + s.unread, 0),
    byStage: stages.map(({ stage, unread }) => ({ stage, count: unread })),
  };
}

export function groupCountsOf(stages: StageCount[]) {
  const byGroup = Object.fromEntries(MATCH_GROUPS.map((g) => [g, 0])) as Record<
    (typeof MATCH_GROUPS)[number],
    number
  >;
  for (const s of stages) byGroup[matchGroupForStatus(s.stage as ApplicantReviewStatus)] += s.count;
  return { total: stages.reduce((n, s) => n + s.count, 0), byGroup };
}

/**
 * Records that the caller opened an applicant: one row per person and applicant, counting the
 * views and keeping the first and last time, so calling it again is harmless.
 */
export async function recordView(
  db: Executor,
  caller: Caller,
  projectRef: string,
  applicantRef: number,
): Promise<void> {
  const { projectId } = await requireVisibleProject(db, caller, projectRef);
  const applicant = await requireVisibleApplicant(db, caller, applicantRef, projectId);
  await db.execute(sql`
    insert into match_applicant_views (applicant_id, user_id, team_id)
    values (${applicant.id}, ${caller.scope.userId}, ${caller.scope.teamId})
    on conflict (applicant_id, user_id) do update
      set view_count = match_applicant_views.view_count + 1, last_viewed_at = now()`);
}
