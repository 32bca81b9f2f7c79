/** Answers as the hiring team reads them: each question, then its answer (or "Not answered"). */
import { Stack, Text } from '@mantine/core';
import type { Scorecard } from '@talentbase/shared';

function answerText(
  q: Scorecard['questions'][number],
  value: Scorecard['answers'][string] | undefined,
): string {
  if (q.type === 'file') return 'Files are on the candidate’s record';
  if (value === undefined) return 'Not answered';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return `${value} / 5`;
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

export function AnswersList({
  questions,
  answers,
}: {
  questions: Scorecard['questions'];
  answers: Scorecard['answers'];
}) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {questions.map((q) => (
        <div key={q.id}>
          <Text component="dt" fz="xs" c="dimmed">
            {q.label}
          </Text>
          <Text component="dd" fz="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answerText(q, answers[q.id])}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
