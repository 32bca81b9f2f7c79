/**
 * The mapping the import suggests for a file's headers, so that a file exported from a
 * spreadsheet, an ATS or a CRM usually needs no change in the mapping step.
 */
import { type ImportField, type ImportMapping, MULTI_COLUMN_IMPORT_FIELDS } from '@talentbase/shared';

/** Lower case letters and digits only: "E-mail Address" and "email_address" read the same. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const EXACT: Record<string, ImportField> = {};
const add = (field: ImportField, names: string[]) => {
  for (const name of names) EXACT[normaliseHeader(name)] = field;
};
add('fullName', ['Name', 'Full Name', 'Candidate', 'Candidate Name', 'Contact Name', 'Person']);
add('firstName', ['First Name', 'First', 'Given Name', 'Forename', 'Vorname', 'Prénom']);
add('lastName', ['Last Name', 'Last', 'Surname', 'Family Name', 'Nachname', 'Nom']);
add('title', ['Title', 'Job Title', 'Current Title', 'Position', 'Role', 'Headline', 'Occupation']);
add('company', ['Company', 'Company Name', 'Current Company', 'Employer', 'Organization', 'Organisation']);
add('location', ['Location', 'City', 'Town', 'Address', 'Region', 'City, State', 'Country', 'Ort']);
add('emails', ['Email', 'E-mail', 'Email Address', 'Mail', 'Emails', 'Work Email', 'Personal Email']);
add('phones', ['Phone', 'Mobile', 'Phone Number', 'Telephone', 'Tel', 'Cell', 'Mobile Phone', 'Phones']);
add('linkedinUrl', ['LinkedIn', 'LinkedIn URL', 'LinkedIn Profile', 'Profile URL']);
add('otherUrls', ['Website', 'URL', 'GitHub', 'Portfolio', 'Twitter', 'Personal Website', 'Links']);
add('skills', ['Skills', 'Skill', 'Keywords', 'Expertise', 'Tags']);
add('notes', ['Notes', 'Note', 'Comments', 'Comment', 'Remarks']);

/** Headers that are not in the list but say what they hold ("Primary e-mail", "Mobile (work)"). */
const CONTAINS: [RegExp, ImportField][] = [
  [/linkedin/, 'linkedinUrl'],
  [/email|mail/, 'emails'],
  [/phone|mobile|cell|tel/, 'phones'],
  [/firstname|givenname/, 'firstName'],
  [/lastname|surname|familyname/, 'lastName'],
  [/jobtitle|position/, 'title'],
  [/company|employer/, 'company'],
  [/skill/, 'skills'],
  [/website|github|portfolio|url/, 'otherUrls'],
];

function fieldFor(header: string): ImportField | null {
  const key = normaliseHeader(header);
  if (key === '') return null;
  const exact = EXACT[key];
  if (exact) return exact;
  return CONTAINS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

/**
 * One field per header, or null. A single-value field goes to its first matching column only;
 * with both a full name and first/last name columns, first and last name win (they are cleaner).
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping = headers.map((header) => {
    const field = fieldFor(header);
    if (field === null) return null;
    if (taken.has(field) && !MULTI_COLUMN_IMPORT_FIELDS.includes(field)) return null;
    taken.add(field);
    return field;
  });
  if (taken.has('fullName') && (taken.has('firstName') || taken.has('lastName'))) {
    return mapping.map((f) => (f === 'fullName' ? null : f));
  }
  return mapping;
}
