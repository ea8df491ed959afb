import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that never open a database. They run once, in the 'unit' project; CI's PostgreSQL pass
 * runs only 'api' and 'browser' (.ci/run). A file belongs here only if it opens no database at all:
 * the 'unit' project has no database global setup, so createTestApp / createTestDatabase fail loudly in it.
 * Anything not listed is in 'api', so a new test runs on both databases unless it is added here.
 */
const UNIT = [
  'src/client/**/*.test.ts',
  'src/contracts/**/*.test.ts',
  'src/server/lib/**/*.test.ts',
  'src/server/features/tickets/reader/**/*.test.ts',
  'src/server/features/tickets/location.test.ts',
  'src/server/features/objects/downscale-image.test.ts',
  'src/server/config.test.ts',
  'src/server/config-docs.test.ts',
  'scripts/node-engines.test.ts',
  'src/server/db/data-dir-lock.test.ts',
  'src/server/db/schema-drift.test.ts',
];

/**
 * Tests of many processes on one PostgreSQL server (web servers, workers, a bucket, PgBouncer). They
 * need a PostgreSQL server, so the project exists only when DATABASE_URL is set: CI's PostgreSQL pass
 * runs it (.ci/run); on a machine with nothing but Node, `npm test` has no such project rather than
 * skipped tests.
 */
const manyMachines = process.env.DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'many-machines',
          include: ['tests/many-machines/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      ...manyMachines,
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts'],
          // tests/many-machines is its own project (above).
          exclude: [...configDefaults.exclude, ...UNIT],
          // Migrates one template database (PGlite dump or PostgreSQL TEMPLATE) for every file to copy.
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.e2e.ts'],
          // Each file starts its own server on its own database (tests/e2e/support/server.ts).
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
