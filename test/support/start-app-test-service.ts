import { generateKeyPairSync } from 'node:crypto';
import type { GitHubServer } from './github-server.js';
import { startTestService, type TestService } from './start-test-service.js';

/**
 * The service with the GitHub App configured against a local GitHub server (its app routes added
 * by the caller): a fresh private key, the given webhook secret, a fast queue poll.
 */
export function startAppTestService(gh: GitHubServer, webhookSecret: string, env: Record<string, string> = {}): Promise<TestService> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return startTestService({
    GITHUB_API_URL: gh.apiUrl,
    GITHUB_URL: gh.url,
    APP_ID: '12345',
    PRIVATE_KEY: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    WEBHOOK_SECRET: webhookSecret,
    QUEUE_POLL_MS: '100',
    ...env,
  });
}
