import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: '/tmp/tmx' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/tmx' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/tmx' })).toThrow(/JWT_SECRET/);
  });

  it('requires the S3 settings with the s3 driver', () => {
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/tmx' }),
    ).toThrow(/S3_BUCKET/);
  });

  it('defaults: port 3000, 127.0.0.1, demo on with the embedded database, off with DATABASE_URL', () => {
    const embedded = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/tmx' });
    expect(embedded).toMatchObject({ port: 3000, host: '127.0.0.1', demoMode: true, databaseUrl: undefined });
    const withPg = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u:p@localhost/db' });
    expect(withPg.demoMode).toBe(false);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('gives demo mode plainly fictitious contact numbers, and production none unless set', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/tmx' };
    expect(loadConfig({ ...base, DEMO_MODE: 'true' })).toMatchObject({
      publicPhone: '5500000000',
      publicWhatsapp: '5215500000000',
    });
    expect(loadConfig({ ...base, DEMO_MODE: 'false' })).toMatchObject({
      publicPhone: undefined,
      publicWhatsapp: undefined,
    });
    expect(loadConfig({ ...base, DEMO_MODE: 'true', PUBLIC_PHONE: '3312345678' }).publicPhone).toBe(
      '3312345678',
    );
  });

  it('takes METRICS_TOKEN only when long enough to be a secret', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/tmx' };
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN/);
  });

  it('keeps signed-in accounts in memory 30 s by default; ACTOR_CACHE_TTL_MS=0 reads them on every request', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/tmx' };
    expect(loadConfig(base)).toMatchObject({ actorCacheTtlMs: 30_000, actorCacheMaxEntries: 10_000 });
    expect(loadConfig({ ...base, ACTOR_CACHE_TTL_MS: '0' }).actorCacheTtlMs).toBe(0);
    expect(() => loadConfig({ ...base, ACTOR_CACHE_TTL_MS: '-1' })).toThrow(/ACTOR_CACHE_TTL_MS/);
  });
});
