import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildId } from './build-id';

describe('web build id', () => {
  it('follows the built index.html, and the start time without one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-build-id-'));
    expect(webBuildId(dir, 1000)).toBe('dev-rs');
    fs.writeFileSync(path.join(dir, 'index.html'), '<script src="/assets/index-abc.js"></script>');
    const first = webBuildId(dir);
    expect(first).toMatch(/^web-[0-9a-f]{16}$/);
    expect(webBuildId(dir)).toBe(first);
    fs.writeFileSync(path.join(dir, 'index.html'), '<script src="/assets/index-def.js"></script>');
    expect(webBuildId(dir)).not.toBe(first);
    fs.rmSync(dir, { recursive: true });
  });
});
