/**
 * One generated person: a name that fits the place, a career, education, skills correlated with
 * the titles, languages, certifications, a rare clearance, contact details (some absent),
 * activity, and inferred diversity labels. Profile `n` of seed `s` is always the same person
 * (its own random stream); only dates move with `today`.
 *
 * Contact details use reserved example domains and fictional phone ranges, so that outreach
 * from a demo can never reach a real person.
 */
import type { StoredContacts, TalentProfileDoc } from '@talentbase/shared';
import { CLEARANCE_TYPE_OPTIONS, type ClearanceType } from '@talentbase/shared/domain/company-filters';
import { EDUCATION_LEVEL_RANK, educationLevelOfDegree } from '@talentbase/shared/domain/degrees';
import type { Diversity, EducationLevel } from '@talentbase/shared/domain/sourcing-filters';
import { findCountryByCode } from '@talentbase/shared/reference/countries';
import { findUsState } from '@talentbase/shared/reference/us-states';
import type { SkillDef } from '../taxonomy/skills';
import { buildCareer, displayTitle, levelFor, pickTitle, pickYears, yearMonth } from './careers';
import { buildEducation } from './education';
import { type City, stateOf } from './geography';
import { type NameOrigin, pickName } from './names';
import { availabilityReason, headline, summary } from './profile-text';
import { Random } from './random';
import type { World } from './world';

export type GeneratedProfile = {
  externalId: string;
  fullName: string;
  doc: TalentProfileDoc;
  contacts: StoredContacts;
};

const GDPR_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'.split(
    ' ',
  ),
);

// Clearances cluster at Secret and Top Secret.
const CLEARANCE_WEIGHTS: Partial<Record<ClearanceType, number>> = {
  public_trust: 12,
  confidential: 6,
  interim_secret: 3,
  secret: 30,
  interim_top_secret: 2,
  top_secret: 18,
  ts_sci: 14,
  ts_sci_ci_polygraph: 6,
  ts_sci_full_scope_polygraph: 4,
  special_access_program: 2,
  doe_l: 1,
  doe_q: 2,
};

function pickClearance(r: Random): ClearanceType {
  const total = Object.values(CLEARANCE_WEIGHTS).reduce((s, w) => s + (w ?? 0), 0);
  let x = r.float() * total;
  for (const option of CLEARANCE_TYPE_OPTIONS) {
    x -= CLEARANCE_WEIGHTS[option.value] ?? 0;
    if (x < 0) return option.value;
  }
  return 'secret';
}

function pickSkills(
  world: World,
  titleSkills: readonly string[],
  family: string,
  years: number,
  r: Random,
): SkillDef[] {
  const wanted = Math.min(25, 5 + Math.round(years / 2) + r.int(6));
  const core = titleSkills.map((n) => world.skillByName.get(n)).filter((s): s is SkillDef => Boolean(s));
  const chosen = new Set<SkillDef>(
    r.sample(core, Math.max(3, Math.round(core.length * (0.6 + r.float() * 0.4)))),
  );
  const pool = world.skillsByFamily.get(family as never) ?? [];
  for (const s of r.sample(pool, Math.max(0, wanted - chosen.size - 2))) chosen.add(s);
  for (const s of r.sample(world.generalSkills, r.between(1, 3))) chosen.add(s);
  return [...chosen].slice(0, wanted);
}

const US_AREA_CODES: Record<string, readonly string[]> = {
  CA: ['415', '510', '650', '408', '213', '310', '619', '916'],
  NY: ['212', '718', '917', '646', '516'],
  TX: ['512', '214', '713', '210', '817'],
  WA: ['206', '425', '253'],
  MA: ['617', '781', '508'],
  IL: ['312', '773', '847'],
};

/** Fictional numbers only: 555-01xx in North America, Ofcom's drama range in the UK, ACMA's in Australia. */
function phoneFor(country: string, state: string | null, r: Random): string | null {
  const d = (n: number) => Array.from({ length: n }, () => r.int(10)).join('');
  if (country === 'US' || country === 'CA') {
    const area = r.pick(
      US_AREA_CODES[state ?? ''] ?? ['202', '303', '404', '602', '702', '305', '503', '612'],
    );
    return `+1${area}55501${d(2)}`;
  }
  if (country === 'GB') return `+447700900${d(3)}`;
  if (country === 'AU') return `+61491570${d(3)}`;
  return null;
}

const PERSONAL_DOMAINS = ['mail.example', 'inbox.example', 'post.example', 'webmail.example'];

