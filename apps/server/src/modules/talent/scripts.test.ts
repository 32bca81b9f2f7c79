import { describe, expect, it } from 'vitest';
import { bigramTokens } from './bigrams';
import { foldScripts, queryWordParts } from './scripts';
import { expandTitleAbbreviations } from './taxonomy/abbreviations';

describe('foldScripts', () => {
  it('leaves plain ASCII alone', () => {
    expect(foldScripts('Senior Software Engineer ; C++')).toBe('Senior Software Engineer ; C++');
  });

  it('lower-cases beyond Latin, which the database does not', () => {
    expect(foldScripts('Инженер ΔΕΛΤΑ')).toBe('инженер δελτα');
  });

  it('writes Arabic in one letter form', () => {
    // Short vowels, tatweel and the alef/yeh/teh marbuta variants all fold.
    expect(foldScripts('مُهَنْدِس')).toBe('مهندس');
    expect(foldScripts('أحمد إدارة')).toBe(foldScripts('احمد اداره'));
    expect(foldScripts('مستشفى')).toBe('مستشفي');
    expect(foldScripts('مـهـنـدس')).toBe('مهندس');
  });

  it('indexes unspaced scripts as overlapping character pairs', () => {
    expect(foldScripts('软件工程师').trim().split(/\s+/)).toEqual(['软件', '件工', '工程', '程师']);
    expect(foldScripts('ソフトウェア').trim().split(/\s+/)).toHaveLength(5);
    expect(foldScripts('java工程师').trim().split(/\s+/)).toEqual(['java', '工程', '程师']);
  });

  it('turns a query word into the same pairs, in order', () => {
    expect(queryWordParts('工程师')).toEqual(['工程', '程师']);
    expect(queryWordParts('京')).toEqual(['京']);
    expect(queryWordParts('nurse')).toEqual(['nurse']);
  });

  it('makes no word pairs across character pairs', () => {
    expect(bigramTokens(foldScripts('软件工程师 java developer'))).toEqual(['java9q9developer']);
  });
});

describe('expandTitleAbbreviations', () => {
  it('writes out unambiguous short forms only', () => {
    expect(expandTitleAbbreviations('sr. mgr, marketing')).toBe('senior. manager, marketing');
    expect(expandTitleAbbreviations('vp sales')).toBe('vice president sales');
    expect(expandTitleAbbreviations('eng manager')).toBe('eng manager');
    expect(expandTitleAbbreviations('senior nurse')).toBe('senior nurse');
  });
});
