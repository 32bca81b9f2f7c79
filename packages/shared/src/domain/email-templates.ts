// Email template variables: a logic-less engine written by hand, shared by the server (sending) and
// the web app (live preview), so it must stay free of Node APIs and of zod.
//
// A template may only contain `{{name}}` (whitespace inside the braces allowed) for one name of a
// fixed list. No expressions, helpers, partials, sections, property paths or triple braces: a
// recruiter's template can then never run code, read data it was not handed, or emit unescaped
// markup. Anything else between `{{ }}` is a problem reported with its position, and a template with
// problems never renders (renderTemplate throws), so what the preview shows is what is sent.

import { FALLBACK_RECEIVER_NAME, FALLBACK_SENDER_NAME } from './messages';

export const TEMPLATE_VARIABLES = [
  { name: 'firstName', label: 'Candidate first name' },
  { name: 'fullName', label: 'Candidate full name' },
  { name: 'currentCompany', label: 'Current company' },
  { name: 'currentTitle', label: 'Current title' },
  { name: 'jobTitle', label: 'Job title (project)' },
  { name: 'senderName', label: 'Sender name' },
  { name: 'meetingLink', label: 'Meeting link' },
  { name: 'unsubscribeLink', label: 'Unsubscribe link' },
] as const;

export type TemplateVariableName = (typeof TEMPLATE_VARIABLES)[number]['name'];

export type TemplateValues = Partial<Record<TemplateVariableName, string | null | undefined>>;

const VARIABLE_NAMES: readonly string[] = TEMPLATE_VARIABLES.map((variable) => variable.name);

/** Variables whose value is put in an href: only http(s) and mailto URLs are ever rendered. */
export const LINK_VARIABLES: readonly TemplateVariableName[] = ['meetingLink', 'unsubscribeLink'];

export function isTemplateVariableName(name: string): name is TemplateVariableName {
  return VARIABLE_NAMES.includes(name);
}

export function variablePlaceholder(name: TemplateVariableName): string {
  return `{{${name}}}`;
}

export type TemplateProblemKind =
  | 'UNKNOWN_VARIABLE'
  | 'NOT_A_VARIABLE'
  | 'UNCLOSED_BRACES'
  | 'EMPTY_BRACES'
  | 'TRIPLE_BRACES';

export type TemplateProblem = {
  kind: TemplateProblemKind;
  /** Offset of the opening `{{` in the text (UTF-16 code units, as String.prototype.slice counts). */
  index: number;
  length: number;
  /** 1-based, for "line 3, column 12" in the editor. */
  line: number;
  column: number;
  message: string;
  /** The closest known variable name, when one is close enough to be a likely typo. */
  suggestion?: TemplateVariableName;
};

type Segment = { text: string } | { variable: TemplateVariableName };

/** Thrown by renderTemplate for a template that findTemplateProblems would not pass. */
export class TemplateSyntaxError extends Error {
  readonly code = 'TEMPLATE_INVALID';
  readonly problems: readonly TemplateProblem[];
  constructor(problems: readonly TemplateProblem[]) {
    super(
      problems.length === 1
        ? (problems[0]?.message ?? 'The template is not valid')
        : `The template has ${problems.length} problems: ${problems.map((p) => p.message).join(' ')}`,
    );
    this.name = 'TemplateSyntaxError';
    this.problems = problems;
  }
}

export type HeaderValueProblem = {
  kind: 'LINE_BREAK' | 'CONTROL_CHARACTER';
  index: number;
  message: string;
};

/** Thrown by renderSubject when the subject would carry a line break or a control character. */
export class HeaderValueError extends Error {
  readonly code = 'HEADER_INVALID';
  readonly problem: HeaderValueProblem;
  /** The variable whose value brought the character in; absent when it is in the template itself. */
  readonly variable: TemplateVariableName | undefined;
  constructor(message: string, problem: HeaderValueProblem, variable?: TemplateVariableName) {
    super(message);
    this.name = 'HeaderValueError';
    this.problem = problem;
    this.variable = variable;
  }
}

const SHOWN_MAX = 40;

