import { describe, expect, it } from 'vitest';
import { locateEvidence, resumeSegments } from './resume-highlight';

const TEXT = 'Built services in TypeScript on PostgreSQL for 6 years.';
const ev = (phrase: string, shift = 0) => {
  const start = TEXT.indexOf(phrase) + shift;
  return { text: phrase, start, end: start + phrase.length };
};

describe('resumeSegments', () => {
  it('marks every quoted phrase and marks the picked ones as active, keeping the text whole', () => {
    const segments = resumeSegments(TEXT, [ev('TypeScript'), ev('PostgreSQL')], [ev('PostgreSQL')]);
    expect(segments.map((s) => s.text).join('')).toBe(TEXT);
    expect(segments.filter((s) => s.marked).map((s) => [s.text, s.active])).toEqual([
      ['TypeScript', false],
      ['PostgreSQL', true],
    ]);
  });

  it('merges overlapping phrases and lets the active mark win where they overlap', () => {
    const segments = resumeSegments(TEXT, [ev('services in TypeScript')], [ev('TypeScript on')]);
    expect(segments.filter((s) => s.marked).map((s) => [s.text, s.active])).toEqual([
      ['services in ', false],
      ['TypeScript on', true],
    ]);
  });

  it('finds a phrase whose offsets are off by its words, and leaves out one that is not in the text', () => {
    expect(locateEvidence(TEXT, ev('TypeScript', 3))).toEqual({ start: 18, end: 28 });
    expect(locateEvidence(TEXT, { text: 'Kubernetes', start: 0, end: 10 })).toBeNull();
    expect(locateEvidence(TEXT, { text: 'x', start: 500, end: 501 })).toBeNull();
    const segments = resumeSegments(TEXT, [{ text: 'Kubernetes', start: 0, end: 10 }]);
    expect(segments).toEqual([{ text: TEXT, start: 0, marked: false, active: false }]);
  });
});
