/**
 * What outreach does to a candidate's place in the project pipeline (spec section 4, stage
 * labels and engagement codes). Scheduling the first email labels a Good Fit candidate "Email
 * scheduled"; the first delivery moves them to Contacted ("Email delivered"); an open or a click
 * raises the Contacted label; a hard bounce labels a Good Fit candidate "Email bounced"; a reply
 * moves them to Replied, labelled by what it said (inbound/reply-intent.ts).
 *
 * A bounce notice that arrives after "Email delivered" (read over IMAP later) takes the candidate
 * back to Good Fit, Email bounced: the email never reached them.
 *
 * Otherwise outreach only ever moves a candidate forward through Good Fit, Contacted and Replied of the
 * Sourcing category: someone a recruiter already moved to Scheduled or another category, or
 * labelled by hand (Called, InMail ...), stays where they are; so does an applicant the job's
 * review declined (their rejection email is not outreach). The rule is a pure function so it
 * can be read and tested in one place; `applyEngagement` applies it to many candidates at once.
 */
import { ENGAGEMENT_STATUS } from '@talentbase/shared/domain/engagement';
import { engagementStatusFor } from '@talentbase/shared/domain/engagement-labels';
import { STAGE_ID } from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jsonRows } from '../../db/json-param';
import { recordActivity } from '../candidates/team-candidates';

export type EngagementEvent =
  | 'scheduled'
  | 'delivered'
  | 'opened'
  | 'clicked'
  | 'bounced'
  | 'replied'
  // Meetings (meetings/): booked or invited, canceled, or put off to be rescheduled later.
  | 'meeting_scheduled'
  | 'meeting_canceled'
  | 'reschedule_later'
  // Text steps (text/): the same moves with the Text labels.
  | 'text_scheduled'
  | 'text_delivered'
  | 'text_clicked'
  | 'text_bounced';

/** The Sourcing category of every hiring process: the only one outreach moves candidates in. */
const SOURCING_CATEGORY = 1;

// Label orders (1-based) from STAGE_LABELS in packages/shared domain/pipeline.ts.
const GOOD_FIT = {
  NA: 1,
  SHORTLISTED: 2,
  EMAIL_SCHEDULED: 3,
  EMAIL_BOUNCED: 4,
  TEXT_SCHEDULED: 5,
  TEXT_BOUNCED: 6,
} as const;
const CONTACTED = { NA: 1, DELIVERED: 2, OPENED: 3, CLICKED: 4, TEXT_DELIVERED: 5, TEXT_CLICKED: 6 } as const;
export const REPLIED_LABEL = { NA: 1, INTERESTED: 3, NOT_INTERESTED: 4, CONTACT_LATER: 5 } as const;
export const SCHEDULED_LABEL = { NA: 1, CANCELED: 2, RESCHEDULE_LATER: 3 } as const;

/** How far an email got, so a later, lesser event never lowers a Contacted label. */
const CONTACTED_RANK: Record<number, number> = {
  [CONTACTED.NA]: 0,
  [CONTACTED.DELIVERED]: 1,
  [CONTACTED.OPENED]: 2,
  [CONTACTED.CLICKED]: 3,
  // A delivered text counts as a delivered email; a clicked text link as a clicked email link.
  [CONTACTED.TEXT_DELIVERED]: 1,
  [CONTACTED.TEXT_CLICKED]: 3,
};

export type PipelinePlace = { categoryId: number; stageId: number | null; stageLabel: number };
export type PipelineTarget = { stageId: number; stageLabel: number };

/**
 * Where `event` takes a candidate at `place`, or null when they stay. A reply moves them from
 * Good Fit or Contacted to Replied with `replyLabel` (what the reply said, N/A when unclear), and
 * gives one already at Replied with N/A that label; a label a recruiter set is kept.
 */
