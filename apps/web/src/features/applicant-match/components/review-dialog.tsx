/**
 * Confirming a review of one or many applicants: move forward (to which stage), decline (with a
 * reason, and the rejection email if wanted) or move back to review. While it runs, a progress
 * bar; then one result for the whole selection, with a way to retry the part that failed.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  APPLICANT_REVIEW_MAX,
  type ReviewAction,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import {
  saveRejectionEmailConfig,
  skipReasonLabel,
  useAtsStages,
  useDeclineReasons,
  useRejectionEmailConfig,
  useRejectionRecipients,
} from '../api/review';
import { type ReviewOutcome, useBulkReview } from '../hooks/use-bulk-review';
import { plural } from '../lib/labels';

export type ReviewRequest = {
  action: ReviewAction;
  applicantIds: string[];
  /** The applicant's name when there is one: the dialog then speaks of them. */
  name?: string;
};

const VERB: Record<ReviewAction, { title: string; button: string; running: string; done: string }> = {
  moveForward: {
    title: 'Move forward',
    button: 'Move forward',
    running: 'Moving forward',
    done: 'moved forward',
  },
  reject: { title: 'Decline', button: 'Decline', running: 'Declining', done: 'declined' },
  reopen: {
    title: 'Move back to review',
    button: 'Move back',
    running: 'Moving back',
    done: 'back under review',
  },
};

