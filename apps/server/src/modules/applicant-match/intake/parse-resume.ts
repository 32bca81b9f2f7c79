/**
 * Résumé text to the profile structure (spec section 3, `TalentProfileDoc`). Everything in the
 * profile is read from the text; what the text does not say stays null or empty (analytics such
 * as gender, compensation or availability are never guessed here), and what the reader was unsure
 * of is listed in `warnings` for the recruiter.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { findEmails, findLinks, findPhones, readHeader } from './resume-contact';
import { readEducation } from './resume-education';
import { experienceBand, fulltimeYears, readPositions } from './resume-experience';
import { readCertifications, readLanguages, readSkills } from './resume-lists';
import { linesOf, splitSections } from './resume-sections';
import { guessLanguage } from './text-language';

export type ParseOptions = { now?: Date };

const clip = (s: string | null | undefined, max = 500) => (s ? s.slice(0, max) : null);

export function parseResume(text: string, options: ParseOptions = {}): ParsedResume {
  const now = options.now ?? new Date();
  const warnings: string[] = [];
  const parts = splitSections(text);
  const header = readHeader(parts.header.slice(0, 12));
  const emails = findEmails(text);
  const phones = findPhones(parts.header.length > 0 ? parts.header.join('\n') : text.slice(0, 2000));
  const links = findLinks(text);

  const jobs = readPositions(linesOf(parts, 'experience'));
  const { education, level } = readEducation(linesOf(parts, 'education'));
  const skills = readSkills(linesOf(parts, 'skills'));
  const { languages, withoutLevel } = readLanguages(linesOf(parts, 'languages'));
  const certification = readCertifications(linesOf(parts, 'certifications'));
  const summary = linesOf(parts, 'summary').join('\n').slice(0, 10_000) || null;

  const positions = jobs.positions;
  const current = positions.find((p) => p.iscurrent) ?? null;
  const years = fulltimeYears(positions, now);
  const dated = positions.some((p) => p.start_date);

  if (!header.fullname) warnings.push('No name was found at the top of the résumé.');
  if (emails.length === 0 && phones.length === 0)
    warnings.push('No email address or phone number was found.');
  if (parts.sections.length === 0)
    warnings.push(
      'No section headings (Experience, Education, Skills ...) were recognised, so no jobs or schools were read.',
    );
  else if (!parts.sections.some((s) => s.key === 'experience'))
    warnings.push('No work experience section was found.');
  if (jobs.undated > 0 || (parts.sections.some((s) => s.key === 'experience') && !dated))
    warnings.push('The jobs have no dates that could be read, so years of experience are unknown.');
  if (jobs.yearOnly) warnings.push('Some job dates give only the year; those months were taken as January.');
  if (positions.some((p) => !p.title || !p.company.name))
    warnings.push('Some jobs are missing a title or a company name; check them against the original file.');
  if (withoutLevel.length > 0)
    warnings.push(`No level was given for ${withoutLevel.join(', ')}; recorded as limited (1).`);
  const language = guessLanguage(text);
  if (language && language.language !== 'English')
    warnings.push(
      `The résumé seems to be written in ${language.language}; headings and dates were read where recognised, so check the profile against the original file.`,
    );

  const place = header.place;
  const doc: TalentProfileDoc = {
    basic: {
      fullname: header.fullname ?? '',
      ...splitName(header.fullname),
      headline: clip(header.headline),
      summary,
      location: clip(place?.location),
      city: clip(place?.city),
      state: clip(place?.state),
      country: place?.country?.name ?? null,
      current_title: current ? clip(current.title) || null : null,
      current_company: current ? clip(current.company.name) || null : null,
      highlight: null,
      image_url: null,
      social_links: links,
      opt_out: false,
      gdpr_status: 'none',
    },
    current_position: current,
    education,
    position: positions,
    handson: skills.map((handson_skill) => ({ handson_skill, handson_linkedin_endorsements: 0 })),
    language: languages,
    certification,
    patent: [],
    project: [],
    publication: [],
    analytics: {
      availability: null,
      availability_reason: null,
      compensation_base: null,
      experience_range: dated ? experienceBand(years) : null,
      fulltime_years: years,
      focus: null,
      focus_score: null,
      industry: null,
      education_level: level,
      title_level: null,
      skill: skills,
      parsed_skill: skills,
      norm_location: {
        city: clip(place?.city),
        state: clip(place?.state),
        country: place?.country?.name ?? null,
        country_code: place?.country?.code ?? null,
        latitude: null,
        longitude: null,
        in_gdpr: place?.country?.inGdpr ?? false,
      },
      veteran: false,
      visa_sponsorship: false,
      gender: null,
      race: null,
      activity_level: 1,
      last_active: null,
    },
  };
  return { doc, contacts: { emails, phones }, text, warnings };
}

function splitName(fullname: string | null): { first_name?: string; last_name?: string } {
  if (!fullname) return {};
  const words = fullname.split(/\s+/);
  if (words.length < 2) return {};
  return { first_name: words[0], last_name: words.slice(1).join(' ') };
}