function shown(source: string): string {
  const oneLine = source.replace(/\s+/g, ' ');
  return oneLine.length > SHOWN_MAX ? `${oneLine.slice(0, SHOWN_MAX - 1)}…` : oneLine;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The known name closest to what was written, compared case-insensitively and ignoring
 * punctuation (`first_name`, `FirstName`, `candidate.firstName` all lead to firstName). Only a
 * close match is offered: a wrong suggestion is worse than none.
 */
export function suggestVariable(written: string): TemplateVariableName | undefined {
  const words = written.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const tries = [...new Set([normalise(written), ...words.map(normalise)])].filter((t) => t.length >= 3);
  let best: { name: TemplateVariableName; distance: number } | undefined;
  for (const attempt of tries) {
    for (const { name } of TEMPLATE_VARIABLES) {
      const distance = editDistance(attempt, name.toLowerCase());
      const allowed = name.length >= 10 ? 3 : 2;
      if (distance <= allowed && (!best || distance < best.distance)) best = { name, distance };
    }
  }
  if (best) return best.name;
  // "company", "unsubscribe", "meeting": a unique known name that contains what was written.
  for (const attempt of tries) {
    if (attempt.length < 5) continue;
    const containing = TEMPLATE_VARIABLES.filter(({ name }) => name.toLowerCase().includes(attempt));
    if (containing.length === 1) return containing[0]?.name;
  }
  return undefined;
}

function didYouMean(suggestion: TemplateVariableName | undefined): string {
  return suggestion ? `: did you mean {{${suggestion}}}?` : '. Use one of the variables in the list.';
}

function notAVariableMessage(
  source: string,
  inner: string,
  suggestion: TemplateVariableName | undefined,
): string {
  const first = inner[0];
  const why =
    first === '#' || first === '^' || first === '/'
      ? 'sections and loops are not supported'
      : first === '>'
        ? 'partials are not supported'
        : first === '!'
          ? 'comments are not supported'
          : first === '&'
            ? 'unescaped values are not supported'
            : first === '='
              ? 'changing the delimiters is not supported'
              : /^[A-Za-z_$][\w$]*(\.[\w$]+)+$/.test(inner)
                ? 'only the variable names of the list are supported, not paths'
                : 'only a variable name may be written between {{ and }}';
  return `${shown(source)} is not a variable (${why})${didYouMean(suggestion)}`;
}

type Scan = { segments: Segment[]; problems: TemplateProblem[] };

function scanTemplate(text: string): Scan {
  const segments: Segment[] = [];
  const problems: TemplateProblem[] = [];
  // Line starts, to turn offsets into line and column for the editor.
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const problem = (
    kind: TemplateProblemKind,
    index: number,
    length: number,
    message: string,
    suggestion?: TemplateVariableName,
  ) => {
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? 0) <= index) line++;
    problems.push({
      kind,
      index,
      length,
      line: line + 1,
      column: index - (lineStarts[line] ?? 0) + 1,
      message,
      ...(suggestion ? { suggestion } : {}),
    });
  };
  const pushText = (value: string) => {
    if (value === '') return;
    const last = segments[segments.length - 1];
    if (last && 'text' in last) last.text += value;
    else segments.push({ text: value });
  };

  let position = 0;
  while (position < text.length) {
    const open = text.indexOf('{{', position);
    if (open === -1) {
      pushText(text.slice(position));
      break;
    }
    pushText(text.slice(position, open));
    let afterBraces = open;
    while (text[afterBraces] === '{') afterBraces++;
    const close = text.indexOf('}}', afterBraces);

    if (afterBraces - open >= 3) {
      // `{{{name}}}`: mustache's unescaped output. Refused: every value is escaped.
      let end = close === -1 ? afterBraces : close;
      while (close !== -1 && text[end] === '}') end++;
      const inner = text.slice(afterBraces, close === -1 ? afterBraces : close).trim();
      const suggestion = inner ? suggestVariable(inner) : undefined;
      problem(
        'TRIPLE_BRACES',
        open,
        end - open,
        `Triple braces ${shown(text.slice(open, end))} are not supported: write variables with two braces, as in {{${suggestion ?? 'firstName'}}}.`,
        suggestion,
      );
      position = end;
      continue;
    }

    const nextOpen = text.indexOf('{{', afterBraces);
    const inner = close === -1 ? '' : text.slice(afterBraces, close);
    if (close === -1 || (nextOpen !== -1 && nextOpen < close) || /[\r\n]/.test(inner)) {
      // No `}}` before the next `{{` or the end of the line: the braces were left open.
      problem('UNCLOSED_BRACES', open, 2, 'Unclosed {{: close it with }} or remove it.');
      pushText('{{');
      position = afterBraces;
      continue;
    }

    const source = text.slice(open, close + 2);
    const name = inner.trim();
    if (name === '') {
      problem(
        'EMPTY_BRACES',
        open,
        source.length,
        'Empty {{}}: write a variable name between the braces or remove them.',
      );
    } else if (isTemplateVariableName(name)) {
      segments.push({ variable: name });
    } else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      const suggestion = suggestVariable(name);
      problem(
        'UNKNOWN_VARIABLE',
        open,
        source.length,
        `Unknown variable {{${name}}}${didYouMean(suggestion)}`,
        suggestion,
      );
    } else {
      const suggestion = suggestVariable(name);
      problem(
        'NOT_A_VARIABLE',
        open,
        source.length,
        notAVariableMessage(source, name, suggestion),
        suggestion,
      );
    }
    position = close + 2;
  }
  return { segments, problems };
}

