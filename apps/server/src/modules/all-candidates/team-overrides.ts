/**
 * The parts of `team_candidates.overrides` (a team's edits of an open-web profile) that lists,
 * duplicate checks and merges read and write. The candidate record owns the full shape; these
 * keys are the same.
 */
import type { StoredContacts } from '@talentbase/shared';
import { sql } from 'drizzle-orm';

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

type ShownColumn = 'current_title' | 'current_company' | 'location';

/**
 * The name, title, company and location a team knows a candidate by, as SQL over
 * `team_candidates` (alias `tc`) and `talent_profiles` (alias `p`): the team's edit of an
 * open-web profile where it made one, else the profile's own columns. Lists, feeds, exports and
 * the duplicate check all select these, so a renamed candidate reads the same everywhere.
 *
 * The rule is the record's (effectiveDoc in candidate-records/candidate-profile.ts): an edited
 * field replaces the profile's, even with nothing; a field the edit left out keeps the profile's;
 * a team's own profile is edited in place and has no overrides. The columns avoid parsing the
 * document, which a list of thousands cannot afford.
 */
export function shownFields(aliases: { tc: string; p: string } = { tc: 'tc', p: 'p' }) {
  const tc = sql.raw(aliases.tc);
  const p = sql.raw(aliases.p);
  const edited = sql`(${p}.team_id is null and ${tc}.overrides ? 'basicInfo')`;
  // Column names are a fixed list: written into the SQL, they keep the fragment free of parameters.
  const field = (column: ShownColumn) =>
    sql.raw(`case when (${aliases.p}.team_id is null and ${aliases.tc}.overrides->'basicInfo' ? '${column}')
             then ${aliases.tc}.overrides->'basicInfo'->>'${column}' else ${aliases.p}.${column} end`);
  return {
    name: sql`coalesce(case when ${edited} then nullif(${tc}.overrides->'basicInfo'->>'fullname', '') end, ${p}.full_name)`,
    title: field('current_title'),
    company: field('current_company'),
    location: field('location'),
  };
}
