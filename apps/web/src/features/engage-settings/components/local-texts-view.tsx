/**
 * Texts kept on this machine (no text provider configured): what the candidates would have
 * received, newest first, each with a way to answer it as the candidate. The answer enters the
 * same intake as a real inbound text: STOP opts the number out, START back in, anything else is
 * a reply that stops the sequence and moves the candidate to Replied.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import type { LocalText, LocalTextAnswerResponse } from '@talentbase/shared/contracts/engage-text';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/notify';
import { useAnswerLocalText, useLocalTexts } from '../api/text-number-calls';

/** What the answer did, in a recruiter's words. */
export function textAnswerOutcome(r: LocalTextAnswerResponse): string {
  const steps =
    r.cancelled === 0 ? '' : ` ${r.cancelled} unsent step${r.cancelled === 1 ? ' was' : 's were'} cancelled.`;
  if (r.outcome === 'opted_out')
    return `The number is opted out: it gets no more texts from your team.${steps}`;
  if (r.outcome === 'opted_in') return 'The number may be texted again.';
  if (r.outcome === 'help') return 'HELP is answered by the text provider itself: nothing changed.';
  if (r.outcome === 'reply')
    return `The reply stopped the sequence and moved the candidate to Replied.${steps}`;
  return 'No sequence of yours texted this number: nothing was kept.';
}

function CaughtText({ text }: { text: LocalText }) {
  const [words, setWords] = useState('');
  const answer = useAnswerLocalText(text.id);
  const send = (body: string) => answer.mutate({ body });
  return (
    <Card withBorder padding="md" data-testid={`local-text-${text.id}`}>
      <Stack gap="xs">
        <Text fz="xs" c="dimmed">
          To {text.toNumber} from {text.fromNumber} · {new Date(text.createdAt).toLocaleString()}
        </Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text.body}
        </Text>
        <Textarea
          label="Answer as the candidate"
          placeholder="Sounds good, when can we talk?"
          minRows={2}
          maxLength={1600}
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            onClick={() => send(words.trim() || 'Yes, I am interested.')}
            disabled={answer.isPending}
          >
            Send reply
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => send('STOP')}
            disabled={answer.isPending}
          >
            Reply STOP
          </Button>
        </Group>
        <div aria-live="polite">
          {answer.isSuccess ? (
            <Alert color="green" variant="light" data-testid="text-answer-outcome">
              {textAnswerOutcome(answer.data)}
            </Alert>
          ) : null}
          {answer.isError ? (
            <Alert color="red" variant="light">
              {errorMessage(answer.error)}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

export function LocalTextsView() {
  const texts = useLocalTexts(true);
  if (texts.isPending) return <Loader size="sm" />;
  if (texts.isError)
    return (
      <LoadError
        title="The caught texts could not be loaded"
        error={texts.error}
        onRetry={() => texts.refetch()}
      />
    );
  if (texts.data.total === 0)
    return (
      <Text fz="sm" c="dimmed">
        No texts yet: those your text steps send will be listed here.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text fz="sm" fw={600}>
        Texts kept on this machine ({texts.data.total})
      </Text>
      {texts.data.data.map((t) => (
        <CaughtText key={t.id} text={t} />
      ))}
    </Stack>
  );
}
