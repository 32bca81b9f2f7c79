/**
 * Adding up to 10,000 candidates to a project at once (the Sourcing page's "select all N
 * results"), in steps the caller can report as progress.
 *
 * Bad input writes nothing: `checkBulkAdd` refuses a project you may not add to (404 or 403) and
 * any id the team cannot see (another team's candidate, an unknown id: 404 for the whole
 * request) before anything is written; then `runBulkAdd` writes every step in one transaction,
 * so a failure part way (the database going away) rolls all of it back too.
 */
import { BULK_ADD_CHUNK } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { checkCandidatesVisible, insertProjectCandidates } from './project-candidates';
import { requireProjectAction } from './projects.service';

/** The project's name once you may add candidates to it (else a not-found or forbidden error). */
export async function checkProjectForBulkAdd(
  db: Executor,
  scope: TeamScope,
  projectId: number,
): Promise<string> {
  await requireProjectAction(db, scope, projectId, 'candidate.add');
  const { rows } = await db.execute<{ name: string }>(
    sql`select project_name as name from projects where id = ${projectId} and team_id = ${scope.teamId}`,
  );
  const name = rows[0]?.name;
  if (name === undefined) throw notFound('Project');
  return name;
}

export type BulkAddResult = { added: number; alreadyInProject: number };

export async function runBulkAdd(
  db: Database,
  scope: TeamScope,
  projectId: number,
  candidateIds: readonly number[],
  ip: string | null,
  onProgress: (done: number, total: number) => void,
): Promise<BulkAddResult> {
  const ids = [...new Set(candidateIds)];
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: the role or a candidate may have gone meanwhile.
    await requireProjectAction(tx, scope, projectId, 'candidate.add');
    await checkCandidatesVisible(tx, scope, ids);
    let added = 0;
    for (let start = 0; start < ids.length; start += BULK_ADD_CHUNK) {
      const chunk = ids.slice(start, start + BULK_ADD_CHUNK);
      const addedIds = await insertProjectCandidates(tx, scope, projectId, chunk, 'search');
      added += addedIds.length;
      onProgress(Math.min(ids.length, start + chunk.length), ids.length);
    }
    await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
    await audit(tx, {
      action: 'project.candidates_added',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      // The audit row names the first thousand; the count says how many there were.
      metadata: { candidateIds: ids.slice(0, 1000), count: ids.length, added, bulk: true },
      ip,
    });
    return { added, alreadyInProject: ids.length - added };
  });
}
