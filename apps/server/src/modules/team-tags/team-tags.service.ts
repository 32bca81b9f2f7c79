/**
 * The team's tag list (/admin/team-settings/tags). A tag is its lower-cased name: its use is
 * every `candidate_tags` row with that name (the team's candidates only), its colour and
 * description a `team_tags` row. Rename, merge and delete each run as one transaction of a few
 * set-based statements, whatever the number of candidates, under a per-team lock so two admins
 * cannot interleave changes to the same list; each is written to the audit log with it.
 */
import type {
  CreateTeamTagRequest,
  MergeTeamTagsRequest,
  TeamTag,
  TeamTagChangeResponse,
  TeamTagList,
  TeamTagListQuery,
  UpdateTeamTagRequest,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

type Row = { tag: string; count: number; colour: string | null; description: string | null; total?: number };

const toTag = (r: Row): TeamTag => ({
  tag: r.tag,
  count: r.count,
  colour: (r.colour as TeamTag['colour']) ?? null,
  description: r.description,
});

const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listTeamTags(
  db: Executor,
  scope: TeamScope,
  query: TeamTagListQuery,
): Promise<TeamTagList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const sort = query.sort ?? 'usage';
  const order = query.order ?? (sort === 'usage' ? 'desc' : 'asc');
  const q = (query.q ?? '').trim().toLowerCase();
  const filterUsed = q ? sql`lower(tag) like ${`%${likeEscape(q)}%`}` : sql`true`;
  const filterDefined = q ? sql`lower(name) like ${`%${likeEscape(q)}%`}` : sql`true`;
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  const orderBy = sort === 'name' ? sql`lower(tag) ${dir}, tag` : sql`count ${dir}, lower(tag) asc`;
  const { rows } = await db.execute<Row>(sql`
    with used as (
      select lower(tag) as key, min(tag) as tag, count(distinct profile_id)::int as count
        from candidate_tags
       where team_id = ${scope.teamId} and ${filterUsed}
       group by lower(tag)
    ), defined as (
      select lower(name) as key, name, colour, description
        from team_tags
       where team_id = ${scope.teamId} and ${filterDefined}
    ), merged as (
      select coalesce(d.name, u.tag) as tag, coalesce(u.count, 0)::int as count, d.colour, d.description
        from used u full join defined d on d.key = u.key
    )
    select tag, count, colour, description, count(*) over ()::int as total
      from merged
     order by ${orderBy}
     limit ${pageSize} offset ${(page - 1) * pageSize}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const counted = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select lower(tag) from candidate_tags where team_id = ${scope.teamId} and ${filterUsed}
        union
        select lower(name) from team_tags where team_id = ${scope.teamId} and ${filterDefined}) k`);
    total = counted.rows[0]?.n ?? 0;
  }
  return { data: rows.map(toTag), total, page, pageSize };
}

/** One tag of the team by name (any case), or null. */
async function findTag(db: Executor, teamId: string, name: string): Promise<TeamTag | null> {
  const key = name.toLowerCase();
  const { rows } = await db.execute<Row>(sql`
    with used as (
      select lower(tag) as key, min(tag) as tag, count(distinct profile_id)::int as count
        from candidate_tags where team_id = ${teamId} and lower(tag) = ${key} group by lower(tag)
    ), defined as (
      select lower(name) as key, name, colour, description
        from team_tags where team_id = ${teamId} and lower(name) = ${key}
    )
    select coalesce(d.name, u.tag) as tag, coalesce(u.count, 0)::int as count, d.colour, d.description
      from used u full join defined d on d.key = u.key`);
  return rows[0] ? toTag(rows[0]) : null;
}

async function getTag(db: Executor, teamId: string, name: string): Promise<TeamTag> {
  const tag = await findTag(db, teamId, name);
  if (!tag) throw notFound('Tag');
  return tag;
}

