/** A clicked facet value becomes a filter: the value is a name, an option value or a place as JSON. */
import type { FacetKey, SearchFilters } from '@talentbase/shared';
import { EDUCATION_LEVEL_OPTIONS, SENIORITY_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import { locationKey, parseLocationValue, rememberLocationLabel } from './location-labels';

function addName(list: readonly string[] | undefined, value: string, max: number): string[] {
  const current = list ?? [];
  if (current.some((v) => v.toLowerCase() === value.toLowerCase()) || current.length >= max)
    return [...current];
  return [...current, value];
}

function addOption<T extends string>(
  list: readonly T[] | undefined,
  options: readonly { value: T }[],
  value: string,
): T[] {
  const current = list ?? [];
  const option = options.find((o) => o.value === value);
  if (!option || current.includes(option.value)) return [...current];
  // Keep the options' order so equal selections write equal URLs.
  return options.filter((o) => o.value === option.value || current.includes(o.value)).map((o) => o.value);
}

export function addFacetValue(
  filters: SearchFilters,
  key: FacetKey,
  value: string,
  label: string,
): SearchFilters {
  switch (key) {
    case 'title':
      return { ...filters, titles: addName(filters.titles, value, 20) };
    case 'company':
      return { ...filters, companies: addName(filters.companies, value, 30) };
    case 'skill':
      return { ...filters, skills: addName(filters.skills, value, 20) };
    case 'seniority':
      return { ...filters, seniorities: addOption(filters.seniorities, SENIORITY_OPTIONS, value) };
    case 'education':
      return {
        ...filters,
        educationLevels: addOption(filters.educationLevels, EDUCATION_LEVEL_OPTIONS, value),
      };
    case 'location': {
      const place = parseLocationValue(value);
      const current = filters.locations ?? [];
      if (!place || current.length >= 20 || current.some((l) => locationKey(l) === locationKey(place)))
        return filters;
      rememberLocationLabel(place, label);
      return { ...filters, locations: [...current, place] };
    }
  }
}