function emailLocal(first: string, last: string, r: Random): string {
  const clean = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const f = clean(first) || 'candidate';
  const l = clean(last) || 'profile';
  switch (r.int(4)) {
    case 0:
      return `${f}.${l}`;
    case 1:
      return `${f[0]}${l}`;
    case 2:
      return `${f}${l}${r.between(1, 99)}`;
    default:
      return `${f}.${l}${r.between(70, 99)}`;
  }
}

function companyEmailDomain(domain: string): string {
  const base = domain.replace(/\.example\.com$/, '').replace(/\.[a-z.]+$/, '');
  return `${base.replace(/[^a-z0-9-]/gi, '').toLowerCase()}.example`;
}

function diversityFor(
  origin: NameOrigin,
  gender: 'female' | 'male',
  country: string,
  r: Random,
): Diversity[] {
  const labels: Diversity[] = [];
  if (gender === 'female') labels.push('women');
  if (country === 'US') {
    if (origin === 'hispanic') labels.push('hispanic');
    if (origin === 'african_american') labels.push('african-american');
    if (origin === 'native_american') labels.push('native-american');
    if (origin === 'east_asian' || origin === 'south_asian' || origin === 'southeast_asian')
      labels.push('asian-american');
  }
  if (r.chance(0.04)) labels.push('lgbt');
  return labels;
}

const RACE: Partial<Record<NameOrigin, string>> = {
  hispanic: 'hispanic',
  african_american: 'black',
  african: 'black',
  east_asian: 'asian',
  south_asian: 'asian',
  southeast_asian: 'asian',
  native_american: 'native_american',
  middle_eastern: 'middle_eastern',
};

const LEVEL_PAY: Record<string, number> = {
  junior: 0.7,
  senior: 1,
  manager: 1.3,
  director: 1.7,
  executive: 2.4,
};
const FAMILY_PAY: Record<string, number> = {
  engineering: 135_000,
  data: 125_000,
  product: 140_000,
  design: 105_000,
  healthcare: 95_000,
  research: 110_000,
  architecture: 90_000,
  game: 100_000,
  sales: 95_000,
  marketing: 90_000,
  finance: 100_000,
  hr: 85_000,
  operations: 80_000,
  legal: 130_000,
  customer_success: 80_000,
  education: 65_000,
};
const COUNTRY_PAY: Record<string, number> = {
  US: 1,
  CH: 1.1,
  CA: 0.8,
  GB: 0.75,
  AU: 0.8,
  DE: 0.75,
  IE: 0.75,
  NL: 0.7,
  SG: 0.75,
  IL: 0.7,
  IN: 0.25,
  BR: 0.3,
  MX: 0.3,
  PH: 0.2,
};

/**
 * How active profile `n` is, from a stream of its own: the loader reads it for every profile
 * first, to write profiles best-first without generating them twice.
 */
export function profileActivity(
  seed: number,
  n: number,
): { activity: number; lastActiveDays: number | null } {
  const r = new Random(seed ^ 0x5a17, n + 1);
  const x = r.float();
  const activity = x < 0.22 ? 1 : x < 0.5 ? 2 : x < 0.82 ? 3 : 4;
  const activeWithin = [3650, 360, 90, 30][activity - 1] as number;
  const lastActiveDays = activity === 1 && r.chance(0.5) ? null : r.int(activeWithin);
  return { activity, lastActiveDays };
}

/** The order profiles are written in: most active and most recently seen first. */
export function activityOrder(seed: number, count: number): Uint32Array {
  const key = new Float64Array(count);
  for (let n = 0; n < count; n++) {
    const { activity, lastActiveDays } = profileActivity(seed, n);
    key[n] = activity * 10_000 - (lastActiveDays ?? 9999);
  }
  const order = new Uint32Array(count);
  for (let n = 0; n < count; n++) order[n] = n;
  return order.sort((a, b) => (key[b] as number) - (key[a] as number) || a - b);
}

