/**
 * Notes on a candidate. Visibility: 0 only the author, 1 the hiring team of the note's project,
 * 2 the whole team; a note written in a project reaches no further than the project itself
 * (project-visibility.ts), so "whole team" in a hiring-team-only project means whoever may see
 * that project. One SQL condition (`visibleNote`) applies it to every read, exports included.
 * An author always reads their own notes, but a project they no longer see is not named. Only the author
 * edits or deletes a note. A mention must name someone who can read the note; it is recorded in
 * the candidate's activity log ('mentioned') for the notification centre to pick up later.
 */
import { type CandidateNote, NOTE_VISIBILITY, type NoteVisibility } from '@talentbase/shared';
import { candidateRecordPath } from '@talentbase/shared/domain/app-links';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { ensureTeamCandidates, recordActivity } from '../candidates/team-candidates';
import { notify } from '../notifications/notify';
import {
  type ProjectViewer,
  projectShown,
  projectVisible,
  visibleToMember,
} from '../projects/project-visibility';
import { type CandidateCaller, requireCandidateAccess } from './candidate-access';

/** SQL: note `n` is one the viewer may read. */
export function visibleNote(viewer: ProjectViewer): SQL {
  const { scope } = viewer;
  return sql`n.team_id = ${scope.teamId} and (
    n.author_id = ${scope.userId}
    or (${projectShown(viewer, sql`n.project_id`)} and (
      n.visibility = ${NOTE_VISIBILITY.TEAM}
      or (n.visibility = ${NOTE_VISIBILITY.HIRING_TEAM} and exists (
        select 1 from project_members m where m.project_id = n.project_id and m.user_id = ${scope.userId})))))`;
}

