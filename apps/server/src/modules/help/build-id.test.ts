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

describe('help content root', () => {
  it('is found above the server file, in the repository and in a built copy', async () => {
    const { findContentRoot, loadHelpContent } = await import('./help-content');
    const repo = findContentRoot();
    expect(fs.existsSync(path.join(repo, 'docs/help/engage/sequences.md'))).toBe(true);

    // A built server: dist/ with docs/help and CHANGELOG.md beside main.js, anywhere on disk.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-dist-'));
    fs.cpSync(path.join(repo, 'docs/help'), path.join(dist, 'docs/help'), { recursive: true });
    fs.copyFileSync(path.join(repo, 'CHANGELOG.md'), path.join(dist, 'CHANGELOG.md'));
    expect(findContentRoot(dist)).toBe(dist);
    const content = loadHelpContent(findContentRoot(dist));
    expect(content.articles.get('sequences')?.title).toBe('Email and text sequences');
    expect(content.whatsNew.length).toBeGreaterThan(5);
    fs.rmSync(dist, { recursive: true });

    expect(() => findContentRoot(os.tmpdir())).toThrow(/Help articles not found/);
  });
});
