/**
 * Merging duplicates keeps one record: where both records were in a project, the merged record's
 * offers move to the kept one (where only the merged one was, the project candidate row itself
 * moves and its offers follow by the foreign key's ON UPDATE CASCADE). A candidate has one
 * standing offer per project, so if both had one, the merged record's is withdrawn first and
 * says why; nothing is lost from the history.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export async function moveOffersToKept(
  tx: Executor,
  projectId: number | string,
  mergeId: number,
  keepId: number,
): Promise<void> {
  await tx.execute(sql`
    update candidate_offers m
       set status = 'withdrawn', last_comment = 'Withdrawn when a duplicate record was merged', updated_at = now()
     where m.project_id = ${projectId} and m.profile_id = ${mergeId} and m.status not in ('declined', 'withdrawn')
       and exists (select 1 from candidate_offers k
                    where k.project_id = ${projectId} and k.profile_id = ${keepId}
                      and k.status not in ('declined', 'withdrawn'))`);
  await tx.execute(sql`
    update candidate_offers set profile_id = ${keepId}
     where project_id = ${projectId} and profile_id = ${mergeId}`);
}
