// `npm run cluster`: three API servers (the production build) behind HAProxy, a PostgreSQL primary with a
// streaming replica, and Redis (REDIS_URL, default redis://127.0.0.1:6379). Prints the address; Ctrl-C stops
// everything and deletes the databases. CLUSTER_PORT (default 8090) is the balancer's port, the servers take the
// next three; CLUSTER_PG_PORT (default 5442) the primary's, the replica the next. docs/SCALING.md.
import { run } from '../lib.mjs';
import { missingForCluster, serverEntry, startCluster } from './cluster.mjs';
import { existsSync } from 'node:fs';

if (!existsSync(serverEntry()) && run('node', ['scripts/build.mjs']) !== 0) process.exit(1);
const missing = missingForCluster();
if (missing) {
  console.error(`The cluster cannot start: ${missing}.`);
  process.exit(1);
}
const basePort = Number(process.env.CLUSTER_PORT ?? 8090);
const cluster = await startCluster({ basePort, pgPort: Number(process.env.CLUSTER_PG_PORT ?? 5442) });
console.log(`\nKeyQuest cluster: ${cluster.url}`);
console.log(`  API servers on ${cluster.servers.map((server) => server.port).join(', ')} behind HAProxy`);
console.log(`  PostgreSQL primary ${cluster.pg.primaryUrl}, replica ${cluster.pg.replicaUrl}`);
console.log('  Ctrl-C stops everything.');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster...');
    cluster.stop().then(() => process.exit(0));
  });
}
