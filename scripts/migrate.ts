// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
