// The three range-filter option sets of the second spec (section 3.7), labels verbatim. The spec
// does not say which filter uses which set, so they are named by their top band. Bounds are
// half-open like the sourcing bands: `min` inclusive, `max` exclusive, `null` open-ended.
import type { NumericBand } from '../domain/sourcing-filters';

export const RANGE_OPTIONS_TO_25000 = [
  { value: '<100', label: '<100', min: 0, max: 100 },
  { value: '100-500', label: '100-500', min: 100, max: 500 },
  { value: '500-1000', label: '500-1000', min: 500, max: 1000 },
  { value: '1000-5000', label: '1000-5000', min: 1000, max: 5000 },
  { value: '5000-25000', label: '5000-25000', min: 5000, max: 25_000 },
  { value: '>=25000', label: '>=25000', min: 25_000, max: null },
] as const satisfies readonly NumericBand[];

export const RANGE_OPTIONS_TO_60 = [
  { value: '<10', label: '<10', min: 0, max: 10 },
  { value: '10-20', label: '10-20', min: 10, max: 20 },
  { value: '20-40', label: '20-40', min: 20, max: 40 },
  { value: '40-60', label: '40-60', min: 40, max: 60 },
  { value: '>=60', label: '>=60', min: 60, max: null },
] as const satisfies readonly NumericBand[];

export const RANGE_OPTIONS_TO_200 = [
  { value: '<50', label: '<50', min: 0, max: 50 },
  { value: '50-100', label: '50-100', min: 50, max: 100 },
  { value: '100-200', label: '100-200', min: 100, max: 200 },
  { value: '>=200', label: '>=200', min: 200, max: null },
] as const satisfies readonly NumericBand[];
