// Recursive-descent parser for boolean-query.ts over the lexer's tokens. It never fails: operators
// without operands and unmatched parentheses are dropped with a warning, and every AST it builds is
// already canonical (groups flattened, single-child groups unwrapped, NOT NOT cancelled), which is
// what lets the normalised text re-parse to the same tree.

import type { BooleanWarning, BoolNode, LeafNode } from './boolean-query';
import type { Token } from './boolean-query-lexer';
import { pairNear } from './boolean-query-proximity';

/** Deeper nesting is flattened; it keeps recursion shallow and no real search needs it. */
export const MAX_DEPTH = 32;

export type Warn = (warning: BooleanWarning) => void;

function makeGroup(type: 'and' | 'or', nodes: BoolNode[]): BoolNode | null {
  const children = nodes.flatMap((node) => (node.type === type ? node.children : [node]));
  if (children.length <= 1) return children[0] ?? null;
  return { type, children };
}

function negate(node: BoolNode): BoolNode {
  return node.type === 'not' ? node.child : { type: 'not', child: node };
}

/** Drops `)` without a partner, closes what is left open, and flattens parentheses nested too deep. */
export function balance(tokens: Token[], warn: Warn): Token[] {
  const out: Token[] = [];
  const open: { pos: number; kept: boolean }[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'lparen') {
      const kept = depth < MAX_DEPTH;
      open.push({ pos: token.pos, kept });
      if (kept) {
        depth++;
        out.push(token);
      } else {
        warn({
          code: 'UNSUPPORTED_SYNTAX',
          message: `Parentheses nested more than ${MAX_DEPTH} deep were ignored.`,
          position: token.pos,
        });
      }
    } else if (token.kind === 'rparen') {
      const match = open.pop();
      if (!match) {
        warn({
          code: 'UNBALANCED_PARENTHESIS',
          message: 'A closing parenthesis had no opening one; we ignored it.',
          position: token.pos,
        });
      } else if (match.kept) {
        depth--;
        out.push(token);
      }
    } else {
      out.push(token);
    }
  }
  for (const unclosed of open.reverse()) {
    if (!unclosed.kept) continue;
    warn({
      code: 'UNBALANCED_PARENTHESIS',
      message: 'A closing parenthesis was missing; we added it at the end.',
      position: unclosed.pos,
    });
    out.push({ kind: 'rparen', pos: unclosed.pos });
  }
  return out;
}

