/**
 * The sequence builder's step values, their defaults (spec section 3 client defaults: WEEKDAYS,
 * 259200 s, Email, track open and link on) and the checks it runs as you type, with the shared
 * code the server uses. `schedulePreview` says when each step would go out for a candidate
 * enrolled now (shared send-schedule.ts, the engine's own arithmetic).
 */
import type { CampaignStep, FollowupType, StepInput } from '@talentbase/shared/contracts/engage-campaigns';
import { MAX_CC, TEXT_BODY_MAX } from '@talentbase/shared/contracts/engage-campaigns';
import { templateVariablesUsed } from '@talentbase/shared/domain/email-templates';
import { DEFAULT_MEETING_DURATION_MINUTES } from '@talentbase/shared/domain/engagement';
import {
  type DelayType,
  type SendingWindow,
  STEP_DEFAULTS,
  scheduleProblems,
  sendTime,
} from '@talentbase/shared/domain/send-schedule';
import { textProblems } from '../../engage-templates/lib/problems';

export type StepForm = {
  key: string;
  channel: 'Email' | 'Text';
  subject: string;
  body: string;
  cc: string[];
  bcc: string[];
  fileIds: string[];
  delayType: DelayType;
  delaySeconds: number;
  emailTemplateId: string | null;
  followupType: FollowupType;
  trackOpen: boolean;
  trackLink: boolean;
  meetingDurationMinutes: number | null;
  /** Messages of this step already sent (a saved step only): such a step cannot be removed. */
  sentCount: number;
};

let nextKey = 0;
const newKey = () => `step-${++nextKey}`;

export function newStep(channel: 'Email' | 'Text' = STEP_DEFAULTS.channel): StepForm {
  return {
    key: newKey(),
    channel,
    subject: '',
    body: '',
    cc: [],
    bcc: [],
    fileIds: [],
    delayType: STEP_DEFAULTS.delayType,
    delaySeconds: STEP_DEFAULTS.delaySeconds,
    emailTemplateId: null,
    followupType: 'SAME_THREAD',
    trackOpen: STEP_DEFAULTS.trackOpen,
    trackLink: STEP_DEFAULTS.trackLink,
    meetingDurationMinutes: null,
    sentCount: 0,
  };
}

export function stepFromServer(step: CampaignStep): StepForm {
  return {
    key: newKey(),
    channel: step.channel,
    subject: step.subject,
    body: step.body,
    cc: step.cc,
    bcc: step.bcc,
    fileIds: step.fileIds,
    delayType: step.delayType,
    delaySeconds: step.delaySeconds,
    emailTemplateId: step.emailTemplateId,
    followupType: step.followupType,
    trackOpen: step.trackOpen,
    trackLink: step.trackLink,
    meetingDurationMinutes: step.meetingDurationMinutes,
    sentCount: step.sentCount,
  };
}

export function usesMeetingLink(step: Pick<StepForm, 'subject' | 'body'>): boolean {
  try {
    return templateVariablesUsed(`${step.subject}\n${step.body}`).includes('meetingLink');
  } catch {
    return false;
  }
}

export function toStepInput(step: StepForm, index: number): StepInput {
  const meeting =
    step.meetingDurationMinutes ?? (usesMeetingLink(step) ? DEFAULT_MEETING_DURATION_MINUTES : null);
  return {
    channel: step.channel,
    subject: step.channel === 'Text' ? '' : step.subject,
    body: step.body,
    cc: step.channel === 'Text' ? [] : step.cc,
    bcc: step.channel === 'Text' ? [] : step.bcc,
    fileIds: step.channel === 'Text' ? [] : step.fileIds,
    delayType: step.delayType,
    delaySeconds: step.delaySeconds,
    emailTemplateId: step.emailTemplateId,
    followupType: index === 0 ? 'NEW_THREAD' : step.followupType,
    trackOpen: step.trackOpen,
    trackLink: step.trackLink,
    meetingDurationMinutes: meeting,
  };
}

const EMAIL = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/** Field → message for one step; empty when it may be saved. */
export function stepProblems(step: StepForm, index: number): Partial<Record<keyof StepForm, string>> {
  const out: Partial<Record<keyof StepForm, string>> = {};
  const [timing] = scheduleProblems({
    delaySeconds: step.delaySeconds,
    delayType: step.delayType,
    timeZone: 'UTC',
    window: { days: [1], start: '08:00', end: '18:00' },
  });
  if (timing) out.delaySeconds = timing;
  const text = textProblems(step.channel === 'Text' ? '' : step.subject, step.body);
  if (text.subject[0]) out.subject = text.subject.join(' ');
  if (text.body[0]) out.body = text.body.join(' ');
  if (step.body.trim() === '')
    out.body ??= step.channel === 'Text' ? 'Write the text message.' : 'Write the message.';
  if (step.channel === 'Text' && step.body.length > TEXT_BODY_MAX)
    out.body = `A text message can be at most ${TEXT_BODY_MAX} characters.`;
  const startsThread = index === 0 || step.followupType === 'NEW_THREAD';
  if (step.channel === 'Email' && startsThread && step.subject.trim() === '')
    out.subject ??= 'Enter a subject: this step starts a new email thread.';
  for (const field of ['cc', 'bcc'] as const) {
    const bad = step[field].find((a) => !EMAIL.test(a.trim()));
    if (bad) out[field] = `"${bad}" is not a valid email address.`;
    else if (step[field].length > MAX_CC) out[field] = `At most ${MAX_CC} addresses.`;
  }
  return out;
}

/**
 * When each step would go out for a candidate enrolled at `now`: step 1's delay counts from the
 * enrolment, each later step's from the step before (then moved into the sending window). Null
 * from the first step whose timing or schedule is not valid.
 */
export function schedulePreview(
  steps: readonly Pick<StepForm, 'delaySeconds' | 'delayType'>[],
  timeZone: string,
  window: SendingWindow,
  now: Date,
): (Date | null)[] {
  const out: (Date | null)[] = [];
  let previous: Date | null = now;
  for (const step of steps) {
    if (previous !== null && scheduleProblems({ ...step, timeZone, window }).length === 0) {
      previous = sendTime(previous, step, { timeZone, window });
    } else previous = null;
    out.push(previous);
  }
  return out;
}
