import { describe, expect, it } from 'vitest';
import { emptyResume } from './empty-resume';
import { applicantFeatures, blankAddresses } from './features';
import { taxonomyIndex } from './taxonomy-index';

const featuresOf = (text: string) => applicantFeatures({ ...emptyResume(), text });
const skillNames = (text: string) =>
  [...featuresOf(text).skills.keys()].map((id) => taxonomyIndex().term(id).name.toLowerCase());

describe('applicant features', () => {
  it('takes no skill from an email address or a link', () => {
    const names = skillNames(
      'Ana Ruiz\npython.dev@example.com\nhttps://github.com/java-fan\nlinkedin.com/in/react-ana\n\nSKILLS\nExcel, SQL',
    );
    expect(names).toContain('sql');
    expect(names).not.toContain('python');
    expect(names).not.toContain('java');
    expect(names).not.toContain('react');
  });

  it('blanks addresses with spaces of the same length, so evidence offsets still point into the text', () => {
    const text = 'Mail python.dev@example.com or see www.example.org/python today; Python for 5 years';
    const blanked = blankAddresses(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked).not.toContain('@');
    expect(blanked.indexOf('Python for 5 years')).toBe(text.indexOf('Python for 5 years'));
    expect(skillNames(text)).toContain('python');
  });
});
