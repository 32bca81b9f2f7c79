/**
 * Sentences for the activity log. Other modules write their own actions (stage_changed, added,
 * merged, imported ...); an action this list does not know is shown by its name, so a new one
 * never breaks the log.
 */
import { NOTE_VISIBILITY_LABEL, type NoteVisibility } from '@talentbase/shared';
import {
  SCORECARD_RECOMMENDATION_LABEL,
  type ScorecardRecommendation,
} from '@talentbase/shared/domain/form-answers';

type Detail = Record<string, unknown>;

const list = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'string' ? value : '';

const PART_LABEL: Record<string, string> = {
  basicInfo: 'basic info',
  emails: 'emails',
  phones: 'phone numbers',
  socialLinks: 'social links',
  experience: 'experience',
  education: 'education',
};

const LABELS: Record<string, (d: Detail) => string> = {
  added: () => 'Added the candidate to a project',
  stage_changed: () => 'Moved the candidate to another stage',
  label_changed: () => 'Changed the stage label',
  merged: () => 'Merged a duplicate into this candidate',
  imported: () => 'Imported the candidate',
  info_updated: (d) => `Edited ${PART_LABEL[String(d.part)] ?? 'the profile'}`,
  tagged: (d) => `Tagged ${list(d.tags)}`,
  untagged: (d) => `Removed tag ${list(d.tags)}`,
  note_added: (d) =>
    `Wrote a note (${NOTE_VISIBILITY_LABEL[d.visibility as NoteVisibility]?.toLowerCase() ?? 'note'})`,
  note_edited: () => 'Edited a note',
  note_deleted: () => 'Deleted a note',
  mentioned: (d) => `Mentioned ${Array.isArray(d.userIds) ? d.userIds.length : 0} teammate(s) in a note`,
  file_uploaded: (d) => `Uploaded ${list(d.fileNames)}`,
  file_deleted: (d) => `Deleted ${list(d.fileName)}`,
  gdpr_review_changed: (d) => (d.gdprReview ? 'Flagged for GDPR review' : 'Cleared the GDPR review flag'),
  shared: (d) => `Shared the profile by link (${Number(d.recipients ?? 0)} recipient(s))`,
  share_revoked: () => 'Revoked a share link',
  scorecard_added: (d) =>
    `Filled the scorecard “${String(d.formName ?? 'scorecard')}” (${SCORECARD_RECOMMENDATION_LABEL[d.recommendation as ScorecardRecommendation]?.toLowerCase() ?? 'no recommendation'})`,
  scorecard_edited: (d) => `Edited the scorecard “${String(d.formName ?? 'scorecard')}”`,
  scorecard_deleted: (d) => `Deleted the scorecard “${String(d.formName ?? 'scorecard')}”`,
  application_answers_recorded: (d) =>
    `Recorded answers to the application form “${String(d.formName ?? 'application')}”`,
  offer_changed: (d) => offerSentence(d),
  // Automations (team settings): one entry per run, with how it went.
  automation_ran: (d) => {
    const outcome: Record<string, string> = {
      succeeded: 'done',
      partial: 'some actions failed',
      failed: 'failed',
      skipped: 'skipped',
    };
    const how = outcome[String(d.status)] ?? String(d.status ?? '');
    return `Automation “${String(d.ruleName ?? 'rule')}” ran${how ? ` (${how})` : ''}${d.error ? `: ${String(d.error)}` : ''}`;
  },
  // Two-way ATS sync (integrations/sync): each side's move, and a Talentbase move the ATS overrode.
  ats_sync: (d) => {
    const ats = String(d.ats ?? 'the ATS');
    const stage = String(d.atsStageName ?? d.atsStageId ?? 'another stage');
    if (d.status === 'failed')
      return `Could not move the candidate in ${ats}${d.error ? `: ${String(d.error)}` : ''}`;
    if (d.status === 'overridden')
      return `${ats} moved the candidate to ${stage} at the same time: ${ats}’s move was kept`;
    return d.direction === 'to_ats'
      ? `Moved the candidate to ${stage} in ${ats}`
      : `${ats} moved the candidate to ${stage}${d.stageName ? ` (${String(d.stageName)} here)` : ''}`;
  },
};

// Offers on the candidate (features/offers): one entry per change, with the stage it reached.
const OFFER_EVENT: Record<string, string> = {
  created: 'Made an offer',
  edited: 'Edited the offer',
  submitted: 'Submitted the offer for approval',
  step_approved: 'Approved the offer at their step',
  approved: 'Approved the offer',
  approved_without_approval: 'Approved the offer (no approval needed)',
  rejected: 'Rejected the offer',
  sent: 'Marked the offer as sent',
  accepted: 'Marked the offer as accepted',
  declined: 'Marked the offer as declined',
  withdrawn: 'Withdrew the offer',
};
function offerSentence(d: Detail): string {
  const text = OFFER_EVENT[String(d.event)] ?? 'Changed the offer';
  return d.comment ? `${text}: “${String(d.comment)}”` : text;
}

export function activitySentence(action: string, detail: Detail): string {
  const known = LABELS[action];
  if (known) return known(detail);
  const words = action.replace(/[_.-]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'Activity';
}
