// Every employer of the generated talent database: well-known real companies with their public
// facts, and invented small and mid-size companies that fill out the long tail of employers.

import { INVENTED_SERVICES_COMPANIES } from './companies-invented-services';
import { INVENTED_TECHNOLOGY_COMPANIES } from './companies-invented-technology';
import { REAL_SECTOR_COMPANIES } from './companies-real-sectors';
import { REAL_TECHNOLOGY_COMPANIES } from './companies-real-technology';
import type { CompanyDef } from './company-def';

export type { CompanyDef } from './company-def';

export const REAL_COMPANIES: readonly CompanyDef[] = [...REAL_TECHNOLOGY_COMPANIES, ...REAL_SECTOR_COMPANIES];

export const INVENTED_COMPANIES: readonly CompanyDef[] = [
  ...INVENTED_TECHNOLOGY_COMPANIES,
  ...INVENTED_SERVICES_COMPANIES,
];

export const COMPANIES: readonly CompanyDef[] = [...REAL_COMPANIES, ...INVENTED_COMPANIES];
