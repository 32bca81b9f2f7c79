import { personaSchema } from '@talentbase/shared/contracts/applicant-match';
import { describe, expect, it } from 'vitest';
import { EVAL_JOBS } from './eval/jobs';
import { extractPersona } from './extract-persona';

function job(id: string) {
  const found = EVAL_JOBS.find((j) => j.id === id);
  if (!found) throw new Error(id);
  return extractPersona(found);
}

const names = (skills: { name: string }[]) => skills.map((s) => s.name);

describe('extractPersona', () => {
  it('nursing: licences, years, BSN, location, authorisation, language', () => {
    const p = job('icu-nurse');
    expect(personaSchema.parse(p)).toEqual(p);
    expect(p.certifications).toEqual([
      { name: 'Registered Nurse License (NCLEX-RN)', required: true },
      { name: 'Basic Life Support (BLS)', required: true },
      { name: 'Advanced Cardiac Life Support (ACLS)', required: true },
      { name: 'Critical Care Registered Nurse (CCRN)', required: false },
    ]);
    expect(p.minYearsExperience).toBe(2);
    expect(p.mustHaveSkills).toContainEqual({ name: 'Critical Care', minYears: 2 });
    expect(p.education).toEqual({ level: 'bachelor', fields: ['Nursing'], required: true });
    expect(p.location).toMatchObject({
      city: 'Seattle',
      state: 'WA',
      country: 'US',
      remote: false,
      radiusKm: 80,
    });
    expect(p.workAuthorization).toEqual({ country: 'US', sponsorshipAvailable: null });
    expect(p.languages).toEqual([{ name: 'Spanish', proficiency: 4 }]);
    expect(names(p.niceToHaveSkills)).toContain('Epic Systems');
    expect(p.lackJD).toBe(false);
  });

  it('software: years per skill, alternatives as nice-to-haves, sponsorship refused, the blurb ignored', () => {
    const p = job('backend-python');
    expect(p.minYearsExperience).toBe(5);
    expect(p.mustHaveSkills).toContainEqual({ name: 'Python', minYears: 3 });
    expect(names(p.mustHaveSkills)).toEqual(
      expect.arrayContaining(['SQL', 'PostgreSQL', 'Amazon Web Services', 'Docker']),
    );
    // "Django or FastAPI": either satisfies the job.
    expect(names(p.niceToHaveSkills)).toEqual(
      expect.arrayContaining(['Django', 'FastAPI', 'Kubernetes', 'Terraform', 'Apache Kafka']),
    );
    expect(names(p.mustHaveSkills)).not.toContain('Django');
    expect(p.education).toEqual({ level: 'bachelor', fields: ['Computer Science'], required: false });
    expect(p.workAuthorization).toEqual({ country: 'US', sponsorshipAvailable: false });
  });

  it('pharmacy (UK): MPharm, GPhC, right to work in the UK', () => {
    const p = job('community-pharmacist-uk');
    expect(p.education.level).toBe('master');
    expect(p.education.fields).toContain('Pharmacy');
    expect(p.certifications).toContainEqual({ name: 'GPhC Registration', required: true });
    expect(p.workAuthorization.country).toBe('GB');
    expect(p.location).toMatchObject({ city: 'Manchester', country: 'GB' });
  });

  it('pharmacy (US): PharmD required, BCPS preferred', () => {
    const p = job('hospital-pharmacist');
    expect(p.education).toMatchObject({ level: 'pharmd', required: true });
    expect(p.certifications).toEqual(
      expect.arrayContaining([
        { name: 'Pharmacist License (NAPLEX)', required: true },
        { name: 'Board Certified Pharmacotherapy Specialist (BCPS)', required: false },
      ]),
    );
    expect(p.minYearsExperience).toBe(2);
  });

  it('sales: years overall, skills and industry; the unmapped requirement kept as written', () => {
    const p = job('account-executive');
    expect(p.minYearsExperience).toBe(3);
    expect(names(p.mustHaveSkills)).toEqual(expect.arrayContaining(['Salesforce', 'MEDDIC', 'Negotiation']));
    expect(p.industries).toContain('Software Development');
    expect(p.freeRequirements).toContainEqual({
      text: 'Track record of meeting or exceeding quota.',
      isMustHave: true,
    });
    expect(p.location).toMatchObject({ city: 'Austin', state: 'TX' });
  });

  it('finance: CPA required, degree fields, a preference after a comma stays a preference', () => {
    const p = job('senior-accountant');
    expect(p.certifications).toContainEqual({ name: 'Certified Public Accountant (CPA)', required: true });
    expect(p.education).toEqual({ level: 'bachelor', fields: ['Accounting', 'Finance'], required: true });
    expect(p.minYearsExperience).toBe(4);
    expect(names(p.mustHaveSkills)).toContain('Generally Accepted Accounting Principles');
  });

  it('design: remote with a country, Figma a must, motion design a bonus', () => {
    const p = job('product-designer');
    expect(p.location).toMatchObject({ remote: true, radiusKm: null });
    expect(names(p.mustHaveSkills)).toEqual(
      expect.arrayContaining(['Figma', 'Prototyping', 'Usability Testing']),
    );
    expect(names(p.niceToHaveSkills)).toContain('Adobe After Effects');
    expect(p.minYearsExperience).toBe(4);
  });

  it('reads proficiency words, radius in miles and offered sponsorship', () => {
    const p = extractPersona({
      jobTitle: 'Bilingual Customer Support Specialist',
      description: `Requirements
- Native or bilingual Spanish and fluent English.
- Basic Portuguese is a plus.
- Must live within 25 miles of Denver, CO; this is an on-site role based in Denver, CO.
- Visa sponsorship is available for the right candidate.`,
    });
    expect(p.languages).toEqual([
      { name: 'Spanish', proficiency: 5 },
      { name: 'English', proficiency: 5 },
      { name: 'Portuguese', proficiency: 2 },
    ]);
    expect(p.location).toMatchObject({ city: 'Denver', state: 'CO', remote: false, radiusKm: 50 });
    expect(p.workAuthorization.sponsorshipAvailable).toBe(true);
  });

  it('a one-word description lacks a JD; the title still names its skills', () => {
    const p = extractPersona({ jobTitle: 'Python Developer', description: 'Python' });
    expect(p.lackJD).toBe(true);
    expect(names(p.mustHaveSkills)).toEqual(['Python']);
    expect(extractPersona({ jobTitle: 'Nurse', description: '' }).lackJD).toBe(true);
    expect(
      extractPersona({ jobTitle: 'Nurse', description: 'We are hiring, apply today please.' }).lackJD,
    ).toBe(true);
  });

  it('a 100,000-character description finishes fast and stays within the persona limits', () => {
    const block = EVAL_JOBS.map((j) => j.description).join('\n\n');
    let description = '';
    while (description.length < 100_000) description += `${block}\n\n`;
    description = description.slice(0, 100_000);
    extractPersona({ jobTitle: 'Warm-up', description: 'Python and SQL required.' });
    const started = performance.now();
    const p = extractPersona({ jobTitle: 'Everything Engineer', description });
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(1500);
    expect(personaSchema.parse(p)).toEqual(p);
    expect(p.mustHaveSkills.length).toBeLessThanOrEqual(60);
    expect(p.freeRequirements.length).toBeLessThanOrEqual(30);
    // One long line with no breaks at all must not trip a regular expression either.
    const line = 'x'.repeat(100_000);
    const t2 = performance.now();
    expect(extractPersona({ jobTitle: 'X', description: line }).lackJD).toBe(true);
    expect(performance.now() - t2).toBeLessThan(1500);
  });

  it('a description in another language invents no requirements', () => {
    const p = extractPersona({
      jobTitle: 'Enfermera de UCI',
      description: `Buscamos enfermera para la unidad de cuidados intensivos del hospital.
Requisitos: grado en enfermería, experiencia en ventilación mecánica y manejo de fármacos vasoactivos. Se valorará el trabajo en equipo.`,
    });
    expect(p.mustHaveSkills).toEqual([]);
    expect(p.niceToHaveSkills).toEqual([]);
    expect(p.certifications).toEqual([]);
    expect(p.education.level).toBeNull();
  });
});
