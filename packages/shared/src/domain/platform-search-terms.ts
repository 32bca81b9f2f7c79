// Turns the recruiter's free text into safe query terms for platform-search.ts: values that cannot
// travel in a URL or would break a phrase are cleaned, multi-word values quoted, long lists capped.
import type { PlatformSearchInput } from './platform-search';

export const MAX_SEARCH_TERMS = 10;
const MAX_TERM_LENGTH = 100;
const MAX_KEYWORDS_LENGTH = 300;
export const EMPTY_SEARCH_WARNING = 'Add a job title or a skill to build a search';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const DOUBLE_QUOTES = /["\u201C\u201D\u201E\u201F\uFF02]/g;

/** Removes what cannot travel in a URL (lone surrogates) or would end a phrase early (quotes). */
function clean(value: string, keepQuotes = false): string {
  const text = String(value)
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ');
  return (keepQuotes ? text.replace(DOUBLE_QUOTES, '"') : text.replace(DOUBLE_QUOTES, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function cut(value: string, max: number): string {
  // By code point, so an emoji is never split into a lone surrogate.
  const points = Array.from(value);
  return points.length > max ? points.slice(0, max).join('').trim() : value;
}

/** A single plain word stays bare; anything else (spaces, brackets, operators) becomes a phrase. */
function term(value: string): string {
  const bareWord = /^[\p{L}\p{N}][\p{L}\p{N}+#.&/_'-]*$/u.test(value) && !/^(AND|OR|NOT)$/.test(value);
  return bareWord ? value : `"${value}"`;
}

function termList(values: readonly string[], noun: string, warnings: string[]): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  let shortened = false;
  for (const raw of values) {
    const cleaned = clean(raw);
    const value = cut(cleaned, MAX_TERM_LENGTH);
    if (value !== cleaned) shortened = true;
    const key = value.toLocaleLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    terms.push(term(value));
  }
  if (shortened)
    warnings.push(`${capitalise(noun)} longer than ${MAX_TERM_LENGTH} characters were shortened`);
  if (terms.length > MAX_SEARCH_TERMS) {
    warnings.push(`Only the first ${MAX_SEARCH_TERMS} ${noun} are used`);
    return terms.slice(0, MAX_SEARCH_TERMS);
  }
  return terms;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Free keywords may already be Boolean, so quotes and brackets are kept when they pair up; when
 * they do not, they are dropped rather than letting one stray character swallow the query.
 */
function keywordClause(keywords: string | undefined, warnings: string[]): string {
  const text = balance(clean(keywords ?? '', true));
  const shortened = balance(cut(text, MAX_KEYWORDS_LENGTH));
  if (shortened !== text)
    warnings.push(`Keywords longer than ${MAX_KEYWORDS_LENGTH} characters were shortened`);
  return shortened.includes(' ') ? `(${shortened})` : shortened;
}

function balance(text: string): string {
  let balanced = text;
  if ((balanced.match(/"/g)?.length ?? 0) % 2 === 1) balanced = balanced.replaceAll('"', ' ');
  if (!bracketsBalanced(balanced)) balanced = balanced.replace(/[()]/g, ' ');
  return balanced.replace(/\s+/g, ' ').trim();
}

function bracketsBalanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

export function anyOf(terms: readonly string[]): string {
  if (terms.length <= 1) return terms[0] ?? '';
  return `(${terms.join(' OR ')})`;
}

export type Prepared = {
  titles: string[];
  skills: string[];
  keywords: string;
  city: string;
  state: string;
  country: string;
  warnings: string[];
};

export function prepare(input: PlatformSearchInput): Prepared {
  const warnings: string[] = [];
  const titles = termList(input.titles, 'job titles', warnings);
  const skills = termList(input.skills, 'skills', warnings);
  const keywords = keywordClause(input.keywords, warnings);
  const place = (value: string | undefined) => cut(clean(value ?? ''), MAX_TERM_LENGTH);
  const location = input.location ?? {};
  if (titles.length === 0 && skills.length === 0 && !keywords) warnings.unshift(EMPTY_SEARCH_WARNING);
  return {
    titles,
    skills,
    keywords,
    city: place(location.city),
    state: place(location.state),
    country: place(location.country),
    warnings,
  };
}