const lockTeamTags = (tx: Executor, teamId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('team_tags'), hashtext(${teamId}))`);

const auditTag = (
  tx: Executor,
  scope: TeamScope,
  action: string,
  tag: string,
  ip: string | null,
  metadata: Record<string, unknown>,
) =>
  audit(tx, {
    action,
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    targetType: 'tag',
    targetId: tag,
    metadata,
    ip,
  });

export async function createTeamTag(
  db: Database,
  scope: TeamScope,
  request: CreateTeamTagRequest,
  ip: string | null,
): Promise<TeamTagChangeResponse> {
  return db.transaction(async (tx) => {
    await lockTeamTags(tx, scope.teamId);
    const existing = await findTag(tx, scope.teamId, request.name);
    if (existing) {
      throw new AppError('CONFLICT', `The tag “${existing.tag}” already exists`, {
        fields: { name: 'Choose another name' },
        existing,
      });
    }
    await tx.execute(sql`
      insert into team_tags (team_id, name, colour, description, created_by)
      values (${scope.teamId}, ${request.name}, ${request.colour ?? null}, ${request.description || null}, ${scope.userId})`);
    await auditTag(tx, scope, 'tag.created', request.name, ip, {
      colour: request.colour ?? null,
      description: request.description || null,
    });
    return { tag: await getTag(tx, scope.teamId, request.name), candidatesAffected: 0 };
  });
}

/** Moves every candidate of `sources` to `target` (spelled as given) and removes the sources. */
async function mergeInto(
  tx: Executor,
  scope: TeamScope,
  sources: readonly TeamTag[],
  target: string,
): Promise<number> {
  const keys = sources.map((s) => s.tag.toLowerCase()).filter((k) => k !== target.toLowerCase());
  if (keys.length === 0) return 0;
  const affected = await tx.execute<{ n: number }>(sql`
    select count(distinct profile_id)::int as n from candidate_tags
     where team_id = ${scope.teamId} and lower(tag) = any(${textArray(keys)})`);
  await tx.execute(sql`
    insert into candidate_tags (team_id, profile_id, tag, created_by, created_at)
    select team_id, profile_id, ${target}, (array_agg(created_by order by created_at))[1], min(created_at)
      from candidate_tags s
     where s.team_id = ${scope.teamId} and lower(s.tag) = any(${textArray(keys)})
       and not exists (select 1 from candidate_tags c
                        where c.team_id = s.team_id and c.profile_id = s.profile_id and lower(c.tag) = lower(${target}))
     group by team_id, profile_id
    on conflict do nothing`);
  await tx.execute(sql`
    delete from candidate_tags where team_id = ${scope.teamId} and lower(tag) = any(${textArray(keys)})`);
  // The target keeps its own colour and description; without any, it takes the first source's.
  const hasDetails = await tx.execute(
    sql`select 1 from team_tags where team_id = ${scope.teamId} and lower(name) = lower(${target})`,
  );
  if (hasDetails.rows.length === 0) {
    const first = sources.find((s) => s.colour !== null || s.description !== null);
    if (first) {
      await tx.execute(sql`
        insert into team_tags (team_id, name, colour, description, created_by)
        values (${scope.teamId}, ${target}, ${first.colour}, ${first.description}, ${scope.userId})`);
    }
  }
  await tx.execute(sql`
    delete from team_tags where team_id = ${scope.teamId} and lower(name) = any(${textArray(keys)})`);
  return affected.rows[0]?.n ?? 0;
}

export async function updateTeamTag(
  db: Database,
  scope: TeamScope,
  request: UpdateTeamTagRequest,
  ip: string | null,
): Promise<TeamTagChangeResponse> {
  return db.transaction(async (tx) => {
    await lockTeamTags(tx, scope.teamId);
    const current = await getTag(tx, scope.teamId, request.tag);
    let name = current.tag;
    let candidatesAffected = 0;
    if (request.name !== undefined && request.name !== current.tag) {
      const sameTag = request.name.toLowerCase() === current.tag.toLowerCase();
      const target = sameTag ? null : await findTag(tx, scope.teamId, request.name);
      if (target) {
        if (!request.merge) {
          throw new AppError(
            'CONFLICT',
            `The tag “${target.tag}” already exists. Renaming merges “${current.tag}” into it.`,
            { target, source: current },
          );
        }
        candidatesAffected = await mergeInto(tx, scope, [current], target.tag);
        name = target.tag;
        await auditTag(tx, scope, 'tag.merged', target.tag, ip, {
          sources: [current.tag],
          target: target.tag,
          candidates: candidatesAffected,
        });
      } else {
        const renamed = await tx.execute(sql`
          update candidate_tags set tag = ${request.name}
           where team_id = ${scope.teamId} and lower(tag) = lower(${current.tag})`);
        candidatesAffected = renamed.rowCount ?? 0;
        await tx.execute(sql`
          update team_tags set name = ${request.name}, updated_at = now()
           where team_id = ${scope.teamId} and lower(name) = lower(${current.tag})`);
        name = request.name;
        await auditTag(tx, scope, 'tag.renamed', name, ip, {
          from: current.tag,
          to: name,
          candidates: candidatesAffected,
        });
      }
    }
    if (request.colour !== undefined || request.description !== undefined) {
      const colour = request.colour === undefined ? sql`team_tags.colour` : sql`${request.colour}`;
      const description =
        request.description === undefined ? sql`team_tags.description` : sql`${request.description || null}`;
      await tx.execute(sql`
        insert into team_tags (team_id, name, colour, description, created_by)
        values (${scope.teamId}, ${name}, ${request.colour ?? null}, ${request.description || null}, ${scope.userId})
        on conflict (team_id, lower(name)) do update
          set colour = ${colour}, description = ${description}, updated_at = now()`);
      await auditTag(tx, scope, 'tag.updated', name, ip, {
        ...(request.colour !== undefined ? { colour: request.colour } : {}),
        ...(request.description !== undefined ? { description: request.description || null } : {}),
      });
    }
    return { tag: await getTag(tx, scope.teamId, name), candidatesAffected };
  });
}

export async function mergeTeamTags(
  db: Database,
  scope: TeamScope,
  request: MergeTeamTagsRequest,
  ip: string | null,
): Promise<TeamTagChangeResponse> {
  return db.transaction(async (tx) => {
    await lockTeamTags(tx, scope.teamId);
    const sources: TeamTag[] = [];
    for (const name of new Set(request.sources.map((s) => s.toLowerCase()))) {
      sources.push(await getTag(tx, scope.teamId, name));
    }
    const existingTarget = await findTag(tx, scope.teamId, request.target);
    const target = existingTarget?.tag ?? request.target;
    const candidatesAffected = await mergeInto(tx, scope, sources, target);
    if (!existingTarget) {
      // A new name with no candidates to carry it (sources all unused) is still kept.
      await tx.execute(sql`
        insert into team_tags (team_id, name, created_by) values (${scope.teamId}, ${target}, ${scope.userId})
        on conflict (team_id, lower(name)) do nothing`);
    }
    await auditTag(tx, scope, 'tag.merged', target, ip, {
      sources: sources.map((s) => s.tag),
      target,
      candidates: candidatesAffected,
    });
    return { tag: await getTag(tx, scope.teamId, target), candidatesAffected };
  });
}

export async function deleteTeamTag(
  db: Database,
  scope: TeamScope,
  name: string,
  ip: string | null,
): Promise<TeamTagChangeResponse> {
  return db.transaction(async (tx) => {
    await lockTeamTags(tx, scope.teamId);
    const current = await getTag(tx, scope.teamId, name);
    const removed = await tx.execute(sql`
      delete from candidate_tags where team_id = ${scope.teamId} and lower(tag) = lower(${current.tag})`);
    await tx.execute(
      sql`delete from team_tags where team_id = ${scope.teamId} and lower(name) = lower(${current.tag})`,
    );
    const candidatesAffected = removed.rowCount ?? 0;
    await auditTag(tx, scope, 'tag.deleted', current.tag, ip, { candidates: candidatesAffected });
    return { tag: null, candidatesAffected };
  });
}