export function pipelineTarget(
  event: EngagementEvent,
  place: PipelinePlace,
  replyLabel: number = REPLIED_LABEL.NA,
): PipelineTarget | null {
  if (place.categoryId !== SOURCING_CATEGORY) return null;
  const atGoodFit = place.stageId === STAGE_ID.GOOD_FIT;
  const atContacted = place.stageId === STAGE_ID.CONTACTED;
  const atScheduled = place.stageId === STAGE_ID.SCHEDULED;
  switch (event) {
    case 'meeting_scheduled':
      // A meeting moves a sourcing candidate to Scheduled; a new one after a cancellation clears
      // the Canceled / Reschedule later label.
      if (atScheduled)
        return place.stageLabel === SCHEDULED_LABEL.NA
          ? null
          : { stageId: STAGE_ID.SCHEDULED, stageLabel: SCHEDULED_LABEL.NA };
      return atGoodFit || atContacted || place.stageId === STAGE_ID.REPLIED
        ? { stageId: STAGE_ID.SCHEDULED, stageLabel: SCHEDULED_LABEL.NA }
        : null;
    case 'meeting_canceled':
    case 'reschedule_later': {
      const label =
        event === 'meeting_canceled' ? SCHEDULED_LABEL.CANCELED : SCHEDULED_LABEL.RESCHEDULE_LATER;
      return atScheduled && place.stageLabel !== label
        ? { stageId: STAGE_ID.SCHEDULED, stageLabel: label }
        : null;
    }
    case 'replied':
      if (atGoodFit || atContacted) return { stageId: STAGE_ID.REPLIED, stageLabel: replyLabel };
      return place.stageId === STAGE_ID.REPLIED &&
        place.stageLabel === REPLIED_LABEL.NA &&
        replyLabel !== REPLIED_LABEL.NA
        ? { stageId: STAGE_ID.REPLIED, stageLabel: replyLabel }
        : null;
    case 'scheduled':
    case 'text_scheduled':
    case 'bounced':
    case 'text_bounced': {
      const label = {
        scheduled: GOOD_FIT.EMAIL_SCHEDULED,
        text_scheduled: GOOD_FIT.TEXT_SCHEDULED,
        bounced: GOOD_FIT.EMAIL_BOUNCED,
        text_bounced: GOOD_FIT.TEXT_BOUNCED,
      }[event];
      if (atGoodFit)
        return place.stageLabel !== label ? { stageId: STAGE_ID.GOOD_FIT, stageLabel: label } : null;
      // A bounce notice that comes after the server took the message (a DSN read over IMAP, a
      // late provider report) undoes "delivered": the candidate never got it. Once opened or
      // clicked, they did, and the bounce of a later message changes nothing here.
      if (event === 'bounced' && atContacted && place.stageLabel === CONTACTED.DELIVERED)
        return { stageId: STAGE_ID.GOOD_FIT, stageLabel: GOOD_FIT.EMAIL_BOUNCED };
      if (event === 'text_bounced' && atContacted && place.stageLabel === CONTACTED.TEXT_DELIVERED)
        return { stageId: STAGE_ID.GOOD_FIT, stageLabel: GOOD_FIT.TEXT_BOUNCED };
      return null;
    }
    case 'delivered':
    case 'opened':
    case 'clicked':
    case 'text_delivered':
    case 'text_clicked': {
      const label = {
        delivered: CONTACTED.DELIVERED,
        opened: CONTACTED.OPENED,
        clicked: CONTACTED.CLICKED,
        text_delivered: CONTACTED.TEXT_DELIVERED,
        text_clicked: CONTACTED.TEXT_CLICKED,
      }[event];
      if (atGoodFit) return { stageId: STAGE_ID.CONTACTED, stageLabel: label };
      // Only the email labels (and N/A) are raised; a hand-set label (Called ...) is kept.
      const rank = atContacted ? CONTACTED_RANK[place.stageLabel] : undefined;
      if (rank === undefined || rank >= (CONTACTED_RANK[label] ?? 0)) return null;
      return { stageId: STAGE_ID.CONTACTED, stageLabel: label };
    }
  }
}

/**
 * The engagement status a move writes. Scheduled with N/A is only reached by a meeting here, so it
 * is MeetingScheduled (21) rather than the label table's N/A; every other place follows its label.
 */
