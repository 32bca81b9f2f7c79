/**
 * The generator's view of the taxonomy, indexed once per run: titles by family and level, skills
 * by family, employers by family, schools by country, the extra small companies that make the
 * long tail of employers, and the cities.
 */
import type { Seniority } from '@talentbase/shared/domain/sourcing-filters';
import { ACADEMIC_SUBJECTS } from '@talentbase/shared/reference/academic-subjects';
import { CERTIFICATIONS, type CertificationDef } from '../taxonomy/certifications';
import { COMPANIES, type CompanyDef } from '../taxonomy/companies';
import { TITLE_FAMILIES, type TitleFamily } from '../taxonomy/families';
import { INDUSTRIES } from '../taxonomy/industries';
import { COUNTRY_LANGUAGES, LANGUAGES } from '../taxonomy/languages';
import { SCHOOLS, type SchoolDef } from '../taxonomy/schools';
import { SKILLS, type SkillDef } from '../taxonomy/skills';
import { TITLES, type TitleDef } from '../taxonomy/titles';
import { buildExtraCompanies } from './extra-companies';
import { buildGeography, type Geography } from './geography';
import { Random, WeightedPicker } from './random';

/** How a recruiting database's profiles spread over job families. */
const FAMILY_WEIGHT: Record<TitleFamily, number> = {
  engineering: 20,
  data: 6,
  product: 4,
  design: 4,
  healthcare: 14,
  research: 3,
  architecture: 2,
  game: 2,
  sales: 11,
  marketing: 7,
  finance: 7,
  hr: 4,
  operations: 8,
  legal: 3,
  customer_success: 4,
  education: 3,
};

export type World = {
  geography: Geography;
  families: WeightedPicker<TitleFamily>;
  titlesByFamilyLevel: Map<string, TitleDef[]>;
  titlesByFamily: Map<TitleFamily, TitleDef[]>;
  skillByName: Map<string, SkillDef>;
  skillsByFamily: Map<TitleFamily, SkillDef[]>;
  generalSkills: SkillDef[];
  companies: readonly CompanyDef[];
  /** Employers by family: well-known ones and the long tail, picked about 35/65. */
  knownEmployers: Map<TitleFamily, CompanyDef[]>;
  tailEmployers: Map<TitleFamily, CompanyDef[]>;
  schoolsByCountry: Map<string, SchoolDef[]>;
  schools: readonly SchoolDef[];
  majorLabel: Map<string, string>;
  certifications: Map<string, CertificationDef>;
  certificationsByFamily: Map<TitleFamily, CertificationDef[]>;
  languageName: Map<string, string>;
  countryLanguages: Record<string, string[]>;
};

export const levelKey = (family: TitleFamily, level: Seniority) => `${family}:${level}`;

function groupBy<T, K>(items: readonly T[], keys: (item: T) => readonly K[]): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    for (const key of keys(item)) {
      const list = out.get(key) ?? [];
      list.push(item);
      out.set(key, list);
    }
  }
  return out;
}

const INDUSTRY_FAMILIES = new Map(INDUSTRIES.map((i) => [i.name, i.families]));
// Every employer has finance, HR and operations people.
const EVERY_EMPLOYER_HIRES: readonly TitleFamily[] = ['finance', 'hr', 'operations'];

function companyFamilies(company: CompanyDef): readonly TitleFamily[] {
  const own = company.families ?? INDUSTRY_FAMILIES.get(company.industry) ?? [];
  return [...new Set([...own, ...EVERY_EMPLOYER_HIRES])];
}

export function buildWorld(seed: number): World {
  const families = new WeightedPicker(
    TITLE_FAMILIES,
    TITLE_FAMILIES.map((f) => FAMILY_WEIGHT[f]),
  );
  const titlesByFamilyLevel = groupBy(TITLES, (t) => t.seniorities.map((s) => levelKey(t.family, s)));
  const titlesByFamily = groupBy(TITLES, (t) => [t.family]);
  const general = SKILLS.filter((s) => s.families.length >= TITLE_FAMILIES.length - 1);
  const extra = buildExtraCompanies(new Random(seed, 0x5eed), 6000);
  const all = [...COMPANIES, ...extra];
  return {
    geography: buildGeography(),
    families,
    titlesByFamilyLevel,
    titlesByFamily,
    skillByName: new Map(SKILLS.map((s) => [s.name, s])),
    skillsByFamily: groupBy(
      SKILLS.filter((s) => !general.includes(s)),
      (s) => s.families,
    ),
    generalSkills: general,
    companies: all,
    knownEmployers: groupBy(COMPANIES, companyFamilies),
    tailEmployers: groupBy(extra, companyFamilies),
    schoolsByCountry: groupBy(SCHOOLS, (s) => [s.country]),
    schools: SCHOOLS,
    majorLabel: new Map(ACADEMIC_SUBJECTS.map((m) => [m.value, m.label])),
    certifications: new Map(CERTIFICATIONS.map((c) => [c.name, c])),
    certificationsByFamily: groupBy(CERTIFICATIONS, (c) => c.families),
    languageName: new Map(LANGUAGES.map((l) => [l.code, l.name])),
    countryLanguages: COUNTRY_LANGUAGES,
  };
}
