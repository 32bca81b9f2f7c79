/**
 * Files on the server's disk, under one root directory (FILES_DIR). Writes go to a temporary
 * name first and are renamed into place, so a reader never sees half a file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { assertStorageKey } from './storage-keys';

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(this.root, key);
    // The key pattern already forbids it; this keeps a future pattern change from escaping the root.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`key outside storage: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${crypto.randomUUID()}.part`;
    await fs.writeFile(temp, data, { mode: 0o600 });
    await fs.rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
