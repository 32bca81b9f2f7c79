import { mappingProblem } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { normaliseHeader, suggestMapping } from './header-mapping';

describe('suggestMapping', () => {
  it('maps the usual header names to candidate fields', () => {
    const headers = [
      'First Name',
      'Last name',
      'E-mail',
      'Phone',
      'Mobile',
      'Job Title',
      'Company',
      'City',
      'LinkedIn',
      'Skills',
      'Favourite colour',
    ];
    expect(suggestMapping(headers)).toEqual([
      'firstName',
      'lastName',
      'emails',
      'phones',
      'phones',
      'title',
      'company',
      'location',
      'linkedinUrl',
      'skills',
      null,
    ]);
    expect(mappingProblem(suggestMapping(headers), headers.length)).toBeUndefined();
  });

  it('reads case, spacing, punctuation and accents loosely', () => {
    expect(suggestMapping(['EMAIL ADDRESS', 'email_address', 'Full-Name', 'JOB_TITLE'])).toEqual([
      'emails',
      'emails',
      'fullName',
      'title',
    ]);
    expect(suggestMapping(['Prénom', 'NOM'])).toEqual(['firstName', 'lastName']);
  });

  it('recognises descriptive headers by what they contain', () => {
    expect(
      suggestMapping(['Primary E-Mail', 'Mobile (work)', 'Current Job Title', 'LinkedIn profile link']),
    ).toEqual(['emails', 'phones', 'title', 'linkedinUrl']);
  });

  it('maps a single-value field once and prefers first and last name over a full name', () => {
    expect(suggestMapping(['Title', 'Job Title', 'Name', 'Company'])).toEqual([
      'title',
      null,
      'fullName',
      'company',
    ]);
    expect(suggestMapping(['Name', 'First Name', 'Last Name'])).toEqual([null, 'firstName', 'lastName']);
  });

  it('leaves empty and unknown headers unmapped', () => {
    expect(suggestMapping(['', '   ', 'Column 7'])).toEqual([null, null, null]);
  });

  it('normalises headers to letters and digits', () => {
    expect(normaliseHeader(' E-Mail Address ')).toBe('emailaddress');
    expect(normaliseHeader('Prénom')).toBe('prenom');
  });
});

describe('mappingProblem', () => {
  it('needs a name, each single-value field once, and one entry per column', () => {
    expect(mappingProblem(['emails', null], 2)).toMatch(/Full name/);
    expect(mappingProblem(['fullName', 'title', 'title'], 3)).toBe(
      'Job title is mapped to more than one column',
    );
    expect(mappingProblem(['fullName', 'firstName'], 2)).toMatch(/not both/);
    expect(mappingProblem(['fullName'], 2)).toMatch(/one entry per column/);
    expect(mappingProblem(['lastName', 'emails', 'emails'], 3)).toBeUndefined();
  });
});
