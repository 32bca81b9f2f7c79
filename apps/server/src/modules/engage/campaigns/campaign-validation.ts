/**
 * The rules a sequence's steps and schedule follow (spec section 3 "Sequence step", section 5),
 * checked before anything is written. Each refusal names the step and the field, so the builder
 * can put the message under the right input:
 * - timing (negative, fractional or over-a-year delay; unknown delay type) and addresses: 400;
 * - an unknown variable or a subject with a line break: 422, with the variable and a suggestion;
 * - a schedule that never opens or an unknown time zone: 400 on the schedule fields.
 * Pure: the database checks (templates, attachments, sender) live in the service.
 */

import {
  MEETING_DURATION_RANGE,
  type ParsedStepInput,
  TEXT_BODY_MAX,
} from '@talentbase/shared/contracts/engage-campaigns';
import { headerValueProblem, templateVariablesUsed } from '@talentbase/shared/domain/email-templates';
import { DEFAULT_MEETING_DURATION_MINUTES } from '@talentbase/shared/domain/engagement';
import {
  SCHEDULE_MESSAGES,
  type SendingWindow,
  scheduleProblems,
} from '@talentbase/shared/domain/send-schedule';
import { emailProblem } from '@talentbase/shared/validators/email';
import { AppError } from '../../../lib/errors';
import { sanitizeEmailHtml } from '../templates/sanitize-email-html';
import { assertTemplateFields } from '../templates/template-validation';

/** A step as stored: numbered from 1, text cleaned, defaults applied. */
export type CleanStep = Omit<ParsedStepInput, 'fileIds' | 'emailTemplateId' | 'meetingDurationMinutes'> & {
  step: number;
  fileIds: number[];
  emailTemplateId: number | null;
  meetingDurationMinutes: number | null;
};

function badStep(index: number, field: string, sentence: string): AppError {
  const message = `Step ${index + 1}: ${sentence}`;
  return new AppError('VALIDATION_FAILED', message, {
    fields: { [`steps.${index}.${field}`]: message },
    step: index + 1,
  });
}

const TIMING_MESSAGES = new Set<string>([
  SCHEDULE_MESSAGES.delayNotWhole,
  SCHEDULE_MESSAGES.delayNegative,
  SCHEDULE_MESSAGES.delayTooLong,
]);

/** The schedule's time zone and window: 400 naming the field when it never opens or is unknown. */
export function checkSchedule(timeZone: string, window: SendingWindow): void {
  const problems = scheduleProblems({ delaySeconds: 0, delayType: 'WEEKDAYS', timeZone, window });
  const zone = problems.find((p) => p === SCHEDULE_MESSAGES.timeZone);
  const windowProblem = problems.find((p) => p !== SCHEDULE_MESSAGES.timeZone && !TIMING_MESSAGES.has(p));
  if (!zone && !windowProblem) return;
  const fields: Record<string, string> = {};
  if (zone) fields.scheduleTimezone = zone;
  if (windowProblem) fields.sendingWindow = windowProblem;
  throw new AppError('VALIDATION_FAILED', windowProblem ?? zone ?? 'The schedule is not valid', { fields });
}

function cleanAddresses(index: number, field: 'cc' | 'bcc', list: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const address = raw.trim().toLowerCase();
    if (headerValueProblem(address) || emailProblem(address)) {
      throw badStep(index, field, `"${raw.slice(0, 80)}" is not a valid email address.`);
    }
    if (!out.includes(address)) out.push(address);
  }
  return out;
}

export function checkStep(input: ParsedStepInput, index: number): CleanStep {
  const label = `Step ${index + 1}: `;
  const timing = scheduleProblems({
    delaySeconds: input.delaySeconds,
    delayType: input.delayType,
    timeZone: 'UTC',
    window: { days: [1], start: '08:00', end: '18:00' },
  });
  const [timingProblem] = timing;
  if (timingProblem) {
    const field = timingProblem === SCHEDULE_MESSAGES.delayType ? 'delayType' : 'delaySeconds';
    throw badStep(index, field, timingProblem);
  }
  // The first step opens the conversation; "same thread" has nothing to follow.
  const followupType = index === 0 ? 'NEW_THREAD' : input.followupType;
  let subject = input.subject;
  let body = input.body;
  let cc = input.cc;
  let bcc = input.bcc;
  if (input.channel === 'Text') {
    if (subject.trim() !== '') throw badStep(index, 'subject', 'A text message has no subject.');
    if (cc.length > 0 || bcc.length > 0) throw badStep(index, 'cc', 'A text message has no cc or bcc.');
    if (input.fileIds.length > 0) throw badStep(index, 'fileIds', 'A text message has no attachments.');
    if (body.trim() === '') throw badStep(index, 'body', 'Write the text message.');
    if (body.length > TEXT_BODY_MAX)
      throw badStep(index, 'body', `A text message can be at most ${TEXT_BODY_MAX} characters.`);
    subject = '';
  } else {
    body = sanitizeEmailHtml(body);
    if (body.trim() === '') throw badStep(index, 'body', 'Write the message.');
    if (subject.trim() === '' && followupType === 'NEW_THREAD')
      throw badStep(index, 'subject', 'Enter a subject: this step starts a new email thread.');
    subject = subject.trim();
    cc = cleanAddresses(index, 'cc', cc);
    bcc = cleanAddresses(index, 'bcc', bcc);
  }
  assertTemplateFields(subject, body, {
    fieldPrefix: `steps.${index}.`,
    label,
    details: { step: index + 1 },
  });

  const usesMeeting = templateVariablesUsed(`${subject}\n${body}`).includes('meetingLink');
  let meeting = input.meetingDurationMinutes ?? null;
  if (usesMeeting && meeting === null) meeting = DEFAULT_MEETING_DURATION_MINUTES;
  if (meeting !== null && (meeting < MEETING_DURATION_RANGE.min || meeting > MEETING_DURATION_RANGE.max)) {
    throw badStep(
      index,
      'meetingDurationMinutes',
      `The meeting must last ${MEETING_DURATION_RANGE.min} to ${MEETING_DURATION_RANGE.max} minutes.`,
    );
  }
  return {
    ...input,
    step: index + 1,
    subject,
    body,
    cc,
    bcc,
    followupType,
    fileIds: [...new Set(input.fileIds.map(Number))],
    emailTemplateId: input.emailTemplateId === null ? null : Number(input.emailTemplateId),
    meetingDurationMinutes: meeting,
    newsletterJson: input.newsletterJson ?? null,
    customizedPoll: input.customizedPoll ?? null,
  };
}

export function checkSteps(steps: readonly ParsedStepInput[]): CleanStep[] {
  return steps.map((step, index) => checkStep(step, index));
}
