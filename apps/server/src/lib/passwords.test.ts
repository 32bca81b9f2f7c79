import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the password it hashed and rejects another', async () => {
    const hash = await hashPassword('Talentbase!2026');
    expect(hash.startsWith('scrypt$16384$8$5$')).toBe(true);
    expect(await verifyPassword('Talentbase!2026', hash)).toBe(true);
    expect(await verifyPassword('Talentbase!2027', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats unicode compatibility forms as the same password', async () => {
    const hash = await hashPassword('ﬁle-Ⅸ-pass');
    expect(await verifyPassword('file-IX-pass', hash)).toBe(true);
  });

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$abc$def')).toBe(false);
  });
});
