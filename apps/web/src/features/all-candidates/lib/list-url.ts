/**
 * The all-candidates list state lives in the query string, so a filtered list can be bookmarked
 * and Back returns to it. Unknown or malformed values fall back to the defaults.
 */
import {
  ALL_CANDIDATES_SORTS,
  type AllCandidatesQuery,
  type CustomFieldFilter,
  customFieldFiltersParamSchema,
} from '@talentbase/shared';

export type ListTab = 'candidates' | 'duplicates';
export type ListState = {
  tab: ListTab;
  keyword: string;
  source: string;
  tag: string;
  hasContact: '' | 'true' | 'false';
  addedFrom: string;
  addedTo: string;
  sort: (typeof ALL_CANDIDATES_SORTS)[number];
  /** Custom field conditions (URL: `cf`, JSON). */
  customFields: CustomFieldFilter[];
};

function readCustomFields(raw: string | null): CustomFieldFilter[] {
  if (!raw) return [];
  const parsed = customFieldFiltersParamSchema.safeParse(raw);
  return parsed.success ? parsed.data : [];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SOURCE = /^(import|ats|event_form|hiretual|jobboard_[a-z0-9_]{1,40})$/;

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort') ?? '';
  const hasContact = params.get('hasContact') ?? '';
  const date = (name: string) => {
    const v = params.get(name) ?? '';
    return DATE.test(v) ? v : '';
  };
  const source = params.get('source') ?? '';
  return {
    tab: params.get('tab') === 'duplicates' ? 'duplicates' : 'candidates',
    keyword: (params.get('keyword') ?? '').slice(0, 200),
    source: SOURCE.test(source) ? source : '',
    tag: (params.get('tag') ?? '').slice(0, 100),
    hasContact: hasContact === 'true' || hasContact === 'false' ? hasContact : '',
    addedFrom: date('addedFrom'),
    addedTo: date('addedTo'),
    sort: (ALL_CANDIDATES_SORTS as readonly string[]).includes(sort) ? (sort as ListState['sort']) : 'recent',
    customFields: readCustomFields(params.get('cf')),
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'candidates') params.set('tab', state.tab);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.source) params.set('source', state.source);
  if (state.tag) params.set('tag', state.tag);
  if (state.hasContact) params.set('hasContact', state.hasContact);
  if (state.addedFrom) params.set('addedFrom', state.addedFrom);
  if (state.addedTo) params.set('addedTo', state.addedTo);
  if (state.sort !== 'recent') params.set('sort', state.sort);
  if (state.customFields.length > 0) params.set('cf', JSON.stringify(state.customFields));
  return params;
}

/** The API request for a list state (one page; the cursor is added per page). */
export function toListRequest(state: ListState): AllCandidatesQuery {
  return {
    keyword: state.keyword.trim() || undefined,
    source: state.source || undefined,
    tag: state.tag.trim() || undefined,
    hasContact: state.hasContact || undefined,
    addedFrom: state.addedFrom || undefined,
    addedTo: state.addedTo || undefined,
    sort: state.sort,
    customFields: state.customFields.length > 0 ? JSON.stringify(state.customFields) : undefined,
  };
}

export const CANDIDATE_PROFILE_PATH = (id: number) => `/v5/talent-pool/candidate/${id}`;
