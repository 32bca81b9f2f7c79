/**
 * Candidate search (Sourcing): the filters, the search call and its hits, facets, Boolean parsing,
 * suggestions, search history and contact reveal. The server validates with these schemas and
 * the web app types its calls and the page URL with them (the URL holds `SearchFilters` as
 * bracket-style arrays: `titles[0]=...`).
 */
import { z } from 'zod';
import {
  CLEARANCE_TYPE_OPTIONS,
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from '../domain/company-filters';
import { PAGINATION } from '../domain/limits';
import {
  ACTIVITY_LEVEL_OPTIONS,
  CONTACT_FILTER_OPTIONS,
  DIVERSITY_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  EXPERIENCE_BANDS,
  RADIUS_OPTIONS,
  RECENCY_PRESET_DAYS,
  SENIORITY_OPTIONS,
  TENURE_BANDS,
} from '../domain/sourcing-filters';
import { contactsSchema, profileDocSchema, profileSourceSchema } from './talent';

const values = <T extends { value: string | number }>(options: readonly T[]) => options.map((o) => o.value);
const enumOf = <T extends { value: string }>(options: readonly T[]) =>
  z.enum(values(options) as [T['value'], ...T['value'][]]);
const numberIn = (allowed: readonly number[], message: string) =>
  z
    .number()
    .int()
    .refine((n) => allowed.includes(n), { message });

/** A filter value a recruiter typed or picked: bounded so a huge list is a 400, not a slow query. */
const filterText = z
  .string()
  .trim()
  .min(1, 'Empty values are not allowed')
  .max(200, 'At most 200 characters');
const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `At most ${max} ${what}`).optional();

export const MAX_KEYWORDS_LENGTH = 4000;
export const TITLE_SCOPES = ['current', 'past', 'current_or_past'] as const;
export type TitleScope = (typeof TITLE_SCOPES)[number];
export const SEARCH_SORTS = ['relevance', 'recency', 'experience'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_HISTORY_TYPE = { ALL_IN_ONE: 0, REDISCOVERY: 2 } as const;

export const KM_RADIUS_VALUES = RADIUS_OPTIONS.map((o) => o.km);
export const MILE_RADIUS_VALUES = RADIUS_OPTIONS.map((o) => o.miles);

export const radiusSchema = z
  .strictObject({ unit: z.enum(['mi', 'km']), value: z.number() })
  .refine((r) => (r.unit === 'mi' ? MILE_RADIUS_VALUES : KM_RADIUS_VALUES).includes(r.value as never), {
    message: `Radius is one of ${MILE_RADIUS_VALUES.join(', ')} miles or ${KM_RADIUS_VALUES.join(', ')} km`,
  });
export type Radius = z.infer<typeof radiusSchema>;

/** One place: a city (GeoNames id, with an optional radius), a state/region (`US-CA`) or a country (`US`). */
export const locationFilterSchema = z
  .strictObject({
    // GeoNames ids are 32-bit: a larger number names no city (and must not reach the database).
    city: z.coerce.number().int().positive().max(2_147_483_647, 'Unknown city').optional(),
    region: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'Region is a country code and a region code, e.g. US-CA')
      .optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Country is a two-letter code')
      .optional(),
    radius: radiusSchema.optional(),
  })
  .refine((l) => [l.city, l.region, l.country].filter((v) => v !== undefined).length === 1, {
    message: 'A location is one city, one region or one country',
  })
  .refine((l) => l.radius === undefined || l.city !== undefined, { message: 'A radius needs a city' });
export type LocationFilter = z.infer<typeof locationFilterSchema>;

