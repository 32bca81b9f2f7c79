/**
 * Team settings pages (issue 17): sourcing defaults and the reveal-credit policy, project
 * defaults (fields required on creation, visibility of new projects) and the company profile
 * used in emails and job pages. Each page is one value stored under its key.
 */
import { z } from 'zod';
import { PROJECT_DEFAULT_FIELDS } from '../domain/projects';

export const TEAM_SETTINGS_KEYS = [
  'sourcing',
  'projects',
  'company-profile',
  // Issue 19: source tracking (contracts/source-tracking.ts).
  'ats-source-tracking',
  'source-tracking',
] as const;
export type TeamSettingsKey = (typeof TEAM_SETTINGS_KEYS)[number];

/** Spec section 9 radius options, in miles. */
export const SOURCING_RADIUS_MILES = [5, 10, 15, 30, 50, 100] as const;
export const REVEAL_POLICIES = ['all_members', 'recruiters', 'admins_only'] as const;
export type RevealPolicy = (typeof REVEAL_POLICIES)[number];
export const REVEAL_POLICY_LABELS: Record<RevealPolicy, string> = {
  all_members: 'Every member of the team',
  recruiters: 'Members with a Recruiter licence',
  admins_only: 'Team admins only',
};
export const REVEAL_CAP_MAX = 100_000;

export const sourcingSettingsSchema = z.strictObject({
  /** Null: no radius until the recruiter picks one. */
  defaultRadiusMiles: z
    .number()
    .int()
    .refine((n) => (SOURCING_RADIUS_MILES as readonly number[]).includes(n), {
      message: `Choose one of ${SOURCING_RADIUS_MILES.join(', ')} miles`,
    })
    .nullable(),
  excludeInProjects: z.boolean({ message: 'Choose yes or no' }),
  excludeContacted: z.boolean({ message: 'Choose yes or no' }),
  excludeViewed: z.boolean({ message: 'Choose yes or no' }),
  revealPolicy: z.enum(REVEAL_POLICIES, { message: 'Choose who may reveal contacts' }),
  /** Reveals a member may make per calendar month; null: no cap. */
  monthlyRevealCapPerMember: z
    .number({ message: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(0, 'The cap cannot be negative')
    .max(REVEAL_CAP_MAX, `At most ${REVEAL_CAP_MAX.toLocaleString('en-US')}`)
    .nullable(),
});
export type SourcingSettings = z.infer<typeof sourcingSettingsSchema>;
export const DEFAULT_SOURCING_SETTINGS: SourcingSettings = {
  // No radius until a team chooses one: a city searched alone means that city.
  defaultRadiusMiles: null,
  excludeInProjects: false,
  excludeContacted: false,
  excludeViewed: false,
  revealPolicy: 'all_members',
  monthlyRevealCapPerMember: null,
};

export type ProjectFieldName = (typeof PROJECT_DEFAULT_FIELDS)[number]['name'];
export const PROJECT_FIELD_NAMES = PROJECT_DEFAULT_FIELDS.map((f) => f.name) as [
  ProjectFieldName,
  ...ProjectFieldName[],
];
/** Always required by the create form itself: they cannot be made optional. */
export const ALWAYS_REQUIRED_PROJECT_FIELDS: readonly ProjectFieldName[] = [
  'jobTitle',
  'projectStatus',
  'projectName',
];

const projectFieldName = z.enum(PROJECT_FIELD_NAMES, { message: 'Unknown project field' });
/** NORMAL 0 (the whole team sees it) or MEMBER 2 (hiring team only). */
const visibilitySchema = z.union([z.literal(0), z.literal(2)], { message: 'Choose who sees new projects' });

export const projectSettingsSchema = z.strictObject({
  /** Default fields required on project creation, in the spec's order. */
  requiredFields: z.array(projectFieldName),
  defaultVisibility: visibilitySchema,
});

/** What the page sends: the three always-required fields are added and the order restored. */
export const projectSettingsRequestSchema = z.strictObject({
  requiredFields: z
    .array(projectFieldName)
    .max(PROJECT_FIELD_NAMES.length)
    .transform((names) => {
      const set = new Set([...ALWAYS_REQUIRED_PROJECT_FIELDS, ...names]);
      return PROJECT_FIELD_NAMES.filter((n) => set.has(n));
    }),
  defaultVisibility: visibilitySchema,
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;
export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  requiredFields: [...ALWAYS_REQUIRED_PROJECT_FIELDS],
  defaultVisibility: 0,
};

const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2,000 characters`)
    .refine((v) => {
      if (v === '') return true;
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    }, `${label} must be a web address starting with https://`);

export const companyProfileSchema = z.strictObject({
  companyName: z.string().trim().max(120, 'At most 120 characters'),
  website: httpsUrl('Website'),
  logoUrl: httpsUrl('Logo URL'),
  description: z.string().trim().max(2000, 'At most 2,000 characters'),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export const DEFAULT_COMPANY_PROFILE: CompanyProfile = {
  companyName: '',
  website: '',
  logoUrl: '',
  description: '',
};

const meta = { updatedAt: z.string().nullable(), updatedBy: z.string().nullable() };
export const sourcingSettingsResponseSchema = z.object({ data: sourcingSettingsSchema, ...meta });
export const projectSettingsResponseSchema = z.object({ data: projectSettingsSchema, ...meta });
export const companyProfileResponseSchema = z.object({ data: companyProfileSchema, ...meta });
