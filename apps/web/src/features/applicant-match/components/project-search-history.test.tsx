import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiStub, type StubAnswer } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ProjectSearchHistory } from './project-search-history';

const HISTORY = 'POST /api/v1/astaskV2/history/search';

function entry(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    userId: 'u1',
    teamId: 't1',
    createTime: '2026-11-01T00:00:00.000Z',
    lastRunAt: '2026-11-02T00:00:00.000Z',
    searchString: '{}',
    filters: { titles: ['Nurse'] },
    status: 0,
    type: 0,
    projectId: '101',
    name: null,
    saved: false,
    searchId: null,
    notAFit: [],
    resultCount: 1250,
    summary: 'Nurse · Austin, TX',
    ...over,
  };
}

function renderWith(answer: StubAnswer) {
  const bodies: unknown[] = [];
  const { fetchStub } = apiStub({
    [HISTORY]: (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer;
    },
  });
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  renderWithProviders(<ProjectSearchHistory projectId="101" />);
  return bodies;
}

describe("The project's sourcing searches", () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the project's searches with their results and a link that runs each again", async () => {
    const bodies = renderWith([
      200,
      { data: [entry('sh_1'), entry('sh_2', { name: 'ICU nurses', resultCount: 12 })], total: 14 },
    ]);
    expect(await screen.findAllByTestId('search-history-entry')).toHaveLength(2);
    expect(bodies[0]).toEqual({ projectId: '101', start: 0, limit: 10 });
    expect(screen.getByText('Nurse · Austin, TX')).toBeTruthy();
    expect(screen.getByText('ICU nurses')).toBeTruthy();
    expect(screen.getByText(/1,250 results/)).toBeTruthy();
    expect(screen.getByText('The latest 10 of 14')).toBeTruthy();
    const again = screen.getByRole('link', { name: 'Search again: ICU nurses' });
    expect(again.getAttribute('href')).toBe(
      '/v5/sourcing-new?titles[0]=Nurse&sort=relevance&start=0&historyId=sh_2',
    );
  });

  it('says when the project has no searches, and shows a failure with a retry', async () => {
    renderWith([200, { data: [], total: 0 }]);
    expect((await screen.findByTestId('search-history-empty')).textContent).toContain(
      'No sourcing searches were run for this project yet.',
    );
    vi.unstubAllGlobals();
    renderWith([404, { code: 'NOT_FOUND', message: 'Project not found', details: null }]);
    expect(await screen.findByText('The searches could not be loaded')).toBeTruthy();
  });
});
