import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSecretBox,
  loadSecretsKey,
  SECRETS_KEY_FILE,
  SecretBoxError,
  type SecretBoxFailure,
} from './secret-box';

const KEY = Buffer.from('a-test-secrets-key-of-at-least-32-characters', 'utf8');
const OTHER_KEY = Buffer.from('another-test-secrets-key-of-32-characters!', 'utf8');
const box = createSecretBox(KEY);
const PASSWORD = 'correct horse battery staple';
const AD = 'mailbox:42:password';

function failure(run: () => unknown): SecretBoxFailure {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SecretBoxError);
    const message = (error as Error).message;
    // The message explains; it never repeats the secret or the associated data.
    expect(message).not.toContain(PASSWORD);
    expect(message).not.toContain('mailbox');
    return (error as SecretBoxError).reason;
  }
  throw new Error('expected the secret box to refuse');
}

/** Flips one character of a base64url part to another base64url character. */
function flip(part: string, index: number): string {
  const c = part[index] ?? '';
  const replacement = c === 'A' ? 'B' : 'A';
  return part.slice(0, index) + replacement + part.slice(index + 1);
}

describe('secret box', () => {
  it('gives back what it encrypted, for any text (unicode and empty included)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.constant('')),
        fc.option(fc.string({ unit: 'binary' }), { nil: undefined }),
        (secret, associatedData) => {
          const stored = box.encrypt(secret, associatedData);
          expect(box.decrypt(stored, associatedData)).toBe(secret);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stores the versioned format, with no trace of the plaintext', () => {
    const stored = box.encrypt(PASSWORD, AD);
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64url').slice(0, 8));
  });

  it('encrypts the same secret differently every time', () => {
    const a = box.encrypt(PASSWORD, AD);
    const b = box.encrypt(PASSWORD, AD);
    expect(a).not.toBe(b);
    // Different IVs, not merely different tags.
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
    expect(box.decrypt(a, AD)).toBe(PASSWORD);
    expect(box.decrypt(b, AD)).toBe(PASSWORD);
  });

  it('refuses a text with any part altered', () => {
    const stored = box.encrypt(PASSWORD, AD);
    const [prefix, rest] = stored.split(':') as [string, string];
    const parts = rest.split('.');
    const alter = (index: number, change: (part: string) => string) =>
      `${prefix}:${parts.map((p, i) => (i === index ? change(p) : p)).join('.')}`;

    // Key id, IV, tag, ciphertext: every character position of every part. An altered key id reads
    // as another key; an altered IV, tag or ciphertext fails the integrity check (or, on a last
    // character with spare bits, the canonical base64url check).
    const expected = [['wrong-key'], ['authentication-failed'], ['authentication-failed', 'malformed']];
    parts.forEach((part, index) => {
      const allowed = expected[Math.min(index, 2)];
      for (let position = 0; position < part.length; position++) {
        const altered = alter(index, (p) => flip(p, position));
        expect(allowed).toContain(failure(() => box.decrypt(altered, AD)));
      }
    });

    expect(
      failure(() =>
        box.decrypt(
          alter(3, (p) => p.slice(0, -1)),
          AD,
        ),
      ),
    ).toMatch(/authentication-failed|malformed/);
    expect(
      failure(() =>
        box.decrypt(
          alter(3, (p) => `${p}AA`),
          AD,
        ),
      ),
    ).toBe('authentication-failed');
    expect(
      failure(() =>
        box.decrypt(
          alter(2, (p) => p.slice(0, 16)),
          AD,
        ),
      ),
    ).toBe('malformed');
    expect(
      failure(() =>
        box.decrypt(
          alter(1, (p) => `${p}AAAA`),
          AD,
        ),
      ),
    ).toBe('malformed');
    expect(failure(() => box.decrypt(`v2:${rest}`, AD))).toBe('unknown-version');
    expect(failure(() => box.decrypt(rest, AD))).toBe('malformed');
    expect(failure(() => box.decrypt(`${stored}.AAAA`, AD))).toBe('malformed');
    expect(
      failure(() =>
        box.decrypt(
          alter(3, (p) => `${p}=`),
          AD,
        ),
      ),
    ).toBe('malformed');
    expect(failure(() => box.decrypt('', AD))).toBe('malformed');
  });

  it('refuses random bit flips anywhere in the stored text', () => {
    const stored = box.encrypt(PASSWORD, AD);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: stored.length - 1 }),
        fc.integer({ min: 1, max: 127 }),
        (at, xor) => {
          const altered =
            stored.slice(0, at) + String.fromCharCode(stored.charCodeAt(at) ^ xor) + stored.slice(at + 1);
          expect(() => box.decrypt(altered, AD)).toThrow(SecretBoxError);
        },
      ),
    );
  });

  it('refuses other associated data: a secret copied to another row does not open', () => {
    const stored = box.encrypt(PASSWORD, AD);
    expect(failure(() => box.decrypt(stored, 'mailbox:43:password'))).toBe('authentication-failed');
    expect(failure(() => box.decrypt(stored, 'mailbox:42:oauth-token'))).toBe('authentication-failed');
    expect(failure(() => box.decrypt(stored))).toBe('authentication-failed');
    const without = box.encrypt(PASSWORD);
    expect(failure(() => box.decrypt(without, AD))).toBe('authentication-failed');
    expect(box.decrypt(without)).toBe(PASSWORD);
  });

  it('refuses a text encrypted under another key, and says so', () => {
    const other = createSecretBox(OTHER_KEY);
    const stored = other.encrypt(PASSWORD, AD);
    expect(box.isOwnKey(stored)).toBe(false);
    expect(other.isOwnKey(stored)).toBe(true);
    expect(failure(() => box.decrypt(stored, AD))).toBe('wrong-key');
    // Even if the key id is forged to match, the other key's ciphertext does not authenticate.
    const ownKeyId = box.encrypt('x').slice(3, 11);
    const forged = `v1:${ownKeyId}${stored.slice(11)}`;
    expect(failure(() => box.decrypt(forged, AD))).toBe('authentication-failed');
  });

  it('refuses a secret that has no UTF-8 form rather than changing it', () => {
    expect(failure(() => box.encrypt('pass\uD800word'))).toBe('invalid-plaintext');
    expect(box.decrypt(box.encrypt('\u{1F511}'))).toBe('\u{1F511}');
  });

  it('refuses key material shorter than 32 bytes', () => {
    expect(() => createSecretBox(Buffer.alloc(31, 1))).toThrow(/at least 32 bytes/);
  });
});

