/**
 * Reviewing applicants: the stages a move forward can land in, the decline reasons, the review
 * call itself (sent in slices of APPLICANT_REVIEW_MAX), and the rejection email that may follow a
 * decline (recipients, the project's subject and body, sending).
 */
import type {
  ReviewApplicantsRequest,
  ReviewApplicantsResponse,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MATCH_BASE } from './applicants';

const project = (projectId: string) => `${MATCH_BASE}/projects/${encodeURIComponent(projectId)}`;

import {
  REJECTION_SKIP_REASON_LABEL,
  type RejectionEmailConfig,
  type RejectionRecipient,
  type RejectionSkipReason,
  type SendRejectionResponse,
} from '@talentbase/shared/contracts/applicant-match-email';

export const reviewKeys = {
  stages: (projectId: string) => ['applicant-match', 'ats-stages', projectId] as const,
  reasons: (projectId: string) => ['applicant-match', 'decline-reasons', projectId] as const,
  emailConfig: (projectId: string) => ['applicant-match', 'rejection-email-config', projectId] as const,
  recipients: (projectId: string, ids: readonly string[]) =>
    ['applicant-match', 'rejection-recipients', projectId, ids] as const,
};

export function reviewApplicants(projectId: string, body: ReviewApplicantsRequest) {
  return api.post<ReviewApplicantsResponse>(`${project(projectId)}/applicants/review`, body);
}

type Named = { id: string; name: string };

export function useAtsStages(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.stages(projectId),
    queryFn: ({ signal }) =>
      api.post<{ data: { atsStageId: string; atsStageName: string }[] }>(
        `${MATCH_BASE}/ats/stages`,
        { projectId },
        signal,
      ),
    select: (answer): Named[] => answer.data.map((s) => ({ id: s.atsStageId, name: s.atsStageName })),
    enabled,
    meta: { inlineErrors: true },
  });
}

export function useDeclineReasons(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.reasons(projectId),
    queryFn: ({ signal }) =>
      api.post<{ data: Named[] }>(`${MATCH_BASE}/ats/decline-reasons`, { projectId }, signal),
    select: (answer) => answer.data,
    enabled,
    meta: { inlineErrors: true },
  });
}

// The rejection-email calls (contracts/applicant-match-email.ts): who can get it and why not, the
// project's subject and body, and the send.
export const skipReasonLabel = (reason: string | null) =>
  reason ? (REJECTION_SKIP_REASON_LABEL[reason as RejectionSkipReason] ?? reason) : 'Cannot be emailed';

export function useRejectionRecipients(projectId: string, applicantIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.recipients(projectId, applicantIds),
    queryFn: ({ signal }) =>
      api.post<{ data: RejectionRecipient[] }>(
        `${project(projectId)}/email/recipients`,
        { applicantIds },
        signal,
      ),
    select: (answer) => answer.data,
    enabled,
    meta: { inlineErrors: true },
  });
}

export function useRejectionEmailConfig(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.emailConfig(projectId),
    queryFn: ({ signal }) =>
      api.get<RejectionEmailConfig>(`${project(projectId)}/rejection-email-config`, undefined, signal),
    enabled,
    meta: { inlineErrors: true },
  });
}

export function saveRejectionEmailConfig(projectId: string, config: { subject: string; body: string }) {
  return api.put<RejectionEmailConfig>(`${project(projectId)}/rejection-email-config`, config);
}

export function sendRejectionEmails(projectId: string, applicantIds: string[]) {
  return api.post<SendRejectionResponse>(`${project(projectId)}/rejection-email/send`, { applicantIds });
}
