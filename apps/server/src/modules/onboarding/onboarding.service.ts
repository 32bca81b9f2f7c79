/**
 * The signed-in user's "Get started" checklist: condition flags read from their own data in the
 * current team (one query, one `exists` per flag, each on an indexed team or user column), turned
 * into step states by the shared pure function. When the last step is finished the moment is
 * recorded once in the user's onboarding progress (docs/decisions.md "Onboarding checklist").
 */
import {
  type OnboardingResponse,
  onboardingProgressSchema,
  onboardingSurveySchema,
} from '@talentbase/shared';
import {
  ONBOARDING_FLAGS,
  type OnboardingFlag,
  type OnboardingFlags,
  type OnboardingProgress,
  onboardingChecklist,
} from '@talentbase/shared/domain/onboarding';
import { ONBOARDING_MODE } from '@talentbase/shared/domain/projects';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

/** A member who joined the team this recently sees the checklist whatever the team's mode. */
export const ONBOARDING_RECENT_DAYS = 30;

function flagQueries(teamId: string, userId: string): Record<Exclude<OnboardingFlag, 'SurveyAnswered'>, SQL> {
  const mine = sql`p.team_id = ${teamId} and p.project_status in (0, 2, 4)
    and (p.created_by = ${userId}
         or exists (select 1 from project_members pm where pm.project_id = p.id and pm.user_id = ${userId}))`;
  return {
    NoProject: sql`not exists (select 1 from projects p where ${mine})`,
    HadProject: sql`exists (select 1 from projects p where p.team_id = ${teamId} and p.created_by = ${userId})`,
    SearchRun: sql`exists (select 1 from search_history h where h.user_id = ${userId} and h.team_id = ${teamId})`,
    CandidatesImported: sql`exists (select 1 from candidate_imports i
      where i.team_id = ${teamId} and i.user_id = ${userId} and i.status <> 'failed')`,
    CandidateAdded: sql`exists (select 1 from project_candidates pc join projects p on p.id = pc.project_id
      where p.team_id = ${teamId} and pc.added_by = ${userId})`,
    EmailConnected: sql`exists (select 1 from engage_mailboxes m
      where m.team_id = ${teamId} and m.user_id = ${userId} and m.status <> 'failed')`,
    CalendarConnected: sql`exists (select 1 from calendar_accounts c
      where c.user_id = ${userId} and (c.team_id = ${teamId} or ${teamId}::uuid = any(c.shared_team_ids)))`,
    SequenceCreated: sql`exists (select 1 from engage_campaigns c where c.team_id = ${teamId} and c.user_id = ${userId})`,
    CandidateContacted: sql`exists (select 1 from engage_threads th
      join engage_messages em on em.thread_id = th.id
      where th.team_id = ${teamId} and th.user_id = ${userId} and em.team_id = ${teamId} and em.status = 'sent')`,
    ExportToAts: sql`(exists (select 1 from audit_log a
        where a.team_id = ${teamId} and a.actor_user_id = ${userId} and a.action = 'candidate.exported')
      or exists (select 1 from ats_exports e where e.team_id = ${teamId} and e.requested_by = ${userId}))`,
    TeammateInvited: sql`exists (select 1 from team_invitations ti
      where ti.team_id = ${teamId} and ti.invited_by = ${userId})`,
    HiringTeamShared: sql`exists (select 1 from project_members pm join projects p on p.id = pm.project_id
      where p.team_id = ${teamId} and p.project_status in (0, 2, 4) and pm.user_id <> ${userId}
        and (p.created_by = ${userId}
             or exists (select 1 from project_members me where me.project_id = p.id and me.user_id = ${userId})))`,
  };
}

/** Saved progress as stored; anything unreadable (older free-form data) counts as nothing saved. */
export function readProgress(value: unknown): OnboardingProgress {
  const parsed = onboardingProgressSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

export async function getOnboarding(db: Executor, scope: TeamScope): Promise<OnboardingResponse> {
  const queries = flagQueries(scope.teamId, scope.userId);
  const names = Object.keys(queries) as (keyof typeof queries)[];
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select t.onboarding_mode, u.onboarding_progress, u.survey_settings,
           m.created_at > now() - make_interval(days => ${ONBOARDING_RECENT_DAYS}) as recent,
           ${sql.join(
             names.map((name) => sql`${queries[name]} as ${sql.raw(`"${name}"`)}`),
             sql`, `,
           )}
      from teams t
      join team_members m on m.team_id = t.id and m.user_id = ${scope.userId}
      join users u on u.id = m.user_id
     where t.id = ${scope.teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Team');
  const surveySettings = (row.survey_settings ?? {}) as Record<string, unknown>;
  const survey = onboardingSurveySchema.safeParse(surveySettings.onboarding);
  const flags = Object.fromEntries(
    ONBOARDING_FLAGS.map((f) => [f, f === 'SurveyAnswered' ? survey.success : row[f] === true]),
  ) as OnboardingFlags;
  const progress = readProgress(row.onboarding_progress);
  const checklist = onboardingChecklist(flags, progress);
  let completedAt = progress.completedAt ?? null;
  if (checklist.complete && !completedAt) {
    // Recorded once, by whichever request first sees the last step finished.
    const { rows: saved } = await db.execute<{ completed_at: string }>(sql`
      update users set onboarding_progress = onboarding_progress
             || jsonb_build_object('completedAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
             updated_at = now()
       where id = ${scope.userId} and not (onboarding_progress ? 'completedAt')
       returning onboarding_progress->>'completedAt' as completed_at`);
    completedAt = saved[0]?.completed_at ?? new Date().toISOString();
  }
  const onboardingMode = Number(row.onboarding_mode);
  return {
    onboardingMode,
    eligible: onboardingMode === ONBOARDING_MODE.ONBOARDING || row.recent === true,
    flags,
    steps: checklist.steps,
    percent: checklist.percent,
    complete: checklist.complete,
    dismissed: progress.dismissed === true,
    skipped: progress.skipped ?? [],
    completedAt,
    survey: survey.success ? survey.data : null,
    surveySettings,
  };
}