describe('loadSecretsKey', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses SECRETS_KEY when set, and writes no file', () => {
    const dir = tempDir();
    const key = loadSecretsKey({ SECRETS_KEY: 'k'.repeat(40), DATA_DIR: dir });
    expect(key.equals(Buffer.from('k'.repeat(40)))).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('makes a key file once, owner-only, and reuses it on the next start', () => {
    const dir = path.join(tempDir(), 'data');
    const first = loadSecretsKey({ SECRETS_KEY: undefined, DATA_DIR: dir });
    const file = path.join(dir, SECRETS_KEY_FILE);
    expect(first).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Nothing else is left behind (no temporary file).
    expect(fs.readdirSync(dir)).toEqual([SECRETS_KEY_FILE]);
    const written = fs.readFileSync(file, 'utf8');

    const second = loadSecretsKey({ SECRETS_KEY: undefined, DATA_DIR: dir });
    expect(second.equals(first)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(written);

    // A secret stored before the restart opens after it.
    const stored = createSecretBox(first).encrypt(PASSWORD, AD);
    expect(createSecretBox(second).decrypt(stored, AD)).toBe(PASSWORD);
  });

  it('makes different keys for different data directories', () => {
    const a = loadSecretsKey({ SECRETS_KEY: undefined, DATA_DIR: tempDir() });
    const b = loadSecretsKey({ SECRETS_KEY: undefined, DATA_DIR: tempDir() });
    expect(a.equals(b)).toBe(false);
  });

  it('refuses a damaged key file instead of replacing it', () => {
    const dir = tempDir();
    const file = path.join(dir, SECRETS_KEY_FILE);
    fs.writeFileSync(file, 'not a key', { mode: 0o600 });
    expect(() => loadSecretsKey({ SECRETS_KEY: undefined, DATA_DIR: dir })).toThrow(/damaged/);
    expect(fs.readFileSync(file, 'utf8')).toBe('not a key');
  });
});
