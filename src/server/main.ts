import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { MigrationsPendingError } from './db/client';
import { startServer } from './server';

try {
  const config = loadConfig();
  const server = await startServer(config);
  const log = server.app.log;
  const graceMs = config.shutdownGraceSeconds * 1000;
  // SIGTERM/SIGINT (or an uncaught error): /readyz fails first, the requests that reached the server but
  // are still unread are taken in, the listening socket closes, requests in flight finish, then the rest
  // stops and the process exits 0. Past SHUTDOWN_GRACE_S it exits 1 (docs/decisions/029, 045). A second
  // signal exits 1 at once.
  closeWithGrace(
    {
      delay: graceMs,
      logger: { error: (message: unknown) => log.error(message) },
      onTimeout: () =>
        log.error(
          `Requests still in flight after SHUTDOWN_GRACE_S=${config.shutdownGraceSeconds}: exiting without them`,
        ),
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'Uncaught error: shutting down');
      else log.info(`${signal ?? 'Exit'} received: draining (up to ${config.shutdownGraceSeconds} s)`);
      await server.close();
      log.info('Drained and stopped');
    },
  );
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof MigrationsPendingError
  ) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
