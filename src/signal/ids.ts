import { randomBase62 } from '../security/random-base62.js';

/** `sig-<owner>-<repo>-<pr_number>-<12 base62>`: readable and unguessable. */
export function newSignalId(owner: string, repo: string, prNumber: number): string {
  return `sig-${owner}-${repo}-${prNumber}-${randomBase62(12)}`;
}

/** `scan-<24 base62>`. */
export function newScanId(): string {
  return `scan-${randomBase62(24)}`;
}

export const SCAN_ID_PATTERN = /^scan-[A-Za-z0-9]{24}$/;
export const SIGNAL_ID_PATTERN = /^sig-[A-Za-z0-9][A-Za-z0-9-]{0,38}-[A-Za-z0-9._-]{1,100}-\d{1,10}-[A-Za-z0-9]{12}$/;