export function ReviewDialog({
  projectId,
  request,
  emailAvailable,
  onClose,
}: {
  projectId: string;
  request: ReviewRequest | null;
  /** Rejection emails can be sent from this project (not from a sample project). */
  emailAvailable: boolean;
  onClose: (outcome: ReviewOutcome | null) => void;
}) {
  const review = useBulkReview(projectId);
  const action = request?.action ?? 'moveForward';
  const ids = request?.applicantIds ?? [];
  const [stageId, setStageId] = useState<string | null>(null);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [sendEmail, setSendEmail] = useState(false);
  const [subject, setSubject] = useState<string | null>(null);
  const [body, setBody] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const opened = request !== null;
  const stages = useAtsStages(projectId, opened && action === 'moveForward');
  const reasons = useDeclineReasons(projectId, opened && action === 'reject');
  const wantsEmail = opened && action === 'reject' && emailAvailable && sendEmail;
  const config = useRejectionEmailConfig(projectId, wantsEmail);
  // Who would get it: asked for a selection the server takes in one call.
  const recipients = useRejectionRecipients(projectId, ids, wantsEmail && ids.length <= APPLICANT_REVIEW_MAX);

  // A new request starts clean.
  const requestKey = request ? `${request.action}:${request.applicantIds.join(',')}` : '';
  const reset = review.reset;
  useEffect(() => {
    if (!requestKey) return;
    reset();
    setStageId(null);
    setReasonId(null);
    setSendEmail(false);
    setSubject(null);
    setBody(null);
    setProblem(null);
  }, [requestKey, reset]);

  const who = request?.name ?? plural(ids.length, 'applicant');
  const verb = VERB[action];
  const close = () => {
    if (!review.running) onClose(review.outcome);
  };

  const confirm = async (only: string[] = ids) => {
    setProblem(null);
    const edited =
      config.data &&
      ((subject !== null && subject !== config.data.subject) || (body !== null && body !== config.data.body));
    if (wantsEmail && config.data && config.data.canEdit !== false && edited) {
      try {
        await saveRejectionEmailConfig(projectId, {
          subject: subject ?? config.data.subject,
          body: body ?? config.data.body,
        });
      } catch (error) {
        setProblem(`The rejection email was not saved, so nobody was declined: ${errorMessage(error)}`);
        return;
      }
    }
    await review.run(
      action,
      only,
      {
        ...(reasonId ? { declineReasonId: reasonId } : {}),
        ...(stageId ? { toAtsStageId: stageId } : {}),
        sendEmail: wantsEmail,
      },
      review.outcome ?? undefined,
    );
  };

  // The server asks for one of the team's reasons on every decline (the list is never empty).
  const needsReason = action === 'reject' && !reasonId;
  const outcome = review.outcome;
  const progress = review.progress;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`${verb.title}: ${who}`}
      closeOnClickOutside={!review.running}
      closeOnEscape={!review.running}
      withCloseButton={!review.running}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      <Stack gap="md" data-testid="review-dialog">
        {!outcome && !review.running ? (
          <>
            {action === 'moveForward' ? (
              <Select
                label="Move to stage"
                placeholder="The job's first stage after review"
                data={(stages.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                value={stageId}
                onChange={setStageId}
                clearable
                error={
                  stages.isError ? `The stages could not be loaded: ${errorMessage(stages.error)}` : undefined
                }
              />
            ) : null}
            {action === 'reject' ? (
              <Select
                label="Decline reason"
                placeholder="Pick a reason"
                required
                data={(reasons.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
                value={reasonId}
                onChange={setReasonId}
                clearable
                error={
                  reasons.isError
                    ? `The reasons could not be loaded: ${errorMessage(reasons.error)}`
                    : undefined
                }
              />
            ) : null}
            {action === 'reject' && emailAvailable ? (
              <Checkbox
                label="Send a rejection email"
                description="Sent to everyone declined here, from your mailbox, once the decline is done."
                checked={sendEmail}
                onChange={(e) => setSendEmail(e.currentTarget.checked)}
              />
            ) : null}
            {wantsEmail ? (
              <RejectionEmailFields
                config={config}
                recipients={recipients}
                manyApplicants={ids.length > APPLICANT_REVIEW_MAX}
                subject={subject}
                body={body}
                onSubject={setSubject}
                onBody={setBody}
              />
            ) : null}
            {action === 'reopen' ? (
              <Text fz="sm">
                {request?.name ?? plural(ids.length, 'applicant')} will be back under review, as if nobody had
                reviewed them yet.
              </Text>
            ) : null}
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                color={action === 'reject' ? 'red' : undefined}
                onClick={() => void confirm()}
                disabled={(wantsEmail && !config.data) || needsReason}
              >
                {verb.button}
                {ids.length > 1 ? ` ${ids.length.toLocaleString()}` : ''}
              </Button>
            </Group>
          </>
        ) : null}
        {review.running && progress ? (
          <Stack gap={6}>
            <Text fz="sm" fw={600} aria-live="polite" data-testid="review-progress-label">
              {verb.running}: {progress.done.toLocaleString()} of {plural(progress.total, 'applicant')}
            </Text>
            <Progress
              value={progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
              animated
              aria-label={`${verb.running} applicants`}
            />
          </Stack>
        ) : null}
        {outcome ? (
          <ReviewResult
            outcome={outcome}
            doneWord={verb.done}
            onRetry={(failed) => void confirm(failed)}
            onClose={close}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}

function RejectionEmailFields({
  config,
  recipients,
  manyApplicants,
  subject,
  body,
  onSubject,
  onBody,
}: {
  config: ReturnType<typeof useRejectionEmailConfig>;
  recipients: ReturnType<typeof useRejectionRecipients>;
  manyApplicants: boolean;
  subject: string | null;
  body: string | null;
  onSubject: (value: string) => void;
  onBody: (value: string) => void;
}) {
  if (config.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="The rejection email could not be loaded">
        {errorMessage(config.error)}
      </Alert>
    );
  const unable = (recipients.data ?? []).filter((r) => !r.canSend);
  const able = (recipients.data ?? []).length - unable.length;
  return (
    <Stack gap="xs" data-testid="rejection-email">
      <TextInput
        label="Subject"
        value={subject ?? config.data?.subject ?? ''}
        onChange={(e) => onSubject(e.currentTarget.value)}
        disabled={!config.data}
        readOnly={config.data?.canEdit === false}
      />
      <Textarea
        label="Message"
        rows={6}
        value={body ?? config.data?.body ?? ''}
        onChange={(e) => onBody(e.currentTarget.value)}
        disabled={!config.data}
        readOnly={config.data?.canEdit === false}
        description={
          config.data?.canEdit === false
            ? 'The rejection email of this project, as your role sees it.'
            : "Changes are saved as this project's rejection email. {{firstName}}, {{jobTitle}} and {{senderName}} are filled in for each applicant."
        }
      />
      {manyApplicants ? (
        <Text fz="xs" c="dimmed">
          Applicants without an email address, or who opted out, are skipped.
        </Text>
      ) : recipients.data ? (
        <Stack gap={2} data-testid="rejection-recipients">
          <Text fz="sm">{plural(able, 'applicant')} will get the email.</Text>
          {unable.length > 0 ? (
            <List size="xs" c="dimmed">
              {unable.slice(0, 10).map((r) => (
                <List.Item key={r.applicantId} style={{ overflowWrap: 'anywhere' }}>
                  {r.fullName}: {skipReasonLabel(r.reason)}
                </List.Item>
              ))}
              {unable.length > 10 ? <List.Item>and {unable.length - 10} more</List.Item> : null}
            </List>
          ) : null}
        </Stack>
      ) : recipients.isError ? (
        <Text fz="xs" c="red">
          Who can be emailed could not be checked: {errorMessage(recipients.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

function ReviewResult({
  outcome,
  doneWord,
  onRetry,
  onClose,
}: {
  outcome: ReviewOutcome;
  doneWord: string;
  onRetry: (applicantIds: string[]) => void;
  onClose: () => void;
}) {
  // Skipped applicants grouped by why: a thousand "already declined" read as one line.
  const reasons = new Map<string, number>();
  for (const s of outcome.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
  const failedIds = outcome.failed.flatMap((f) => f.applicantIds);
  // Declines on a job linked to an ATS that stayed here (an upload, or an ATS that takes no declines).
  const notSent = outcome.moved.filter((m) => m.sentToAts === false).length;
  return (
    <Stack gap="sm" data-testid="review-result" aria-live="polite">
      <Text fw={600}>
        {plural(outcome.moved.length, 'applicant')} {doneWord}.
      </Text>
      {notSent > 0 ? (
        <Text fz="sm" data-testid="not-sent-to-ats">
          {plural(notSent, 'decline')} recorded in Talentbase only, not in the ATS: not imported from it, or
          the ATS does not take declines through its API.
        </Text>
      ) : null}
      {outcome.skipped.length > 0 ? (
        <Stack gap={2}>
          <Text fz="sm">
            {plural(outcome.skipped.length, 'applicant was', 'applicants were')} left as they were:
          </Text>
          <List size="sm">
            {[...reasons].map(([reason, n]) => (
              <List.Item key={reason} style={{ overflowWrap: 'anywhere' }}>
                {reason} ({n.toLocaleString()})
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {outcome.email ? (
        <Text fz="sm" data-testid="rejection-email-result">
          Rejection email queued for {plural(outcome.email.queued, 'applicant')}.
          {outcome.email.skipped.length > 0
            ? ` Not sent to ${outcome.email.skipped.length.toLocaleString()}: ${[
                ...new Set(outcome.email.skipped.map((s) => skipReasonLabel(s.reason))),
              ].join(', ')}.`
            : ''}
          {outcome.email.failed ? ` Some emails were not queued: ${outcome.email.failed}` : ''}
        </Text>
      ) : null}
      {failedIds.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={`${plural(failedIds.length, 'applicant')} not reviewed`}
        >
          <Stack gap="xs" align="flex-start">
            {[...new Set(outcome.failed.map((f) => f.message))].map((m) => (
              <Text key={m} fz="sm">
                {m}
              </Text>
            ))}
            <Button size="xs" variant="light" color="red" onClick={() => onRetry(failedIds)}>
              Try these {failedIds.length.toLocaleString()} again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