type NoteRow = {
  id: string;
  body: string;
  visibility: number;
  project_id: string | null;
  project_name: string | null;
  /** Whether the viewer may see the note's project (its author may not, any more). */
  project_visible: boolean;
  author_id: string | null;
  author_name: string | null;
  mentions: string[];
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (d: Date | string) => new Date(d).toISOString();

async function userNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: string; full_name: string }>(
    sql`select id, full_name from users where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.full_name]));
}

async function toNotes(db: Executor, scope: TeamScope, rows: NoteRow[]): Promise<CandidateNote[]> {
  const names = await userNames(db, [...new Set(rows.flatMap((r) => r.mentions))]);
  return rows.map((r) => ({
    noteId: String(r.id),
    body: r.body,
    visibility: r.visibility as NoteVisibility,
    projectId: r.project_id === null || !r.project_visible ? null : String(r.project_id),
    projectName: r.project_visible ? r.project_name : null,
    author: r.author_id ? { userId: r.author_id, name: r.author_name ?? 'Former member' } : null,
    mentions: r.mentions
      .filter((id) => names.has(id))
      .map((id) => ({ userId: id, name: names.get(id) ?? '' })),
    isMine: r.author_id === scope.userId,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

const noteColumns = (viewer: ProjectViewer) => sql`n.id::text as id, n.body, n.visibility,
  n.project_id::text as project_id, p.project_name, ${projectVisible(viewer, sql`n.project_id`)} as project_visible,
  n.author_id, u.full_name as author_name, n.mentions, n.created_at, n.updated_at`;

/** The notes on a candidate the viewer may read, newest first. */
export async function listNotes(
  db: Executor,
  viewer: ProjectViewer,
  profileId: number,
): Promise<CandidateNote[]> {
  const { rows } = await db.execute<NoteRow>(sql`
    select ${noteColumns(viewer)}
      from candidate_notes n
      left join users u on u.id = n.author_id
      left join projects p on p.id = n.project_id
     where n.profile_id = ${profileId} and ${visibleNote(viewer)}
     order by n.created_at desc, n.id desc
     limit 500`);
  return toNotes(db, viewer.scope, rows);
}

async function getNote(
  db: Executor,
  viewer: ProjectViewer,
  noteId: number,
): Promise<NoteRow & { profile_id: string }> {
  const { rows } = await db.execute<NoteRow & { profile_id: string }>(sql`
    select ${noteColumns(viewer)}, n.profile_id::text as profile_id
      from candidate_notes n
      left join users u on u.id = n.author_id
      left join projects p on p.id = n.project_id
     where n.id = ${noteId} and ${visibleNote(viewer)}`);
  const row = rows[0];
  if (!row) throw notFound('Note');
  return row;
}

function parseNoteId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound('Note');
  return Number(raw);
}

/** Mentions must be active members of the team who will be able to read the note. */
async function checkMentions(
  db: Executor,
  scope: TeamScope,
  mentions: readonly string[],
  visibility: number,
  projectId: number | null,
): Promise<void> {
  if (mentions.length === 0) return;
  if (visibility === NOTE_VISIBILITY.ONLY_ME)
    throw fieldError({ mentions: 'Only you can read this note: choose who can see it to mention someone' });
  const { rows } = await db.execute<{ user_id: string; on_project: boolean; sees_project: boolean }>(sql`
    select tm.user_id,
           exists (select 1 from project_members m where m.project_id = ${projectId} and m.user_id = tm.user_id) as on_project,
           exists (select 1 from projects vp where vp.id = ${projectId}
                    and ${visibleToMember('vp', scope.teamId, { userId: sql`tm.user_id`, isTeamAdmin: sql`tm.is_team_admin` })}) as sees_project
      from team_members tm
     where tm.team_id = ${scope.teamId} and tm.status in (1, 2)
       and tm.user_id = any(${`{${mentions.join(',')}}`}::uuid[])`);
  if (new Set(rows.map((r) => r.user_id)).size !== mentions.length)
    throw fieldError({ mentions: 'Mention members of your team only' });
  if (visibility === NOTE_VISIBILITY.HIRING_TEAM && rows.some((r) => !r.on_project))
    throw fieldError({
      mentions: "Mention members of the project's hiring team only: others cannot read this note",
    });
  // A note written in a project reaches only those who may see the project.
  if (projectId !== null && rows.some((r) => !r.sees_project))
    throw fieldError({
      mentions: 'Mention people who can see this project only: others cannot read this note',
    });
}

export async function addNote(
  db: Database,
  caller: CandidateCaller,
  input: { candidateId: number; projectId?: string; body: string; visibility: 0 | 1 | 2; mentions: string[] },
): Promise<CandidateNote> {
  const { scope } = caller;
  if (input.visibility === NOTE_VISIBILITY.HIRING_TEAM && !input.projectId)
    throw fieldError({
      visibility: 'Open the candidate from a project to share a note with its hiring team',
    });
  return db.transaction(async (tx) => {
    const access = await requireCandidateAccess(
      tx,
      caller,
      [input.candidateId],
      'candidate.addNote',
      input.projectId,
    );
    await checkMentions(tx, scope, input.mentions, input.visibility, access.projectId);
    await ensureTeamCandidates(tx, scope.teamId, [input.candidateId], scope.userId);
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into candidate_notes (team_id, profile_id, project_id, author_id, body, visibility, mentions)
      values (${scope.teamId}, ${input.candidateId}, ${access.projectId}, ${scope.userId}, ${input.body},
              ${input.visibility}, ${`{${input.mentions.join(',')}}`}::uuid[])
      returning id::text as id`);
    const noteId = Number(inserted.rows[0]?.id);
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId: input.candidateId,
        projectId: access.projectId,
        action: 'note_added',
        detail: { noteId: String(noteId), visibility: input.visibility },
      },
      ...(input.mentions.length
        ? [
            {
              profileId: input.candidateId,
              projectId: access.projectId,
              action: 'mentioned',
              detail: { noteId: String(noteId), userIds: input.mentions },
            },
          ]
        : []),
    ]);
    await notifyMentioned(tx, scope, input.mentions, input.candidateId, access.projectId, input.body);
    const [note] = await toNotes(tx, scope, [await getNote(tx, caller, noteId)]);
    if (!note) throw notFound('Note');
    return note;
  });
}

