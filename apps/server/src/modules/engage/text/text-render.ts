/**
 * The words of one outgoing text: the step's (or the recruiter's edited) body with the
 * candidate's variables, as plain text (no HTML), and on the first text of a thread the opt-out
 * line carriers expect ("Reply STOP to opt out") unless the body already says how.
 */
import { renderTemplate, type TemplateValues } from '@talentbase/shared/domain/email-templates';

/** What one text may carry (Twilio's Body limit; steps are saved at most this long too). */
export const MAX_TEXT_LENGTH = 1600;
export const OPT_OUT_LINE = 'Reply STOP to opt out.';

/**
 * Each http(s) address in the words goes through `click` (the signed click redirect), so a click
 * labels the candidate "Text clicked"; punctuation that ends a sentence stays outside the link.
 */
export function trackLinks(text: string, click: (url: string) => string): string {
  return text.replace(/https?:\/\/[^\s<>"]+/gi, (found) => {
    const url = found.replace(/[.,;:!?)\]'}]+$/, '');
    return click(url) + found.slice(url.length);
  });
}

export function renderText(
  body: string,
  values: TemplateValues,
  firstText: boolean,
  click: ((url: string) => string) | null = null,
): string {
  let text = renderTemplate(body, values, { html: false }).trim();
  if (click) text = trackLinks(text, click);
  if (firstText && !/\bSTOP\b/.test(text)) text = `${text}\n\n${OPT_OUT_LINE}`;
  if (text.length > MAX_TEXT_LENGTH)
    throw new Error(
      `The text is ${text.length} characters with the candidate's details; at most ${MAX_TEXT_LENGTH} go out.`,
    );
  return text;
}
