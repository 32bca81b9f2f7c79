/**
 * A career: years of experience, the level they lead to, and 1 to 8 positions walked back from
 * today with plausible dates and a progression (earlier roles are at the same or a lower level,
 * mostly in the same family).
 */
import type { Seniority } from '@talentbase/shared/domain/sourcing-filters';
import type { CompanyDef } from '../taxonomy/companies';
import type { TitleFamily } from '../taxonomy/families';
import type { TitleDef } from '../taxonomy/titles';
import type { Random } from './random';
import { levelKey, type World } from './world';

const LEVELS: readonly Seniority[] = ['junior', 'senior', 'manager', 'director', 'executive'];

/** Years of full-time experience: most people have 2 to 15, a long tail up to 42. */
export function pickYears(r: Random): number {
  const years = r.chance(0.12) ? r.float() * 2 : Math.abs(r.normal(9, 7.5));
  return Math.round(Math.min(42, years) * 10) / 10;
}

/** The level a person of these years usually holds. */
export function levelFor(years: number, r: Random): Seniority {
  const x = r.float();
  if (years < 2) return 'junior';
  if (years < 5) return x < 0.4 ? 'junior' : 'senior';
  if (years < 10) return x < 0.8 ? 'senior' : 'manager';
  if (years < 15) return x < 0.55 ? 'senior' : x < 0.85 ? 'manager' : 'director';
  if (years < 20) return x < 0.4 ? 'senior' : x < 0.7 ? 'manager' : x < 0.92 ? 'director' : 'executive';
  return x < 0.35 ? 'senior' : x < 0.6 ? 'manager' : x < 0.85 ? 'director' : 'executive';
}

/** A title of the family at the level, falling back to nearby levels when the family has none. */
export function pickTitle(
  world: World,
  family: TitleFamily,
  level: Seniority,
  years: number,
  r: Random,
): {
  title: TitleDef;
  level: Seniority;
} {
  const start = LEVELS.indexOf(level);
  const order = [start, start - 1, start + 1, start - 2, start + 2, 0, 1].filter(
    (i) => i >= 0 && i < LEVELS.length,
  );
  for (const i of order) {
    const at = LEVELS[i] as Seniority;
    const titles = world.titlesByFamilyLevel.get(levelKey(family, at));
    if (!titles?.length) continue;
    const fitting = titles.filter((t) => t.minYears <= years + 1);
    // Earlier titles in the taxonomy are the common ones: weight them up.
    const pool = fitting.length ? fitting : titles;
    const index = Math.min(pool.length - 1, Math.floor(pool.length * r.float() ** 1.6));
    return { title: pool[index] as TitleDef, level: at };
  }
  return { title: r.pick(world.titlesByFamily.get(family) ?? []), level };
}

const STAFF_FAMILIES = new Set<TitleFamily>(['engineering', 'data', 'design', 'product', 'research', 'game']);

/** What the person writes: "Senior Software Engineer", "Junior Data Analyst", "Director of Sales". */
export function displayTitle(title: TitleDef, level: Seniority, years: number, r: Random): string {
  if (level === 'junior') {
    if (years < 1.5 && r.chance(0.5)) return `${r.chance(0.7) ? 'Junior' : 'Associate'} ${title.name}`;
    return title.name;
  }
  if (level !== 'senior') return title.name;
  if (title.family === 'healthcare' || title.family === 'education' || title.family === 'legal') {
    return years >= 8 && r.chance(0.3) ? `Senior ${title.name}` : title.name;
  }
  if (years >= 13 && STAFF_FAMILIES.has(title.family) && r.chance(0.35)) return `Principal ${title.name}`;
  if (years >= 9 && STAFF_FAMILIES.has(title.family) && r.chance(0.35))
    return `${r.chance(0.6) ? 'Staff' : 'Lead'} ${title.name}`;
  if (years >= 4.5 && r.chance(0.75)) return `Senior ${title.name}`;
  return title.name;
}

export type GeneratedPosition = {
  title: string;
  titleDef: TitleDef;
  level: Seniority;
  company: CompanyDef;
  start: { year: number; month: number };
  end: { year: number; month: number } | null;
};

export function pickEmployer(world: World, family: TitleFamily, r: Random): CompanyDef {
  const known = world.knownEmployers.get(family);
  const tail = world.tailEmployers.get(family);
  if (known?.length && (r.chance(0.35) || !tail?.length)) return r.pick(known);
  if (tail?.length) return r.pick(tail);
  return r.pick(world.companies);
}

function monthsBack(today: Date, months: number): { year: number; month: number } {
  const total = today.getUTCFullYear() * 12 + today.getUTCMonth() - Math.round(months);
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
}

/**
 * Positions, newest first. The current one started `tenureYears` ago; the others fill the
 * remaining years back to the start of the career with short gaps now and then.
 */
export function buildCareer(
  world: World,
  current: { title: TitleDef; level: Seniority; display: string },
  years: number,
  tenureYears: number,
  today: Date,
  r: Random,
): GeneratedPosition[] {
  const count =
    years < 1 ? 1 : Math.max(1, Math.min(8, 1 + Math.floor((years - tenureYears) / (2 + r.float() * 3))));
  const positions: GeneratedPosition[] = [];
  const currentCompany = pickEmployer(world, current.title.family, r);
  positions.push({
    title: current.display,
    titleDef: current.title,
    level: current.level,
    company: currentCompany,
    start: monthsBack(today, tenureYears * 12),
    end: null,
  });
  let endMonths = tenureYears * 12;
  const remaining = Math.max(0, years - tenureYears) * 12;
  let levelIndex = LEVELS.indexOf(current.level);
  let family = current.title.family;
  let previous = currentCompany;
  for (let i = 1; i < count; i++) {
    const gap = r.chance(0.2) ? r.between(1, 4) : 0;
    const duration = Math.max(4, (remaining / (count - 1)) * (0.6 + r.float() * 0.8));
    const startMonths = Math.min(years * 12, endMonths + gap + duration);
    if (startMonths <= endMonths + gap) break;
    // Going back in time people were at the same or a lower level; some changed careers.
    if (levelIndex > 0 && r.chance(0.45)) levelIndex--;
    if (r.chance(0.08)) family = world.families.pick(r);
    const age = years - endMonths / 12;
    const picked = pickTitle(world, family, LEVELS[levelIndex] as Seniority, Math.max(0, age), r);
    let company = pickEmployer(world, family, r);
    if (company.name === previous.name) company = pickEmployer(world, family, r);
    previous = company;
    positions.push({
      title: displayTitle(picked.title, picked.level, Math.max(0, years - startMonths / 12), r),
      titleDef: picked.title,
      level: picked.level,
      company,
      start: monthsBack(today, startMonths),
      end: monthsBack(today, endMonths + gap),
    });
    endMonths = startMonths;
  }
  return positions;
}

export const yearMonth = (d: { year: number; month: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}`;
