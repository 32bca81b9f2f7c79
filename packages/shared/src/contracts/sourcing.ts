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
  ACTIVITY_LEVEL_MESSAGE,
  COUNTRY_CODE,
  EXPERIENCE_RANGE_MESSAGE,
  FILTER_TEXT,
  FILTER_TEXT_MAX_MESSAGE,
  KM_RADIUS_VALUES,
  LANGUAGE_PROFICIENCY,
  type ListRule,
  LOCATION_MESSAGES,
  MAX_CITY_ID,
  MAX_KEYWORDS_LENGTH,
  MILE_RADIUS_VALUES,
  RADIUS_MESSAGE,
  RECENCY_MESSAGE,
  REGION_CODE,
  SEARCH_FILTER_RULES,
  type SearchFilterKey,
  TITLE_SCOPES,
  values,
  YEARS_OF_EXPERIENCE_MAX,
} from '../domain/search-filter-rules';
import { SEARCH_PAGE_SIZES, SEARCH_SORTS } from '../domain/search-options';
import {
  ACTIVITY_LEVEL_OPTIONS,
  CONTACT_FILTER_OPTIONS,
  DIVERSITY_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  EXPERIENCE_BANDS,
  RECENCY_PRESET_DAYS,
  SENIORITY_OPTIONS,
  TENURE_BANDS,
} from '../domain/sourcing-filters';
import { contactsSchema, profileDocSchema, profileSourceSchema } from './talent';

// The filters' numbers and words live in domain/search-filter-rules.ts, which the search page
// checks its URL with (without zod); this schema is built from them.
export {
  KM_RADIUS_VALUES,
  MAX_KEYWORDS_LENGTH,
  MILE_RADIUS_VALUES,
  TITLE_SCOPES,
  type TitleScope,
} from '../domain/search-filter-rules';

// Building a schema has no side effect: a bundler may drop a call whose result is unused.
/*#__NO_SIDE_EFFECTS__*/
const enumOf = <T extends { value: string }>(options: readonly T[]) =>
  z.enum(values(options) as [T['value'], ...T['value'][]]);
/*#__NO_SIDE_EFFECTS__*/
const numberIn = (allowed: readonly number[], message: string) =>
  z
    .number()
    .int()
    .refine((n) => allowed.includes(n), { message });

/** A filter value a recruiter typed or picked: bounded so a huge list is a 400, not a slow query. */
const filterText = z
  .string()
  .trim()
  .min(FILTER_TEXT.min, FILTER_TEXT.emptyMessage)
  .max(FILTER_TEXT.max, FILTER_TEXT_MAX_MESSAGE);
/** A list filter of the rules table: its item schema, at most `max` of them. */
/*#__NO_SIDE_EFFECTS__*/
const list = <T extends z.ZodType>(item: T, { max, what }: ListRule) =>
  z.array(item).max(max, `At most ${max} ${what}`).optional();
const R = SEARCH_FILTER_RULES;
const activityLevel = numberIn(values(ACTIVITY_LEVEL_OPTIONS) as number[], ACTIVITY_LEVEL_MESSAGE);

export {
  SEARCH_HISTORY_TYPE,
  SEARCH_PAGE_SIZES,
  SEARCH_SORTS,
  type SearchSort,
} from '../domain/search-options';

export const radiusSchema = z
  .strictObject({ unit: z.enum(['mi', 'km']), value: z.number() })
  .refine((r) => (r.unit === 'mi' ? MILE_RADIUS_VALUES : KM_RADIUS_VALUES).includes(r.value as never), {
    message: RADIUS_MESSAGE,
  });
export type Radius = z.infer<typeof radiusSchema>;

