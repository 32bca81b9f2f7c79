/**
 * The active filters as chips above the results: one chip per value ("Job titles: Nurse"), each
 * removing only its own value, so loosening a search is one click on what is in view.
 */
import type { SearchFilters } from '@talentbase/shared';
import {
  describeFilters,
  FILTER_LABEL,
  type FilterKey,
  filterCount,
  LIST_FILTER_KEYS,
  type ListFilterKey,
  listValueText,
  withoutFilter,
} from './filter-meta';

export type FilterChip = {
  /** Stable within one set of filters (the key and the value's position). */
  id: string;
  key: FilterKey;
  label: string;
  text: string;
  remove: (filters: SearchFilters) => SearchFilters;
};

function withoutItem(filters: SearchFilters, key: ListFilterKey, index: number): SearchFilters {
  const list = (filters[key] ?? []) as readonly unknown[];
  const next = list.filter((_, i) => i !== index);
  return next.length > 0 ? { ...filters, [key]: next } : withoutFilter(filters, key);
}

export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const keywords = filters.keywords?.trim();
  if (keywords) {
    chips.push({
      id: 'keywords',
      key: 'keywords',
      label: FILTER_LABEL.keywords,
      text: keywords,
      remove: (f) => withoutFilter(f, 'keywords'),
    });
  }
  for (const key of LIST_FILTER_KEYS) {
    const list = (filters[key] ?? []) as readonly unknown[];
    list.forEach((value, index) => {
      chips.push({
        id: `${key}-${index}`,
        key,
        label: FILTER_LABEL[key],
        text: listValueText(key, value),
        remove: (f) => withoutItem(f, key, index),
      });
    });
  }
  // The filters that hold one value: worded as the empty state words them.
  const single = describeFilters(filters).filter((d) =>
    (
      [
        'experienceRange',
        'recencyDays',
        'usWorkAuthorization',
        'excludeInProjects',
        'excludeContacted',
        'excludeViewed',
      ] as FilterKey[]
    ).includes(d.key),
  );
  for (const d of single) {
    if (filterCount(filters, d.key) === 0) continue;
    chips.push({
      id: d.key,
      key: d.key,
      label: d.label,
      text: d.text,
      remove: (f) => withoutFilter(f, d.key),
    });
  }
  return chips;
}
