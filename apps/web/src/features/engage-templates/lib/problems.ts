/**
 * The problems a template has, found in the browser as the recruiter types, with the same shared
 * code the server uses (an unknown variable with its suggestion, unclosed braces, a line break in
 * the subject), so what the editor flags is what saving would refuse.
 */
import {
  findTemplateProblems,
  headerValueProblem,
  type TemplateVariableName,
} from '@talentbase/shared/domain/email-templates';

export type TextProblems = { subject: string[]; body: string[] };

export function textProblems(subject: string, body: string): TextProblems {
  const header = headerValueProblem(subject);
  return {
    subject: [
      ...(header ? [`The subject ${header.message}: write it on one line.`] : []),
      ...findTemplateProblems(subject).map((p) => p.message),
    ],
    body: findTemplateProblems(body).map((p) => p.message),
  };
}

export const hasProblems = (p: TextProblems) => p.subject.length + p.body.length > 0;

/** The text with `{{name}}` put in place of the selection (or at the caret). */
export function insertVariable(
  text: string,
  name: TemplateVariableName,
  selection: { start: number; end: number } | null,
): { text: string; caret: number } {
  const token = `{{${name}}}`;
  const start = Math.min(selection?.start ?? text.length, text.length);
  const end = Math.min(Math.max(selection?.end ?? start, start), text.length);
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}
