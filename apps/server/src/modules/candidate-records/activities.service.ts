/**
 * A candidate's activity log, newest first, in pages. The cursor is the last row's exact
 * timestamp and id, so a page never repeats or skips a row however many share a timestamp.
 * Every module writes here (stage_changed, added, merged, imported ...): the action and its
 * detail are passed through as stored for the page to label. What happened in a project the
 * caller may not see (a hiring-team-only project they are not on, a deleted one) is left out, so
 * the log never names such a project nor shows its notes (project-visibility.ts).
 */
import type { ActivitiesResponse } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { projectShown } from '../projects/project-visibility';
import { type CandidateCaller, requireCandidateAccess } from './candidate-access';

export const ACTIVITY_PAGE_SIZE = 30;

type Cursor = { at: string; id: number };

function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.at}|${c.id}`).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const match = /^(\d{4}-\d{2}-\d{2}[ T][\d:.]+(?:[+-]\d{2}(?::?\d{2})?|Z)?)\|(\d{1,15})$/.exec(text);
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1].replace(' ', 'T'))))
    throw fieldError({ cursor: 'This page link is not valid: reload the activity log' });
  return { at: match[1], id: Number(match[2]) };
}

type Row = {
  id: string;
  action: string;
  detail: Record<string, unknown>;
  project_id: string | null;
  project_name: string | null;
  actor_id: string | null;
  actor_name: string | null;
  created_at: Date | string;
  at_text: string;
};

export async function listActivities(
  db: Database,
  caller: CandidateCaller,
  candidateId: number,
  query: { projectId?: string; cursor?: string },
): Promise<ActivitiesResponse> {
  const { scope } = caller;
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  await requireCandidateAccess(db, caller, [candidateId], 'candidate.viewActivityLogs', query.projectId);
  const after = cursor ? sql`and (a.created_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
  const { rows } = await db.execute<Row>(sql`
    select a.id::text as id, a.action, a.detail, a.project_id::text as project_id, p.project_name,
           a.actor_id, u.full_name as actor_name, a.created_at,
           to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_text
      from candidate_activities a
      left join users u on u.id = a.actor_id
      left join projects p on p.id = a.project_id
     where a.team_id = ${scope.teamId} and a.profile_id = ${candidateId}
       and ${projectShown(caller, sql`a.project_id`)} ${after}
     order by a.created_at desc nulls last, a.id desc
     limit ${ACTIVITY_PAGE_SIZE + 1}`);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => ({
      activityId: r.id,
      action: r.action,
      detail: r.detail ?? {},
      actor: r.actor_id ? { userId: r.actor_id, name: r.actor_name ?? 'Former member' } : null,
      projectId: r.project_id,
      projectName: r.project_name,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    nextCursor:
      rows.length > ACTIVITY_PAGE_SIZE && last
        ? encodeCursor({ at: last.at_text, id: Number(last.id) })
        : null,
  };
}
