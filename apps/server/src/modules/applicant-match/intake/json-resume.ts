/**
 * JSON Resume documents (jsonresume.org schema v1) to the profile structure: basics, work,
 * education, skills, languages and certificates. The document is read field by field and every
 * value is checked for its type, so a stray number or object in a field is dropped with a warning
 * instead of failing the whole résumé; a file that is not JSON, or JSON that is not a résumé, is
 * refused with the reason.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { TEXT_MAX_CHARS } from './limits';
import { COUNTRIES } from './places';
import { parsePlace } from './resume-contact';
import { parseDate, toYearMonth } from './resume-dates';
import { readEducation } from './resume-education';
import { experienceBand, fulltimeYears } from './resume-experience';
import { readLanguages } from './resume-lists';

type Json = Record<string, unknown>;
type Position = TalentProfileDoc['position'][number];
export type JsonRead = { resume: ParsedResume } | { rejected: string };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 500): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** JSON Resume dates are ISO 8601 ("2020-01-01", "2020-01", "2020"). */
function isoMonth(v: unknown): { ym: string; yearOnly: boolean } | null {
  const s = str(v);
  const m = s ? /^(\d{4})(?:-(\d{2}))?/.exec(s) : null;
  if (!m) return null;
  const d = parseDate(m[2] ? `${m[1]}-${m[2]}` : (m[1] as string));
  return d ? { ym: toYearMonth(d), yearOnly: d.month === null } : null;
}

export function readJsonResume(fileName: string, data: Buffer, options: { now?: Date } = {}): JsonRead {
  let doc: unknown;
  try {
    doc = JSON.parse(data.toString('utf8').replace(/^\ufeff/, ''));
  } catch {
    return {
      rejected: `"${fileName}" is not valid JSON, so it cannot be read as a JSON Resume: export it again.`,
    };
  }
  return mapJsonResume(fileName, doc, options);
}

