// Boolean search strings as recruiters type them into candidate search. The server compiles the AST
// to a PostgreSQL tsquery; the web app shows `explanation` and `warnings` under the search box.
// Nothing here throws: whatever is pasted, the recruiter gets a best-effort search and is told what
// was changed.
//
// Grammar (LinkedIn Recruiter precedence: proximity binds tightest, then NOT, then AND, then OR):
//   query   := or
//   or      := and (OR and)*                       OR  | || `or`, any case
//   and     := unary ([AND] unary)*                AND & && `and`; adjacent operands are ANDed
//   unary   := NOT unary | near                    NOT ! `not`, and `-` starting a token
//   near    := primary (PROX NOT* primary)*        see "Proximity" below
//   primary := term | "phrase" [slop] | ( or )
// - `a NOT b` is `a AND NOT b`; NOT NOT cancels. `+term` only marks the term as required (plain AND).
// - `-` is NOT only where a token starts (start, after a space, `(`, `)`, a quote or an operator);
//   inside a word it is a hyphen (`front-end`, `e-commerce`). A lone `-` or `+` is ignored.
// - A single `&` inside a word stays (`r&d`, `at&t`); `&&` and `|` always separate.
// - Lower-case `and`/`or`/`not` next to a stop word are words, joined into a phrase with their
//   neighbours (`not for profit`); the exact rule is in boolean-query-words.ts. AND, OR and NOT in
//   capitals are always operators.
// - Quotes: " “ ” „ « » and '' all make phrases, meaning exactly these words in this order (word
//   forms, no synonyms); a one-word quote is a term marked `exact`; empty quotes are dropped.
// - Wildcards: `*` is any run of letters, `?` exactly one; a wildcard word needs 2 letters or digits,
//   in quotes too. A lone `*` between quoted words is any one word (`"current * advisor"`); first or
//   last in the quotes it is dropped with a warning. Several in a row are one word each.
// - Terms keep `c++`, `c#`, `.net`, `node.js`, `ci/cd`; trailing `, ; : . !` and wrapping `'` go.
//   `~` never stays in a word: `~manager` is `manager` (unquoted words get synonyms anyway),
//   `java~2` (fuzzy) is `java` with a warning, `~2` on its own is a stray operator. `<` `>` go too.
// - `field:value`: a profile field we know (`title:`, `skills:` … see boolean-query-fields.ts) is
//   searched as ordinary words with a warning; web search operators (`site:`, `-inurl:(a|b)`),
//   other fields and comparisons (`followers:>50`, `title:5`) are left out whole, with the group or
//   quotes after them and a minus or NOT before them, and named in a warning.
// Proximity (boolean-query-proximity.ts) is never searched as words:
// - `"a b"~N`, `"a b"/N`, `"a b" /N`: the phrase's words within N extra positions, any order
//   (PhraseNode.slop); `~0` is the plain phrase; after a one-word quote `~N` is ignored. A number
//   after a phrase is always its slop (`"a b" /3 c` is `"a b"~3 AND c`; `"a b" NEAR/3 c` for NEAR).
// - Between two operands, unordered: `NEAR` (capitals only when bare, NEAR_DEFAULT_DISTANCE),
//   `NEAR/N`, `WITHIN/N`, `<near/N>` (any case), `W/N`, `/N` alone, `AROUND(N)`; ordered (left
//   first): `PRE/N`, `ONEAR/N`, `ONEAR`. Written back as `a NEAR/N b` and `a PRE/N b`.
// - N above NEAR_MAX_DISTANCE is searched as NEAR_MAX_DISTANCE; a missing or unusable N (`NEAR/0`,
//   `NEAR/x`, `AROUND(x)`) as NEAR_DEFAULT_DISTANCE; both warn (PROXIMITY_DISTANCE). `W/x`,
//   `PRE/x` and `w/o` without a number are words.
// - Operands are words or phrases; an OR list of them distributes (`(a OR b) NEAR c` is
//   `a NEAR c OR b NEAR c`). Anything else (an AND group, a NOT, another NEAR in parentheses)
//   turns that operator into AND with PROXIMITY_UNSUPPORTED. `a NEAR b NEAR c` is
//   `a NEAR b AND b NEAR c`. An operator missing an operand is dropped (STRAY_OPERATOR).
// - Look-alikes are folded first: dashes and minus signs become `-`, curly quotes `"`, smart
//   apostrophes `'`, full-width parentheses `( )`, Unicode spaces a space; zero-width characters go.
// - Limits: BOOLEAN_MAX_LENGTH characters of input, BOOLEAN_MAX_TERMS leaves (both sides of a NEAR
//   count), parentheses nested 32 deep. The normalised text also fits in BOOLEAN_MAX_LENGTH, so
//   re-parsing `normalized` always gives the same result without new warnings.

import { explainBoolean } from './boolean-query-explain';
import { droppedMessage, nothingLeftMessage } from './boolean-query-fields';
import { lex } from './boolean-query-lexer';
import { balance, keepLeaves, leaves, parseTokens, type Warn } from './boolean-query-parser';

/**
 * One word. `exact` when it was quoted (`"java"`): the search then matches its word forms
 * (plurals, title abbreviations) but not its synonyms.
 */
export type TermNode = { type: 'term'; value: string; wildcard: boolean; exact?: true };
/**
 * Quoted words in this order (word forms allowed, synonyms not). A word may end in `*` (any
 * ending) or hold `?`; a word that is exactly `*` stands for any one word (never first or last).
 * `slop` (`"sales manager"~2`): the words may be up to `slop` extra positions apart, in any order.
 */
