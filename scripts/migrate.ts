// `npm run migrate` (alias `npm run db:migrate`): applies the committed migrations to DATABASE_URL, or to
// the embedded database in DATA_DIR. A release step: run it once, then start web servers with
// MIGRATE_ON_START=0 (docs/decisions/029). Safe to run from several machines at once, and through PgBouncer.
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  ...config.database,
  poolMax: 2,
});
try {
  const pending = await database.pendingMigrations();
  await database.migrate();
  console.log(
    pending.length
      ? `Migrations applied (${database.kind}): ${pending.join(', ')}.`
      : `The database is up to date (${database.kind}); nothing to apply.`,
  );
} finally {
  await database.close();
}
