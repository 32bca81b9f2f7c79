/** A new search starts with the team's "people we know" exclusions (team settings › sourcing). */
import type { SearchFilters, SourcingSettings } from '@talentbase/shared';

const EXCLUSIONS = ['excludeInProjects', 'excludeContacted', 'excludeViewed'] as const;

/** The filters with each exclusion the team turns on by default, unless the filters say otherwise. */
export function withTeamDefaults(
  filters: SearchFilters,
  settings: SourcingSettings | undefined,
): SearchFilters {
  if (!settings) return filters;
  const out = { ...filters };
  for (const key of EXCLUSIONS) if (settings[key] && out[key] === undefined) out[key] = true;
  return out;
}
