// Every canonical skill of the generated talent database, gathered from the skills-*.ts files
// (one per area). Titles name their core skills by these canonical names.
//
// A skill's families are the ones its file declares plus the family of every title that names it
// as a core skill: a title listing a skill is the strongest evidence the skill is typical of its
// family, and deriving it keeps the generator's correlation in step with the titles.
import { TITLE_FAMILIES, type TitleFamily } from './families';
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
import { TITLES } from './titles';

export type { SkillDef } from './skill-def';

const DECLARED_SKILLS: readonly SkillDef[] = [
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

const TITLE_FAMILIES_BY_SKILL = new Map<string, Set<TitleFamily>>();
for (const title of TITLES) {
  for (const skill of title.skills) {
    const families = TITLE_FAMILIES_BY_SKILL.get(skill) ?? new Set<TitleFamily>();
    families.add(title.family);
    TITLE_FAMILIES_BY_SKILL.set(skill, families);
  }
}

export const SKILLS: readonly SkillDef[] = DECLARED_SKILLS.map((skill) => {
  const fromTitles = TITLE_FAMILIES_BY_SKILL.get(skill.name);
  if (fromTitles === undefined) return skill;
  const added = TITLE_FAMILIES.filter((family) => fromTitles.has(family) && !skill.families.includes(family));
  return added.length === 0 ? skill : { ...skill, families: [...skill.families, ...added] };
});

const SKILL_BY_KEY = new Map<string, SkillDef>();
for (const skill of SKILLS) {
  for (const key of [skill.name, ...skill.synonyms]) SKILL_BY_KEY.set(key.toLowerCase(), skill);
}

/** The skill a canonical name or synonym stands for, case-insensitively. */
export function findSkill(nameOrSynonym: string): SkillDef | undefined {
  return SKILL_BY_KEY.get(nameOrSynonym.trim().toLowerCase());
}
