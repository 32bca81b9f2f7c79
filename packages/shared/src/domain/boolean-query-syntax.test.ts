// Syntax that users found misread: `~` hints, field comparisons, quoted single words, wildcards
// and gaps in quotes, searches that say nothing, and operator words inside names.
import { describe, expect, it } from 'vitest';
import { type BooleanWarningCode, type BoolNode, type ParsedBoolean, parseBoolean } from './boolean-query';

const t = (value: string): BoolNode => ({ type: 'term', value, wildcard: false });
const x = (value: string): BoolNode => ({ type: 'term', value, wildcard: /[*?]/.test(value), exact: true });
const ph = (...words: string[]): BoolNode => ({ type: 'phrase', value: words.join(' '), words });
const and = (...children: BoolNode[]): BoolNode => ({ type: 'and', children });
const not = (child: BoolNode): BoolNode => ({ type: 'not', child });
const codes = (parsed: ParsedBoolean): BooleanWarningCode[] => parsed.warnings.map((warning) => warning.code);

function expectStable(parsed: ParsedBoolean): void {
  const again = parseBoolean(parsed.normalized);
  expect(again).toMatchObject({ ast: parsed.ast, normalized: parsed.normalized });
  expect(again.warnings.filter((warning) => warning.code !== 'ONLY_NEGATIVE')).toEqual([]);
}

describe('~ and field comparisons', () => {
  it('reads a leading ~ as a synonym hint: the word itself', () => {
    const parsed = parseBoolean('sales ~manager');
    expect(parsed.ast).toEqual(and(t('sales'), t('manager')));
    expect(parsed.normalized).toBe('sales AND manager');
    expect(parsed.warnings).toEqual([]);
  });

  it('searches java~2 (fuzzy) as java, saying so', () => {
    const parsed = parseBoolean('java~2');
    expect(parsed.ast).toEqual(t('java'));
    expect(parsed.warnings).toEqual([
      {
        code: 'UNSUPPORTED_SYNTAX',
        message:
          '"java~2" asks for similar spellings, which we do not search; we searched for the word without the "~".',
        position: 0,
      },
    ]);
  });

  it('ignores ~2 that does not follow a phrase', () => {
    const parsed = parseBoolean('java ~2');
    expect(parsed.ast).toEqual(t('java'));
    expect(codes(parsed)).toEqual(['STRAY_OPERATOR']);
  });

  it('leaves out followers:>50, naming it', () => {
    const parsed = parseBoolean('java followers:>50');
    expect(parsed.ast).toEqual(t('java'));
    expect(parsed.warnings).toEqual([
      {
        code: 'UNSUPPORTED_SYNTAX',
        message: '"followers:>50" is not something we can search, so we left it out.',
        position: 5,
      },
    ]);
  });

  it.each([
    'followers:<=3',
    'title:>=10',
    'skills:=5',
    'title:50',
    'experience:>5',
    'connections:500',
    'years:5+',
    'mailto:someone',
  ])('leaves out %s (a comparison, a number or a field we do not know)', (clause) => {
    const parsed = parseBoolean(`java ${clause}`);
    expect(parsed.ast).toEqual(t('java'));
    expect(parsed.warnings.map((warning) => warning.message)).toEqual([
      `"${clause}" is not something we can search, so we left it out.`,
    ]);
  });

  it('leaves out the group or quotes and the minus of a field we cannot search', () => {
    for (const input of ['java followers:(a OR b)', 'java -followers:>50', 'java NOT rating:"4 stars"']) {
      const parsed = parseBoolean(input);
      expect(parsed.ast).toEqual(t('java'));
      expect(codes(parsed)).toEqual(['UNSUPPORTED_SYNTAX']);
    }
  });

  it.each([
    'title',
    'jobtitle',
    'company',
    'employer',
    'skill',
    'skills',
    'school',
    'university',
    'education',
    'degree',
    'major',
    'location',
    'city',
    'headline',
    'summary',
    'keywords',
    'certification',
    'industry',
  ])('searches the value of the profile field %s: as ordinary words', (field) => {
    const parsed = parseBoolean(`${field}:Java`);
    expect(parsed.ast).toEqual(t('java'));
    expect(parsed.warnings.map((warning) => warning.message)).toEqual([
      `Field searches like "${field}:" are not supported; we searched for what follows it as ordinary words.`,
    ]);
  });
});

describe('quotes mean exactly these words', () => {
  it('reads a quoted single word as an exact term, written back quoted', () => {
    const parsed = parseBoolean('"Java" spring');
    expect(parsed.ast).toEqual(and(x('java'), t('spring')));
    expect(parsed.normalized).toBe('"java" AND spring');
    expect(parsed.explanation).toBe('Profiles that mention exactly "java" and spring.');
    expect(parsed.positiveTerms).toEqual(['java', 'spring']);
    expectStable(parsed);
  });

  it('keeps a quoted wildcard word exact', () => {
    const parsed = parseBoolean('"manage*"');
    expect(parsed.ast).toEqual(x('manage*'));
    expect(parsed.normalized).toBe('"manage*"');
    expectStable(parsed);
  });
});

