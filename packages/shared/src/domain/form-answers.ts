/**
 * Answers to a team form (scorecards on project candidates, application answers on a job's
 * applicants): the ONE check of answers against the questions they answer, used by the server
 * before it stores answers and by the web app before it sends them.
 *
 * Answers are keyed by question id. An empty answer ('' or [] or null) counts as unanswered;
 * a required question must be answered, except file questions when `filesLater` is set (files
 * are attached to the candidate's record for now, not to the form).
 */
import type { FormQuestion, QuestionType } from '../contracts/forms';

export const ANSWER_LIMITS = { SHORT_TEXT_MAX: 300, LONG_TEXT_MAX: 5000 } as const;

export type AnswerValue = string | number | boolean | string[] | null;
export type FormAnswers = Record<string, AnswerValue>;

type Question = Pick<FormQuestion, 'type' | 'label' | 'required' | 'options'> & { id?: string };

export type AnswersCheck = {
  /** The answers as stored: only the form's questions, unanswered ones left out, text trimmed. */
  answers: Record<string, Exclude<AnswerValue, null>>;
  /** Per question id (or `answers` for the whole set), what to fix. Empty when all is well. */
  errors: Record<string, string>;
};

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

function checkOne(
  type: QuestionType,
  options: readonly string[],
  value: unknown,
): { ok: true; value: Exclude<AnswerValue, null> } | { ok: false; message: string } {
  switch (type) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return { ok: false, message: 'Answer with text' };
      const max = type === 'short_text' ? ANSWER_LIMITS.SHORT_TEXT_MAX : ANSWER_LIMITS.LONG_TEXT_MAX;
      const text = value.trim();
      if (text.length > max) return { ok: false, message: `At most ${max} characters` };
      return { ok: true, value: text };
    }
    case 'single_choice':
      if (typeof value !== 'string' || !options.includes(value))
        return { ok: false, message: 'Choose one of the options' };
      return { ok: true, value };
    case 'multiple_choice': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.includes(v)))
        return { ok: false, message: 'Choose among the options' };
      if (new Set(value).size !== value.length) return { ok: false, message: 'Choose each option once' };
      // Kept in the form's order, whatever order they were ticked in.
      return { ok: true, value: options.filter((o) => value.includes(o)) };
    }
    case 'rating':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5)
        return { ok: false, message: 'Rate from 1 to 5' };
      return { ok: true, value };
    case 'yes_no':
      if (typeof value !== 'boolean') return { ok: false, message: 'Answer yes or no' };
      return { ok: true, value };
    case 'file':
      return { ok: false, message: 'Files are attached to the candidate’s record, not answered here' };
  }
}

/** Checks `answers` against `questions` (each with its stable id). */
export function checkFormAnswers(
  questions: readonly (Question & { id: string })[],
  answers: Readonly<Record<string, unknown>>,
  opts: { filesLater?: boolean } = {},
): AnswersCheck {
  const errors: Record<string, string> = {};
  const out: AnswersCheck['answers'] = {};
  const known = new Set(questions.map((q) => q.id));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length > 0) errors.answers = 'Some answers are to questions this form does not have';
  for (const q of questions) {
    const value = answers[q.id];
    if (isEmpty(value)) {
      if (q.required && !(q.type === 'file' && opts.filesLater)) errors[q.id] = 'Answer this question';
      continue;
    }
    const checked = checkOne(q.type, q.options, value);
    if (checked.ok) out[q.id] = checked.value;
    else errors[q.id] = checked.message;
  }
  return { answers: out, errors };
}

export const SCORECARD_RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type ScorecardRecommendation = (typeof SCORECARD_RECOMMENDATIONS)[number];
export const SCORECARD_RECOMMENDATION_LABEL: Record<ScorecardRecommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};
