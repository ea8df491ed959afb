import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '#scripts/client-build.ts';
import { openDatabase } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, closed embedded data directory each browser-suite server starts from a copy of ('' on PostgreSQL). */
    e2eDataDirTemplate: string;
  }
}

/**
 * The browser suite drives the built web app, as `npm start` serves it. On embedded PGlite, one data
 * directory is created and migrated here, and each file's server starts on a copy of it, as a
 * restarted `npm start` would (a first start's initdb costs seconds per file; server.test.ts and
 * create-admin.test.ts start on empty data directories).
 */
export default async function setup(project: TestProject) {
  await ensureClientBuild((line) => console.log(`[browser suite] ${line}`));
  if (process.env.DATABASE_URL) {
    project.provide('e2eDataDirTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'pp-e2e-template-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('e2eDataDirTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
