/**
 * Secrets at rest (mailbox passwords now; ATS API keys and OAuth tokens later): AES-256-GCM with a
 * random 12-byte IV per secret. The stored text is
 *
 *   v1:<key id>.<iv>.<auth tag>.<ciphertext>      (each part base64url, no padding)
 *
 * - `v1` names the format and how the key is derived, so either can change later: a v2 box can
 *   still open v1 texts while rows are re-encrypted.
 * - the key id (6 bytes derived from the key, not the key) tells "encrypted with another key"
 *   apart from "tampered", and lets a later key ring pick the right key when keys rotate.
 * - the associated data (e.g. `mailbox:42:password`) binds the secret to its row and column: a
 *   ciphertext copied into another row, or into the API-key column, does not decrypt. The version
 *   and key id are bound too.
 *
 * Errors never carry the secret, the key or the stored text: only why it failed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 6;
// HKDF: a fixed salt and distinct info strings give independent keys for encryption and key id.
const HKDF_SALT = Buffer.from('talentbase secret box', 'utf8');
const ENCRYPTION_INFO = 'talentbase/secret-box/v1/aes-256-gcm';
const KEY_ID_INFO = 'talentbase/secret-box/v1/key-id';
const BASE64URL = /^[A-Za-z0-9_-]*$/;
// Outside a valid surrogate pair, a UTF-16 surrogate cannot be encoded as UTF-8: it would come
// back as U+FFFD, so a secret holding one is refused rather than silently changed.
const LONE_SURROGATE = /\p{Cs}/u;

export type SecretBoxFailure =
  /** Not a stored secret at all (wrong shape, bad base64url, wrong part lengths). */
  | 'malformed'
  /** A format this server does not know (written by a newer version?). */
  | 'unknown-version'
  /** Encrypted under another key (SECRETS_KEY changed, or the key file was replaced). */
  | 'wrong-key'
  /** Tampered with, or opened with other associated data (copied to another row). */
  | 'authentication-failed'
  /** The plaintext holds a lone UTF-16 surrogate, which has no UTF-8 form. */
  | 'invalid-plaintext';

const MESSAGES: Record<SecretBoxFailure, string> = {
  malformed: 'The stored secret is not in the expected format',
  'unknown-version': 'The stored secret uses an unknown format version',
  'wrong-key': 'The stored secret was encrypted with another key',
  'authentication-failed':
    'The stored secret failed its integrity check (altered, or stored for another record)',
  'invalid-plaintext': 'The secret contains text that cannot be stored (a lone UTF-16 surrogate)',
};

export class SecretBoxError extends Error {
  constructor(readonly reason: SecretBoxFailure) {
    super(MESSAGES[reason]);
    this.name = 'SecretBoxError';
  }
}

export type SecretBox = {
  /** The stored text for `plaintext`; a new random IV each call. */
  encrypt: (plaintext: string, associatedData?: string) => string;
  /** The plaintext back; throws SecretBoxError when it cannot be opened. */
  decrypt: (stored: string, associatedData?: string) => string;
  /** Whether `stored` was encrypted with this box's key (and so `decrypt` may succeed). */
  isOwnKey: (stored: string) => boolean;
};

function hkdf(keyMaterial: Buffer, info: string, length: number): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', keyMaterial, HKDF_SALT, info, length));
}

function decodePart(part: string, expectedBytes?: number): Buffer {
  if (!BASE64URL.test(part)) throw new SecretBoxError('malformed');
  const bytes = Buffer.from(part, 'base64url');
  // Re-encoding catches non-canonical forms (stray trailing bits), so each stored text has one reading.
  if (bytes.toString('base64url') !== part) throw new SecretBoxError('malformed');
  if (expectedBytes !== undefined && bytes.length !== expectedBytes) {
    throw new SecretBoxError('malformed');
  }
  return bytes;
}

/** The additional authenticated data: version, key id and the caller's context, unambiguous. */
function aad(keyId: string, associatedData: string): Buffer {
  return Buffer.from(`${VERSION}\u0000${keyId}\u0000${associatedData}`, 'utf8');
}

