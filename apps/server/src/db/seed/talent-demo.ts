/**
 * The talent database of a fresh install: open-web profiles every team can search, and a few
 * hundred candidates of the demo teams' own (imported, from the ATS, event forms, a job board),
 * which only their team sees. Seeded once, when the talent tables are empty.
 */
import { inArray } from 'drizzle-orm';
import { loadTalent } from '../../modules/talent/talent-loader';
import type { Database } from '../client';
import { teams } from '../schema/index';

export const DEMO_TALENT_SEED = 2026;

export async function seedTalentDemo(
  db: Database,
  profiles: number,
  log: (line: string) => void,
): Promise<boolean> {
  const pool = db.$client;
  const { rows } = await pool.query('select 1 from talent_profiles limit 1');
  if (rows.length > 0 || profiles === 0) return false;
  const demoTeams = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.name, ['Northwind Recruiting', 'Northwind Growth']));
  const byName = new Map(demoTeams.map((t) => [t.name, t.id]));
  const shares = [
    {
      name: 'Northwind Recruiting',
      share: 0.025,
      sources: ['import', 'ats', 'event_form', 'jobboard_careers'],
    },
    { name: 'Northwind Growth', share: 0.01, sources: ['import'] },
  ].flatMap((t) => {
    const teamId = byName.get(t.name);
    return teamId ? [{ teamId, share: t.share, sources: t.sources }] : [];
  });
  let lastLogged = 0;
  const report = await loadTalent(db, pool, {
    profiles,
    seed: DEMO_TALENT_SEED,
    teams: shares,
    onProgress: ({ phase, done, total }) => {
      if (phase === 'generate' && (done - lastLogged >= 5000 || done === total)) {
        lastLogged = done;
        log(`talent profiles: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
      }
    },
  });
  const seconds = Object.values(report.phases).reduce((s, ms) => s + ms, 0) / 1000;
  log(
    `talent database seeded: ${report.profiles.toLocaleString('en-US')} profiles in ${seconds.toFixed(1)} s`,
  );
  return true;
}
