/**
 * Where a talent profile comes from (spec section 3, talent source) and how the product names it.
 * Kept apart from the zod contracts (contracts/talent.ts builds its schema from these) so that
 * screens can name a source without loading zod.
 */
export const PROFILE_SOURCES = ['hiretual', 'import', 'ats', 'event_form'] as const;
/** Job-board candidates are `jobboard_{product}`. */
export const JOBBOARD_SOURCE_PREFIX = 'jobboard_';
export const JOBBOARD_SOURCE = /^jobboard_[a-z0-9_]{1,40}$/;
export const PROFILE_SOURCE_MAX = 60;
export const PROFILE_SOURCE_MESSAGE =
  'Source is one of hiretual, import, ats, event_form or jobboard_{product}';

export const SOURCE_LABEL: Record<string, string> = {
  hiretual: 'Open web',
  import: 'Imported',
  ats: 'ATS',
  event_form: 'Event form',
};

export function sourceLabel(source: string): string {
  if (source.startsWith(JOBBOARD_SOURCE_PREFIX)) {
    const product = source.slice(JOBBOARD_SOURCE_PREFIX.length).replaceAll('_', ' ');
    return `Job board (${product})`;
  }
  return SOURCE_LABEL[source] ?? source;
}
