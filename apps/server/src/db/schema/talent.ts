/**
 * The talent database behind candidate search.
 *
 * - `talent_profiles`: one row per person with the full profile document (spec section 3,
 *   Applicant > Profile) minus contact details. Open-web profiles (source `hiretual`) have no
 *   team and every team can find them; a team's own candidates (`import`, `ats`, `event_form`,
 *   `jobboard_{product}`) carry `team_id` and only that team sees them.
 * - `talent_contacts`: emails and phones, kept apart so that nothing reads them by accident;
 *   they leave the server only through a reveal (`contact_reveals`, one credit per team).
 * - `talent_search`: the narrow row search reads. Every discrete attribute (titles, skills,
 *   companies, city, seniority, diversity, ...) is an integer code in `terms`, so one GIN index
 *   answers any mix of filters; keywords use the weighted `tsv`. See modules/talent/search-terms.ts.
 * - `talent_dictionary`: names behind the codes (titles, skills, companies, schools ...) with
 *   their synonyms, used to resolve filters, expand synonyms, label facets and suggest values.
 * - `geo_cities`: the world's cities with coordinates, for locations and radius search.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const geoCities = pgTable(
  'geo_cities',
  {
    /** The GeoNames id. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-case, accents removed: what typeahead matches. */
    norm: text('norm').notNull(),
    country: char('country', { length: 2 }).notNull(),
    /** First-level division: the two-letter state for the US, GeoNames admin1 code elsewhere. */
    adminCode: text('admin_code'),
    population: integer('population').notNull().default(0),
    lat: real('lat').notNull(),
    lon: real('lon').notNull(),
  },
  (t) => [
    index('geo_cities_country_idx').on(t.country, t.adminCode),
    index('geo_cities_norm_trgm_idx').using('gin', t.norm.op('gin_trgm_ops')),
    index('geo_cities_population_idx').on(t.population.desc()),
    index('geo_cities_lat_idx').on(t.lat),
  ],
);

export const DICTIONARY_KINDS = [
  'title',
  'skill',
  'company',
  'school',
  'industry',
  'certification',
  'major',
  'language',
  'region',
  'source',
] as const;
export type DictionaryKind = (typeof DICTIONARY_KINDS)[number];

export const talentDictionary = pgTable(
  'talent_dictionary',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: DICTIONARY_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Lower-case, accents removed. */
    norm: text('norm').notNull(),
    /** Every normalised way to write it, `norm` included: what synonym expansion matches. */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** Kind-specific facts: a title's family, a company's industry and size, a school's country. */
    meta: jsonb('meta').notNull().default(sql`'{}'::jsonb`),
    /** Profiles holding it, refreshed after bulk loads: orders suggestions. */
    profileCount: integer('profile_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('talent_dictionary_kind_norm_key').on(t.kind, t.norm),
    index('talent_dictionary_aliases_idx').using('gin', t.aliases),
    index('talent_dictionary_norm_trgm_idx').using('gin', t.norm.op('gin_trgm_ops')),
  ],
);

