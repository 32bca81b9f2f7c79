// The product's API in a process of its own, for the load benchmark: as a team runs it, the server
// does not share its event loop with the recruiters' clients. Started by `spawnBenchServer` with
// the database URL; prints `listening <port>` once it answers, stops on SIGTERM.
import { buildApp } from '../../apps/server/src/app';
import { connect } from '../../apps/server/src/db/client';
import { loadEnv } from '../../apps/server/src/env';

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: load-server.ts <database url>');
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  // The pool the product itself opens (main.ts), with its default size.
  const handle = connect(url);
  const app = await buildApp({ env, db: handle.db, queueHealthy: async () => true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
