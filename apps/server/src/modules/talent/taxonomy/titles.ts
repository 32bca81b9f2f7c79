// Every canonical job title of the generated talent database, gathered from the titles-*.ts
// files, and the level prefixes the generator puts in front of individual-contributor titles.
import type { TitleFamily } from './families';
import type { TitleDef } from './title-def';
import { ARCHITECTURE_TITLES, GAME_TITLES } from './titles-architecture-game';
import { DATA_TITLES, DESIGN_TITLES, PRODUCT_TITLES } from './titles-data-product-design';
import { EDUCATION_TITLES } from './titles-education';
import { HARDWARE_ENGINEERING_TITLES } from './titles-engineering-hardware';
import { SOFTWARE_ENGINEERING_TITLES } from './titles-engineering-software';
import { FINANCE_TITLES } from './titles-finance';
import { ALLIED_HEALTH_TITLES } from './titles-healthcare-allied';
import { NURSING_TITLES } from './titles-healthcare-nursing';
import { PHYSICIAN_TITLES } from './titles-healthcare-physicians';
import { HR_TITLES } from './titles-hr';
import { LEGAL_TITLES } from './titles-legal';
import { CUSTOMER_SUCCESS_TITLES, MARKETING_TITLES } from './titles-marketing-customer-success';
import { OPERATIONS_TITLES } from './titles-operations';
import { RESEARCH_TITLES } from './titles-research';
import { SALES_TITLES } from './titles-sales';

export type { TitleDef } from './title-def';

export const TITLES: readonly TitleDef[] = [
  ...SOFTWARE_ENGINEERING_TITLES,
  ...HARDWARE_ENGINEERING_TITLES,
  ...DATA_TITLES,
  ...PRODUCT_TITLES,
  ...DESIGN_TITLES,
  ...NURSING_TITLES,
  ...PHYSICIAN_TITLES,
  ...ALLIED_HEALTH_TITLES,
  ...RESEARCH_TITLES,
  ...ARCHITECTURE_TITLES,
  ...GAME_TITLES,
  ...SALES_TITLES,
  ...MARKETING_TITLES,
  ...CUSTOMER_SUCCESS_TITLES,
  ...FINANCE_TITLES,
  ...LEGAL_TITLES,
  ...HR_TITLES,
  ...OPERATIONS_TITLES,
  ...EDUCATION_TITLES,
];

/**
 * A level prefix and the years of experience, counted from the title's own minYears, from which
 * it applies: a Software Engineer (minYears 0) is 'Senior ' from 5 years, a Software Architect
 * (minYears 8) from 13. The generator picks among the prefixes a person's years allow.
 */
export type SeniorityPrefix = { prefix: string; minYears: number };
export type SeniorityPrefixes = Record<'junior' | 'senior', readonly SeniorityPrefix[]>;

/** The ladder of technology companies, used by every family without an override. */
export const SENIORITY_PREFIXES: SeniorityPrefixes = {
  junior: [
    { prefix: 'Junior ', minYears: 0 },
    { prefix: 'Associate ', minYears: 0 },
    { prefix: '', minYears: 1 },
  ],
  senior: [
    { prefix: '', minYears: 2 },
    { prefix: 'Senior ', minYears: 5 },
    { prefix: 'Staff ', minYears: 8 },
    { prefix: 'Lead ', minYears: 8 },
    { prefix: 'Principal ', minYears: 11 },
  ],
};

const CLINICAL_LADDER: SeniorityPrefixes = {
  // Nobody is a "Junior Registered Nurse": new graduates carry the plain title.
  junior: [{ prefix: '', minYears: 0 }],
  senior: [
    { prefix: '', minYears: 1 },
    { prefix: 'Senior ', minYears: 6 },
    { prefix: 'Lead ', minYears: 8 },
  ],
};

const PLAIN_LADDER: SeniorityPrefixes = {
  junior: [
    { prefix: 'Junior ', minYears: 0 },
    { prefix: '', minYears: 1 },
  ],
  senior: [
    { prefix: '', minYears: 2 },
    { prefix: 'Senior ', minYears: 5 },
    { prefix: 'Lead ', minYears: 8 },
  ],
};

