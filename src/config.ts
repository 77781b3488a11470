import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * Service configuration, parsed once at start from the environment (README.md, "Configuration").
 * Nothing reads process.env anywhere else. A bad value stops start-up with a message naming the variable.
 */

const emptyToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http or https URL')
  .transform((value) => value.replace(/(?<!\/)\/+$/, ''));

/** A registry base URL: http(s), without credentials (lookups are anonymous; a URL is shown in warnings). */
const registryUrl = httpUrl.refine((value) => {
  const url = new URL(value);
  return url.username === '' && url.password === '';
}, 'must not contain a user name or password');

const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(1_000_000).default(fallback));

/** Requests a minute: up to a billion, which is no limit for one machine (a benchmark's reads pass 1,000,000 a minute). */
const rateLimit = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(1_000_000_000).default(fallback));

/** What one analysis may spend on GitHub by default (src/github/analysis-budget.ts, docs/configuration.md). */
export const DEFAULT_ANALYSIS_BUDGET = { requests: 500, bytes: 128 * 1024 * 1024, files: 200, fileBytes: 10 * 1024 * 1024 } as const;

/** Two threads at most by default: analyses are short, and the machine serves HTTP and the queue too. */
const DEFAULT_ANALYSIS_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

const EnvSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// connection string')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  GITHUB_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://github.com')),
  /** Unset: derived from GITHUB_URL (defaultApiUrl). */
  GITHUB_API_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  GITHUB_TOKEN: optionalString,
  APP_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  PRIVATE_KEY: optionalString,
  WEBHOOK_SECRET: optionalString,
  /** The GitHub App's client id and secret: sign-in through the App's user authorization. */
  APP_CLIENT_ID: optionalString,
  APP_CLIENT_SECRET: optionalString,
  /** An OAuth app's: sign-in for setups without an App. */
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes encoded in base64')
      .optional(),
  ),
  RATE_LIMIT_AUTHENTICATED: rateLimit(60),
  RATE_LIMIT_ANONYMOUS: rateLimit(10),
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** Upper bound of one analysis, GitHub reads included. */
  ANALYSIS_TIMEOUT_MS: positiveInt(60_000),
  /** Upper bound of one GitHub request (a slow GitHub Enterprise Server may need more); a request past it is an optional read's warning, or the analysis' failure when required. */
  GITHUB_REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(10_000)),
  /** Budget of one analysis (src/github/analysis-budget.ts): GitHub requests, answer bytes, files whose content is read, bytes of one file. */
  ANALYSIS_MAX_GITHUB_REQUESTS: positiveInt(DEFAULT_ANALYSIS_BUDGET.requests),
  ANALYSIS_MAX_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(2 ** 40).default(DEFAULT_ANALYSIS_BUDGET.bytes)),
  ANALYSIS_MAX_FILES: positiveInt(DEFAULT_ANALYSIS_BUDGET.files),
  ANALYSIS_MAX_FILE_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(2 ** 40).default(DEFAULT_ANALYSIS_BUDGET.fileBytes)),
  /** Worker threads that analyze PR content (src/services/analysis-pool.ts), their deadline and heap. */
  ANALYSIS_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(64).default(DEFAULT_ANALYSIS_THREADS)),
  ANALYSIS_CPU_TIMEOUT_MS: positiveInt(30_000),
  ANALYSIS_MAX_MEMORY_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(64).max(65_536).default(1024)),
  /** Analyses of callers without credentials at once, all addresses together (default: 4 per analysis thread). */
  ANALYSES_ANONYMOUS_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(10_000).optional()),
  /** Run queue workers inside the web process (default) or only in `npm run worker`. */
  WORKERS_IN_PROCESS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  EMBEDDED_DATABASE_THREAD: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  /** Webhook queue: jobs at once per worker process, lease of a claimed job, idle poll period, first retry delay. */
  QUEUE_CONCURRENCY: positiveInt(2),
  QUEUE_LEASE_MS: positiveInt(60_000),
  QUEUE_POLL_MS: positiveInt(1_000),
  QUEUE_RETRY_BASE_MS: positiveInt(5_000),
  /** In-process workers: how long a claim may wait for a lull in webhook deliveries (0: never waits). */
  QUEUE_INTAKE_YIELD_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(1_000)),
  /**
   * Deliveries and finished webhook jobs older than this many days are deleted (hourly). At least
   * 7: GitHub redelivers a delivery for 3 days, and its id must still be known then.
   */
  RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(7).max(3650).default(30)),
  /** SIGTERM: how long requests and jobs in flight may take to finish before the process stops anyway. */
  SHUTDOWN_TIMEOUT_MS: positiveInt(20_000),
  /** Distinct remote `uses:` refs a PR adds that are checked with GitHub per analysis (impostor commits, ref confusion, advisories); 0: none. */
  ACTION_LOOKUPS_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(50).default(5)),
  /** Bearer token that lets callers other than loopback read GET /metrics (unset: loopback only). */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').max(1024).optional()),
  /** `npm run worker` only: serve GET /metrics on this port (unset: the worker serves nothing). */
  WORKER_METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** Where this installation's docs/findings.md is published: SARIF rules link their help there. */
  SVC_DOCS_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  /** Live package-registry lookups for new and updated packages (docs/adr/0013-registry-lookups.md). */
  REGISTRY_LOOKUPS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  /** Budget of one analysis's registry lookups (also the longest one request may take). */
  REGISTRY_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(50).max(60_000).default(2_000)),
  /** A version published fewer than this many days ago is reported as fresh (registry-fresh-release). */
  REGISTRY_MIN_RELEASE_AGE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(365).default(3)),
  /** Packages looked up per analysis at most (direct dependencies first). */
  REGISTRY_MAX_PACKAGES: positiveInt(50),
  REGISTRY_CACHE_ENTRIES: positiveInt(5_000),
  REGISTRY_CACHE_TTL_MS: positiveInt(600_000),
  NPM_REGISTRY_URL: z.preprocess(emptyToUndefined, registryUrl.default('https://registry.npmjs.org')),
  PYPI_URL: z.preprocess(emptyToUndefined, registryUrl.default('https://pypi.org')),
  CRATES_URL: z.preprocess(emptyToUndefined, registryUrl.default('https://crates.io')),
  GOPROXY_URL: z.preprocess(emptyToUndefined, registryUrl.default('https://proxy.golang.org')),
  RUBYGEMS_URL: z.preprocess(emptyToUndefined, registryUrl.default('https://rubygems.org')),
});

