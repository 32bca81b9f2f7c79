/**
 * The persona turned into what the scorer compares: taxonomy ids, ranks, coordinates, word
 * hashes, and every label a quick check shows, written once here so that scoring an applicant
 * builds no strings beyond what it must.
 *
 * The job's family (from its title, else from its must-have skills) decides which of an
 * applicant's years count as relevant experience; related families count half.
 */
import type { OtherInsight, Persona } from '@talentbase/shared/contracts/applicant-match';
import { EDUCATION_LEVEL_RANK } from '@talentbase/shared/domain/degrees';
import { fieldKey } from './features';
import { readPlace } from './places';
import { familyIndex } from './ranking-features';
import { EDUCATION_LABEL } from './requirement-words';
import { taxonomyIndex } from './taxonomy-index';
import { tokenize } from './tokenize';
import { hashWord, STOPWORDS, wordKey } from './word-set';

export type PersonaSkillFeature = {
  id: number;
  name: string;
  minYears: number | null;
  must: boolean;
  /** The insight of an applicant without the skill: the same for all of them, so shared. */
  missing: OtherInsight;
};

export type PersonaFeatures = {
  persona: Persona;
  lackJD: boolean;
  jobFamily: string | null;
  relatedFamilies: ReadonlySet<string>;
  /** The same two as indexes into RankingFeatures.familyYears (-1: no family). */
  jobFamilyIndex: number;
  relatedFamilyIndexes: readonly number[];
  jobTitleId: number | null;
  skills: PersonaSkillFeature[];
  /**
   * The skill ids ascending with each one's position in `skills`, and room for one applicant's
   * credits by position (the ranking pass fills it and reads it at once, never across calls).
   */
  skillIndex: { sortedIds: Int32Array; sortedAt: Int32Array; credits: Float64Array };
  mustCount: number;
  /** True when the skills come from the job title alone (no description to read them from). */
  skillsFromTitle: boolean;
  minYears: number | null;
  experienceTitle: string;
  education: {
    rank: number;
    label: string;
    fields: string[];
    fieldLabel: string;
    required: boolean;
    title: string;
  } | null;
  certifications: { id: number; name: string; required: boolean }[];
  languages: { id: number; name: string; proficiency: number; title: string }[];
  location: {
    remote: boolean;
    lat: number | null;
    lon: number | null;
    radiusKm: number;
    state: string | null;
    country: string | null;
    title: string;
  } | null;
  auth: { country: string | null; sponsorship: boolean | null; title: string } | null;
  industries: { id: number; name: string }[];
  free: { text: string; isMustHave: boolean; hashes: Int32Array }[];
};

// Families whose experience partly carries over. Everything else counts as unrelated.
const RELATED: Readonly<Record<string, readonly string[]>> = {
  engineering: ['data', 'game', 'research'],
  data: ['engineering', 'research', 'product', 'finance'],
  product: ['design', 'engineering', 'data'],
  design: ['product', 'marketing', 'game', 'architecture'],
  sales: ['customer_success', 'marketing'],
  marketing: ['sales', 'design', 'customer_success'],
  customer_success: ['sales', 'operations'],
  finance: ['operations', 'legal', 'data'],
  healthcare: ['research'],
  research: ['data', 'healthcare'],
  operations: ['finance', 'customer_success', 'hr'],
  hr: ['operations'],
  legal: ['finance'],
  game: ['engineering', 'design'],
  architecture: ['design'],
  education: [],
};

function skillIndexOf(skills: readonly PersonaSkillFeature[]): PersonaFeatures['skillIndex'] {
  const order = skills.map((s, at) => [s.id, at] as const).sort((x, y) => x[0] - y[0]);
  return {
    sortedIds: Int32Array.from(order, (o) => o[0]),
    sortedAt: Int32Array.from(order, (o) => o[1]),
    credits: new Float64Array(skills.length),
  };
}

