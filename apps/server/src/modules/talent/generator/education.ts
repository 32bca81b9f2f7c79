/**
 * Education consistent with the career: the degrees a role needs (physicians hold an MD or DO,
 * lawyers a JD, pharmacists a PharmD, research scientists a PhD), dated so the last one ends
 * about when the career starts, at schools mostly in the person's country.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import { DEGREE_NAMES } from '@talentbase/shared/domain/degrees';
import type { EducationLevel, Seniority } from '@talentbase/shared/domain/sourcing-filters';
import type { SchoolDef } from '../taxonomy/schools';
import type { TitleDef } from '../taxonomy/titles';
import type { Random } from './random';
import type { World } from './world';

type Plan = EducationLevel[];

const RULES: readonly [RegExp, (r: Random) => Plan][] = [
  [
    /physician|surgeon|hospitalist|psychiatrist|anesthesiologist|radiologist|cardiologist|pediatrician|oncologist|neurologist|dermatologist|medical director|chief medical/i,
    (r) => ['bachelor', r.chance(0.15) ? 'do' : 'md'],
  ],
  [/pharmacist/i, () => ['bachelor', 'pharmd']],
  [/attorney|counsel|lawyer|general counsel|legal director|partner/i, () => ['bachelor', 'jd']],
  [
    /nurse practitioner|physician assistant|physical therapist|occupational therapist/i,
    () => ['bachelor', 'master'],
  ],
  [
    /registered nurse|\brn\b|charge nurse|nurse manager/i,
    (r) => (r.chance(0.35) ? ['associate'] : ['bachelor']),
  ],
  [
    /licensed practical|nursing assistant|medical assistant|technician|phlebotomist|paramedic|emt\b/i,
    (r) => (r.chance(0.5) ? ['associate'] : ['high_school']),
  ],
  [
    /scientist|researcher|professor|postdoc|principal investigator/i,
    (r) => (r.chance(0.7) ? ['bachelor', 'ph.d'] : ['bachelor', 'master']),
  ],
  [/paralegal|legal assistant/i, (r) => (r.chance(0.5) ? ['associate'] : ['bachelor'])],
];

function plan(title: TitleDef, level: Seniority, r: Random): Plan {
  for (const [pattern, make] of RULES) if (pattern.test(title.name)) return make(r);
  const x = r.float();
  const base: Plan =
    x < 0.05
      ? []
      : x < 0.12
        ? ['high_school']
        : x < 0.2
          ? ['associate']
          : x < 0.75
            ? ['bachelor']
            : ['bachelor', 'master'];
  const lead = level === 'manager' || level === 'director' || level === 'executive';
  // Leaders without a degree are rare; many hold an MBA.
  if (lead && !base.includes('bachelor') && r.chance(0.8))
    return r.chance(0.3) ? ['bachelor', 'mba'] : ['bachelor'];
  if (lead && base.includes('bachelor') && r.chance(0.25)) return ['bachelor', 'mba'];
  return base;
}

// Filtered pools per (pool, kind), computed once: the generator picks a school a million times.
const preferredCache = new WeakMap<readonly SchoolDef[], Map<string, readonly SchoolDef[]>>();

function preferredSchools(pool: readonly SchoolDef[], level: EducationLevel): readonly SchoolDef[] {
  // Associate degrees come from community colleges (tier 3); doctorates lean to research universities.
  const kind = level === 'associate' ? 'college' : level === 'ph.d' ? 'research' : 'university';
  let byKind = preferredCache.get(pool);
  if (!byKind) {
    byKind = new Map();
    preferredCache.set(pool, byKind);
  }
  let list = byKind.get(kind);
  if (!list) {
    const filtered = pool.filter((s) =>
      kind === 'college' ? s.tier === 3 : kind === 'research' ? s.tier === 1 : s.tier !== 3,
    );
    list = filtered.length ? filtered : pool;
    byKind.set(kind, list);
  }
  return list;
}

function pickSchool(world: World, country: string, level: EducationLevel, r: Random): SchoolDef {
  const local = world.schoolsByCountry.get(country);
  const pool = local?.length && r.chance(0.85) ? local : (world.schoolsByCountry.get('US') ?? world.schools);
  return r.pick(preferredSchools(pool, level));
}

const DURATION: Record<EducationLevel, number> = {
  high_school: 4,
  associate: 2,
  bachelor: 4,
  master: 2,
  mba: 2,
  jd: 3,
  md: 4,
  do: 4,
  pharmd: 4,
  'ph.d': 5,
};

export function buildEducation(
  world: World,
  title: TitleDef,
  level: Seniority,
  country: string,
  city: string,
  careerStartYear: number,
  r: Random,
): TalentProfileDoc['education'] {
  const levels = plan(title, level, r);
  const majors = title.majors.length ? title.majors : ['business-administration'];
  const entries: TalentProfileDoc['education'] = [];
  // The last degree ends when the career starts; earlier ones end before the next begins.
  let end = careerStartYear - (r.chance(0.3) ? 1 : 0);
  for (let i = levels.length - 1; i >= 0; i--) {
    const lvl = levels[i] as EducationLevel;
    const start = end - DURATION[lvl];
    const school = lvl === 'high_school' ? `${city} High School` : pickSchool(world, country, lvl, r).name;
    const majorSlug = lvl === 'high_school' ? null : r.pick(majors);
    entries.push({
      id: entries.length + 1,
      school,
      major: majorSlug ? (world.majorLabel.get(majorSlug) ?? null) : null,
      degree: r.pick(DEGREE_NAMES[lvl]),
      description: null,
      startyear: start,
      endyear: end,
    });
    end = start - (r.chance(0.2) ? r.between(1, 3) : 0);
  }
  return entries;
}
