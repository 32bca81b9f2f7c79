import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_MAX_LENGTH,
  BOOLEAN_MAX_TERMS,
  type BooleanWarningCode,
  type BoolNode,
  hasBooleanSyntax,
  type ParsedBoolean,
  parseBoolean,
} from './boolean-query';

const t = (value: string): BoolNode => ({ type: 'term', value, wildcard: false });
const w = (value: string): BoolNode => ({ type: 'term', value, wildcard: true });
const ph = (value: string): BoolNode => ({ type: 'phrase', value, words: value.split(' ') });
const and = (...children: BoolNode[]): BoolNode => ({ type: 'and', children });
const or = (...children: BoolNode[]): BoolNode => ({ type: 'or', children });
const not = (child: BoolNode): BoolNode => ({ type: 'not', child });
const codes = (parsed: ParsedBoolean): BooleanWarningCode[] => parsed.warnings.map((warning) => warning.code);

describe('operators', () => {
  it.each([
    'java AND python',
    'java and python',
    'java And python',
    'java && python',
    'java & python',
    'java&&python',
    '+java +python',
    'java python',
  ])('reads %s as AND', (input) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(and(t('java'), t('python')));
    expect(parsed.normalized).toBe('java AND python');
    expect(parsed.warnings).toEqual([]);
  });

  it.each([
    'java OR python',
    'java or python',
    'java oR python',
    'java || python',
    'java | python',
    'java|python',
  ])('reads %s as OR', (input) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(or(t('java'), t('python')));
    expect(parsed.normalized).toBe('java OR python');
  });

  it.each([
    'java NOT manager',
    'java not manager',
    'java AND NOT manager',
    'java !manager',
    'java ! manager',
    'java -manager',
    'java AND -manager',
  ])('reads %s as AND NOT', (input) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(and(t('java'), not(t('manager'))));
    expect(parsed.normalized).toBe('java AND NOT manager');
    expect(parsed.warnings).toEqual([]);
  });

  it('applies a leading minus to phrases and groups', () => {
    expect(parseBoolean('java -"tech lead"').ast).toEqual(and(t('java'), not(ph('tech lead'))));
    expect(parseBoolean('java -(manager OR director)').normalized).toBe('java AND NOT (manager OR director)');
  });

  it('cancels a double NOT', () => {
    for (const input of ['NOT NOT java', '--java', 'NOT -java', '!!java', 'NOT (NOT java)']) {
      expect(parseBoolean(input).ast).toEqual(t('java'));
    }
  });

  it('keeps words that merely contain an operator', () => {
    expect(parseBoolean('notary oracle android').ast).toEqual(and(t('notary'), t('oracle'), t('android')));
    expect(parseBoolean('r&d AT&T').ast).toEqual(and(t('r&d'), t('at&t')));
  });

  it('does not mistake built-in object keys for operators', () => {
    expect(parseBoolean('constructor __proto__ toString').ast).toEqual(
      and(t('constructor'), t('__proto__'), t('tostring')),
    );
  });
});

describe('precedence: NOT, then AND, then OR', () => {
  it.each([
    ['a OR b AND c', or(t('a'), and(t('b'), t('c'))), 'a OR b AND c'],
    ['a AND b OR c', or(and(t('a'), t('b')), t('c')), 'a AND b OR c'],
    ['java AND spring OR kotlin', or(and(t('java'), t('spring')), t('kotlin')), 'java AND spring OR kotlin'],
    ['NOT a AND b', and(not(t('a')), t('b')), 'NOT a AND b'],
    ['NOT a OR b', or(not(t('a')), t('b')), 'NOT a OR b'],
    ['a OR NOT b AND c', or(t('a'), and(not(t('b')), t('c'))), 'a OR NOT b AND c'],
    ['a OR b c', or(t('a'), and(t('b'), t('c'))), 'a OR b AND c'],
    ['(a OR b) AND c', and(or(t('a'), t('b')), t('c')), '(a OR b) AND c'],
    ['(a AND b) OR c', or(and(t('a'), t('b')), t('c')), 'a AND b OR c'],
    ['a AND (b AND c)', and(t('a'), t('b'), t('c')), 'a AND b AND c'],
    ['(a OR b) OR (c OR d)', or(t('a'), t('b'), t('c'), t('d')), 'a OR b OR c OR d'],
    ['((java))', t('java'), 'java'],
    ['NOT (a OR b) c', and(not(or(t('a'), t('b'))), t('c')), 'NOT (a OR b) AND c'],
  ])('%s', (input, ast, normalized) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ast);
    expect(parsed.normalized).toBe(normalized);
  });
});

