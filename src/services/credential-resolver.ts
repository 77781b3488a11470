import type { AccountService } from './account-service.js';

export type InstallationTokenSource = (owner: string, repo: string) => Promise<string | null>;

/**
 * Which GitHub token an analysis reads with (decisions.md, "Credentials, in order"):
 * the API key owner's (or signed-in user's) stored token; `access_token` from the body; a GitHub
 * App installation token for the repository; GITHUB_TOKEN; none.
 */
export class CredentialResolver {
  constructor(
    private readonly deps: {
      accounts: AccountService;
      serverToken: string | null;
      installationToken?: InstallationTokenSource | null;
    },
  ) {}

  async tokenFor(userId: string | null, bodyToken: string | null, target: { owner: string; repo: string }): Promise<string | null> {
    if (userId !== null) {
      const token = await this.deps.accounts.githubToken(userId);
      if (token !== null) return token;
    }
    if (bodyToken !== null) return bodyToken;
    if (this.deps.installationToken) {
      const token = await this.deps.installationToken(target.owner, target.repo).catch(() => null);
      if (token !== null) return token;
    }
    return this.deps.serverToken;
  }
}
