/**
 * Moving forward, declining or reopening any number of applicants: APPLICANT_REVIEW_MAX per
 * request, one after another, with the progress and one result for the whole selection (who moved,
 * who was left as they were and why, which requests failed). After a decline, the rejection email
 * goes to those really declined, never to the ones skipped.
 */
import {
  APPLICANT_REVIEW_MAX,
  type ReviewAction,
  type ReviewApplicantsResponse,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { applicantKeys } from '../api/applicants';
import { reviewApplicants, sendRejectionEmails } from '../api/review';
import { type ChunkProgress, runInChunks } from '../lib/chunks';

export type ReviewOptions = {
  declineReasonId?: string;
  toAtsStageId?: string;
  /** Send the project's rejection email to everyone the decline moved. */
  sendEmail?: boolean;
};

export type ReviewOutcome = {
  action: ReviewAction;
  moved: ReviewApplicantsResponse['moved'];
  skipped: ReviewApplicantsResponse['skipped'];
  /** Applicants whose request failed, with the error the recruiter reads. */
  failed: { applicantIds: string[]; message: string }[];
  /** The rejection email after a decline: how many were queued, who was skipped and why. */
  email: { queued: number; skipped: { applicantId: string; reason: string }[]; failed: string | null } | null;
};

export function useBulkReview(projectId: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<ChunkProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);

  const run = useCallback(
    /** `earlier`: the outcome of the first try when these are the applicants it failed for. */
    async (
      action: ReviewAction,
      applicantIds: string[],
      options: ReviewOptions = {},
      earlier?: ReviewOutcome,
    ) => {
      setRunning(true);
      setOutcome(null);
      const result = await runInChunks(
        applicantIds,
        APPLICANT_REVIEW_MAX,
        (slice) =>
          reviewApplicants(projectId, {
            applicantIds: slice,
            action,
            ...(action === 'reject' && options.declineReasonId
              ? { declineReasonId: options.declineReasonId }
              : {}),
            ...(action === 'moveForward' && options.toAtsStageId
              ? { toAtsStageId: options.toAtsStageId }
              : {}),
          }),
        setProgress,
      );
      const moved = result.answers.flatMap((a) => a.moved);
      const next: ReviewOutcome = {
        action,
        moved,
        skipped: result.answers.flatMap((a) => a.skipped),
        failed: result.failed.map((f) => ({ applicantIds: f.items, message: errorMessage(f.error) })),
        email: null,
      };
      if (action === 'reject' && options.sendEmail && moved.length > 0) {
        const sent = await runInChunks(
          moved.map((m) => m.applicantId),
          APPLICANT_REVIEW_MAX,
          (slice) => sendRejectionEmails(projectId, slice),
        );
        next.email = {
          queued: sent.answers.reduce((n, a) => n + a.queued, 0),
          skipped: sent.answers.flatMap((a) => a.skipped),
          failed: sent.failed[0] ? errorMessage(sent.failed[0].error) : null,
        };
      }
      const combined = earlier ? mergeOutcomes(earlier, next) : next;
      setOutcome(combined);
      setRunning(false);
      void client.invalidateQueries({ queryKey: applicantKeys.all(projectId) });
      return combined;
    },
    [client, projectId],
  );

  const reset = useCallback(() => {
    setOutcome(null);
    setProgress(null);
  }, []);

  return { run, running, progress, outcome, reset };
}

/** A retry's outcome added to the first try's: its failures replace the first try's. */
export function mergeOutcomes(earlier: ReviewOutcome, retry: ReviewOutcome): ReviewOutcome {
  const email =
    earlier.email || retry.email
      ? {
          queued: (earlier.email?.queued ?? 0) + (retry.email?.queued ?? 0),
          skipped: [...(earlier.email?.skipped ?? []), ...(retry.email?.skipped ?? [])],
          failed: retry.email?.failed ?? earlier.email?.failed ?? null,
        }
      : null;
  return {
    action: retry.action,
    moved: [...earlier.moved, ...retry.moved],
    skipped: [...earlier.skipped, ...retry.skipped],
    failed: retry.failed,
    email,
  };
}
