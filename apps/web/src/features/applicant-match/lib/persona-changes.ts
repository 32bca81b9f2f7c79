/** What changed between two personas, in words a recruiter reads ("Added must-have: Python"). */
import type { Persona, PersonaSkill } from '@talentbase/shared/contracts/applicant-match';

const skillText = (s: PersonaSkill) => (s.minYears === null ? s.name : `${s.name} (${s.minYears}+ years)`);

function listChanges(label: string, before: readonly string[], after: readonly string[]): string[] {
  const out: string[] = [];
  const added = after.filter((x) => !before.includes(x));
  const removed = before.filter((x) => !after.includes(x));
  if (added.length > 0) out.push(`Added ${label}: ${added.join(', ')}`);
  if (removed.length > 0) out.push(`Removed ${label}: ${removed.join(', ')}`);
  return out;
}

const value = (v: unknown) => (v === null || v === undefined || v === '' ? 'any' : String(v));

export function personaChanges(before: Persona, after: Persona): string[] {
  const changes = [
    ...listChanges('must-have', before.mustHaveSkills.map(skillText), after.mustHaveSkills.map(skillText)),
    ...listChanges(
      'nice-to-have',
      before.niceToHaveSkills.map(skillText),
      after.niceToHaveSkills.map(skillText),
    ),
    ...listChanges(
      'certification',
      before.certifications.map((c) => `${c.name}${c.required ? '' : ' (preferred)'}`),
      after.certifications.map((c) => `${c.name}${c.required ? '' : ' (preferred)'}`),
    ),
    ...listChanges(
      'language',
      before.languages.map((l) => `${l.name} (level ${l.proficiency})`),
      after.languages.map((l) => `${l.name} (level ${l.proficiency})`),
    ),
    ...listChanges('industry', before.industries, after.industries),
    ...listChanges('field of study', before.education.fields, after.education.fields),
  ];
  if (before.minYearsExperience !== after.minYearsExperience)
    changes.push(
      `Years of experience: ${value(before.minYearsExperience)} → ${value(after.minYearsExperience)}`,
    );
  if (before.education.level !== after.education.level)
    changes.push(`Education: ${value(before.education.level)} → ${value(after.education.level)}`);
  const place = (p: Persona) =>
    [p.location.city, p.location.state, p.location.country].filter(Boolean).join(', ') || 'anywhere';
  if (place(before) !== place(after)) changes.push(`Location: ${place(before)} → ${place(after)}`);
  if (before.location.remote !== after.location.remote)
    changes.push(after.location.remote ? 'Remote is now fine' : 'Remote no longer fine');
  if (before.location.radiusKm !== after.location.radiusKm)
    changes.push(`Within: ${value(before.location.radiusKm)} km → ${value(after.location.radiusKm)} km`);
  if (before.workAuthorization.country !== after.workAuthorization.country)
    changes.push(
      `Work authorisation: ${value(before.workAuthorization.country)} → ${value(after.workAuthorization.country)}`,
    );
  if (before.workAuthorization.sponsorshipAvailable !== after.workAuthorization.sponsorshipAvailable)
    changes.push('Visa sponsorship changed');
  return changes;
}