describe('implicit AND and hyphens', () => {
  it('ANDs adjacent words, phrases and groups', () => {
    expect(parseBoolean('java "spring boot" (aws OR gcp)').ast).toEqual(
      and(t('java'), ph('spring boot'), or(t('aws'), t('gcp'))),
    );
  });

  it('treats a hyphen inside a word as part of the word', () => {
    const parsed = parseBoolean('front-end e-commerce co-founder');
    expect(parsed.ast).toEqual(and(t('front-end'), t('e-commerce'), t('co-founder')));
    expect(hasBooleanSyntax('front-end e-commerce co-founder')).toBe(false);
  });

  it('treats a minus that starts a token as NOT', () => {
    expect(parseBoolean('front-end -back-end').ast).toEqual(and(t('front-end'), not(t('back-end'))));
    expect(parseBoolean('(-intern java)').ast).toEqual(and(not(t('intern')), t('java')));
  });

  it.each(['java –intern', 'java —intern', 'java −intern', 'java ‒intern'])(
    'reads the dash in %s as minus',
    (input) => {
      expect(parseBoolean(input).normalized).toBe('java AND NOT intern');
    },
  );

  it('folds typographic dashes inside words to a hyphen', () => {
    expect(parseBoolean('front–end').ast).toEqual(t('front-end'));
  });

  it('ignores a dash standing alone between words', () => {
    const parsed = parseBoolean('java – senior');
    expect(parsed.ast).toEqual(and(t('java'), t('senior')));
    expect(parsed.warnings).toEqual([
      { code: 'STRAY_OPERATOR', message: '"-" needs a word right after it, so we ignored it.', position: 5 },
    ]);
  });
});

describe('phrases and quotes', () => {
  it.each([
    '"software engineer"',
    '“software engineer”',
    '„software engineer“',
    '«software engineer»',
    "''software engineer''",
    '‘‘software engineer’’',
    '"  Software   Engineer "',
  ])('reads %s as a phrase', (input) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual({
      type: 'phrase',
      value: 'software engineer',
      words: ['software', 'engineer'],
    });
    expect(parsed.normalized).toBe('"software engineer"');
    expect(parsed.warnings).toEqual([]);
  });

  it('turns a one-word phrase into a term, now marked exact and written back quoted', () => {
    expect(parseBoolean('"Java"').ast).toEqual({ type: 'term', value: 'java', wildcard: false, exact: true });
    expect(parseBoolean('"Java"').normalized).toBe('"java"');
  });

  it('keeps quoted operator words as exact terms, every quoted word quoted again (quotes now mean exact)', () => {
    const parsed = parseBoolean('"research" "and" "development"');
    const exact = (value: string): BoolNode => ({ type: 'term', value, wildcard: false, exact: true });
    expect(parsed.ast).toEqual(and(exact('research'), exact('and'), exact('development')));
    expect(parsed.normalized).toBe('"research" AND "and" AND "development"');
  });

  it('drops empty quotes', () => {
    const parsed = parseBoolean('java ""');
    expect(parsed.ast).toEqual(t('java'));
    expect(parsed.warnings).toEqual([
      { code: 'EMPTY_GROUP', message: 'Empty quotes were ignored.', position: 5 },
    ]);
  });

  it('closes an unbalanced quote at the end', () => {
    const parsed = parseBoolean('java "spring boot');
    expect(parsed.ast).toEqual(and(t('java'), ph('spring boot')));
    expect(parsed.warnings).toEqual([
      {
        code: 'UNBALANCED_QUOTE',
        message: 'A closing quote was missing; we closed it at the end.',
        position: 5,
      },
    ]);
  });
});

