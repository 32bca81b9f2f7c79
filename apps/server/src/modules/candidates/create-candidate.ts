/**
 * A candidate the team adds itself (by hand, from a CSV, from an event form or a job board): a
 * team-owned talent profile, searchable like any other, registered as the team's candidate with
 * its match keys, so that the next person typed or imported is checked against it.
 *
 * It runs inside the caller's transaction: a refused duplicate or a failed project add leaves
 * nothing behind.
 */
import type { StoredContacts, TalentProfileDoc } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jsonRows } from '../../db/json-param';
import { notFound } from '../../lib/errors';
import { type ResolvedLocation, resolveLocations } from '../all-candidates/resolve-location';
import { profileMatchKeys, saveMatchKeysOfMany } from '../duplicates/match-keys';
import { normalizePhone } from '../duplicates/normalize';
import { emitAddedToProject, emitCandidatesCreated } from '../public-api/webhook-events';
import { type Dictionary, loadDictionary } from '../talent/dictionary';
import { insertProfiles } from '../talent/talent.repository';
import { ensureTeamCandidates, recordActivity } from './team-candidates';

export type NewCandidateInput = {
  fullName: string;
  title?: string;
  company?: string;
  /** "City, State, Country" free text, resolved to a known city if possible. */
  location?: string;
  emails?: string[];
  phones?: string[];
  linkedinUrl?: string;
  otherUrls?: string[];
  skills?: string[];
  notes?: string;
};

export type CandidateSource = 'import' | 'ats' | 'event_form' | `jobboard_${string}`;

// Free mail providers: an address there is personal, anything else is taken as a work address.
const PERSONAL_DOMAINS =
  /@(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|mac|aol|proton|protonmail|gmx|mail|yandex|zoho|qq|163)\./i;

const SOCIAL_HOSTS: [RegExp, 'github' | 'twitter' | 'stackoverflow' | 'dribbble' | 'behance' | 'scholar'][] =
  [
    [/(^|\.)github\.com$/, 'github'],
    [/(^|\.)(twitter|x)\.com$/, 'twitter'],
    [/(^|\.)stackoverflow\.com$/, 'stackoverflow'],
    [/(^|\.)dribbble\.com$/, 'dribbble'],
    [/(^|\.)behance\.net$/, 'behance'],
    [/^scholar\.google\./, 'scholar'],
  ];

function socialLinksOf(input: NewCandidateInput): TalentProfileDoc['basic']['social_links'] {
  const links: TalentProfileDoc['basic']['social_links'] = {};
  if (input.linkedinUrl?.trim()) links.linkedin = input.linkedinUrl.trim();
  for (const raw of input.otherUrls ?? []) {
    const url = raw.trim();
    if (!url) continue;
    let host = '';
    try {
      host = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, '');
    } catch {
      continue;
    }
    const kind = SOCIAL_HOSTS.find(([re]) => re.test(host))?.[1];
    if (kind && !links[kind]) links[kind] = url;
    else if (!links.website) links.website = url;
  }
  return links;
}

const clean = (values: readonly string[] | undefined) => [
  ...new Set((values ?? []).map((v) => v.trim()).filter(Boolean)),
];

export function contactsOf(
  input: { emails?: readonly string[] | undefined; phones?: readonly string[] | undefined },
  countryCode: string | null,
): StoredContacts {
  return {
    emails: clean(input.emails).map((address, i) => ({
      address,
      type: PERSONAL_DOMAINS.test(address) ? 'personal' : 'work',
      ...(i === 0 ? { primary: true } : {}),
    })),
    phones: clean(input.phones).map((number) => ({
      number: normalizePhone(number, countryCode) ?? number,
      type: 'personal' as const,
    })),
  };
}

