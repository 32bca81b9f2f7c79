import { parsedResumeSchema } from '@talentbase/shared/contracts/applicant-match';
import { describe, expect, it } from 'vitest';
import { mapJsonResume, readJsonResume } from './json-resume';

const now = new Date('2026-11-01T00:00:00Z');

/** A JSON Resume (schema v1) as jsonresume.org exports it. */
const GOOD = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Richard Hendricks',
    label: 'Programmer',
    email: 'richard@example.com',
    phone: '(912) 555-4321',
    url: 'https://richardhendricks.example.com',
    summary: 'Richard hails from Tulsa.',
    location: { city: 'San Francisco', region: 'California', countryCode: 'US' },
    profiles: [
      { network: 'LinkedIn', username: 'rhendricks', url: 'https://linkedin.com/in/rhendricks' },
      { network: 'GitHub', url: 'https://github.com/rhendricks' },
    ],
  },
  work: [
    {
      name: 'Pied Piper',
      position: 'CEO/President',
      startDate: '2013-12-01',
      highlights: ['Built an algorithm'],
    },
    { name: 'Hooli', position: 'Senior Engineer', startDate: '2010-01', endDate: '2013-11-30' },
  ],
  education: [
    {
      institution: 'University of Oklahoma',
      area: 'Information Technology',
      studyType: 'Bachelor',
      startDate: '2006-06-01',
      endDate: '2010-01-01',
    },
  ],
  skills: [{ name: 'Web Development', keywords: ['HTML', 'CSS', 'JavaScript'] }],
  languages: [{ language: 'English', fluency: 'Native speaker' }, { language: 'Spanish' }],
  certificates: [{ name: 'Certified Kubernetes Administrator', date: '2021-11-07', issuer: 'CNCF' }],
};

describe('JSON Resume', () => {
  it('maps a JSON Resume document onto the profile', () => {
    const read = readJsonResume('richard.json', Buffer.from(JSON.stringify(GOOD)), { now });
    if ('rejected' in read) throw new Error(read.rejected);
    const { doc, contacts, warnings } = read.resume;
    expect(parsedResumeSchema.safeParse(read.resume).success).toBe(true);
    expect(doc.basic).toMatchObject({
      fullname: 'Richard Hendricks',
      headline: 'Programmer',
      city: 'San Francisco',
      state: 'California',
      country: 'United States',
      current_title: 'CEO/President',
      current_company: 'Pied Piper',
      social_links: {
        website: 'https://richardhendricks.example.com',
        linkedin: 'https://linkedin.com/in/rhendricks',
        github: 'https://github.com/rhendricks',
      },
    });
    expect(contacts).toEqual({ emails: ['richard@example.com'], phones: ['(912) 555-4321'] });
    expect(doc.position.map((p) => [p.title, p.company.name, p.start_date, p.end_date, p.iscurrent])).toEqual(
      [
        ['CEO/President', 'Pied Piper', '2013-12', null, true],
        ['Senior Engineer', 'Hooli', '2010-01', '2013-11', false],
      ],
    );
    // Jan 2010 through Nov 2026: 203 months.
    expect(doc.analytics.fulltime_years).toBe(16.9);
    expect(doc.education[0]).toMatchObject({
      school: 'University of Oklahoma',
      major: 'Information Technology',
      startyear: 2006,
      endyear: 2010,
    });
    expect(doc.analytics.education_level).toBe('bachelor');
    expect(doc.analytics.skill).toEqual(['Web Development', 'HTML', 'CSS', 'JavaScript']);
    expect(doc.language).toEqual([
      { name: 'English', code: 'en', proficiency: 5 },
      { name: 'Spanish', code: 'es', proficiency: 1 },
    ]);
    expect(doc.certification).toEqual([
      { name: 'Certified Kubernetes Administrator', issuer: 'CNCF', year: 2021 },
    ]);
    expect(warnings).toEqual(['No level was given for Spanish; recorded as limited (1).']);
  });

  it('refuses bad JSON with the reason', () => {
    const read = readJsonResume('broken.json', Buffer.from('{"basics": {"name": "Ann"'));
    expect(read).toEqual({ rejected: expect.stringMatching(/"broken\.json" is not valid JSON/) });
  });

  it('refuses JSON that is not a résumé', () => {
    for (const doc of [[1, 2, 3], { invoice: 42 }, 'hello', null])
      expect(mapJsonResume('other.json', doc)).toEqual({
        rejected: expect.stringMatching(/not a JSON Resume/),
      });
  });

  it('drops wrongly typed fields instead of inventing values', () => {
    const read = mapJsonResume('odd.json', {
      basics: { name: 42, email: ['x'], location: 'Paris' },
      work: [{ name: { a: 1 }, position: 'Engineer', startDate: 'sometime' }, 'not a job'],
    });
    if ('rejected' in read) throw new Error(read.rejected);
    expect(read.resume.doc.basic.fullname).toBe('');
    expect(read.resume.contacts.emails).toEqual([]);
    expect(read.resume.doc.basic.location).toBeNull();
    expect(read.resume.doc.position).toEqual([
      expect.objectContaining({
        title: 'Engineer',
        company: { name: '' },
        start_date: null,
        iscurrent: false,
      }),
    ]);
    expect(read.resume.warnings).toEqual(['The JSON Resume has no name.', 'Some jobs have no start date.']);
    expect(parsedResumeSchema.safeParse(read.resume).success).toBe(true);
  });
});
