import { describe, expect, it } from 'vitest';
import { sniffDelimiter, stripBom } from './csv-format';

describe('sniffDelimiter', () => {
  it('reads commas, semicolons and tabs from the header', () => {
    expect(sniffDelimiter('First Name,Last Name,Email\nJane,Doe,j@x.io\n')).toBe(',');
    expect(sniffDelimiter('Vorname;Nachname;E-Mail\nJana;Dahl;j@x.de\n')).toBe(';');
    expect(sniffDelimiter('Name\tTitle\tCompany\nJane\tCTO\tAcme\n')).toBe('\t');
  });

  it('ignores delimiters inside quoted headers', () => {
    expect(sniffDelimiter('"Name; full";"Title, current"\n"Jane";"CTO, Acme"\n')).toBe(';');
    expect(sniffDelimiter('"a;b;c",d\n"x;y;z",e\n')).toBe(',');
  });

  it('sees through a byte-order mark and CRLF line ends', () => {
    expect(sniffDelimiter('\uFEFFName;Email\r\nJane;j@x.io\r\n')).toBe(';');
  });

  it('prefers the delimiter whose column count holds over the next lines on a tie', () => {
    expect(sniffDelimiter('a;b,c\nx;y\n1;2\nlast')).toBe(';');
    expect(sniffDelimiter('a;b,c\nx,y\n1,2\nlast')).toBe(',');
  });

  it('reads a one-column file as comma-separated', () => {
    expect(sniffDelimiter('Name\nJane\n')).toBe(',');
  });
});

describe('stripBom', () => {
  it('removes only a leading byte-order mark', () => {
    expect(stripBom('\uFEFFName')).toBe('Name');
    expect(stripBom('Name\uFEFF')).toBe('Name\uFEFF');
  });
});
