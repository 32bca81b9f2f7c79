/**
 * All candidates: every candidate of the team that was not merged away, newest first by
 * default, read a page at a time along `team_candidates_recent_idx` (keyset, so page 2,000 costs
 * what page 1 does); and adding a candidate by hand, refused with the possible duplicates unless
 * the recruiter confirms.
 */
import {
  type AllCandidatesResponse,
  type CandidateRow,
  type CustomFieldFilter,
  can,
  FORBIDDEN_MESSAGE,
  type Subject,
} from '@talentbase/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { createTeamCandidate, type NewCandidateInput } from '../candidates/create-candidate';
import { customFieldConditions } from '../custom-fields/field-filters';
import { findDuplicates, matchKeysOf } from '../duplicates/match-keys';
import { type ProjectViewer, visibleTo } from '../projects/project-visibility';
import { requireProjectAction } from '../projects/projects.service';
import { shownFields } from './team-overrides';

type Caller = { scope: TeamScope; subject: Subject; ip: string | null };

export type ListQuery = {
  keyword?: string;
  source?: string;
  tag?: string;
  projectId?: string;
  hasContact?: 'true' | 'false';
  addedFrom?: string;
  addedTo?: string;
  sort: 'recent' | 'oldest' | 'name';
  cursor?: string;
  limit: number;
  customFields?: CustomFieldFilter[];
};

type Cursor = { t: string; id: number } | { n: string; id: number };

function decodeCursor(text: string): Cursor {
  try {
    const v = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof v.id === 'number' && Number.isSafeInteger(v.id)) {
      if (typeof v.t === 'string' && !Number.isNaN(Date.parse(v.t))) return { t: v.t, id: v.id };
      if (typeof v.n === 'string') return { n: v.n, id: v.id };
    }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'The page link is not valid. Reload the list.', {
    fields: { cursor: 'Invalid cursor' },
  });
}
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = {
  id: string;
  full_name: string;
  title: string | null;
  company: string | null;
  location: string | null;
  source: string;
  created_at: Date | string;
  name_key: string;
  has_contact: boolean;
  tags: string[] | null;
  projects: { projectId: string; projectName: string }[] | null;
};

// What the team knows a candidate by: its own edit of an open-web profile, else the profile's.
const SHOWN = shownFields();
const NAME = SHOWN.name;

export async function listAllCandidates(
  db: Database,
  viewer: ProjectViewer,
  q: ListQuery,
): Promise<AllCandidatesResponse> {
  const { scope } = viewer;
  const where: SQL[] = [sql`tc.team_id = ${scope.teamId}`, sql`tc.merged_into is null`];
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(sql`(${NAME} ilike ${like} or ${SHOWN.title} ilike ${like} or ${SHOWN.company} ilike ${like}
                    or ${SHOWN.location} ilike ${like})`);
  }
  if (q.source) where.push(sql`p.source = ${q.source}`);
  if (q.tag)
    where.push(
      sql`exists (select 1 from candidate_tags t where t.team_id = tc.team_id and t.profile_id = tc.profile_id and t.tag = ${q.tag})`,
    );
  if (q.projectId)
    where.push(sql`exists (select 1 from project_candidates pc join projects pr on pr.id = pc.project_id
                            where pc.profile_id = tc.profile_id and pc.project_id = ${Number(q.projectId)}
                              and pr.team_id = tc.team_id)`);
  const hasContact = sql`(coalesce(jsonb_array_length(tc.overrides->'emails'), 0) > 0
      or coalesce(jsonb_array_length(tc.overrides->'phones'), 0) > 0
      or exists (select 1 from talent_contacts c where c.profile_id = tc.profile_id
                  and (jsonb_array_length(c.emails) > 0 or jsonb_array_length(c.phones) > 0)))`;
  if (q.hasContact === 'true') where.push(hasContact);
  if (q.hasContact === 'false') where.push(sql`not ${hasContact}`);
  if (q.addedFrom) where.push(sql`tc.created_at >= ${q.addedFrom}::date`);
  if (q.addedTo) where.push(sql`tc.created_at < ${q.addedTo}::date + 1`);
  where.push(...(await customFieldConditions(db, scope.teamId, q.customFields ?? [])));

  let order: SQL;
  if (q.sort === 'name') {
    order = sql`lower(${NAME}), tc.profile_id`;
    if (q.cursor) {
      const c = decodeCursor(q.cursor);
      if (!('n' in c))
        throw new AppError('VALIDATION_FAILED', 'The page link is not valid. Reload the list.');
      where.push(sql`(lower(${NAME}), tc.profile_id) > (${c.n}, ${c.id})`);
    }
  } else {
    const desc = q.sort === 'recent';
    // Spelled exactly as team_candidates_recent_idx (created_at desc nulls last, profile_id), forwards
    // or backwards, so a page is read in index order instead of sorting the whole team.
    order = desc
      ? sql`tc.created_at desc nulls last, tc.profile_id`
      : sql`tc.created_at asc nulls first, tc.profile_id desc`;
    if (q.cursor) {
      const c = decodeCursor(q.cursor);
      if (!('t' in c))
        throw new AppError('VALIDATION_FAILED', 'The page link is not valid. Reload the list.');
      where.push(
        desc
          ? sql`(tc.created_at < ${c.t}::timestamptz or (tc.created_at = ${c.t}::timestamptz and tc.profile_id > ${c.id}))`
          : sql`(tc.created_at > ${c.t}::timestamptz or (tc.created_at = ${c.t}::timestamptz and tc.profile_id < ${c.id}))`,
      );
    }
  }

  const { rows } = await db.execute<Row>(sql`
    with page as (
      select tc.profile_id, tc.created_at, tc.overrides, p.source,
             ${NAME} as name, ${SHOWN.title} as title, ${SHOWN.company} as company, ${SHOWN.location} as location
        from team_candidates tc join talent_profiles p on p.id = tc.profile_id
       where ${sql.join(where, sql` and `)}
       order by ${order}
       limit ${q.limit + 1})
    select pg.profile_id::text as id, pg.name as full_name,
           pg.title, pg.company, pg.location,
           pg.source, pg.created_at, to_char(pg.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_text,
           lower(pg.name) as name_key,
           (coalesce(jsonb_array_length(pg.overrides->'emails'), 0) > 0 or coalesce(jsonb_array_length(pg.overrides->'phones'), 0) > 0
             or exists (select 1 from talent_contacts c where c.profile_id = pg.profile_id
                         and (jsonb_array_length(c.emails) > 0 or jsonb_array_length(c.phones) > 0))) as has_contact,
           (select array_agg(t.tag order by t.tag) from candidate_tags t
             where t.team_id = ${scope.teamId} and t.profile_id = pg.profile_id) as tags,
           (select json_agg(json_build_object('projectId', pr.id::text, 'projectName', pr.project_name) order by pr.project_name)
              from project_candidates pc join projects pr on pr.id = pc.project_id
             where pc.profile_id = pg.profile_id and ${visibleTo(viewer, 'pr')}) as projects
      from page pg`);
  // The page query already ordered the rows; the outer select keeps that order only by chance,
  // so restore it.
  const ordered = sortRows(rows as (Row & { created_text: string })[], q.sort);
  const page = ordered.slice(0, q.limit);
  const last = page[page.length - 1];
  const data: CandidateRow[] = page.map((r) => ({
    profileId: Number(r.id),
    fullName: r.full_name,
    title: r.title,
    company: r.company,
    location: r.location,
    source: r.source,
    tags: r.tags ?? [],
    projects: r.projects ?? [],
    hasContact: r.has_contact,
    addedAt: new Date(r.created_at).toISOString(),
  }));
  let nextCursor: string | null = null;
  if (ordered.length > q.limit && last) {
    nextCursor = encodeCursor(
      q.sort === 'name'
        ? { n: last.name_key, id: Number(last.id) }
        : { t: last.created_text, id: Number(last.id) },
    );
  }
  return { data, nextCursor };
}