export function mapJsonResume(fileName: string, doc: unknown, options: { now?: Date } = {}): JsonRead {
  const now = options.now ?? new Date();
  if (!isObject(doc) || !(isObject(doc.basics) || Array.isArray(doc.work) || Array.isArray(doc.education)))
    return {
      rejected: `"${fileName}" is JSON but not a JSON Resume (it has no "basics", "work" or "education"): export the résumé from jsonresume.org or upload a PDF.`,
    };
  const warnings: string[] = [];
  const basics = isObject(doc.basics) ? doc.basics : {};
  const fullname = str(basics.name);
  if (!fullname) warnings.push('The JSON Resume has no name.');

  const emails = str(basics.email, 254) ? [str(basics.email, 254) as string] : [];
  const phones = str(basics.phone, 40) ? [str(basics.phone, 40) as string] : [];
  const socialLinks: TalentProfileDoc['basic']['social_links'] = {};
  if (str(basics.url)) socialLinks.website = str(basics.url) as string;
  for (const p of list(basics.profiles)) {
    const network = (str(p.network) ?? '').toLowerCase();
    const url = str(p.url) ?? (str(p.username) && network ? `${network}/${str(p.username)}` : null);
    if (!url) continue;
    const key = (
      ['linkedin', 'github', 'twitter', 'stackoverflow', 'dribbble', 'behance', 'scholar'] as const
    ).find((k) => network.replace(/\s+/g, '').includes(k));
    if (key) socialLinks[key] ??= url;
    else if (network === 'x') socialLinks.twitter ??= url;
  }

  const loc = isObject(basics.location) ? basics.location : {};
  const city = str(loc.city);
  const region = str(loc.region);
  const country = str(loc.countryCode)
    ? ([...COUNTRIES.values()].find((c) => c.code === str(loc.countryCode)?.toUpperCase()) ?? null)
    : null;
  const locationText =
    [city, region, country?.name ?? str(loc.countryCode)].filter(Boolean).join(', ') || null;
  const place = locationText ? parsePlace(locationText) : null;

  let yearOnly = false;
  const positions: Position[] = [];
  for (const w of list(doc.work).slice(0, 100)) {
    const start = isoMonth(w.startDate);
    const end = isoMonth(w.endDate);
    yearOnly ||= Boolean(start?.yearOnly || end?.yearOnly);
    const highlights = Array.isArray(w.highlights) ? w.highlights.filter((h) => typeof h === 'string') : [];
    const summary = [str(w.summary, 10_000), ...highlights].filter(Boolean).join('\n').slice(0, 10_000);
    positions.push({
      title: str(w.position) ?? '',
      company: { name: str(w.name) ?? str(w.company) ?? '' },
      website_url: str(w.url),
      location: str(w.location),
      summary: summary || null,
      iscurrent: Boolean(start) && !str(w.endDate),
      start_date: start?.ym ?? null,
      end_date: end?.ym ?? null,
    });
  }
  if (positions.some((p) => !p.start_date)) warnings.push('Some jobs have no start date.');
  if (yearOnly) warnings.push('Some job dates give only the year; those months were taken as January.');

  const education = list(doc.education)
    .slice(0, 50)
    .map((e, i) => ({
      id: i + 1,
      school: str(e.institution) ?? '',
      major: str(e.area),
      degree: str(e.studyType),
      description: null,
      startyear: year(e.startDate),
      endyear: year(e.endDate),
    }));
  // The level comes from the degree names, read the same way as in a résumé's text.
  const level = readEducation(education.map((e) => e.degree ?? '').filter(Boolean)).level;

  const skills: string[] = [];
  for (const s of list(doc.skills)) {
    for (const name of [s.name, ...(Array.isArray(s.keywords) ? s.keywords : [])]) {
      const v = str(name, 60);
      if (v && !skills.some((k) => k.toLowerCase() === v.toLowerCase())) skills.push(v);
    }
  }
  const { languages, withoutLevel } = readLanguages(
    list(doc.languages).map((l) => [str(l.language), str(l.fluency)].filter(Boolean).join(' - ')),
  );
  if (withoutLevel.length > 0)
    warnings.push(`No level was given for ${withoutLevel.join(', ')}; recorded as limited (1).`);
  const certification = list(doc.certificates)
    .map((c) => ({ name: str(c.name) ?? '', issuer: str(c.issuer), year: year(c.date) }))
    .filter((c) => c.name);

  const current = positions.find((p) => p.iscurrent) ?? null;
  const years = fulltimeYears(positions, now);
  const dated = positions.some((p) => p.start_date);
  const text = JSON.stringify(doc, null, 2).slice(0, TEXT_MAX_CHARS);
  return {
    resume: {
      doc: {
        basic: {
          fullname: fullname ?? '',
          headline: str(basics.label),
          summary: str(basics.summary, 10_000),
          location: place?.location ?? locationText,
          city: city,
          state: region,
          country: country?.name ?? null,
          current_title: current?.title || null,
          current_company: current?.company.name || null,
          highlight: null,
          image_url: str(basics.image),
          social_links: socialLinks,
          opt_out: false,
          gdpr_status: 'none',
        },
        current_position: current,
        education,
        position: positions,
        handson: skills
          .slice(0, 150)
          .map((handson_skill) => ({ handson_skill, handson_linkedin_endorsements: 0 })),
        language: languages,
        certification,
        patent: [],
        project: list(doc.projects)
          .map((p) => ({ name: str(p.name) ?? '', description: str(p.description, 10_000), url: str(p.url) }))
          .filter((p) => p.name),
        publication: list(doc.publications)
          .map((p) => ({
            title: str(p.name) ?? '',
            publisher: str(p.publisher),
            year: year(p.releaseDate),
            url: str(p.url),
          }))
          .filter((p) => p.title),
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
          skill: skills.slice(0, 150),
          parsed_skill: skills.slice(0, 150),
          norm_location: {
            city,
            state: region,
            country: country?.name ?? null,
            country_code: country?.code ?? null,
            latitude: null,
            longitude: null,
            in_gdpr: country?.inGdpr ?? false,
          },
          veteran: false,
          visa_sponsorship: false,
          gender: null,
          race: null,
          activity_level: 1,
          last_active: null,
        },
      },
      contacts: { emails, phones },
      text,
      warnings,
    },
  };
}

function year(v: unknown): number | null {
  const m = str(v) ? /^(\d{4})/.exec(str(v) as string) : null;
  const y = m ? Number(m[1]) : null;
  return y !== null && y >= 1900 && y <= 2200 ? y : null;
}