export function generateProfile(world: World, seed: number, n: number, today: Date): GeneratedProfile {
  const r = new Random(seed, n + 1);
  const city: City = world.geography.pickCity(r);
  const country = city.country;
  const name = pickName(() => r.next(), country);
  const family = world.families.pick(r);
  const years = pickYears(r);
  const picked = pickTitle(world, family, levelFor(years, r), years, r);
  const tenure = Math.round(Math.min(years, Math.max(0.1, -Math.log(1 - r.float()) * 2.4)) * 10) / 10;
  const display = displayTitle(picked.title, picked.level, years, r);
  const career = buildCareer(
    world,
    { title: picked.title, level: picked.level, display },
    years,
    tenure,
    today,
    r,
  );
  const current = career[0] as (typeof career)[number];
  const careerStartYear = (career[career.length - 1] as (typeof career)[number]).start.year;
  const education = buildEducation(world, picked.title, picked.level, country, city.name, careerStartYear, r);
  const skills = pickSkills(world, picked.title.skills, family, years, r);

  const state = stateOf(city);
  const countryName = findCountryByCode(country)?.name ?? country;
  const location = [city.name, state ?? null, countryName].filter(Boolean).join(', ');
  const stateName = state ? (findUsState(state)?.label ?? state) : null;

  // Languages: the local ones natively, English for most professionals, sometimes one more.
  const spoken = world.countryLanguages[country] ?? ['en'];
  const languages = new Map<string, number>();
  languages.set(spoken[0] ?? 'en', 5);
  if (!languages.has('en')) languages.set('en', r.chance(0.75) ? r.between(3, 5) : r.between(1, 2));
  if (spoken[1] && r.chance(0.4)) languages.set(spoken[1], r.between(3, 5));
  if (r.chance(0.18)) {
    const extra = r.pick(['es', 'fr', 'de', 'zh', 'hi', 'ar', 'pt', 'ja', 'it', 'ko']);
    if (!languages.has(extra)) languages.set(extra, r.between(2, 4));
  }

  const certNames = new Set<string>();
  for (const c of picked.title.certifications ?? []) if (r.chance(0.4)) certNames.add(c);
  const familyCerts = world.certificationsByFamily.get(family) ?? [];
  if (familyCerts.length && r.chance(0.12)) certNames.add(r.pick(familyCerts).name);
  const certifications = [...certNames].map((c) => ({
    name: c,
    issuer: world.certifications.get(c)?.issuer ?? null,
    year: Math.max(careerStartYear, today.getUTCFullYear() - r.int(Math.max(1, Math.round(years)) + 1)),
  }));

  const clearance =
    country === 'US' && (picked.title.clearanceLikely ? r.chance(0.3) : r.chance(0.004))
      ? pickClearance(r)
      : null;
  const veteran =
    country === 'US' && r.chance(family === 'operations' || family === 'engineering' ? 0.08 : 0.04);
  const usAuthorized = country === 'US' ? r.chance(0.92) : r.chance(0.03);

  const { activity, lastActiveDays } = profileActivity(seed, n);
  const lastActive =
    lastActiveDays === null
      ? null
      : new Date(today.getTime() - lastActiveDays * 86_400_000).toISOString().slice(0, 10);

  const contacts: StoredContacts = { emails: [], phones: [] };
  const noContact = r.chance(0.15);
  if (!noContact) {
    if (r.chance(0.55)) {
      contacts.emails.push({
        address: `${emailLocal(name.first, name.last, r)}@${companyEmailDomain(current.company.domain)}`,
        type: 'work',
      });
    }
    if (r.chance(0.5)) {
      contacts.emails.push({
        address: `${emailLocal(name.first, name.last, r)}@${r.pick(PERSONAL_DOMAINS)}`,
        type: 'personal',
      });
    }
    const phone = r.chance(0.55) ? phoneFor(country, state, r) : null;
    if (phone) contacts.phones.push({ number: phone, type: r.chance(0.7) ? 'personal' : 'work' });
    if (contacts.emails[0]) contacts.emails[0].primary = true;
  }

  const skillNames = skills.map((s) => s.name);
  // Now and then a profile writes a skill the way people abbreviate it ("JS", "k8s").
  const written = skills.map((s) => (s.synonyms.length && r.chance(0.08) ? r.pick(s.synonyms) : s.name));
  const industry = current.company.industry;
  const facts = {
    title: current.title,
    company: current.company.name,
    years,
    industry,
    skills: skillNames,
    family,
    city: city.name,
  };
  const slugName = `${name.first}-${name.last}`
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z-]/g, '');
  const suffix = (n * 2654435761 + seed).toString(16).slice(-8);
  const social: TalentProfileDoc['basic']['social_links'] = {};
  if (r.chance(0.85)) social.linkedin = `https://www.linkedin.com/in/${slugName}-${suffix}`;
  if ((family === 'engineering' || family === 'data' || family === 'game') && r.chance(0.45))
    social.github = `https://github.com/${slugName.replace('-', '')}${suffix.slice(0, 3)}`;
  if (family === 'design' && r.chance(0.4))
    social.dribbble = `https://dribbble.com/${slugName.replace('-', '')}`;
  if (family === 'research' && r.chance(0.5))
    social.scholar = `https://scholar.google.com/citations?user=${suffix}`;
  if (r.chance(0.12)) social.twitter = `https://x.com/${slugName.replace('-', '_').slice(0, 15)}`;

  const levels = education
    .map((e) => educationLevelOfDegree(e.degree))
    .filter((l): l is EducationLevel => Boolean(l))
    .sort((a, b) => EDUCATION_LEVEL_RANK[b] - EDUCATION_LEVEL_RANK[a]);
  const payBase =
    (FAMILY_PAY[family] ?? 90_000) *
    (LEVEL_PAY[picked.level] ?? 1) *
    (COUNTRY_PAY[country] ?? 0.4) *
    (0.85 + r.float() * 0.3);
  const ave = Math.round(payBase / 1000) * 1000;

  const positions: TalentProfileDoc['position'] = career.map((p) => ({
    title: p.title,
    company: { name: p.company.name },
    website_url: `https://${p.company.domain}`,
    summary: null,
    location: p.end === null ? location : null,
    iscurrent: p.end === null,
    start_date: yearMonth(p.start),
    end_date: p.end ? yearMonth(p.end) : null,
    company_id: null,
    normed_domain: p.company.domain,
  }));
  const research = family === 'research' || family === 'healthcare' || family === 'data';
  const doc: TalentProfileDoc = {
    basic: {
      fullname: `${name.first} ${name.last}`,
      first_name: name.first,
      last_name: name.last,
      headline: headline(facts, r),
      summary: r.chance(0.8) ? summary(facts, r) : null,
      location,
      city: city.name,
      state: stateName,
      country: countryName,
      current_title: current.title,
      current_company: current.company.name,
      highlight: null,
      image_url: null,
      social_links: social,
      opt_out: r.chance(0.005),
      gdpr_status: 'none',
    },
    current_position: positions[0] ?? null,
    education,
    position: positions,
    handson: written.map((s) => ({
      handson_skill: s,
      handson_linkedin_endorsements: Math.floor(r.float() ** 3 * 99),
    })),
    language: [...languages].map(([code, proficiency]) => ({
      name: world.languageName.get(code) ?? code,
      code,
      proficiency,
    })),
    certification: certifications,
    patent:
      (family === 'engineering' || family === 'research') && r.chance(0.04)
        ? [
            {
              title: `Method and system for ${r.pick(skillNames)?.toLowerCase() ?? 'data processing'}`,
              number: `US${r.between(9_000_000, 11_900_000)}B2`,
              year: today.getUTCFullYear() - r.int(10),
            },
          ]
        : [],
    project:
      ['engineering', 'design', 'game', 'data'].includes(family) && r.chance(0.25)
        ? [
            {
              name: `${r.pick(skillNames) ?? 'Open source'} ${r.pick(['toolkit', 'dashboard', 'migration', 'prototype', 'library'])}`,
              description: null,
              url: null,
            },
          ]
        : [],
    publication:
      research && r.chance(family === 'research' ? 0.6 : 0.08)
        ? [
            {
              title: `Advances in ${r.pick(skillNames)?.toLowerCase() ?? 'applied research'}`,
              publisher: r.pick(['Nature', 'IEEE', 'ACM', 'The Lancet', 'PLOS ONE', 'JAMA']),
              year: today.getUTCFullYear() - r.int(12),
              url: null,
            },
          ]
        : [],
    analytics: {
      availability: Math.round(Math.min(1, tenure / 6 + r.float() * 0.3) * 100) / 100,
      availability_reason: availabilityReason(tenure, activity),
      compensation_base: { min: Math.round(ave * 0.85), ave, max: Math.round(ave * 1.2), currency: 'USD' },
      experience_range:
        years < 2 ? '0-2' : years < 5 ? '2-5' : years < 10 ? '5-10' : years < 15 ? '10-15' : '15+',
      fulltime_years: years,
      focus: skills[0]?.category ?? null,
      focus_score: Math.round((0.5 + r.float() * 0.45) * 100) / 100,
      industry,
      education_level: levels[0] ?? null,
      title_level: picked.level,
      title_family: family,
      skill: skillNames,
      parsed_skill: r.sample(skillNames, Math.ceil(skillNames.length / 2)),
      norm_location: {
        city: city.name,
        state: state,
        country: countryName,
        country_code: country,
        latitude: city.lat,
        longitude: city.lon,
        in_gdpr: GDPR_COUNTRIES.has(country),
        city_id: city.id,
      },
      veteran,
      visa_sponsorship: country === 'US' && !usAuthorized,
      us_work_authorized: usAuthorized,
      gender: name.gender,
      race: RACE[name.origin] ?? 'white',
      diversity: diversityFor(name.origin, name.gender, country, r),
      clearance,
      activity_level: activity,
      last_active: lastActive,
      tenure_years: tenure,
    },
  };
  return { externalId: `gen:${seed}:${n}`, fullName: doc.basic.fullname, doc, contacts };
}
