/** Answers of the data-protection API, as the contracts in packages/shared/src/contracts/gdpr.ts shape them. */
import type { AuditEntry, Erasure, RetentionRule, RetentionRun, SubjectPreview } from '@talentbase/shared';

export const ERASURE_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
export const MEMBER_ID = '0b7c1a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

export function preview(overrides: Partial<SubjectPreview> = {}): SubjectPreview {
  return {
    people: [
      {
        candidateId: 4242,
        name: 'Anna Lee-Featherstonehaugh',
        source: 'manual',
        openWeb: false,
        inYourRecords: true,
      },
      { candidateId: 9001, name: null, source: 'open_web', openWeb: true, inYourRecords: false },
    ],
    counts: {
      talent_profiles: 2,
      talent_contacts: 2,
      candidate_notes: 3,
      candidate_files: 1,
      files_on_disk: 1,
    },
    totalRows: 9,
    otherTeams: 1,
    identifiers: { emails: 2, phones: 1 },
    ...overrides,
  };
}

export function erasure(overrides: Partial<Erasure> = {}): Erasure {
  return {
    id: ERASURE_ID,
    status: 'running',
    reason: 'request',
    lookup: 'email',
    people: 2,
    suppressed: true,
    phase: 'files',
    progress: 57,
    counts: { candidate_files: 1, files_on_disk: 1 },
    totalRows: 2,
    requestedBy: { userId: 'u1', name: 'Ada Lovelace' },
    createdAt: '2026-03-02T10:00:00.000Z',
    finishedAt: null,
    error: null,
    ...overrides,
  };
}

export const doneErasure = (overrides: Partial<Erasure> = {}) =>
  erasure({
    status: 'done',
    phase: 'done',
    progress: 100,
    counts: {
      talent_profiles: 2,
      talent_contacts: 2,
      candidate_notes: 3,
      candidate_files: 1,
      files_on_disk: 1,
    },
    totalRows: 9,
    finishedAt: '2026-03-02T10:00:05.000Z',
    ...overrides,
  });

export function run(overrides: Partial<RetentionRun> = {}): RetentionRun {
  return {
    id: '1',
    kind: 'dry_run',
    status: 'done',
    matched: 37,
    erased: 0,
    counts: {},
    startedAt: '2026-03-01T09:00:00.000Z',
    finishedAt: '2026-03-01T09:00:01.000Z',
    error: null,
    ...overrides,
  };
}

export function rule(overrides: Partial<RetentionRule> = {}): RetentionRule {
  return {
    id: '7',
    name: 'Unengaged EU and UK candidates',
    months: 24,
    regions: ['EU', 'UK'],
    suppress: false,
    enabled: false,
    dryRun: null,
    lastRun: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '100',
    at: '2026-03-02T10:00:05.000Z',
    kind: 'erasure',
    action: 'gdpr.erasure_completed',
    actor: { userId: MEMBER_ID, name: 'Ada Lovelace', email: 'ada@example.com' },
    what: 'Erasure finished: 2 profiles, 9 rows removed',
    target: { type: 'gdpr_erasure', id: ERASURE_ID },
    ip: '127.0.0.1',
    ...overrides,
  };
}
