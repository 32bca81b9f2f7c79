// Operator words that are really words. Recruiters type names and titles as they are written:
// `not for profit`, `bachelor of arts and of science`, `head of sales and the americas`. Read as
// operators, `not for profit` excludes everyone who mentions "for". The rule, applied to the lexer's
// tokens before parsing:
//
// 1. Only plain words take part: typed bare (not quoted, not a field value), plus `and`, `or`,
//    `not` written in lower or mixed case. Capitals (AND, OR, NOT) and symbols (&&, |, !, -) are
//    always operators; anything else (quotes, parentheses, symbols, NEAR) ends a run of plain words.
// 2. A lower-case operator word is a word when the plain word right before or right after it is a
//    stop word (STOP_WORDS). `research and development` keeps its AND: neither neighbour is one.
// 3. Each stretch of consecutive stop words and such operator words becomes one phrase, together
//    with the next plain word after it and, unless the stretch starts with `not`, the plain word
//    before it: `java not for profit` is `java AND "not for profit"` (`not` opens a phrase, it does
//    not join the word before), `arts and of science` is `"arts and of science"`.
// The phrase is written quoted in the normalised text, so the rule never applies twice.

import type { Token } from './boolean-query-lexer';

export const STOP_WORDS = new Set([
  'for',
  'of',
  'the',
  'a',
  'an',
  'to',
  'in',
  'on',
  'at',
  'by',
  'with',
  'from',
  'as',
]);

function isPlain(token: Token | undefined): token is Extract<Token, { kind: 'leaf' }> {
  return token?.kind === 'leaf' && token.bare === true && token.node.type === 'term';
}

function isStop(token: Token | undefined): boolean {
  return isPlain(token) && STOP_WORDS.has(token.node.value);
}

function isWordOperator(token: Token | undefined): token is Extract<Token, { kind: 'and' | 'or' | 'not' }> {
  return (
    (token?.kind === 'and' || token?.kind === 'or' || token?.kind === 'not') &&
    /^[a-z]+$/i.test(token.text) &&
    token.text !== token.text.toUpperCase()
  );
}

function wordOf(token: Token): string {
  if (token.kind === 'leaf' && token.node.type === 'term') return token.node.value;
  return token.kind === 'and' || token.kind === 'or' || token.kind === 'not' ? token.text.toLowerCase() : '';
}

export function joinStopWordRuns(tokens: Token[]): Token[] {
  const demoted = tokens.map(
    (token, i) => isWordOperator(token) && (isStop(tokens[i - 1]) || isStop(tokens[i + 1])),
  );
  if (!demoted.includes(true)) return tokens;
  const inStretch = (i: number) => demoted[i] === true || isStop(tokens[i]);

  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    let end = i;
    while (end < tokens.length && inStretch(end)) end++;
    // A stretch of stop words alone stays as it was; only one with a demoted operator is joined.
    if (end === i || !demoted.slice(i, end).includes(true)) {
      out.push(...tokens.slice(i, Math.max(end, i + 1)));
      i = Math.max(end, i + 1);
      continue;
    }
    let first = i;
    const opensWithNot = tokens[i]?.kind === 'not';
    if (!opensWithNot && isPlain(out.at(-1))) {
      first--;
      out.pop();
    }
    if (isPlain(tokens[end])) end++;
    const words = tokens.slice(first, end).map(wordOf);
    const start = tokens[first] as Token;
    out.push({ kind: 'leaf', pos: start.pos, node: { type: 'phrase', value: words.join(' '), words } });
    i = end;
  }
  return out;
}
