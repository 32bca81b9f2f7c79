/**
 * Name pools of Asia, the Middle East and Africa (see names-data-pools.ts for what a pool is).
 */
import * as A from './names-data-africa';
import * as N from './names-data-anglo';
import * as E from './names-data-east-asia';
import { FAKER as F } from './names-data-faker';
import * as M from './names-data-mena';
import { flat, MEDIUM, one, type PoolDef, ranked, STEEP } from './names-data-source';
import * as SA from './names-data-south-asia';
import * as SE from './names-data-southeast-asia';

export const ASIA_AFRICA_POOLS = {
  // East Asia
  chinese: {
    origin: 'east_asian',
    female: one(E.CHINESE_FEMALE),
    male: one(E.CHINESE_MALE),
    last: [ranked(E.CHINESE_LAST, 1, MEDIUM)],
  },
  hongkong: {
    origin: 'east_asian',
    female: [ranked(E.CHINESE_ENGLISH_FEMALE, 0.6), ranked(E.CANTONESE_FEMALE, 0.4)],
    male: [ranked(E.CHINESE_ENGLISH_MALE, 0.6), ranked(E.CANTONESE_MALE, 0.4)],
    last: [ranked(E.CANTONESE_LAST, 1, MEDIUM)],
  },
  sg_chinese: {
    origin: 'east_asian',
    female: [ranked(E.CHINESE_ENGLISH_FEMALE, 0.45), ranked(E.SG_CHINESE_FEMALE, 0.55)],
    male: [ranked(E.CHINESE_ENGLISH_MALE, 0.45), ranked(E.SG_CHINESE_MALE, 0.55)],
    last: [ranked(E.HOKKIEN_LAST, 1, MEDIUM)],
  },
  taiwanese: {
    origin: 'east_asian',
    female: [ranked(E.TAIWANESE_FEMALE, 0.65), ranked(E.CHINESE_ENGLISH_FEMALE, 0.35)],
    male: [ranked(E.TAIWANESE_MALE, 0.65), ranked(E.CHINESE_ENGLISH_MALE, 0.35)],
    last: [ranked(E.TAIWANESE_LAST, 1, MEDIUM)],
  },
  chinese_diaspora: {
    origin: 'east_asian',
    female: [ranked(N.US_FEMALE, 0.6), ranked(E.CHINESE_FEMALE, 0.4)],
    male: [ranked(N.US_MALE, 0.6), ranked(E.CHINESE_MALE, 0.4)],
    last: [ranked(E.CHINESE_LAST, 0.55, MEDIUM), ranked(E.CANTONESE_LAST, 0.45, MEDIUM)],
  },
  japanese: {
    origin: 'east_asian',
    female: one(E.JAPANESE_FEMALE),
    male: one(E.JAPANESE_MALE),
    last: one(E.JAPANESE_LAST),
  },
  japanese_diaspora: {
    origin: 'east_asian',
    female: [ranked(N.US_FEMALE, 0.7), ranked(E.JAPANESE_FEMALE, 0.3)],
    male: [ranked(N.US_MALE, 0.7), ranked(E.JAPANESE_MALE, 0.3)],
    last: one(E.JAPANESE_LAST),
  },
  korean: {
    origin: 'east_asian',
    female: one(E.KOREAN_FEMALE),
    male: one(E.KOREAN_MALE),
    last: [ranked(E.KOREAN_LAST, 1, STEEP)],
  },
  korean_diaspora: {
    origin: 'east_asian',
    female: [ranked(N.US_FEMALE, 0.6), ranked(E.KOREAN_FEMALE, 0.4)],
    male: [ranked(N.US_MALE, 0.6), ranked(E.KOREAN_MALE, 0.4)],
    last: [ranked(E.KOREAN_LAST, 1, STEEP)],
  },

  // Southeast Asia
  vietnamese: {
    origin: 'southeast_asian',
    female: one(SE.VIETNAMESE_FEMALE),
    male: one(SE.VIETNAMESE_MALE),
    last: [ranked(SE.VIETNAMESE_LAST, 1, STEEP)],
  },
  vietnamese_diaspora: {
    origin: 'southeast_asian',
    female: [ranked(N.US_FEMALE, 0.5), ranked(SE.VIETNAMESE_FEMALE, 0.5)],
    male: [ranked(N.US_MALE, 0.5), ranked(SE.VIETNAMESE_MALE, 0.5)],
    last: [ranked(SE.VIETNAMESE_LAST, 1, STEEP)],
  },
  filipino: {
    origin: 'southeast_asian',
    female: one(SE.FILIPINO_FEMALE),
    male: one(SE.FILIPINO_MALE),
    last: one(SE.FILIPINO_LAST),
  },
  indonesian: {
    origin: 'southeast_asian',
    female: one(SE.INDONESIAN_FEMALE),
    male: one(SE.INDONESIAN_MALE),
    last: one(SE.INDONESIAN_LAST),
    lastFemale: [ranked(SE.INDONESIAN_LAST, 0.6), ranked(SE.INDONESIAN_LAST_FEMALE_ONLY, 0.4)],
  },
  thai: {
    origin: 'southeast_asian',
    female: one(SE.THAI_FEMALE),
    male: one(SE.THAI_MALE),
    last: [flat(SE.THAI_LAST)],
  },
  malay: {
    origin: 'southeast_asian',
    female: one(SE.MALAY_FEMALE),
    male: one(SE.MALAY_MALE),
    last: one(SE.MALAY_LAST),
  },

  // South Asia
  north_indian: {
    origin: 'south_asian',
    female: one(SA.NORTH_INDIAN_FEMALE),
    male: one(SA.NORTH_INDIAN_MALE),
    last: one(SA.NORTH_INDIAN_LAST),
    lastFemale: [ranked(SA.NORTH_INDIAN_LAST, 0.95), flat(SA.SIKH_LAST_FEMALE_ONLY, 0.05)],
  },
  south_indian: {
    origin: 'south_asian',
    female: one(SA.SOUTH_INDIAN_FEMALE),
    male: one(SA.SOUTH_INDIAN_MALE),
    last: one(SA.SOUTH_INDIAN_LAST),
  },
  indian_diaspora: {
    origin: 'south_asian',
    female: [
      ranked(SA.NORTH_INDIAN_FEMALE, 0.55),
      ranked(SA.SOUTH_INDIAN_FEMALE, 0.3),
      ranked(N.US_FEMALE, 0.15),
    ],
    male: [ranked(SA.NORTH_INDIAN_MALE, 0.55), ranked(SA.SOUTH_INDIAN_MALE, 0.3), ranked(N.US_MALE, 0.15)],
    last: [ranked(SA.NORTH_INDIAN_LAST, 0.6), ranked(SA.SOUTH_INDIAN_LAST, 0.4)],
    lastFemale: [
      ranked(SA.NORTH_INDIAN_LAST, 0.57),
      ranked(SA.SOUTH_INDIAN_LAST, 0.4),
      flat(SA.SIKH_LAST_FEMALE_ONLY, 0.03),
    ],
  },
  south_african_indian: {
    origin: 'south_asian',
    female: [ranked(SA.SOUTH_INDIAN_FEMALE, 0.5), ranked(N.UK_FEMALE, 0.5)],
    male: [ranked(SA.SOUTH_INDIAN_MALE, 0.5), ranked(N.UK_MALE, 0.5)],
    last: one(SA.SOUTH_AFRICAN_INDIAN_LAST),
  },
  south_asian_muslim: {
    origin: 'south_asian',
    female: one(SA.SOUTH_ASIAN_MUSLIM_FEMALE),
    male: one(SA.SOUTH_ASIAN_MUSLIM_MALE),
    last: one(SA.SOUTH_ASIAN_MUSLIM_LAST),
  },
  bangladeshi: {
    origin: 'south_asian',
    female: one(SA.BANGLADESHI_FEMALE),
    male: one(SA.BANGLADESHI_MALE),
    last: one(SA.BANGLADESHI_LAST),
    lastFemale: [ranked(SA.BANGLADESHI_LAST, 0.6), ranked(SA.BANGLADESHI_LAST_FEMALE_ONLY, 0.4)],
  },
  sri_lankan: {
    origin: 'south_asian',
    female: one(SA.SRI_LANKAN_FEMALE),
    male: one(SA.SRI_LANKAN_MALE),
    last: one(SA.SRI_LANKAN_LAST),
  },
  nepali: {
    origin: 'south_asian',
    female: one(SA.NEPALI_FEMALE),
    male: one(SA.NEPALI_MALE),
    last: one(SA.NEPALI_LAST),
  },

  // Middle East and North Africa
  gulf_arab: {
    origin: 'middle_eastern',
    female: one(M.GULF_ARAB_FEMALE),
    male: one(M.GULF_ARAB_MALE),
    last: one(M.GULF_ARAB_LAST),
  },
  levantine: {
    origin: 'middle_eastern',
    female: one(M.LEVANTINE_FEMALE),
    male: one(M.LEVANTINE_MALE),
    last: one(M.LEVANTINE_LAST),
  },
  egyptian: {
    origin: 'middle_eastern',
    female: one(M.EGYPTIAN_FEMALE),
    male: one(M.EGYPTIAN_MALE),
    last: one(M.EGYPTIAN_LAST),
  },
  maghrebi: {
    origin: 'middle_eastern',
    female: one(M.MAGHREBI_FEMALE),
    male: one(M.MAGHREBI_MALE),
    last: one(M.MAGHREBI_LAST),
  },
  turkish: {
    origin: 'middle_eastern',
    female: one(M.TURKISH_FEMALE),
    male: one(M.TURKISH_MALE),
    last: [ranked(M.TURKISH_LAST, 0.75), flat(F.turkishLast, 0.25)],
  },
  persian: {
    origin: 'middle_eastern',
    female: one(M.PERSIAN_FEMALE),
    male: one(M.PERSIAN_MALE),
    last: one(M.PERSIAN_LAST),
  },

  // Sub-Saharan Africa and the Caribbean
  yoruba: {
    origin: 'african',
    female: [ranked(A.YORUBA_FEMALE, 0.55), ranked(A.NIGERIAN_ENGLISH_FEMALE, 0.45)],
    male: [ranked(A.YORUBA_MALE, 0.55), ranked(A.NIGERIAN_ENGLISH_MALE, 0.45)],
    last: [ranked(A.YORUBA_LAST, 0.7), flat(F.yorubaLast, 0.3)],
  },
  igbo: {
    origin: 'african',
    female: [ranked(A.IGBO_FEMALE, 0.5), ranked(A.NIGERIAN_ENGLISH_FEMALE, 0.5)],
    male: [ranked(A.IGBO_MALE, 0.5), ranked(A.NIGERIAN_ENGLISH_MALE, 0.5)],
    last: one(A.IGBO_LAST),
  },
  hausa: { origin: 'african', female: one(A.HAUSA_FEMALE), male: one(A.HAUSA_MALE), last: one(A.HAUSA_LAST) },
  ghanaian: {
    origin: 'african',
    female: [flat(F.ghanaianFemale)],
    male: [flat(F.ghanaianMale)],
    last: [ranked(A.GHANAIAN_LAST_HEAD, 0.6), flat(F.ghanaianLast, 0.4)],
  },
  kenyan: {
    origin: 'african',
    female: one(A.KENYAN_FEMALE),
    male: one(A.KENYAN_MALE),
    last: one(A.KENYAN_LAST),
  },
  south_african: {
    origin: 'african',
    female: one(A.SOUTH_AFRICAN_FEMALE),
    male: one(A.SOUTH_AFRICAN_MALE),
    last: [ranked(A.SOUTH_AFRICAN_LAST, 0.75), flat(F.zuluLast, 0.25)],
  },
  ethiopian: {
    origin: 'african',
    female: one(A.ETHIOPIAN_FEMALE),
    male: one(A.ETHIOPIAN_MALE),
    last: one(A.ETHIOPIAN_LAST),
  },
  west_african_francophone: {
    origin: 'african',
    female: [flat(F.senegaleseFemale)],
    male: [flat(F.senegaleseMale)],
    last: [flat(F.senegaleseLast)],
  },
  caribbean: {
    origin: 'african',
    female: [ranked(N.UK_FEMALE, 0.4), ranked(N.US_FEMALE, 0.4), ranked(N.AFRICAN_AMERICAN_FEMALE, 0.2)],
    male: [ranked(N.UK_MALE, 0.4), ranked(N.US_MALE, 0.4), ranked(N.AFRICAN_AMERICAN_MALE, 0.2)],
    last: one(A.CARIBBEAN_LAST),
  },
} as const satisfies Record<string, PoolDef>;