/** The people a note newly mentions hear about it (in the app and by email, as they chose). */
async function notifyMentioned(
  tx: Executor,
  scope: TeamScope,
  userIds: readonly string[],
  profileId: number,
  projectId: number | null,
  body: string,
) {
  if (userIds.length === 0) return;
  const { rows } = await tx.execute<{ author: string; candidate: string }>(sql`
    select coalesce((select full_name from users where id = ${scope.userId}), 'A teammate') as author,
           coalesce((select full_name from talent_profiles where id = ${profileId}), 'a candidate') as candidate`);
  const names = rows[0] ?? { author: 'A teammate', candidate: 'a candidate' };
  await notify(tx, {
    teamId: scope.teamId,
    userIds,
    actorId: scope.userId,
    event: 'mention',
    title: `${names.author} mentioned you in a note on ${names.candidate}`,
    body: body.length > 280 ? `${body.slice(0, 279)}…` : body,
    link: candidateRecordPath(profileId, projectId),
  });
}

function assertAuthor(scope: TeamScope, row: NoteRow): void {
  if (row.author_id !== scope.userId)
    throw new AppError('FORBIDDEN', 'Only the author can change or delete this note');
}

export async function editNote(
  db: Database,
  caller: CandidateCaller,
  input: { noteId: string; body: string; visibility: 0 | 1 | 2; mentions: string[] },
): Promise<CandidateNote> {
  const { scope } = caller;
  const noteId = parseNoteId(input.noteId);
  return db.transaction(async (tx) => {
    const row = await getNote(tx, caller, noteId);
    assertAuthor(scope, row);
    const projectId = row.project_id === null ? null : Number(row.project_id);
    if (input.visibility === NOTE_VISIBILITY.HIRING_TEAM && projectId === null)
      throw fieldError({ visibility: 'This note was not written in a project: it has no hiring team' });
    await checkMentions(tx, scope, input.mentions, input.visibility, projectId);
    await tx.execute(sql`
      update candidate_notes
         set body = ${input.body}, visibility = ${input.visibility},
             mentions = ${`{${input.mentions.join(',')}}`}::uuid[], updated_at = now()
       where id = ${noteId}`);
    const added = input.mentions.filter((id) => !row.mentions.includes(id));
    const profileId = Number(row.profile_id);
    await recordActivity(tx, scope.teamId, scope.userId, [
      { profileId, projectId, action: 'note_edited', detail: { noteId: String(noteId) } },
      ...(added.length
        ? [{ profileId, projectId, action: 'mentioned', detail: { noteId: String(noteId), userIds: added } }]
        : []),
    ]);
    await notifyMentioned(tx, scope, added, profileId, projectId, input.body);
    const [note] = await toNotes(tx, scope, [await getNote(tx, caller, noteId)]);
    if (!note) throw notFound('Note');
    return note;
  });
}

export async function deleteNote(db: Database, caller: CandidateCaller, rawNoteId: string): Promise<void> {
  const { scope } = caller;
  const noteId = parseNoteId(rawNoteId);
  await db.transaction(async (tx) => {
    const row = await getNote(tx, caller, noteId);
    assertAuthor(scope, row);
    await tx.execute(sql`delete from candidate_notes where id = ${noteId}`);
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId: Number(row.profile_id),
        projectId: row.project_id === null ? null : Number(row.project_id),
        action: 'note_deleted',
        detail: { noteId: String(noteId) },
      },
    ]);
  });
}

/** Who a note may mention: the team's active members, marked when on the project's hiring team. */
export async function mentionableMembers(db: Database, scope: TeamScope, projectId: number | null) {
  const { rows } = await db.execute<{
    user_id: string;
    full_name: string;
    email: string;
    on_hiring_team: boolean;
  }>(sql`
    select tm.user_id, u.full_name, u.email,
           exists (select 1 from project_members m join projects p on p.id = m.project_id
                    where m.project_id = ${projectId} and p.team_id = ${scope.teamId} and m.user_id = tm.user_id) as on_hiring_team
      from team_members tm
      join users u on u.id = tm.user_id
     where tm.team_id = ${scope.teamId} and tm.status in (1, 2)
     order by u.full_name, u.email
     limit 1000`);
  return rows.map((r) => ({
    userId: r.user_id,
    name: r.full_name,
    email: r.email,
    onHiringTeam: r.on_hiring_team,
  }));
}
