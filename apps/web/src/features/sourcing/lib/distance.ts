/** One distance unit throughout the Sourcing page: the recruiter's choice (user-prefs.ts). */
import type { Radius, SearchFilters } from '@talentbase/shared';
import { RADIUS_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';

/** The same distance band in the other unit (30 miles is the 50 km option). */
export function convertRadius(radius: Radius, unit: Radius['unit']): Radius {
  if (radius.unit === unit) return radius;
  const option = RADIUS_OPTIONS.find((o) => (radius.unit === 'mi' ? o.miles : o.km) === radius.value);
  return { unit, value: option ? (unit === 'mi' ? option.miles : option.km) : radius.value };
}

/** The filters with every radius in `unit`; the same object when nothing changes. */
export function filtersInUnit(filters: SearchFilters, unit: Radius['unit']): SearchFilters {
  const locations = filters.locations;
  if (!locations?.some((l) => l.radius && l.radius.unit !== unit)) return filters;
  return {
    ...filters,
    locations: locations.map((l) => (l.radius ? { ...l, radius: convertRadius(l.radius, unit) } : l)),
  };
}

/** The radius a newly added city starts with: the team's default, in the recruiter's unit. */
export function defaultCityRadius(
  miles: number | null | undefined,
  unit: Radius['unit'],
): Radius | undefined {
  return miles ? convertRadius({ unit: 'mi', value: miles }, unit) : undefined;
}
