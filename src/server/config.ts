import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** Every environment variable the server reads; README's configuration tables list each (config-docs.test.ts). */
export const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z
    .string()
    .regex(/^[\w.:-]+$/, 'must be a host name or IP address such as 127.0.0.1 or 0.0.0.0')
    .default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://parkperks.example' }).optional(),
  DEMO_SEED: booleanFlag.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().default('ParkPerks <no-reply@parkperks.local>'),
  TICKET_IMAGE_RETENTION_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  OCR_WORKERS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(8).default(2),
  WORKERS_IN_WEB: booleanFlag.optional(),
  OCR_QUEUE_MAX: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(50),
  OCR_JOB_EXPIRE_S: z.coerce.number({ error: 'must be a number' }).int().min(5).max(3600).default(30),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:9000' }).optional(),
  S3_REGION: z.string().default('eu-west-2'),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(20),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(15_000),
  DATABASE_PREPARE: booleanFlag.optional(),
  OFFER_LIST_CACHE_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(600_000)
    .default(10_000),
  MIGRATE_ON_START: booleanFlag.optional(),
  SHUTDOWN_GRACE_S: z.coerce.number({ error: 'must be a number' }).min(0).max(600).default(25),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      isTrustProxy,
      'must be a hop count (such as 1) or a comma-separated list of proxy addresses or CIDRs (such as 10.0.0.0/8)',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  NODE_ENV: z.string().default('development'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  demoSeed: boolean;
  smtpUrl: string | undefined;
  smtpFrom: string;
  ticketImageRetentionDays: number;
  ocrWorkers: number;
  /** Whether this web process also works OCR and scheduled jobs (always with the embedded database). */
  workersInWeb: boolean;
  /** Uploads waiting for OCR beyond this answer 503 with Retry-After. */
  ocrQueueMax: number;
  /** An OCR job not finished after this long is taken as lost (its worker died) and retried. */
  ocrJobExpireSeconds: number;
  /** A bucket instead of DATA_DIR/objects when set (docs/decisions/028). */
  s3: S3Config | undefined;
  database: { poolMax: number; statementTimeoutMs: number; prepare: boolean; migrateOnStart: boolean };
  /** How long a server answers an offer list it read moments ago for the same place (docs/decisions/031). */
  offerListCacheMs: number;
  shutdownGraceSeconds: number;
  metricsToken: string | undefined;
  logLevel: string;
  /** Unset: readable lines at a terminal outside production, JSON otherwise (lib/logger.ts). */
  logFormat: 'json' | 'pretty' | undefined;
  production: boolean;
  /** Which proxies' X-Forwarded-For to believe: a hop count or addresses; false when none. */
  trustProxy: number | string[] | false;
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment; every bad value is named with its own message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const port = values.PORT;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${port || 3000}`).replace(/\/+$/, '');
  return {
    port,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl,
    // A public server must never carry the published demo logins (docs/decisions/009): by default
    // only the embedded database outside production, and only while no other machine can reach it:
    // it listens on loopback and is not published (a proxy on this machine would make a loopback
    // server public under its PUBLIC_URL) (docs/decisions/045).
    demoSeed:
      values.DEMO_SEED ??
      (!values.DATABASE_URL &&
        values.NODE_ENV !== 'production' &&
        isLoopbackHost(values.HOST) &&
        isLoopbackHost(new URL(publicUrl).hostname)),
    smtpUrl: values.SMTP_URL,
    smtpFrom: values.SMTP_FROM,
    ticketImageRetentionDays: values.TICKET_IMAGE_RETENTION_DAYS,
    ocrWorkers: values.OCR_WORKERS,
    // The embedded database belongs to one process, so its jobs can only run there.
    workersInWeb: !values.DATABASE_URL || (values.WORKERS_IN_WEB ?? true),
    ocrQueueMax: values.OCR_QUEUE_MAX,
    ocrJobExpireSeconds: values.OCR_JOB_EXPIRE_S,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          forcePathStyle: values.S3_FORCE_PATH_STYLE ?? Boolean(values.S3_ENDPOINT),
          credentials:
            values.AWS_ACCESS_KEY_ID && values.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: values.AWS_ACCESS_KEY_ID, secretAccessKey: values.AWS_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    database: {
      poolMax: values.DATABASE_POOL_MAX,
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      prepare: values.DATABASE_PREPARE ?? true,
      migrateOnStart: values.MIGRATE_ON_START ?? true,
    },
    offerListCacheMs: values.OFFER_LIST_CACHE_MS,
    shutdownGraceSeconds: values.SHUTDOWN_GRACE_S,
    metricsToken: values.METRICS_TOKEN,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    production: values.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
  };
}

/** Whether HOST is an address only this machine reaches: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

function proxyEntries(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isTrustProxy(value: string): boolean {
  if (/^\d+$/.test(value)) return Number(value) <= 10;
  const entries = proxyEntries(value);
  return (
    entries.length > 0 &&
    entries.every((entry) => {
      if (PROXY_KEYWORDS.includes(entry)) return true;
      const [address = '', prefix, ...rest] = entry.split('/');
      const version = isIP(address);
      if (!version || rest.length) return false;
      return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
    })
  );
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  return /^\d+$/.test(value) ? Number(value) : proxyEntries(value);
}
