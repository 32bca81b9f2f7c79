// The shape of a canonical job title and the helper the titles-*.ts files declare them with.
// Rows write their lists as '; '-separated strings (industry names contain commas) so that a
// title stays a few readable lines; the test checks every name against its reference list.
import type { Seniority } from '@talentbase/shared/domain/sourcing-filters';
import type { TitleFamily } from './families';

export type TitleDef = {
  /** Canonical name without a level prefix: 'Software Engineer', 'Registered Nurse'. */
  name: string;
  family: TitleFamily;
  /** Other ways people write the title, abbreviations included; unique across all titles. */
  synonyms: string[];
  /**
   * The seniority levels the title exists at. Titles at 'junior' or 'senior' take a level prefix
   * from SENIORITY_PREFIXES ('Senior ', 'Staff '...); manager, director and executive titles
   * already say their level.
   */
  seniorities: Seniority[];
  /** Typical minimum years of experience at the title's lowest seniority. */
  minYears: number;
  /** Canonical skill names (SKILLS), 6 to 15. */
  skills: string[];
  /** INDUSTRIES names where the title mostly works, 1 to 4. */
  industries: string[];
  /** Academic-subject slugs typical for the title, 1 to 4. */
  majors: string[];
  /** CERTIFICATIONS names typical for the title. */
  certifications?: string[];
  /** Defence and government roles, where a security clearance is plausible. */
  clearanceLikely?: boolean;
};

export const INDIVIDUAL_CONTRIBUTOR: readonly Seniority[] = ['junior', 'senior'];
export const ENTRY_LEVEL: readonly Seniority[] = ['junior'];
export const EXPERIENCED: readonly Seniority[] = ['senior'];
export const MANAGER: readonly Seniority[] = ['manager'];
export const DIRECTOR: readonly Seniority[] = ['director'];
export const EXECUTIVE: readonly Seniority[] = ['executive'];

/** A title as written in a titles-*.ts file. Lists are '; '-separated. */
export type TitleRow = {
  name: string;
  synonyms?: string;
  /** Defaults to INDIVIDUAL_CONTRIBUTOR. */
  seniorities?: readonly Seniority[];
  /** Defaults to 0. */
  minYears?: number;
  skills: string;
  industries: string;
  majors: string;
  certifications?: string;
  clearanceLikely?: boolean;
};

function list(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function defineTitles(family: TitleFamily, rows: readonly TitleRow[]): TitleDef[] {
  return rows.map((row) => {
    const title: TitleDef = {
      name: row.name,
      family,
      synonyms: list(row.synonyms),
      seniorities: [...(row.seniorities ?? INDIVIDUAL_CONTRIBUTOR)],
      minYears: row.minYears ?? 0,
      skills: list(row.skills),
      industries: list(row.industries),
      majors: list(row.majors),
    };
    if (row.certifications !== undefined) title.certifications = list(row.certifications);
    if (row.clearanceLikely === true) title.clearanceLikely = true;
    return title;
  });
}
