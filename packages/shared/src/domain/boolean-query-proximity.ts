// Proximity syntax for boolean-query.ts. Every sourcing tool spells "near" differently (LinkedIn
// and Boolean cheat sheets `NEAR/5`, LexisNexis `W/5` and `PRE/5`, Indeed `<near/5>`, Google
// `AROUND(5)`, Lucene `"a b"~5`), and pasted strings mix them; all are read into the same NearNode
// or PhraseNode.slop so that none of them is ever searched as a literal word like `w/5` or `~2`.
//
// The lexer asks here whether a word is a proximity operator (proximityAt, proximityTagAt) or
// whether a number after a closing quote is a phrase's slop (slopAt); the parser asks pairNear to
// build the node for two operands.

import {
  type BoolNode,
  type LeafNode,
  NEAR_DEFAULT_DISTANCE,
  NEAR_MAX_DISTANCE,
  type NearNode,
} from './boolean-query';

/** Where a proximity operator ends in the folded text and the distance as typed (undefined: none given). */
export type ProximitySpec = { end: number; distanceText?: string; ordered: boolean };

const SLASH_OPERATOR = /^(near|within|onear|pre|w)?\/(.*)$/i;
/** `NEAR/x` and `WITHIN/x` are clearly meant as operators even with a bad number; `pre/post`,
 * `w/o` and `ci/cd` are words, so PRE, W and a bare slash only count with a number. */
const NEEDS_DIGITS = new Set(['', 'pre', 'w']);
const ORDERED = new Set(['pre', 'onear']);
const AROUND_ARGUMENT = /\(\s*([^()\s]*)\s*\)/y;
const NEAR_TAG = /<near\/([^<>\s()"]*)>/iy;
/** `~2` or `/2` after a closing quote; the number must end there (`"a b"~2x` is not a slop). */
const SLOP_AFTER_PHRASE = /\s*([~/])(\d+)(?=$|[\s)"|&])/y;
const TILDE_AFTER_TERM = /\s*(~)(\d+)(?=$|[\s)"|&])/y;

/** Reads the word `text[start, end)` (as the lexer cut it) as a proximity operator, or returns null. */
export function proximityAt(text: string, start: number, end: number): ProximitySpec | null {
  // `NEAR/5,` from a comma-separated list is still NEAR/5.
  const word = text.slice(start, end).replace(/[,;.!:]+$/, '');
  // Bare NEAR only in capitals: "near" is an ordinary word ("near London").
  if (word === 'NEAR' || word === 'ONEAR') return { end, ordered: word === 'ONEAR' };
  const slash = SLASH_OPERATOR.exec(word);
  if (slash) {
    const name = (slash[1] ?? '').toLowerCase();
    const distanceText = slash[2] ?? '';
    if (NEEDS_DIGITS.has(name) && !/^\d+$/.test(distanceText)) return null;
    return { end, distanceText, ordered: ORDERED.has(name) };
  }
  if (/^around$/i.test(word) && end === start + word.length) {
    AROUND_ARGUMENT.lastIndex = end;
    const argument = AROUND_ARGUMENT.exec(text);
    if (argument) return { end: end + argument[0].length, distanceText: argument[1] ?? '', ordered: false };
  }
  return null;
}

/** `<near/5>` at `index`: it may be glued to the words around it, so the lexer checks at every `<`. */
export function proximityTagAt(text: string, index: number): ProximitySpec | null {
  NEAR_TAG.lastIndex = index;
  const tag = NEAR_TAG.exec(text);
  return tag ? { end: index + tag[0].length, distanceText: tag[1] ?? '', ordered: false } : null;
}

/**
 * A proximity number right after a closing quote: `"a b"~2`, `"a b" ~2`, `"a b"/2`, `"a b" /2`.
 * After a quoted single word only `~N` is taken (and then ignored): `"java" /3 python` is NEAR.
 */
export function slopAt(
  text: string,
  index: number,
  phrase: boolean,
): { end: number; text: string; slop: number } | null {
  const pattern = phrase ? SLOP_AFTER_PHRASE : TILDE_AFTER_TERM;
  pattern.lastIndex = index;
  const match = pattern.exec(text);
  if (!match) return null;
  return { end: index + match[0].length, text: match[0].trim(), slop: Number(match[2]) };
}

/** The distance to search with, warning when the one typed was not usable as given. */
export function resolveDistance(
  distanceText: string | undefined,
  operator: string,
  warn: (message: string) => void,
): number {
  if (distanceText === undefined) return NEAR_DEFAULT_DISTANCE;
  const distance = /^\d+$/.test(distanceText) ? Number(distanceText) : 0;
  if (distance < 1) {
    warn(
      `"${operator}" needs a number of words from 1 to ${NEAR_MAX_DISTANCE}, so we searched within ${NEAR_DEFAULT_DISTANCE} words.`,
    );
    return NEAR_DEFAULT_DISTANCE;
  }
  if (distance > NEAR_MAX_DISTANCE) {
    warn(
      `We search at most ${NEAR_MAX_DISTANCE} words apart, so "${operator}" was searched as ${NEAR_MAX_DISTANCE}.`,
    );
    return NEAR_MAX_DISTANCE;
  }
  return distance;
}

function isLeaf(node: BoolNode): node is LeafNode {
  return node.type === 'term' || node.type === 'phrase';
}

/** The leaves an operand stands for: itself, or each word of an OR list of words and phrases. */
function alternatives(node: BoolNode): LeafNode[] | null {
  if (isLeaf(node)) return [node];
  if (node.type === 'or' && node.children.every(isLeaf)) return node.children as LeafNode[];
  return null;
}

/**
 * `left NEAR right`, or null when an operand is not a word, a phrase or an OR list of them (the
 * caller then ANDs both sides). `(a OR b) NEAR c` distributes into `a NEAR c OR b NEAR c`.
 */
export function pairNear(
  left: BoolNode,
  right: BoolNode,
  operator: { distance: number; ordered: boolean },
): BoolNode | null {
  const lefts = alternatives(left);
  const rights = alternatives(right);
  if (!lefts || !rights) return null;
  const nears = lefts.flatMap((l) =>
    rights.map(
      (r): NearNode => ({
        type: 'near',
        left: l,
        right: r,
        distance: operator.distance,
        ordered: operator.ordered,
      }),
    ),
  );
  return nears.length === 1 ? (nears[0] as NearNode) : { type: 'or', children: nears };
}
