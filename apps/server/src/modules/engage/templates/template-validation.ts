/**
 * The checks a template (or a sequence step) passes before it is saved, as answers a recruiter can
 * act on: an unknown variable is a 422 naming it with the closest known name, a subject with a line
 * break a 422 saying to write it on one line. Pure, so the rules are unit-tested without a server.
 */
import {
  findTemplateProblems,
  headerValueProblem,
  suggestVariable,
  type TemplateProblem,
} from '@talentbase/shared/domain/email-templates';
import { AppError } from '../../../lib/errors';

export type TemplateField = 'subject' | 'body';

export type FieldProblem = {
  field: TemplateField;
  message: string;
  line: number;
  column: number;
  variable?: string;
  suggestion?: string;
};

const VARIABLE_IN = /^\{\{\s*([^{}]*?)\s*\}\}$/;

function variableOf(text: string, problem: TemplateProblem): string | undefined {
  if (problem.kind !== 'UNKNOWN_VARIABLE' && problem.kind !== 'NOT_A_VARIABLE') return undefined;
  const match = VARIABLE_IN.exec(text.slice(problem.index, problem.index + problem.length));
  return match?.[1] || undefined;
}

/** Every problem of a subject and body, the subject's first. */
export function templateFieldProblems(subject: string, body: string): FieldProblem[] {
  const out: FieldProblem[] = [];
  const header = headerValueProblem(subject);
  if (header) {
    const before = subject.slice(0, header.index);
    const line = before.split(/\r\n|\r|\n/).length;
    out.push({
      field: 'subject',
      message: `The subject ${header.message}: write it on one line.`,
      line,
      column: header.index - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')),
    });
  }
  for (const [field, text] of [
    ['subject', subject],
    ['body', body],
  ] as const) {
    for (const problem of findTemplateProblems(text)) {
      const variable = variableOf(text, problem);
      const suggestion = problem.suggestion ?? (variable ? suggestVariable(variable) : undefined);
      out.push({
        field,
        message: problem.message,
        line: problem.line,
        column: problem.column,
        ...(variable ? { variable } : {}),
        ...(suggestion ? { suggestion } : {}),
      });
    }
  }
  return out;
}

/**
 * Throws a 422 for the first problem, naming the field (prefixed, e.g. `steps.1.body`) and, for
 * an unknown variable, the variable and the suggestion. `label` starts the message ("Step 2: ").
 */
export function assertTemplateFields(
  subject: string,
  body: string,
  options: { fieldPrefix?: string; label?: string; details?: Record<string, unknown> } = {},
): void {
  const [first] = templateFieldProblems(subject, body);
  if (!first) return;
  const key = `${options.fieldPrefix ?? ''}${first.field}`;
  const message = `${options.label ?? ''}${first.message}`;
  throw new AppError('UNPROCESSABLE', message, {
    fields: { [key]: message },
    ...(first.variable ? { variable: first.variable } : {}),
    ...(first.suggestion ? { suggestion: first.suggestion } : {}),
    ...options.details,
  });
}