function engagementOf(target: PipelineTarget): number {
  if (target.stageId === STAGE_ID.SCHEDULED && target.stageLabel === SCHEDULED_LABEL.NA)
    return ENGAGEMENT_STATUS.MeetingScheduled;
  return engagementStatusFor(target.stageId, target.stageLabel);
}

export type EngagedCandidate = { projectId: number; profileId: number };

type Row = {
  project_id: string;
  profile_id: string;
  category_id: number;
  stage_id: number | null;
  stage_label: number;
};

/**
 * Applies `event` to each candidate's place in their project, in the caller's transaction. Rows
 * are locked in a fixed order (project, profile) so that concurrent events cannot deadlock.
 * Returns how many candidates moved or changed label; each gets an activity entry with no actor
 * (outreach did it) and the event that caused it.
 */
export async function applyEngagement(
  tx: Executor,
  teamId: string,
  event: EngagementEvent,
  candidates: readonly EngagedCandidate[],
  replyLabel?: number,
): Promise<number> {
  if (candidates.length === 0) return 0;
  const pairs = jsonRows(candidates.map((c) => ({ project_id: c.projectId, profile_id: c.profileId })));
  const { rows } = await tx.execute<Row>(sql`
    select pc.project_id::text as project_id, pc.profile_id::text as profile_id,
           pc.category_id, pc.stage_id, pc.stage_label
      from project_candidates pc
      join projects p on p.id = pc.project_id and p.team_id = ${teamId}
      join jsonb_to_recordset(${pairs}::jsonb) as c(project_id bigint, profile_id bigint)
        on c.project_id = pc.project_id and c.profile_id = pc.profile_id
     -- A declined applicant of the job stays where the review left them: their rejection email
     -- (or any later email) is not outreach that moves them on.
     where not exists (select 1 from match_applicants ma
                        where ma.project_id = pc.project_id and ma.profile_id = pc.profile_id
                          and ma.review_status = 0)
     order by pc.project_id, pc.profile_id
       for update of pc`);
  const changes = rows.flatMap((r) => {
    const target = pipelineTarget(
      event,
      { categoryId: r.category_id, stageId: r.stage_id, stageLabel: r.stage_label },
      replyLabel,
    );
    return target ? [{ row: r, target }] : [];
  });
  if (changes.length === 0) return 0;
  const updates = jsonRows(
    changes.map(({ row, target }) => ({
      project_id: Number(row.project_id),
      profile_id: Number(row.profile_id),
      stage_id: target.stageId,
      stage_label: target.stageLabel,
      engagement_status: engagementOf(target),
      moved: target.stageId !== row.stage_id,
    })),
  );
  await tx.execute(sql`
    update project_candidates pc
       set stage_id = u.stage_id, stage_label = u.stage_label, engagement_status = u.engagement_status,
           stage_updated_at = case when u.moved then now() else pc.stage_updated_at end
      from jsonb_to_recordset(${updates}::jsonb)
           as u(project_id bigint, profile_id bigint, stage_id smallint, stage_label smallint,
                engagement_status smallint, moved boolean)
     where pc.project_id = u.project_id and pc.profile_id = u.profile_id`);
  await recordActivity(
    tx,
    teamId,
    null,
    changes.map(({ row, target }) => {
      const from = { categoryId: row.category_id, stageId: row.stage_id, stageLabel: row.stage_label };
      const to = { categoryId: SOURCING_CATEGORY, stageId: target.stageId, stageLabel: target.stageLabel };
      return target.stageId !== row.stage_id
        ? {
            profileId: Number(row.profile_id),
            projectId: Number(row.project_id),
            action: 'stage_changed',
            detail: { from, to, by: 'engage', event },
          }
        : {
            profileId: Number(row.profile_id),
            projectId: Number(row.project_id),
            action: 'label_changed',
            detail: {
              categoryId: row.category_id,
              stageId: row.stage_id,
              from: row.stage_label,
              to: target.stageLabel,
              by: 'engage',
              event,
            },
          };
    }),
  );
  return changes.length;
}
