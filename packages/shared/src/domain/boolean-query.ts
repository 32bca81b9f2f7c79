// Boolean search strings as recruiters type them into candidate search. The server compiles the AST
// to a PostgreSQL tsquery; the web app shows `explanation` and `warnings` under the search box.
// Nothing here throws: whatever is pasted, the recruiter gets a best-effort search and is told what
// was changed.
//
// Grammar (LinkedIn Recruiter precedence: NOT binds tightest, then AND, then OR):
//   query   := or
//   or      := and (OR and)*                       OR  | || `or`, any case
//   and     := unary ([AND] unary)*                AND & && `and`; adjacent operands are ANDed
//   unary   := NOT unary | primary                 NOT ! `not`, and `-` starting a token
//   primary := term | "phrase" | ( or )
// - `a NOT b` is `a AND NOT b`; NOT NOT cancels. `+term` only marks the term as required (plain AND).
// - `-` is NOT only where a token starts (start, after a space, `(`, `)`, a quote or an operator);
//   inside a word it is a hyphen (`front-end`, `e-commerce`). A lone `-` or `+` is ignored.
// - A single `&` inside a word stays (`r&d`, `at&t`); `&&` and `|` always separate.
// - Quotes: " “ ” „ « » and '' all make phrases; a one-word phrase is a term; empty quotes are dropped.
// - Wildcards: `*` is any run of letters, `?` exactly one; a wildcard word needs 2 letters or digits.
// - Terms keep `c++`, `c#`, `.net`, `node.js`, `ci/cd`; trailing `, ; : . !` and wrapping `'` go.
// - `field:value` (`title:`, `site:`) is not supported: the prefix is dropped, the value kept.
// - Look-alikes are folded first: dashes and minus signs become `-`, curly quotes `"`, smart
//   apostrophes `'`, full-width parentheses `( )`, Unicode spaces a space; zero-width characters go.
// - Limits: BOOLEAN_MAX_LENGTH characters of input, BOOLEAN_MAX_TERMS leaves, parentheses nested
//   32 deep. The normalised text also fits in BOOLEAN_MAX_LENGTH, so re-parsing
//   `normalized` always gives the same result without new warnings.

import { explainBoolean } from './boolean-query-explain';
import { lex } from './boolean-query-lexer';
import { balance, keepLeaves, leaves, parseTokens, type Warn } from './boolean-query-parser';

export type BoolNode =
  | { type: 'term'; value: string; wildcard: boolean }
  | { type: 'phrase'; value: string; words: string[] }
  | { type: 'and'; children: BoolNode[] }
  | { type: 'or'; children: BoolNode[] }
  | { type: 'not'; child: BoolNode };

export type BooleanWarningCode =
  | 'UNBALANCED_QUOTE'
  | 'UNBALANCED_PARENTHESIS'
  | 'STRAY_OPERATOR'
  | 'EMPTY_GROUP'
  | 'ONLY_NEGATIVE'
  | 'TOO_MANY_TERMS'
  | 'TRUNCATED'
  | 'WILDCARD_TOO_SHORT'
  | 'UNSUPPORTED_SYNTAX';

/** `position` is a UTF-16 offset into the input as given. */
export type BooleanWarning = { code: BooleanWarningCode; message: string; position?: number };

export type ParsedBoolean = {
  ast: BoolNode | null;
  normalized: string;
  explanation: string;
  warnings: BooleanWarning[];
  positiveTerms: string[];
};

export const BOOLEAN_MAX_LENGTH = 2000;
export const BOOLEAN_MAX_TERMS = 100;

const bareCache = new Map<string, boolean>();

/** A term is written bare only if reading it back gives the same term; `"and"`, `"-x"` need quotes. */
function readsBackBare(value: string): boolean {
  const cached = bareCache.get(value);
  if (cached !== undefined) return cached;
  const { tokens, warnings } = lex(value);
  const [only] = tokens;
  const result =
    warnings.length === 0 &&
    tokens.length === 1 &&
    only?.kind === 'leaf' &&
    only.node.type === 'term' &&
    only.node.value === value;
  if (bareCache.size > 5000) bareCache.clear();
  bareCache.set(value, result);
  return result;
}

