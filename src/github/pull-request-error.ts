import { AnalysisError } from '../errors.js';
import { classifyGitHubError, formatTime } from './classify-github-error.js';
import type { PullTarget } from './targets.js';

/**
 * The AnalysisError for a failed read of the pull request itself (the one essential read).
 * Reason and detail are built from the status, headers and GitHub's message, never from the
 * request: they cannot contain a token.
 */
/**
 * "Not found or not accessible", without saying which: the answer for a repository the credentials
 * may not read, whether it exists or not (server credentials never read private repositories).
 */
export function pullRequestNotAccessible(target: PullTarget): AnalysisError {
  return new AnalysisError(
    `pull request ${target.owner}/${target.repo}#${target.number} not found or not accessible with the given credentials`,
    'It does not exist, or the repository is private and the credentials used cannot read it. Without credentials of your own (an API key of a user whose GitHub token can read it, or access_token), only public repositories are analyzed.',
    'not_found',
  );
}

export function pullRequestError(error: unknown, target: PullTarget): AnalysisError {
  const failure = classifyGitHubError(error);
  const pr = `${target.owner}/${target.repo}#${target.number}`;
  const said = failure.message ? ` GitHub said: "${failure.message}".` : '';
  switch (failure.kind) {
    case 'not_found':
      return new AnalysisError(
        `pull request ${pr} not found or not accessible with the given credentials`,
        `GitHub answered HTTP 404 for the pull request. It does not exist, or the repository is private and the credentials used cannot read it.${said}`,
        'not_found',
      );
    case 'forbidden':
      return failure.status === 401
        ? new AnalysisError(
            `GitHub rejected the credentials while reading pull request ${pr} (HTTP 401)`,
            `The token is invalid, expired or revoked.${said}`,
            'forbidden',
          )
        : new AnalysisError(
            `access to pull request ${pr} was denied (HTTP 403)`,
            `The credentials used may not read this repository (an organization policy, SSO, or a token without the needed scope).${said}`,
            'forbidden',
          );
    case 'rate_limited': {
      const reset = failure.resetAt === null ? 'an unknown time' : formatTime(failure.resetAt);
      if (failure.rateLimit?.secondary) {
        return new AnalysisError(
          `GitHub secondary rate limit hit while reading pull request ${pr}; retry after ${reset}`,
          `GitHub limits bursts of requests; it asked to wait before retrying.${said}`,
          'rate_limited',
          failure.resetAt,
        );
      }
      const limit = failure.rateLimit?.limit;
      const resource = failure.rateLimit?.resource ?? 'core';
      const budget = limit ? `${limit} requests per hour` : 'request budget';
      const hint = limit !== null && limit !== undefined && limit <= 60 ? ' Unauthenticated requests share a small budget: send a GitHub token for a higher limit.' : '';
      return new AnalysisError(
        `GitHub API rate limit exhausted (${resource}: ${budget}); it resets at ${reset}`,
        `GitHub refused to read pull request ${pr} because the rate limit of the credentials used is spent.${hint}`,
        'rate_limited',
        failure.resetAt,
      );
    }
    case 'timeout':
      return new AnalysisError(
        `GitHub did not answer in time while reading pull request ${pr}`,
        `The request ${failure.summary}.`,
        'timeout',
      );
    case 'invalid_response':
      return new AnalysisError(
        `GitHub returned an unexpected response for pull request ${pr}`,
        failure.message ?? 'The answer was not the JSON the GitHub REST API documents.',
        'invalid_response',
      );
    case 'github_error':
      return new AnalysisError(
        failure.status === null
          ? `GitHub could not be reached while reading pull request ${pr}`
          : `GitHub answered HTTP ${failure.status} while reading pull request ${pr}`,
        failure.status === null ? `${capitalize(failure.summary)}, after retries.` : `GitHub kept failing after retries.${said}`,
        'github_error',
      );
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
