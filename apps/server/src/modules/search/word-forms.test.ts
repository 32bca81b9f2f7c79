import { describe, expect, it } from 'vitest';
import { foldAccents, phraseVariants, wordAlternatives } from './spellings';
import { wordForms } from './word-forms';

describe('wordForms', () => {
  it.each([
    ['nurses', ['nurses', 'nurse']],
    ['nurse', ['nurse', 'nurses']],
    ['companies', ['companies', 'company']],
    ['company', ['company', 'companies']],
    ['attorney', ['attorney', 'attorneys']],
    ['salesmen', ['salesmen', 'salesman']],
    ['salesman', ['salesman', 'salesmen', 'salesmans']],
    ['analyses', ['analyses', 'analysis']],
    ['analysis', ['analysis', 'analyses']],
    ['classes', ['classes', 'class']],
    ['class', ['class', 'classes']],
    ['coaches', ['coaches', 'coach']],
    ['people', ['people', 'person']],
    ['rns', ['rns', 'rn']],
    ['rn', ['rn', 'rns']],
  ])('%s → %j', (word, forms) => {
    for (const form of forms) expect(wordForms(word)).toContain(form);
    expect(wordForms(word)[0]).toBe(word);
  });

  it('leaves words whose -s is not a plural, and words that are not plain letters, as they are', () => {
    for (const word of ['sales', 'news', 'kubernetes', 'aws', 'series', 'c++', 'k8s', 'node.js', 'a'])
      expect(wordForms(word)).toEqual([word]);
  });

  it('never takes a word below two letters', () => {
    expect(wordForms('ms')).not.toContain('m');
    expect(wordForms('as')).not.toContain('a');
  });
});

describe('wordAlternatives', () => {
  it('adds abbreviations both ways, with their forms', () => {
    expect(wordAlternatives('sr')).toEqual(expect.arrayContaining(['sr', 'senior']));
    expect(wordAlternatives('senior')).toEqual(expect.arrayContaining(['senior', 'sr', 'snr']));
    expect(wordAlternatives('managers')).toEqual(expect.arrayContaining(['managers', 'manager', 'mgr']));
    expect(wordAlternatives('eng')).toEqual(expect.arrayContaining(['engineer', 'engineering']));
  });

  it('keeps the word as typed first, and at most eight spellings', () => {
    for (const w of ['engineer', 'senior', 'developers', 'résumé']) {
      const alts = wordAlternatives(w);
      expect(alts[0]).toBe(w);
      expect(alts.length).toBeLessThanOrEqual(8);
    }
    expect(wordAlternatives('résumé')).toContain('resumes');
    expect(foldAccents('Ångström')).toBe('Angstrom');
  });
});

describe('phraseVariants', () => {
  it('writes several-word abbreviations out and in', () => {
    expect(phraseVariants(['vp'])).toEqual([['vp'], ['vice', 'president']]);
    expect(phraseVariants(['vice', 'president', 'sales'])).toEqual([
      ['vice', 'president', 'sales'],
      ['vp', 'sales'],
    ]);
    expect(phraseVariants(['registered', 'nurse'])).toEqual([['registered', 'nurse'], ['rn']]);
  });

  it('never replaces a word with a wildcard, and keeps the phrase as typed first', () => {
    expect(phraseVariants(['vp*'])).toEqual([['vp*']]);
    expect(phraseVariants(['senior', '*', 'vp'])[0]).toEqual(['senior', '*', 'vp']);
  });
});
