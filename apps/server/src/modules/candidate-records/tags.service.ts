/**
 * Tags: a team's own words for its candidates. A tag the team already uses keeps its first
 * spelling whatever case a new request types it in ("java" joins "Java"), so the autocomplete
 * and filters see one tag, not three.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { TeamScope } from '../../lib/team-scope';
import { ensureTeamCandidates, recordActivity } from '../candidates/team-candidates';
import { type CandidateCaller, requireCandidateAccess } from './candidate-access';

/** A text[] parameter; JSON carries any character a tag may hold (commas, quotes, braces). */
const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

/** The team's spelling of each tag, or the given one for a tag the team does not use yet. */
async function teamSpellings(db: Executor, teamId: string, tags: readonly string[]): Promise<string[]> {
  const { rows } = await db.execute<{ key: string; tag: string }>(sql`
    select distinct on (lower(tag)) lower(tag) as key, tag
      from candidate_tags
     where team_id = ${teamId} and lower(tag) = any(${textArray(tags.map((t) => t.toLowerCase()))})
     order by lower(tag), created_at, tag`);
  const known = new Map(rows.map((r) => [r.key, r.tag]));
  return tags.map((t) => known.get(t.toLowerCase()) ?? t);
}

export async function addTags(
  db: Database,
  caller: CandidateCaller,
  input: { candidateIds: number[]; tags: string[]; projectId?: string },
): Promise<{ tags: string[]; added: number }> {
  const { scope } = caller;
  const ids = [...new Set(input.candidateIds)];
  return db.transaction(async (tx) => {
    const access = await requireCandidateAccess(tx, caller, ids, 'candidate.addTag', input.projectId);
    await ensureTeamCandidates(tx, scope.teamId, ids, scope.userId);
    const tags = await teamSpellings(tx, scope.teamId, input.tags);
    const inserted = await tx.execute<{ profile_id: string; tag: string }>(sql`
      insert into candidate_tags (team_id, profile_id, tag, created_by)
      select ${scope.teamId}, p.id, t.tag, ${scope.userId}
        from unnest(${`{${ids.join(',')}}`}::bigint[]) as p(id)
       cross join unnest(${textArray(tags)}) as t(tag)
       where not exists (select 1 from candidate_tags c
                          where c.team_id = ${scope.teamId} and c.profile_id = p.id and lower(c.tag) = lower(t.tag))
      on conflict do nothing
      returning profile_id::text as profile_id, tag`);
    const byProfile = new Map<number, string[]>();
    for (const r of inserted.rows) {
      const id = Number(r.profile_id);
      byProfile.set(id, [...(byProfile.get(id) ?? []), r.tag]);
    }
    // The log lists a candidate's new tags in the order they were given.
    for (const [id, added] of byProfile)
      byProfile.set(
        id,
        tags.filter((tag) => added.includes(tag)),
      );
    await recordActivity(
      tx,
      scope.teamId,
      scope.userId,
      [...byProfile].map(([profileId, added]) => ({
        profileId,
        projectId: access.projectId,
        action: 'tagged',
        detail: { tags: added },
      })),
    );
    return { tags, added: inserted.rows.length };
  });
}

export async function removeTag(
  db: Database,
  caller: CandidateCaller,
  input: { candidateId: number; tag: string; projectId?: string },
): Promise<{ removed: boolean }> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    // Taking a tag off is part of tagging: the same roles may do both.
    const access = await requireCandidateAccess(
      tx,
      caller,
      [input.candidateId],
      'candidate.addTag',
      input.projectId,
    );
    const deleted = await tx.execute<{ tag: string }>(sql`
      delete from candidate_tags
       where team_id = ${scope.teamId} and profile_id = ${input.candidateId} and lower(tag) = lower(${input.tag})
      returning tag`);
    if (deleted.rows.length > 0) {
      await recordActivity(tx, scope.teamId, scope.userId, [
        {
          profileId: input.candidateId,
          projectId: access.projectId,
          action: 'untagged',
          detail: { tags: deleted.rows.map((r) => r.tag) },
        },
      ]);
    }
    return { removed: deleted.rows.length > 0 };
  });
}

export async function candidateTags(db: Executor, teamId: string, profileId: number): Promise<string[]> {
  const { rows } = await db.execute<{ tag: string }>(sql`
    select tag from candidate_tags where team_id = ${teamId} and profile_id = ${profileId} order by lower(tag)`);
  return rows.map((r) => r.tag);
}

/** The team's tags with how many candidates carry each, most used first (autocomplete). */
export async function teamTags(db: Database, scope: TeamScope, q: string | undefined) {
  const prefix = (q ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const { rows } = await db.execute<{ tag: string; count: number }>(sql`
    select tag, count(*)::int as count
      from candidate_tags
     where team_id = ${scope.teamId} and lower(tag) like ${`${prefix}%`}
     group by tag
     order by count(*) desc, lower(tag)
     limit 50`);
  return rows;
}
