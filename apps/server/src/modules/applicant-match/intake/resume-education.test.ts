import { describe, expect, it } from 'vitest';
import { readEducation } from './resume-education';

describe('readEducation level', () => {
  it('names the highest degree, and a Ph.D. over a professional doctorate in either order', () => {
    const mdFirst = readEducation([
      'Johns Hopkins University',
      'Doctor of Medicine (M.D.), 2015',
      'Johns Hopkins University',
      'Ph.D. in Biochemistry, 2013',
      'State University',
      'B.S. Biology, 2007',
    ]);
    expect(mdFirst.level).toBe('ph.d');
    const phdFirst = readEducation([
      'Johns Hopkins University',
      'Ph.D. in Biochemistry, 2013',
      'Johns Hopkins University',
      'Doctor of Medicine (M.D.), 2015',
    ]);
    expect(phdFirst.level).toBe('ph.d');
  });

  it('keeps the first of two doctorates of the same rank, and a master over a bachelor', () => {
    expect(
      readEducation(['Law School', 'Juris Doctor, 2010', 'Pharmacy College', 'Doctor of Pharmacy, 2014'])
        .level,
    ).toBe('jd');
    expect(
      readEducation(['State University', 'B.A. History, 2010', 'City College', 'M.A. History, 2012']).level,
    ).toBe('master');
  });
});
