import { vi } from 'vitest';
import type { Database } from '#server/db/client.ts';

/**
 * How many statements the app sends to the database while `run` runs: the driver's query method is
 * observed, not replaced (docs/decisions/031 counts round trips per request).
 */
export async function statementsDuring(database: Database, run: () => Promise<unknown>): Promise<number> {
  const { connection } = database;
  const spy =
    connection.kind === 'postgres'
      ? vi.spyOn(connection.pool, 'query')
      : vi.spyOn(connection.client, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
