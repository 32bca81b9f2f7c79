/**
 * How two spellings of the same identity become one key. The duplicate check on insert, the
 * match keys written for loaded and imported candidates and the full scan all use these, so a
 * person typed by hand, imported from a CSV and loaded from the ATS meet on the same keys.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

// Letters NFKD does not decompose but people write both ways ("Łukasz" / "Lukasz").
const FOLD: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, accents folded, apostrophes dropped ("O'Brien" = "obrien"). */
export function foldText(text: string): string {
  // Most names are plain ASCII: skip Unicode decomposition, the costly part, for them.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/['`]/g, '');
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[łøßæœđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/['’`]/g, '');
}

// Courtesy titles and generational suffixes say nothing about who someone is.
const NAME_NOISE = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'prof',
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'phd',
  'md',
  'mba',
]);

/** A name's words, folded and sorted: "Lee, Anna" and "Anna Lee" give the same tokens. */
export function nameTokens(fullName: string | null | undefined): string[] {
  if (!fullName) return [];
  return foldText(fullName)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0 && !NAME_NOISE.has(t))
    .sort();
}

export function nameKey(fullName: string | null | undefined): string {
  return nameTokens(fullName).join(' ');
}

// Legal forms: "Acme Inc." and "ACME, LLC" are the same employer.
const COMPANY_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'pty',
  'oy',
  'ab',
  'as',
  'kk',
  'pvt',
  'pte',
  'group',
  'holdings',
]);

export function companyKey(company: string | null | undefined): string {
  if (!company) return '';
  const words = foldText(company)
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words[words.length - 1] as string)) words.pop();
  if (words[0] === 'the' && words.length > 1) words.shift();
  return words.join(' ');
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** Trimmed and lower-cased; Gmail ignores dots and "+tags", so they are dropped there. */
export function normalizeEmail(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const email = raw
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1 || /\s/.test(email)) return null;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1).replace(/\.$/, '');
  if (!domain.includes('.')) return null;
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\+.*$/, '').replaceAll('.', '');
    domain = 'gmail.com';
    if (!local) return null;
  }
  return `${local}@${domain}`;
}

/**
 * E.164 ("+14155550123"). A national number needs the candidate's country; a number that cannot
 * be read gives no key rather than a wrong one.
 */
export function normalizePhone(raw: string | null | undefined, countryCode?: string | null): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (!text || /[a-z]{2,}/i.test(text.replace(/\b(?:ext|x)\.?\s*\d+$/i, ''))) return null;
  const country =
    countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? (countryCode.toUpperCase() as CountryCode) : undefined;
  // Already E.164 (how contacts are stored): nothing to parse; parsing is most of the cost of
  // writing keys for a large load.
  if (/^\+[1-9]\d{7,14}$/.test(text)) return text;
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  try {
    const parsed = parsePhoneNumberFromString(international, country);
    if (!parsed?.isPossible()) return null;
    return parsed.number;
  } catch {
    return null;
  }
}

// Hosts whose bare home page says nothing about a person.
const SHARED_HOSTS = new Set([
  'linkedin.com',
  'github.com',
  'twitter.com',
  'x.com',
  'facebook.com',
  'instagram.com',
  'google.com',
  'stackoverflow.com',
]);

/**
 * Host without "www." or scheme, lower-cased path without trailing slash, query or fragment:
 * "https://www.LinkedIn.com/in/Anna-Lee/?trk=x" is "linkedin.com/in/anna-lee". Country
 * subdomains of LinkedIn ("uk.linkedin.com") are the same profile.
 */
export function normalizeProfileUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host.includes('.')) return null;
  if (/^[a-z]{2}\.linkedin\.com$/.test(host)) host = 'linkedin.com';
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  path = path.toLowerCase().replace(/\/+$/, '');
  if (!path && SHARED_HOSTS.has(host)) return null;
  if (host === 'linkedin.com') {
    // A profile is /in/<slug>; anything after the slug (/details/…, /recent-activity) is the same person.
    const m = /^\/(in|pub)\/([^/]+)/.exec(path);
    if (!m) return null;
    path = `/in/${m[2]}`;
  }
  return `${host}${path}`;
}

/**
 * The name + company key: the employer first so that a scan reading the keys in order meets
 * everyone of one company together (the similar-name blocks). No key without both parts: the
 * same name alone is far too common to say anything.
 */
export function nameCompanyKey(
  fullName: string | null | undefined,
  company: string | null | undefined,
): string | null {
  const name = nameKey(fullName);
  const employer = companyKey(company);
  if (!name || !employer || !name.includes(' ')) return null;
  return `${employer}|${name}`;
}