/**
 * A box over key material of at least 32 bytes (SECRETS_KEY's text, or the random key file; see
 * `loadSecretsKey`). The AES key itself is derived with HKDF-SHA-256.
 */
export function createSecretBox(keyMaterial: Buffer): SecretBox {
  if (keyMaterial.length < 32) throw new Error('The secrets key must be at least 32 bytes');
  const key = hkdf(keyMaterial, ENCRYPTION_INFO, 32);
  const keyId = hkdf(keyMaterial, KEY_ID_INFO, KEY_ID_BYTES).toString('base64url');

  const parse = (stored: string) => {
    if (typeof stored !== 'string') throw new SecretBoxError('malformed');
    const colon = stored.indexOf(':');
    if (colon < 0) throw new SecretBoxError('malformed');
    if (stored.slice(0, colon) !== VERSION) throw new SecretBoxError('unknown-version');
    const parts = stored.slice(colon + 1).split('.');
    if (parts.length !== 4) throw new SecretBoxError('malformed');
    const [storedKeyId, iv, tag, ciphertext] = parts as [string, string, string, string];
    decodePart(storedKeyId, KEY_ID_BYTES);
    return {
      storedKeyId,
      iv: decodePart(iv, IV_BYTES),
      tag: decodePart(tag, TAG_BYTES),
      ciphertext: decodePart(ciphertext),
    };
  };

  return {
    encrypt(plaintext, associatedData = '') {
      if (LONE_SURROGATE.test(plaintext)) throw new SecretBoxError('invalid-plaintext');
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(keyId, associatedData));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${VERSION}:${keyId}.${iv.toString('base64url')}.${tag.toString('base64url')}.${ciphertext.toString('base64url')}`;
    },

    decrypt(stored, associatedData = '') {
      const { storedKeyId, iv, tag, ciphertext } = parse(stored);
      if (storedKeyId !== keyId) throw new SecretBoxError('wrong-key');
      // authTagLength pins the tag to 16 bytes: GCM would otherwise accept a truncated tag.
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(keyId, associatedData));
      decipher.setAuthTag(tag);
      let plaintext: Buffer;
      try {
        plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
      } catch {
        throw new SecretBoxError('authentication-failed');
      }
      return plaintext.toString('utf8');
    },

    isOwnKey(stored) {
      try {
        return parse(stored).storedKeyId === keyId;
      } catch {
        return false;
      }
    },
  };
}

/** Where the generated key is kept when SECRETS_KEY is unset: in DATA_DIR, beside the database. */
export const SECRETS_KEY_FILE = 'secrets.key';
const KEY_FILE_CONTENT = /^[0-9a-f]{64}$/;

/**
 * The key material of the secret box: SECRETS_KEY when set; otherwise 32 random bytes made once
 * and kept (hex, owner-only) in DATA_DIR/secrets.key, reused on every later start. The file sits
 * beside the embedded database's directory, not in it, so a database dump alone opens nothing.
 * Losing the file (or changing SECRETS_KEY) leaves every stored secret unreadable: users then
 * re-enter their mailbox passwords.
 */
export function loadSecretsKey(env: Pick<Env, 'SECRETS_KEY' | 'DATA_DIR'>): Buffer {
  if (env.SECRETS_KEY) return Buffer.from(env.SECRETS_KEY, 'utf8');
  const file = path.join(env.DATA_DIR, SECRETS_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;

  fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  // Written in full under a temporary name, then linked into place: `link` never overwrites, so
  // two processes starting together keep one key (the loser reads the winner's), and nobody ever
  // reads a half-written file.
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const made = readKeyFile(file);
  if (!made) throw new Error(`The secrets key file ${file} could not be created`);
  return made;
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // A damaged file is not replaced: a new key would make every stored secret unreadable.
  if (!KEY_FILE_CONTENT.test(text)) {
    throw new Error(`The secrets key file ${file} is damaged (expected 64 hex characters)`);
  }
  return Buffer.from(text, 'hex');
}
