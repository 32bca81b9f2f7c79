/**
 * The sourcing search history of the sample projects: a built-in list of sample searches, the
 * same for everyone, instead of the caller's stored rows (spec section 7). Places are GeoNames
 * city ids with the sample radius of spec section 9 (80 km).
 */
import type { HistoryEntry, SearchFilters } from '@talentbase/shared';
import { ID_PREFIX } from '@talentbase/shared/domain/limits';
import type { DemoProjectId } from '@talentbase/shared/domain/projects';
import { SAMPLE_SEARCH_RADIUS_KM } from '@talentbase/shared/domain/sourcing-filters';

const AUSTIN = 4671654;
const BOSTON = 4930956;
const radius = { unit: 'km' as const, value: SAMPLE_SEARCH_RADIUS_KM };

type Sample = { name: string; summary: string; filters: SearchFilters; at: string; resultCount: number };

const SAMPLES: Record<DemoProjectId, Sample[]> = {
  [-1]: [
    {
      name: 'Senior TypeScript engineers near Austin',
      summary: `Senior Software Engineer · TypeScript, Node.js · Austin, TX +${SAMPLE_SEARCH_RADIUS_KM} km`,
      filters: {
        titles: ['Senior Software Engineer'],
        skills: ['TypeScript', 'Node.js'],
        locations: [{ city: AUSTIN, radius }],
      },
      at: '2026-01-09T16:00:00.000Z',
      resultCount: 412,
    },
    {
      name: 'Backend engineers with PostgreSQL near Austin',
      summary: `Backend Engineer · PostgreSQL · Austin, TX +${SAMPLE_SEARCH_RADIUS_KM} km · 1 more filter`,
      filters: {
        titles: ['Backend Engineer'],
        skills: ['PostgreSQL'],
        niceToHaveSkills: ['Kubernetes'],
        locations: [{ city: AUSTIN, radius }],
      },
      at: '2026-01-08T10:30:00.000Z',
      resultCount: 268,
    },
  ],
  [-2]: [
    {
      name: 'Registered nurses near Boston',
      summary: `Registered Nurse · Boston, MA +${SAMPLE_SEARCH_RADIUS_KM} km`,
      filters: { titles: ['Registered Nurse'], locations: [{ city: BOSTON, radius }] },
      at: '2026-01-09T15:00:00.000Z',
      resultCount: 1530,
    },
    {
      name: 'ICU nurses near Boston',
      summary: `ICU Nurse · Critical Care · Boston, MA +${SAMPLE_SEARCH_RADIUS_KM} km`,
      filters: { titles: ['ICU Nurse'], skills: ['Critical Care'], locations: [{ city: BOSTON, radius }] },
      at: '2026-01-07T13:45:00.000Z',
      resultCount: 377,
    },
  ],
};

/** Keys sorted, as the history stores a search's text. */
function searchString(filters: SearchFilters): string {
  const sorted = Object.fromEntries(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify(sorted);
}

export function demoSearchHistory(
  projectId: DemoProjectId,
  query: { type?: number; savedOnly?: boolean; start: number; limit: number },
): { data: HistoryEntry[]; total: number } {
  // The samples are all-in-one searches (type 0), each saved under a name.
  const all =
    query.type === undefined || query.type === 0
      ? SAMPLES[projectId].map(
          (s, i): HistoryEntry => ({
            id: `${ID_PREFIX.SEARCH_HISTORY}sample${-projectId}${i + 1}`,
            userId: 'sample',
            teamId: 'sample',
            createTime: s.at,
            lastRunAt: s.at,
            searchString: searchString(s.filters),
            filters: s.filters,
            status: 1,
            type: 0,
            projectId: String(projectId),
            name: s.name,
            saved: true,
            searchId: null,
            notAFit: [],
            resultCount: s.resultCount,
            summary: s.summary,
          }),
        )
      : [];
  return { data: all.slice(query.start, query.start + query.limit), total: all.length };
}
