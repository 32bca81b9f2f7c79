import { describe, expect, it } from 'vitest';
import { bigramTokens, withBigrams, wordsOf } from './bigrams';

describe('word pairs', () => {
  it('pair adjacent words, folded like the index folds them', () => {
    expect(bigramTokens('Senior Software Engineer')).toEqual(['senior9q9software', 'software9q9engineer']);
    expect(bigramTokens('Zürich Café')).toEqual(['zurich9q9cafe']);
    expect(bigramTokens('C++ developer')).toEqual(['cplusplus9q9developer']);
    expect(bigramTokens('.NET / C# engineer')).toEqual(['dotnet9q9csharp', 'csharp9q9engineer']);
    expect(bigramTokens('front-end')).toEqual(['front9q9end']);
    expect(bigramTokens('Kubernetes')).toEqual([]);
    expect(wordsOf('node.js')).toEqual(['node', 'js']);
  });

  it('fold plain ASCII exactly like any other text', () => {
    // ^ and ` are diacritics to Unicode: dropped, so they join what they separate.
    expect(wordsOf('a^b c`d')).toEqual(['ab', 'cd']);
    expect(wordsOf('F# and c++ on .Net, not .network')).toEqual([
      'fsharp',
      'and',
      'cplusplus',
      'on',
      'dotnet',
      'not',
      'network',
    ]);
    expect(wordsOf('Ångström 2.0')).toEqual(['angstrom', '2', '0']);
  });

  it('never pair across items or sentences of a field', () => {
    const text = withBigrams('Java ; Spring Boot ; Go');
    expect(text).toContain('spring9q9boot');
    expect(text).not.toContain('java9q9spring');
    expect(withBigrams('Led a team. Shipped fast')).not.toContain('team9q9shipped');
    expect(withBigrams('Kubernetes')).toBe('Kubernetes');
  });

  it('keep pairs across the full stop of an abbreviation', () => {
    expect(withBigrams('Sr. Software Engineer')).toContain('sr9q9software');
    expect(withBigrams('VP Sales at Acme Inc. in Boston. Led growth')).toContain('inc9q9in');
    expect(withBigrams('VP Sales at Acme Inc. in Boston. Led growth')).not.toContain('boston9q9led');
    expect(withBigrams('Worked at Globex Corporation. Mentored staff')).not.toContain(
      'corporation9q9mentored',
    );
  });
});
