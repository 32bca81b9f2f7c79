// Every canonical skill of the generated talent database, gathered from the skills-*.ts files
// (one per area). Titles name their core skills by these canonical names.

import type { SkillDef } from './skill-def';
import { ARCHITECTURE_GAME_SKILLS } from './skills-architecture-game';
import { DATA_SKILLS } from './skills-data';
import { DESIGN_PRODUCT_SKILLS } from './skills-design-product';
import { EDUCATION_GENERAL_SKILLS } from './skills-education-general';
import { FINANCE_LEGAL_SKILLS } from './skills-finance-legal';
import { GO_TO_MARKET_SKILLS } from './skills-go-to-market';
import { HARDWARE_MOBILE_SKILLS } from './skills-hardware-mobile';
import { HEALTHCARE_SKILLS } from './skills-healthcare';
import { INFRASTRUCTURE_SKILLS } from './skills-infrastructure';
import { PEOPLE_OPERATIONS_SKILLS } from './skills-people-operations';
import { PROGRAMMING_SKILLS } from './skills-programming';
import { RESEARCH_SKILLS } from './skills-research';

export type { SkillDef } from './skill-def';

export const SKILLS: readonly SkillDef[] = [
  ...PROGRAMMING_SKILLS,
  ...INFRASTRUCTURE_SKILLS,
  ...DATA_SKILLS,
  ...HARDWARE_MOBILE_SKILLS,
  ...DESIGN_PRODUCT_SKILLS,
  ...RESEARCH_SKILLS,
  ...HEALTHCARE_SKILLS,
  ...ARCHITECTURE_GAME_SKILLS,
  ...GO_TO_MARKET_SKILLS,
  ...FINANCE_LEGAL_SKILLS,
  ...PEOPLE_OPERATIONS_SKILLS,
  ...EDUCATION_GENERAL_SKILLS,
];

const SKILL_BY_KEY = new Map<string, SkillDef>();
for (const skill of SKILLS) {
  for (const key of [skill.name, ...skill.synonyms]) SKILL_BY_KEY.set(key.toLowerCase(), skill);
}

/** The skill a canonical name or synonym stands for, case-insensitively. */
export function findSkill(nameOrSynonym: string): SkillDef | undefined {
  return SKILL_BY_KEY.get(nameOrSynonym.trim().toLowerCase());
}