function sortRows<T extends Row & { created_text: string }>(rows: T[], sort: ListQuery['sort']): T[] {
  const byId = (a: T, b: T) => Number(a.id) - Number(b.id);
  if (sort === 'name')
    return rows.sort((a, b) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : byId(a, b)));
  const dir = sort === 'recent' ? -1 : 1;
  return rows.sort((a, b) =>
    a.created_text === b.created_text ? -dir * byId(a, b) : a.created_text < b.created_text ? -dir : dir,
  );
}

// ---------------------------------------------------------------------------------------------
// Add by hand.

export type CreateInput = NewCandidateInput & {
  projectId?: string | number | null;
  confirmDuplicate?: boolean;
};

export async function createCandidateByHand(
  db: Database,
  caller: Caller,
  body: CreateInput,
  /** Where the add came from, for the audit and the activity: the app's form, or the public API. */
  from: 'manual' | 'OPEN-API' = 'manual',
): Promise<{ profileId: number; projectId: string | null }> {
  const { scope, subject } = caller;
  const projectId = body.projectId === undefined || body.projectId === null ? null : Number(body.projectId);
  const { projectId: _p, confirmDuplicate, ...input } = body;
  return db.transaction(async (tx) => {
    if (projectId !== null) await requireProjectAction(tx, scope, projectId, 'candidate.add');
    else if (!can(subject, 'candidateEdit'))
      throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { gate: 'candidateEdit' });
    const matches = await findDuplicates(
      tx,
      scope.teamId,
      matchKeysOf({
        fullName: input.fullName,
        company: input.company,
        emails: input.emails,
        phones: input.phones,
        profileUrls: [input.linkedinUrl ?? '', ...(input.otherUrls ?? [])].filter(Boolean),
      }),
    );
    if (matches.length > 0 && confirmDuplicate !== true) {
      throw new AppError(
        'DUPLICATE_CANDIDATE',
        matches.length === 1
          ? 'This person may already be one of your candidates.'
          : `This person may already be one of your candidates (${matches.length} possible matches).`,
        { matches },
      );
    }
    const { profileId } = await createTeamCandidate(tx, scope, input, {
      source: 'import',
      projectId,
      activity: 'added',
      ...(from === 'manual' ? {} : { activityDetail: () => ({ via: from }) }),
    });
    await audit(tx, {
      action: 'candidate.created',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'talent_profile',
      targetId: String(profileId),
      metadata: { projectId, from, duplicatesConfirmed: matches.map((m) => m.profileId) },
      ip: caller.ip,
    });
    return { profileId, projectId: projectId === null ? null : String(projectId) };
  });
}
