/**
 * The active filters as chips above the results: one chip per value ("Job titles: Nurse"), each
 * removing only its own value, so loosening a search is one click on what is in view.
 */
import { type SearchFilters, sourceLabel } from '@talentbase/shared';
import {
  CLEARANCE_TYPE_OPTIONS,
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from '@talentbase/shared/domain/company-filters';
import {
  ACTIVITY_LEVEL_OPTIONS,
  CONTACT_FILTER_OPTIONS,
  DIVERSITY_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  EXPERIENCE_BANDS,
  LANGUAGE_PROFICIENCY_OPTIONS,
  SENIORITY_OPTIONS,
  TENURE_BANDS,
} from '@talentbase/shared/domain/sourcing-filters';
import {
  describeFilters,
  FILTER_LABEL,
  type FilterKey,
  filterCount,
  LIST_FILTER_KEYS,
  type ListFilterKey,
  labelIn,
  withoutFilter,
} from './filter-meta';
import { locationLabel } from './location-labels';

export type FilterChip = {
  /** Stable within one set of filters (the key and the value's position). */
  id: string;
  key: FilterKey;
  label: string;
  text: string;
  remove: (filters: SearchFilters) => SearchFilters;
};

type Option = { value: string | number; label: string };

const OPTIONS: Partial<Record<ListFilterKey, readonly Option[]>> = {
  experienceBands: EXPERIENCE_BANDS,
  tenureBands: TENURE_BANDS,
  seniorities: SENIORITY_OPTIONS,
  educationLevels: EDUCATION_LEVEL_OPTIONS,
  companySizes: COMPANY_SIZE_BANDS,
  fundingStages: FUNDING_STAGE_OPTIONS,
  companyTypes: COMPANY_TYPE_OPTIONS,
  diversity: DIVERSITY_OPTIONS,
  contact: CONTACT_FILTER_OPTIONS,
  activityLevels: ACTIVITY_LEVEL_OPTIONS,
  clearances: CLEARANCE_TYPE_OPTIONS,
};

function valueText(key: ListFilterKey, value: unknown): string {
  if (key === 'locations') {
    const l = value as NonNullable<SearchFilters['locations']>[number];
    return l.radius ? `${locationLabel(l)} +${l.radius.value} ${l.radius.unit}` : locationLabel(l);
  }
  if (key === 'languages') {
    const l = value as NonNullable<SearchFilters['languages']>[number];
    return l.minProficiency
      ? `${l.language} (${labelIn(LANGUAGE_PROFICIENCY_OPTIONS, l.minProficiency)}+)`
      : l.language;
  }
  if (key === 'sources') return sourceLabel(String(value));
  const options = OPTIONS[key];
  return options ? labelIn(options, value as string | number) : String(value);
}

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
        text: valueText(key, value),
        remove: (f) => withoutItem(f, key, index),
      });
    });
  }
  // The filters that hold one value: worded as the empty state words them.
  const single = describeFilters(filters).filter((d) =>
    (['experienceRange', 'recencyDays', 'usWorkAuthorization'] as FilterKey[]).includes(d.key),
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
