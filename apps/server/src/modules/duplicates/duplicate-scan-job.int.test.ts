/**
 * The duplicate scan through the real job queue: the API's sender queues it, the worker claims
 * the scan row and runs it; a second delivery of the same job does nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { jobSender } from '../../jobs/job-sender';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createTeamCandidate } from '../candidates/create-candidate';
import { duplicateScanJob } from './duplicate-scan.job';
import { startScan } from './duplicates.service';

let db: TestDatabase;
let queue: JobQueue;
const quiet = { info: () => {}, error: () => {} };

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.db);
  queue = await startQueue(db.url, JOBS, quiet);
  await queue.startWorkers(db.db);
}, 120_000);
afterAll(async () => {
  await queue.stop();
  await db.close();
});

describe('duplicate scan job', () => {
  it('runs a scan queued by the API on the worker and stores its pairs', async () => {
    const { rows } = await db.pool.query(
      `select m.team_id, m.user_id, t.org_id from team_members m join users u on u.id = m.user_id
         join teams t on t.id = m.team_id where u.email = 'demo@talentbase.dev'`,
    );
    const scope = { teamId: rows[0].team_id, userId: rows[0].user_id, orgId: rows[0].org_id };
    await db.db.transaction(async (tx) => {
      await createTeamCandidate(
        tx,
        scope,
        { fullName: 'Grace Okafor', company: 'Wayne Enterprises', emails: ['grace@wayne.example'] },
        { source: 'import' },
      );
      await createTeamCandidate(
        tx,
        scope,
        { fullName: 'Okafor Grace', company: 'Wayne Enterprises Inc' },
        { source: 'import' },
      );
    });
    const scan = await startScan(db.db, scope, jobSender(db.db), null);
    let status = scan.status as string;
    for (let i = 0; i < 150 && status !== 'done' && status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (
        await db.pool.query('select status from candidate_duplicate_scans where id = $1', [scan.scanId])
      ).rows[0].status;
    }
    expect(status).toBe('done');
    // The scan row says done inside the handler; pg-boss completes the job just after it returns.
    await vi.waitFor(
      async () => {
        const jobs = await db.pool.query(`select state from pgboss.job where name = $1`, [
          duplicateScanJob.name,
        ]);
        expect(jobs.rows.map((r) => r.state)).toEqual(['completed']);
      },
      { timeout: 10_000, interval: 100 },
    );
    const pairs = await db.pool.query('select reasons from candidate_duplicate_pairs where team_id = $1', [
      scope.teamId,
    ]);
    expect(pairs.rows).toEqual([{ reasons: ['name_company'] }]);
    // The same job again finds the scan already claimed and changes nothing.
    await queue.send(duplicateScanJob, { scanId: Number(scan.scanId) });
    await new Promise((r) => setTimeout(r, 1500));
    const after = await db.pool.query(
      'select status, pairs_found from candidate_duplicate_scans where id = $1',
      [scan.scanId],
    );
    expect(after.rows[0]).toEqual({ status: 'done', pairs_found: 1 });
  });
});