export type PhraseNode = { type: 'phrase'; value: string; words: string[]; slop?: number };
export type LeafNode = TermNode | PhraseNode;
/**
 * Proximity (`a NEAR/5 b`, `a W/5 b`, `a PRE/5 b`, `<near/5>`, `AROUND(5)`, `a /5 b`): both
 * operands occur with at most `distance` word positions between their nearest words
 * (1 = adjacent); `ordered` when `left` must come first (PRE, ONEAR).
 */
export type NearNode = { type: 'near'; left: LeafNode; right: LeafNode; distance: number; ordered: boolean };

export type BoolNode =
  | TermNode
  | PhraseNode
  | NearNode
  | { type: 'and'; children: BoolNode[] }
  | { type: 'or'; children: BoolNode[] }
  | { type: 'not'; child: BoolNode };

/** Distances above this are searched as this (with a warning); NEAR without a number means this. */
export const NEAR_MAX_DISTANCE = 25;
export const NEAR_DEFAULT_DISTANCE = 10;

export type BooleanWarningCode =
  | 'UNBALANCED_QUOTE'
  | 'UNBALANCED_PARENTHESIS'
  | 'STRAY_OPERATOR'
  | 'EMPTY_GROUP'
  | 'ONLY_NEGATIVE'
  | 'TOO_MANY_TERMS'
  | 'TRUNCATED'
  | 'WILDCARD_TOO_SHORT'
  | 'UNSUPPORTED_SYNTAX'
  /** A proximity operand that is not a word, a phrase or an OR list of them: searched with AND. */
  | 'PROXIMITY_UNSUPPORTED'
  /** A proximity distance or slop above NEAR_MAX_DISTANCE, or missing its number. */
  | 'PROXIMITY_DISTANCE'
  /** Every clause was left out (web search operators, fields we cannot search). */
  | 'NOTHING_TO_SEARCH';

/** `position` is a UTF-16 offset into the input as given. */
export type BooleanWarning = { code: BooleanWarningCode; message: string; position?: number };

export type ParsedBoolean = {
  ast: BoolNode | null;
  normalized: string;
  explanation: string;
  warnings: BooleanWarning[];
  positiveTerms: string[];
  /** True when at least one word or phrase is looked for (not only excluded). */
  searchable: boolean;
};

export const BOOLEAN_MAX_LENGTH = 2000;
export const BOOLEAN_MAX_TERMS = 100;

const bareCache = new Map<string, boolean>();

/** A term is written bare only if reading it back gives the same term; `"and"`, `"-x"` need quotes. */
function readsBackBare(value: string): boolean {
  const cached = bareCache.get(value);
  if (cached !== undefined) return cached;
  const { tokens, warnings, dropped } = lex(value);
  const [only] = tokens;
  const result =
    warnings.length === 0 &&
    dropped.length === 0 &&
    tokens.length === 1 &&
    only?.kind === 'leaf' &&
    only.node.type === 'term' &&
    !only.node.exact &&
    only.node.value === value;
  if (bareCache.size > 5000) bareCache.clear();
  bareCache.set(value, result);
  return result;
}

function serializeLeaf(node: LeafNode): string {
  if (node.type === 'phrase') return node.slop ? `"${node.value}"~${node.slop}` : `"${node.value}"`;
  return node.exact ? `"${node.value}"` : node.value;
}

function serialize(node: BoolNode): string {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return serializeLeaf(node);
    case 'near':
      return `${serializeLeaf(node.left)} ${node.ordered ? 'PRE' : 'NEAR'}/${node.distance} ${serializeLeaf(node.right)}`;
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

/**
 * A word that can only be written in quotes (`and` from `and,`, `/5` from `/5,`, `-x` from
 * `title:-x`) is searched as if it had been quoted, so that the normalised text means the same.
 */
function quoteWhereNeeded(node: BoolNode): BoolNode {
  switch (node.type) {
    case 'term':
      return node.exact || readsBackBare(node.value) ? node : { ...node, exact: true };
    case 'phrase':
      return node;
    case 'near': {
      const left = quoteWhereNeeded(node.left) as LeafNode;
      const right = quoteWhereNeeded(node.right) as LeafNode;
      return left === node.left && right === node.right ? node : { ...node, left, right };
    }
    case 'not':
      return { type: 'not', child: quoteWhereNeeded(node.child) };
    default:
      return { type: node.type, children: node.children.map(quoteWhereNeeded) };
  }
}

function collectPositive(node: BoolNode, negated: boolean, out: Set<string>): void {
  if (node.type === 'term' || node.type === 'phrase') {
    if (!negated) out.add(node.value);
  } else if (node.type === 'near') {
    collectPositive(node.left, negated, out);
    collectPositive(node.right, negated, out);
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
  if (ast) ast = quoteWhereNeeded(ast);
  if (ast || lexed.dropped.length === 0) {
    for (const clause of lexed.dropped)
      warn({ code: 'UNSUPPORTED_SYNTAX', message: droppedMessage(clause), position: clause.position });
  } else {
    // One sentence for a search that was nothing but X-ray operators, rather than one per clause
    // followed by an empty result.
    warn({
      code: 'NOTHING_TO_SEARCH',
      message: nothingLeftMessage(lexed.dropped),
      position: lexed.dropped[0]?.position,
    });
  }

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
      message:
        'A search needs at least one word to look for; NOT alone matches nothing unless other filters are set.',
    });
  }

  return {
    ast,
    normalized,
    explanation: explainBoolean(ast),
    warnings: dedupe(warnings),
    positiveTerms: [...positive],
    searchable: positive.size > 0,
  };
}

export function hasBooleanSyntax(input: string): boolean {
  if (typeof input !== 'string') return false;
  return lex(input.slice(0, BOOLEAN_MAX_LENGTH)).syntax;
}
