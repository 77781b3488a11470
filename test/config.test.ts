import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('applies the defaults of decisions.md on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      baseUrl: 'http://localhost:3000',
      databaseUrl: null,
      dataDir: './.data',
      redisUrl: null,
      githubUrl: 'https://github.com',
      githubApiUrl: 'https://api.github.com',
      githubToken: null,
      app: null,
      oauth: null,
      encryptionKey: null,
      rateLimitAuthenticated: 60,
      rateLimitAnonymous: 10,
      trustProxy: false,
    });
  });

  it('reads the analysis budget and pool settings, with their defaults, and names a bad one', () => {
    const defaults = loadConfig({});
    expect(defaults.analysisBudget).toEqual({ requests: 500, bytes: 128 * 1024 * 1024, files: 200, fileBytes: 10 * 1024 * 1024 });
    expect(defaults.analysisPool).toMatchObject({ timeoutMs: 30_000, maxMemoryMb: 1024 });
    expect(defaults.analysisPool.threads).toBeGreaterThanOrEqual(1);
    expect(defaults.analysisPool.threads).toBeLessThanOrEqual(2);
    const set = loadConfig({ ANALYSIS_MAX_GITHUB_REQUESTS: '50', ANALYSIS_MAX_BYTES: '1000000', ANALYSIS_MAX_FILES: '7', ANALYSIS_MAX_FILE_BYTES: '4096', ANALYSIS_THREADS: '3', ANALYSIS_CPU_TIMEOUT_MS: '5000', ANALYSIS_MAX_MEMORY_MB: '256' });
    expect(set.analysisBudget).toEqual({ requests: 50, bytes: 1_000_000, files: 7, fileBytes: 4096 });
    expect(set.analysisPool).toEqual({ threads: 3, timeoutMs: 5000, maxMemoryMb: 256 });
    // Anonymous analyses at once, all addresses together: 4 per thread unless set.
    expect(set.anonymousAnalysesMax).toBe(12);
    expect(defaults.anonymousAnalysesMax).toBe(4 * defaults.analysisPool.threads);
    expect(loadConfig({ ANALYSES_ANONYMOUS_MAX: '1' }).anonymousAnalysesMax).toBe(1);
    for (const [name, value] of [['ANALYSIS_MAX_GITHUB_REQUESTS', '0'], ['ANALYSIS_MAX_FILES', 'many'], ['ANALYSIS_MAX_FILE_BYTES', '-1'], ['ANALYSIS_THREADS', '0'], ['ANALYSIS_MAX_MEMORY_MB', '10'], ['ANALYSES_ANONYMOUS_MAX', '0']] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(`${name}:`));
    }
  });

  it('bounds one GitHub request by GITHUB_REQUEST_TIMEOUT_MS: 10 s by default, 100 ms to 10 minutes', () => {
    expect(loadConfig({}).githubRequestTimeoutMs).toBe(10_000);
    expect(loadConfig({ GITHUB_REQUEST_TIMEOUT_MS: '60000' }).githubRequestTimeoutMs).toBe(60_000);
    for (const value of ['50', '600001', 'soon']) expect(() => loadConfig({ GITHUB_REQUEST_TIMEOUT_MS: value }), value).toThrow(/GITHUB_REQUEST_TIMEOUT_MS:/);
  });

  it('keeps the embedded database in the web process thread unless EMBEDDED_DATABASE_THREAD=true', () => {
    expect(loadConfig({}).embeddedDatabaseThread).toBe(false);
    expect(loadConfig({ EMBEDDED_DATABASE_THREAD: 'true' }).embeddedDatabaseThread).toBe(true);
    expect(() => loadConfig({ EMBEDDED_DATABASE_THREAD: 'yes' })).toThrow(/EMBEDDED_DATABASE_THREAD:/);
  });

  it('takes rate limits up to a billion requests a minute (no limit in effect, as the bench runs)', () => {
    expect(loadConfig({ RATE_LIMIT_ANONYMOUS: '1000000000', RATE_LIMIT_AUTHENTICATED: '2000000' })).toMatchObject({ rateLimitAnonymous: 1_000_000_000, rateLimitAuthenticated: 2_000_000 });
  });

  it('derives BASE_URL from PORT and trims trailing slashes of URLs', () => {
    const config = loadConfig({ PORT: '8080', GITHUB_URL: 'https://ghe.example.com/', GITHUB_API_URL: 'https://ghe.example.com/api/v3/' });
    expect(config.baseUrl).toBe('http://localhost:8080');
    expect(config.githubUrl).toBe('https://ghe.example.com');
    expect(config.githubApiUrl).toBe('https://ghe.example.com/api/v3');
  });

  it('derives GITHUB_API_URL from GITHUB_URL when it is unset (GitHub Enterprise Server: /api/v3 on its host)', () => {
    expect(loadConfig({ GITHUB_URL: 'https://ghe.example.com/' }).githubApiUrl).toBe('https://ghe.example.com/api/v3');
    expect(loadConfig({ GITHUB_URL: 'https://github.example.com:8443/prefix' }).githubApiUrl).toBe('https://github.example.com:8443/prefix/api/v3');
    expect(loadConfig({ GITHUB_URL: 'https://github.com/' }).githubApiUrl).toBe('https://api.github.com');
    expect(loadConfig({ GITHUB_URL: 'https://github.com.evil.example' }).githubApiUrl).toBe('https://github.com.evil.example/api/v3');
    expect(loadConfig({ GITHUB_URL: 'https://ghe.example.com', GITHUB_API_URL: 'https://api.ghe.example.com' }).githubApiUrl).toBe('https://api.ghe.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL'],
    [{ GITHUB_URL: 'ftp://github.com' }, 'GITHUB_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ ENCRYPTION_KEY: 'c2hvcnQ=' }, 'ENCRYPTION_KEY'],
    [{ RATE_LIMIT_ANONYMOUS: '-1' }, 'RATE_LIMIT_ANONYMOUS'],
    [{ RATE_LIMIT_AUTHENTICATED: 'many' }, 'RATE_LIMIT_AUTHENTICATED'],
    [{ RATE_LIMIT_ANONYMOUS: '1000000001' }, 'RATE_LIMIT_ANONYMOUS'],
    [{ DATABASE_URL: 'postgres://127.0.0.1/test' }, 'ENCRYPTION_KEY'],
    [{ APP_ID: '12' }, 'APP_ID'],
    [{ GITHUB_CLIENT_ID: 'abc' }, 'GITHUB_CLIENT_SECRET'],
    [{ APP_CLIENT_ID: 'Iv1.abc' }, 'APP_CLIENT_SECRET'],
    [{ APP_CLIENT_ID: 'Iv1.abc', APP_CLIENT_SECRET: 's' }, 'APP_ID'],
    [{ APP_ID: '12', PRIVATE_KEY: 'k', WEBHOOK_SECRET: 'w', APP_CLIENT_ID: 'Iv1.abc', APP_CLIENT_SECRET: 's', GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }, 'not both'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('accepts a complete PostgreSQL, app and OAuth configuration', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      ENCRYPTION_KEY: KEY,
      APP_ID: '123',
      PRIVATE_KEY: '-----BEGIN KEY-----\\nabc\\n-----END KEY-----',
      WEBHOOK_SECRET: 'shh',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      TRUST_PROXY: '1',
    });
    expect(config.databaseUrl).toBe('postgres://127.0.0.1:5432/test');
    expect(config.app).toEqual({ appId: 123, privateKey: '-----BEGIN KEY-----\nabc\n-----END KEY-----', webhookSecret: 'shh' });
    expect(config.oauth).toEqual({ kind: 'oauth-app', clientId: 'id', clientSecret: 'secret' });
    expect(config.trustProxy).toBe(1);
  });

  it('signs in through the GitHub App when its client id and secret are given', () => {
    const config = loadConfig({ APP_ID: '123', PRIVATE_KEY: 'k', WEBHOOK_SECRET: 'shh', APP_CLIENT_ID: 'Iv1.app', APP_CLIENT_SECRET: 'app-secret' });
    expect(config.oauth).toEqual({ kind: 'app', clientId: 'Iv1.app', clientSecret: 'app-secret' });
  });
});