function serialize(node: BoolNode): string {
  switch (node.type) {
    case 'term':
      return readsBackBare(node.value) ? node.value : `"${node.value}"`;
    case 'phrase':
      return `"${node.value}"`;
    case 'not':
      return node.child.type === 'and' || node.child.type === 'or'
        ? `NOT (${serialize(node.child)})`
        : `NOT ${serialize(node.child)}`;
    case 'and':
      return node.children
        .map((child) => (child.type === 'or' ? `(${serialize(child)})` : serialize(child)))
        .join(' AND ');
    case 'or':
      return node.children.map(serialize).join(' OR ');
  }
}

function collectPositive(node: BoolNode, negated: boolean, out: Set<string>): void {
  if (node.type === 'term' || node.type === 'phrase') {
    if (!negated) out.add(node.value);
  } else if (node.type === 'not') {
    collectPositive(node.child, !negated, out);
  } else {
    for (const child of node.children) collectPositive(child, negated, out);
  }
}

function dedupe(warnings: BooleanWarning[]): BooleanWarning[] {
  const seen = new Set<string>();
  const unique = warnings.filter((warning) => {
    const key = `${warning.code}\u0000${warning.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(
    (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
  );
}

export function parseBoolean(input: string): ParsedBoolean {
  const warnings: BooleanWarning[] = [];
  const warn: Warn = (warning) => warnings.push(warning);

  let text = typeof input === 'string' ? input : '';
  if (text.length > BOOLEAN_MAX_LENGTH) {
    // Do not leave half of a surrogate pair at the cut.
    const cut = /[\uD800-\uDBFF]/.test(text.charAt(BOOLEAN_MAX_LENGTH - 1))
      ? BOOLEAN_MAX_LENGTH - 1
      : BOOLEAN_MAX_LENGTH;
    text = text.slice(0, cut);
    warn({
      code: 'TRUNCATED',
      message: `The search was longer than ${BOOLEAN_MAX_LENGTH.toLocaleString('en-US')} characters, so we only used the beginning.`,
      position: cut,
    });
  }

  const lexed = lex(text);
  warnings.push(...lexed.warnings);
  const tokens = balance(lexed.tokens, warn);
  let ast = parseTokens(tokens, warn);

  if (ast && leaves(ast).length > BOOLEAN_MAX_TERMS) {
    const firstDropped = tokens.filter((token) => token.kind === 'leaf')[BOOLEAN_MAX_TERMS];
    warn({
      code: 'TOO_MANY_TERMS',
      message: `Only the first ${BOOLEAN_MAX_TERMS} words and phrases are used; the rest were left out.`,
      position: firstDropped?.pos,
    });
    ast = keepLeaves(ast, { left: BOOLEAN_MAX_TERMS });
  }

  let normalized = ast ? serialize(ast) : '';
  if (normalized.length > BOOLEAN_MAX_LENGTH) {
    // Added `AND`s and quotes can push a long search over the limit; drop words from the end so
    // `normalized` itself parses without truncation.
    warn({
      code: 'TRUNCATED',
      message: `The search was longer than ${BOOLEAN_MAX_LENGTH.toLocaleString('en-US')} characters once tidied, so we left out the last words.`,
    });
    let count = ast ? leaves(ast).length : 0;
    while (ast && normalized.length > BOOLEAN_MAX_LENGTH) {
      count--;
      ast = keepLeaves(ast, { left: count });
      normalized = ast ? serialize(ast) : '';
    }
  }

  const positive = new Set<string>();
  if (ast) collectPositive(ast, false, positive);
  if (ast && positive.size === 0) {
    warn({
      code: 'ONLY_NEGATIVE',
      message: 'A search needs at least one word to look for; NOT alone matches nothing useful.',
    });
  }

  return {
    ast,
    normalized,
    explanation: explainBoolean(ast),
    warnings: dedupe(warnings),
    positiveTerms: [...positive],
  };
}

export function hasBooleanSyntax(input: string): boolean {
  if (typeof input !== 'string') return false;
  return lex(input.slice(0, BOOLEAN_MAX_LENGTH)).syntax;
}
