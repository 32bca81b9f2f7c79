import type { SearchSelection, SearchSelectResponse } from '@talentbase/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** "Select all N results": the search's first 10,000 matches as ids, resolved on the server. */
export function selectAllResults(selection: SearchSelection) {
  return api.post<SearchSelectResponse>('/tb-v2/v1/sourcing/search/select', selection);
}

export function useSelectAll() {
  return useMutation({ mutationFn: selectAllResults });
}
