import { describe, expect, it } from 'vitest';
import { loadConfig, sharedStorageRefusal } from './config';

describe('limits and timeouts from the environment', () => {
  it('has defaults that run on a fresh clone', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      rateLimitPerMinute: 1200,
      rateLimitAnonymousPerMinute: 120,
      rateLimitOperationPercent: 100,
      overloadEventLoopDelayMs: 500,
      requestTimeoutSeconds: 30,
      databaseStatementTimeoutSeconds: 15,
      shutdownGraceSeconds: 10,
    });
  });

  it('takes whole numbers, 0 turning a limit off', () => {
    const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: ' 30 ', TRUST_PROXY: '2' });
    expect(config).toMatchObject({ rateLimitPerMinute: 0, rateLimitAnonymousPerMinute: 30, trustProxy: 2 });
  });

  it('refuses to start on a setting it cannot read', () => {
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '1.5' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the upload settings, and refuses S3 storage without all of its settings', () => {
    expect(loadConfig({})).toMatchObject({ uploadMaxBytes: 5 * 1024 * 1024, uploadStorage: 'local' });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '5MB' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_STORAGE: 'ftp' })).toThrow(/UPLOAD_STORAGE/);
    const s3 = {
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_BUCKET: 'commune-images',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://img.example.com/',
    };
    expect(loadConfig(s3)).toMatchObject({
      uploadStorage: 's3',
      s3: { endpoint: 'https://s3.example.com', bucket: 'commune-images', region: 'us-east-1', publicUrl: 'https://img.example.com' },
    });
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });
});

describe('running at scale', () => {
  it('takes replicas only beside a primary, and a pooler by name', () => {
    const primary = 'postgres://commune@10.0.0.1/commune';
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URLS: ' postgres://r1/c , postgres://r2/c',
      DATABASE_POOLER: 'pgbouncer',
    });
    expect(config.databaseReplicaUrls).toEqual(['postgres://r1/c', 'postgres://r2/c']);
    expect(config.databasePooler).toBe('pgbouncer');
    expect(config.databaseReplicaMaxLagMs).toBe(5000);
    expect(config.readYourWritesSeconds).toBe(30);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1/c' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'http://r1' })).toThrow(/postgres:\/\//);
    expect(() => loadConfig({ DATABASE_POOLER: 'pgpool' })).toThrow(/DATABASE_POOLER/);
  });

  it('refuses unshared local uploads when several servers run', () => {
    expect(sharedStorageRefusal(loadConfig({}))).toBeUndefined();
    expect(sharedStorageRefusal(loadConfig({ REDIS_URL: 'redis://r' }))).toMatch(/UPLOAD_STORAGE=s3/);
    expect(sharedStorageRefusal(loadConfig({ REDIS_URL: 'redis://r', UPLOAD_STORAGE_SHARED: '1' }))).toBeUndefined();
  });
});
