/**
 * A scorecard form as an interviewer fills it: one input per question type, then the overall
 * recommendation. Answers are checked with the same shared rule the server applies before they
 * are sent, so a missing required answer or a wrong value is shown under its question at once;
 * the server's field messages (`answers.<questionId>`) land in the same places.
 */
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FormQuestion } from '@talentbase/shared';
import {
  ANSWER_LIMITS,
  type AnswerValue,
  checkFormAnswers,
  SCORECARD_RECOMMENDATION_LABEL,
  SCORECARD_RECOMMENDATIONS,
  type ScorecardRecommendation,
} from '@talentbase/shared/domain/form-answers';
import { type ReactNode, useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';

type Question = FormQuestion & { id: string };
export type ScorecardDraft = {
  recommendation: ScorecardRecommendation | null;
  answers: Record<string, AnswerValue>;
};
export type ScorecardSubmit = {
  /** Null only when the form is shown without a recommendation (application answers). */
  recommendation: ScorecardRecommendation | null;
  answers: Record<string, Exclude<AnswerValue, null>>;
};

const RATINGS = ['1', '2', '3', '4', '5'];

/** Server errors as the form shows them: per question id, the recommendation, and the rest. */
function serverErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!error) return { fields: {}, message: null };
  if (!isApiError(error)) return { fields: {}, message: errorMessage(error) };
  const fields: Record<string, string> = {};
  let rest: string | null = null;
  for (const [key, message] of Object.entries(error.fields)) {
    if (key.startsWith('answers.')) fields[key.slice('answers.'.length)] = message;
    else if (key === 'recommendation') fields[key] = message;
    else rest = message;
  }
  return { fields, message: rest ?? error.message };
}

function QuestionInput({
  question,
  number,
  value,
  error,
  onChange,
}: {
  question: Question;
  number: number;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue) => void;
}) {
  const label = `${number}. ${question.label}`;
  const common = {
    label,
    withAsterisk: question.required,
    description: question.help || undefined,
    error,
  };
  switch (question.type) {
    case 'short_text':
      return (
        <TextInput
          {...common}
          maxLength={ANSWER_LIMITS.SHORT_TEXT_MAX}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          rows={4}
          maxLength={ANSWER_LIMITS.LONG_TEXT_MAX}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'single_choice':
      return (
        <Radio.Group {...common} value={typeof value === 'string' ? value : null} onChange={onChange}>
          <Stack gap={6} mt={6}>
            {question.options.map((o) => (
              <Radio key={o} value={o} label={o} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap={6} mt={6}>
            {question.options.map((o) => (
              <Checkbox key={o} value={o} label={o} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'rating':
      return (
        <Radio.Group
          {...common}
          description={question.help || '1 = poor, 5 = excellent'}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(v) => onChange(Number(v))}
        >
          <Group gap="md" mt={6}>
            {RATINGS.map((r) => (
              <Radio key={r} value={r} label={r} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'yes_no':
      return (
        <Radio.Group
          {...common}
          value={value === true ? 'yes' : value === false ? 'no' : null}
          onChange={(v) => onChange(v === 'yes')}
        >
          <Group gap="md" mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      );
    default:
      return (
        <Stack gap={2}>
          <Text fz="sm" fw={500}>
            {label}
          </Text>
          <Text fz="sm" c="dimmed">
            Files are attached to the candidate’s record.
          </Text>
        </Stack>
      );
  }
}

export function ScorecardForm({
  questions,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  header,
  withRecommendation = true,
}: {
  questions: readonly Question[];
  initial?: ScorecardDraft;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (value: ScorecardSubmit) => void;
  onCancel: () => void;
  header?: ReactNode;
  /** False for an applicant's answers: questions only, files left for later. */
  withRecommendation?: boolean;
}) {
  const uid = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ScorecardDraft>(initial ?? { recommendation: null, answers: {} });
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = serverErrors(error);
  const errorOf = (key: string) => local[key] ?? server.fields[key];

  const set = (id: string, value: AnswerValue) => {
    setDraft((d) => ({ ...d, answers: { ...d.answers, [id]: value } }));
    setLocal(({ [id]: _gone, ...rest }) => rest);
  };

  const submit = () => {
    const checked = checkFormAnswers(questions, draft.answers, { filesLater: !withRecommendation });
    const errors = { ...checked.errors };
    if (withRecommendation && !draft.recommendation)
      errors.recommendation = 'Choose an overall recommendation';
    setLocal(errors);
    const first = [...questions.map((q) => q.id), 'recommendation'].find((id) => errors[id]);
    if (first) {
      // Keyboard users land on the first answer to fix.
      ref.current
        ?.querySelector<HTMLElement>(
          `[data-question="${CSS.escape(first)}"] input, [data-question="${CSS.escape(first)}"] textarea`,
        )
        ?.focus();
      return;
    }
    onSubmit({ recommendation: draft.recommendation, answers: checked.answers });
  };

  return (
    <form
      ref={ref}
      noValidate
      aria-labelledby={header ? `${uid}-title` : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {header ? <div id={`${uid}-title`}>{header}</div> : null}
        {server.message && !Object.keys(server.fields).length ? (
          <Alert color="red" variant="light" role="alert" title="The scorecard was not saved">
            {server.message}
          </Alert>
        ) : null}
        {questions.map((q, i) => (
          <div key={q.id} data-question={q.id}>
            <QuestionInput
              question={q}
              number={i + 1}
              value={draft.answers[q.id]}
              error={errorOf(q.id)}
              onChange={(v) => set(q.id, v)}
            />
          </div>
        ))}
        {withRecommendation ? (
          <div data-question="recommendation">
            <Radio.Group
              label="Overall recommendation"
              withAsterisk
              value={draft.recommendation}
              error={errorOf('recommendation')}
              onChange={(v) => {
                setDraft((d) => ({ ...d, recommendation: v as ScorecardRecommendation }));
                setLocal(({ recommendation: _gone, ...rest }) => rest);
              }}
            >
              <Group gap="md" mt={6}>
                {SCORECARD_RECOMMENDATIONS.map((r) => (
                  <Radio key={r} value={r} label={SCORECARD_RECOMMENDATION_LABEL[r]} />
                ))}
              </Group>
            </Radio.Group>
          </div>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