describe('real-world mess', () => {
  it('treats non-breaking and other Unicode spaces as whitespace', () => {
    expect(parseBoolean('java\u00a0AND\u2003python\u3000sql').ast).toEqual(
      and(t('java'), t('python'), t('sql')),
    );
  });

  it('removes zero-width characters', () => {
    expect(parseBoolean('ja\u200bva \ufeffAND\u200d python').ast).toEqual(and(t('java'), t('python')));
  });

  it('straightens smart apostrophes', () => {
    expect(parseBoolean('O’Brien').ast).toEqual(t("o'brien"));
  });

  it('reads full-width parentheses', () => {
    expect(parseBoolean('（java OR kotlin）spring').normalized).toBe('(java OR kotlin) AND spring');
  });

  it('composes accents (NFC) so both spellings match', () => {
    expect(parseBoolean('Re\u0301sume\u0301').ast).toEqual(t('résumé'));
  });

  it('keeps technical words as written, lower-cased', () => {
    expect(parseBoolean('C++ C# .NET Node.js CI/CD').ast).toEqual(
      and(t('c++'), t('c#'), t('.net'), t('node.js'), t('ci/cd')),
    );
  });

  it('strips trailing punctuation from bare words', () => {
    expect(parseBoolean('java, python; sql: go.').ast).toEqual(
      and(t('java'), t('python'), t('sql'), t('go')),
    );
  });
});

describe('parentheses', () => {
  it('adds a missing closing parenthesis at the end', () => {
    const parsed = parseBoolean('((a OR b) AND (c OR d)');
    expect(parsed.normalized).toBe('(a OR b) AND (c OR d)');
    expect(parsed.warnings).toEqual([
      {
        code: 'UNBALANCED_PARENTHESIS',
        message: 'A closing parenthesis was missing; we added it at the end.',
        position: 0,
      },
    ]);
  });

  it('ignores an extra closing parenthesis', () => {
    const parsed = parseBoolean('java) OR python');
    expect(parsed.ast).toEqual(or(t('java'), t('python')));
    expect(parsed.warnings).toEqual([
      {
        code: 'UNBALANCED_PARENTHESIS',
        message: 'A closing parenthesis had no opening one; we ignored it.',
        position: 4,
      },
    ]);
  });

  it.each(['()', '( )', 'java ()', '() java', 'NOT ()'])('drops the empty group in %s', (input) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(input.includes('java') ? t('java') : null);
    expect(codes(parsed)).toEqual(['EMPTY_GROUP']);
  });
});

describe('stray operators', () => {
  it.each([
    ['AND AND java', t('java')],
    ['java AND AND python', and(t('java'), t('python'))],
    ['java OR OR python', or(t('java'), t('python'))],
    ['OR java', t('java')],
    ['java OR', t('java')],
    ['java NOT', t('java')],
    ['java AND', t('java')],
    ['( OR java)', t('java')],
    ['java AND OR python', or(t('java'), t('python'))],
    ['java || && python', or(t('java'), t('python'))],
    ['NOT', null],
  ])('drops the stray operator in %s', (input, ast) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ast);
    expect(new Set(codes(parsed))).toEqual(new Set(['STRAY_OPERATOR']));
  });

  it('names the operator in the message', () => {
    expect(parseBoolean('java NOT').warnings).toEqual([
      {
        code: 'STRAY_OPERATOR',
        message: '"NOT" needs a word right after it, so we ignored it.',
        position: 5,
      },
    ]);
    expect(parseBoolean('or java').warnings[0]?.message).toBe(
      '"or" needs a word on both sides, so we ignored it.',
    );
  });
});

