// The server as `npm start` builds it, plus a bare hello-world route for bench:api's baseline.
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPostgres } from '../src/server/db/client';
import { createTicketReader } from '../src/server/features/tickets/reader';
import { systemClock } from '../src/server/lib/clock';
import { createNotifier } from '../src/server/lib/notifier';
import { offlineGeocode } from '../src/server/lib/offline-geocode';
import { createLocalStorage } from '../src/server/lib/storage';

const config = loadConfig();
const database = openPostgres(config.databaseUrl!, 20);
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
