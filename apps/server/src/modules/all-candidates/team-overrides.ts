/**
 * The parts of `team_candidates.overrides` (a team's edits of an open-web profile) that lists,
 * duplicate checks and merges read and write. The candidate record owns the full shape; these
 * keys are the same.
 */
import type { StoredContacts } from '@talentbase/shared';

export type TeamOverrides = {
  basicInfo?: {
    fullname: string;
    current_title?: string | null;
    current_company?: string | null;
    location?: string | null;
    [field: string]: unknown;
  };
  emails?: StoredContacts['emails'];
  phones?: StoredContacts['phones'];
  socialLinks?: Record<string, string | undefined>;
  [part: string]: unknown;
};
