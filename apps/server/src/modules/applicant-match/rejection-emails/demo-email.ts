/**
 * The email calls for the sample projects -1 and -2: their configuration reads as the built-in
 * one, their applicants are listed as recipients who are never emailed (SAMPLE_APPLICANT: they
 * are fake people), and changing the configuration is refused with a message saying why.
 */
import {
  DEFAULT_REJECTION_BODY,
  DEFAULT_REJECTION_SUBJECT,
  type EmailConfig,
  type RejectionEmailConfig,
  type RejectionRecipient,
  type SendRejectionResponse,
} from '@talentbase/shared/contracts/applicant-match-email';
import type { DemoProjectId } from '@talentbase/shared/domain/projects';
import { AppError } from '../../../lib/errors';
import { DEMO_APPLICANTS, DEMO_ATS, demoApplicant } from '../demo/demo-catalog';

export const SAMPLE_READ_ONLY =
  'This is a sample project: its emails cannot be changed. Open one of your own jobs to set up rejection emails.';

export const sampleReadOnly = () => new AppError('UNPROCESSABLE', SAMPLE_READ_ONLY);

export const demoEmailConfig = (projectId: DemoProjectId): EmailConfig => ({
  projectId: String(projectId),
  atsName: DEMO_ATS.atsName,
  rejectionEnabled: false,
  senderUserId: null,
  sender: null,
  canEdit: false,
});

export const demoRejectionEmailConfig = (projectId: DemoProjectId): RejectionEmailConfig => ({
  projectId: String(projectId),
  subject: DEFAULT_REJECTION_SUBJECT,
  body: DEFAULT_REJECTION_BODY,
  isDefault: true,
  canEdit: false,
});

function recipientOf(applicantId: string): RejectionRecipient {
  const a = demoApplicant(applicantId);
  if (!a)
    return {
      applicantId,
      candidateId: null,
      fullName: '',
      email: null,
      reviewStatus: null,
      canSend: false,
      reason: 'NOT_FOUND',
    };
  return {
    applicantId,
    candidateId: a.candidateId,
    fullName: a.profile.basic?.fullname ?? '',
    email: a.contacts.emailV2?.primaryEmail ?? null,
    reviewStatus: a.stage,
    canSend: false,
    reason: 'SAMPLE_APPLICANT',
  };
}

export const demoRecipients = (applicantIds: readonly string[]) =>
  [...new Set(applicantIds)].map(recipientOf);

export function demoRecipientsByCandidate(
  candidateIds: readonly string[],
): Record<string, RejectionRecipient> {
  const wanted = new Set(candidateIds);
  return Object.fromEntries(
    DEMO_APPLICANTS.filter((a) => wanted.has(a.candidateId)).map((a) => [
      a.candidateId,
      recipientOf(a.applicantId),
    ]),
  );
}

export const demoSend = (applicantIds: readonly string[]): SendRejectionResponse => ({
  queued: 0,
  skipped: demoRecipients(applicantIds).map((r) => ({
    applicantId: r.applicantId,
    reason: r.reason ?? 'NOT_FOUND',
  })),
});
