/**
 * Writing back from the inbox: plain text under the conversation, sent from the mailbox the
 * candidate wrote to, in their thread. When the caller cannot answer here (only delivery notices,
 * a do-not-email address, someone else's mailbox), the reason is shown instead of the form.
 * Ctrl+Enter (⌘+Enter) sends, as in mail clients.
 */
import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import type { InboxAnswerTarget } from '@talentbase/shared/contracts/engage-inbox';
import { useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { useAnswer } from '../api/inbox';

const MAX = 20_000;

export function AnswerBox({
  conversationKey,
  target,
  blocked,
}: {
  conversationKey: string;
  target: InboxAnswerTarget | null;
  blocked: string | null;
}) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswer(conversationKey);
  if (!target)
    return (
      <Text fz="sm" c="dimmed" data-testid="inbox-answer-blocked">
        {blocked ?? 'This conversation cannot be answered here.'}
      </Text>
    );
  const send = () => {
    if (answer.isPending) return;
    if (body.trim() === '') {
      setProblem('Write your answer');
      return;
    }
    setProblem(null);
    answer.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <Card withBorder padding="sm" data-testid="inbox-answer">
      <Stack gap="xs">
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          To {target.to} · from {target.from} · {target.subject}
        </Text>
        <Textarea
          label="Your answer"
          placeholder="Write back to the candidate…"
          rows={5}
          value={body}
          maxLength={MAX}
          error={problem}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={getHotkeyHandler([['mod+Enter', send]])}
        />
        {answer.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(answer.error)}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dimmed">
            Ctrl+Enter sends
          </Text>
          <Button size="sm" onClick={send} loading={answer.isPending}>
            Send answer
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
