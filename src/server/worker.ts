// `npm run worker`: the jobs-only process beside main.ts (docs/decisions/030).
import { ConfigError, loadConfig } from './config';
import { startWorker, WorkerConfigError } from './worker-process';

try {
  const config = loadConfig();
  const worker = await startWorker(config);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), (config.shutdownGraceSeconds + 5) * 1000);
    force.unref();
    await worker.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  if (error instanceof ConfigError || error instanceof WorkerConfigError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
