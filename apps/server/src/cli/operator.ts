/**
 * `npm run operator -- grant EMAIL` / `revoke EMAIL` / `list`: who operates this installation
 * (the customer console). The flag can only be set here or by the demo seed, never over the API.
 * Uses DATABASE_URL, the embedded cluster of a running `npm start`, or starts the cluster itself.
 */
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { connect } from '../db/client';
import { DATABASE_NAME, openDatabase } from '../db/database';
import { runningClusterUrl } from '../db/embedded-cluster';
import { applyMigrations } from '../db/migrate';
import { users } from '../db/schema/index';
import { loadEnv } from '../env';
import { audit } from '../lib/audit';

const USAGE = 'Usage: npm run operator -- grant EMAIL | revoke EMAIL | list';

async function main(): Promise<void> {
  const [command, rawEmail] = process.argv.slice(2);
  const email = rawEmail?.trim().toLowerCase();
  if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && email))) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const env = loadEnv();
  const attached = env.DATABASE_URL ? null : runningClusterUrl(path.join(env.DATA_DIR, 'pg'), DATABASE_NAME);
  const database = attached
    ? { url: attached, stop: async () => {} }
    : await openDatabase(env, (line) => console.log(`[talentbase] ${line}`));
  const handle = connect(database.url, { max: 2 });
  try {
    await applyMigrations(handle.db);
    if (command === 'list') {
      const rows = await handle.db
        .select({ email: users.email, name: users.fullName })
        .from(users)
        .where(eq(users.isOperator, true))
        .orderBy(users.email);
      if (!rows.length) console.log('No operators.');
      for (const r of rows) console.log(`${r.email}\t${r.name}`);
      return;
    }
    const grant = command === 'grant';
    const changed = await handle.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ isOperator: grant, updatedAt: sql`now()` })
        .where(eq(users.email, email as string))
        .returning({ id: users.id });
      const user = rows[0];
      if (!user) return false;
      await audit(tx, {
        action: grant ? 'operator.granted' : 'operator.revoked',
        targetType: 'user',
        targetId: user.id,
        metadata: { email, by: 'cli' },
      });
      return true;
    });
    if (!changed) {
      console.error(`No user with the email ${email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(grant ? `${email} now operates this installation.` : `${email} is no longer an operator.`);
  } finally {
    await handle.close();
    await database.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
