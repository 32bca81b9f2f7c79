/**
 * Migration 0026_org_sign_in_domains moves an SSO connection's sign-in name and domains onto its
 * organisation when the organisation has none, then drops the connection's columns. Replayed
 * here on a database whose connection table is given its old columns back.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const statements = readFileSync(
  fileURLToPath(new URL('../../db/migrations/0026_org_sign_in_domains.sql', import.meta.url)),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

it('copies a connection’s slug and domains into an organisation that has none, then drops them', async () => {
  await q(`alter table sso_connections add column slug text not null,
             add column domains text[] not null default '{}'::text[]`);
  await q('create unique index sso_connections_slug_key on sso_connections (slug)');
  await q('create index sso_connections_domains_idx on sso_connections using gin (domains)');
  const team = async (name: string) =>
    (await q('select id, org_id from teams where name = $1', [name])).rows[0] as {
      id: string;
      org_id: string;
    };
  const northwind = await team('Northwind Recruiting');
  const starter = (
    await q(
      "select t.id, t.org_id from teams t join organizations o on o.id = t.org_id where o.name = 'Sam Starter Recruiting' limit 1",
    )
  ).rows[0];
  // Northwind has nothing of its own: it takes the connection's values.
  await q(
    "insert into sso_connections (org_id, team_id, slug, domains) values ($1, $2, 'northwind', '{northwind.example}')",
    [northwind.org_id, northwind.id],
  );
  // The starter organisation already has its own: they are kept.
  await q("update organizations set slug = 'starter', allowed_domains = '{starter.example}' where id = $1", [
    starter.org_id,
  ]);
  await q(
    "insert into sso_connections (org_id, team_id, slug, domains) values ($1, $2, 'starter-sso', '{old.example}')",
    [starter.org_id, starter.id],
  );
  for (const s of statements) await q(s);
  const orgs = await q('select id, slug, allowed_domains from organizations where id = any($1)', [
    [northwind.org_id, starter.org_id],
  ]);
  const byId = Object.fromEntries(orgs.rows.map((r) => [r.id, { slug: r.slug, domains: r.allowed_domains }]));
  expect(byId[northwind.org_id]).toEqual({ slug: 'northwind', domains: ['northwind.example'] });
  expect(byId[starter.org_id]).toEqual({ slug: 'starter', domains: ['starter.example'] });
  const cols = await q(
    "select column_name from information_schema.columns where table_name = 'sso_connections' and column_name in ('slug', 'domains')",
  );
  expect(cols.rowCount).toBe(0);
});
