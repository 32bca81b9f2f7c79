/**
 * Calls that merely mention a project (a search run for it, its relations, a filter by it) must
 * not work with a project the caller cannot see: they answer 404 exactly as for an unknown id,
 * so another team's ids are never accepted, stored or confirmed. The demo sample projects -1 and
 * -2 pass (the spec gives them demo answers).
 */
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Caller } from './project-lifecycle.service';
import { visibleTo } from './project-visibility';
import { parseProjectOrDemoId } from './projects.service';

type ProjectRef = number | string | null | undefined;

export async function requireVisibleProjects(
  db: Executor,
  caller: Pick<Caller, 'scope' | 'subject'>,
  refs: readonly ProjectRef[],
): Promise<void> {
  const ids = new Set<number>();
  for (const ref of refs) {
    if (ref === null || ref === undefined || ref === '') continue;
    const id = typeof ref === 'number' ? ref : parseProjectOrDemoId(ref);
    if (!isDemoProjectId(id)) ids.add(id);
  }
  if (ids.size === 0) return;
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from projects p
     where p.id = any(${`{${[...ids].join(',')}}`}::bigint[]) and ${visibleTo(caller)}`);
  if ((rows[0]?.n ?? 0) !== ids.size) throw notFound('Project');
}
