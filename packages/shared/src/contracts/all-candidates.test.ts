import { describe, expect, it } from 'vitest';
import { allCandidatesQuerySchema } from './all-candidates';

describe('all candidates query', () => {
  it('takes only dates that exist as the added-from and added-to filters', () => {
    for (const ok of ['2026-01-31', '2024-02-29', '0001-01-01'])
      expect(allCandidatesQuerySchema.safeParse({ addedFrom: ok, addedTo: ok }).success, ok).toBe(true);
    for (const bad of ['0509-58-48', '2026-13-01', '2026-02-30', '2023-02-29', '0000-01-01', '2026-1-01']) {
      const parsed = allCandidatesQuerySchema.safeParse({ addedFrom: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Use a date like 2026-01-31');
    }
  });
});
