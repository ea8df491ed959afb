// The server as `npm start` builds it, plus a bare hello-world route for bench:api's baseline.
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPostgres } from '#server/db/client.ts';
import { createTicketReader } from '#server/features/tickets/reader/index.ts';
import { systemClock } from '#server/lib/clock.ts';
import { createNotifier } from '#server/lib/notifier.ts';
import { offlineGeocode } from '#server/lib/offline-geocode.ts';
import { createLocalStorage } from '#server/lib/storage.ts';

const config = loadConfig();
// The pool, statement timeout and prepare settings `npm start` takes (DATABASE_POOL_MAX, default 20).
const database = openPostgres(config.databaseUrl!, config.database);
const logger = pino({ level: 'warn' });
const app = await buildApp({
  config,
  database,
  clock: systemClock,
  notifier: createNotifier({ from: config.smtpFrom, outboxDir: join(config.dataDir, 'outbox'), logger }),
  geocode: offlineGeocode,
  storage: createLocalStorage(join(config.dataDir, 'objects')),
  reader: createTicketReader({ poolSize: 1 }),
  logger,
});
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('BENCH READY\n');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
