/**
 * The top of a résumé: the applicant's name, email addresses, phone numbers, profile links,
 * location and headline. Each is taken only when the text states it; a line that merely could be
 * a name (a job title, a company) is not promoted to one.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import { COUNTRIES, type Country, US_STATES } from './places';

type SocialLinks = TalentProfileDoc['basic']['social_links'];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}/g;
// Spaces, not line breaks: a number never runs onto the next line.
const PHONE = /(?:\+|\(?\b)\d[\d \t().\-/]{6,20}\d\b/g;
const YEARS_ONLY = /^\s*(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)\d{2}\s*$/;
const URL =
  /\b(?:https?:\/\/|www\.)[^\s<>()|,;]+|\b(?:linkedin\.com|github\.com|x\.com|twitter\.com|stackoverflow\.com|dribbble\.com|behance\.net|scholar\.google\.com)\/[^\s<>()|,;]+/gi;

const EMAIL_ONE = new RegExp(EMAIL.source);
const URL_ONE = new RegExp(URL.source, 'i');

/** Words that make a line a job title or a company, never a person's name. */
const NOT_NAME =
  /\b(?:resume|résumé|curriculum|vitae|cv|lebenslauf|engineer|developer|manager|nurse|analyst|designer|consultant|director|specialist|assistant|officer|scientist|architect|administrator|coordinator|accountant|teacher|recruiter|intern|lead|inc|llc|ltd|gmbh|corp|university|summary|profile|experience|contact|phone|email|address)\b/i;

export function findEmails(text: string): string[] {
  const seen = new Map<string, string>();
  for (const m of text.matchAll(EMAIL)) {
    const email = m[0].replace(/\.+$/, '');
    if (email.length <= 254 && !seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  }
  return [...seen.values()].slice(0, 20);
}

export function findPhones(text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, '');
    // Date ranges ("2019 - 2021") and ISO dates are the usual false friends of a phone pattern.
    if (digits.length < 7 || digits.length > 15 || YEARS_ONLY.test(raw)) continue;
    if (/^\d{4}[-./]\d{2}[-./]\d{2}$/.test(raw) || /^\d{1,2}[/.]\d{4}\s*[-–]\s*\d{1,2}[/.]\d{4}$/.test(raw))
      continue;
    if (!raw.startsWith('+') && digits.length < 9) continue;
    if (seen.has(digits)) continue;
    seen.add(digits);
    out.push(raw.slice(0, 40));
  }
  return out.slice(0, 20);
}

export function findLinks(text: string): SocialLinks {
  const links: SocialLinks = {};
  for (const m of text.matchAll(URL)) {
    const url = m[0].replace(/[.)\]]+$/, '').slice(0, 500);
    const host = url
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .toLowerCase();
    if (host.startsWith('linkedin.com/')) links.linkedin ??= url;
    else if (host.startsWith('github.com/')) links.github ??= url;
    else if (host.startsWith('twitter.com/') || host.startsWith('x.com/')) links.twitter ??= url;
    else if (host.startsWith('stackoverflow.com/')) links.stackoverflow ??= url;
    else if (host.startsWith('dribbble.com/')) links.dribbble ??= url;
    else if (host.startsWith('behance.net/')) links.behance ??= url;
    else if (host.startsWith('scholar.google.com/')) links.scholar ??= url;
    else links.website ??= url;
  }
  return links;
}

/** "Jane Doe", "María José García-López", "O'Neil", "Jean-Luc Picard": 2 to 4 capitalised words. */
export function looksLikeName(line: string): boolean {
  const s = line.trim();
  if (s.length < 3 || s.length > 60 || NOT_NAME.test(s)) return false;
  const words = s.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  return words.every((w) => /^(?:\p{Lu}[\p{L}'’.-]*|de|da|del|der|van|von|la|le|di|dos|y)$/u.test(w));
}

// "Dr. Michael Chen", "Ana Gutierrez, RN", "Megan O'Brien, CPA", "Michael Chen, PharmD, BCPS":
// a title before the name and credentials after it (each with two capitals or more) are not the name.
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|prof)\.?\s+/i;
const CREDENTIALS = /(?:\s*,\s*(?=[A-Za-z.]*[A-Z][A-Za-z.]*[A-Z])[A-Za-z.]{2,10})+$/;

/** The person's name in a header segment, without a title or credentials; null when it is not a name. */
export function nameIn(segment: string): string | null {
  const name = segment.trim().replace(CREDENTIALS, '').replace(HONORIFIC, '');
  return looksLikeName(name) ? name : null;
}

export type Place = {
  location: string;
  city: string | null;
  state: string | null;
  country: Country | null;
};

/** "Austin, TX", "Berlin, Germany", "Toronto, ON, Canada", "Madrid, España". */
export function parsePlace(segment: string): Place | null {
  const s = segment.trim().replace(/^(?:location|address|ubicación|wohnort|adresse)\s*:\s*/i, '');
  if (s.length > 80 || /\d{3,}|@|https?:/i.test(s)) return null;
  const parts = s.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((p) => /^\p{Lu}[\p{L} .'’-]*$/u.test(p))) return null;
  const [city, second, third] = parts as [string, string, string | undefined];
  const countryOf = (p: string | undefined) => (p ? (COUNTRIES.get(p.toLowerCase()) ?? null) : null);
  if (third !== undefined) {
    const country = countryOf(third);
    return country ? { location: s, city, state: second, country } : null;
  }
  const country = countryOf(second);
  if (country) return { location: s, city, state: null, country };
  if (US_STATES.has(second.toUpperCase()) || US_STATES.has(second.toLowerCase()))
    return { location: s, city, state: second, country: null };
  return null;
}

export type Header = {
  fullname: string | null;
  headline: string | null;
  place: Place | null;
};

/** Reads the lines above the first section heading. */
export function readHeader(lines: readonly string[]): Header {
  let fullname: string | null = null;
  let headline: string | null = null;
  let place: Place | null = null;
  for (const [i, line] of lines.entries()) {
    const segments = line.split(/\s*(?:\||•|·|\u2022|\t| {3,}| – | — )\s*/).filter(Boolean);
    for (const seg of segments) place ??= parsePlace(seg);
    // The name is one of the first lines, alone on its line (or first on a line of contacts).
    const name: string | null = fullname === null && i < 3 && segments[0] ? nameIn(segments[0]) : null;
    if (name) {
      fullname = name;
      continue;
    }
    const isContact = EMAIL_ONE.test(line) || URL_ONE.test(line) || /\d{3}/.test(line);
    if (
      headline === null &&
      fullname !== null &&
      !isContact &&
      segments.length <= 2 &&
      !parsePlace(segments[0] ?? '') &&
      line.length <= 120 &&
      /\p{L}{3}/u.test(line)
    )
      headline = line.trim();
  }
  return { fullname, headline, place };
}
