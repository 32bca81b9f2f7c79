// The recruiter's side of the API for the relevance run: the one call it makes. Queries go
// through HTTP, not the service, so validation, scoping and the hit mapper are all measured.
import type { SearchFilters, SearchResponse } from '@talentbase/shared';
import { HttpClient } from '../lib/bench-app';

export class SearchClient extends HttpClient {
  /** One page of a search, as the sourcing page asks for it; never recorded in the history. */
  search(filters: SearchFilters, start: number, limit: 10 | 25 | 50, facets: boolean) {
    return this.request<SearchResponse>('POST', '/api/tb-v2/v1/sourcing/search', {
      filters,
      sort: 'relevance',
      start,
      limit,
      facets,
      record: false,
    });
  }
}
