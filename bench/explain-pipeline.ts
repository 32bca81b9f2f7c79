// Analysis aid for the pipeline benchmark's data: EXPLAIN (ANALYZE, BUFFERS) of the list queries.
// `npx tsx bench/explain-pipeline.ts --scale 1000000` after `npm run bench:pipeline` built the data.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from '../apps/server/src/db/client';
import { embeddedSettings } from '../apps/server/src/db/database';
import { startCluster } from '../apps/server/src/db/embedded-cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1000000' } } });
const cluster = await startCluster({
  dataDir: path.join(root, '.bench-data', `pipeline-${values.scale}`),
  port: 54399,
  settings: embeddedSettings(),
  log: () => {},
});
const handle = connect(cluster.url('talentbase'), { max: 1 });
try {
  const { rows } = await handle.pool.query(
    `select p.id from projects p where p.project_name = 'Pipeline bench 1'`,
  );
  const id = rows[0].id;
  const queries = [
    `select pc.profile_id, pc.stage_updated_at from project_candidates pc where pc.project_id = ${id}
      and ((pc.category_id = 1 and pc.stage_id = 1) or (pc.category_id = 1 and pc.stage_id = 2) or (pc.category_id = 2 and pc.stage_id is null))
      order by pc.stage_updated_at desc nulls last, pc.profile_id limit 100 offset 100`,
    `select count(*) from (select 1 from project_candidates pc where pc.project_id = ${id}
      and ((pc.category_id = 1 and pc.stage_id = 1) or (pc.category_id = 1 and pc.stage_id = 2) or (pc.category_id = 2 and pc.stage_id is null)) limit 10001) m`,
    `select pc.profile_id, pc.stage_updated_at from project_candidates pc where pc.project_id = ${id}
      and pc.category_id = 1 and pc.stage_id = 1 and (pc.flags & 1::smallint) = 1::smallint
      order by pc.stage_updated_at desc nulls last, pc.profile_id limit 100 offset 500`,
    `select count(*) from (select 1 from project_candidates pc where pc.project_id = ${id}
      and pc.category_id = 1 and pc.stage_id = 1 limit 10001) m`,
  ];
  for (const q of queries) {
    const plan = await handle.pool.query(`explain (analyze, buffers) ${q}`);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'), '\n');
  }
} finally {
  await handle.close();
  await cluster.stop();
}
