/**
 * Where uploaded files live. Callers see only put/get/delete by key, so another backend (object
 * storage) can replace the local disk without touching them. Keys are made by the server
 * (storage-keys.ts), never taken from a request.
 */
import path from 'node:path';
import type { Env } from '../../env';
import { LocalDiskStorage } from './local-disk-storage';

export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
};

/** The configured backend: the local disk under FILES_DIR (env.ts resolves its default). */
export function createFileStorage(env: Pick<Env, 'FILES_DIR' | 'DATA_DIR'>): FileStorage {
  return new LocalDiskStorage(env.FILES_DIR ?? path.join(env.DATA_DIR, 'files'));
}
