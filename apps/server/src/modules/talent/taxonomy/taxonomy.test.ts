// Consistency of the taxonomy the talent generator draws from: sizes, unique names, synonyms
// that expand to exactly one skill or title, and every cross-reference resolving to its list.
import {
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from '@talentbase/shared/domain/company-filters';
import { SENIORITY_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import { ACADEMIC_SUBJECTS } from '@talentbase/shared/reference/academic-subjects';
import { findCountryByCode } from '@talentbase/shared/reference/countries';
import { describe, expect, it } from 'vitest';
import { CERTIFICATIONS } from './certifications';
import { COMPANIES, INVENTED_COMPANIES, REAL_COMPANIES } from './companies';
import { TITLE_FAMILIES, type TitleFamily } from './families';
import { INDUSTRIES } from './industries';
import { COUNTRY_LANGUAGES, LANGUAGES } from './languages';
import { SCHOOLS } from './schools';
import { findSkill, SKILLS } from './skills';
import { seniorityPrefixesFor, TITLES } from './titles';

/** Case-insensitive duplicates among `values`, each reported once. */
function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) repeated.add(value);
    seen.add(key);
  }
  return [...repeated];
}

/** Keys (name and synonyms) claimed by more than one entry, case-insensitively, with the claimants. */
function ambiguousKeys(entries: readonly { name: string; synonyms: readonly string[] }[]): string[] {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    const own = new Set<string>();
    for (const key of [entry.name, ...entry.synonyms]) {
      const lower = key.toLowerCase();
      if (own.has(lower)) problems.push(`"${key}" repeated within "${entry.name}"`);
      own.add(lower);
      const previous = owner.get(lower);
      if (previous !== undefined && previous !== entry.name) {
        problems.push(`"${key}" of "${entry.name}" is also "${previous}"`);
      }
      owner.set(lower, entry.name);
    }
  }
  return problems;
}

const FAMILIES = new Set<string>(TITLE_FAMILIES);
const INDUSTRY_NAMES = new Set(INDUSTRIES.map((industry) => industry.name));
const SKILL_NAMES = new Set(SKILLS.map((skill) => skill.name));
const CERTIFICATION_NAMES = new Set(CERTIFICATIONS.map((certification) => certification.name));
const SUBJECT_SLUGS = new Set(ACADEMIC_SUBJECTS.map((subject) => subject.value));
const SENIORITIES = new Set<string>(SENIORITY_OPTIONS.map((option) => option.value));
const SIZE_BANDS = new Set<string>(COMPANY_SIZE_BANDS.map((band) => band.value));
const FUNDING_STAGES = new Set<string>(FUNDING_STAGE_OPTIONS.map((option) => option.value));
const COMPANY_TYPES = new Set<string>(COMPANY_TYPE_OPTIONS.map((option) => option.value));

function unknownFamilies(families: readonly string[]): string[] {
  return families.filter((family) => !FAMILIES.has(family));
}

describe('families', () => {
  it('include the families the generator is specified with', () => {
    const required = [
      'engineering',
      'data',
      'product',
      'design',
      'healthcare',
      'research',
      'architecture',
      'game',
      'sales',
      'marketing',
      'finance',
      'hr',
      'operations',
      'legal',
      'customer_success',
      'education',
    ];
    expect(required.filter((family) => !FAMILIES.has(family))).toEqual([]);
    expect(duplicates(TITLE_FAMILIES)).toEqual([]);
  });
});