export function personaFeatures(persona: Persona): PersonaFeatures {
  const index = taxonomyIndex();
  const titleMention = index
    .scan(persona.jobTitle, new Set(['title']))
    .sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  const title = titleMention ? index.term(titleMention.termId) : null;

  const skills: PersonaSkillFeature[] = [];
  const seen = new Set<number>();
  const add = (name: string, minYears: number | null, must: boolean) => {
    const term = index.lookup('skill', name);
    if (!term || seen.has(term.id)) return;
    seen.add(term.id);
    const missing: OtherInsight = Object.freeze({
      category: 'skill' as const,
      isMustHave: must,
      key: term.name,
      reason: 'Not found in the résumé',
      score: 0,
      evidence: Object.freeze([]) as unknown as never[],
    });
    skills.push({ id: term.id, name: term.name, minYears, must, missing });
  };
  for (const s of persona.mustHaveSkills) add(s.name, s.minYears, true);
  for (const s of persona.niceToHaveSkills) add(s.name, s.minYears, false);
  // Without a description the title's typical skills stand in, as nice-to-haves.
  const skillsFromTitle = skills.length === 0 && title !== null;
  if (skillsFromTitle && title) for (const id of title.impliedSkills) add(index.term(id).name, null, false);

  let jobFamily: string | null = title?.families[0] ?? null;
  if (!jobFamily) {
    const votes = new Map<string, number>();
    for (const s of skills)
      for (const f of index.term(s.id).families) votes.set(f, (votes.get(f) ?? 0) + (s.must ? 2 : 1));
    const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
    // Only a clear winner names the family; skills common to every family say nothing.
    if (ranked[0] && ranked[0][1] >= 2 && (ranked[1]?.[1] ?? 0) < ranked[0][1]) jobFamily = ranked[0][0];
  }

  const edu = persona.education;
  const fields = edu.fields.map(fieldKey);
  const education = edu.level
    ? {
        rank: EDUCATION_LEVEL_RANK[edu.level],
        label: EDUCATION_LABEL[edu.level],
        fields,
        fieldLabel: edu.fields.join(' or '),
        required: edu.required,
        title: `${EDUCATION_LABEL[edu.level]}${edu.fields.length ? ` in ${edu.fields.join(' or ')}` : ''}${edu.required ? '' : ' (preferred)'}`,
      }
    : null;

  const loc = persona.location;
  let location: PersonaFeatures['location'] = null;
  if (loc.remote || loc.city || loc.state || loc.country) {
    const place = loc.city ? readPlace([loc.city, loc.state, loc.country].filter(Boolean).join(', ')) : null;
    const where = [loc.city, loc.state ?? (loc.city ? null : loc.country)].filter(Boolean).join(', ');
    location = {
      remote: loc.remote,
      lat: place?.lat ?? null,
      lon: place?.lon ?? null,
      radiusKm: loc.radiusKm ?? 80,
      state: loc.state,
      country: loc.country,
      title: loc.remote
        ? `Remote${loc.country ? ` (${loc.country})` : ''}`
        : `Within ${loc.radiusKm ?? 80} km of ${where || loc.country}`,
    };
  }

  const wa = persona.workAuthorization;
  const auth =
    wa.country || wa.sponsorshipAvailable === false
      ? {
          country: wa.country,
          sponsorship: wa.sponsorshipAvailable,
          title: [
            wa.country ? `Authorized to work in ${wa.country}` : null,
            wa.sponsorshipAvailable === false ? 'no visa sponsorship' : null,
          ]
            .filter(Boolean)
            .join('; '),
        }
      : null;

  const minYears = persona.minYearsExperience;
  const related = jobFamily ? (RELATED[jobFamily] ?? []) : [];
  return {
    persona,
    lackJD: persona.lackJD,
    jobFamily,
    relatedFamilies: new Set(related),
    jobFamilyIndex: familyIndex(jobFamily),
    relatedFamilyIndexes: [...new Set(related)].map(familyIndex).filter((i) => i >= 0),
    jobTitleId: title?.id ?? null,
    skills,
    skillIndex: skillIndexOf(skills),
    mustCount: skills.filter((s) => s.must).length,
    skillsFromTitle,
    minYears,
    experienceTitle:
      minYears !== null
        ? `${minYears}+ years of ${jobFamily ? `${jobFamily.replace('_', ' ')} ` : ''}experience`
        : `Relevant experience${title ? ` as ${title.name}` : ''}`,
    education,
    certifications: persona.certifications
      .map((c) => {
        const term = index.lookup('certification', c.name);
        return term ? { id: term.id, name: term.name, required: c.required } : null;
      })
      .filter((c): c is { id: number; name: string; required: boolean } => c !== null),
    languages: persona.languages
      .map((l) => {
        const term = index.lookup('language', l.name);
        return term
          ? {
              id: term.id,
              name: term.name,
              proficiency: l.proficiency,
              title: `${term.name} (level ${l.proficiency} of 5)`,
            }
          : null;
      })
      .filter((l): l is { id: number; name: string; proficiency: number; title: string } => l !== null),
    location,
    auth,
    industries: persona.industries
      .map((name) => index.lookup('industry', name))
      .filter((t) => t !== undefined)
      .map((t) => ({ id: t.id, name: t.name })),
    free: persona.freeRequirements.map((r) => ({
      text: r.text,
      isMustHave: r.isMustHave,
      hashes: Int32Array.from(
        new Set(
          tokenize(r.text)
            .filter((t) => t.norm.length >= 3 && !STOPWORDS.has(t.norm))
            .map((t) => hashWord(wordKey(t.norm))),
        ),
      ),
    })),
  };
}
