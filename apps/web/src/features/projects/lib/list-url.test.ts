import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, listParams, MAX_PAGE, parseListParams, toListRequest } from './list-url';

const parse = (search: string) => parseListParams(new URLSearchParams(search));

describe('project list URL', () => {
  it('reads the defaults from an empty query and writes nothing for them', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(listParams(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('round-trips every setting', () => {
    const state = {
      keyword: 'nurse boston',
      scope: 'team' as const,
      tab: 'archived' as const,
      role: 2 as const,
      sort: 'name' as const,
      page: 3,
    };
    const search = listParams(state).toString();
    expect(search).toBe('keyword=nurse+boston&scope=team&state=archived&role=2&sort=name&page=3');
    expect(parse(search)).toEqual(state);
  });

  it('falls back to defaults for values a link may carry but the API would refuse', () => {
    expect(parse('scope=everyone&state=deleted&role=9&sort=best&page=-2')).toEqual(DEFAULT_LIST_STATE);
    expect(parse('role=1.5&page=abc').role).toBeNull();
    expect(parse('page=999999').page).toBe(1);
    expect(parse('page=5000').page).toBe(MAX_PAGE);
    expect(parse(`keyword=${'x'.repeat(500)}`).keyword).toHaveLength(200);
    expect(parse('keyword=%20%20').keyword).toBe('');
  });

  it('keeps role 0 (Collaborator), which is falsy', () => {
    expect(parse('role=0').role).toBe(0);
    expect(listParams({ ...DEFAULT_LIST_STATE, role: 0 }).toString()).toBe('role=0');
  });

  it('builds the API query with offsets of 10', () => {
    expect(toListRequest({ ...DEFAULT_LIST_STATE, page: 3, keyword: 'java' })).toEqual({
      keyword: 'java',
      scope: 'mine',
      state: 'active',
      role: undefined,
      sort: 'lastViewed',
      start: 20,
      limit: 10,
    });
  });
});
