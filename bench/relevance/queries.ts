/**
 * The relevance set: every query with its rubric, gathered from the per-family files. Checked on
 * load so a typo fails before an hour of searching: ids unique and readable, filters valid for
 * the search contract, every rubric listing its grades from the highest down.
 */
import { searchFiltersSchema } from '@talentbase/shared';
import { ARCHITECTURE_GAME_QUERIES } from './queries-architecture-game';
import { DATA_QUERIES } from './queries-data';
import { DESIGN_PRODUCT_QUERIES } from './queries-design-product';
import { FINANCE_QUERIES } from './queries-finance';
import { HEALTHCARE_QUERIES } from './queries-healthcare';
import { HR_QUERIES } from './queries-hr';
import { LEGAL_QUERIES } from './queries-legal';
import { MARKETING_QUERIES } from './queries-marketing';
import { OPERATIONS_QUERIES } from './queries-operations';
import { SALES_QUERIES } from './queries-sales';
import { SOFTWARE_QUERIES } from './queries-software';
import type { RelevanceQuery } from './rubric';

export const ALL_QUERIES: readonly RelevanceQuery[] = [
  ...SOFTWARE_QUERIES,
  ...DATA_QUERIES,
  ...HEALTHCARE_QUERIES,
  ...SALES_QUERIES,
  ...MARKETING_QUERIES,
  ...FINANCE_QUERIES,
  ...HR_QUERIES,
  ...OPERATIONS_QUERIES,
  ...LEGAL_QUERIES,
  ...DESIGN_PRODUCT_QUERIES,
  ...ARCHITECTURE_GAME_QUERIES,
];

export function checkQueries(queries: readonly RelevanceQuery[]): void {
  const seen = new Set<string>();
  for (const q of queries) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)+$/.test(q.id)) throw new Error(`Query id "${q.id}" is not kebab-case`);
    if (seen.has(q.id)) throw new Error(`Query id "${q.id}" is used twice`);
    seen.add(q.id);
    const parsed = searchFiltersSchema.safeParse(q.filters);
    if (!parsed.success) throw new Error(`Query ${q.id}: invalid filters: ${parsed.error.message}`);
    const grades = q.rubric.map(([g]) => g);
    if (grades.some((g, i) => i > 0 && g >= (grades[i - 1] ?? 4)))
      throw new Error(`Query ${q.id}: rubric grades must go from the highest down`);
  }
}
