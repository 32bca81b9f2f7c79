import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type DbHandle } from '../db/client';

const TEMPLATE_DB = 'talentbase_template';

export type TestDatabase = DbHandle & { url: string; name: string };

/** A fresh, migrated database for one test file, dropped by `close()`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const handle = connect(url, { max: 5 });
  return {
    ...handle,
    url,
    name,
    close: async () => {
      await handle.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
