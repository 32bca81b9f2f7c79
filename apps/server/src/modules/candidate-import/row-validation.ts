/**
 * One CSV row to a new candidate, or the reasons it cannot be one. A row with a problem is not
 * imported at all (never a candidate with half of its data): the report names the row, the
 * column and what to fix, so the recruiter can correct those rows and import them again.
 */
import type { ImportField, ImportMapping, ImportProblem } from '@talentbase/shared';
import { emailProblem } from '@talentbase/shared/validators/email';
import { phoneProblem } from '@talentbase/shared/validators/phone-and-messengers';

/** The fields of a new candidate (create-candidate.ts `NewCandidateInput`). */
export type CandidateFields = {
  fullName: string;
  title?: string;
  company?: string;
  location?: string;
  emails?: string[];
  phones?: string[];
  linkedinUrl?: string;
  otherUrls?: string[];
  skills?: string[];
  notes?: string;
};

export const ROW_LIMITS = {
  name: 200,
  text: 200,
  notes: 5000,
  url: 500,
  skill: 100,
  skills: 100,
  listItems: 10,
} as const;

export type RowResult =
  | { ok: true; fields: CandidateFields }
  | { ok: false; problems: ImportProblem[]; fullName: string };

// Control characters other than line breaks and tabs come from broken exports; drop them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const clean = (value: string) => value.replace(CONTROL, '').trim();
const oneLine = (value: string) => clean(value).replace(/\s+/g, ' ');

/** Several values in one cell: "a@x.io; b@y.io", "Java, SQL", one per line. */
export function splitList(value: string, pattern = /[,;|\n]/): string[] {
  return value
    .split(pattern)
    .map(oneLine)
    .filter((v) => v !== '');
}

/** A web address with its scheme, or null when the text is not one. */
export function normaliseUrl(value: string): string | null {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') || /\s/.test(text)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The cells of a row gathered by field: list fields collect every column mapped to them. */
function gather(
  cells: readonly string[],
  mapping: ImportMapping,
): Map<ImportField, { value: string; column: number }[]> {
  const byField = new Map<ImportField, { value: string; column: number }[]>();
  mapping.forEach((field, column) => {
    if (field === null) return;
    const value = cells[column] ?? '';
    if (value.trim() === '') return;
    const list = byField.get(field) ?? [];
    list.push({ value, column });
    byField.set(field, list);
  });
  return byField;
}

export function validateRow(
  cells: readonly string[],
  mapping: ImportMapping,
  headers: readonly string[],
  row: number,
): RowResult {
  const problems: ImportProblem[] = [];
  const byField = gather(cells, mapping);
  const header = (column: number) => headers[column] ?? `Column ${column + 1}`;
  const firstOf = (field: ImportField) => byField.get(field)?.[0];
  const columnOf = (field: ImportField) => mapping.indexOf(field);
  const problem = (column: number, message: string) =>
    problems.push({ row, column: column >= 0 ? header(column) : '', message });

  const full = firstOf('fullName');
  const fullName = full
    ? oneLine(full.value)
    : [firstOf('firstName'), firstOf('lastName')]
        .filter((p) => p !== undefined)
        .map((p) => oneLine(p.value))
        .join(' ');
  const nameField = (['fullName', 'firstName', 'lastName'] as const).find((f) => mapping.includes(f));
  const nameColumn = nameField ? columnOf(nameField) : -1;
  if (fullName === '') problem(nameColumn, 'Name is missing');
  else if (fullName.length > ROW_LIMITS.name) {
    problem(nameColumn, `Name must be at most ${ROW_LIMITS.name} characters`);
  }

  const fields: CandidateFields = { fullName };
  for (const [field, label] of [
    ['title', 'Job title'],
    ['company', 'Company'],
    ['location', 'Location'],
  ] as const) {
    const cell = firstOf(field);
    if (!cell) continue;
    const value = oneLine(cell.value);
    if (value.length > ROW_LIMITS.text)
      problem(cell.column, `${label} must be at most ${ROW_LIMITS.text} characters`);
    else if (value) fields[field] = value;
  }

  const notes = firstOf('notes');
  if (notes) {
    const value = clean(notes.value);
    if (value.length > ROW_LIMITS.notes)
      problem(notes.column, `Notes must be at most ${ROW_LIMITS.notes} characters`);
    else if (value) fields.notes = value;
  }

  const emails: string[] = [];
  for (const cell of byField.get('emails') ?? []) {
    for (const email of splitList(cell.value, /[,;|\s]/)) {
      const message = emailProblem(email);
      if (message) problem(cell.column, `${message}: ${email.slice(0, 80)}`);
      else if (!emails.some((e) => e.toLowerCase() === email.toLowerCase())) emails.push(email);
    }
  }
  const phones: string[] = [];
  for (const cell of byField.get('phones') ?? []) {
    for (const phone of splitList(cell.value, /[,;|\n]/)) {
      const message = phoneProblem(phone);
      if (message) problem(cell.column, `${message}: ${phone.slice(0, 80)}`);
      else if (!phones.includes(phone)) phones.push(phone);
    }
  }
  if (emails.length > ROW_LIMITS.listItems)
    problem(columnOf('emails'), `At most ${ROW_LIMITS.listItems} emails`);
  if (phones.length > ROW_LIMITS.listItems)
    problem(columnOf('phones'), `At most ${ROW_LIMITS.listItems} phones`);
  if (emails.length) fields.emails = emails;
  if (phones.length) fields.phones = phones;

  const linkedin = firstOf('linkedinUrl');
  if (linkedin) {
    const url = normaliseUrl(linkedin.value);
    if (!url || !/(^|\.)linkedin\.com$/i.test(new URL(url).hostname)) {
      problem(linkedin.column, 'Enter a LinkedIn profile address (linkedin.com/in/...)');
    } else if (url.length > ROW_LIMITS.url)
      problem(linkedin.column, `Link must be at most ${ROW_LIMITS.url} characters`);
    else fields.linkedinUrl = url;
  }

  const otherUrls: string[] = [];
  for (const cell of byField.get('otherUrls') ?? []) {
    for (const text of splitList(cell.value, /[,;|\s]/)) {
      const url = normaliseUrl(text);
      if (!url || url.length > ROW_LIMITS.url)
        problem(cell.column, `Enter a valid web address: ${text.slice(0, 80)}`);
      else if (!otherUrls.includes(url)) otherUrls.push(url);
    }
  }
  if (otherUrls.length > ROW_LIMITS.listItems)
    problem(columnOf('otherUrls'), `At most ${ROW_LIMITS.listItems} links`);
  if (otherUrls.length) fields.otherUrls = otherUrls;

  const skills: string[] = [];
  for (const cell of byField.get('skills') ?? []) {
    for (const skill of splitList(cell.value)) {
      if (skill.length > ROW_LIMITS.skill)
        problem(cell.column, `A skill must be at most ${ROW_LIMITS.skill} characters`);
      else if (!skills.some((s) => s.toLowerCase() === skill.toLowerCase())) skills.push(skill);
    }
  }
  if (skills.length > ROW_LIMITS.skills) problem(columnOf('skills'), `At most ${ROW_LIMITS.skills} skills`);
  if (skills.length) fields.skills = skills;

  return problems.length ? { ok: false, problems, fullName } : { ok: true, fields };
}
