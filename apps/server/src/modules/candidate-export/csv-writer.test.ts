import { describe, expect, it } from 'vitest';
import { csvLine, neutraliseCell, quoteField } from './csv-writer';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('prefixes a formula start: %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it.each(['Jane Doe', '', ' =not at start', 'a=b', "'already quoted", 'Zoë Ångström', '10'])(
    'leaves ordinary text alone: %j',
    (input) => {
      expect(neutraliseCell(input)).toBe(input);
    },
  );
});

describe('quoteField and csvLine', () => {
  it('quotes delimiters, quotes and line breaks (RFC 4180)', () => {
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a CRLF line with neutralised, quoted cells and empty nulls', () => {
    expect(csvLine(['Jane', null, '=1+1', 'a,b', 3, undefined])).toBe(`Jane,,'=1+1,"a,b",3,\r\n`);
    expect(csvLine(['-x,y'])).toBe(`"'-x,y"\r\n`);
  });
});
