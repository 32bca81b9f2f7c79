/**
 * Meeting templates (`/engage/meetings`): a name, a period (5 to 480 minutes, 30 by default), a
 * description and a location. Each belongs to the member who made it and is visible to the team,
 * so colleagues can invite with it; only its owner changes or deletes it (another team's id is a 404).
 */
import {
  type MeetingTemplate,
  type SaveMeetingTemplate,
  saveMeetingTemplateRequestSchema,
} from '@talentbase/shared/contracts/meetings';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';

type Row = {
  id: string;
  user_id: string;
  owner_name: string;
  name: string;
  period_minutes: number;
  description: string;
  location: string;
  updated_at: Date | string;
};

const SELECT = sql`
  select t.id::text as id, t.user_id, u.full_name as owner_name, t.name, t.period_minutes, t.description,
         t.location, t.updated_at
    from meeting_templates t join users u on u.id = t.user_id`;

function toTemplate(row: Row, scope: TeamScope): MeetingTemplate {
  return {
    id: row.id,
    name: row.name,
    periodMinutes: row.period_minutes,
    description: row.description,
    location: row.location,
    owner: { userId: row.user_id, name: row.owner_name },
    mine: row.user_id === scope.userId,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listMeetingTemplates(db: Database, scope: TeamScope) {
  const { rows } = await db.execute<Row>(sql`${SELECT}
     where t.team_id = ${scope.teamId}
     order by (t.user_id = ${scope.userId}) desc, lower(t.name), t.id`);
  return { templates: rows.map((r) => toTemplate(r, scope)) };
}

/** One template of the team, or a 404. */
export async function getMeetingTemplateRow(db: Executor, scope: TeamScope, id: number): Promise<Row> {
  const { rows } = await db.execute<Row>(sql`${SELECT} where t.team_id = ${scope.teamId} and t.id = ${id}`);
  if (!rows[0]) throw notFound('Meeting template');
  return rows[0];
}

export async function createMeetingTemplate(db: Database, scope: TeamScope, body: SaveMeetingTemplate) {
  const input = saveMeetingTemplateRequestSchema.parse(body);
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into meeting_templates (team_id, user_id, name, period_minutes, description, location)
    values (${scope.teamId}, ${scope.userId}, ${input.name}, ${input.periodMinutes}, ${input.description}, ${input.location})
    returning id`);
  return toTemplate(await getMeetingTemplateRow(db, scope, Number(rows[0]?.id)), scope);
}

async function ownTemplate(db: Executor, scope: TeamScope, id: number) {
  const row = await getMeetingTemplateRow(db, scope, id);
  if (row.user_id !== scope.userId)
    throw new AppError(
      'FORBIDDEN',
      `Only ${row.owner_name} can change this template. Copy it to make your own.`,
    );
  return row;
}

export async function updateMeetingTemplate(
  db: Database,
  scope: TeamScope,
  id: number,
  body: SaveMeetingTemplate,
) {
  const input = saveMeetingTemplateRequestSchema.parse(body);
  await ownTemplate(db, scope, id);
  await db.execute(sql`
    update meeting_templates
       set name = ${input.name}, period_minutes = ${input.periodMinutes}, description = ${input.description},
           location = ${input.location}, updated_at = now()
     where id = ${id} and team_id = ${scope.teamId}`);
  return toTemplate(await getMeetingTemplateRow(db, scope, id), scope);
}

export async function deleteMeetingTemplate(db: Database, scope: TeamScope, id: number) {
  await ownTemplate(db, scope, id);
  await db.execute(sql`delete from meeting_templates where id = ${id} and team_id = ${scope.teamId}`);
}
