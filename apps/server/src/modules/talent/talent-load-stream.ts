/**
 * The streaming half of a load: profiles generated most active first and written through three
 * COPY streams (see talent-loader.ts for the transaction around it).
 */
import type pg from 'pg';
import { IntArray, openCopy } from './copy-writer';
import type { Dictionary } from './dictionary';
import { activityOrder, generateProfile } from './generator/profile-generator';
import type { World } from './generator/world';
import { buildSearchRow } from './profile-index';
import { isCountedTerm } from './search-terms';
import type { LoadOptions, TeamShare } from './talent-loader';

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

export type StreamContext = {
  world: World;
  owner: pg.PoolClient;
  pool: pg.Pool;
  dict: Dictionary;
  options: LoadOptions;
  today: Date;
  firstId: number;
  fresh: boolean;
  progress: NonNullable<LoadOptions['onProgress']>;
};

/**
 * Generates every profile, most active first, into three COPY streams: profiles in the owning
 * transaction, contacts and search rows into staging. Returns how many profiles carry each
 * search code.
 */
export async function streamProfiles(ctx: StreamContext): Promise<Map<number, number>> {
  const { options, today, firstId, dict } = ctx;
  const total = options.profiles;
  const { world } = ctx;
  const order = activityOrder(options.seed, total);
  const profiles = await openCopy(
    ctx.owner,
    'talent_profiles',
    [
      'id',
      'team_id',
      'source',
      'external_id',
      'full_name',
      'current_title',
      'current_company',
      'location',
      'doc',
    ],
    // Rows written to a table emptied in this transaction can be frozen at once: no later rewrite.
    ctx.fresh ? 'WITH (FREEZE)' : '',
  );
  const contacts = await openCopy(ctx.pool, 'talent_contacts_load', ['profile_id', 'emails', 'phones']);
  const search = await openCopy(ctx.pool, 'talent_search_load', [
    ...SEARCH_COLUMNS,
    'kw_a',
    'kw_b',
    'kw_c',
    'kw_d',
  ]);
  const counts = new Map<number, number>();
  try {
    for (let i = 0; i < total; i++) {
      // Ids follow the write order, which is best-first (see activityOrder).
      const n = order[i] as number;
      const id = firstId + i;
      const team = teamFor(n, options.teams ?? []);
      const p = generateProfile(world, options.seed, n, today);
      const source = team?.source ?? 'hiretual';
      const row = buildSearchRow(
        { profileId: id, teamId: team?.teamId ?? null, source, doc: p.doc, contacts: p.contacts },
        dict,
        today,
      );
      for (const code of row.terms) if (isCountedTerm(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
      const waits = [
        profiles.write([
          id,
          team?.teamId ?? null,
          source,
          p.externalId,
          p.fullName,
          p.doc.basic.current_title,
          p.doc.basic.current_company,
          p.doc.basic.location,
          p.doc,
        ]),
        contacts.write([id, p.contacts.emails, p.contacts.phones]),
        search.write([
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
        ]),
      ];
      for (const wait of waits) if (wait) await wait;
      if ((i + 1) % 5000 === 0 || i + 1 === total) ctx.progress({ phase: 'generate', done: i + 1, total });
    }
  } catch (err) {
    // Ends every stream (each closes its connection); the first error is the one to report.
    await Promise.allSettled([profiles.end(), contacts.end(), search.end()]);
    throw err;
  }
  await Promise.all([profiles.end(), contacts.end(), search.end()]);
  return counts;
}
