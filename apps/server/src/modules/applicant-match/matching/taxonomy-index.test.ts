import { describe, expect, it } from 'vitest';
import { type TermKind, taxonomyIndex } from './taxonomy-index';

const index = taxonomyIndex();

function found(text: string, kind: TermKind): { name: string; text: string; viaSynonym: boolean }[] {
  return index.scan(text, new Set([kind])).map((m) => ({
    name: index.term(m.termId).name,
    text: text.slice(m.start, m.end),
    viaSynonym: m.viaSynonym,
  }));
}

describe('taxonomy index', () => {
  it('finds skills by synonym and abbreviation, with offsets into the text', () => {
    const text = 'Ran k8s clusters on AWS; front end in JS and TS.';
    const skills = found(text, 'skill');
    expect(skills).toContainEqual({ name: 'Kubernetes', text: 'k8s', viaSynonym: true });
    expect(skills).toContainEqual({ name: 'JavaScript', text: 'JS', viaSynonym: true });
    expect(skills).toContainEqual({ name: 'TypeScript', text: 'TS', viaSynonym: true });
    expect(skills.map((s) => s.name)).toContain('Amazon Web Services');
  });

  it('matches whole words only and case-insensitively for ordinary names', () => {
    expect(found('Strong PYTHON and postgresql skills', 'skill').map((s) => s.name)).toEqual([
      'Python',
      'PostgreSQL',
    ]);
    // "Pythonic" is not the word Python.
    expect(found('Pythonic code', 'skill').map((s) => s.name)).not.toContain('Python');
  });

  it('does not read everyday words as product names', () => {
    const names = found('Go to market with a swift, solid plan; we react fast', 'skill').map((s) => s.name);
    expect(names).not.toContain('Go');
    expect(names).not.toContain('Swift');
    expect(names).not.toContain('React');
    expect(names).not.toContain('SOLID Principles');
    expect(found('Services in Go and Swift, web pages in React', 'skill').map((s) => s.name)).toEqual([
      'Go',
      'Swift',
      'React',
    ]);
  });

  it('keeps state codes and the word CV out of skills', () => {
    const names = found('Detroit, MI. CV attached. OTC medication counselling.', 'skill').map((s) => s.name);
    expect(names).toEqual([]);
  });

  it('reads a one-letter language only among other languages', () => {
    expect(found('Grade C in maths', 'skill').map((s) => s.name)).toEqual([]);
    expect(found('C, C++ and Python', 'skill').map((s) => s.name)).toEqual(['C', 'C++', 'Python']);
  });

  it('finds licences by their short forms (RN, BSN is not a licence, GPhC, PMP, CPA)', () => {
    const certs = found('RN, BSN. GPhC registered. PMP and CPA.', 'certification').map((c) => c.name);
    expect(certs).toEqual([
      'Registered Nurse License (NCLEX-RN)',
      'GPhC Registration',
      'Project Management Professional (PMP)',
      'Certified Public Accountant (CPA)',
    ]);
  });

  it('prefers the longest spelling: a CCRN is one certification', () => {
    const certs = found('Critical Care Registered Nurse (CCRN)', 'certification').map((c) => c.name);
    expect(certs).toEqual(['Critical Care Registered Nurse (CCRN)']);
  });

  it('folds accents and finds nothing in unrelated words of another language', () => {
    expect(found('Atención a pacientes críticos y ventilación mecánica', 'skill')).toEqual([]);
    expect(found('Español (nativo), inglés (B1)', 'language')).toEqual([]);
  });

  it('looks names up exactly and is built once', () => {
    expect(index.lookup('skill', 'golang')?.name).toBe('Go');
    expect(index.lookup('certification', 'rn')?.name).toBe('Registered Nurse License (NCLEX-RN)');
    expect(taxonomyIndex()).toBe(index);
  });
});
