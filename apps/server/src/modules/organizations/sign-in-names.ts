/**
 * The organisation's sign-in name (slug) and email domains, kept on the organisation row only.
 * Both the organisation settings page and the single sign-on page save them through
 * `saveSignInNames`, so the same rules hold wherever they are edited:
 * - the slug is unique across the installation;
 * - a domain belongs to one organisation only;
 * - a domain cannot be claimed while people with that domain belong to another organisation
 *   ("SSO required" would lock them out of their own accounts);
 * - "SSO required" needs at least one domain.
 * Call inside the caller's transaction; the caller writes the audit entry.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';

export type SignInNames = { slug: string | null; domains: string[] };

export type SignInNamesInput = SignInNames & {
  /** Whether single sign-on is required for the domains after this change. */
  ssoRequired: boolean;
  /** The field the page calls the domains (`domains` on the SSO page, `allowedDomains` on org settings). */
  domainsField: string;
};

/** Normalised domains: lower case, no duplicates, in the order given. */
export const normaliseDomains = (domains: string[]) => [
  ...new Set(domains.map((d) => d.trim().toLowerCase())),
];

export async function saveSignInNames(
  tx: Executor,
  orgId: string,
  input: SignInNamesInput,
): Promise<{ before: SignInNames; after: SignInNames }> {
  const domains = normaliseDomains(input.domains);
  const field = input.domainsField;
  // Slugs and domains are unique across organisations: changes to them take turns (rare, and a
  // concurrent claim then finds the other's write instead of failing on the unique index).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organizations.sign_in_names'))`);
  const { rows: current } = await tx.execute<{ slug: string | null; allowed_domains: string[] }>(
    sql`select slug, allowed_domains from organizations where id = ${orgId} for update`,
  );
  const before = current[0];
  if (!before) throw new AppError('NOT_FOUND', 'Organisation not found');

  if (input.slug !== null) {
    const { rows } = await tx.execute(
      sql`select 1 from organizations where slug = ${input.slug} and id <> ${orgId}`,
    );
    if (rows.length)
      throw new AppError('CONFLICT', 'Another organisation already uses this sign-in name', {
        fields: { slug: 'Another organisation already uses this sign-in name' },
      });
  }
  for (const domain of domains) {
    const { rows: owner } = await tx.execute(sql`
      select 1 from organizations
       where id <> ${orgId} and allowed_domains @> array[${domain}]::text[] limit 1`);
    if (owner.length) throw fieldError({ [field]: `${domain} already belongs to another organisation` });
    const { rows: foreign } = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from team_members m join teams t on t.id = m.team_id
       where t.org_id <> ${orgId} and m.status <> 3 and split_part(lower(m.email), '@', 2) = ${domain}`);
    if ((foreign[0]?.n ?? 0) > 0)
      throw fieldError({ [field]: `People with ${domain} addresses belong to another organisation` });
  }
  if (input.ssoRequired && domains.length === 0) {
    throw fieldError({
      [field]:
        'Single sign-on is required for this organisation: keep at least one email domain, or stop requiring single sign-on first',
    });
  }
  await tx.execute(sql`
    update organizations set slug = ${input.slug},
           allowed_domains = ${sql`array[${sql.join(
             domains.map((d) => sql`${d}`),
             sql`, `,
           )}]::text[]`}, updated_at = now()
     where id = ${orgId}`);
  return {
    before: { slug: before.slug, domains: before.allowed_domains },
    after: { slug: input.slug, domains },
  };
}

/** Whether the organisation currently requires single sign-on (its connection says so). */
export async function orgRequiresSso(tx: Executor, orgId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ sso_required: boolean }>(
    sql`select sso_required from sso_connections where org_id = ${orgId}`,
  );
  return rows[0]?.sso_required ?? false;
}
