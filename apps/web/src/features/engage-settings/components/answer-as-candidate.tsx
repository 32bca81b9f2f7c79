/**
 * Under a caught message: answer it as the candidate's side would, to try the whole loop with
 * only the two commands. A reply (the candidate's words, a short yes when left empty), an
 * out-of-office answer, or a bounce from their mail server. The answer enters the same intake
 * as mail read over IMAP; what it did is said in words below the buttons.
 */
import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import type { InboundResult, LocalMailAnswerBody } from '@talentbase/shared/contracts/engage-mailboxes';
import { useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { useAnswerLocalMail } from '../api/engage-settings-calls';

const KIND_NAMES: Record<InboundResult['kind'], string> = {
  reply: 'A reply',
  auto_reply: 'An automatic answer',
  bounce_hard: 'A bounce',
  bounce_soft: 'A delay notice',
};

/** What the intake did, in a recruiter's words. */
export function answerOutcome(r: InboundResult): string {
  const what = KIND_NAMES[r.kind];
  if (r.duplicate) return `${what} to this message was already taken in: nothing changed again.`;
  if (!r.matched)
    return `${what} was kept in the inbox but matched no sequence: ${r.note ?? 'no reason given'}.`;
  const steps =
    r.cancelledSteps === 0
      ? ''
      : ` ${r.cancelledSteps} unsent step${r.cancelledSteps === 1 ? ' was' : 's were'} cancelled.`;
  if (r.kind === 'reply') return `The reply stopped the sequence and moved the candidate to Replied.${steps}`;
  if (r.kind === 'bounce_hard')
    return `The bounce stopped the sequence and the address will not be written to again.${steps}`;
  return `${what} was kept in the inbox; the sequence goes on.`;
}

export function AnswerAsCandidate({ id }: { id: number }) {
  const [text, setText] = useState('');
  const answer = useAnswerLocalMail(id);
  const send = (kind: LocalMailAnswerBody['kind']) =>
    answer.mutate(kind === 'reply' && text.trim() ? { kind, text } : { kind });
  const busy = answer.isPending ? answer.variables?.kind : undefined;
  return (
    <Card withBorder padding="md" data-testid="answer-as-candidate">
      <Stack gap="sm">
        <div>
          <Text fw={600} fz="sm">
            Answer as the candidate
          </Text>
          <Text fz="xs" c="dimmed">
            Try what happens when this message comes back: it is taken in exactly like mail read from a real
            inbox.
          </Text>
        </div>
        <Textarea
          label="Their reply"
          placeholder="Thanks for reaching out. I am interested: when could we talk?"
          minRows={3}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            onClick={() => send('reply')}
            loading={busy === 'reply'}
            disabled={answer.isPending}
          >
            Send reply
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => send('auto_reply')}
            loading={busy === 'auto_reply'}
            disabled={answer.isPending}
          >
            Out-of-office answer
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => send('bounce')}
            loading={busy === 'bounce'}
            disabled={answer.isPending}
          >
            Bounce it
          </Button>
        </Group>
        <div aria-live="polite">
          {answer.isSuccess ? (
            <Alert
              color={answer.data.matched ? 'green' : 'yellow'}
              variant="light"
              data-testid="answer-outcome"
            >
              {answerOutcome(answer.data)}
            </Alert>
          ) : null}
          {answer.isError ? (
            <Alert color="red" variant="light" data-testid="answer-error">
              {errorMessage(answer.error)}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