export function parseTokens(tokens: Token[], warn: Warn): BoolNode | null {
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const startsOperand = (token: Token | undefined) =>
    token !== undefined && (token.kind === 'leaf' || token.kind === 'lparen' || token.kind === 'not');
  const stray = (token: Extract<Token, { text: string }>) => {
    const needs = token.kind === 'not' ? 'a word right after it' : 'a word on both sides';
    warn({
      code: 'STRAY_OPERATOR',
      message: `"${token.text}" needs ${needs}, so we ignored it.`,
      position: token.pos,
    });
  };

  const parseOr = (): BoolNode | null => {
    const operands: BoolNode[] = [];
    const first = parseAnd();
    if (first) operands.push(first);
    for (let token = peek(); token?.kind === 'or'; token = peek()) {
      i++;
      const right = parseAnd();
      if (!right || operands.length === 0) stray(token);
      if (right) operands.push(right);
    }
    return makeGroup('or', operands);
  };

  const parseAnd = (): BoolNode | null => {
    const operands: BoolNode[] = [];
    for (let token = peek(); token && token.kind !== 'rparen' && token.kind !== 'or'; token = peek()) {
      if (token.kind === 'and') {
        i++;
        if (operands.length === 0 || !startsOperand(peek())) stray(token);
        continue;
      }
      // parseProximity takes every proximity operator that has a left operand; this one has none.
      if (token.kind === 'near') {
        i++;
        stray(token);
        continue;
      }
      const before = i;
      const node = parseUnary();
      if (node) operands.push(node);
      // parseUnary always consumes a token; should that ever change, never spin on the same one.
      if (i === before) i++;
    }
    return makeGroup('and', operands);
  };

  /** NOTs in front of an operand; counted, not recursed into, so `------a` cannot exhaust the stack. */
  const readNots = (): { negations: number; last?: Extract<Token, { text: string }> } => {
    let negations = 0;
    let last: Extract<Token, { text: string }> | undefined;
    for (let token = peek(); token?.kind === 'not'; token = peek()) {
      negations++;
      last = token;
      i++;
    }
    return { negations, last };
  };

  const parsePrimary = (): BoolNode | null => {
    const token = peek();
    if (token?.kind === 'leaf') {
      i++;
      return token.node;
    }
    if (token?.kind !== 'lparen') return null;
    i++;
    const node = parseOr();
    if (peek()?.kind === 'rparen') i++;
    if (!node) warn({ code: 'EMPTY_GROUP', message: 'Empty parentheses were ignored.', position: token.pos });
    return node;
  };

  /** NOT binds looser than proximity: `NOT a NEAR b` is `NOT (a NEAR b)`. */
  const parseUnary = (): BoolNode | null => {
    const { negations, last } = readNots();
    const token = peek();
    if (token?.kind !== 'leaf' && token?.kind !== 'lparen') {
      // parseAnd only calls here on an operand or NOT, so this path only ends a dangling NOT.
      if (last) stray(last);
      return null;
    }
    const node = parseProximity();
    if (!node) return null;
    return negations % 2 === 1 ? negate(node) : node;
  };

  /** The right side of a proximity operator; a NOT there is read so it can be refused as an operand. */
  const parseNearOperand = (): BoolNode | null => {
    const { negations, last } = readNots();
    const empty = peek()?.kind === 'lparen';
    const node = parsePrimary();
    if (!node) {
      // An empty group was already warned about; a NOT with nothing after it was not.
      if (last && !empty) stray(last);
      return null;
    }
    return negations % 2 === 1 ? negate(node) : node;
  };

  /**
   * `a NEAR b NEAR c` is `a NEAR b AND b NEAR c`. An operand that cannot be searched by proximity
   * (`(a AND b) NEAR c`, `a NEAR -b`) makes that operator an AND, with a warning; an operator
   * without an operand on one side is dropped.
   */
  const parseProximity = (): BoolNode | null => {
    const parts: BoolNode[] = [];
    let previous = parsePrimary();
    // Whether `previous` already is in `parts`, inside a NEAR or as a plain operand.
    let placed = false;
    for (let token = peek(); token?.kind === 'near'; token = peek()) {
      i++;
      const right = startsOperand(peek()) ? parseNearOperand() : null;
      if (!right || !previous) {
        stray(token);
        if (right) {
          previous = right;
          placed = false;
        }
        continue;
      }
      const near = pairNear(previous, right, token);
      if (near) {
        parts.push(near);
        placed = true;
      } else {
        warn({
          code: 'PROXIMITY_UNSUPPORTED',
          message: `"${token.text}" only works between words or phrases (or an OR list of them), so we searched for both sides anywhere in the profile.`,
          position: token.pos,
        });
        if (!placed) parts.push(previous);
        parts.push(right);
        placed = true;
      }
      previous = right;
    }
    if (previous && !placed) parts.push(previous);
    return makeGroup('and', parts);
  };

  const parts: BoolNode[] = [];
  while (i < tokens.length) {
    const node = parseOr();
    if (node) parts.push(node);
    // balance() leaves no stray `)` at the top level; this only guards against looping forever.
    if (peek()?.kind === 'rparen') i++;
  }
  return makeGroup('and', parts);
}

export function leaves(node: BoolNode): LeafNode[] {
  if (node.type === 'term' || node.type === 'phrase') return [node];
  if (node.type === 'near') return [node.left, node.right];
  if (node.type === 'not') return leaves(node.child);
  return node.children.flatMap(leaves);
}

/** Keeps the first `budget` leaves in reading order and re-simplifies what remains. */
export function keepLeaves(node: BoolNode, budget: { left: number }): BoolNode | null {
  if (node.type === 'term' || node.type === 'phrase') {
    if (budget.left <= 0) return null;
    budget.left--;
    return node;
  }
  if (node.type === 'near') {
    // Half of a NEAR is a different search; without room for both, it and everything after it go.
    if (budget.left < 2) {
      budget.left = 0;
      return null;
    }
    budget.left -= 2;
    return node;
  }
  if (node.type === 'not') {
    const child = keepLeaves(node.child, budget);
    return child ? negate(child) : null;
  }
  const kept = node.children.map((child) => keepLeaves(child, budget)).filter((child) => child !== null);
  return makeGroup(node.type, kept);
}
