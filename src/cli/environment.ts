import { ConfigError, loadConfig, type RegistryConfig } from '../config.js';
import { CliError } from './errors.js';

/** What `svc analyze` reads from the environment; nothing else of the server's configuration applies. */
export interface CliEnvironment {
  /** Web base of GitHub: PR URLs are accepted on this host, `owner/repo#n` resolves against it. */
  readonly githubUrl: string;
  /** REST base the analysis reads. */
  readonly githubApiUrl: string;
  readonly githubToken: string | null;
  readonly analysisTimeoutMs: number;
  readonly svcApiKey: string | null;
  /** Live registry lookups, as for the server (REGISTRY_LOOKUPS, REGISTRY_*, *_URL of each registry). */
  readonly registry: RegistryConfig;
}

/** The registry settings the CLI reads, as the server does (docs/configuration.md). */
const REGISTRY_VARIABLES = [
  'REGISTRY_LOOKUPS',
  'REGISTRY_TIMEOUT_MS',
  'REGISTRY_MIN_RELEASE_AGE_DAYS',
  'REGISTRY_MAX_PACKAGES',
  'NPM_REGISTRY_URL',
  'PYPI_URL',
  'CRATES_URL',
  'GOPROXY_URL',
  'RUBYGEMS_URL',
] as const;

const DEFAULT_GITHUB_URL = 'https://github.com';

/**
 * GITHUB_URL (else GITHUB_SERVER_URL, which GitHub Actions sets; else https://github.com),
 * GITHUB_API_URL (else https://api.github.com for github.com and `{GITHUB_URL}/api/v3` for any
 * other host, so a GitHub Enterprise Server token is never sent to api.github.com),
 * GITHUB_TOKEN, ANALYSIS_TIMEOUT_MS, SVC_API_KEY, and the registry lookup settings. Validated by the server's own rules (loadConfig):
 * a bad value is a CliError that names the variable.
 */
export function readCliEnvironment(env: NodeJS.ProcessEnv): CliEnvironment {
  const githubUrl = nonEmpty(env.GITHUB_URL) ?? nonEmpty(env.GITHUB_SERVER_URL) ?? DEFAULT_GITHUB_URL;
  const explicitApi = nonEmpty(env.GITHUB_API_URL);
  try {
    const config = loadConfig({
      GITHUB_URL: githubUrl,
      // Unset: loadConfig derives it from GITHUB_URL, as for the server.
      ...(explicitApi !== undefined ? { GITHUB_API_URL: explicitApi } : {}),
      ...(env.GITHUB_TOKEN !== undefined ? { GITHUB_TOKEN: env.GITHUB_TOKEN } : {}),
      ...(env.ANALYSIS_TIMEOUT_MS !== undefined ? { ANALYSIS_TIMEOUT_MS: env.ANALYSIS_TIMEOUT_MS } : {}),
      ...Object.fromEntries(REGISTRY_VARIABLES.flatMap((name) => (env[name] !== undefined ? [[name, env[name]]] : []))),
    });
    return {
      githubUrl: config.githubUrl,
      githubApiUrl: config.githubApiUrl,
      githubToken: config.githubToken,
      analysisTimeoutMs: config.analysisTimeoutMs,
      svcApiKey: nonEmpty(env.SVC_API_KEY) ?? null,
      registry: config.registry,
    };
  } catch (error) {
    if (error instanceof ConfigError) {
      const lines = error.message.split('\n').slice(1).map((line) => line.trim());
      // GITHUB_SERVER_URL stood in for GITHUB_URL: name the variable the user actually set.
      const named = nonEmpty(env.GITHUB_URL) === undefined && nonEmpty(env.GITHUB_SERVER_URL) !== undefined ? lines.map((line) => line.replace(/^GITHUB_URL:/, 'GITHUB_SERVER_URL:')) : lines;
      throw new CliError('Invalid configuration.', { detail: named });
    }
    throw error;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