function candidateDoc(input: NewCandidateInput, place: ResolvedLocation): TalentProfileDoc {
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  const [first = fullName, ...rest] = fullName.split(' ');
  const title = input.title?.trim() || null;
  const company = input.company?.trim() || null;
  const current =
    title || company
      ? {
          title: title ?? '',
          company: { name: company ?? '' },
          website_url: null,
          summary: null,
          location: place.location,
          iscurrent: true,
          start_date: null,
          end_date: null,
          company_id: null,
          normed_domain: null,
        }
      : null;
  const skills = clean(input.skills);
  return {
    basic: {
      fullname: fullName,
      first_name: first,
      last_name: rest.join(' '),
      headline: title && company ? `${title} at ${company}` : (title ?? company),
      summary: null,
      location: place.location,
      city: place.city,
      state: place.state,
      country: place.country,
      current_title: title,
      current_company: company,
      highlight: null,
      image_url: null,
      social_links: socialLinksOf(input),
      opt_out: false,
      gdpr_status: place.norm.in_gdpr ? 'pending_review' : 'none',
    },
    current_position: current,
    education: [],
    // The indexer reads companies from positions: an empty company name is no company.
    position: current && company ? [current] : [],
    handson: skills.map((s) => ({ handson_skill: s, handson_linkedin_endorsements: 0 })),
    language: [],
    certification: [],
    patent: [],
    project: [],
    publication: [],
    analytics: {
      availability: null,
      availability_reason: null,
      compensation_base: null,
      experience_range: null,
      fulltime_years: 0,
      focus: null,
      focus_score: null,
      industry: null,
      education_level: null,
      title_level: null,
      title_family: null,
      skill: skills,
      parsed_skill: skills,
      norm_location: place.norm,
      veteran: false,
      visa_sponsorship: false,
      gender: null,
      race: null,
      diversity: [],
      clearance: null,
      activity_level: 1,
      last_active: null,
      tenure_years: 0,
    },
  };
}

// The dictionary names behind search codes, kept in memory between creates (an import creates
// thousands). Entries a create adds are in the database only if its transaction commits, so the
// cache is dropped whenever a create grew it; it is also re-read when it is older than a minute.
const DICTIONARY_TTL_MS = 60_000;
let cached: { dict: Dictionary; at: number } | null = null;

async function dictionaryFor(db: Executor): Promise<Dictionary> {
  if (cached && Date.now() - cached.at < DICTIONARY_TTL_MS) return cached.dict;
  const dict = await loadDictionary(db);
  cached = { dict, at: Date.now() };
  return dict;
}

export type CreateOptions = {
  source: CandidateSource;
  projectId?: number | null;
  /** The activity each new candidate gets ('applied' for an applicant of a job). */
  activity?: 'added' | 'imported' | 'applied';
  /** More about where the candidate came from, kept with the activity (the file name ...). */
  activityDetail?: (index: number) => Record<string, unknown>;
};

/** A candidate whose profile is already built (a résumé read by applicant-match intake). */
export type CandidateDocument = {
  doc: TalentProfileDoc;
  /** As a résumé gives them: addresses and numbers, the first address taken as primary. */
  contacts: { emails: readonly string[]; phones: readonly string[] };
};

/** One team-owned candidate: a batch of one, so that a single add and an import write alike. */
export async function createTeamCandidate(
  tx: Executor,
  scope: { teamId: string; userId: string },
  input: NewCandidateInput,
  options: CreateOptions,
): Promise<{ profileId: number }> {
  const [profileId = 0] = await createTeamCandidates(tx, scope, [input], options);
  return { profileId };
}

/**
 * Creates team-owned candidates: talent_profiles (team_id, source), talent_contacts, their
 * talent_search rows via buildSearchRow, team_candidates, match keys, a note when given, and an
 * 'added' or 'imported' activity each; optionally adds them to a project (Sourcing / Good Fit).
 * Returns the profile ids in input order.
 *
 * Set-based: each table takes one statement for the whole list, so an import batch of 250 rows
 * costs about twenty statements instead of eleven per row. It runs inside the caller's
 * transaction, so a batch is written whole or not at all. The caller checks the gate, the project
 * role and duplicates (candidates of one batch are not checked against each other here).
 */
export async function createTeamCandidates(
  tx: Executor,
  scope: { teamId: string; userId: string },
  inputs: readonly NewCandidateInput[],
  options: CreateOptions,
): Promise<number[]> {
  if (inputs.length === 0) return [];
  const places = await resolveLocations(
    tx,
    inputs.map((input) => input.location),
  );
  const people = inputs.map((input, i) => {
    const doc = candidateDoc(input, places[i] as ResolvedLocation);
    return { doc, contacts: contactsOf(input, doc.analytics.norm_location.country_code), notes: input.notes };
  });
  return insertTeamCandidates(tx, scope, people, options);
}

/**
 * Creates team-owned candidates from profiles already built (résumés): the same writes as
 * `createTeamCandidates`. The résumé's place is resolved to a known city like a typed location,
 * so the applicant is found by location and radius searches; a place that names no known city
 * keeps what the résumé said.
 */
