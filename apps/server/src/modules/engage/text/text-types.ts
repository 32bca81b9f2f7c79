/** What the parts of the text engine pass each other (deliver-text.ts, text-record.ts). */
import type { SendingWindow } from '@talentbase/shared/domain/send-schedule';
import type { JobLogger } from '../../../jobs/define-job';
import type { TextConfig } from './text-config';

export type TextDeps = { config: TextConfig; now?: () => Date; log?: JobLogger };

/** A locked 'Text' message row with what sending it needs. */
export type TextRow = {
  id: string;
  team_id: string;
  thread_id: string;
  campaign_id: string;
  step: number;
  status: string;
  due_at: Date;
  message_id: string;
  body: string | null;
  attempts: number;
  thread_status: string;
  is_active: boolean;
  recipient_phone: string | null;
  recipient_name: string;
  profile_id: string;
  project_id: string | null;
  sender_user_id: string;
  sender_name: string | null;
  from_number: string | null;
  campaign_status: string;
  schedule_timezone: string;
  sending_window: SendingWindow;
  step_body: string | null;
  track_link: boolean | null;
  tracking_domain: string | null;
  next_step: number | null;
  next_delay: number | null;
  next_delay_type: string | null;
  next_channel: string | null;
  email_suppressed: boolean;
  sent_before: number;
  current_title: string | null;
  current_company: string | null;
  job_title: string | null;
};

export type TextOutcome =
  | {
      kind: 'sent';
      row: TextRow;
      to: string;
      body: string;
      sid: string;
      status: string;
      errorCode: string | null;
    }
  | { kind: 'failed'; row: TextRow; reason: string }
  | { kind: 'cancelled'; row: TextRow; reason: string; stopThread?: boolean }
  | { kind: 'reschedule'; row: TextRow; at: Date; reason: string }
  | { kind: 'retry'; row: TextRow; at: Date; reason: string }
  | { kind: 'wait'; row: TextRow };

export type TextSummary = {
  sent: number;
  failed: number;
  cancelled: number;
  rescheduled: number;
  retried: number;
  waiting: number;
};
