// `npm run create-admin`: makes an admin account. E-mail or UK phone and password come from
// ADMIN_EMAIL / ADMIN_PHONE / ADMIN_PASSWORD / ADMIN_NAME, or from prompts.
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { createAdmin } from '#server/features/auth/create-admin.ts';

const config = loadConfig();
const rl = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (question: string, fallback?: string) => fallback ?? (await rl.question(question)).trim();

try {
  const contact = await ask('Admin e-mail or UK phone: ', process.env.ADMIN_EMAIL ?? process.env.ADMIN_PHONE);
  const fullName = await ask('Full name (optional): ', process.env.ADMIN_NAME ?? '');
  const password = await ask('Password (at least 8 characters): ', process.env.ADMIN_PASSWORD);
  rl.close();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const admin = await createAdmin(database.db, { contact, fullName, password });
    console.log(`Admin account created: ${admin.email ?? admin.phone}`);
  } finally {
    await database.close();
  }
} catch (error) {
  rl.close();
  console.error(`create-admin: ${(error as Error).message}`);
  process.exitCode = 1;
}