export async function createTeamCandidatesFromDocuments(
  tx: Executor,
  scope: { teamId: string; userId: string },
  documents: readonly CandidateDocument[],
  options: CreateOptions,
): Promise<number[]> {
  if (documents.length === 0) return [];
  const places = await resolveLocations(
    tx,
    documents.map(({ doc }) => placeText(doc)),
  );
  const people = documents.map(({ doc, contacts }, i) => {
    const placed = withPlace(doc, places[i] as ResolvedLocation);
    const countryCode = placed.analytics.norm_location.country_code;
    return { doc: placed, contacts: contactsOf(contacts, countryCode) };
  });
  return insertTeamCandidates(tx, scope, people, options);
}

/** The résumé's place as a recruiter would type it ("City, State, Country"). */
function placeText(doc: TalentProfileDoc): string | undefined {
  const { location, city, state, country } = doc.basic;
  const parts = [city, state, country].filter((p): p is string => Boolean(p?.trim()));
  return (parts.length > 0 ? parts.join(', ') : location?.trim()) || undefined;
}

/**
 * The doc placed in the known city the résumé names; a place that is no known city stays as the
 * résumé reader left it (it already knows the country from the text better than a guess would).
 */
function withPlace(doc: TalentProfileDoc, place: ResolvedLocation): TalentProfileDoc {
  if (place.norm.latitude === null || place.norm.longitude === null) return doc;
  const norm = place.norm;
  return {
    ...doc,
    basic: {
      ...doc.basic,
      location: place.location,
      city: place.city,
      state: place.state,
      country: place.country,
      gdpr_status:
        doc.basic.gdpr_status === 'none' && norm.in_gdpr ? 'pending_review' : doc.basic.gdpr_status,
    },
    analytics: { ...doc.analytics, norm_location: norm },
  };
}

type NewPerson = { doc: TalentProfileDoc; contacts: StoredContacts; notes?: string | undefined };

/** The one insert path of every team-owned candidate, whatever it was built from. */
async function insertTeamCandidates(
  tx: Executor,
  scope: { teamId: string; userId: string },
  people: readonly NewPerson[],
  options: CreateOptions,
): Promise<number[]> {
  const projectId = options.projectId ?? null;
  if (projectId !== null) {
    const project = await tx.execute(
      sql`select 1 from projects where id = ${projectId} and team_id = ${scope.teamId} and project_status <> 1`,
    );
    if (project.rows.length === 0) throw notFound('Project');
  }
  const dict = await dictionaryFor(tx);
  const sizeBefore = dict.size;
  let ids: number[];
  try {
    ids = await insertProfiles(
      tx,
      dict,
      people.map(({ doc, contacts }) => ({ teamId: scope.teamId, source: options.source, doc, contacts })),
    );
  } finally {
    if (dict.size !== sizeBefore) cached = null;
  }
  await ensureTeamCandidates(tx, scope.teamId, ids, scope.userId);
  await saveMatchKeysOfMany(
    tx,
    scope.teamId,
    people.map(({ doc, contacts }, i) => ({
      profileId: ids[i] as number,
      keys: profileMatchKeys(doc, contacts),
    })),
  );
  if (projectId !== null) {
    await tx.execute(sql`
      insert into project_candidates (project_id, profile_id, added_by)
      select ${projectId}, unnest(${`{${ids.join(',')}}`}::bigint[]), ${scope.userId}
      on conflict do nothing`);
    await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
  }
  await emitCandidatesCreated(tx, scope.teamId, ids, options.source, projectId);
  if (projectId !== null) await emitAddedToProject(tx, scope.teamId, projectId, ids);
  const notes = people.flatMap((person, i) => {
    const body = person.notes?.trim();
    return body ? [{ profile_id: ids[i], body }] : [];
  });
  if (notes.length > 0) {
    await tx.execute(sql`
      insert into candidate_notes (team_id, profile_id, project_id, author_id, body, visibility)
      select ${scope.teamId}, n.profile_id, ${projectId}, ${scope.userId}, n.body, 2
        from jsonb_to_recordset(${jsonRows(notes)}::jsonb) as n(profile_id bigint, body text)`);
  }
  await recordActivity(
    tx,
    scope.teamId,
    scope.userId,
    ids.map((profileId, i) => ({
      profileId,
      projectId,
      action: options.activity ?? 'added',
      detail: {
        source: options.source,
        ...(projectId !== null ? { projectId } : {}),
        ...options.activityDetail?.(i),
      },
    })),
  );
  return ids;
}