export interface Config {
  readonly port: number;
  readonly baseUrl: string;
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** The embedded database runs in a worker thread of its own (EMBEDDED_DATABASE_THREAD, default false: docs/performance.md). */
  readonly embeddedDatabaseThread: boolean;
  readonly redisUrl: string | null;
  readonly githubUrl: string;
  readonly githubApiUrl: string;
  readonly githubToken: string | null;
  readonly app: { readonly appId: number; readonly privateKey: string; readonly webhookSecret: string } | null;
  /**
   * Sign-in: through the GitHub App's user authorization (`app`: APP_CLIENT_ID/SECRET, no scopes
   * asked) or an OAuth app (`oauth-app`: GITHUB_CLIENT_ID/SECRET, scope `repo`); null: none.
   */
  readonly oauth: { readonly kind: 'app' | 'oauth-app'; readonly clientId: string; readonly clientSecret: string } | null;
  /** base64 of 32 bytes; null means "generate one into DATA_DIR" (embedded database only). */
  readonly encryptionKey: string | null;
  readonly rateLimitAuthenticated: number;
  readonly rateLimitAnonymous: number;
  /** Express trust-proxy value: false, true, a hop count, or a list of addresses/subnets. */
  readonly trustProxy: boolean | number | string;
  readonly logLevel: string;
  readonly analysisTimeoutMs: number;
  /** Upper bound of one GitHub request (GITHUB_REQUEST_TIMEOUT_MS). */
  readonly githubRequestTimeoutMs: number;
  /** ACTION_LOOKUPS_MAX: remote `uses:` refs checked with GitHub per analysis. */
  readonly actionLookupsMax: number;
  /** What one analysis may spend on GitHub. */
  readonly analysisBudget: { readonly requests: number; readonly bytes: number; readonly files: number; readonly fileBytes: number };
  /** The worker-thread pool that analyzes PR content: threads, deadline of one analysis, heap of one thread. */
  readonly analysisPool: { readonly threads: number; readonly timeoutMs: number; readonly maxMemoryMb: number };
  /** POST /api/analyze and the web form: analyses of callers without credentials at once, all addresses together. */
  readonly anonymousAnalysesMax: number;
  readonly workersInProcess: boolean;
  readonly queue: { readonly concurrency: number; readonly leaseMs: number; readonly pollMs: number; readonly retryBaseMs: number; readonly intakeYieldMs: number };
  readonly shutdownTimeoutMs: number;
  readonly retentionDays: number;
  /** Absolute URL of docs/findings.md for SARIF help links; null: rules carry their help text only. */
  readonly docsUrl: string | null;
  /** Bearer token for GET /metrics from other hosts than loopback; null: loopback only. */
  readonly metricsToken: string | null;
  /** `npm run worker`: the port of its GET /metrics, or null for none. */
  readonly workerMetricsPort: number | null;
  readonly registry: RegistryConfig;
}