describe('wildcards and gaps inside quotes', () => {
  it.each([
    ['"account manage*"', ['account', 'manage*'], '(* in a word is any letters)'],
    ['"organi?ation development"', ['organi?ation', 'development'], '(? is any one letter)'],
    ['"current * financial advisor"', ['current', '*', 'financial', 'advisor'], '(a lone * is any one word)'],
    ['"head * * sales"', ['head', '*', '*', 'sales'], '(a lone * is any one word)'],
  ])('keeps %s as a phrase', (input, words, note) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ph(...words));
    expect(parsed.warnings).toEqual([]);
    expect(parsed.explanation).toBe(`Profiles that mention the phrase ${input} ${note}.`);
    expectStable(parsed);
  });

  it.each([
    ['"* financial advisor"', ph('financial', 'advisor')],
    ['"financial advisor *"', ph('financial', 'advisor')],
    ['"* * advisor"', x('advisor')],
    ['"*"', null],
  ])('drops a gap at the start or end of %s, saying so', (input, ast) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ast);
    expect(parsed.warnings).toEqual([
      {
        code: 'UNSUPPORTED_SYNTAX',
        message:
          'A lone * inside quotes stands for one word between two others; at the start or end of the quotes it adds nothing, so we left it out.',
        position: 0,
      },
    ]);
  });

  it('still needs 2 letters in a wildcard word inside quotes', () => {
    const parsed = parseBoolean('"a* account manager"');
    expect(parsed.ast).toEqual(ph('account', 'manager'));
    expect(codes(parsed)).toEqual(['WILDCARD_TOO_SHORT']);
  });
});

describe('searches that say nothing', () => {
  it('says that X-ray operators alone leave nothing to search for', () => {
    const parsed = parseBoolean('site:linkedin.com/in');
    expect(parsed.ast).toBeNull();
    expect(parsed.searchable).toBe(false);
    expect(parsed.warnings).toEqual([
      {
        code: 'NOTHING_TO_SEARCH',
        message: 'Nothing is left to search for: site:linkedin.com/in only works in web search engines.',
        position: 0,
      },
    ]);
  });

  it('names every clause that was left out', () => {
    expect(parseBoolean('site:linkedin.com/in -intitle:(jobs|hiring) followers:>50').warnings).toEqual([
      {
        code: 'NOTHING_TO_SEARCH',
        message:
          'Nothing is left to search for: site:linkedin.com/in and intitle:(jobs|hiring) only work in web search engines; followers:>50 is not something we can search.',
        position: 0,
      },
    ]);
  });

  it('says that NOT alone matches nothing', () => {
    const parsed = parseBoolean('-recruiter -intern');
    expect(parsed.searchable).toBe(false);
    expect(parsed.warnings).toEqual([
      {
        code: 'ONLY_NEGATIVE',
        message:
          'A search needs at least one word to look for; NOT alone matches nothing unless other filters are set.',
      },
    ]);
  });

  it('is searchable once a word is looked for', () => {
    expect(parseBoolean('java -intern').searchable).toBe(true);
    expect(parseBoolean('').searchable).toBe(false);
  });

  it.each([
    '-inurl:(a|b) java',
    '-inurl:a java',
    'NOT inurl:a java',
    '-inurl:"a b" java',
    'java -inurl:(a OR (b c))',
  ])('drops the whole X-ray clause in %s with one warning', (input) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(t('java'));
    expect(codes(parsed)).toEqual(['UNSUPPORTED_SYNTAX']);
    expect(parsed.warnings[0]?.message).toMatch(/^"inurl:.+" only works in web search engines/);
  });

  it('treats -inurl:(a|b) alone like -inurl:a alone', () => {
    for (const input of ['-inurl:(a|b)', '-inurl:a']) {
      const parsed = parseBoolean(input);
      expect(parsed.ast).toBeNull();
      expect(codes(parsed)).toEqual(['NOTHING_TO_SEARCH']);
    }
  });
});

describe('operator words next to stop words', () => {
  it.each([
    ['not for profit', ph('not', 'for', 'profit'), '"not for profit"'],
    ['Not For Profit', ph('not', 'for', 'profit'), '"not for profit"'],
    ['java not for profit', and(t('java'), ph('not', 'for', 'profit')), 'java AND "not for profit"'],
    [
      'java -not for profit',
      and(t('java'), not(ph('not', 'for', 'profit'))),
      'java AND NOT "not for profit"',
    ],
    ['not for profit NEAR/5 fundraising', null, '"not for profit" NEAR/5 fundraising'],
    ['research and the arts', ph('research', 'and', 'the', 'arts'), '"research and the arts"'],
    [
      'bachelor of arts and of science',
      and(t('bachelor'), t('of'), ph('arts', 'and', 'of', 'science')),
      'bachelor AND of AND "arts and of science"',
    ],
  ])('reads %s as words', (input, ast, normalized) => {
    const parsed = parseBoolean(input);
    if (ast) expect(parsed.ast).toEqual(ast);
    expect(parsed.normalized).toBe(normalized);
    expect(parsed.warnings).toEqual([]);
    expectStable(parsed);
  });

  it.each([
    ['director of research and development', and(t('director'), t('of'), t('research'), t('development'))],
    ['NOT for profit', and(not(t('for')), t('profit'))],
    ['java and python', and(t('java'), t('python'))],
    ['"not" for profit', and(x('not'), t('for'), t('profit'))],
  ])('keeps the operator (or quoted word) in %s', (input, ast) => {
    expect(parseBoolean(input).ast).toEqual(ast);
  });
});
