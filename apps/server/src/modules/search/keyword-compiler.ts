/**
 * A parsed Boolean string becomes a PostgreSQL tsquery expression.
 *
 * A single word goes through the same text-search configuration and the same `tb_kw_prepare` as
 * the index, so it is split and folded exactly as it was when the profile was indexed; several
 * words (a phrase, `front-end`) match as their indexed word pairs. On top of the parser's AST:
 * - a leaf that is a known skill or title under any of its names also matches its other names
 *   ("k8s" finds Kubernetes, "RN" finds Registered Nurse);
 * - `word*` is a native prefix match; other wildcards (`*script`, `dev*ops`, `organi?ation`)
 *   expand to the most common matching words of the index (at most WILDCARD_EXPANSION_LIMIT).
 * A leaf that can match nothing is folded away: `x OR nothing` is `x`, `x AND nothing` is nothing.
 */
import type { BoolNode } from '@talentbase/shared/domain/boolean-query';
import { bigramTokens } from '../talent/bigrams';
import type { Dictionary } from '../talent/dictionary';
import type { SqlParams } from './sql-params';

export const WILDCARD_EXPANSION_LIMIT = 50;

export type Expansion = { term: string; matches: string[]; kind: 'synonym' | 'wildcard' };

/** Looks up index words for a LIKE pattern; injected so that it can be cached. */
export type LexemeLookup = (likePattern: string, limit: number) => Promise<string[]>;

type Compiled = { kind: 'none' } | { kind: 'sql'; sql: string };
const NONE: Compiled = { kind: 'none' };

export type KeywordQuery = {
  /** SQL expression of type tsquery; null when the keywords constrain nothing. */
  tsquery: string | null;
  /** True when no profile can match (a wildcard that matches no word of the index, ANDed). */
  matchesNothing: boolean;
  expansions: Expansion[];
  /** Words to mark in hits (positive leaves and their expansions). */
  highlightTerms: string[];
};

const CONFIG = `'tb_simple'::regconfig`;

/** `dev*ops` → `dev%ops`; LIKE's own wildcards in the word are escaped. */
export function wildcardToLike(term: string): string {
  return term
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, '%')
    .replace(/\?/g, '_');
}

function isPrefixOnly(term: string): boolean {
  return /^[^*?]+\*$/.test(term) && /^[\p{L}\p{N}]+$/u.test(term.slice(0, -1));
}

export async function compileKeywords(
  ast: BoolNode | null,
  params: SqlParams,
  dict: Dictionary,
  lookupLexemes: LexemeLookup,
): Promise<KeywordQuery> {
  const expansions: Expansion[] = [];
  const highlight = new Set<string>();

  // Several words match as their adjacent pairs (bigrams.ts); one word through the index's parser.
  const phrase = (text: string) => {
    const pairs = bigramTokens(text);
    if (pairs.length === 0) return `phraseto_tsquery(${CONFIG}, tb_kw_prepare(${params.add(text)}))`;
    return `to_tsquery(${CONFIG}, ${params.add(pairs.map((pair) => `'${pair}'`).join(' & '))})`;
  };

  async function leaf(
    node: Extract<BoolNode, { type: 'term' | 'phrase' }>,
    positive: boolean,
  ): Promise<Compiled> {
    const text = node.value;
    if (node.type === 'term' && node.wildcard) {
      if (isPrefixOnly(text)) {
        if (positive) highlight.add(text);
        const word = text.slice(0, -1);
        return {
          kind: 'sql',
          sql: `to_tsquery(${CONFIG}, quote_literal(tb_kw_prepare(${params.add(word)})) || ':*')`,
        };
      }
      const words = await lookupLexemes(
        wildcardToLike(text.normalize('NFKD').replace(/\p{Diacritic}/gu, '')),
        WILDCARD_EXPANSION_LIMIT,
      );
      expansions.push({ term: text, matches: words, kind: 'wildcard' });
      if (words.length === 0) return NONE;
      if (positive) for (const w of words) highlight.add(w);
      const literal = words.map((w) => `'${w.replace(/'/g, "''")}'`).join(' | ');
      return { kind: 'sql', sql: `to_tsquery(${CONFIG}, ${params.add(literal)})` };
    }
    const synonyms = dict.find('skill', text) ?? dict.findTitle(text);
    const names = new Set<string>([text]);
    if (synonyms) {
      names.add(synonyms.name.toLowerCase());
      for (const alias of synonyms.aliases) names.add(alias);
      if (names.size > 1) {
        expansions.push({ term: text, matches: [...names].filter((n) => n !== text), kind: 'synonym' });
      }
    }
    if (positive) for (const n of names) highlight.add(n);
    const parts = [...names].map(phrase);
    return { kind: 'sql', sql: parts.length === 1 ? (parts[0] as string) : `(${parts.join(' || ')})` };
  }

  async function compile(node: BoolNode, positive: boolean): Promise<Compiled> {
    switch (node.type) {
      case 'term':
      case 'phrase':
        return leaf(node, positive);
      case 'not': {
        const inner = await compile(node.child, !positive);
        // NOT of something that matches nothing excludes nothing: the caller drops it.
        return inner.kind === 'none' ? { kind: 'sql', sql: '' } : { kind: 'sql', sql: `!!(${inner.sql})` };
      }
      case 'and': {
        const parts: string[] = [];
        for (const child of node.children) {
          const c = await compile(child, positive);
          if (c.kind === 'none') return NONE;
          if (c.sql) parts.push(`(${c.sql})`);
        }
        return parts.length ? { kind: 'sql', sql: parts.join(' && ') } : { kind: 'sql', sql: '' };
      }
      case 'or': {
        const parts: string[] = [];
        for (const child of node.children) {
          const c = await compile(child, positive);
          if (c.kind === 'sql' && c.sql) parts.push(`(${c.sql})`);
        }
        return parts.length ? { kind: 'sql', sql: parts.join(' || ') } : NONE;
      }
    }
  }

  if (!ast) return { tsquery: null, matchesNothing: false, expansions, highlightTerms: [] };
  const compiled = await compile(ast, true);
  return {
    tsquery: compiled.kind === 'sql' && compiled.sql ? compiled.sql : null,
    matchesNothing: compiled.kind === 'none',
    expansions,
    highlightTerms: [...highlight],
  };
}