/** One place: a city (GeoNames id, with an optional radius), a state/region (`US-CA`) or a country (`US`). */
export const locationFilterSchema = z
  .strictObject({
    city: z.coerce.number().int().positive().max(MAX_CITY_ID, LOCATION_MESSAGES.city).optional(),
    region: z.string().regex(REGION_CODE, LOCATION_MESSAGES.region).optional(),
    country: z.string().regex(COUNTRY_CODE, LOCATION_MESSAGES.country).optional(),
    radius: radiusSchema.optional(),
  })
  .refine((l) => [l.city, l.region, l.country].filter((v) => v !== undefined).length === 1, {
    message: LOCATION_MESSAGES.oneOf,
  })
  .refine((l) => l.radius === undefined || l.city !== undefined, {
    message: LOCATION_MESSAGES.radiusNeedsCity,
  });
export type LocationFilter = z.infer<typeof locationFilterSchema>;

export const searchFiltersSchema = z.strictObject({
  /** Keywords or a Boolean string (AND, OR, NOT, quotes, parentheses, -term, * and ?). */
  keywords: z
    .string()
    .max(MAX_KEYWORDS_LENGTH, `Keywords must be at most ${MAX_KEYWORDS_LENGTH} characters`)
    .optional(),
  titles: list(filterText, R.titles),
  titleScope: z.enum(TITLE_SCOPES).optional(),
  excludeTitles: list(filterText, R.excludeTitles),
  /** Mandatory skills: every one is required (synonyms count). */
  skills: list(filterText, R.skills),
  /** Nice-to-have skills raise the rank but filter nothing. */
  niceToHaveSkills: list(filterText, R.niceToHaveSkills),
  locations: list(locationFilterSchema, R.locations),
  experienceBands: list(enumOf(EXPERIENCE_BANDS), R.experienceBands),
  experienceRange: z
    .strictObject({
      min: z.number().min(0).max(YEARS_OF_EXPERIENCE_MAX).optional(),
      max: z.number().min(0).max(YEARS_OF_EXPERIENCE_MAX).optional(),
    })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: EXPERIENCE_RANGE_MESSAGE,
    })
    .optional(),
  tenureBands: list(enumOf(TENURE_BANDS), R.tenureBands),
  seniorities: list(enumOf(SENIORITY_OPTIONS), R.seniorities),
  educationLevels: list(enumOf(EDUCATION_LEVEL_OPTIONS), R.educationLevels),
  majors: list(filterText, R.majors),
  schools: list(filterText, R.schools),
  languages: list(
    z.strictObject({
      language: filterText,
      minProficiency: z.number().int().min(LANGUAGE_PROFICIENCY.min).max(LANGUAGE_PROFICIENCY.max).optional(),
    }),
    R.languages,
  ),
  companies: list(filterText, R.companies),
  companyScope: z.enum(TITLE_SCOPES).optional(),
  excludeCompanies: list(filterText, R.excludeCompanies),
  companySizes: list(enumOf(COMPANY_SIZE_BANDS), R.companySizes),
  fundingStages: list(enumOf(FUNDING_STAGE_OPTIONS), R.fundingStages),
  companyTypes: list(enumOf(COMPANY_TYPE_OPTIONS), R.companyTypes),
  industries: list(filterText, R.industries),
  diversity: list(enumOf(DIVERSITY_OPTIONS), R.diversity),
  contact: list(enumOf(CONTACT_FILTER_OPTIONS), R.contact),
  recencyDays: numberIn(RECENCY_PRESET_DAYS, RECENCY_MESSAGE).optional(),
  activityLevels: list(activityLevel, R.activityLevels),
  usWorkAuthorization: z.boolean().optional(),
  clearances: list(enumOf(CLEARANCE_TYPE_OPTIONS), R.clearances),
  sources: list(profileSourceSchema, R.sources),
  /** Leave out people already in one of the team's projects (a team sourcing default). */
  excludeInProjects: z.boolean().optional(),
  /** Leave out people the team has written to from a sequence (email or text). */
  excludeContacted: z.boolean().optional(),
  /** Leave out profiles the searching recruiter has opened before. */
  excludeViewed: z.boolean().optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;
// The rules table the search page checks its URL with names exactly the schema's filters.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rulesCoverFilters: SameKeys<keyof SearchFilters, SearchFilterKey> = true;
void rulesCoverFilters;

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