describe('only negative', () => {
  it.each(['NOT manager', '-manager -director', 'NOT (manager OR director)'])(
    'warns on %s, saying NOT alone matches nothing (message reworded)',
    (input) => {
      const parsed = parseBoolean(input);
      expect(parsed.ast?.type === 'not' || parsed.ast?.type === 'and').toBe(true);
      expect(parsed.positiveTerms).toEqual([]);
      expect(parsed.searchable).toBe(false);
      expect(parsed.warnings).toEqual([
        {
          code: 'ONLY_NEGATIVE',
          message:
            'A search needs at least one word to look for; NOT alone matches nothing unless other filters are set.',
        },
      ]);
    },
  );

  it('does not warn once there is something to look for', () => {
    expect(parseBoolean('java NOT manager').warnings).toEqual([]);
  });
});

describe('wildcards', () => {
  it.each([
    ['develop*', 'words starting with "develop"'],
    ['*script', 'words ending with "script"'],
    ['*ware*', 'words containing "ware"'],
    ['dev*ops', 'dev*ops (* is any letters)'],
    ['organi?ation', 'organi?ation (? is any one letter)'],
  ])('keeps %s as a wildcard term', (input, explained) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(w(input));
    expect(parsed.explanation).toBe(`Profiles that mention ${explained}.`);
    expect(hasBooleanSyntax(input)).toBe(true);
  });

  it('collapses repeated stars', () => {
    expect(parseBoolean('develop***').ast).toEqual(w('develop*'));
  });

  it.each(['*', 'a*', '?', 'a?', '*a*'])('drops the too-short wildcard %s', (input) => {
    const parsed = parseBoolean(`java ${input}`);
    expect(parsed.ast).toEqual(t('java'));
    expect(parsed.warnings).toEqual([
      {
        code: 'WILDCARD_TOO_SHORT',
        message: `"${input}" is too short for a wildcard search, so we left it out; use at least 2 letters with * or ?.`,
        position: 5,
      },
    ]);
  });
});

describe('field syntax', () => {
  it('drops a field prefix before a group', () => {
    const parsed = parseBoolean('title:(engineer OR developer) java');
    expect(parsed.normalized).toBe('(engineer OR developer) AND java');
    expect(parsed.warnings).toEqual([
      {
        code: 'UNSUPPORTED_SYNTAX',
        message:
          'Field searches like "title:" are not supported; we searched for what follows it as ordinary words.',
        position: 0,
      },
    ]);
  });

  it('keeps the value of a field search', () => {
    expect(parseBoolean('title:Engineer').ast).toEqual(t('engineer'));
    expect(parseBoolean('title:"software engineer"').ast).toEqual(ph('software engineer'));
  });

  it('leaves out web-search operators of pasted X-ray strings, saying so', () => {
    const xray = parseBoolean('site:linkedin.com/in -inurl:dir "data engineer" filetype:pdf');
    expect(xray.ast).toEqual(ph('data engineer'));
    expect(codes(xray)).toContain('UNSUPPORTED_SYNTAX');
    expect(xray.warnings[0]?.message).toContain('only works in web search engines');
    expect(parseBoolean('site:linkedin.com/in').ast).toBeNull();
  });

  it('leaves URLs and colons that are not fields alone', () => {
    expect(parseBoolean('https://example.com').warnings).toEqual([]);
    expect(parseBoolean('std::vector').ast).toEqual(t('std::vector'));
  });
});

