/** Storage keys are made by the server, never taken from a request; this is their one shape. */
import crypto from 'node:crypto';

/** Letters, digits, dashes and underscores in slash-separated segments: no `..`, no absolute path. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*(?:\.[a-z0-9]{1,8})?$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 300) throw new Error(`invalid storage key: ${key}`);
}

/** A fresh key under a prefix such as `candidate-files/<team>`. */
export function newStorageKey(prefix: string, extension: string): string {
  const key = `${prefix}/${crypto.randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}
