const DAY_MS = 24 * 60 * 60 * 1000;

export type JobLogger = { info(message: string): void; error(object: unknown, message: string): void };

/**
 * Runs a housekeeping job now and then once a day (until the job queue takes these over). A run
 * still going is left to finish rather than doubled up; the timer is unref'd so it never keeps the
 * process alive; stop() clears it and waits for a run in progress, so the database can then close.
 * The job returns a line worth logging, or null when it found nothing to do.
 */
export function runDaily(
  name: string,
  job: () => Promise<string | null>,
  logger: JobLogger,
  intervalMs = DAY_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = job()
      .then((line) => {
        if (line) logger.info(`${name}: ${line}`);
      })
      .catch((error) => logger.error({ err: error }, `${name} failed; it will run again tomorrow.`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
