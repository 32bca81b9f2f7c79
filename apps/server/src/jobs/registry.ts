// Every background job the product runs. Add a definition here and the worker picks it up.

import {
  atsApplicantImportJob,
  atsApplicantImportSweepJob,
} from '../modules/applicant-match/ats-import/ats-import.job';
import { applicantScoringJob } from '../modules/applicant-match/scoring/applicant-scoring.job';
import { automationRunJob, automationSweepJob } from '../modules/automations/automation-run.job';
import { calendarPollAccountJob, calendarPollSweepJob } from '../modules/calendars/calendly-poll.job';
import { duplicateScanJob } from '../modules/duplicates/duplicate-scan.job';
import { deliverySweepJob } from '../modules/engage/delivery/delivery-sweep.job';
import { sendMessageJob } from '../modules/engage/delivery/send-message.job';
import { pollMailboxesJob } from '../modules/engage/inbound/poll-mailboxes.job';
import { sendAnswerJob } from '../modules/engage/inbox/send-answer.job';
import { textSweepJob } from '../modules/engage/text/text-sweep.job';
import { erasureJob } from '../modules/gdpr/erasure.job';
import { retentionRunJob, retentionSweepJob } from '../modules/gdpr/retention-sweep.job';
import { atsExportJob } from '../modules/integrations/export/export.job';
import { atsSyncPullJob, atsSyncPushJob } from '../modules/integrations/sync/sync.job';
import { notificationEmailJob } from '../modules/notifications/notification-email.job';
import { webhookDeliveryJob, webhookSweepJob } from '../modules/public-api/webhook-jobs';
import { subscriptionSweepJob } from '../modules/subscription/subscription-sweep.job';
import { candidateImportJob } from './candidate-import.job';
import type { JobDefinition } from './define-job';
import { sessionCleanupJob } from './session-cleanup.job';

export const JOBS: readonly JobDefinition[] = [
  sessionCleanupJob,
  candidateImportJob,
  duplicateScanJob,
  erasureJob,
  retentionSweepJob,
  retentionRunJob,
  sendMessageJob,
  deliverySweepJob,
  pollMailboxesJob,
  sendAnswerJob,
  textSweepJob,
  applicantScoringJob,
  calendarPollSweepJob,
  calendarPollAccountJob,
  automationRunJob,
  automationSweepJob,
  notificationEmailJob,
  subscriptionSweepJob,
  webhookSweepJob,
  webhookDeliveryJob,
  atsExportJob,
  atsSyncPushJob,
  atsSyncPullJob,
  atsApplicantImportJob,
  atsApplicantImportSweepJob,
];
