/**
 * Template thumbnails (spec section 7: `POST {campaign base}/template/{id or 0}/thumbnail`): the
 * web app renders a 400x600 image of the preview and uploads it after saving. Only PNG, JPEG and
 * WebP are kept, recognised by their first bytes (never by the name or the declared type), at
 * most 2 MB. Files live under `engage-thumbnails/<team>/`, so the serving route finds a file only
 * among the caller's team's: another team's name is a 404 like a missing one.
 */
import { THUMBNAIL_MAX_BYTES } from '@talentbase/shared/contracts/engage-templates';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import type { FileStorage } from '../../storage/file-storage';
import { newStorageKey } from '../../storage/storage-keys';
import { lockTemplateForThumbnail, setThumbnailKey, thumbnailUrl } from './templates.service';

export type ImageKind = { extension: 'png' | 'jpg' | 'webp'; contentType: string };

const CONTENT_TYPES: Record<ImageKind['extension'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The image type by magic bytes, or null when it is none of PNG, JPEG, WebP. */
export function imageKind(data: Buffer): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b))
    return { extension: 'png', contentType: CONTENT_TYPES.png };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { extension: 'jpg', contentType: CONTENT_TYPES.jpg };
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return { extension: 'webp', contentType: CONTENT_TYPES.webp };
  return null;
}

export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1) as ImageKind['extension'];
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const prefix = (scope: TeamScope) => `engage-thumbnails/${scope.teamId}`;

/**
 * Stores the image; with a template id (not 0) it becomes that template's thumbnail and the old
 * file is removed after the commit. A failed database write removes the new file again.
 */
export async function saveThumbnail(
  db: Database,
  storage: FileStorage,
  scope: TeamScope,
  templateId: number,
  data: Buffer,
  log: FastifyBaseLogger,
): Promise<{ url: string }> {
  if (data.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Choose an image file', {
      fields: { file: 'Choose an image file' },
    });
  if (data.length > THUMBNAIL_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The thumbnail must be at most 2 MB.');
  const kind = imageKind(data);
  if (!kind)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The thumbnail must be a PNG, JPEG or WebP image.', {
      fields: { file: 'The thumbnail must be a PNG, JPEG or WebP image.' },
    });
  const key = newStorageKey(prefix(scope), kind.extension);
  let previous: string | null = null;
  if (templateId !== 0) {
    // Check the template before writing anything (404 or 403 leaves no file behind).
    await db.transaction(async (tx) => {
      previous = await lockTemplateForThumbnail(tx, scope, templateId);
      await storage.put(key, data);
      try {
        await setThumbnailKey(tx, scope, templateId, key);
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    });
    if (previous)
      await storage.delete(previous).catch((error) => log.warn({ err: error }, 'old thumbnail not removed'));
  } else {
    await storage.put(key, data);
  }
  return { url: thumbnailUrl(key) as string };
}

export async function readThumbnail(storage: FileStorage, scope: TeamScope, name: string): Promise<Buffer> {
  const data = await storage.get(`${prefix(scope)}/${name}`);
  if (!data) throw new AppError('NOT_FOUND', 'Thumbnail not found');
  return data;
}
