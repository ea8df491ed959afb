import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has safe defaults: port 3000 on 127.0.0.1, embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      demoSeed: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('turns the demo seed off with a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_SEED: 'true' }).demoSeed).toBe(true);
  });

  it('names every bad value with its own message', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope', DEMO_SEED: 'maybe' }),
    ).toThrowError(
      /PORT="abc": must be a number[\s\S]*DATABASE_URL="mysql:\/\/x": must start with postgres:\/\/[\s\S]*PUBLIC_URL="nope": must be an absolute URL[\s\S]*DEMO_SEED="maybe": must be one of/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrowError(/PORT="70000": must be between 0 and 65535/);
  });

  it('seeds no demo accounts in production unless DEMO_SEED=1 is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoSeed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: '1' }).demoSeed).toBe(true);
  });

  it('seeds the embedded database’s demo accounts only while the server listens on loopback (docs/decisions/045)', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', 'LOCALHOST', '::1']) {
      expect(loadConfig({ HOST: host }).demoSeed, host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'parkperks.example', '127.example']) {
      expect(loadConfig({ HOST: host }).demoSeed, host).toBe(false);
    }
    // Asked for explicitly, it is seeded wherever the server listens.
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_SEED: '1' }).demoSeed).toBe(true);
    // Behind a proxy on this machine, a loopback server is published: no demo accounts either.
    expect(loadConfig({ PUBLIC_URL: 'https://parkperks.example' }).demoSeed).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).demoSeed).toBe(true);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/9', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY=.*must be a hop count/);
    }
  });

  it('runs jobs in the web process with the embedded database, whatever WORKERS_IN_WEB says', () => {
    expect(loadConfig({}).workersInWeb).toBe(true);
    expect(loadConfig({ WORKERS_IN_WEB: '0' }).workersInWeb).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).workersInWeb).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', WORKERS_IN_WEB: '0' }).workersInWeb).toBe(false);
    expect(loadConfig({}).ocrQueueMax).toBe(50);
    expect(() => loadConfig({ OCR_QUEUE_MAX: '0' })).toThrowError(/OCR_QUEUE_MAX="0"/);
  });

  it('uses a bucket only when S3_BUCKET is set, path-style for a custom endpoint', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'tickets', S3_ENDPOINT: 'http://minio:9000' }).s3).toEqual({
      bucket: 'tickets',
      endpoint: 'http://minio:9000',
      region: 'eu-west-2',
      forcePathStyle: true,
      credentials: undefined,
    });
    const aws = loadConfig({
      S3_BUCKET: 'tickets',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(aws).toMatchObject({
      forcePathStyle: false,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrowError(
      /S3_BUCKET=.*must be an S3 bucket name/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrowError(/METRICS_TOKEN=.*at least 16/);
  });
});
