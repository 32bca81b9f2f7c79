/**
 * What data protection needs from the configuration: where the erasure ledger lives, the key of
 * the suppression list's hashes, and the file storages an erasure cleans. Set once at start
 * (`configureGdpr`, from app.ts, main.ts and worker.ts); code without the configuration at hand
 * (a job handler, a bulk load) asks `gdprSettings()`.
 *
 * The key is read lazily: nothing touches the disk until a suppression hash is first needed, so a
 * process that never meets the suppression list (most tests, a CLI load into an empty list) needs
 * no ledger directory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Env, loadEnv } from '../../env';
import { importFilesRoot } from '../candidate-import/import-files';
import { createFileStorage, type FileStorage } from '../storage/file-storage';

export type GdprSettings = {
  ledgerDir: string;
  /** The HMAC key of the suppression hashes. */
  hashKey: () => Buffer;
  /** Candidate files (résumés). */
  storage: FileStorage;
  /** Root of the CSV import uploads and their report parts. */
  importsRoot: string;
};

const KEY_FILE = 'suppression.key';

/** The key in the ledger directory, made on first use (32 random bytes, hex, owner-only). */
function keyFromDir(dir: string): Buffer {
  const file = path.join(dir, KEY_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // `wx`: two processes starting together do not make two keys; the loser reads the winner's.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}

let current: GdprSettings | null = null;

export function configureGdpr(
  env: Pick<Env, 'GDPR_LEDGER_DIR' | 'GDPR_HASH_KEY' | 'FILES_DIR' | 'DATA_DIR'>,
): GdprSettings {
  const ledgerDir = env.GDPR_LEDGER_DIR ?? path.join(env.DATA_DIR, 'gdpr-ledger');
  let key: Buffer | null = env.GDPR_HASH_KEY ? Buffer.from(env.GDPR_HASH_KEY, 'utf8') : null;
  current = {
    ledgerDir,
    hashKey: () => {
      key ??= keyFromDir(ledgerDir);
      return key;
    },
    storage: createFileStorage(env),
    importsRoot: importFilesRoot(env.DATA_DIR),
  };
  return current;
}

export function gdprSettings(): GdprSettings {
  return current ?? configureGdpr(loadEnv());
}
