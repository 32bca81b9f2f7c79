/**
 * Groups: named sets of a team's members. Every query carries the caller's team: a group or a
 * member of another team is not found (404), exactly like a missing one.
 */
import {
  type CreateGroupRequest,
  GROUP_LIMITS,
  type Group,
  type GroupMember,
  type UpdateGroupRequest,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

export type Caller = { scope: TeamScope; ip: string | null };

type GroupRow = {
  id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  members: { teamMemberId: string; userId: string | null; name: string | null; email: string }[];
};

const iso = (v: string) => new Date(v).toISOString();

/** Groups of the team with their members (active or invited; removed members drop out). */
export async function listGroups(db: Executor, scope: TeamScope, groupId?: string): Promise<Group[]> {
  const { rows } = await db.execute<GroupRow>(sql`
    select g.id, g.name, g.description, g.created_at, g.updated_at,
           coalesce((select json_agg(json_build_object('teamMemberId', m.id, 'userId', m.user_id,
                                                       'name', u.full_name, 'email', m.email)
                                     order by lower(coalesce(u.full_name, m.email)))
                       from member_group_members gm
                       join team_members m on m.id = gm.team_member_id and m.team_id = g.team_id and m.status in (1, 2)
                       left join users u on u.id = m.user_id
                      where gm.group_id = g.id), '[]'::json) as members
      from member_groups g
     where g.team_id = ${scope.teamId} ${groupId ? sql`and g.id = ${groupId}` : sql``}
     order by lower(g.name)`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    memberCount: r.members.length,
    members: r.members,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

export async function eligibleMembers(db: Executor, scope: TeamScope): Promise<GroupMember[]> {
  const { rows } = await db.execute<{
    id: string;
    user_id: string | null;
    name: string | null;
    email: string;
  }>(sql`
    select m.id, m.user_id, u.full_name as name, m.email
      from team_members m left join users u on u.id = m.user_id
     where m.team_id = ${scope.teamId} and m.status in (1, 2)
     order by lower(coalesce(u.full_name, m.email)) limit 2000`);
  return rows.map((r) => ({ teamMemberId: r.id, userId: r.user_id, name: r.name, email: r.email }));
}

export async function getGroup(db: Executor, scope: TeamScope, groupId: string): Promise<Group> {
  const [group] = await listGroups(db, scope, groupId);
  if (!group) throw notFound('Group');
  return group;
}

async function lockGroup(tx: Executor, scope: TeamScope, groupId: string): Promise<{ name: string }> {
  const { rows } = await tx.execute<{ name: string }>(
    sql`select name from member_groups where id = ${groupId} and team_id = ${scope.teamId} for update`,
  );
  if (!rows[0]) throw notFound('Group');
  return rows[0];
}

async function assertNameFree(tx: Executor, scope: TeamScope, name: string, exceptId?: string) {
  const { rows } = await tx.execute(sql`
    select 1 from member_groups where team_id = ${scope.teamId} and lower(name) = lower(${name})
       ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  if (rows.length)
    throw new AppError('CONFLICT', 'The team already has a group with this name', {
      fields: { name: 'The team already has a group with this name' },
    });
}

/** Only the team's active or invited members may join; any other id is "not found". */
async function assertMembers(tx: Executor, scope: TeamScope, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from team_members
     where team_id = ${scope.teamId} and status in (1, 2)
       and id in (${sql.join(
         unique.map((id) => sql`${id}`),
         sql`, `,
       )})`);
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new AppError('NOT_FOUND', 'Member not found', {
      teamMemberIds: unique.filter((id) => !found.has(id)),
    });
  }
  return unique;
}

async function insertMembers(tx: Executor, groupId: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const { rows } = await tx.execute(sql`
    insert into member_group_members (group_id, team_member_id)
    values ${sql.join(
      ids.map((id) => sql`(${groupId}, ${id})`),
      sql`, `,
    )}
    on conflict do nothing returning team_member_id`);
  return rows.length;
}

export async function createGroup(db: Database, caller: Caller, body: CreateGroupRequest): Promise<Group> {
  const id = await db.transaction(async (tx) => {
    // One team's group names and count are checked one change at a time.
    await tx.execute(sql`select 1 from teams where id = ${caller.scope.teamId} for update`);
    await assertNameFree(tx, caller.scope, body.name);
    const { rows: count } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from member_groups where team_id = ${caller.scope.teamId}`,
    );
    if ((count[0]?.n ?? 0) >= GROUP_LIMITS.MAX_GROUPS)
      throw new AppError('CONFLICT', `A team can have at most ${GROUP_LIMITS.MAX_GROUPS} groups`);
    const members = await assertMembers(tx, caller.scope, body.teamMemberIds ?? []);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into member_groups (team_id, name, description, created_by)
      values (${caller.scope.teamId}, ${body.name}, ${body.description ?? ''}, ${caller.scope.userId})
      returning id`);
    const groupId = rows[0]?.id as string;
    await insertMembers(tx, groupId, members);
    await audit(tx, {
      action: 'group.created',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'group',
      targetId: groupId,
      metadata: { name: body.name, members: members.length },
      ip: caller.ip,
    });
    return groupId;
  });
  return getGroup(db, caller.scope, id);
}

export async function updateGroup(
  db: Database,
  caller: Caller,
  groupId: string,
  body: UpdateGroupRequest,
): Promise<Group> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from teams where id = ${caller.scope.teamId} for update`);
    const before = await lockGroup(tx, caller.scope, groupId);
    if (body.name !== undefined) await assertNameFree(tx, caller.scope, body.name, groupId);
    await tx.execute(sql`
      update member_groups set
        name = coalesce(${body.name ?? null}, name),
        description = coalesce(${body.description ?? null}, description),
        updated_at = now()
       where id = ${groupId}`);
    await audit(tx, {
      action: 'group.updated',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'group',
      targetId: groupId,
      metadata: { before: before.name, ...body },
      ip: caller.ip,
    });
  });
  return getGroup(db, caller.scope, groupId);
}

export async function deleteGroup(db: Database, caller: Caller, groupId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockGroup(tx, caller.scope, groupId);
    await tx.execute(sql`delete from member_groups where id = ${groupId}`);
    await audit(tx, {
      action: 'group.deleted',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'group',
      targetId: groupId,
      metadata: { name: before.name },
      ip: caller.ip,
    });
  });
}

export async function addGroupMembers(
  db: Database,
  caller: Caller,
  groupId: string,
  ids: readonly string[],
): Promise<Group> {
  await db.transaction(async (tx) => {
    await lockGroup(tx, caller.scope, groupId);
    const members = await assertMembers(tx, caller.scope, ids);
    const added = await insertMembers(tx, groupId, members);
    await tx.execute(sql`update member_groups set updated_at = now() where id = ${groupId}`);
    await audit(tx, {
      action: 'group.members_added',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'group',
      targetId: groupId,
      metadata: { teamMemberIds: members, added },
      ip: caller.ip,
    });
  });
  return getGroup(db, caller.scope, groupId);
}

export async function removeGroupMember(
  db: Database,
  caller: Caller,
  groupId: string,
  teamMemberId: string,
): Promise<Group> {
  await db.transaction(async (tx) => {
    await lockGroup(tx, caller.scope, groupId);
    const { rows } = await tx.execute(sql`
      delete from member_group_members where group_id = ${groupId} and team_member_id = ${teamMemberId}
      returning 1`);
    if (!rows.length) throw notFound('Member');
    await tx.execute(sql`update member_groups set updated_at = now() where id = ${groupId}`);
    await audit(tx, {
      action: 'group.member_removed',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'group',
      targetId: groupId,
      metadata: { teamMemberId },
      ip: caller.ip,
    });
  });
  return getGroup(db, caller.scope, groupId);
}
