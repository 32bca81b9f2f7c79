import type { CsvDelimiter, ImportMapping } from '@talentbase/shared';

/**
 * What `candidate_imports.mapping` holds: the file's shape, read once at upload, and the
 * recruiter's mapping once the import is started (null while the upload waits to be mapped).
 */
export type StoredPlan = {
  delimiter: CsvDelimiter;
  headers: string[];
  fields: ImportMapping | null;
};