/** The unknown variables and malformed braces of a template, in reading order. */
export function findTemplateProblems(text: string): TemplateProblem[] {
  return scanTemplate(text).problems;
}

/** The variables a template uses, once each, in order of first use (for "needs a meeting link"). */
export function templateVariablesUsed(text: string): TemplateVariableName[] {
  const used = new Set<TemplateVariableName>();
  for (const segment of scanTemplate(text).segments) if ('variable' in segment) used.add(segment.variable);
  return [...used];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a value for HTML text and for a quoted attribute alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function isSafeLink(value: string): boolean {
  return /^(https?:\/\/[^\s/]|mailto:[^\s])/i.test(value) && !/[\s<>"']/.test(value);
}

/**
 * The value a variable renders as: trimmed; a missing or blank receiver name is "There There" and
 * a missing sender name "Unknown" (spec section 8), anything else missing is empty. A link that is
 * not an http(s) or mailto URL counts as missing, so a variable can never put `javascript:` into an
 * href the sanitiser already approved.
 */
export function templateValue(name: TemplateVariableName, values: TemplateValues): string {
  const value = values[name]?.trim() ?? '';
  if (LINK_VARIABLES.includes(name) && !isSafeLink(value)) return '';
  if (value !== '') return value;
  if (name === 'firstName' || name === 'fullName') return FALLBACK_RECEIVER_NAME;
  if (name === 'senderName') return FALLBACK_SENDER_NAME;
  return '';
}

export type RenderOptions = { html: boolean };

/**
 * Replaces the variables in one pass (a value that itself contains `{{firstName}}` stays as
 * written). In HTML mode each value is HTML-escaped, so a value can add text but never markup:
 * the template's HTML must have been sanitised before (the server does it on save).
 */
export function renderTemplate(text: string, values: TemplateValues, options: RenderOptions): string {
  const { segments, problems } = scanTemplate(text);
  if (problems.length > 0) throw new TemplateSyntaxError(problems);
  let out = '';
  for (const segment of segments) {
    if ('text' in segment) out += segment.text;
    else {
      const value = templateValue(segment.variable, values);
      out += options.html ? escapeHtml(value) : value;
    }
  }
  return out;
}

// CR, LF and the other C0 controls, DEL, the C1 controls (NEL among them) and the Unicode line and
// paragraph separators. A tab is allowed: RFC 5322 permits it in an unstructured header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN_IN_HEADER = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;

/** Why a value cannot go into an email header (subject, a cc or bcc name...), or null if it can. */
export function headerValueProblem(value: string): HeaderValueProblem | null {
  const match = FORBIDDEN_IN_HEADER.exec(value);
  if (!match) return null;
  const char = match[0];
  if (char === '\r' || char === '\n' || char === '\u0085' || char === '\u2028' || char === '\u2029') {
    return {
      kind: 'LINE_BREAK',
      index: match.index,
      message: 'contains a line break, which an email header cannot hold',
    };
  }
  const code = char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return {
    kind: 'CONTROL_CHARACTER',
    index: match.index,
    message: `contains an invisible control character (U+${code}), which an email header cannot hold`,
  };
}

/**
 * Renders a subject line as plain text, trimmed. Refuses a line break or control character, in the
 * template itself or brought in by a value (a company "Acme\r\nBcc: x@y" must not add a header):
 * the error names where it came from so the recruiter can fix the template or the candidate.
 */
export function renderSubject(text: string, values: TemplateValues): string {
  const inTemplate = headerValueProblem(text);
  if (inTemplate) {
    throw new HeaderValueError(`The subject ${inTemplate.message}: write it on one line.`, inTemplate);
  }
  const { segments, problems } = scanTemplate(text);
  if (problems.length > 0) throw new TemplateSyntaxError(problems);
  let out = '';
  for (const segment of segments) {
    if ('text' in segment) {
      out += segment.text;
      continue;
    }
    const value = templateValue(segment.variable, values);
    const fromValue = headerValueProblem(value);
    if (fromValue) {
      throw new HeaderValueError(
        `The subject cannot be sent: the value of {{${segment.variable}}} ${fromValue.message}.`,
        { ...fromValue, index: out.length + fromValue.index },
        segment.variable,
      );
    }
    out += value;
  }
  return out.trim();
}
