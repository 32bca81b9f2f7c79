/**
 * The project list's state in the query string, so a list can be bookmarked, shared and reached
 * again with Back. Only values that differ from the defaults are written; anything unreadable in
 * a link falls back to its default instead of failing the page.
 */
import {
  isProjectRole,
  PROJECT_LIST_SORTS,
  type ProjectListSort,
  type ProjectRole,
} from '@talentbase/shared';
import { PAGINATION } from '@talentbase/shared/domain/limits';

export type ProjectListTab = 'active' | 'archived';
export type ProjectListScope = 'mine' | 'team';

export type ProjectListState = {
  keyword: string;
  scope: ProjectListScope;
  tab: ProjectListTab;
  role: ProjectRole | null;
  sort: ProjectListSort;
  page: number;
};

export const PROJECT_PAGE_SIZE = PAGINATION.DEFAULT_PAGE_SIZE;
export const KEYWORD_MAX = 200;
/** The API pages up to offset 10,000. */
export const MAX_PAGE = Math.floor(10_000 / PROJECT_PAGE_SIZE) + 1;

export const DEFAULT_LIST_STATE: ProjectListState = {
  keyword: '',
  scope: 'mine',
  tab: 'active',
  role: null,
  sort: 'lastViewed',
  page: 1,
};

export function parseListParams(params: URLSearchParams): ProjectListState {
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const scope = params.get('scope') === 'team' ? 'team' : 'mine';
  const tab = params.get('state') === 'archived' ? 'archived' : 'active';
  const rawRole = params.get('role');
  const role = rawRole !== null && /^\d$/.test(rawRole) ? Number(rawRole) : null;
  const rawSort = params.get('sort');
  const sort = PROJECT_LIST_SORTS.find((s) => s === rawSort) ?? DEFAULT_LIST_STATE.sort;
  const rawPage = params.get('page');
  const page = rawPage !== null && /^\d{1,5}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    keyword,
    scope,
    tab,
    role: isProjectRole(role) ? role : null,
    sort,
    page: Math.min(Math.max(page, 1), MAX_PAGE),
  };
}

export function listParams(state: ProjectListState): URLSearchParams {
  const params = new URLSearchParams();
  const keyword = state.keyword.trim();
  if (keyword) params.set('keyword', keyword.slice(0, KEYWORD_MAX));
  if (state.scope !== DEFAULT_LIST_STATE.scope) params.set('scope', state.scope);
  if (state.tab !== DEFAULT_LIST_STATE.tab) params.set('state', state.tab);
  if (state.role !== null) params.set('role', String(state.role));
  if (state.sort !== DEFAULT_LIST_STATE.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query of GET /v1/projects/list for this state. */
export type ProjectListRequest = {
  keyword?: string;
  scope: ProjectListScope;
  state: ProjectListTab;
  role?: ProjectRole;
  sort: ProjectListSort;
  start: number;
  limit: number;
};

export function toListRequest(state: ProjectListState): ProjectListRequest {
  return {
    keyword: state.keyword || undefined,
    scope: state.scope,
    state: state.tab,
    role: state.role ?? undefined,
    sort: state.sort,
    start: (state.page - 1) * PROJECT_PAGE_SIZE,
    limit: PROJECT_PAGE_SIZE,
  };
}
