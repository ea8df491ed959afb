// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
