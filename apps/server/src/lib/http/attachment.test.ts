import { describe, expect, it } from 'vitest';
import { attachment, fileNamePart } from './attachment';

describe('attachment', () => {
  it('keeps a plain ASCII name as it is, without filename*', () => {
    expect(attachment('candidates-2026-11-26.csv')).toBe('attachment; filename="candidates-2026-11-26.csv"');
  });

  it('folds accents for the ASCII fallback and carries the exact UTF-8 name in filename*', () => {
    expect(attachment('Zoë Łódź 王 (Berlin).csv')).toBe(
      `attachment; filename="Zoe_odz_Berlin_.csv"; filename*=UTF-8''Zo%C3%AB%20%C5%81%C3%B3d%C5%BA%20%E7%8E%8B%20%28Berlin%29.csv`,
    );
  });

  it('never lets a quote, a line break or a path separator into the header', () => {
    const header = attachment('a"b\r\nSet-Cookie: x=1/..\\c.csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).not.toContain('/');
    expect(header).not.toContain('\\');
  });

  it('survives a lone surrogate', () => {
    expect(() => attachment('bad\uD800name.csv')).not.toThrow();
  });
});

describe('fileNamePart', () => {
  it('keeps letters of any script and drops what file systems refuse', () => {
    expect(fileNamePart('  Senior Go / Rust: "Berlin"?  ', 'project')).toBe('Senior Go Rust Berlin');
    expect(fileNamePart('Zoë 王', 'project')).toBe('Zoë 王');
  });

  it('answers the fallback when nothing usable is left, and cuts long names on whole characters', () => {
    expect(fileNamePart(' ... /// ', 'project')).toBe('project');
    expect(fileNamePart('😀'.repeat(100), 'project', 10)).toBe('😀'.repeat(10));
  });
});
