// The sentence shown under the search box, so a recruiter can check that `a OR b AND c` means
// what they think. The top level reads as a sentence ("x, and y, but not z"); deeper groups are put
// in parentheses, because nested "and"/"or" in prose is ambiguous.

import type { BoolNode, LeafNode as Leaf, NearNode } from './boolean-query';

function isLeaf(node: BoolNode): node is Leaf {
  return node.type === 'term' || node.type === 'phrase';
}

function isGroup(node: BoolNode): boolean {
  return node.type === 'and' || node.type === 'or';
}

function words(count: number): string {
  return `${count} ${count === 1 ? 'word' : 'words'}`;
}

function describePhrase(node: Extract<Leaf, { type: 'phrase' }>): string {
  const notes: string[] = [];
  if (node.words.includes('*')) notes.push('a lone * is any one word');
  if (node.words.some((word) => word !== '*' && word.includes('*'))) notes.push('* in a word is any letters');
  if (node.words.some((word) => word.includes('?'))) notes.push('? is any one letter');
  const text = node.slop
    ? `the words "${node.value}" within ${words(node.slop)} of each other`
    : `the phrase "${node.value}"`;
  return notes.length ? `${text} (${notes.join(', ')})` : text;
}

function describeNear(node: NearNode): string {
  const left = describeLeaf(node.left);
  const right = describeLeaf(node.right);
  return node.ordered
    ? `${left} followed within ${words(node.distance)} by ${right}`
    : `${left} within ${words(node.distance)} of ${right}`;
}

function describeLeaf(node: Leaf): string {
  if (node.type === 'phrase') return describePhrase(node);
  const { value } = node;
  if (!node.wildcard) {
    if (node.exact) return `exactly "${value}"`;
    return /^(and|or|not)$/.test(value) ? `"${value}"` : value;
  }
  const starting = /^([^*?]+)\*$/.exec(value);
  if (starting) return `words starting with "${starting[1]}"`;
  const ending = /^\*([^*?]+)$/.exec(value);
  if (ending) return `words ending with "${ending[1]}"`;
  const containing = /^\*([^*?]+)\*$/.exec(value);
  if (containing) return `words containing "${containing[1]}"`;
  const notes: string[] = [];
  if (value.includes('*')) notes.push('* is any letters');
  if (value.includes('?')) notes.push('? is any one letter');
  return `${value} (${notes.join(', ')})`;
}

/** "a", "a or b", "a, b or c". */
function list(items: string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** A child inside a group: groups below the top level are parenthesised. */
function part(node: BoolNode, depth: number): string {
  if (isGroup(node) && depth > 0) return `(${describe(node, depth + 1)})`;
  return describe(node, depth + 1);
}

/** The things after "not": an OR of plain words reads as a list ("manager or director"); other
 * groups keep their parentheses even at the top level, since "not a and b" is ambiguous. */
function negatedItems(nodes: BoolNode[], depth: number): string[] {
  return nodes.flatMap((node) =>
    node.type === 'or' && node.children.every(isLeaf)
      ? node.children.map((child) => describeLeaf(child as Leaf))
      : [part(node, Math.max(depth, 1))],
  );
}

function describeAnd(children: BoolNode[], depth: number): { positive: string; negative: string } {
  const positives = children.filter((child) => child.type !== 'not');
  const negatives = children.flatMap((child) => (child.type === 'not' ? [child.child] : []));
  const items = positives.map((child) => part(child, depth));
  // At the top level, ", and" keeps an OR group from running into its neighbours.
  const positive = depth === 0 && positives.some(isGroup) ? items.join(', and ') : list(items, 'and');
  return { positive, negative: list(negatedItems(negatives, depth), 'or') };
}

function describe(node: BoolNode, depth: number): string {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return describeLeaf(node);
    case 'near':
      return describeNear(node);
    case 'not':
      return `not ${part(node.child, depth)}`;
    case 'or': {
      const items = node.children.map((child) => part(child, depth));
      return depth === 0 && node.children.some(isGroup) ? items.join(', or ') : list(items, 'or');
    }
    case 'and': {
      const { positive, negative } = describeAnd(node.children, depth);
      if (!positive) return `not ${negative}`;
      return negative ? `${positive}${depth === 0 ? ',' : ''} but not ${negative}` : positive;
    }
  }
}

export function explainBoolean(ast: BoolNode | null): string {
  if (!ast) return 'There is nothing to search for yet.';
  if (ast.type === 'not') return `Profiles that do not mention ${list(negatedItems([ast.child], 0), 'or')}.`;
  if (ast.type === 'and' && ast.children.every((child) => child.type === 'not')) {
    const { negative } = describeAnd(ast.children, 0);
    return `Profiles that do not mention ${negative}.`;
  }
  return `Profiles that mention ${describe(ast, 0)}.`;
}
