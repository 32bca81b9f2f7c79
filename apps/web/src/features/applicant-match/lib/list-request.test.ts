import { describe, expect, it } from 'vitest';
import { listRequestBody } from './list-request';

describe('listRequestBody', () => {
  const plain = {
    stage: 1,
    page: 1,
    sort: 'score',
    matchLevels: [],
    unreadOnly: false,
    keyword: '',
  } as const;

  it('sends only the status and the page when nothing is filtered (what the sample projects answer)', () => {
    expect(listRequestBody({ ...plain, matchLevels: [] })).toEqual({ stage: 1, start: 0, limit: 20 });
  });

  it('adds the filters that are set, and the page as an offset', () => {
    expect(
      listRequestBody({
        ...plain,
        page: 3,
        sort: 'name',
        matchLevels: ['best'],
        unreadOnly: true,
        keyword: '  nurse ',
      }),
    ).toEqual({
      stage: 1,
      start: 40,
      limit: 20,
      sort: 'name',
      matchLevels: ['best'],
      unreadOnly: true,
      keyword: 'nurse',
    });
  });
});
