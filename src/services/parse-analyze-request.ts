import { z } from 'zod';
import { InputError } from '../errors.js';
import type { AnalysisTarget } from './analysis-service.js';
import { invalidPrUrlMessage, isValidOwner, isValidPrNumber, isValidRepo, MAX_PR_NUMBER, OWNER_PATTERN, parsePrUrl, REPO_NAME_PATTERN } from './parse-pr-url.js';

const requestFields = {
  url: z.string().max(2048).describe('Full PR URL on GitHub (GITHUB_URL): {GITHUB_URL}/{owner}/{repo}/pull/{number}, optionally followed by a path (/files), a query or a fragment'),
  provider: z.literal('github').describe('The only supported provider'),
  owner: z.string().regex(OWNER_PATTERN).describe('Repository owner (user or organization)'),
  repo: z.string().regex(REPO_NAME_PATTERN).describe('Repository name'),
  pr_number: z.number().int().min(1).max(MAX_PR_NUMBER).describe('Pull request number'),
  access_token: z.string().min(1).max(4096).describe('GitHub token for this request only; never stored or logged'),
};

/**
 * Body of POST /api/analyze: `url`, or all of `provider`, `owner`, `repo` and `pr_number` (both
 * forms may be sent when they name the same PR). Unknown fields are ignored. parseAnalyzeRequest
 * validates with this schema, and GET /api/openapi.json describes the body with it.
 */
export const AnalyzeRequest = z
  .union([
    z.object({ ...requestFields, provider: requestFields.provider.optional(), owner: requestFields.owner.optional(), repo: requestFields.repo.optional(), pr_number: requestFields.pr_number.optional(), access_token: requestFields.access_token.optional() }),
    z.object({ ...requestFields, url: requestFields.url.optional(), access_token: requestFields.access_token.optional() }),
  ])
  .describe('A pull request by "url", or by "provider", "owner", "repo" and "pr_number"; "access_token" optional');
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;

export interface ParsedAnalyzeRequest {
  readonly target: AnalysisTarget;
  readonly accessToken: string | null;
}

const FIELD_TYPES: Record<string, string> = {
  url: 'string',
  provider: 'string',
  owner: 'string',
  repo: 'string',
  access_token: 'string',
};

/** Validates the body by the API's rules (README.md, "Use it"); throws InputError with the text the API answers. */
export function parseAnalyzeRequest(body: unknown, githubUrl: string): ParsedAnalyzeRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InputError('Request body must be a JSON object with "url", or "provider", "owner", "repo" and "pr_number".');
  }
  const record = body as Record<string, unknown>;
  for (const [field, type] of Object.entries(FIELD_TYPES)) {
    if (record[field] !== undefined && typeof record[field] !== type) throw new InputError(`"${field}" must be a ${type}.`);
  }
  if (record.pr_number !== undefined && !isValidPrNumber(record.pr_number)) {
    throw new InputError(`"pr_number" must be a positive integer no larger than 2147483647.`);
  }
  // The types are checked above: these casts only name them.
  const request = record as { url?: string; provider?: string; owner?: string; repo?: string; pr_number?: number; access_token?: string };
  if (request.provider !== undefined && request.provider !== 'github') {
    throw new InputError(invalidPrUrlMessage(githubUrl, `Provider "${request.provider.slice(0, 40)}" is not supported; only "github" is.`));
  }
  let target: AnalysisTarget;
  if (request.url !== undefined) {
    target = parsePrUrl(request.url, githubUrl);
    const conflicts: string[] = [];
    if (request.owner !== undefined && request.owner.toLowerCase() !== target.owner.toLowerCase()) conflicts.push('owner');
    if (request.repo !== undefined && request.repo.toLowerCase() !== target.repo.toLowerCase()) conflicts.push('repo');
    if (request.pr_number !== undefined && request.pr_number !== target.number) conflicts.push('pr_number');
    if (conflicts.length > 0) {
      throw new InputError(`"url" and ${conflicts.map((c) => `"${c}"`).join(', ')} name different pull requests; send one form, or both in agreement.`);
    }
  } else {
    if (request.provider === undefined || request.owner === undefined || request.repo === undefined || request.pr_number === undefined) {
      throw new InputError('Send "url" (a GitHub pull request URL), or all of "provider", "owner", "repo" and "pr_number".');
    }
    if (!isValidOwner(request.owner) || !isValidRepo(request.repo)) {
      throw new InputError(invalidPrUrlMessage(githubUrl, 'The owner or repository name is not valid.'));
    }
    target = { owner: request.owner, repo: request.repo, number: request.pr_number };
  }
  // The schema the OpenAPI document publishes has the last word: what it refuses is refused here
  // too (the checks above only give the common mistakes their own message).
  const parsed = AnalyzeRequest.safeParse(body);
  if (!parsed.success) {
    throw new InputError(`Invalid request: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return { target, accessToken: request.access_token ?? null };
}