describe('limits', () => {
  it('cuts input longer than BOOLEAN_MAX_LENGTH', () => {
    const parsed = parseBoolean(`java ${' '.repeat(BOOLEAN_MAX_LENGTH)} python`);
    expect(parsed.ast).toEqual(t('java'));
    expect(parsed.warnings).toEqual([
      {
        code: 'TRUNCATED',
        message: 'The search was longer than 2,000 characters, so we only used the beginning.',
        position: BOOLEAN_MAX_LENGTH,
      },
    ]);
  });

  it('keeps the first BOOLEAN_MAX_TERMS terms', () => {
    const words = Array.from({ length: 150 }, (_, index) => `w${index}`);
    const parsed = parseBoolean(words.join(' OR '));
    expect(parsed.ast).toEqual(or(...words.slice(0, BOOLEAN_MAX_TERMS).map(t)));
    expect(codes(parsed)).toEqual(['TOO_MANY_TERMS']);
    expect(parsed.warnings[0]?.position).toBe(words.slice(0, BOOLEAN_MAX_TERMS).join(' OR ').length + 4);
  });

  it('keeps the normalised text within BOOLEAN_MAX_LENGTH when added ANDs would pass it', () => {
    const words = Array.from({ length: 100 }, (_, index) => `skill${String(index).padStart(13, '0')}`);
    const input = words.join(' ');
    expect(input.length).toBeLessThanOrEqual(BOOLEAN_MAX_LENGTH);
    const parsed = parseBoolean(input);
    expect(parsed.normalized.length).toBeLessThanOrEqual(BOOLEAN_MAX_LENGTH);
    expect(codes(parsed)).toEqual(['TRUNCATED']);
    expect(parseBoolean(parsed.normalized)).toMatchObject({ normalized: parsed.normalized, warnings: [] });
  });

  it('never throws on deep nesting or long NOT chains', () => {
    expect(parseBoolean(`${'('.repeat(1990)}java`).ast).toEqual(t('java'));
    expect(parseBoolean(`${'-'.repeat(1995)}java`).ast).toEqual(not(t('java')));
  });
});

describe('positiveTerms', () => {
  it('lists terms and phrases outside NOT, de-duplicated, in order', () => {
    const parsed = parseBoolean('java OR "spring boot" NOT manager java (kotlin OR Java)');
    expect(parsed.positiveTerms).toEqual(['java', 'spring boot', 'kotlin']);
  });

  it('counts a term under two NOTs as positive', () => {
    expect(parseBoolean('java NOT (manager NOT "hands on")').positiveTerms).toEqual(['java', 'hands on']);
  });
});

describe('explanation', () => {
  it.each([
    [
      '("software engineer" OR developer) AND java AND NOT manager',
      'Profiles that mention the phrase "software engineer" or developer, and java, but not manager.',
    ],
    [
      'java AND (spring OR "spring boot") NOT junior',
      'Profiles that mention java, and spring or the phrase "spring boot", but not junior.',
    ],
    ['java python sql', 'Profiles that mention java, python and sql.'],
    ['java AND spring OR kotlin', 'Profiles that mention java and spring, or kotlin.'],
    ['(a AND b OR c) AND d', 'Profiles that mention (a and b) or c, and d.'],
    ['NOT manager NOT director', 'Profiles that do not mention manager or director.'],
    ['java NOT (lead AND remote)', 'Profiles that mention java, but not (lead and remote).'],
    ['', 'There is nothing to search for yet.'],
  ])('%s', (input, explanation) => {
    expect(parseBoolean(input).explanation).toBe(explanation);
  });
});

describe('hasBooleanSyntax', () => {
  it.each([
    'java AND python',
    'java or python',
    '"data scientist"',
    '(java)',
    'java -manager',
    'develop*',
    'title:x',
  ])('is true for %s', (input) => expect(hasBooleanSyntax(input)).toBe(true));

  it.each(['java python', 'senior front-end developer', 'c++ node.js r&d', '', 'O’Brien'])(
    'is false for %s',
    (input) => expect(hasBooleanSyntax(input)).toBe(false),
  );
});
