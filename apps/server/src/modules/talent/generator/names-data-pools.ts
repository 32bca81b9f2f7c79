/**
 * Name pools: a pool is one naming culture with its origin label, and draws a first name and a
 * surname from the same culture so that a Japanese given name never meets a Polish surname.
 * Diaspora pools (US Hispanic, Chinese-American ...) mix in the English first names those
 * communities commonly use and keep the surname of the family's origin.
 */
import * as N from './names-data-anglo';
import * as U from './names-data-europe';
import { FAKER as F } from './names-data-faker';
import * as L from './names-data-latin-america';
import { ASIA_AFRICA_POOLS } from './names-data-pools-asia-africa';
import * as S from './names-data-slavic';
import { flat, mapParts, one, type PoolDef, ranked, withoutAccents } from './names-data-source';

/** German names in an English-speaking country: Müller becomes Mueller, Weiß becomes Weiss. */
function anglicisedGerman(name: string): string {
  return name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue');
}

const usFemale = ranked(N.US_FEMALE);
const usMale = ranked(N.US_MALE);

const WESTERN_POOLS = {
  // anglo
  us_anglo: { origin: 'anglo', female: [usFemale], male: [usMale], last: one(N.US_LAST) },
  british: { origin: 'anglo', female: one(N.UK_FEMALE), male: one(N.UK_MALE), last: one(N.UK_LAST) },
  irish: { origin: 'anglo', female: one(N.IRISH_FEMALE), male: one(N.IRISH_MALE), last: one(N.IRISH_LAST) },
  australian: {
    origin: 'anglo',
    female: [ranked(N.UK_FEMALE, 0.6), ranked(N.US_FEMALE, 0.4)],
    male: [ranked(N.UK_MALE, 0.6), ranked(N.US_MALE, 0.4)],
    last: [ranked(N.UK_LAST, 0.75), ranked(N.IRISH_LAST, 0.25)],
  },
  canadian_anglo: {
    origin: 'anglo',
    female: [ranked(N.US_FEMALE, 0.6), ranked(N.UK_FEMALE, 0.4)],
    male: [ranked(N.US_MALE, 0.6), ranked(N.UK_MALE, 0.4)],
    last: [ranked(N.UK_LAST, 0.5), ranked(N.US_LAST, 0.3), ranked(N.IRISH_LAST, 0.2)],
  },

  // US minorities
  african_american: {
    origin: 'african_american',
    female: [ranked(N.AFRICAN_AMERICAN_FEMALE, 0.5), ranked(N.US_FEMALE, 0.5)],
    male: [ranked(N.AFRICAN_AMERICAN_MALE, 0.5), ranked(N.US_MALE, 0.5)],
    last: [ranked(N.AFRICAN_AMERICAN_LAST, 0.55), ranked(N.US_LAST, 0.45)],
  },
  native_american: {
    origin: 'native_american',
    female: [usFemale],
    male: [usMale],
    last: one(N.NATIVE_AMERICAN_LAST),
  },
  jewish_american: {
    origin: 'jewish',
    female: [ranked(N.JEWISH_FEMALE, 0.5), ranked(N.US_FEMALE, 0.5)],
    male: [ranked(N.JEWISH_MALE, 0.5), ranked(N.US_MALE, 0.5)],
    last: one(N.JEWISH_LAST),
  },
  israeli: {
    origin: 'jewish',
    female: one(N.ISRAELI_FEMALE),
    male: one(N.ISRAELI_MALE),
    last: one(N.ISRAELI_LAST),
  },
  us_hispanic: {
    origin: 'hispanic',
    female: mapParts([ranked(L.HISPANIC_FEMALE, 0.65), ranked(N.US_FEMALE, 0.35)], withoutAccents),
    male: mapParts([ranked(L.HISPANIC_MALE, 0.65), ranked(N.US_MALE, 0.35)], withoutAccents),
    last: mapParts(one(L.HISPANIC_LAST), withoutAccents),
  },
  european_american: {
    origin: 'european',
    female: [usFemale],
    male: [usMale],
    last: [
      ranked(U.GERMAN_LAST.map(anglicisedGerman), 0.4),
      ranked(U.ITALIAN_LAST, 0.3),
      ranked(U.SWEDISH_LAST_HEAD, 0.08),
      ranked(U.NORWEGIAN_LAST_HEAD, 0.05),
      ranked(U.FRENCH_LAST.map(withoutAccents), 0.05),
      ranked(U.GREEK_LAST, 0.05),
      ranked(
        U.DUTCH_LAST.filter((name) => !name.includes(' ')),
        0.04,
      ),
      ranked(U.PORTUGUESE_LAST, 0.03),
    ],
  },
  // Polish- and Ukrainian-Americans keep the masculine surname form for women.
  slavic_american: {
    origin: 'slavic',
    female: [usFemale],
    male: [usMale],
    last: [
      ranked(S.POLISH_LAST.map(withoutAccents), 0.6),
      ranked(S.UKRAINIAN_LAST, 0.2),
      ranked(S.CZECH_LAST_MALE.map(withoutAccents), 0.1),
      ranked(S.RUSSIAN_LAST, 0.1),
    ],
  },

  // Latin America
  mexican: {
    origin: 'hispanic',
    female: [ranked(L.HISPANIC_FEMALE, 0.75), flat(F.mexicanFemale, 0.25)],
    male: [ranked(L.HISPANIC_MALE, 0.75), flat(F.mexicanMale, 0.25)],
    last: [ranked(L.HISPANIC_LAST, 0.8), flat(F.mexicanLast, 0.2)],
  },
  latam: {
    origin: 'hispanic',
    female: [ranked(L.HISPANIC_FEMALE, 0.8), flat(F.spanishFemale, 0.2)],
    male: [ranked(L.HISPANIC_MALE, 0.8), flat(F.spanishMale, 0.2)],
    last: [ranked(L.HISPANIC_LAST, 0.85), flat(F.mexicanLast, 0.15)],
  },
  rioplatense: {
    origin: 'hispanic',
    female: one(L.HISPANIC_FEMALE),
    male: one(L.HISPANIC_MALE),
    last: [ranked(L.RIOPLATENSE_LAST, 0.7), ranked(L.HISPANIC_LAST, 0.3)],
  },
  brazilian: {
    origin: 'hispanic',
    female: one(L.BRAZILIAN_FEMALE),
    male: one(L.BRAZILIAN_MALE),
    last: [ranked(L.BRAZILIAN_LAST, 0.85), flat(F.portugueseLast, 0.15)],
  },

  // Europe
  german: {
    origin: 'european',
    female: one(U.GERMAN_FEMALE),
    male: one(U.GERMAN_MALE),
    last: one(U.GERMAN_LAST),
  },
  french: {
    origin: 'european',
    female: one(U.FRENCH_FEMALE),
    male: one(U.FRENCH_MALE),
    last: one(U.FRENCH_LAST),
  },
  quebecois: {
    origin: 'european',
    female: one(U.QUEBEC_FEMALE),
    male: one(U.QUEBEC_MALE),
    last: [ranked(U.QUEBEC_LAST, 0.8), ranked(U.FRENCH_LAST, 0.2)],
  },
  italian: {
    origin: 'european',
    female: one(U.ITALIAN_FEMALE),
    male: one(U.ITALIAN_MALE),
    last: [ranked(U.ITALIAN_LAST, 0.7), flat(F.italianLast, 0.3)],
  },
  spanish: {
    origin: 'european',
    female: [ranked(U.SPANISH_FEMALE, 0.85), flat(F.spanishFemale, 0.15)],
    male: [ranked(U.SPANISH_MALE, 0.85), flat(F.spanishMale, 0.15)],
    last: one(U.SPANISH_LAST),
  },
  portuguese: {
    origin: 'european',
    female: one(U.PORTUGUESE_FEMALE),
    male: one(U.PORTUGUESE_MALE),
    last: [ranked(U.PORTUGUESE_LAST, 0.6), flat(F.portugueseLast, 0.4)],
  },
  dutch: {
    origin: 'european',
    female: one(U.DUTCH_FEMALE),
    male: one(U.DUTCH_MALE),
    last: [ranked(U.DUTCH_LAST, 0.65), flat(F.dutchLast, 0.35)],
  },
  swedish: {
    origin: 'european',
    female: [flat(F.swedishFemale)],
    male: [flat(F.swedishMale)],
    last: [ranked(U.SWEDISH_LAST_HEAD, 0.6), flat(F.swedishLast, 0.4)],
  },
  danish: {
    origin: 'european',
    female: [flat(F.danishFemale)],
    male: [flat(F.danishMale)],
    last: [ranked(U.DANISH_LAST_HEAD, 0.6), flat(F.danishLast, 0.4)],
  },
  norwegian: {
    origin: 'european',
    female: [flat(F.norwegianFemale)],
    male: [flat(F.norwegianMale)],
    last: [ranked(U.NORWEGIAN_LAST_HEAD, 0.6), flat(F.norwegianLast, 0.4)],
  },
  finnish: {
    origin: 'european',
    female: [flat(F.finnishFemale)],
    male: [flat(F.finnishMale)],
    last: [flat(F.finnishLast)],
  },
  greek: {
    origin: 'european',
    female: one(U.GREEK_FEMALE),
    male: one(U.GREEK_MALE),
    last: one(U.GREEK_LAST),
    lastFemale: mapParts(one(U.GREEK_LAST), S.greekFeminine),
  },
  romanian: {
    origin: 'european',
    female: one(U.ROMANIAN_FEMALE),
    male: one(U.ROMANIAN_MALE),
    last: [ranked(U.ROMANIAN_LAST_HEAD, 0.5), flat(F.romanianLast, 0.5)],
  },
  hungarian: {
    origin: 'european',
    female: one(U.HUNGARIAN_FEMALE),
    male: one(U.HUNGARIAN_MALE),
    last: [flat(F.hungarianLast)],
  },
  afrikaans: {
    origin: 'european',
    female: [flat(F.afrikaansFemale)],
    male: [flat(F.afrikaansMale)],
    last: [flat(F.afrikaansLast)],
  },

  // Slavic
  polish: {
    origin: 'slavic',
    female: one(S.POLISH_FEMALE),
    male: one(S.POLISH_MALE),
    last: [ranked(S.POLISH_LAST, 0.7), flat(F.polishLast, 0.3)],
    lastFemale: mapParts([ranked(S.POLISH_LAST, 0.7), flat(F.polishLast, 0.3)], S.polishFeminine),
  },
  russian: {
    origin: 'slavic',
    female: one(S.RUSSIAN_FEMALE),
    male: one(S.RUSSIAN_MALE),
    last: one(S.RUSSIAN_LAST),
    lastFemale: mapParts(one(S.RUSSIAN_LAST), S.eastSlavicFeminine),
  },
  ukrainian: {
    origin: 'slavic',
    female: one(S.UKRAINIAN_FEMALE),
    male: one(S.UKRAINIAN_MALE),
    last: one(S.UKRAINIAN_LAST),
    lastFemale: mapParts(one(S.UKRAINIAN_LAST), S.eastSlavicFeminine),
  },
  czech: {
    origin: 'slavic',
    female: one(S.CZECH_FEMALE),
    male: one(S.CZECH_MALE),
    last: [ranked(S.CZECH_LAST_MALE, 0.5), flat(F.czechLastMale, 0.5)],
    lastFemale: [ranked(S.CZECH_LAST_FEMALE, 0.5), flat(F.czechLastFemale, 0.5)],
  },
  balkan: {
    origin: 'slavic',
    female: one(S.BALKAN_FEMALE),
    male: one(S.BALKAN_MALE),
    last: [ranked(S.BALKAN_LAST, 0.75), flat(F.serbianLast, 0.25)],
  },
} as const satisfies Record<string, PoolDef>;

export const POOLS = { ...WESTERN_POOLS, ...ASIA_AFRICA_POOLS };

export type PoolId = keyof typeof POOLS;

/** Relative weights of pools among a country's people (they need not add up to 100). */
export type PoolMix = Readonly<Partial<Record<PoolId, number>>>;
