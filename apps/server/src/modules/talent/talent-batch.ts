/**
 * Profiles as COPY text, a batch at a time (written by talent-load-stream.ts). A batch is a range
 * of write positions; position i is profile `order[i]` (most active first) with id firstId + i,
 * so a range always gives the same rows.
 */
import { copyLine, IntArray } from './copy-writer';
import type { Dictionary } from './dictionary';
import { activityOrder, generateProfile } from './generator/profile-generator';
import type { World } from './generator/world';
import { buildSearchRow } from './profile-index';
import { isCountedTerm } from './search-terms';

export type TeamShare = {
  teamId: string;
  /** Fraction of the generated profiles that become this team's own candidates. */
  share: number;
  sources: readonly string[];
};

/** What generating any batch of a load depends on. */
export type BatchSetup = {
  seed: number;
  total: number;
  firstId: number;
  /** Dates (last active, positions) are relative to this day. */
  today: Date;
  teams: readonly TeamShare[];
};

export type BatchText = { profiles: string; contacts: string; search: string };

export const PROFILE_COLUMNS = [
  'id',
  'team_id',
  'source',
  'external_id',
  'full_name',
  'current_title',
  'current_company',
  'location',
  'doc',
];
export const SEARCH_COLUMNS = [
  'profile_id',
  'team_id',
  'terms',
  'facet_terms',
  'rank_score',
  'years_experience',
  'tenure_years',
  'last_active',
  'lat',
  'lon',
];
/** Staging also takes the four keyword fields, from which PostgreSQL computes the keyword vector. */
export const SEARCH_LOAD_COLUMNS = [...SEARCH_COLUMNS, 'kw_a', 'kw_b', 'kw_c', 'kw_d'];
export const CONTACT_COLUMNS = ['profile_id', 'emails', 'phones'];

function teamFor(n: number, teams: readonly TeamShare[]): { teamId: string; source: string } | null {
  if (teams.length === 0) return null;
  // A fixed hash of n, so the same profiles go to the same team in every run.
  const x = ((Math.imul(n + 1, 2246822519) >>> 0) % 1_000_000) / 1_000_000;
  let edge = 0;
  for (const t of teams) {
    edge += t.share;
    if (x < edge) return { teamId: t.teamId, source: t.sources[n % t.sources.length] ?? 'import' };
  }
  return null;
}

/** Whether a generated person is on the suppression list of the scope they would load into. */
export type SuppressedCheck = (
  teamId: string | null,
  ids: { emails: string[]; phones: string[]; countryCode: string | null },
) => boolean;

export class BatchGenerator {
  private readonly order: Uint32Array;
  /** Profiles carrying each search code, over every batch this generator made. */
  readonly counts = new Map<number, number>();
  /** People left out because they are on the suppression list (their ids stay unused). */
  suppressed = 0;

  constructor(
    private readonly setup: BatchSetup,
    private readonly world: World,
    private readonly dict: Dictionary,
    private readonly isSuppressed: SuppressedCheck | null = null,
  ) {
    this.order = activityOrder(setup.seed, setup.total);
  }

  generate(start: number, end: number): BatchText {
    const { seed, firstId, today, teams } = this.setup;
    let profiles = '';
    let contacts = '';
    let search = '';
    for (let i = start; i < end; i++) {
      const n = this.order[i] as number;
      const id = firstId + i;
      const team = teamFor(n, teams);
      const p = generateProfile(this.world, seed, n, today);
      if (
        this.isSuppressed?.(team?.teamId ?? null, {
          emails: p.contacts.emails.map((e) => e.address),
          phones: p.contacts.phones.map((ph) => ph.number),
          countryCode: p.doc.analytics.norm_location.country_code,
        })
      ) {
        this.suppressed++;
        continue;
      }
      const source = team?.source ?? 'hiretual';
      const row = buildSearchRow(
        { profileId: id, teamId: team?.teamId ?? null, source, doc: p.doc, contacts: p.contacts },
        this.dict,
        today,
      );
      for (const code of row.terms)
        if (isCountedTerm(code)) this.counts.set(code, (this.counts.get(code) ?? 0) + 1);
      profiles += copyLine([
        id,
        team?.teamId ?? null,
        source,
        p.externalId,
        p.fullName,
        p.doc.basic.current_title,
        p.doc.basic.current_company,
        p.doc.basic.location,
        p.doc,
      ]);
      contacts += copyLine([id, p.contacts.emails, p.contacts.phones]);
      search += copyLine([
        id,
        row.teamId,
        new IntArray(row.terms),
        new IntArray(row.facetTerms),
        row.rankScore,
        row.yearsExperience,
        row.tenureYears,
        row.lastActive,
        row.lat,
        row.lon,
        ...row.keywords,
      ]);
    }
    return { profiles, contacts, search };
  }
}
