// The shape of a canonical skill and the helper the skills-*.ts files declare their lists with.
// A list is written as groups that share a category and the families that typically hold the
// skill, one skill a line, so a reviewer reads the data rather than repeated keys.
import { TITLE_FAMILIES, type TitleFamily } from './families';

/**
 * `synonyms` are what recruiters type for the skill (abbreviations, old and vendor names). No
 * synonym may equal another skill's name or synonym: search expands a synonym to exactly one skill.
 */
export type SkillDef = { name: string; synonyms: string[]; category: string; families: TitleFamily[] };

/** The skill's canonical name alone, or the name followed by its synonyms. */
export type SkillEntry = string | readonly [name: string, ...synonyms: string[]];

export const EVERY_FAMILY: readonly TitleFamily[] = TITLE_FAMILIES;

export function skillGroup(
  category: string,
  families: readonly TitleFamily[],
  entries: readonly SkillEntry[],
): SkillDef[] {
  return entries.map((entry) => {
    const [name, ...synonyms] = typeof entry === 'string' ? [entry] : entry;
    return { name, synonyms, category, families: [...families] };
  });
}
