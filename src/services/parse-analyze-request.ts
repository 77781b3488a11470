import { z } from 'zod';
import { InputError } from '../errors.js';
import type { AnalysisTarget } from './analysis-service.js';
import { invalidPrUrlMessage, isValidOwner, isValidPrNumber, isValidRepo, parsePrUrl } from './parse-pr-url.js';

/** Body of POST /api/analyze (GET /api/openapi.json). Unknown fields are ignored. */
export const AnalyzeRequest = z.object({
  url: z.string().optional().describe('Full PR URL on GitHub'),
  provider: z.string().optional().describe('The only allowed value is "github"'),
  owner: z.string().optional(),
  repo: z.string().optional(),
  pr_number: z.number().int().optional(),
  access_token: z.string().min(1).max(4096).optional().describe('GitHub token for this request only; never stored'),
});
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
  const parsed = AnalyzeRequest.safeParse(body);
  if (!parsed.success) {
    throw new InputError(`Invalid request: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  const request = parsed.data;
  const accessToken = request.access_token ?? null;

  if (request.provider !== undefined && request.provider !== 'github') {
    throw new InputError(invalidPrUrlMessage(githubUrl, `Provider "${request.provider.slice(0, 40)}" is not supported; only "github" is.`));
  }
  const explicit = request.provider !== undefined && request.owner !== undefined && request.repo !== undefined && request.pr_number !== undefined;

  if (request.url !== undefined) {
    const target = parsePrUrl(request.url, githubUrl);
    const conflicts: string[] = [];
    if (request.owner !== undefined && request.owner.toLowerCase() !== target.owner.toLowerCase()) conflicts.push('owner');
    if (request.repo !== undefined && request.repo.toLowerCase() !== target.repo.toLowerCase()) conflicts.push('repo');
    if (request.pr_number !== undefined && request.pr_number !== target.number) conflicts.push('pr_number');
    if (conflicts.length > 0) {
      throw new InputError(`"url" and ${conflicts.map((c) => `"${c}"`).join(', ')} name different pull requests; send one form, or both in agreement.`);
    }
    return { target, accessToken };
  }
  if (!explicit) {
    throw new InputError('Send "url" (a GitHub pull request URL), or all of "provider", "owner", "repo" and "pr_number".');
  }
  const owner = request.owner ?? '';
  const repo = request.repo ?? '';
  if (!isValidOwner(owner) || !isValidRepo(repo)) {
    throw new InputError(invalidPrUrlMessage(githubUrl, 'The owner or repository name is not valid.'));
  }
  return { target: { owner, repo, number: request.pr_number ?? 0 }, accessToken };
}