/**
 * Families whose ladders differ from technology's: Staff and Principal are rare outside it,
 * 'Associate ' is the entry rung of product and design, and the professions (law, medicine,
 * teaching) barely use a junior prefix at all.
 */
export const FAMILY_SENIORITY_PREFIXES: Partial<Record<TitleFamily, SeniorityPrefixes>> = {
  product: {
    junior: [
      { prefix: 'Associate ', minYears: 0 },
      { prefix: '', minYears: 1 },
    ],
    senior: [
      { prefix: '', minYears: 2 },
      { prefix: 'Senior ', minYears: 5 },
      { prefix: 'Principal ', minYears: 9 },
      { prefix: 'Lead ', minYears: 8 },
    ],
  },
  design: {
    junior: [
      { prefix: 'Junior ', minYears: 0 },
      { prefix: 'Associate ', minYears: 0 },
      { prefix: '', minYears: 1 },
    ],
    senior: [
      { prefix: '', minYears: 2 },
      { prefix: 'Senior ', minYears: 5 },
      { prefix: 'Lead ', minYears: 8 },
      { prefix: 'Staff ', minYears: 8 },
      { prefix: 'Principal ', minYears: 11 },
    ],
  },
  healthcare: CLINICAL_LADDER,
  research: {
    junior: [{ prefix: '', minYears: 0 }],
    senior: [
      { prefix: '', minYears: 1 },
      { prefix: 'Senior ', minYears: 5 },
      { prefix: 'Principal ', minYears: 10 },
      { prefix: 'Staff ', minYears: 8 },
    ],
  },
  architecture: {
    junior: [
      { prefix: 'Junior ', minYears: 0 },
      { prefix: '', minYears: 1 },
    ],
    senior: [
      { prefix: '', minYears: 2 },
      { prefix: 'Senior ', minYears: 6 },
      { prefix: 'Lead ', minYears: 9 },
    ],
  },
  game: {
    junior: [
      { prefix: 'Junior ', minYears: 0 },
      { prefix: '', minYears: 1 },
    ],
    senior: [
      { prefix: '', minYears: 2 },
      { prefix: 'Senior ', minYears: 5 },
      { prefix: 'Lead ', minYears: 8 },
      { prefix: 'Principal ', minYears: 12 },
    ],
  },
  sales: {
    junior: [
      { prefix: '', minYears: 0 },
      { prefix: 'Associate ', minYears: 0 },
    ],
    senior: [
      { prefix: '', minYears: 1 },
      { prefix: 'Senior ', minYears: 4 },
    ],
  },
  marketing: PLAIN_LADDER,
  finance: {
    junior: [
      { prefix: 'Junior ', minYears: 0 },
      { prefix: '', minYears: 0 },
    ],
    senior: [
      { prefix: '', minYears: 1 },
      { prefix: 'Senior ', minYears: 4 },
      { prefix: 'Lead ', minYears: 8 },
    ],
  },
  hr: PLAIN_LADDER,
  operations: PLAIN_LADDER,
  legal: {
    junior: [{ prefix: '', minYears: 0 }],
    senior: [
      { prefix: '', minYears: 1 },
      { prefix: 'Senior ', minYears: 6 },
    ],
  },
  customer_success: {
    junior: [
      { prefix: 'Associate ', minYears: 0 },
      { prefix: '', minYears: 0 },
    ],
    senior: [
      { prefix: '', minYears: 1 },
      { prefix: 'Senior ', minYears: 4 },
      { prefix: 'Lead ', minYears: 7 },
      { prefix: 'Principal ', minYears: 10 },
    ],
  },
  education: {
    junior: [{ prefix: '', minYears: 0 }],
    senior: [
      { prefix: '', minYears: 1 },
      { prefix: 'Senior ', minYears: 6 },
      { prefix: 'Lead ', minYears: 8 },
    ],
  },
};

export function seniorityPrefixesFor(family: TitleFamily): SeniorityPrefixes {
  return FAMILY_SENIORITY_PREFIXES[family] ?? SENIORITY_PREFIXES;
}
