import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the database pool holds right now (pg.Pool's counts). */
export type PoolStats = { total: number; idle: number; waiting: number };

/**
 * The process's Prometheus metrics (docs/decisions/029), each app its own registry: tests build many
 * apps in one process, and prom-client's global registry would refuse the second set of names.
 */
export type Metrics = {
  registry: Registry;
  /** Request durations in seconds by method, route pattern (never the raw URL) and status. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** OCR job durations in seconds by outcome, observed by the OCR worker. */
  ocrJobSeconds: Histogram<'outcome'>;
  /** How many OCR jobs wait: read when Prometheus scrapes, not before. A later call replaces the reader. */
  setOcrQueueDepth(read: () => Promise<number>): void;
  /** The database pool's use, read at scrape time. A later call replaces the reader. */
  setPoolStats(read: () => PoolStats): void;
  /** The exposition text and its Content-Type. */
  render(): Promise<{ contentType: string; body: string }>;
};

export const METRICS_PREFIX = 'parkperks_';

/** Up to the slow routes' 120 s limit (a 10 MB photo on a slow phone). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
/** OCR of one photo takes about a second; the job's expiry bounds it. */
const OCR_BUCKETS = [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });

  const httpDuration = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'HTTP request duration in seconds, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const ocrJobSeconds = new Histogram({
    name: `${METRICS_PREFIX}ocr_job_duration_seconds`,
    help: 'OCR verification job duration in seconds, by outcome',
    labelNames: ['outcome'] as const,
    buckets: OCR_BUCKETS,
    registers: [registry],
  });

  let readQueueDepth: (() => Promise<number>) | undefined;
  let readPool: (() => PoolStats) | undefined;
  // Registered only once a reader is given, so a process without a queue or pool shows no made-up zeros.
  const registered = (name: string) => registry.getSingleMetric(`${METRICS_PREFIX}${name}`) !== undefined;

  return {
    registry,
    httpDuration,
    ocrJobSeconds,
    setOcrQueueDepth(read) {
      readQueueDepth = read;
      if (registered('ocr_queue_depth')) return;
      new Gauge({
        name: `${METRICS_PREFIX}ocr_queue_depth`,
        help: 'OCR jobs waiting to be worked (read at scrape time)',
        registers: [registry],
        async collect() {
          try {
            this.set((await readQueueDepth?.()) ?? Number.NaN);
          } catch {
            // The database is away: say "unknown" rather than fail the whole scrape.
            this.set(Number.NaN);
          }
        },
      });
    },
    setPoolStats(read) {
      readPool = read;
      if (registered('db_pool_connections')) return;
      const gauge = (name: string, help: string, key: keyof PoolStats) =>
        new Gauge({
          name: `${METRICS_PREFIX}${name}`,
          help,
          registers: [registry],
          collect() {
            this.set(readPool?.()[key] ?? Number.NaN);
          },
        });
      gauge('db_pool_connections', 'Database connections open in the pool (busy and idle)', 'total');
      gauge('db_pool_idle_connections', 'Database connections open and idle in the pool', 'idle');
      gauge('db_pool_waiting_requests', 'Queries waiting for a free database connection', 'waiting');
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
