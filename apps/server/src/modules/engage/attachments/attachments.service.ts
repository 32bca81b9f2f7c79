/**
 * Sequence attachments: files a recruiter uploads once and names in a step's `fileIds`. The team
 * shares them (like its templates). Types and checks are a candidate file's (file-types.ts): the
 * name and the first bytes must agree. A file is never changed; one a step still names cannot be
 * deleted, so a step never goes out without what the recruiter attached.
 */
import type { Attachment } from '@talentbase/shared/contracts/engage-attachments';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { bigintList } from '../../../db/sql-lists';
import { audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import type { IncomingFile } from '../../../lib/http/read-upload';
import type { TeamScope } from '../../../lib/team-scope';
import { CONTENT_TYPE, checkFileType, cleanFileName } from '../../candidate-records/file-types';
import type { FileStorage } from '../../storage/file-storage';
import { newStorageKey } from '../../storage/storage-keys';

type Caller = { scope: TeamScope; ip: string | null };

type Row = {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  uploader_name: string | null;
  created_at: Date | string;
  used_by_steps: number;
};

const COLUMNS = sql`a.id::text as id, a.file_name, a.content_type, a.size_bytes, a.storage_key,
  u.full_name as uploader_name, a.created_at,
  (select count(*)::int from engage_steps s where s.team_id = a.team_id and a.id = any(s.file_ids)) as used_by_steps`;

const toAttachment = (r: Row): Attachment => ({
  fileId: r.id,
  fileName: r.file_name,
  contentType: r.content_type,
  sizeBytes: r.size_bytes,
  uploadedBy: r.uploader_name,
  createdAt: new Date(r.created_at).toISOString(),
  usedBySteps: r.used_by_steps,
});

/** The team's attachments, newest first (the builder's picker shows the names of a step's ids). */
export async function listAttachments(db: Executor, scope: TeamScope): Promise<Attachment[]> {
  const { rows } = await db.execute<Row>(sql`
    select ${COLUMNS} from engage_attachments a left join users u on u.id = a.uploaded_by
     where a.team_id = ${scope.teamId}
     order by a.created_at desc, a.id desc
     limit 500`);
  return rows.map(toAttachment);
}

async function getRow(db: Executor, teamId: string, rawId: string, lock = false): Promise<Row> {
  if (!/^\d{1,15}$/.test(rawId)) throw notFound('Attachment');
  const { rows } = await db.execute<Row>(sql`
    select ${COLUMNS} from engage_attachments a left join users u on u.id = a.uploaded_by
     where a.team_id = ${teamId} and a.id = ${Number(rawId)}${lock ? sql` for update of a` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound('Attachment');
  return row;
}

export async function uploadAttachment(
  db: Database,
  storage: FileStorage,
  caller: Caller,
  files: readonly IncomingFile[],
): Promise<Attachment> {
  const [file] = files;
  if (!file)
    throw new AppError('VALIDATION_FAILED', 'Choose a file to attach', {
      fields: { file: 'Choose a file to attach' },
    });
  const fileName = cleanFileName(file.fileName);
  if (file.data.length === 0)
    throw new AppError('VALIDATION_FAILED', `"${fileName}" is empty.`, {
      fields: { file: `"${fileName}" is empty.` },
    });
  const ext = checkFileType(fileName, file.data);
  const key = newStorageKey(`engage-attachments/${caller.scope.teamId}`, ext);
  await storage.put(key, file.data);
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into engage_attachments (team_id, uploaded_by, file_name, content_type, size_bytes, storage_key)
        values (${caller.scope.teamId}, ${caller.scope.userId}, ${fileName}, ${CONTENT_TYPE[ext]}, ${file.data.length}, ${key})
        returning id::text as id`);
      const id = rows[0]?.id ?? '';
      await audit(tx, {
        action: 'engage.attachment.upload',
        teamId: caller.scope.teamId,
        actorUserId: caller.scope.userId,
        targetType: 'engage_attachment',
        targetId: id,
        metadata: { fileName, sizeBytes: file.data.length },
        ip: caller.ip,
      });
      return toAttachment(await getRow(tx, caller.scope.teamId, id));
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

export async function readAttachment(
  db: Executor,
  storage: FileStorage,
  scope: TeamScope,
  rawId: string,
): Promise<{ attachment: Attachment; data: Buffer }> {
  const row = await getRow(db, scope.teamId, rawId);
  const data = await storage.get(row.storage_key);
  if (!data) throw new AppError('NOT_FOUND', 'The file is missing from storage. Upload it again.');
  return { attachment: toAttachment(row), data };
}

/** Deletes an attachment no step names; the bytes go after the commit (a leftover is harmless). */
export async function deleteAttachment(
  db: Database,
  storage: FileStorage,
  caller: Caller,
  rawId: string,
): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const row = await getRow(tx, caller.scope.teamId, rawId, true);
    const { rows: users } = await tx.execute<{ name: string }>(sql`
      select distinct c.name from engage_steps s join engage_campaigns c on c.id = s.campaign_id
       where s.team_id = ${caller.scope.teamId} and ${Number(row.id)} = any(s.file_ids)
       order by c.name limit 3`);
    if (users.length > 0) {
      const names = users.map((u) => `"${u.name}"`).join(', ');
      throw new AppError(
        'CONFLICT',
        `"${row.file_name}" is attached to the sequence ${names}. Remove it from the steps first.`,
      );
    }
    await tx.execute(sql`delete from engage_attachments where id = ${Number(row.id)}`);
    await audit(tx, {
      action: 'engage.attachment.delete',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'engage_attachment',
      targetId: row.id,
      metadata: { fileName: row.file_name },
      ip: caller.ip,
    });
    return row.storage_key;
  });
  await storage.delete(key).catch(() => {});
}

/** What the engine attaches: each id's name, type and bytes (a missing one is named, not skipped). */
export async function loadAttachmentFiles(
  db: Executor,
  storage: FileStorage,
  ids: readonly number[],
): Promise<Map<number, { fileName: string; contentType: string; data: Buffer | null }>> {
  const out = new Map<number, { fileName: string; contentType: string; data: Buffer | null }>();
  if (ids.length === 0) return out;
  const { rows } = await db.execute<{
    id: string;
    file_name: string;
    content_type: string;
    storage_key: string;
  }>(sql`
    select id::text as id, file_name, content_type, storage_key from engage_attachments
     where id = any(${bigintList(ids)})`);
  await Promise.all(
    rows.map(async (r) => {
      out.set(Number(r.id), {
        fileName: r.file_name,
        contentType: r.content_type,
        data: await storage.get(r.storage_key),
      });
    }),
  );
  return out;
}
