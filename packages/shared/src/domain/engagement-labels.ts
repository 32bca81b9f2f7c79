/**
 * The one mapping from where a candidate sits in a sourcing stage (stage + label) to its
 * engagement status code (spec section 4). Moves and label changes both write it, so a
 * candidate's engagement status never disagrees with its label. Labels are the 1-based orders of
 * `STAGE_LABELS`; N/A (1) is "no engagement yet" everywhere. Codes the labels do not cover
 * (job-link clicks, screens, interviews, offers) are set by the flows that produce them.
 */
import { ENGAGEMENT_STATUS, type EngagementStatus } from './engagement';
import { STAGE_ID, stageLabelsFor } from './pipeline';

const S = ENGAGEMENT_STATUS;

/** Per stage id, the status of each label in label order (index 0 = label 1, N/A). */
const STATUS_BY_STAGE_LABEL: Readonly<Record<number, readonly EngagementStatus[]>> = {
  [STAGE_ID.GOOD_FIT]: [
    S.NA,
    S.GoodFitShortlisted,
    S.EmailScheduled,
    S.EmailBounced,
    S.TextScheduled,
    S.TextBounced,
  ],
  [STAGE_ID.CONTACTED]: [
    S.NA,
    S.EmailDelivered,
    S.EmailOpened,
    S.EmailClickthrough,
    S.TextDelivered,
    S.TextClickthrough,
    S.LinkedInInMailSent,
    S.LinkedInConnected,
    S.Called,
  ],
  [STAGE_ID.REPLIED]: [S.NA, S.RepliedShortlisted, S.Interested, S.NotInterested, S.ContactLater],
  [STAGE_ID.SCHEDULED]: [S.NA, S.MeetingCanceled, S.RescheduleLater],
};

/** The label N/A: what a move resets to unless a label valid for the target stage is given. */
export const NA_LABEL = 1;

/** Whether `label` (1-based order) exists for the stage; a stage without labels only has N/A. */
export function isLabelOf(stageId: number | null, label: number): boolean {
  if (label === NA_LABEL) return true;
  if (stageId === null) return false;
  return Number.isInteger(label) && label >= 1 && label <= stageLabelsFor(stageId).length;
}

/** The engagement status of a candidate at `stageId` with `label`; NA for anything unlabelled. */
export function engagementStatusFor(stageId: number | null, label: number): EngagementStatus {
  if (stageId === null) return S.NA;
  return STATUS_BY_STAGE_LABEL[stageId]?.[label - 1] ?? S.NA;
}

/** The label's name, e.g. "Email opened"; "N/A" when the stage has no such label. */
export function stageLabelName(stageId: number | null, label: number): string {
  if (stageId === null) return 'N/A';
  return stageLabelsFor(stageId).find((l) => l.order === label)?.label ?? 'N/A';
}