export const talentProfiles = pgTable(
  'talent_profiles',
  {
    // By default, not always: bulk loads reserve a block of ids and COPY rows with them.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** The loader's key (generator seed and number, ATS id ...), unique per team and source. */
    externalId: text('external_id'),
    fullName: text('full_name').notNull(),
    currentTitle: text('current_title'),
    currentCompany: text('current_company'),
    location: text('location'),
    /**
     * The profile document (packages/shared contracts/talent.ts `TalentProfileDoc`) as JSON text.
     * The application writes and reads it whole and PostgreSQL never looks inside, so it is not
     * `jsonb`: parsing 4 KB of JSON per row was most of the cost of loading a million profiles.
     */
    doc: text('doc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talent_profiles_team_idx').on(t.teamId),
    // Open-web rows have no team: coalesce so that their keys are unique too.
    uniqueIndex('talent_profiles_external_key')
      .on(sql`coalesce(${t.teamId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.source, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);

export const talentContacts = pgTable('talent_contacts', {
  profileId: bigint('profile_id', { mode: 'number' })
    .primaryKey()
    .references(() => talentProfiles.id, { onDelete: 'cascade' }),
  /** `[{ address, type: 'work' | 'personal', primary? }]` */
  emails: jsonb('emails').notNull().default(sql`'[]'::jsonb`),
  /** `[{ number (E.164), type: 'personal' | 'work' | 'fax' | 'other' }]` */
  phones: jsonb('phones').notNull().default(sql`'[]'::jsonb`),
});

export const talentSearch = pgTable(
  'talent_search',
  {
    profileId: bigint('profile_id', { mode: 'number' })
      .primaryKey()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id'),
    /** Integer codes of every filterable attribute (namespace << 24 | value). */
    terms: integer('terms').array().notNull(),
    /** The codes of `terms` that facets count (search-terms.ts `FACET_NAMESPACE_OF`). */
    facetTerms: integer('facet_terms').array().notNull(),
    /** Static quality (activity, completeness, recency): breaks ties and bounds the candidate set. */
    rankScore: real('rank_score').notNull().default(0),
    yearsExperience: real('years_experience').notNull().default(0),
    tenureYears: real('tenure_years').notNull().default(0),
    lastActive: date('last_active'),
    lat: real('lat'),
    lon: real('lon'),
    tsv: tsvector('tsv').notNull(),
  },
  // Bulk loads drop these and build them again after the rows are in (modules/talent/loader).
  (t) => [
    index('talent_search_terms_idx').using('gin', t.terms.op('gin__int_ops')),
    index('talent_search_tsv_idx').using('gin', t.tsv),
    index('talent_search_last_active_idx').on(t.lastActive.desc().nullsLast()),
    index('talent_search_experience_idx').on(t.yearsExperience.desc()),
  ],
);

/**
 * Which encoding of search codes (`SEARCH_TERMS_VERSION`, search-terms.ts) the rows of
 * `talent_search` were built with: a newer server re-encodes them on start (talent/reencode.ts).
 */
export const talentIndexState = pgTable(
  'talent_index_state',
  {
    id: smallint('id').primaryKey().default(1),
    termsVersion: integer('terms_version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('talent_index_state_single_row', sql`${t.id} = 1`)],
);

/**
 * How many profiles carry each search code. Search reads it to tell a selective filter (a skill,
 * a title: ask the index) from a common one (junior, has contact info: check it on the rows found).
 */
export const talentTermCounts = pgTable('talent_term_counts', {
  code: integer('code').primaryKey(),
  n: integer('n').notNull(),
});

/** Every word of the keyword index with its document count: what `dev?ops` and `*script` expand against. */
export const talentLexemes = pgTable(
  'talent_lexemes',
  {
    word: text('word').primaryKey(),
    ndoc: integer('ndoc').notNull(),
  },
  (t) => [index('talent_lexemes_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/** Search history (spec section 3): type 0 all-in-one, 2 rediscovery; a named entry is a saved search. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The filters as JSON text, exactly as the search API received them. */
    searchString: text('search_string').notNull(),
    /** 1 active, 0 deleted. */
    status: smallint('status').notNull().default(1),
    type: smallint('type').notNull().default(0),
    projectId: text('project_id'),
    name: text('name'),
    saved: boolean('saved').notNull().default(false),
    /** Profiles the recruiter marked as not a fit for this search: hidden when it is re-run. */
    notAFit: bigint('not_a_fit', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** A short reading of the filters for lists. */
    summary: text('summary'),
    /** Matches when it last ran. */
    resultCount: integer('result_count').notNull().default(0),
    /** Same filters run again update the entry instead of adding one: their canonical hash. */
    filtersHash: text('filters_hash').notNull(),
    /** The id the search API gave the last run (results of a run are addressed by it). */
    searchId: text('search_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_history_user_idx').on(t.teamId, t.userId, t.lastRunAt),
    uniqueIndex('search_history_user_hash_key').on(t.userId, t.teamId, t.type, t.filtersHash),
  ],
);

/** A reveal is charged once per team and profile; every reveal is also in the audit log. */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    revealedBy: uuid('revealed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.profileId] })],
);

/**
 * Profiles a recruiter has opened in sourcing (the drawer): "Hide profiles I have opened" reads
 * it. One row per person and profile, the last opening kept; erased with the person.
 */
export const sourcingProfileViews = pgTable(
  'sourcing_profile_views',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.profileId] }),
    index('sourcing_profile_views_profile_idx').on(t.profileId),
  ],
);
