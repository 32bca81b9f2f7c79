// The shape of an employer and the row builders the companies-*.ts files use. Rows are tuples,
// one company a line, because a company has eight short facts and a table reads better than
// eight-line objects; the test checks every value against its option list.
import type { CompanySizeBand, CompanyType, FundingStage } from '@talentbase/shared/domain/company-filters';
import type { TitleFamily } from './families';

export type CompanyDef = {
  name: string;
  domain: string;
  /** An INDUSTRIES name. */
  industry: string;
  sizeBand: CompanySizeBand;
  /** The last funding stage reached; null for companies never funded in rounds (partnerships, agencies, the state). */
  fundingStage: FundingStage | null;
  types: CompanyType[];
  /** country is ISO 3166-1 alpha-2. */
  hq: { city: string; country: string };
  /** Families the employer hires beyond what its industry implies (a bank's engineers, a studio's artists). */
  families?: TitleFamily[];
};

type Types = readonly CompanyType[];

export const PUBLIC: Types = ['public'];
export const PUBLIC_US1000: Types = ['public', 'fortune_us_1000'];
export const PUBLIC_GLOBAL500: Types = ['public', 'fortune_global_500'];
export const PUBLIC_GLOBAL500_US1000: Types = ['public', 'fortune_global_500', 'fortune_us_1000'];
export const PRIVATE: Types = ['private'];
export const PRIVATE_GLOBAL500: Types = ['private', 'fortune_global_500'];
export const PRIVATE_GLOBAL500_US1000: Types = ['private', 'fortune_global_500', 'fortune_us_1000'];
export const UNICORN: Types = ['private', 'unicorn'];
export const GOVERNMENT: Types = ['government'];
export const GOVERNMENT_GLOBAL500: Types = ['government', 'fortune_global_500'];

export type RealCompanyRow = readonly [
  name: string,
  domain: string,
  industry: string,
  sizeBand: CompanySizeBand,
  fundingStage: FundingStage | null,
  types: Types,
  city: string,
  country: string,
  families?: readonly TitleFamily[],
];

/** An invented company has no real domain: it gets `<slug>.example.com`. */
export type InventedCompanyRow = readonly [
  name: string,
  industry: string,
  sizeBand: CompanySizeBand,
  fundingStage: FundingStage | null,
  types: Types,
  city: string,
  country: string,
  families?: readonly TitleFamily[],
];

function company(
  name: string,
  domain: string,
  rest: readonly [
    string,
    CompanySizeBand,
    FundingStage | null,
    Types,
    string,
    string,
    (readonly TitleFamily[])?,
  ],
): CompanyDef {
  const [industry, sizeBand, fundingStage, types, city, country, families] = rest;
  const def: CompanyDef = {
    name,
    domain,
    industry,
    sizeBand,
    fundingStage,
    types: [...types],
    hq: { city, country },
  };
  if (families !== undefined) def.families = [...families];
  return def;
}

export function realCompanies(rows: readonly RealCompanyRow[]): CompanyDef[] {
  return rows.map(([name, domain, ...rest]) => company(name, domain, rest));
}

export function inventedDomain(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.example.com`;
}

export function inventedCompanies(rows: readonly InventedCompanyRow[]): CompanyDef[] {
  return rows.map(([name, ...rest]) => company(name, inventedDomain(name), rest));
}
