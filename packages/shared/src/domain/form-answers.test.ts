import { describe, expect, it } from 'vitest';
import { checkFormAnswers } from './form-answers';

const q = (id: string, type: string, required = false, options: string[] = []) =>
  ({ id, type, label: id, help: '', required, options }) as Parameters<typeof checkFormAnswers>[0][number];

describe('checkFormAnswers', () => {
  const questions = [
    q('r', 'rating', true),
    q('s', 'single_choice', false, ['A', 'B']),
    q('m', 'multiple_choice', false, ['A', 'B', 'C']),
    q('t', 'short_text'),
    q('y', 'yes_no'),
    q('f', 'file', true),
  ];

  it('keeps good answers, trimmed and in the form order, and leaves out unanswered ones', () => {
    const out = checkFormAnswers(
      questions,
      { r: 5, s: 'B', m: ['C', 'A'], t: ' hi ', y: false, f: null },
      {
        filesLater: true,
      },
    );
    expect(out.errors).toEqual({});
    expect(out.answers).toEqual({ r: 5, s: 'B', m: ['A', 'C'], t: 'hi', y: false });
  });

  it('names what is wrong per question', () => {
    const out = checkFormAnswers(questions, { r: 0, s: 'Z', m: ['A', 'A'], t: 3, y: 'no', zz: 1 });
    expect(out.errors).toEqual({
      r: 'Rate from 1 to 5',
      s: 'Choose one of the options',
      m: 'Choose each option once',
      t: 'Answer with text',
      y: 'Answer yes or no',
      f: 'Answer this question',
      answers: 'Some answers are to questions this form does not have',
    });
  });

  it('counts empty text and empty choices as unanswered', () => {
    expect(checkFormAnswers([q('t', 'short_text', true)], { t: '   ' }).errors).toEqual({
      t: 'Answer this question',
    });
    expect(checkFormAnswers([q('m', 'multiple_choice', true, ['A', 'B'])], { m: [] }).errors).toEqual({
      m: 'Answer this question',
    });
  });
});
