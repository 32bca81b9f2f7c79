import type { ImportMapping } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { normaliseUrl, splitList, validateRow } from './row-validation';

const headers = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Title',
  'Company',
  'LinkedIn',
  'Skills',
  'Notes',
];
const mapping: ImportMapping = [
  'firstName',
  'lastName',
  'emails',
  'phones',
  'title',
  'company',
  'linkedinUrl',
  'skills',
  'notes',
];
const good = [
  'Jane',
  'Doe',
  'jane@acme.io',
  '+1 (415) 555-0100',
  'CTO',
  'Acme',
  'linkedin.com/in/janedoe',
  'Go, SQL; go',
  'Met at a meetup',
];

describe('validateRow', () => {
  it('builds the candidate: first and last name joined, lists split and deduplicated, links with a scheme', () => {
    expect(validateRow(good, mapping, headers, 2)).toEqual({
      ok: true,
      fields: {
        fullName: 'Jane Doe',
        emails: ['jane@acme.io'],
        phones: ['+1 (415) 555-0100'],
        title: 'CTO',
        company: 'Acme',
        linkedinUrl: 'https://linkedin.com/in/janedoe',
        skills: ['Go', 'SQL'],
        notes: 'Met at a meetup',
      },
    });
  });

  it('leaves out empty cells and collapses spaces', () => {
    const result = validateRow(
      ['  Jane ', '', '', '', '  Head   of  Data ', '', '', '', ''],
      mapping,
      headers,
      2,
    );
    expect(result).toEqual({ ok: true, fields: { fullName: 'Jane', title: 'Head of Data' } });
  });

  it('refuses a row without a name, naming the row and the column', () => {
    expect(validateRow(['', ' ', 'a@b.io', '', '', '', '', '', ''], mapping, headers, 7)).toEqual({
      ok: false,
      fullName: '',
      problems: [{ row: 7, column: 'First Name', message: 'Name is missing' }],
    });
  });

  it('reports each bad email and phone in its column', () => {
    const cells = [...good];
    cells[2] = 'jane@acme.io; not-an-email';
    cells[3] = 'call me';
    const result = validateRow(cells, mapping, headers, 3);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fullName).toBe('Jane Doe');
    expect(result.problems).toEqual([
      { row: 3, column: 'Email', message: 'Enter a valid email address: not-an-email' },
      { row: 3, column: 'Phone', message: "Phone number can't contain letters: call me" },
    ]);
  });

  it('enforces lengths and a LinkedIn address', () => {
    const cells = [...good];
    cells[4] = 'x'.repeat(201);
    cells[6] = 'https://example.com/jane';
    const result = validateRow(cells, mapping, headers, 4);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.column)).toEqual(['Title', 'LinkedIn']);
    expect(result.problems[0]?.message).toBe('Job title must be at most 200 characters');
  });

  it('joins several email columns and takes a full name column as is', () => {
    const h = ['Name', 'Work email', 'Personal email'];
    const m: ImportMapping = ['fullName', 'emails', 'emails'];
    expect(validateRow(['Zoë  Ångström', 'z@w.io', 'Z@W.io, zoe@home.se'], m, h, 2)).toEqual({
      ok: true,
      fields: { fullName: 'Zoë Ångström', emails: ['z@w.io', 'zoe@home.se'] },
    });
  });

  it('drops control characters from broken exports', () => {
    const result = validateRow(['Ja\u0000ne', 'Doe', '', '', '', '', '', '', ''], mapping, headers, 2);
    expect(result).toEqual({ ok: true, fields: { fullName: 'Jane Doe' } });
  });
});

describe('helpers', () => {
  it('splitList splits on commas, semicolons, bars and new lines', () => {
    expect(splitList('a, b;c|d\ne,,')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('normaliseUrl adds https and refuses what is not a web address', () => {
    expect(normaliseUrl('github.com/jane')).toBe('https://github.com/jane');
    expect(normaliseUrl('http://x.io')).toBe('http://x.io/');
    expect(normaliseUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseUrl('not a url')).toBeNull();
    expect(normaliseUrl('localhost')).toBeNull();
  });
});
