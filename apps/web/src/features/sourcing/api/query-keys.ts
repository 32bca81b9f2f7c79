/** Query keys of the Sourcing feature, so a mutation can find the caches it changes. */
import type { SuggestKind } from '@talentbase/shared';
import type { SearchRequestBody } from './search';

export const sourcingKeys = {
  all: ['sourcing'] as const,
  searches: () => ['sourcing', 'search'] as const,
  search: (body: SearchRequestBody) => ['sourcing', 'search', body] as const,
  parse: (query: string) => ['sourcing', 'parse', query] as const,
  suggest: (kind: SuggestKind, q: string) => ['sourcing', 'suggest', kind, q] as const,
  config: () => ['sourcing', 'config'] as const,
  profile: (id: number) => ['sourcing', 'profile', id] as const,
  histories: () => ['sourcing', 'history'] as const,
  history: (savedOnly: boolean, limit: number) => ['sourcing', 'history', { savedOnly, limit }] as const,
  pickableProjects: () => ['projects', 'pickable'] as const,
};
