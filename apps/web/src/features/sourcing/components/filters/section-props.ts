import type { FilterPanelConfig, SearchFilters } from '@talentbase/shared';

/** What every filter-panel section gets: the filters, a patch setter and the team's panel config. */
export type SectionProps = {
  filters: SearchFilters;
  set: (patch: Partial<SearchFilters>) => void;
  config: FilterPanelConfig | undefined;
};
