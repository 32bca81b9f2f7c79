import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index';
import { seedDemo } from '../db/seed/demo';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { type JobQueue, startQueue } from './queue';
import { JOBS } from './registry';
import { sessionCleanupJob } from './session-cleanup.job';

let db: TestDatabase;
let queue: JobQueue;
const quiet = { info: () => {}, error: () => {} };

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.db);
  queue = await startQueue(db.url, JOBS, quiet);
  await queue.startWorkers(db.db);
});
afterAll(async () => {
  await queue.stop();
  await db.close();
});

describe('session cleanup job', () => {
  it('is scheduled every 15 minutes', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual(['session-cleanup', '*/15 * * * *']);
  });

  it('deletes expired sessions through the real queue and keeps live ones', async () => {
    const [user] = await db.db.select().from(users).where(eq(users.email, 'demo@talentbase.dev'));
    const [member] = await db.db
      .execute<{ team_id: string }>(sql`select team_id from team_members where user_id = ${user!.id}`)
      .then((r) => r.rows);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    const owner = { userId: user!.id, teamId: member!.team_id };
    const expired = [0, 1, 2, 3, 4].map((i) => ({ id: `expired-${i}`, ...owner, expiresAt: past }));
    await db.db.insert(sessions).values([...expired, { id: 'live', ...owner, expiresAt: future }]);

    const jobId = await queue.send(sessionCleanupJob, { batchSize: 2 });
    expect(jobId).toBeTruthy();
    let state: string | undefined;
    for (let i = 0; i < 100 && state !== 'completed' && state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await queue.boss.getJobById('session-cleanup', jobId!))?.state;
    }
    expect(state).toBe('completed');
    const left = await db.db.select({ id: sessions.id }).from(sessions);
    expect(left.map((s) => s.id)).toEqual(['live']);
  });

  it('refuses an invalid payload before it reaches the queue', async () => {
    await expect(queue.send(sessionCleanupJob, { batchSize: -1 })).rejects.toThrow();
  });
});
