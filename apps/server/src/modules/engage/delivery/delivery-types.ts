/** What the parts of the delivery engine pass each other (deliver.ts). */
import type { SendingWindow } from '@talentbase/shared/domain/send-schedule';
import type { JobLogger } from '../../../jobs/define-job';
import type { DeliveryConfig } from './delivery-config';
import type { SenderCache } from './sender-cache';
import type { SentFolderCheck } from './unknown-outcome';

export type DeliveryDeps = {
  config: DeliveryConfig;
  senders: SenderCache;
  /** The engine's clock (tests fix it); defaults to the real time. */
  now?: () => Date;
  log?: JobLogger;
  /** Searches a mailbox's Sent folder before resending a message of unknown outcome (unknown-outcome.ts). */
  sentFolder?: SentFolderCheck;
};

export type DeliverySummary = {
  sent: number;
  failed: number;
  cancelled: number;
  rescheduled: number;
  retried: number;
  waiting: number;
};

export const emptySummary = (): DeliverySummary => ({
  sent: 0,
  failed: 0,
  cancelled: 0,
  rescheduled: 0,
  retried: 0,
  waiting: 0,
});

/** Temporary failures are tried this many times in all, then the message fails. */
export const MAX_ATTEMPTS = 5;
/** Back-off after the n-th temporary failure: 1, 2, 4, 8 minutes (capped at an hour). */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A locked message row with what sending it needs. */
export type Row = {
  id: string;
  team_id: string;
  thread_id: string;
  campaign_id: string;
  step: number;
  status: string;
  due_at: Date;
  message_id: string;
  subject: string | null;
  body: string | null;
  attempts: number;
  thread_status: string;
  is_active: boolean;
  recipient_email: string | null;
  recipient_name: string;
  profile_id: string;
  project_id: string | null;
  sender_user_id: string;
  needs_privacy_notice: boolean;
  campaign_status: string;
  schedule_timezone: string;
  sending_window: SendingWindow;
  step_subject: string | null;
  step_body: string | null;
  cc: string[] | null;
  bcc: string[] | null;
  /** The step's attachments (engage_attachments ids, as text: bigint[]). */
  file_ids: string[] | null;
  followup_type: string | null;
  track_open: boolean | null;
  track_link: boolean | null;
  /** The step's meeting length (a step offering a meeting link; 30 minutes by default). */
  meeting_duration_minutes: number | null;
  next_step: number | null;
  next_delay: number | null;
  next_delay_type: string | null;
  /** 'Email' or 'Text': a text step after an email goes out through the text engine (text/). */
  next_channel: string | null;
  suppressed: boolean;
  sent_before: number;
  first_subject: string | null;
  previous_ids: string[] | null;
  current_title: string | null;
  current_company: string | null;
  job_title: string | null;
  privacy_notice: string | null;
  unsubscribe_footer: string | null;
  tracking_domain: string | null;
  allow_private_hosts: boolean;
  /** A send of this row was started and never recorded (unknown-outcome.ts). */
  outcome_unknown: boolean;
};

export type DeliveryTarget = { ids: readonly number[] } | { due: true; limit: number };

export type Outcome =
  | { kind: 'sent'; row: Row; mailboxId: number; subject: string; body: string; response: string }
  | { kind: 'failed'; row: Row; reason: string; bounced?: boolean; mailboxId?: number | null }
  | { kind: 'cancelled'; row: Row; reason: string; stopThread?: boolean }
  | { kind: 'reschedule'; row: Row; at: Date; reason: string }
  | { kind: 'retry'; row: Row; at: Date; reason: string }
  | { kind: 'wait'; row: Row };
