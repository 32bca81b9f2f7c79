/**
 * A search ready to run: the compiled filters, the plan for them, and the WHERE every statement
 * of the search shares.
 */
import { bucketTerms } from '../talent/search-terms';
import type { Clause, CompiledSearch } from './filter-compiler';
import type { SearchPlan } from './search-plan';
import { SqlParams } from './sql-params';

/**
 * Matches are counted exactly up to here and estimated above: counting every one of 200,000
 * matches would cost more than the search. The same bound decides exact or sampled facets.
 */
export const EXACT_COUNT_LIMIT = 2000;

/** A compiled search with its plan and the parameter values its SQL fragments refer to. */
export type SearchQuery = { compiled: CompiledSearch; plan: SearchPlan; base: SqlParams };

const queryInt = (clauses: readonly Clause[]) =>
  clauses
    .map((c) => {
      const any = c.codes.length === 1 ? String(c.codes[0]) : `(${c.codes.join('|')})`;
      return c.negated ? `!${any}` : any;
    })
    .join('&');

/**
 * One selective clause as its own index condition: the GIN index then reads each clause's
 * postings as a separate key and intersects them, skipping ahead, which is several times faster
 * than evaluating one combined `query_int` on every entry of every posting list.
 */
function indexCondition(c: Clause, p: SqlParams): string {
  return c.codes.length === 1
    ? `s.terms @> ${p.add(c.codes, 'int[]')}`
    : `s.terms && ${p.add(c.codes, 'int[]')}`;
}

/**
 * The WHERE of every statement. Selective parts are written so the planner can use the indexes;
 * common ones inside `coalesce(...)`, which it cannot, so they are checked on the rows found.
 * `sampleBuckets` adds a sample of whole hash buckets (an index condition, cheap at any size).
 */
export function whereOf(q: SearchQuery, p: SqlParams, sampleBuckets?: number): string {
  const { compiled, plan } = q;
  const parts: string[] = [];
  const indexed = sampleBuckets
    ? [...plan.indexClauses, { codes: bucketTerms(sampleBuckets), negated: false }]
    : plan.indexClauses;
  for (const c of indexed) parts.push(indexCondition(c, p));
  if (plan.filterClauses.length) {
    parts.push(`coalesce(s.terms @@ ${p.add(queryInt(plan.filterClauses), 'query_int')}, false)`);
  }
  if (compiled.tsquery) {
    parts.push(
      plan.keywordsInIndex
        ? `s.tsv @@ (${compiled.tsquery})`
        : `coalesce(s.tsv @@ (${compiled.tsquery}), false)`,
    );
  }
  parts.push(...compiled.conditions);
  return parts.join('\n and ');
}

/** A fresh parameter list holding the compiled filter's values ($1..$n stay valid). */
export function paramsOf(base: SqlParams): SqlParams {
  const p = new SqlParams();
  p.values.push(...base.values);
  return p;
}
