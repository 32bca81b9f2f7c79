/**
 * A candidate's files (résumés and other documents). Uploads are all or nothing: every file is
 * checked before any is stored, and the stored bytes are removed again if the database write
 * fails. Deleting removes the row first and the bytes after the commit: a leftover file on disk
 * is harmless, a row pointing at nothing is not.
 */
import { type CandidateFile, FILES_PER_UPLOAD } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { IncomingFile } from '../../lib/http/read-upload';
import { ensureTeamCandidates, recordActivity } from '../candidates/team-candidates';
import type { FileStorage } from '../storage/file-storage';
import { newStorageKey } from '../storage/storage-keys';
import { type CandidateCaller, requireCandidateAccess } from './candidate-access';
import { CONTENT_TYPE, checkFileType, cleanFileName } from './file-types';

type FileRow = {
  id: string;
  profile_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  kind: string;
  uploaded_by: string | null;
  uploader_name: string | null;
  created_at: Date | string;
};

const toFile = (r: FileRow): CandidateFile => ({
  fileId: String(r.id),
  fileName: r.file_name,
  contentType: r.content_type,
  sizeBytes: r.size_bytes,
  kind: r.kind,
  uploadedBy: r.uploaded_by ? { userId: r.uploaded_by, name: r.uploader_name ?? 'Former member' } : null,
  createdAt: new Date(r.created_at).toISOString(),
});

const FILE_COLUMNS = sql`f.id::text as id, f.profile_id::text as profile_id, f.file_name, f.content_type, f.size_bytes,
  f.storage_key, f.kind, f.uploaded_by, u.full_name as uploader_name, f.created_at`;

export async function listFiles(db: Executor, teamId: string, profileId: number): Promise<CandidateFile[]> {
  const { rows } = await db.execute<FileRow>(sql`
    select ${FILE_COLUMNS} from candidate_files f left join users u on u.id = f.uploaded_by
     where f.team_id = ${teamId} and f.profile_id = ${profileId}
     order by f.created_at desc, f.id desc`);
  return rows.map(toFile);
}

function parseFileId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound('File');
  return Number(raw);
}

async function getFileRow(db: Executor, teamId: string, fileId: number, lock = false): Promise<FileRow> {
  const { rows } = await db.execute<FileRow>(sql`
    select ${FILE_COLUMNS} from candidate_files f left join users u on u.id = f.uploaded_by
     where f.id = ${fileId} and f.team_id = ${teamId}${lock ? sql` for update of f` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound('File');
  return row;
}

export async function uploadFiles(
  db: Database,
  storage: FileStorage,
  caller: CandidateCaller,
  input: { candidateId: number; projectId?: string; kind: 'resume' | 'other' },
  files: readonly IncomingFile[],
): Promise<CandidateFile[]> {
  const { scope } = caller;
  if (files.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Choose at least one file', {
      fields: { files: 'Choose at least one file' },
    });
  if (files.length > FILES_PER_UPLOAD)
    throw new AppError('PAYLOAD_TOO_LARGE', `Upload at most ${FILES_PER_UPLOAD} files at a time.`);
  await requireCandidateAccess(db, caller, [input.candidateId], 'candidate.addFile', input.projectId);
  const checked = files.map((f) => {
    const fileName = cleanFileName(f.fileName);
    return { fileName, data: f.data, ext: checkFileType(fileName, f.data) };
  });
  const stored: string[] = [];
  try {
    for (const f of checked) {
      const key = newStorageKey(`candidate-files/${scope.teamId}`, f.ext);
      await storage.put(key, f.data);
      stored.push(key);
    }
    return await db.transaction(async (tx) => {
      const access = await requireCandidateAccess(
        tx,
        caller,
        [input.candidateId],
        'candidate.addFile',
        input.projectId,
      );
      await ensureTeamCandidates(tx, scope.teamId, [input.candidateId], scope.userId);
      const ids: number[] = [];
      for (const [i, f] of checked.entries()) {
        const inserted = await tx.execute<{ id: string }>(sql`
          insert into candidate_files (team_id, profile_id, file_name, content_type, size_bytes, storage_key, kind, uploaded_by)
          values (${scope.teamId}, ${input.candidateId}, ${f.fileName}, ${CONTENT_TYPE[f.ext]}, ${f.data.length},
                  ${stored[i]}, ${input.kind}, ${scope.userId})
          returning id::text as id`);
        ids.push(Number(inserted.rows[0]?.id));
      }
      await recordActivity(tx, scope.teamId, scope.userId, [
        {
          profileId: input.candidateId,
          projectId: access.projectId,
          action: 'file_uploaded',
          detail: { fileIds: ids.map(String), fileNames: checked.map((f) => f.fileName) },
        },
      ]);
      const rows = await Promise.all(ids.map((id) => getFileRow(tx, scope.teamId, id)));
      return rows.map(toFile);
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

export async function readFileContent(
  db: Database,
  storage: FileStorage,
  caller: CandidateCaller,
  rawFileId: string,
  projectId?: string,
): Promise<{ file: CandidateFile; data: Buffer }> {
  const row = await getFileRow(db, caller.scope.teamId, parseFileId(rawFileId));
  await requireCandidateAccess(db, caller, [Number(row.profile_id)], 'candidate.openProfile', projectId);
  const data = await storage.get(row.storage_key);
  if (!data) throw new AppError('NOT_FOUND', 'The file is missing from storage. Upload it again.');
  return { file: toFile(row), data };
}

export async function deleteFile(
  db: Database,
  storage: FileStorage,
  caller: CandidateCaller,
  input: { fileId: string; projectId?: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const { scope } = caller;
  const fileId = parseFileId(input.fileId);
  const key = await db.transaction(async (tx) => {
    const row = await getFileRow(tx, scope.teamId, fileId, true);
    const profileId = Number(row.profile_id);
    const access = await requireCandidateAccess(
      tx,
      caller,
      [profileId],
      'candidate.deleteFile',
      input.projectId,
    );
    await tx.execute(sql`delete from candidate_files where id = ${fileId}`);
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId,
        projectId: access.projectId,
        action: 'file_deleted',
        detail: { fileId: String(fileId), fileName: row.file_name },
      },
    ]);
    await audit(tx, {
      action: 'candidate.file_deleted',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'talent_profile',
      targetId: String(profileId),
      metadata: { fileId: String(fileId), fileName: row.file_name, projectId: access.projectId },
      ip: caller.ip,
    });
    return row.storage_key;
  });
  await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'candidate file left on storage'));
}
