/**
 * The candidate profile of spec section 3 (Applicant > Profile): basic facts, current position,
 * the lists (education, position, hands-on skills, language, certification, patent, project,
 * publication) and the analytics. Field names follow the spec (snake_case as it writes them).
 *
 * Contact details (emails and phones) are not part of the stored document: they are kept apart
 * and reach the browser only masked, or whole after a reveal (`contactsSchema`).
 */
import { z } from 'zod';
import {
  JOBBOARD_SOURCE,
  PROFILE_SOURCE_MAX,
  PROFILE_SOURCE_MESSAGE,
  PROFILE_SOURCES,
} from '../domain/profile-sources';

const text = z.string().max(10_000);
const shortText = z.string().max(500);
const year = z.number().int().min(1900).max(2200);
/** `YYYY-MM` month precision, as profiles state dates. */
const yearMonth = z.string().regex(/^\d{4}-\d{2}$/);

export {
  JOBBOARD_SOURCE_PREFIX,
  PROFILE_SOURCES,
  SOURCE_LABEL,
  sourceLabel,
} from '../domain/profile-sources';
export const profileSourceSchema = z
  .string()
  .max(PROFILE_SOURCE_MAX)
  .refine((value) => (PROFILE_SOURCES as readonly string[]).includes(value) || JOBBOARD_SOURCE.test(value), {
    message: PROFILE_SOURCE_MESSAGE,
  });

export const socialLinksSchema = z.object({
  linkedin: shortText.optional(),
  github: shortText.optional(),
  twitter: shortText.optional(),
  stackoverflow: shortText.optional(),
  dribbble: shortText.optional(),
  behance: shortText.optional(),
  scholar: shortText.optional(),
  website: shortText.optional(),
  resume: shortText.optional(),
});

export const normLocationSchema = z.object({
  city: shortText.nullable(),
  state: shortText.nullable(),
  country: shortText.nullable(),
  country_code: z.string().length(2).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  in_gdpr: z.boolean(),
  city_id: z.number().int().nullable().optional(),
});

export const positionSchema = z.object({
  title: shortText,
  company: z.object({ name: shortText }),
  website_url: shortText.nullable().optional(),
  summary: text.nullable().optional(),
  location: shortText.nullable().optional(),
  iscurrent: z.boolean(),
  start_date: yearMonth.nullable(),
  end_date: yearMonth.nullable(),
  company_id: z.number().int().nullable().optional(),
  normed_domain: shortText.nullable().optional(),
});

export const educationSchema = z.object({
  id: z.number().int(),
  school: shortText,
  major: shortText.nullable(),
  degree: shortText.nullable(),
  description: text.nullable().optional(),
  startyear: year.nullable(),
  endyear: year.nullable(),
});

export const profileDocSchema = z.object({
  basic: z.object({
    fullname: shortText,
    first_name: shortText.optional(),
    last_name: shortText.optional(),
    headline: shortText.nullable().optional(),
    summary: text.nullable().optional(),
    location: shortText.nullable(),
    city: shortText.nullable(),
    state: shortText.nullable(),
    country: shortText.nullable(),
    current_title: shortText.nullable(),
    current_company: shortText.nullable(),
    highlight: shortText.nullable().optional(),
    image_url: shortText.nullable().optional(),
    social_links: socialLinksSchema,
    opt_out: z.boolean(),
    gdpr_status: z.enum(['none', 'pending_review', 'consented', 'objected']),
  }),
  current_position: positionSchema.nullable(),
  education: z.array(educationSchema),
  position: z.array(positionSchema),
  handson: z.array(
    z.object({ handson_skill: shortText, handson_linkedin_endorsements: z.number().int().min(0) }),
  ),
  language: z.array(
    z.object({
      name: shortText,
      code: z.string().max(8).optional(),
      proficiency: z.number().int().min(1).max(5),
    }),
  ),
  certification: z.array(
    z.object({ name: shortText, issuer: shortText.nullable().optional(), year: year.nullable().optional() }),
  ),
  patent: z.array(
    z.object({ title: shortText, number: shortText.nullable().optional(), year: year.nullable().optional() }),
  ),
  project: z.array(
    z.object({
      name: shortText,
      description: text.nullable().optional(),
      url: shortText.nullable().optional(),
    }),
  ),
  publication: z.array(
    z.object({
      title: shortText,
      publisher: shortText.nullable().optional(),
      year: year.nullable().optional(),
      url: shortText.nullable().optional(),
    }),
  ),
  analytics: z.object({
    availability: z.number().min(0).max(1).nullable(),
    availability_reason: shortText.nullable(),
    compensation_base: z
      .object({ min: z.number(), ave: z.number(), max: z.number(), currency: z.string().max(3) })
      .nullable(),
    experience_range: shortText.nullable(),
    fulltime_years: z.number().min(0).max(80),
    focus: shortText.nullable(),
    focus_score: z.number().min(0).max(1).nullable(),
    industry: shortText.nullable(),
    education_level: shortText.nullable(),
    title_level: shortText.nullable(),
    title_family: shortText.nullable().optional(),
    skill: z.array(shortText),
    parsed_skill: z.array(shortText),
    norm_location: normLocationSchema,
    veteran: z.boolean(),
    visa_sponsorship: z.boolean(),
    us_work_authorized: z.boolean().optional(),
    gender: shortText.nullable(),
    race: shortText.nullable(),
    /** Inferred diversity labels (spec section 9 values). */
    diversity: z.array(shortText).optional(),
    clearance: shortText.nullable().optional(),
    activity_level: z.number().int().min(1).max(4),
    last_active: z.string().nullable(),
    tenure_years: z.number().min(0).max(80).optional(),
  }),
});
export type TalentProfileDoc = z.infer<typeof profileDocSchema>;

export const EMAIL_TYPES = ['work', 'personal'] as const;
export const PHONE_TYPES = ['personal', 'work', 'fax', 'other'] as const;

/** Stored contact details of a profile. */
export type StoredContacts = {
  emails: { address: string; type: (typeof EMAIL_TYPES)[number]; primary?: boolean }[];
  phones: { number: string; type: (typeof PHONE_TYPES)[number] }[];
};

/** Spec `emailV2`: primaryEmail, otherEmails, guessEmails, maskedEmails, phones by kind. */
export const emailV2Schema = z.object({
  primaryEmail: z.string().nullable(),
  otherEmails: z.array(z.string()),
  guessEmails: z.array(z.string()),
  maskedEmails: z.array(z.string()),
  phones: z.object({
    personal: z.array(z.string()),
    work: z.array(z.string()),
    fax: z.array(z.string()),
    other: z.array(z.string()),
  }),
});

/** What the browser may see of a profile's contacts: masked until the team has revealed them. */
export const contactsSchema = z.object({
  revealed: z.boolean(),
  hasEmail: z.boolean(),
  hasPersonalEmail: z.boolean(),
  hasPhone: z.boolean(),
  emailV2: emailV2Schema,
  /** Spec `contact`: the primary email with its source and category; the phone masked and, once revealed, unmasked. */
  contact: z.object({
    email: z.object({ primary: z.string().nullable(), source: z.string(), category: z.string().nullable() }),
    phone: z.object({ masked: z.string().nullable(), unmasked: z.string().nullable() }),
  }),
});
export type Contacts = z.infer<typeof contactsSchema>;
