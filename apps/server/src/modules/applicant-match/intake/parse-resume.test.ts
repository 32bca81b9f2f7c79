import { profileDocSchema } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { ENGLISH_RESUME, GERMAN_RESUME, NAMELESS_RESUME, SPANISH_RESUME } from './fixtures/sample-resumes';
import { parseResume } from './parse-resume';
import { findPhones } from './resume-contact';
import { findDateRange } from './resume-dates';
import { headingOf } from './resume-sections';

const now = new Date('2026-11-01T00:00:00Z');
const parse = (lines: readonly string[]) => parseResume(lines.join('\n'), { now });

describe('parseResume: an English résumé', () => {
  const r = parse(ENGLISH_RESUME);
  const { basic } = r.doc;

  it('gives a profile that fits the stored structure', () => {
    expect(profileDocSchema.safeParse(r.doc).success).toBe(true);
  });

  it('reads the contact block', () => {
    expect(basic.fullname).toBe('Jane Q. Doe');
    expect([basic.first_name, basic.last_name]).toEqual(['Jane', 'Q. Doe']);
    expect(basic.headline).toBe('Senior Software Engineer');
    expect([basic.city, basic.state, basic.country]).toEqual(['Austin', 'TX', null]);
    expect(r.contacts).toEqual({ emails: ['jane.doe@example.com'], phones: ['(512) 555-0142'] });
    expect(basic.social_links).toEqual({
      linkedin: 'linkedin.com/in/janedoe',
      github: 'https://github.com/janedoe',
    });
    expect(basic.summary).toMatch(/^Backend engineer/);
  });

  it('reads each job with its dates in the three layouts', () => {
    expect(
      r.doc.position.map((p) => [p.title, p.company.name, p.start_date, p.end_date, p.iscurrent]),
    ).toEqual([
      ['Senior Software Engineer', 'Acme Payments Inc.', '2020-03', null, true],
      ['Software Engineer', 'Globex Corporation', '2016-06', '2020-02', false],
      ['Software Engineering Intern', 'Initech Ltd.', '2015-06', '2015-08', false],
    ]);
    expect(r.doc.position[0]?.summary).toBe(
      'Led the move of the ledger service to Go, cutting latency by 40%.\nMentored four engineers.',
    );
    expect(r.doc.current_position?.company.name).toBe('Acme Payments Inc.');
    expect([basic.current_title, basic.current_company]).toEqual([
      'Senior Software Engineer',
      'Acme Payments Inc.',
    ]);
  });

  it('counts full-time years from the jobs, without the internship', () => {
    // Jun 2016 through Nov 2026 (the pinned "now", its month counted): 126 months.
    expect(r.doc.analytics.fulltime_years).toBe(10.5);
    expect(r.doc.analytics.experience_range).toBe('10+');
  });

  it('reads education, skills, languages and certifications', () => {
    expect(r.doc.education).toEqual([
      {
        id: 1,
        school: 'University of Texas at Austin',
        degree: 'Bachelor of Science in Computer Science',
        major: 'Computer Science',
        startyear: 2012,
        endyear: 2016,
      },
    ]);
    expect(r.doc.analytics.education_level).toBe('bachelor');
    expect(r.doc.analytics.skill).toEqual(['Go', 'Python', 'SQL', 'PostgreSQL', 'Kubernetes', 'AWS']);
    expect(r.doc.handson[0]).toEqual({ handson_skill: 'Go', handson_linkedin_endorsements: 0 });
    expect(r.doc.language).toEqual([
      { name: 'English', code: 'en', proficiency: 5 },
      { name: 'Spanish', code: 'es', proficiency: 3 },
      { name: 'German', code: 'de', proficiency: 1 },
    ]);
    expect(r.doc.certification).toEqual([
      { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services', year: 2021 },
      { name: 'Certified Kubernetes Administrator (CKA)', issuer: null, year: 2022 },
    ]);
  });

  it('says what it assumed, and only that', () => {
    expect(r.warnings).toEqual(['No level was given for German; recorded as limited (1).']);
  });

  it('leaves what a résumé does not say empty', () => {
    const a = r.doc.analytics;
    expect([a.gender, a.race, a.compensation_base, a.availability, a.industry, a.title_level]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([a.veteran, a.visa_sponsorship]).toEqual([false, false]);
  });
});

describe('parseResume: résumés in other languages', () => {
  it('reads a Spanish résumé and warns that it is in Spanish', () => {
    const r = parse(SPANISH_RESUME);
    expect(r.doc.basic.fullname).toBe('María José García López');
    expect(r.doc.basic.country).toBe('Spain');
    expect(r.doc.analytics.norm_location).toMatchObject({ country_code: 'ES', in_gdpr: true });
    expect(r.doc.position.map((p) => [p.title, p.company.name, p.start_date, p.end_date])).toEqual([
      ['Ingeniera de Datos', 'Banco Ejemplo S.A.', '2019-01', null],
      ['Analista de Datos', 'Seguros Ficticios S.L.', '2016-09', '2018-12'],
    ]);
    expect(r.doc.education.map((e) => [e.school, e.major])).toEqual([
      ['Universidad Politécnica de Madrid', 'Ciencia de Datos'],
      ['Universidad Complutense de Madrid', 'Matemáticas'],
    ]);
    expect(r.doc.analytics.education_level).toBe('master');
    expect(r.doc.language.map((l) => [l.name, l.proficiency])).toEqual([
      ['Spanish', 5],
      ['English', 4],
      ['French', 2],
    ]);
    expect(r.warnings.some((w) => /written in Spanish/.test(w))).toBe(true);
    expect(profileDocSchema.safeParse(r.doc).success).toBe(true);
  });

  it('reads a German résumé with jobs as "Title bei Company" above the dates', () => {
    const r = parse(GERMAN_RESUME);
    expect(r.doc.position.map((p) => [p.title, p.company.name, p.start_date, p.iscurrent])).toEqual([
      ['Softwareentwickler', 'Muster GmbH', '2018-04', true],
      ['Werkstudent', 'Beispiel AG', '2016-10', false],
    ]);
    // The working-student job is not full-time: Apr 2018 through Nov 2026 only (104 months).
    expect(r.doc.analytics.fulltime_years).toBe(8.7);
    expect(r.doc.education[0]).toMatchObject({
      school: 'Technische Universität Berlin',
      major: 'Informatik',
    });
    expect(r.warnings.some((w) => /written in German/.test(w))).toBe(true);
  });
});

describe('parseResume: nothing invented', () => {
  it('gives no name, contacts or location when there are none', () => {
    const r = parse(NAMELESS_RESUME);
    expect(r.doc.basic.fullname).toBe('');
    expect(r.doc.basic.first_name).toBeUndefined();
    expect(r.contacts).toEqual({ emails: [], phones: [] });
    expect([r.doc.basic.location, r.doc.basic.country, r.doc.basic.headline]).toEqual([null, null, null]);
    expect(r.warnings).toContain('No name was found at the top of the résumé.');
    expect(r.warnings).toContain('No email address or phone number was found.');
    expect(r.warnings).toContain('Some job dates give only the year; those months were taken as January.');
    expect(r.doc.education[0]).toMatchObject({
      school: 'Boston College',
      degree: 'BSN',
      major: 'Nursing',
      endyear: 2018,
    });
  });

  it('does not take a job title at the top for a name', () => {
    const r = parse(['Senior Software Engineer', 'someone@example.com']);
    expect(r.doc.basic.fullname).toBe('');
  });

  it('reads a name written with a title or credentials, without them', () => {
    const nameOf = (line: string) => parse([line, 'Seattle, WA, US', 'someone@example.com']).doc.basic;
    expect(nameOf('Ana Gutierrez, RN')).toMatchObject({ fullname: 'Ana Gutierrez', first_name: 'Ana' });
    expect(nameOf("Megan O'Brien, CPA").fullname).toBe("Megan O'Brien");
    expect(nameOf('Dr. Michael Chen, PharmD, BCPS')).toMatchObject({
      fullname: 'Michael Chen',
      first_name: 'Michael',
      last_name: 'Chen',
    });
    // A title alone, or a line of words with a comma, is still no name.
    expect(nameOf('Registered Nurse, ICU').fullname).toBe('');
    expect(nameOf('Dr. Who').fullname).toBe('');
  });

  it('reads text with no headings as no jobs and says so', () => {
    const r = parse(['Jane Doe', 'I like building things and worked at several places since 2010 - 2012.']);
    expect(r.doc.position).toEqual([]);
    expect(r.doc.analytics.fulltime_years).toBe(0);
    expect(r.doc.analytics.experience_range).toBeNull();
    expect(r.warnings.some((w) => /No section headings/.test(w))).toBe(true);
  });

  it('warns when jobs have no dates instead of counting years', () => {
    const r = parse(['Jane Doe', 'EXPERIENCE', 'Software Engineer, Acme Inc', 'Built things.']);
    expect(r.doc.position).toEqual([]);
    expect(r.doc.analytics.experience_range).toBeNull();
    expect(r.warnings).toContain(
      'The jobs have no dates that could be read, so years of experience are unknown.',
    );
  });
});

describe('the pieces', () => {
  it('knows headings in several spellings', () => {
    expect(
      ['Work History', 'PROFESSIONAL EXPERIENCE:', 'Berufserfahrung', 'Experiencia laboral'].map(headingOf),
    ).toEqual(['experience', 'experience', 'experience', 'experience']);
    expect(
      ['Licenses & Certifications', 'Sprachkenntnisse', 'Formación académica', 'Core Competencies'].map(
        headingOf,
      ),
    ).toEqual(['certifications', 'languages', 'education', 'skills']);
    expect(headingOf('Led the experience team')).toBeNull();
  });

  it('reads date ranges in the usual forms', () => {
    const ym = (line: string) => {
      const r = findDateRange(line);
      return r && [r.start, r.end, r.current];
    };
    expect(ym('Jan 2020 – Present')).toEqual([{ year: 2020, month: 1 }, null, true]);
    expect(ym('September 2015 to June 2018')).toEqual([
      { year: 2015, month: 9 },
      { year: 2018, month: 6 },
      false,
    ]);
    expect(ym('03/2019 - 11/2021')).toEqual([{ year: 2019, month: 3 }, { year: 2021, month: 11 }, false]);
    expect(ym('2012 — 2016')).toEqual([{ year: 2012, month: null }, { year: 2016, month: null }, false]);
    expect(ym('März 2019 bis heute')).toEqual([{ year: 2019, month: 3 }, null, true]);
    expect(ym('2021 - 2019')).toBeNull();
    expect(ym('13/2020 - 01/2021')).toBeNull();
  });

  it('does not read a year range as a phone number', () => {
    expect(findPhones('2019 - 2021\n+1 415 555 0100\n555-0100')).toEqual(['+1 415 555 0100']);
  });
});
