/**
 * A minimal résumé reader for the judged set: the résumés in this folder are plain text laid
 * out the common way (name, place, headed sections, "Title — Company | 2019-06 – Present"), and
 * this turns one into the ParsedResume the engine takes. The product's reader handles files and
 * messier layouts; this one only has to be faithful to these texts. Sections it does not
 * recognise (a résumé in another language) leave the profile empty and the text as it is.
 */
import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { emptyDoc } from '../empty-resume';
import { readPlace } from '../places';
import { proficiencyIn } from '../requirement-words';

const HEADINGS: Readonly<Record<string, string>> = {
  SUMMARY: 'summary',
  PROFILE: 'summary',
  EXPERIENCE: 'experience',
  'WORK EXPERIENCE': 'experience',
  'PROFESSIONAL EXPERIENCE': 'experience',
  EDUCATION: 'education',
  SKILLS: 'skills',
  CERTIFICATIONS: 'certifications',
  'LICENSES AND CERTIFICATIONS': 'certifications',
  'REGISTRATIONS AND CERTIFICATIONS': 'certifications',
  LANGUAGES: 'languages',
  'WORK AUTHORIZATION': 'summary',
};

const POSITION = /^(.+?) — (.+?) \| (\d{4}-\d{2}) – (Present|\d{4}-\d{2})$/;
const EDUCATION = /^(.+?) — (.+?) \| (\d{4})$/;

export function readResume(text: string): ParsedResume {
  const doc = emptyDoc();
  const lines = text.split('\n');
  let section = 'header';
  let headerLine = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const heading = HEADINGS[line.toUpperCase()];
    if (heading && line === line.toUpperCase()) {
      section = heading;
      continue;
    }
    if (section === 'header') {
      headerLine++;
      if (headerLine === 1) doc.basic.fullname = line;
      if (headerLine === 2) {
        const place = readPlace(line);
        if (place) {
          doc.basic.location = line;
          doc.basic.city = place.city;
          doc.basic.state = place.state;
          doc.basic.country = place.country;
          Object.assign(doc.analytics.norm_location, {
            city: place.city,
            state: place.state,
            country: place.country,
            country_code: place.country,
            latitude: place.lat,
            longitude: place.lon,
          });
        }
      }
      if (headerLine === 3) doc.basic.headline = line;
      continue;
    }
    if (section === 'experience') {
      const m = POSITION.exec(line);
      if (m?.[1] && m[2] && m[3] && m[4]) {
        const current = m[4] === 'Present';
        doc.position.push({
          title: m[1],
          company: { name: m[2] },
          summary: '',
          iscurrent: current,
          start_date: m[3],
          end_date: current ? null : m[4],
        });
      } else {
        const last = doc.position.at(-1);
        if (last)
          last.summary = `${last.summary ?? ''}${last.summary ? '\n' : ''}${line.replace(/^[-•]\s*/, '')}`;
      }
    } else if (section === 'education') {
      const m = EDUCATION.exec(line);
      if (m?.[1] && m[2] && m[3]) {
        const [degree, ...major] = m[1].split(', ');
        doc.education.push({
          id: doc.education.length + 1,
          school: m[2],
          degree: degree ?? null,
          major: major.join(', ') || null,
          startyear: null,
          endyear: Number(m[3]),
        });
      }
    } else if (section === 'skills') {
      for (const s of line.split(/,\s*/))
        if (s) doc.handson.push({ handson_skill: s, handson_linkedin_endorsements: 0 });
    } else if (section === 'certifications') {
      doc.certification.push({ name: line.replace(/^[-•]\s*/, '').split(' — ')[0] ?? line });
    } else if (section === 'languages') {
      for (const part of line.split(/,\s*/)) {
        const name = part.replace(/\(.*\)/, '').trim();
        if (name) doc.language.push({ name, proficiency: proficiencyIn(part) ?? 3 });
      }
    }
  }
  const current = doc.position.find((p) => p.iscurrent) ?? null;
  doc.current_position = current;
  doc.basic.current_title = current?.title ?? null;
  doc.basic.current_company = current?.company.name ?? null;
  return { doc, contacts: { emails: [], phones: [] }, text, warnings: [] };
}