describe('titles', () => {
  it('are at least 320, with every family at 8 or more and the big three at 30 or more', () => {
    expect(TITLES.length).toBeGreaterThanOrEqual(320);
    const perFamily = new Map<TitleFamily, number>();
    for (const title of TITLES) perFamily.set(title.family, (perFamily.get(title.family) ?? 0) + 1);
    for (const family of TITLE_FAMILIES) expect(perFamily.get(family) ?? 0, family).toBeGreaterThanOrEqual(8);
    for (const family of ['engineering', 'healthcare', 'sales'] as const) {
      expect(perFamily.get(family) ?? 0, family).toBeGreaterThanOrEqual(30);
    }
  });

  it('have unique names and synonyms across all titles', () => {
    expect(ambiguousKeys(TITLES)).toEqual([]);
  });

  it('name 6 to 15 distinct skills, each a canonical skill name', () => {
    const problems = TITLES.flatMap((title) => [
      ...(title.skills.length < 6 || title.skills.length > 15
        ? [`${title.name}: ${title.skills.length} skills`]
        : []),
      ...duplicates(title.skills).map((skill) => `${title.name}: "${skill}" twice`),
      ...title.skills.filter((skill) => !SKILL_NAMES.has(skill)).map((skill) => `${title.name}: "${skill}"`),
    ]);
    expect(problems).toEqual([]);
  });

  it('name 1 to 4 industries from INDUSTRIES', () => {
    const problems = TITLES.flatMap((title) => [
      ...(title.industries.length < 1 || title.industries.length > 4
        ? [`${title.name}: ${title.industries.length}`]
        : []),
      ...title.industries
        .filter((industry) => !INDUSTRY_NAMES.has(industry))
        .map((i) => `${title.name}: "${i}"`),
    ]);
    expect(problems).toEqual([]);
  });

  it('name 1 to 4 majors, each an academic-subject slug', () => {
    const problems = TITLES.flatMap((title) => [
      ...(title.majors.length < 1 || title.majors.length > 4
        ? [`${title.name}: ${title.majors.length}`]
        : []),
      ...title.majors
        .filter((major) => !SUBJECT_SLUGS.has(major))
        .map((major) => `${title.name}: "${major}"`),
    ]);
    expect(problems).toEqual([]);
  });

  it('name only certifications from CERTIFICATIONS', () => {
    const problems = TITLES.flatMap((title) =>
      (title.certifications ?? [])
        .filter((certification) => !CERTIFICATION_NAMES.has(certification))
        .map((certification) => `${title.name}: "${certification}"`),
    );
    expect(problems).toEqual([]);
  });

  it('have valid families, seniorities and minimum years', () => {
    const problems = TITLES.flatMap((title) => [
      ...unknownFamilies([title.family]).map((family) => `${title.name}: family ${family}`),
      ...(title.seniorities.length === 0 ? [`${title.name}: no seniority`] : []),
      ...title.seniorities
        .filter((level) => !SENIORITIES.has(level))
        .map((level) => `${title.name}: ${level}`),
      ...(Number.isInteger(title.minYears) && title.minYears >= 0
        ? []
        : [`${title.name}: minYears ${title.minYears}`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('work in industries where at least one company employs', () => {
    const employing = new Set(COMPANIES.map((company) => company.industry));
    const missing = new Set(
      TITLES.flatMap((title) => title.industries.filter((industry) => !employing.has(industry))),
    );
    expect([...missing]).toEqual([]);
  });

  it('never become another title when the generator adds a level prefix', () => {
    const owner = new Map<string, string>();
    for (const title of TITLES)
      for (const key of [title.name, ...title.synonyms]) owner.set(key.toLowerCase(), title.name);
    const collisions = TITLES.flatMap((title) => {
      const ladder = seniorityPrefixesFor(title.family);
      const rungs = [
        ...(title.seniorities.includes('junior') ? ladder.junior : []),
        ...(title.seniorities.includes('senior') ? ladder.senior : []),
      ];
      return rungs
        .map((rung) => `${rung.prefix}${title.name}`)
        .filter((prefixed) => (owner.get(prefixed.toLowerCase()) ?? title.name) !== title.name);
    });
    expect(collisions).toEqual([]);
  });

  it('have a level ladder for every family, each with an entry-level rung', () => {
    for (const family of TITLE_FAMILIES) {
      const ladder = seniorityPrefixesFor(family);
      expect(
        ladder.junior.some((rung) => rung.minYears === 0),
        family,
      ).toBe(true);
      expect(ladder.senior.length, family).toBeGreaterThan(0);
      expect(
        [...ladder.junior, ...ladder.senior].every((rung) => rung.minYears >= 0),
        family,
      ).toBe(true);
    }
  });
});

describe('skills', () => {
  it('are at least 1,100 with unique names', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(1100);
    expect(duplicates(SKILLS.map((skill) => skill.name))).toEqual([]);
  });

  it('have no synonym equal to another skill name or synonym, so expansion is unambiguous', () => {
    expect(ambiguousKeys(SKILLS)).toEqual([]);
  });

  it('have a category and known families', () => {
    const problems = SKILLS.flatMap((skill) => [
      ...(skill.category.trim() === '' ? [`${skill.name}: no category`] : []),
      ...(skill.families.length === 0 ? [`${skill.name}: no family`] : []),
      ...unknownFamilies(skill.families).map((family) => `${skill.name}: ${family}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('carry the family of every title that names them', () => {
    const bySkill = new Map(SKILLS.map((skill) => [skill.name, skill]));
    const missing = TITLES.flatMap((title) =>
      title.skills
        .filter((name) => !(bySkill.get(name)?.families ?? []).includes(title.family))
        .map((name) => `${name}: ${title.family}`),
    );
    expect(missing).toEqual([]);
  });

  it('cover every family', () => {
    const covered = new Set(SKILLS.flatMap((skill) => skill.families));
    expect(TITLE_FAMILIES.filter((family) => !covered.has(family))).toEqual([]);
  });

  it('are found by name or synonym, case-insensitively', () => {
    expect(findSkill('k8s')?.name).toBe('Kubernetes');
    expect(findSkill('AWS')?.name).toBe('Amazon Web Services');
    expect(findSkill('sfdc')?.name).toBe('Salesforce');
    expect(findSkill('ACLS')?.name).toBe('Advanced Cardiac Life Support');
    expect(findSkill(' postgres ')?.name).toBe('PostgreSQL');
    expect(findSkill('no such skill')).toBeUndefined();
  });
});

describe('companies', () => {
  it('are at least 400, real and invented, with unique names and domains', () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(400);
    expect(REAL_COMPANIES.length).toBeGreaterThanOrEqual(200);
    expect(INVENTED_COMPANIES.length).toBeGreaterThanOrEqual(250);
    expect(duplicates(COMPANIES.map((company) => company.name))).toEqual([]);
    expect(duplicates(COMPANIES.map((company) => company.domain))).toEqual([]);
  });

  it('give invented companies example.com domains and real ones real domains', () => {
    expect(INVENTED_COMPANIES.filter((company) => !company.domain.endsWith('.example.com'))).toEqual([]);
    expect(REAL_COMPANIES.filter((company) => company.domain.includes('example'))).toEqual([]);
  });

  it('use industries, size bands, funding stages, types and families from their option lists', () => {
    const problems = COMPANIES.flatMap((company) => [
      ...(INDUSTRY_NAMES.has(company.industry) ? [] : [`${company.name}: industry ${company.industry}`]),
      ...(SIZE_BANDS.has(company.sizeBand) ? [] : [`${company.name}: size ${company.sizeBand}`]),
      ...(company.fundingStage === null || FUNDING_STAGES.has(company.fundingStage)
        ? []
        : [`${company.name}: funding ${company.fundingStage}`]),
      ...(company.types.length === 0 ? [`${company.name}: no type`] : []),
      ...company.types
        .filter((type) => !COMPANY_TYPES.has(type))
        .map((type) => `${company.name}: type ${type}`),
      ...unknownFamilies(company.families ?? []).map((family) => `${company.name}: family ${family}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('are exactly one of public, private or government, and public exactly when listed', () => {
    const problems = COMPANIES.flatMap((company) => {
      const ownership = company.types.filter((type) => ['public', 'private', 'government'].includes(type));
      const listed = company.fundingStage === 'ipo';
      return [
        ...(ownership.length === 1 ? [] : [`${company.name}: ${ownership.join('+') || 'no ownership'}`]),
        ...(company.types.includes('public') === listed
          ? []
          : [`${company.name}: public vs ${company.fundingStage}`]),
        ...(company.types.includes('unicorn') && !company.types.includes('private')
          ? [`${company.name}: unicorn`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('have headquarters in known countries', () => {
    const unknown = COMPANIES.filter((company) => findCountryByCode(company.hq.country) === undefined);
    expect(unknown.map((company) => `${company.name}: ${company.hq.country}`)).toEqual([]);
  });
});

describe('industries', () => {
  it('are about 80 with unique names and known families', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(75);
    expect(duplicates(INDUSTRIES.map((industry) => industry.name))).toEqual([]);
    const problems = INDUSTRIES.flatMap((industry) =>
      unknownFamilies(industry.families).map((f) => `${industry.name}: ${f}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('schools', () => {
  it('are at least 300 with unique names, known countries and every kind represented', () => {
    expect(SCHOOLS.length).toBeGreaterThanOrEqual(300);
    expect(duplicates(SCHOOLS.map((school) => school.name))).toEqual([]);
    expect(SCHOOLS.filter((school) => findCountryByCode(school.country) === undefined)).toEqual([]);
    const kinds = new Set(SCHOOLS.map((school) => school.kind));
    expect([...kinds].sort()).toEqual(['bootcamp', 'community_college', 'nursing_school', 'university']);
  });
});

describe('certifications', () => {
  it('are at least 150 with unique names, an issuer and known families', () => {
    expect(CERTIFICATIONS.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(CERTIFICATIONS.map((certification) => certification.name))).toEqual([]);
    const problems = CERTIFICATIONS.flatMap((certification) => [
      ...(certification.issuer.trim() === '' ? [`${certification.name}: no issuer`] : []),
      ...(certification.families.length === 0 ? [`${certification.name}: no family`] : []),
      ...unknownFamilies(certification.families).map((family) => `${certification.name}: ${family}`),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('languages', () => {
  // The 40 most populous countries (UN estimates) and the 27 members of the European Union.
  const MOST_POPULOUS =
    'IN CN US ID PK NG BR BD RU ET MX JP EG PH CD VN IR TR DE TH TZ GB FR ZA IT KE MM CO KR SD UG ES DZ IQ AR AF YE CA PL MA';
  const EUROPEAN_UNION = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE';

  it('are about 40 or more with unique two-letter codes and names', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(40);
    expect(duplicates(LANGUAGES.map((language) => language.code))).toEqual([]);
    expect(duplicates(LANGUAGES.map((language) => language.name))).toEqual([]);
    expect(LANGUAGES.filter((language) => !/^[a-z]{2}$/.test(language.code))).toEqual([]);
  });

  it('cover the most populous countries and the EU, with known countries and languages', () => {
    const required = `${MOST_POPULOUS} ${EUROPEAN_UNION}`.split(' ');
    expect(required.filter((country) => COUNTRY_LANGUAGES[country] === undefined)).toEqual([]);
    const codes = new Set(LANGUAGES.map((language) => language.code));
    const problems = Object.entries(COUNTRY_LANGUAGES).flatMap(([country, languages]) => [
      ...(findCountryByCode(country) === undefined ? [`${country}: unknown country`] : []),
      ...(languages.length === 0 ? [`${country}: no language`] : []),
      ...languages.filter((code) => !codes.has(code)).map((code) => `${country}: ${code}`),
      ...duplicates(languages).map((code) => `${country}: ${code} twice`),
    ]);
    expect(problems).toEqual([]);
  });
});