/** Live registry lookups (REGISTRY_*, *_URL); see docs/configuration.md. */
export interface RegistryConfig {
  readonly enabled: boolean;
  readonly timeoutMs: number;
  readonly minimumReleaseAgeDays: number;
  readonly maxPackages: number;
  readonly cacheEntries: number;
  readonly cacheTtlMs: number;
  readonly urls: { readonly npm: string; readonly pypi: string; readonly cargo: string; readonly go: string; readonly rubygems: string };
}

export class ConfigError extends Error {}

/**
 * The REST base that belongs to a GitHub web base: https://api.github.com for github.com,
 * `{GITHUB_URL}/api/v3` for GitHub Enterprise Server. Tokens for one server are never sent to another.
 */
export function defaultApiUrl(githubUrl: string): string {
  return new URL(githubUrl).host === 'github.com' ? 'https://api.github.com' : `${githubUrl.replace(/(?<!\/)\/+$/, '')}/api/v3`;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const appParts = [e.APP_ID, e.PRIVATE_KEY, e.WEBHOOK_SECRET].filter((part) => part !== undefined).length;
  if (appParts > 0 && appParts < 3) {
    throw new ConfigError('Invalid configuration:\n  APP_ID, PRIVATE_KEY, WEBHOOK_SECRET: set all three to enable the GitHub App, or none');
  }
  if ((e.GITHUB_CLIENT_ID === undefined) !== (e.GITHUB_CLIENT_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration:\n  GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET: set both to enable sign-in, or neither');
  }
  if ((e.APP_CLIENT_ID === undefined) !== (e.APP_CLIENT_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration:\n  APP_CLIENT_ID, APP_CLIENT_SECRET: set both to sign in through the GitHub App, or neither');
  }
  if (e.APP_CLIENT_ID !== undefined && appParts === 0) {
    throw new ConfigError('Invalid configuration:\n  APP_CLIENT_ID: sign-in through the GitHub App needs the App (APP_ID, PRIVATE_KEY, WEBHOOK_SECRET)');
  }
  if (e.APP_CLIENT_ID !== undefined && e.GITHUB_CLIENT_ID !== undefined) {
    throw new ConfigError('Invalid configuration:\n  APP_CLIENT_ID, GITHUB_CLIENT_ID: sign in through the GitHub App or through an OAuth app, not both');
  }
  if (e.DATABASE_URL !== undefined && e.ENCRYPTION_KEY === undefined) {
    throw new ConfigError('Invalid configuration:\n  ENCRYPTION_KEY: required when DATABASE_URL is set (32 bytes, base64)');
  }
  return {
    port: e.PORT,
    baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    embeddedDatabaseThread: e.EMBEDDED_DATABASE_THREAD === 'true',
    redisUrl: e.REDIS_URL ?? null,
    githubUrl: e.GITHUB_URL,
    githubApiUrl: e.GITHUB_API_URL ?? defaultApiUrl(e.GITHUB_URL),
    githubToken: e.GITHUB_TOKEN ?? null,
    app:
      e.APP_ID !== undefined && e.PRIVATE_KEY !== undefined && e.WEBHOOK_SECRET !== undefined
        ? { appId: e.APP_ID, privateKey: e.PRIVATE_KEY.replace(/\\n/g, '\n'), webhookSecret: e.WEBHOOK_SECRET }
        : null,
    oauth:
      e.APP_CLIENT_ID !== undefined && e.APP_CLIENT_SECRET !== undefined
        ? { kind: 'app', clientId: e.APP_CLIENT_ID, clientSecret: e.APP_CLIENT_SECRET }
        : e.GITHUB_CLIENT_ID !== undefined && e.GITHUB_CLIENT_SECRET !== undefined
          ? { kind: 'oauth-app', clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }
          : null,
    encryptionKey: e.ENCRYPTION_KEY ?? null,
    rateLimitAuthenticated: e.RATE_LIMIT_AUTHENTICATED,
    rateLimitAnonymous: e.RATE_LIMIT_ANONYMOUS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    analysisTimeoutMs: e.ANALYSIS_TIMEOUT_MS,
    githubRequestTimeoutMs: e.GITHUB_REQUEST_TIMEOUT_MS,
    actionLookupsMax: e.ACTION_LOOKUPS_MAX,
    analysisBudget: { requests: e.ANALYSIS_MAX_GITHUB_REQUESTS, bytes: e.ANALYSIS_MAX_BYTES, files: e.ANALYSIS_MAX_FILES, fileBytes: e.ANALYSIS_MAX_FILE_BYTES },
    analysisPool: { threads: e.ANALYSIS_THREADS, timeoutMs: e.ANALYSIS_CPU_TIMEOUT_MS, maxMemoryMb: e.ANALYSIS_MAX_MEMORY_MB },
    anonymousAnalysesMax: e.ANALYSES_ANONYMOUS_MAX ?? 4 * e.ANALYSIS_THREADS,
    workersInProcess: e.WORKERS_IN_PROCESS === 'true',
    queue: { concurrency: e.QUEUE_CONCURRENCY, leaseMs: e.QUEUE_LEASE_MS, pollMs: e.QUEUE_POLL_MS, retryBaseMs: e.QUEUE_RETRY_BASE_MS, intakeYieldMs: e.QUEUE_INTAKE_YIELD_MS },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    retentionDays: e.RETENTION_DAYS,
    docsUrl: e.SVC_DOCS_URL ?? null,
    registry: {
      enabled: e.REGISTRY_LOOKUPS === 'on',
      timeoutMs: e.REGISTRY_TIMEOUT_MS,
      minimumReleaseAgeDays: e.REGISTRY_MIN_RELEASE_AGE_DAYS,
      maxPackages: e.REGISTRY_MAX_PACKAGES,
      cacheEntries: e.REGISTRY_CACHE_ENTRIES,
      cacheTtlMs: e.REGISTRY_CACHE_TTL_MS,
      urls: { npm: e.NPM_REGISTRY_URL, pypi: e.PYPI_URL, cargo: e.CRATES_URL, go: e.GOPROXY_URL, rubygems: e.RUBYGEMS_URL },
    },
    metricsToken: e.METRICS_TOKEN ?? null,
    workerMetricsPort: e.WORKER_METRICS_PORT ?? null,
  };
}
