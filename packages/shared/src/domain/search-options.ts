/**
 * The search page's orders, page sizes and selection limit: zod-free, so the page reads them
 * without loading zod (the contracts in contracts/sourcing.ts build their schemas from these).
 */
import { PAGINATION } from './limits';

export const SEARCH_SORTS = ['relevance', 'recency', 'experience'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_HISTORY_TYPE = { ALL_IN_ONE: 0, REDISCOVERY: 2 } as const;
/** Most candidates one selection holds (spec section 9, "another limit 10000"). */
export const SELECTION_MAX = PAGINATION.MAX_RESULT_WINDOW;
