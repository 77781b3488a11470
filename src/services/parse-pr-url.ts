import { InputError } from '../errors.js';
import type { AnalysisTarget } from './analysis-service.js';

export const OWNER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/;
/** 1-100 of `A-Z a-z 0-9 . _ -`, but not `.` or `..` (one pattern, so that JSON Schema can say it too). */
export const REPO_NAME_PATTERN = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;
export const MAX_PR_NUMBER = 2_147_483_647;

/** The error text for any URL or target that is not a PR on the configured GitHub. */
export function invalidPrUrlMessage(githubUrl: string, why: string): string {
  return `Invalid PR URL. ${why} Supported: ${githubUrl}/{owner}/{repo}/pull/{number} (provider "github").`;
}

export function isValidOwner(owner: string): boolean {
  return OWNER_PATTERN.test(owner);
}

export function isValidRepo(repo: string): boolean {
  return REPO_NAME_PATTERN.test(repo);
}

export function isValidPrNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PR_NUMBER;
}

/**
 * `{GITHUB_URL}/{owner}/{repo}/pull/{number}` with an optional trailing path (`/files`,
 * `/commits`), query or fragment. Scheme, host and port exactly as in GITHUB_URL, no userinfo.
 * Throws InputError("Invalid PR URL. ...") otherwise. Never makes a request.
 */
export function parsePrUrl(input: string, githubUrl: string): AnalysisTarget {
  const fail = (why: string): never => {
    throw new InputError(invalidPrUrlMessage(githubUrl, why));
  };
  if (input.length > 2048) fail('The URL is too long.');
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return fail('It is not a URL.');
  }
  const expected = new URL(githubUrl);
  if (url.username !== '' || url.password !== '') fail('URLs with credentials are not accepted.');
  if (url.protocol !== expected.protocol || url.host !== expected.host) fail(`Only ${expected.origin} is supported.`);
  const base = expected.pathname.replace(/(?<!\/)\/+$/, '');
  if (!url.pathname.startsWith(`${base}/`)) fail('It is not a pull request URL.');
  const match = /^\/([^/]+)\/([^/]+)\/pull\/(\d{1,10})(?:\/.*)?$/.exec(url.pathname.slice(base.length));
  if (match === null) return fail('It is not a pull request URL.');
  const [, owner = '', repo = '', digits = ''] = match;
  const number = Number(digits);
  if (!isValidOwner(owner) || !isValidRepo(repo)) fail('The owner or repository name is not valid.');
  if (!isValidPrNumber(number)) fail('The pull request number is out of range.');
  return { owner, repo, number };
}
