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
    [{ DATABASE_URL: 'postgres://127.0.0.1/test' }, 'ENCRYPTION_KEY'],
    [{ APP_ID: '12' }, 'APP_ID'],
    [{ GITHUB_CLIENT_ID: 'abc' }, 'GITHUB_CLIENT_SECRET'],
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
    expect(config.oauth).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.trustProxy).toBe(1);
  });
});