export const searchFiltersSchema = z.strictObject({
  /** Keywords or a Boolean string (AND, OR, NOT, quotes, parentheses, -term, * and ?). */
  keywords: z
    .string()
    .max(MAX_KEYWORDS_LENGTH, `Keywords must be at most ${MAX_KEYWORDS_LENGTH} characters`)
    .optional(),
  titles: list(filterText, 20, 'job titles'),
  titleScope: z.enum(TITLE_SCOPES).optional(),
  excludeTitles: list(filterText, 20, 'excluded job titles'),
  /** Mandatory skills: every one is required (synonyms count). */
  skills: list(filterText, 20, 'skills'),
  /** Nice-to-have skills raise the rank but filter nothing. */
  niceToHaveSkills: list(filterText, 20, 'nice-to-have skills'),
  locations: list(locationFilterSchema, 20, 'locations'),
  experienceBands: list(enumOf(EXPERIENCE_BANDS), EXPERIENCE_BANDS.length, 'experience bands'),
  experienceRange: z
    .strictObject({ min: z.number().min(0).max(80).optional(), max: z.number().min(0).max(80).optional() })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: 'The minimum years must not be above the maximum',
    })
    .optional(),
  tenureBands: list(enumOf(TENURE_BANDS), TENURE_BANDS.length, 'tenure bands'),
  seniorities: list(enumOf(SENIORITY_OPTIONS), SENIORITY_OPTIONS.length, 'seniority levels'),
  educationLevels: list(enumOf(EDUCATION_LEVEL_OPTIONS), EDUCATION_LEVEL_OPTIONS.length, 'education levels'),
  majors: list(filterText, 20, 'majors'),
  schools: list(filterText, 20, 'schools'),
  languages: list(
    z.strictObject({
      language: filterText,
      minProficiency: z.number().int().min(1).max(5).optional(),
    }),
    10,
    'languages',
  ),
  companies: list(filterText, 30, 'companies'),
  companyScope: z.enum(TITLE_SCOPES).optional(),
  excludeCompanies: list(filterText, 30, 'excluded companies'),
  companySizes: list(enumOf(COMPANY_SIZE_BANDS), COMPANY_SIZE_BANDS.length, 'company sizes'),
  fundingStages: list(enumOf(FUNDING_STAGE_OPTIONS), FUNDING_STAGE_OPTIONS.length, 'funding stages'),
  companyTypes: list(enumOf(COMPANY_TYPE_OPTIONS), COMPANY_TYPE_OPTIONS.length, 'company types'),
  industries: list(filterText, 20, 'industries'),
  diversity: list(enumOf(DIVERSITY_OPTIONS), DIVERSITY_OPTIONS.length, 'diversity options'),
  contact: list(enumOf(CONTACT_FILTER_OPTIONS), CONTACT_FILTER_OPTIONS.length, 'contact filters'),
  recencyDays: numberIn(
    RECENCY_PRESET_DAYS,
    `Recency is one of ${RECENCY_PRESET_DAYS.join(', ')} days`,
  ).optional(),
  activityLevels: list(
    numberIn(values(ACTIVITY_LEVEL_OPTIONS) as number[], 'Activity level is 1 to 4'),
    4,
    'activity levels',
  ),
  usWorkAuthorization: z.boolean().optional(),
  clearances: list(enumOf(CLEARANCE_TYPE_OPTIONS), CLEARANCE_TYPE_OPTIONS.length, 'clearances'),
  sources: list(profileSourceSchema, 10, 'sources'),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchRequestSchema = z
  .strictObject({
    filters: searchFiltersSchema,
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    /** Spec candidate-list naming: `start` is the offset of the first hit. */
    start: z.number().int().min(0).default(0),
    limit: z
      .number()
      .int()
      .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), {
        message: `Page size is one of ${SEARCH_PAGE_SIZES.join(', ')}`,
      })
      .default(PAGINATION.DEFAULT_PAGE_SIZE),
    facets: z.boolean().default(true),
    /** Record the search in the user's history (the page does; re-runs of the same filters update the entry). */
    record: z.boolean().default(true),
    historyType: z.union([z.literal(0), z.literal(2)]).default(0),
    projectId: z.string().max(64).optional(),
    /** Re-run a history entry (`sh_...`): its not-a-fit profiles stay hidden. */
    historyId: z.string().max(40).optional(),
  })
  .refine((r) => r.start + r.limit <= PAGINATION.MAX_RESULT_WINDOW, {
    message: `Results go at most ${PAGINATION.MAX_RESULT_WINDOW} deep: narrow the search to see more`,
    path: ['start'],
  });
export type SearchRequest = z.input<typeof searchRequestSchema>;

