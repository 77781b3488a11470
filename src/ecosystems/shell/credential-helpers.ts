/**
 * Commands that print a credential a developer tool keeps for its service (`gh auth token`, `git
 * credential fill`, `npm config get //registry.npmjs.org/:_authToken`, `aws configure get
 * aws_secret_access_key`, `gcloud auth print-access-token`, `az account get-access-token`): what the
 * s1ngularity payload of the Nx compromise (August 2025) ran to take the GitHub CLI's token. Their
 * output is a secret, as much as `secrets.X` in a workflow: a script that keeps it in a variable and
 * sends that variable to a host of another service hands the credential over.
 *
 * Each helper has the name a secret holding its output would have (`GH_CLI_TOKEN`, `NPM_TOKEN`), so
 * that the rules that judge a secret by its name (a token named for one service sent as data to
 * another's host) judge it the same way, and the words of its service's hosts.
 */
export interface CredentialHelper {
  /** What is printed, for messages: `GitHub CLI token (gh auth token)`. */
  readonly label: string;
  /** The command. */
  readonly pattern: RegExp;
  /** A secret's name that says the same service (for name-based rules): `GH_CLI_TOKEN`. */
  readonly judgedName: string;
  /** Words of the hosts of the token's service (`github` in `api.github.com`). */
  readonly serviceHost: RegExp;
  /**
   * The hosts that are the token's own service, whole (`api.github.com`, `*.dkr.ecr.*.amazonaws.com`):
   * the token given to one of them is how the tool authenticates, not a theft. Null: a helper that
   * answers for any host (git's), whose output is never judged given to its own service.
   */
  readonly ownHosts: RegExp | null;
}

export const CREDENTIAL_HELPERS: readonly CredentialHelper[] = [
  {
    label: 'GitHub CLI token (gh auth token)',
    pattern: /\bgh\s+auth\s+token\b|["']gh["']\s{0,3},\s{0,3}\[?\s{0,3}["']auth["']\s{0,3},\s{0,3}["']token["']/,
    judgedName: 'GH_CLI_TOKEN',
    serviceHost: /github|ghcr\.io/,
    ownHosts: /(?:^|\.)(?:github\.com|githubusercontent\.com|ghcr\.io)$/i,
  },
  {
    label: 'Google Cloud token (gcloud auth print-access-token)',
    pattern: /\bgcloud\s+auth\s+(?:application-default\s+)?print-(?:access|identity)-token\b/,
    judgedName: 'GCLOUD_ACCESS_TOKEN',
    serviceHost: /google|gcr\.io|\.run\.app$|pkg\.dev/,
    ownHosts: /(?:^|\.)(?:googleapis\.com|google\.com|gcr\.io|pkg\.dev|run\.app)$/i,
  },
  {
    label: 'Azure token (az account get-access-token)',
    pattern: /\baz\s+account\s+get-access-token\b/,
    judgedName: 'AZURE_ACCESS_TOKEN',
    serviceHost: /azure|microsoft|windows\.net|visualstudio/,
    ownHosts: /(?:^|\.)(?:azure\.com|microsoft\.com|windows\.net|visualstudio\.com|azurecr\.io)$/i,
  },
  {
    label: 'Git credential helper (git credential fill)',
    pattern: /\bgit\s+credential\s+fill\b/,
    // Git's helper answers for whichever host it is asked about: the code hosts are its own.
    judgedName: 'GITHUB_GITLAB_BITBUCKET_CREDENTIALS',
    serviceHost: /github|gitlab|bitbucket|^git\./,
    ownHosts: null,
  },
  {
    label: 'npm token (npm config get …:_authToken, npm token create)',
    pattern: /\bnpm\s+config\s+get\s+["']?\/\/[^\s"']{1,200}:_auth(?:Token)?\b|\bnpm\s+token\s+create\b/,
    judgedName: 'NPM_TOKEN',
    serviceHost: /npm|yarnpkg/,
    ownHosts: /(?:^|\.)(?:npmjs\.org|npmjs\.com|yarnpkg\.com)$/i,
  },
  {
    label: 'AWS credentials (aws configure get, aws configure export-credentials)',
    pattern: /\baws\s+configure\s+(?:get\s+["']?(?:[\w.-]{1,60}\.)?aws_(?:secret_access_key|session_token|access_key_id)\b|export-credentials\b)|\baws\s+(?:sts\s+get-session-token|ecr\s+get-login-password)\b/,
    judgedName: 'AWS_SECRET_ACCESS_KEY',
    serviceHost: /amazonaws|\baws\b|amazon\.com$/,
    ownHosts: /(?:^|\.)amazonaws\.com(?:\.cn)?$/i,
  },
];

/** A cheap test a text must pass before the helpers' patterns are tried. */
const HELPER_HINT = /\b(?:gh|gcloud|az|git|npm|aws)\b/;

/** The helpers a text runs. */
export function credentialHelpersIn(text: string): CredentialHelper[] {
  if (!HELPER_HINT.test(text)) return [];
  return CREDENTIAL_HELPERS.filter((h) => h.pattern.test(text));
}

/** A shell command substitution that runs a helper: `$(gh auth token)`, `` `aws configure get …` `` (no nesting). */
const SUBSTITUTION = /\$\(([^()\n]{1,400})\)|`([^`\n]{1,400})`/g;

/**
 * `text` with each command substitution that runs a credential helper replaced by a read of the
 * variable named for its service (`$(gh auth token)` → `${GH_CLI_TOKEN}`), so that a rule reading
 * secrets by their variables' names reads the helper's output as that secret. Other text unchanged.
 */
export function helperOutputsAsVariables(text: string): string {
  if (!HELPER_HINT.test(text) || (!text.includes('$(') && !text.includes('`'))) return text;
  return text.replace(SUBSTITUTION, (whole: string, a: string | undefined, b: string | undefined) => {
    const helper = credentialHelpersIn(a ?? b ?? '')[0];
    return helper === undefined ? whole : `\${${helper.judgedName}}`;
  });
}

/** A shell assignment of a command's output: `T=$(…)`, `export T="$(…)"`, `local T=\`…\`` (group 1 the name, group 2 the value). */
const SHELL_ASSIGNMENT = /^\s{0,40}(?:(?:export|local|readonly|declare)\s{1,10}(?:-\w{1,4}\s{1,4})?)?([A-Za-z_]\w{0,60})=(.{1,2000})$/;

/**
 * The variables a script's lines (or one line's command list, split at `;`, `&&`, `||`) assign a
 * credential helper's output to (`t=$(gh auth token)`), each with the helper; a variable assigned
 * from one of them (`h="x-token: $t"`) holds it too. At most 20 names.
 */
export function helperOutputVariables(lines: readonly string[]): Map<string, CredentialHelper> {
  const held = new Map<string, CredentialHelper>();
  for (const line of lines) {
    if (held.size === 0 && !HELPER_HINT.test(line)) continue;
    for (const item of line.split(/&&|\|\||;/)) {
      const m = SHELL_ASSIGNMENT.exec(item);
      if (m === null || held.size >= 20) continue;
      const value = m[2] ?? '';
      const helper = credentialHelpersIn(value)[0] ?? [...value.matchAll(/\$\{?([A-Za-z_]\w{0,60})/g)].map((r) => held.get(r[1] ?? '')).find((h) => h !== undefined);
      if (helper !== undefined) held.set(m[1] ?? '', helper);
    }
  }
  return held;
}
