/**
 * A test app with a small talent database: the demo accounts, a few hundred generated profiles
 * as background, and the fixture profiles of talent-fixture.ts (open-web ones, plus one own
 * candidate for each of two demo teams).
 */
import type { StoredContacts } from '@talentbase/shared';
import { eq } from 'drizzle-orm';
import { teams } from '../db/schema/index';
import { loadDictionary } from '../modules/talent/dictionary';
import { insertProfiles } from '../modules/talent/talent.repository';
import { loadTalent } from '../modules/talent/talent-loader';
import { type FixtureSpec, fixtureDoc } from './talent-fixture';
import { createTestApp, type TestApp } from './test-app';

export type FixtureProfile = {
  key: string;
  spec: FixtureSpec;
  contacts: StoredContacts;
  team?: 'pro' | 'growth';
  source?: string;
};

export type SearchTestApp = TestApp & {
  ids: Record<string, number>;
  proTeamId: string;
  growthTeamId: string;
};

export async function createSearchTestApp(
  fixtures: readonly FixtureProfile[],
  background = 300,
): Promise<SearchTestApp> {
  const t = await createTestApp({ seed: true });
  const { db } = t.db;
  const [pro] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Northwind Recruiting'));
  const [growth] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Northwind Growth'));
  if (!pro || !growth) throw new Error('demo teams missing');
  await loadTalent(db, t.db.pool, { profiles: background, seed: 7 });
  const dict = await loadDictionary(db);
  const ids: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const inserted = await insertProfiles(
      tx,
      dict,
      fixtures.map((f) => ({
        teamId: f.team === 'pro' ? pro.id : f.team === 'growth' ? growth.id : null,
        source: f.source ?? (f.team ? 'import' : 'hiretual'),
        externalId: `fixture:${f.key}`,
        doc: fixtureDoc(f.spec),
        contacts: f.contacts,
      })),
    );
    fixtures.forEach((f, i) => {
      ids[f.key] = inserted[i] as number;
    });
  });
  await t.db.pool.query('analyze talent_search');
  return { ...t, ids, proTeamId: pro.id, growthTeamId: growth.id };
}
