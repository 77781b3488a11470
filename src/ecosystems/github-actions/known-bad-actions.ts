/**
 * Actions with a published compromise or vulnerability, bundled so that the check works offline.
 * Each entry names its public source; add new ones the same way (docs/findings.md,
 * `gha-known-vulnerable-action`).
 */
export interface KnownBadAction {
  /** owner/repo, lower case. */
  readonly action: string;
  /** Commits that carried malicious code: any ref equal to one of them is a compromise. */
  readonly maliciousCommits: readonly string[];
  /** Version tags below this are affected (semver-like compare of vX[.Y[.Z]] refs); null: none by version. */
  readonly fixedIn: string | null;
  readonly advisory: string;
  readonly summary: string;
  /** Where the facts come from. */
  readonly source: string;
}

export const KNOWN_BAD_ACTIONS: readonly KnownBadAction[] = [
  {
    action: 'tj-actions/changed-files',
    // The commit every tag pointed to on 2025-03-14/15, as given in the advisory and in
    // StepSecurity's and Wiz's write-ups.
    maliciousCommits: ['0e58ed8671d6b60d0890c21b07f8835ace038e67'],
    fixedIn: '46.0.1',
    advisory: 'GHSA-mrrh-fwg8-r2c3 (CVE-2025-30066)',
    summary:
      'On 14-15 March 2025 every version tag was moved to a commit that printed the runner\'s memory, secrets included, into the workflow log; 46.0.1 is the first release after the incident.',
    source: 'https://github.com/advisories/GHSA-mrrh-fwg8-r2c3',
  },
  {
    action: 'tj-actions/changed-files',
    maliciousCommits: [],
    fixedIn: '41.0.0',
    advisory: 'GHSA-mcph-m25j-8j63 (CVE-2023-51664)',
    summary: 'File names with shell syntax in the action\'s outputs could run commands in workflows that expand them.',
    source: 'https://github.com/advisories/GHSA-mcph-m25j-8j63',
  },
  {
    action: 'reviewdog/action-setup',
    // Wiz's write-up of the 11 March 2025 compromise (v1 tag moved for about two hours, 18:42-20:31 UTC).
    maliciousCommits: ['f0d342d24037bb11d26b9bd8496e0808ba32e9ec'],
    fixedIn: null,
    advisory: 'CVE-2025-30154',
    summary:
      'On 11 March 2025, between 18:42 and 20:31 UTC, the v1 tag pointed to a commit that dumped the runner\'s secrets into the workflow log (the first step of the tj-actions/changed-files compromise).',
    source: 'https://www.cve.org/CVERecord?id=CVE-2025-30154',
  },
];

/** Numeric parts of a version ref (`v45`, `v45.0.7`, `45.0.7`), or null when it is not one. */
export function versionParts(ref: string): number[] | null {
  const match = /^v?(\d{1,6})(?:\.(\d{1,6}))?(?:\.(\d{1,6}))?$/.exec(ref);
  if (match === null) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function below(ref: string, fixed: string): boolean {
  const a = versionParts(ref);
  const b = versionParts(fixed);
  if (a === null || b === null) return false;
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

export interface KnownBadMatch {
  readonly entry: KnownBadAction;
  readonly malicious: boolean;
}

/** Entries that concern `uses: name@ref`: the exact malicious commit, or a version tag below the fix. */
export function knownBadMatches(name: string, ref: string | null): KnownBadMatch[] {
  if (ref === null) return [];
  const action = name.toLowerCase().split('/').slice(0, 2).join('/');
  const matches: KnownBadMatch[] = [];
  for (const entry of KNOWN_BAD_ACTIONS) {
    if (entry.action !== action) continue;
    if (entry.maliciousCommits.includes(ref.toLowerCase())) matches.push({ entry, malicious: true });
    else if (entry.fixedIn !== null && below(ref, entry.fixedIn)) matches.push({ entry, malicious: false });
  }
  return matches;
}