export const highlightSchema = z.object({
  field: z.enum([
    'title',
    'headline',
    'summary',
    'company',
    'past_company',
    'skill',
    'past_title',
    'school',
    'major',
    'degree',
    'certification',
    'industry',
    'location',
  ]),
  text: z.string(),
  /** [start, end) character ranges of `text` to mark. */
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type Highlight = z.infer<typeof highlightSchema>;

export const hitMatchSchema = z.object({
  /** Why it matched, in plain words, most important first ("Current title: Software Engineer"). */
  reasons: z.array(z.string()),
  titleMatch: z.enum(['current', 'past']).nullable(),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  matchedNiceToHave: z.array(z.string()),
  keywordTerms: z.array(z.string()),
  highlights: z.array(highlightSchema),
  distanceKm: z.number().nullable(),
  /** The parts of the score, each 0 to 1, so the UI can show how the rank came about. */
  scoreParts: z.object({
    title: z.number(),
    skills: z.number(),
    keywords: z.number(),
    seniority: z.number(),
    recency: z.number(),
  }),
});

export const searchHitSchema = z.object({
  profileId: z.number().int(),
  fullName: z.string(),
  currentTitle: z.string().nullable(),
  currentCompany: z.string().nullable(),
  location: z.string().nullable(),
  imageUrl: z.string().nullable(),
  topSkills: z.array(z.string()),
  seniority: z.string().nullable(),
  yearsExperience: z.number(),
  lastActive: z.string().nullable(),
  activityLevel: z.number().int(),
  source: z.string(),
  /** A candidate the team owns (imported, ATS ...), as opposed to an open-web profile. */
  isTeamCandidate: z.boolean(),
  /**
   * One of the team's candidates (owned, or added to a project before): the ones tags, share
   * links and exports apply to.
   */
  inTeam: z.boolean(),
  /** Projects you can see that already hold this candidate (the 3 most recent) and how many in all. */
  inProjects: z.array(z.object({ projectId: z.string(), projectName: z.string() })),
  inProjectCount: z.number().int(),
  score: z.number(),
  match: hitMatchSchema,
  contact: z.object({
    hasEmail: z.boolean(),
    hasPersonalEmail: z.boolean(),
    hasPhone: z.boolean(),
    revealed: z.boolean(),
  }),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const FACET_KEYS = ['title', 'company', 'location', 'skill', 'seniority', 'education'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export const facetGroupSchema = z.object({
  key: z.enum(FACET_KEYS),
  label: z.string(),
  values: z.array(
    z.object({
      /** What to put in the filter to narrow by this value (a name, an option value, or a location object as JSON). */
      value: z.string(),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
});

export const facetsSchema = z.object({
  /** True when counted on a sample of the matches and scaled (above `exactThreshold`). */
  approximate: z.boolean(),
  exactThreshold: z.number().int(),
  sampleSize: z.number().int(),
  groups: z.array(facetGroupSchema),
});
export type Facets = z.infer<typeof facetsSchema>;

export const booleanWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  position: z.number().int().optional(),
});

export const parsedQuerySchema = z.object({
  normalized: z.string(),
  explanation: z.string(),
  warnings: z.array(booleanWarningSchema),
  /** Words a recruiter wrote that we widened: `k8s` also finds Kubernetes, `dev?ops` finds devops. */
  expansions: z.array(
    z.object({
      term: z.string(),
      matches: z.array(z.string()),
      /** synonym: another name of the skill or title; form: singular or plural; abbreviation: Sr, VP, RN ... */
      kind: z.enum(['synonym', 'wildcard', 'form', 'abbreviation']),
    }),
  ),
});
export type ParsedQuery = z.infer<typeof parsedQuerySchema>;

export const resolvedFilterSchema = z.object({
  kind: z.string(),
  input: z.string(),
  /** Names it resolved to (a synonym resolves to its canonical name); empty when nothing matched. */
  matches: z.array(z.string()),
});

export const searchResponseSchema = z.object({
  searchId: z.string(),
  /** History entry this search was recorded in (`sh_...`), when recorded. */
  historyId: z.string().nullable(),
  total: z.number().int(),
  /** True when `total` is estimated from a sample (more than 2,000 matches; see docs/decisions.md). */
  totalIsEstimate: z.boolean(),
  /** For an estimate: its relative error at 95% confidence (0.044 is ±4.4%); null when exact. */
  totalMargin: z.number().min(0).max(1).nullable(),
  start: z.number().int(),
  limit: z.number().int(),
  sort: z.enum(SEARCH_SORTS),
  tookMs: z.number(),
  hits: z.array(searchHitSchema),
  facets: facetsSchema.nullable(),
  query: parsedQuerySchema.nullable(),
  resolved: z.array(resolvedFilterSchema),
  warnings: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const parseBooleanRequestSchema = z.strictObject({
  query: z.string().max(MAX_KEYWORDS_LENGTH, `Keywords must be at most ${MAX_KEYWORDS_LENGTH} characters`),
});
export const parseBooleanResponseSchema = parsedQuerySchema;

export const SUGGEST_KINDS = [
  'title',
  'skill',
  'company',
  'school',
  'industry',
  'major',
  'language',
  'certification',
  'location',
] as const;
export type SuggestKind = (typeof SUGGEST_KINDS)[number];

export const suggestQuerySchema = z.strictObject({
  kind: z.enum(SUGGEST_KINDS),
  q: z.string().max(100, 'At most 100 characters').default(''),
  limit: z.coerce.number().int().min(1).max(25).default(10),
});

export const suggestionSchema = z.object({
  /** For locations: a `LocationFilter` as JSON; otherwise the canonical name. */
  value: z.string(),
  label: z.string(),
  /** Profiles holding it (titles, skills ...) or population (cities). */
  count: z.number().int(),
  detail: z.string().nullable(),
});
export const suggestResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;

export const profileResponseSchema = z.object({
  profileId: z.number().int(),
  source: z.string(),
  isTeamCandidate: z.boolean(),
  profile: profileDocSchema,
  contacts: contactsSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET /v1/candidates/viewContacts: reveal one profile's contacts, charging one credit per team. */
export const viewContactsQuerySchema = z.strictObject({
  candidateId: z.coerce.number().int().positive(),
  projectId: z.string().max(64).optional(),
});
export const creditsSchema = z.object({
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  warning: z.boolean(),
});
export const viewContactsResponseSchema = z.object({
  candidateId: z.number().int(),
  /** False when the team had revealed this profile before: no credit was used. */
  charged: z.boolean(),
  contacts: contactsSchema,
  credits: creditsSchema,
});
export type ViewContactsResponse = z.infer<typeof viewContactsResponseSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  teamId: z.string(),
  createTime: z.string(),
  lastRunAt: z.string(),
  searchString: z.string(),
  filters: searchFiltersSchema.partial(),
  status: z.number().int(),
  type: z.number().int(),
  projectId: z.string().nullable(),
  name: z.string().nullable(),
  saved: z.boolean(),
  searchId: z.string().nullable(),
  notAFit: z.array(z.number().int()),
  resultCount: z.number().int(),
  /** A short reading of the filters for lists ("Software Engineer · Java · Austin, TX"). */
  summary: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historySearchRequestSchema = z.strictObject({
  projectId: z.string().max(64).optional(),
  type: z.union([z.literal(0), z.literal(2)]).optional(),
  savedOnly: z.boolean().optional(),
  start: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(PAGINATION.DEFAULT_LIMIT),
});
export const historyListResponseSchema = z.object({
  data: z.array(historyEntrySchema),
  total: z.number().int(),
});
export type HistoryListResponse = z.infer<typeof historyListResponseSchema>;

export const historyUpdateRequestSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Give the search a name')
    .max(120, 'At most 120 characters')
    .nullable()
    .optional(),
  saved: z.boolean().optional(),
});
export const historyNotAFitRequestSchema = z.strictObject({
  profileId: z.number().int().positive(),
  notAFit: z.boolean().default(true),
});
export const historyEntryResponseSchema = z.object({ entry: historyEntrySchema });
export type HistoryEntryResponse = z.infer<typeof historyEntryResponseSchema>;

export const filterPanelConfigSchema = z.object({
  diversityOptions: z.array(z.object({ value: z.string(), label: z.string() })),
  sources: z.array(z.object({ value: z.string(), label: z.string() })),
  credits: creditsSchema,
  defaults: z.object({
    titleScope: z.enum(TITLE_SCOPES),
    companyScope: z.enum(TITLE_SCOPES),
    sort: z.enum(SEARCH_SORTS),
  }),
});
export type FilterPanelConfig = z.infer<typeof filterPanelConfigSchema>;
