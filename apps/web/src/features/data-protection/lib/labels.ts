/** Words for the data-protection screens: statuses, reasons, steps and per-table counts. */
import {
  ERASURE_COUNT_KEYS,
  ERASURE_COUNT_LABEL,
  type Erasure,
  type ErasureStatus,
  type RetentionRun,
  SUBJECT_LOOKUP_LABEL,
  type SubjectLookup,
} from '@talentbase/shared';

export const ERASURE_STATUS: Record<ErasureStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'teal' },
  failed: { label: 'Stopped', color: 'red' },
};

export const ERASURE_REASON: Record<Erasure['reason'], string> = {
  request: 'Request',
  retention: 'Retention rule',
  replay: 'Applied again after a restore',
};

/** The last step an erasure finished (its `phase`), as the admin reads it while it runs. */
const PHASE_DONE: Record<string, string> = {
  queued: 'Waiting to start…',
  ledger: 'Written to the erasure ledger. Scrubbing import files…',
  imports: 'Import files scrubbed. Stripping audit entries…',
  audit: 'Audit entries stripped. Removing files…',
  files: 'Files removed. Removing notes, tags and activity…',
  records: 'Notes, tags and activity removed. Removing pipeline positions and share links…',
  pipelines: 'Pipeline positions and share links removed. Removing profiles and contacts…',
  profiles: 'Profiles and contacts removed.',
  done: 'Finished.',
};

export function phaseText(erasure: Pick<Erasure, 'phase' | 'status'>): string {
  if (erasure.status === 'pending') return 'Waiting to start…';
  return PHASE_DONE[erasure.phase] ?? 'Erasing…';
}

export function lookupLabel(by: SubjectLookup | null): string {
  return by ? SUBJECT_LOOKUP_LABEL[by] : 'Retention rule';
}

export type CountRow = { key: string; label: string; count: number };

/** The non-zero counts in the contract's order; keys the contract does not name come last. */
export function countRows(counts: Record<string, number>): CountRow[] {
  const known = ERASURE_COUNT_KEYS.filter((key) => (counts[key] ?? 0) > 0).map((key) => ({
    key,
    label: ERASURE_COUNT_LABEL[key],
    count: counts[key] ?? 0,
  }));
  const other = Object.entries(counts)
    .filter(([key, count]) => count > 0 && !(key in ERASURE_COUNT_LABEL))
    .map(([key, count]) => ({ key, label: key.replace(/_/g, ' '), count }));
  return [...known, ...other];
}

export const RUN_KIND: Record<RetentionRun['kind'], string> = { dry_run: 'Dry run', run: 'Run' };
export const RUN_STATUS: Record<RetentionRun['status'], { label: string; color: string }> = {
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** "2 email addresses and 1 phone number go on the suppression list", leaving out a zero. */
export function suppressionText({ emails, phones }: { emails: number; phones: number }): string {
  const parts = [
    emails > 0 ? plural(emails, 'email address', 'email addresses') : null,
    phones > 0 ? plural(phones, 'phone number') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0)
    return 'No email address or phone number is held, so nothing goes on the suppression list';
  const single = parts.length === 1 && emails + phones === 1;
  return `${parts.join(' and ')} ${single ? 'goes' : 'go'} on the suppression list`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
export const formatTime = (iso: string) => timeOnly.format(new Date(iso));
