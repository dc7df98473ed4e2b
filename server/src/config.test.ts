import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
