/**
 * Who a retention rule selects: the team's candidates located in the rule's regions who have not
 * been engaged for its months. Engaged means, since the cut-off: added to the team's data or to a
 * project, moved or labelled in a pipeline (outreach shows as stage labels until sequences
 * exist), a note written or edited, contact details revealed, or the profile shared. A candidate
 * marked as having consented (gdpr_status "consented") is kept; candidates merged into one who
 * goes are the same person and go too.
 */
import { countriesOfRegions, type DataProtectionRegion } from '@talentbase/shared/reference/gdpr-regions';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Activity that counts as engagement (candidate_activities.action). */
export const ENGAGEMENT_ACTIONS = [
  'added',
  'stage_changed',
  'label_changed',
  'note_added',
  'note_edited',
  'mentioned',
  'shared',
] as const;

export type RuleCriteria = { team_id: string; months: number; regions: DataProtectionRegion[] };

/** The team's candidates the rule selects today: profile ids and whether each is open-web. */
export async function matchRule(
  db: Executor,
  rule: RuleCriteria,
  now = new Date(),
): Promise<{ profileId: number; openWeb: boolean }[]> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - rule.months);
  const team = rule.team_id;
  const countries = `{${countriesOfRegions(rule.regions).join(',')}}`;
  const { rows } = await db.execute<{ id: string; open_web: boolean }>(sql`
    with matched as (
      select tc.profile_id, p.team_id is null as open_web
        from team_candidates tc join talent_profiles p on p.id = tc.profile_id
       where tc.team_id = ${team}::uuid and tc.merged_into is null
         and tc.created_at < ${cutoff}
         and substring(p.doc from '"country_code":"([A-Z]{2})"') = any(${countries}::text[])
         and p.doc not like '%"gdpr_status":"consented"%'
         and not exists (select 1 from candidate_activities a
                          where a.team_id = ${team}::uuid and a.profile_id = tc.profile_id and a.created_at >= ${cutoff}
                            and a.action = any(${`{${ENGAGEMENT_ACTIONS.join(',')}}`}::text[]))
         and not exists (select 1 from candidate_notes n
                          where n.team_id = ${team}::uuid and n.profile_id = tc.profile_id
                            and greatest(n.created_at, n.updated_at) >= ${cutoff})
         and not exists (select 1 from contact_reveals r
                          where r.team_id = ${team}::uuid and r.profile_id = tc.profile_id and r.created_at >= ${cutoff})
         and not exists (select 1 from project_candidates pc join projects pr on pr.id = pc.project_id
                          where pr.team_id = ${team}::uuid and pc.profile_id = tc.profile_id
                            and greatest(pc.created_at, pc.stage_updated_at) >= ${cutoff}))
    select profile_id::text as id, open_web from matched
    union
    -- Candidates merged into one that goes are the same person.
    select tc.profile_id::text, p.team_id is null from team_candidates tc
      join talent_profiles p on p.id = tc.profile_id
     where tc.team_id = ${team}::uuid and tc.merged_into in (select profile_id from matched)`);
  return rows.map((r) => ({ profileId: Number(r.id), openWeb: r.open_web }));
}
