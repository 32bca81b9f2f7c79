/**
 * Where an uploaded CSV waits for its import job, and where the job keeps the full report.
 * The shape (put/get/delete bytes by a key the server made) is the one of the shared file
 * storage (modules/storage), so moving there changes only `importFiles`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type ImportFileStore = {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

const KEY = /^candidate-imports\/[0-9a-f-]{36}\/[0-9a-f-]{36}(?:\/report-\d{1,9})?\.csv$/;

export const uploadKey = (teamId: string) => `candidate-imports/${teamId}/${crypto.randomUUID()}.csv`;

/** The report part of the batch that starts after `firstRow` data rows (beside the upload). */
export const reportPartKey = (storageKey: string, firstRow: number) =>
  `${storageKey.replace(/\.csv$/, '')}/report-${firstRow}.csv`;

/** Local disk under `root` (the server's data directory). */
export function importFiles(root: string): ImportFileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid import file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = `${target}.${crypto.randomUUID()}.part`;
      await fs.writeFile(temp, data, { mode: 0o600 });
      await fs.rename(temp, target);
    },
    async get(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}

/** The storage root for imports under the server's data directory. */
export const importFilesRoot = (dataDir: string) => path.join(dataDir, 'uploads');
