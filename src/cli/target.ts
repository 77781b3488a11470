import { InputError } from '../errors.js';
import type { AnalysisTarget } from '../services/analysis-service.js';
import { isValidOwner, isValidPrNumber, isValidRepo, parsePrUrl } from '../services/parse-pr-url.js';
import { CliError } from './errors.js';

/** `owner/repo#number`, resolved against GITHUB_URL. */
const SHORTHAND = /^([^/\s#]+)\/([^/\s#]+)#(\d{1,10})$/;

/** `owner/repo#number` as a target, or null when the text does not have that form. */
export function parseShorthand(input: string): AnalysisTarget | null {
  const match = SHORTHAND.exec(input.trim());
  if (match === null) return null;
  const [, owner = '', repo = '', digits = ''] = match;
  const number = Number(digits);
  if (!isValidOwner(owner) || !isValidRepo(repo) || !isValidPrNumber(number)) {
    throw new CliError(`Invalid PR reference "${clip(input)}": the owner, repository name or number is not valid.`, { helpFor: 'analyze' });
  }
  return { owner, repo, number };
}

/**
 * The pull request to analyze locally: a PR URL on GITHUB_URL (parsePrUrl's rules, the same as
 * POST /api/analyze) or `owner/repo#number`. Throws CliError with the accepted forms otherwise.
 */
export function resolveTarget(input: string, githubUrl: string): AnalysisTarget {
  const shorthand = parseShorthand(input);
  if (shorthand !== null) return shorthand;
  try {
    return parsePrUrl(input, githubUrl);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const detail = [`Give a pull request URL (${githubUrl}/OWNER/REPO/pull/NUMBER) or OWNER/REPO#NUMBER.`];
    if (/^https?:\/\//i.test(input.trim()) && !sameOrigin(input, githubUrl)) {
      detail.push('For GitHub Enterprise Server set GITHUB_URL (and GITHUB_API_URL) to your server.');
    }
    throw new CliError(`${error.message.replace(/ Supported: .*$/, '')} Got "${clip(input)}".`, { detail, helpFor: 'analyze' });
  }
}

function sameOrigin(input: string, githubUrl: string): boolean {
  try {
    return new URL(input.trim()).origin === new URL(githubUrl).origin;
  } catch {
    return false;
  }
}

function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