describe('registry lookup settings', () => {
  it('are on by default, with the public registries, a 2 s budget and a 3-day minimum age', () => {
    expect(loadConfig({}).registry).toEqual({
      enabled: true,
      timeoutMs: 2_000,
      minimumReleaseAgeDays: 3,
      maxPackages: 50,
      cacheEntries: 5_000,
      cacheTtlMs: 600_000,
      urls: { npm: 'https://registry.npmjs.org', pypi: 'https://pypi.org', cargo: 'https://crates.io', go: 'https://proxy.golang.org', rubygems: 'https://rubygems.org' },
    });
  });

  it('take mirrors, a switch and limits from the environment, and refuse bad values by name', () => {
    const config = loadConfig({ REGISTRY_LOOKUPS: 'off', NPM_REGISTRY_URL: 'https://npm.corp.example/api/npm/remote/', REGISTRY_TIMEOUT_MS: '500', REGISTRY_MIN_RELEASE_AGE_DAYS: '7' });
    expect(config.registry).toMatchObject({ enabled: false, timeoutMs: 500, minimumReleaseAgeDays: 7, urls: { npm: 'https://npm.corp.example/api/npm/remote' } });
    expect(() => loadConfig({ REGISTRY_LOOKUPS: 'yes' })).toThrow(/REGISTRY_LOOKUPS/);
    expect(() => loadConfig({ PYPI_URL: 'https://user:secret@pypi.corp.example' })).toThrow(/PYPI_URL: must not contain a user name or password/);
    expect(() => loadConfig({ GOPROXY_URL: 'ftp://proxy.example' })).toThrow(/GOPROXY_URL/);
  });
});
