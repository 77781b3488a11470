import picomatch from 'picomatch';
import { isAgentConfigPath, isAgentInstructionPath } from '../ecosystems/ai-agents/paths.js';
import { isJenkinsPath } from '../ecosystems/automation/pipelines.js';
import { gitGlob } from '../ecosystems/git-glob.js';
import { matchManagerFile } from '../ecosystems/api.js';
import { isBinaryPath, isMediaPath } from '../ecosystems/binary/index.js';
import { isDockerfileName } from '../ecosystems/dockerfile/index.js';
import type { FileKind } from '../ecosystems/types.js';
import { isDotnetTestProjectFolder, isExampleProjectPath, memoByPath } from '../ecosystems/util.js';
import type { RepoConfig } from '../repo-config/schema.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';

/**
 * Shared path classification: every analyzer that asks "what kind of file is this?" or "is this
 * path security-sensitive?" asks here, so focus, evidence, triage, risk and review agree.
 *
 * For every file an ecosystem manager reads (manifests, lockfiles, workflows, actions,
 * Dockerfiles, registry settings), the ecosystem registry (src/ecosystems/api.ts) answers: the
 * classifier asks it first and keeps its own lists only for formats no manager reads.
 *
 * docs/signal.md ("Path classification") lists the rules. Globs are compiled once per classifier;
 * each path's answer is memoized, so a 3,000-file PR costs one pass. One classifier is built per
 * analysis and handed to the analyzers in their context (src/analyzers/context.ts).
 */

export type PathCategory =
  | 'source'
  | 'test'
  | 'docs'
  | 'config'
  | 'ci'
  | 'dependency'
  | 'lockfile'
  | 'generated'
  | 'vendored'
  | 'binary'
  | 'other';

export interface PathClassifierOptions {
  /** Extra globs of generated files (repository configuration `generated_paths`). */
  readonly generated?: readonly string[];
  /** Extra globs of vendored files (repository configuration `vendored_paths`). */
  readonly vendored?: readonly string[];
  /** Content of the base commit's `.gitattributes` (linguist-generated, linguist-vendored, linguist-documentation). */
  readonly gitattributes?: string | null;
  /** Repository-configured sensitive paths (`sensitive_paths`). */
  readonly sensitive?: RepoConfig['sensitive_paths'];
  /**
   * The added and removed lines of a changed file, or null when unknown (no patch): what confirms
   * a weak path word (SensitiveRule.weak).
   */
  readonly changedText?: (path: string) => string | null;
  /** The repository's name (`owner/repo`): what a weak path word means there (a storefront's `checkout`). */
  readonly repository?: string;
  /**
   * Whether a generated-file header marks the file (generatedByHeader in classifierFor): asked only
   * for a file its path calls source, config or other.
   */
  readonly generatedByContent?: (path: string) => boolean;
  /**
   * For a `tests.py` outside any test folder: whether what the PR shows of it is test code (true),
   * is none (false: a library's module named `tests`, Jinja's), or nothing is shown (null).
   */
  readonly testByContent?: (path: string) => boolean | null;
}

export interface SensitiveHit {
  /** What a reviewer reads, e.g. "authentication / session handling". */
  readonly label: string;
  /** How much a change here weighs, 0..1. */
  readonly weight: number;
}

export interface PathInfo {
  readonly category: PathCategory;
  /** A test file (any category precedence aside: snapshots under __snapshots__ are tests too). */
  readonly isTest: boolean;
  readonly isGenerated: boolean;
  readonly isVendored: boolean;
  /** An executable, library, bytecode or archive (ecosystems/binary isBinaryPath): opaque and suspicious. */
  readonly isBinary: boolean;
  /** An image, font, audio, video or PDF: binary (category "binary") but not suspicious. */
  readonly isMedia: boolean;
  /** Every sensitivity rule the path matches, strongest first. */
  readonly sensitive: readonly SensitiveHit[];
  /**
   * Set when only a generated-file header makes the file `generated`: the category its path gives
   * it, which the code scanner keeps reading it as (a header hides no sink or secret from it).
   */
  readonly headerGenerated?: PathCategory;
}

export interface PathClassifier {
  info(path: string): PathInfo;
  classify(path: string): PathCategory;
}

// ---------------------------------------------------------------------------------------------
// Built-in patterns

const DEFAULT_GENERATED = [
  'dist/**',
  'build/**',
  '**/*.min.js',
  '**/*.min.css',
  '**/*.min.mjs',
  '**/*.js.map',
  '**/*.css.map',
  '**/*.pb.go',
  '**/*.pb.gw.go',
  '**/*.pb.cc',
  '**/*.pb.h',
  '**/*_pb2.py',
  '**/*_pb2.pyi',
  '**/*_pb2_grpc.py',
  '**/*_pb.js',
  '**/*_pb.d.ts',
  '**/*_grpc_pb.js',
  '**/*.generated.*',
  '**/*.gen.go',
  '**/zz_generated*.go',
  '**/*.g.dart',
  '**/*.freezed.dart',
  '**/*.designer.cs',
  '**/__generated__/**',
  '**/__snapshots__/**',
  '**/*.snap',
  // Yarn Plug'n'Play's loader, written by every `yarn install`.
  '**/.pnp.cjs',
  '**/.pnp.loader.mjs',
  // github/licensed's cache: one record of each dependency's license, written by `licensed cache`
  // (every actions/* repository commits it; a dependency bump rewrites dozens).
  '.licenses/**/*.dep.yml',
  // A Dash/Xcode docset: documentation a generator (jazzy, Doxygen, appledoc) wrote.
  '**/*.docset/**',
];

const DEFAULT_VENDORED = [
  '**/vendor/**',
  '**/third_party/**',
  '**/third-party/**',
  // Python's vendoring folders: pip's and setuptools' `_vendor/` (urllib3, packaging, rich, copied
  // by the `vendoring` tool from PyPI releases), botocore's `vendored/`, debugpy's `_vendored/`.
  '**/_vendor/**',
  '**/vendored/**',
  '**/_vendored/**',
  '**/node_modules/**',
  '**/bower_components/**',
  // Yarn's committed releases, plugins, editor SDKs and zip cache: bundles Yarn writes, not the
  // project's code (a release or plugin edited in place is build-wrapper-changed's business).
  '**/.yarn/releases/**',
  '**/.yarn/plugins/**',
  '**/.yarn/sdks/**',
  '**/.yarn/cache/**',
  '**/.yarn/unplugged/**',
];

/** The category of each kind of file the ecosystem registry reads. */
const CATEGORY_OF_KIND: Readonly<Record<FileKind, PathCategory>> = {
  manifest: 'dependency',
  lockfile: 'lockfile',
  ci: 'ci',
  config: 'config',
};

// Lockfiles and manifests of formats no ecosystem manager reads (the registry answers for the rest).
const LOCKFILES = new Set([
  'bun.lock',
  'bun.lockb',
  'deno.lock',
  'pdm.lock',
  'gradle.lockfile',
  'podfile.lock',
  'mix.lock',
  'pubspec.lock',
  'flake.lock',
  'conda-lock.yml',
]);

const MANIFESTS = new Set([
  'setup.cfg',
  'settings.gradle',
  'settings.gradle.kts',
  'podfile',
  'pubspec.yaml',
  'mix.exs',
  'deno.json',
  'deno.jsonc',
  'environment.yml',
  'environment.yaml',
  'vcpkg.json',
  'conanfile.txt',
  'conanfile.py',
]);

const CI_FILES = new Set([
  '.gitlab-ci.yml',
  'azure-pipelines.yml',
  'jenkinsfile',
  '.travis.yml',
  'bitbucket-pipelines.yml',
  '.drone.yml',
  'appveyor.yml',
  '.cirrus.yml',
  'cloudbuild.yaml',
  'cloudbuild.yml',
]);
const CI_DIRS = ['.github/workflows/', '.github/actions/', '.circleci/', '.buildkite/', '.gitlab/ci/'];

/** Documentation extensions that are plain prose: nothing in them runs (not `mdx`, whose JSX does, nor `tex`). */
const PROSE_EXTENSIONS = new Set(['md', 'markdown', 'rst', 'adoc', 'asciidoc', 'txt', 'rdoc', 'org']);
const DOC_EXTENSIONS = new Set(['md', 'mdx', 'markdown', 'rst', 'adoc', 'asciidoc', 'txt', 'rdoc', 'org', 'tex']);
const DOC_NAMES = new Set(['license', 'licence', 'copying', 'notice', 'authors', 'contributors', 'changelog', 'changes', 'history', 'readme']);
const DOC_DIRS = new Set(['docs', 'doc', 'documentation', 'man']);
/**
 * A folder of snippets that documentation pages include as text: `_snippets/` anywhere (the
 * underscore marks a partial the site generator does not publish on its own), `snippets/` or
 * `code-samples/` inside a documentation site's folder (`docs/`, `site/`, `website/`, `guide/`). Not
 * a bare `snippets/` elsewhere: a product's feature may be named so (a code-sharing app's
 * `app/controllers/snippets/`).
 */
const DOC_SNIPPETS = /(?:^|\/)_snippets\/|(?:^|\/)(?:docs?|documentation|site|website|guides?)\/(?:[\w.-]{1,100}\/){0,6}(?:snippets|code[-_]samples)\//i;

const SOURCE_EXTENSIONS = new Set([
  'ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'vue', 'svelte', 'astro',
  'py', 'pyi', 'pyx', 'go', 'rs', 'java', 'kt', 'kts', 'scala', 'groovy', 'clj', 'cljs',
  'rb', 'erb', 'rake', 'php', 'cs', 'fs', 'vb', 'c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'hxx',
  'm', 'mm', 'swift', 'dart', 'ex', 'exs', 'erl', 'hrl', 'hs', 'lua', 'pl', 'pm', 'r', 'jl',
  'sh', 'bash', 'zsh', 'fish', 'ps1', 'psm1', 'bat', 'cmd', 'sql', 'html', 'htm', 'css', 'scss',
  'sass', 'less', 'elm', 'ml', 'mli', 'zig', 'nim', 'cr', 'sol', 'proto', 'graphql', 'gql',
  'tf', 'hcl', 'nix', 'cshtml', 'razor', 'jsp', 'twig', 'liquid', 'hbs', 'ejs', 'pug',
]);

const CONFIG_EXTENSIONS = new Set(['json', 'jsonc', 'json5', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf', 'properties', 'xml', 'plist', 'env', 'editorconfig', 'tfvars', 'props', 'targets', 'csproj', 'fsproj', 'vbproj', 'vcxproj', 'sln', 'gradle', 'cmake', 'mk', 'm4', 'bazel', 'bzl']);
const CONFIG_NAMES = new Set(['dockerfile', 'containerfile', 'makefile', 'gnumakefile', 'rakefile', 'procfile', 'vagrantfile', 'brewfile', 'justfile', 'cmakelists.txt', 'meson.build', 'meson_options.txt', 'meson.options', 'configure.ac', 'configure.in', 'makefile.am', 'build', 'workspace', 'build.bazel', 'workspace.bazel', 'codeowners', 'tiltfile']);

// Security-sensitive words, matched against the words of a path (split on / . _ - and camelCase).
interface SensitiveRule extends SensitiveHit {
  readonly words: ReadonlySet<string>;
  /**
   * Words that mean something else in many repositories (`checkout` in a git tool, `session` in an
   * HTTP client, `token` in a lexer, `policy` in a retry library): a hint only. They count when
   * the file's changed lines use the label's vocabulary (`corroboration`), or when the diff is
   * unknown (GitHub sent no patch).
   */
  readonly weak: ReadonlySet<string>;
  readonly corroboration: RegExp;
  /** Repository names in which a weak word has this meaning anyway (`checkout` in a storefront). */
  readonly repositories: RegExp;
  /**
   * Weak words whose other meanings speak much of the label's vocabulary too, and the narrower
   * vocabulary that confirms them when they are all a path has: a package manager's or linter's
   * `Policy/` (composer's dependency policy of advisories and abandoned packages) lists `allowed`
   * values and access to a registry without deciding who may do what.
   */
  readonly narrow?: { readonly words: ReadonlySet<string>; readonly corroboration: RegExp };
}

const MIGRATION_LABEL = 'database migration';

const SENSITIVE_WORD_RULES: readonly SensitiveRule[] = [
  {
    label: 'authentication / session handling',
    weight: 0.8,
    words: new Set([
      'auth', 'authn', 'authenticate', 'authentication', 'authenticator', 'login', 'logout', 'signin',
      'signup', 'session', 'sessions', 'oauth', 'oauth2', 'oidc', 'openid', 'saml', 'sso', 'jwt', 'jwk', 'jwks',
      'token', 'tokens', 'password', 'passwords', 'passwd', 'credential', 'credentials', 'mfa', 'totp',
      'otp', 'webauthn', 'passkey', 'passkeys', 'csrf', 'cookie', 'cookies',
    ]),
    weak: new Set(['session', 'sessions', 'token', 'tokens', 'cookie', 'cookies', 'otp']),
    corroboration: /log_?in|log_?out|sign_?in|passw|authenticat|authoriz|credential|current_?user|set[-_]?cookie|session_?(?:id|key|token|secret)|csrf|bearer|access_?token|refresh_?token|jwt|oauth|api_?key|secret|permission|is_?admin|httponly|samesite|expir/i,
    repositories: /auth|identity|iam|login|sso|oauth|oidc|saml|keycloak|account/i,
  },
  {
    label: 'access control',
    weight: 0.8,
    words: new Set([
      'authz', 'authorization', 'authorize', 'authorizer', 'permission', 'permissions', 'acl', 'acls',
      'rbac', 'abac', 'policy', 'policies', 'privilege', 'privileges', 'sudo', 'admin',
    ]),
    weak: new Set(['policy', 'policies', 'admin', 'sudo']),
    corroboration: /permission|role|authoriz|allow|deny|grant|privilege|acl|is_?admin|forbidden|\b403\b|access|owner/i,
    repositories: /auth|iam|rbac|acl|permission|polic|access/i,
    narrow: {
      words: new Set(['policy', 'policies']),
      corroboration: /permission|\broles?\b|authoriz|\bden(?:y|ied)\b|privilege|\bacls?\b|is_?admin|forbidden|\b403\b|current_?user|\bgrant/i,
    },
  },
  {
    label: 'cryptography / secrets',
    weight: 0.8,
    words: new Set([
      'crypto', 'cryptography', 'encrypt', 'encryption', 'decrypt', 'decryption', 'cipher', 'hmac', 'kms',
      'secret', 'secrets', 'keystore', 'keychain', 'vault', 'cert', 'certs', 'certificate', 'certificates',
      'tls', 'ssl', 'signing',
    ]),
    weak: new Set(['secret', 'secrets', 'vault', 'signing', 'keychain', 'keystore']),
    corroboration: /encrypt|decrypt|cipher|hmac|sha\d|md5|aes|rsa|ecdsa|ed25519|private_?key|public_?key|certificate|x509|verify|signature|nonce|salt|secret|kms|password|token/i,
    repositories: /crypt|vault|secret|kms|keychain|keystore|cert|tls|ssl|sign/i,
  },
  {
    label: 'payments / billing',
    weight: 0.7,
    words: new Set(['payment', 'payments', 'billing', 'invoice', 'invoices', 'checkout', 'stripe', 'paypal', 'braintree', 'subscription', 'subscriptions', 'wallet', 'refund', 'refunds']),
    weak: new Set(['checkout', 'subscription', 'subscriptions', 'wallet']),
    corroboration: /amount|price|currency|charge|credit_?card|card_?number|stripe|paypal|braintree|invoice|refund|payment|billing|\bcart\b|total|\btax|money|cents|\bpay\b|purchase/i,
    // Not `checkout`: a repository of that name is as often a git tool (GitHub's `actions/checkout`)
    // as a storefront's payment step, so its files' changes must speak of money like any other's.
    repositories: /shop|store|commerce|cart|pay|billing|market|merchant|retail|order|subscri|saas/i,
  },
  {
    label: MIGRATION_LABEL,
    weight: 0.6,
    words: new Set(['migration', 'migrations', 'migrate', 'alembic', 'flyway', 'liquibase']),
    // `migrate` and `migration` also name tools that move code or configuration (a formatter's
    // `scripts/migrate-black.py`, a config `migration.ts`): the change must speak of tables, columns,
    // schemas or a migration framework (Rails' `db/migrate/` files do: `ActiveRecord::Migration`,
    // `create_table`, `t.string`; Flyway's `db/migration/V1__init.sql`: `CREATE TABLE`).
    weak: new Set(['migrate', 'migration']),
    corroboration:
      /\b(?:create|alter|drop|rename|truncate)\s+(?:table|column|index|schema|view|database)\b|\b(?:add|remove|drop|rename|alter|change|create)_(?:column|table|index|constraint|reference|foreign_key|join_table)s?\b|ActiveRecord::Migration|\bt\.(?:string|integer|bigint|boolean|references|timestamps|text|datetime|decimal|json|uuid)\b|\bSchema::|\bmigrations\.\w|\bop\.(?:add|drop|alter|create|execute|rename)\w*\s*\(|\bknex\.schema\b|\bqueryInterface\.|\bdef\s+(?:up|down|upgrade|downgrade|change)\b|\bexports\.(?:up|down)\b|\bschema\b|\bdatabase\b|\bsql\b|\binsert\s+into\b|\bforeign\s+key\b|\bprimary\s+key\b/i,
    repositories: /migrat|schema|database|sql|flyway|liquibase|alembic|knex|sequelize|prisma|typeorm|doctrine|ecto/i,
  },
  {
    label: 'infrastructure',
    weight: 0.6,
    words: new Set(['terraform', 'k8s', 'kubernetes', 'helm', 'kustomization', 'kustomize', 'ansible', 'cloudformation', 'pulumi', 'dockerfile', 'containerfile', 'iam']),
    weak: new Set(),
    corroboration: /$^/,
    repositories: /$^/,
  },
];

const INFRASTRUCTURE_HIT: SensitiveHit = { label: 'infrastructure', weight: 0.6 };
/**
 * A repository whose product is infrastructure code, by its name: a Terraform module
 * (`terraform-aws-eks`), Helm charts (`helm-charts`, `argo-helm`), Ansible roles, Kustomize bases,
 * GitOps manifests. Its `main.tf`, charts and manifests are its source code, changed in every PR
 * (a replay of a Terraform module rated 67 of 150 maintainer commits medium, one of Helm charts 133
 * of 150, each for the files it exists to hold): they weigh as a half-strength hit there.
 * What they do stays the findings' (an unpinned or new image, a remote download, a secret).
 */
const INFRASTRUCTURE_PROJECT = /(?:^|[-_.])(?:terraform|opentofu|helm|charts?|k8s|kubernetes|kustomize|ansible|pulumi|cloudformation|cdk|infra|infrastructure|gitops|manifests|iac|playbooks?|argocd)(?:$|[-_.])/i;
const INFRASTRUCTURE_PROJECT_HIT: SensitiveHit = { label: 'infrastructure', weight: 0.3 };

/** The repository's own name (`owner/name` to `name`) says its product is infrastructure code. */
function isInfrastructureProject(repository: string | undefined): boolean {
  if (repository === undefined) return false;
  return INFRASTRUCTURE_PROJECT.test(repository.slice(repository.lastIndexOf('/') + 1));
}

/**
 * The repository of a schema migration tool itself, by its name: Alembic (`sqlalchemy/alembic`),
 * Flyway, Liquibase, or a plugin named after one (`pytest-alembic`, `alembic_utils`). Its `alembic/`
 * package is the tool's source code, changed in every PR, and no database of the project is
 * migrated there: a replay of Alembic rated 31 of 60 maintainer commits medium as database
 * migrations, its version placeholders among them. A name that also says migrations
 * (`app-alembic-migrations`) holds an application's migrations and keeps the rule.
 */
const MIGRATION_TOOL_PROJECT = /(?:^|[-_.])(?:alembic|flyway|liquibase)(?:$|[-_.])/i;

/** The repository's own name (`owner/name` to `name`) says its product is a schema migration tool. */
function isMigrationToolProject(repository: string | undefined): boolean {
  if (repository === undefined) return false;
  const name = repository.slice(repository.lastIndexOf('/') + 1);
  return MIGRATION_TOOL_PROJECT.test(name) && !/migrat/i.test(name);
}

/**
 * A web framework's authorization policies by convention: Laravel's `app/Policies/PostPolicy.php`,
 * Pundit's `app/policies/post_policy.rb`. Who may update a post is decided there, whatever words the
 * change uses (`return $user->id === $post->user_id`), so the folder is not a weak `policy` word.
 */
function isFrameworkPolicyPath(lowerPath: string, lowerName: string): boolean {
  if (!lowerName.endsWith('.php') && !lowerName.endsWith('.rb')) return false;
  return lowerPath.startsWith('app/policies/') || lowerPath.includes('/app/policies/');
}

const SPECIAL_SENSITIVE: readonly { readonly test: (lowerPath: string, lowerName: string) => boolean; readonly hit: SensitiveHit }[] = [
  { test: (p) => p === '.github/svc.yml' || p === '.github/svc.yaml', hit: { label: 'svc review configuration', weight: 0.8 } },
  { test: isFrameworkPolicyPath, hit: { label: 'access control', weight: 0.8 } },
  { test: (_p, n) => n === 'codeowners', hit: { label: 'code ownership rules (CODEOWNERS)', weight: 0.8 } },
  { test: (_p, n) => n === '.npmrc' || n === '.yarnrc' || n === '.yarnrc.yml' || n === 'pip.conf' || n === '.pypirc' || n === 'nuget.config', hit: { label: 'package registry configuration', weight: 0.6 } },
  { test: (p, n) => n.endsWith('.tf') || n.endsWith('.tfvars') || n.startsWith('dockerfile') || n.endsWith('.dockerfile') || n.startsWith('docker-compose') || n.startsWith('compose.y') || p.startsWith('charts/') || p.includes('/charts/'), hit: INFRASTRUCTURE_HIT },
];

const CI_HIT: SensitiveHit = { label: 'CI/CD configuration', weight: 0.7 };
/** MCP server configurations and agent settings: commands an agent runs on a developer's machine, weighed as CI is. */
const AGENT_CONFIG_HIT: SensitiveHit = { label: 'AI agent configuration', weight: 0.7 };
/**
 * Agent instruction files (AGENTS.md, CLAUDE.md, rules): orders an agent with a shell follows. A reviewer reads
 * them, but an edit of prose alone (0.5 x 0.4 = 0.2) does not make a PR medium.
 */
const AGENT_INSTRUCTIONS_HIT: SensitiveHit = { label: 'AI agent instructions', weight: 0.4 };
const MANIFEST_HIT: SensitiveHit = { label: 'dependency manifest', weight: 0.5 };
/**
 * The sensitivity label of dependency manifests: the supply-chain drivers and findings weigh what a
 * manifest change does, so the risk driver, the security review and focus leave this path hit out.
 */
export const MANIFEST_LABEL = MANIFEST_HIT.label;

// ---------------------------------------------------------------------------------------------
// Helpers

/** A glob written as in .gitignore: without a slash (a trailing one aside) it matches at any depth. */
export function normalizeGlob(pattern: string): string {
  const p = pattern.trim();
  if (p.startsWith('/')) return p.endsWith('/') ? `${p.slice(1)}**` : p.slice(1);
  const body = p.endsWith('/') ? p.slice(0, -1) : p;
  const glob = p.endsWith('/') ? `${p}**` : p;
  // As in .gitignore: a slash at the start or in the middle anchors the pattern to the root.
  if (!body.includes('/')) return `**/${glob}`;
  return glob;
}

/** Compiles many globs into one predicate (false for an empty list): one regular expression for all. */
export function compileGlobs(patterns: readonly string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  const sources = patterns.map((p) => picomatch.makeRe(normalizeGlob(p), { dot: true }).source);
  const re = new RegExp(sources.map((src) => `(?:${src})`).join('|'));
  return (path) => re.test(path);
}

let builtins: { generated: (path: string) => boolean; vendored: (path: string) => boolean } | null = null;

/** The built-in generated / vendored globs, compiled once per process. */
function builtinMatchers(): { generated: (path: string) => boolean; vendored: (path: string) => boolean } {
  builtins ??= { generated: memoByPath(compileGlobs(DEFAULT_GENERATED)), vendored: memoByPath(compileGlobs(DEFAULT_VENDORED)) };
  return builtins;
}

interface AttributeRule {
  readonly match: (path: string) => boolean;
  readonly value: boolean;
}

/** Rules for one linguist attribute from a .gitattributes file, in file order (last match wins). */
function parseGitattributes(content: string, attribute: string): AttributeRule[] {
  const rules: AttributeRule[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const parts = line.split(/\s+/);
    const pattern = parts[0];
    if (pattern === undefined || pattern.startsWith('[attr]')) continue;
    let value: boolean | null = null;
    for (const attr of parts.slice(1)) {
      if (attr === attribute || attr === `${attribute}=true` || attr === `${attribute}=1`) value = true;
      else if (attr === `-${attribute}` || attr === `!${attribute}` || attr === `${attribute}=false` || attr === `${attribute}=0`) value = false;
    }
    if (value === null) continue;
    // A directory pattern also covers what is inside it (linguist reads it that way). Matched
    // without regular expressions: the pattern may come from the pull request (ecosystems/git-glob.ts).
    rules.push({ match: gitGlob(pattern, { contents: true }), value });
  }
  return rules;
}

/**
 * Whether a .gitattributes text sets `attribute` for a path: true, false (unset), or null (not
 * named); the last matching line wins, as git reads it. Patterns are the text's own (root-relative).
 */
export function gitattributeOf(content: string, attribute: string): (path: string) => boolean | null {
  return attributeMatcher(parseGitattributes(content, attribute));
}

function attributeMatcher(rules: readonly AttributeRule[]): (path: string) => boolean | null {
  if (rules.length === 0) return () => null;
  return (path) => {
    for (let i = rules.length - 1; i >= 0; i -= 1) {
      const rule = rules[i];
      if (rule !== undefined && rule.match(path)) return rule.value;
    }
    return null;
  };
}

/** Splits a path into lower-case words: on / . _ - spaces and digits-letters, and camelCase. */
export function pathWords(path: string): string[] {
  const spaced = path.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ');
  return spaced.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

/**
 * A path up to a RuboCop-style folder of lint rules (`cop/` or `cops/`), whose files are named for
 * what they check (`lib/rubocop/cop/gemspec/require_mfa.rb`, `cop/lint/script_permission.rb`): a
 * rule that looks for missing MFA in gemspecs is not the project's authentication, so the words
 * after that folder are the rule's subject, not the file's. The path itself when it has none.
 */
function beforeLintRules(path: string): string {
  const m = /(?:^|\/)cops?\//.exec(path);
  return m === null ? path : path.slice(0, m.index);
}

function baseName(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash >= 0 ? path.slice(slash + 1) : path;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : name.startsWith('.') ? name.slice(1) : '';
}

/** Folders of test files. Not ecosystems/util's TEST_PROJECT_DIR (manifests only a test suite installs), which leaves out `testing/` (a Go package the module ships) and the helper folders, and adds `test-data/`, `fixture/`. */
const TEST_DIR_SEGMENTS = new Set(['test', 'tests', '__tests__', 'spec', 'specs', 'testing', 'e2e', '__mocks__', 'testdata', 'fixtures', '__fixtures__', 'cypress', 'playwright', '__snapshots__', 'testutil', 'testutils', 'testhelpers', 'test_helpers', 'test-helpers', 'testsupport', 'test-support', 'test-d']);

const TEST_KIND_DIR = /^(?:unit|integration|functional|acceptance|system|regression|smoke|e2e|end-to-end)[-_]?tests?$/;

/**
 * Benchmark harnesses (`benchmarking/`, `benchmarks/`, `bench/`, Cargo's `benches/`): dev-only
 * tooling contributors run, like tests (Go's benchmarks live in `_test.go` files already). Not under
 * a source tree (`src/`, `lib/`, `include/`, `pkg/`, `internal/`), where `benchmark/` is the code of
 * a benchmarking library itself.
 */
const BENCH_DIR_SEGMENTS = new Set(['bench', 'benches', 'benchmark', 'benchmarks', 'benchmarking']);
const SOURCE_TREE_SEGMENTS = new Set(['src', 'lib', 'include', 'pkg', 'internal']);

/**
 * .NET benchmark projects, which BenchmarkDotNet runs and nothing packs, wherever they sit (since
 * 2026-12-01, calib61): a project folder named for the project and a benchmark suffix
 * (`src/Acme.Benchmarks/`, `Acme.Benchmark/`, as test projects take `.Tests`), and a benchmark
 * folder inside a source tree holding .NET code or a project file (`src/Benchmarks/Program.cs`,
 * `src/Benchmarks/Benchmarks.csproj`, a .NET text library's layout). `src/Acme.Benchmarks/` was read
 * as untested library code. A benchmarking library's own `src/benchmark/runner.ts` stays source.
 */
const DOTNET_BENCH_PROJECT_FOLDER = /\.bench(?:mark(?:s|ing)?|es)?$/;
const DOTNET_CODE = /\.(?:cs|fs|vb|csproj|fsproj|vbproj)$/;

function isBenchSegment(segment: string, sourceTree: boolean, name: string): boolean {
  if (DOTNET_BENCH_PROJECT_FOLDER.test(segment)) return true;
  return BENCH_DIR_SEGMENTS.has(segment) && (!sourceTree || DOTNET_CODE.test(name));
}

/**
 * A file of a benchmark harness and of no test: a test path only because a folder on its way is a
 * benchmark folder (`benchmarks/middleware.js`, `benches/router.rs`, `bench/README.md`), not a test
 * folder or a test file's name (`benchmarks/test/setup.js`, `bench/parser.test.ts` are tests).
 */
export function isBenchmarkOnlyPath(path: string): boolean {
  if (!isTestPath(path)) return false;
  const segments = path.split('/');
  const name = segments.pop() ?? '';
  const kept = segments.filter((segment) => !BENCH_DIR_SEGMENTS.has(segment.toLowerCase()) && !DOTNET_BENCH_PROJECT_FOLDER.test(segment.toLowerCase()));
  return kept.length < segments.length && !isTestPath([...kept, name].join('/'));
}


/**
 * A prose document by its extension (`README.md`, `notes.rst`, `guide.adoc`), wherever it is. Not
 * `.txt`: in a test folder that is as often a test's expected output as a note; not `.mdx`, whose JSX runs.
 */
export function isProseDocument(path: string): boolean {
  const ext = extensionOf(baseName(path).toLowerCase());
  return ext !== 'txt' && PROSE_EXTENSIONS.has(ext);
}

/**
 * A file git keeps for its own sake, not a program's: the placeholder that keeps an empty folder in
 * the tree (`.gitkeep`, `.keep`) and a folder's `.gitignore` or `.gitattributes`. In a test folder
 * it is a test path by where it lies, yet it checks nothing.
 */
export function isGitPlaceholder(path: string): boolean {
  const name = baseName(path).toLowerCase();
  return name === '.gitkeep' || name === '.keep' || name === '.gitignore' || name === '.gitattributes';
}

/** Test-file conventions of the common ecosystems (docs/signal.md lists them). */
export function isTestPath(path: string): boolean {
  const lower = path.toLowerCase();
  const name = baseName(lower);
  const segments = lower.split('/');
  segments.pop();
  let sourceTree = false;
  for (const segment of segments) {
    if (TEST_DIR_SEGMENTS.has(segment)) return true;
    if (SOURCE_TREE_SEGMENTS.has(segment)) sourceTree = true;
    else if (isBenchSegment(segment, sourceTree, name)) return true;
    // .NET: MyProject.Tests/, MyProject.UnitTests/, MyProject.Test/, MyProject.Specs/
    if (isDotnetTestProjectFolder(segment)) return true;
    // A folder named for a kind of tests: UnitTests/, IntegrationTests/ (C#, beside the project's
    // src/ folder), unit_tests/, integration-tests/, functional_tests/.
    if (TEST_KIND_DIR.test(segment)) return true;
  }
  if (lower.includes('src/test/')) return true; // Java / Kotlin / Scala (Maven, Gradle)
  if (/\.(test|spec|e2e-spec|e2e)\.[a-z0-9]+$/.test(name)) return true; // JS/TS and friends
  // Type tests, which the type checker runs and nothing ships: tsd's `index.test-d.ts` and `test-d/`,
  // Vitest's typecheck files `*.test-d.ts`, `*.spec-d.ts` (`.tsx`, `.mts`, `.cts` too).
  if (/\.(?:test|spec)-d\.[cm]?tsx?$/.test(name)) return true;
  // Django's `startapp` writes an app's tests to `tests.py` (`authn/tests.py`, `authn/views/tests.py`).
  if (/^test_.+\.py$/.test(name) || /_test\.py$/.test(name) || name === 'conftest.py' || name === 'tests.py') return true;
  if (name.endsWith('_test.go')) return true;
  if (name.endsWith('_spec.rb') || name.endsWith('_test.rb')) return true;
  // FooTest.php, FooTests.cs, FooTest.java, FooSpec.scala: the capitalized suffix convention.
  if (/[A-Za-z0-9](Tests?|Spec|IT)\.(php|java|kt|cs|scala|swift|groovy|fs|vb)$/.test(baseName(path))) return true;
  if (name.endsWith('.snap')) return true; // Jest / Vitest snapshots
  if (name.endsWith('_test.exs') || name.endsWith('_test.dart') || name.endsWith('_spec.lua')) return true;
  // Rust: a module's tests in a file of their own (`mod tests;` beside `src/parser/tests.rs`).
  if (name === 'tests.rs' || name === 'test.rs' || name.endsWith('_tests.rs') || name.endsWith('_test.rs')) return true;
  return false;
}

/**
 * Test code written inside a source file, on an added line: Rust's `#[test]`, `#[cfg(test)]`
 * (`#[cfg(all(test, feature = "ws"))]` too) and test macros: any path ending in `::test`
 * (`#[tokio::test]`, `#[sqlx::test]`, and a crate's own re-export such as axum's `#[crate::test]`,
 * which its test modules use throughout), `#[rstest]`, `#[test_case(...)]`; Zig's `test "..." {`,
 * D's `unittest {`. A PR that adds such lines to the file it changes brings its tests with it.
 */
const INLINE_TEST = /^\s*(?:#\[(?:cfg\((?:test|(?:all|any)\(\s*test)|test|(?:[A-Za-z_]\w*::)+test|rstest|test_case|quickcheck|proptest)\b|test\s+"|unittest\s*\{)/;

export function addsInlineTests(patch: string | null): boolean {
  if (patch === null) return false;
  for (const line of patch.split('\n')) if (line.startsWith('+') && INLINE_TEST.test(line.slice(1))) return true;
  return false;
}

function isDocsPath(lowerPath: string, lowerName: string): boolean {
  const ext = extensionOf(lowerName);
  if (DOC_EXTENSIONS.has(ext)) {
    // CMakeLists.txt and meson_options.txt are build code, not documentation (requirements and constraints files are answered by the registry first).
    if (lowerName === 'cmakelists.txt' || lowerName === 'meson_options.txt') return false;
    return true;
  }
  const stem = lowerName.includes('.') ? lowerName.slice(0, lowerName.indexOf('.')) : lowerName;
  if (DOC_NAMES.has(stem) && (ext === '' || DOC_EXTENSIONS.has(ext))) return true;
  const first = lowerPath.split('/')[0] ?? '';
  if (DOC_DIRS.has(first) && (ext === '' || ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'html', 'css', 'rst', 'ipynb'].includes(ext))) return true;
  return false;
}

/**
 * Word lists and prose kept beside the repository's actions, which no runner executes: the
 * check-spelling action's configuration folder, `.github/actions/spelling/` (`allow.txt`,
 * `expect.txt`, `excludes.txt`, `patterns.txt`, `candidate.patterns`, `advice.md`), and a local
 * action's `README.md`. A word added to a spell checker's allow list is no change of what CI runs
 * (since 2026-12-01, calib61: a replay of a static-site generator rated 4 of 92 maintainer commits
 * medium as CI/CD configuration for a word added to `allow.txt` or `expect.txt`). Only under
 * `.github/actions/`: a Markdown file under `.github/workflows/` may be an agentic workflow's
 * source. Dependency lists (`requirements.txt`) are answered by the ecosystem registry first.
 */
const ACTION_DIR_TEXT_EXTENSIONS = new Set(['txt', 'md', 'markdown', 'rst', 'adoc', 'patterns', 'dic']);

function isCiPath(lowerPath: string, lowerName: string): boolean {
  if (CI_FILES.has(lowerName) && !lowerPath.includes('/')) return true;
  // Jenkins pipelines anywhere: `Jenkinsfile`, `Jenkinsfile.release`, `*.jenkinsfile`, `jenkins/*.groovy` (automation/pipelines.ts).
  if (isJenkinsPath(lowerPath)) return true;
  if (lowerPath.startsWith('.github/actions/') && ACTION_DIR_TEXT_EXTENSIONS.has(extensionOf(lowerName))) return false;
  return CI_DIRS.some((dir) => lowerPath.startsWith(dir));
}

function isManifestName(lowerName: string): boolean {
  if (MANIFESTS.has(lowerName)) return true;
  if (lowerName.endsWith('.gemspec')) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// The classifier

/**
 * The longest path matched against the generated, vendored and documentation globs (built-in,
 * configured, .gitattributes). Real paths are far shorter; 3,000 changed files of 3,600-character
 * paths took 2.4 s in the built-in globs alone.
 */
export const MAX_GLOB_PATH = 1_024;

/** Builds a classifier: compiles every glob once, then memoizes the answer for each path. */
export function createPathClassifier(options: PathClassifierOptions = {}): PathClassifier {
  const { generated: builtinGenerated, vendored: builtinVendored } = builtinMatchers();
  const configGenerated = compileGlobs(options.generated ?? []);
  const configVendored = compileGlobs(options.vendored ?? []);
  const attributes = options.gitattributes ?? '';
  const attrGenerated = attributeMatcher(attributes === '' ? [] : parseGitattributes(attributes, 'linguist-generated'));
  const attrVendored = attributeMatcher(attributes === '' ? [] : parseGitattributes(attributes, 'linguist-vendored'));
  const attrDocs = attributeMatcher(attributes === '' ? [] : parseGitattributes(attributes, 'linguist-documentation'));
  const configSensitive = (options.sensitive ?? []).map((rule) => ({
    match: compileGlobs([rule.pattern]),
    hit: { label: rule.label, weight: rule.weight } satisfies SensitiveHit,
  }));
  const memo = new Map<string, PathInfo>();
  const infrastructureProject = isInfrastructureProject(options.repository);
  const migrationToolProject = isMigrationToolProject(options.repository);

  function compute(path: string): PathInfo {
    const lowerPath = path.toLowerCase();
    const lowerName = baseName(lowerPath);
    const ext = extensionOf(lowerName);
    // .gitattributes overrides the built-in lists in both directions; configuration adds to them.
    // A path longer than MAX_GLOB_PATH is matched against none of them: it is read as neither
    // generated nor vendored (reviewed as what it is), and the globs' cost stays bounded.
    const globbed = path.length <= MAX_GLOB_PATH;
    const generatedAttr = globbed ? attrGenerated(path) : null;
    const vendoredAttr = globbed ? attrVendored(path) : null;
    const isGeneratedByPath = globbed && (configGenerated(path) || (generatedAttr ?? builtinGenerated(path)));
    const isVendored = globbed && (configVendored(path) || (vendoredAttr ?? builtinVendored(path)));
    const isBinary = isBinaryPath(path);
    const isMedia = isMediaPath(path);
    // Django's `tests.py` outside a test folder is a test unless what the PR shows of it holds no
    // test code (Jinja's `src/jinja2/tests.py`, its template tests `test_odd(value)`).
    const isTest = isTestPath(path) && !(lowerName === 'tests.py' && !isTestPath(`${lowerPath.slice(0, lowerPath.length - lowerName.length)}x.py`) && options.testByContent?.(path) === false);
    const managed = matchManagerFile(path);
    const isLockfile = LOCKFILES.has(lowerName);
    const isManifest = isManifestName(lowerName);
    const isCi = isCiPath(lowerPath, lowerName);
    // `linguist-documentation=false` counts a file in the language statistics (tldr's pages, a
    // book's chapters); on plain prose it does not make the text run, so prose stays documentation.
    const docsAttribute = globbed ? attrDocs(path) : null;
    const docsAttr = docsAttribute === false && PROSE_EXTENSIONS.has(extensionOf(lowerName)) ? null : docsAttribute;
    const isDocs = docsAttr ?? isDocsPath(lowerPath, lowerName);

    let category: PathCategory;
    if (isVendored) category = 'vendored';
    else if (isGeneratedByPath) category = 'generated';
    else if (isBinary || isMedia) category = 'binary';
    else if (managed !== null) category = CATEGORY_OF_KIND[managed.file.kind];
    else if (isLockfile) category = 'lockfile';
    else if (isManifest) category = 'dependency';
    else if (isCi) category = 'ci';
    else if (isTest) category = 'test';
    else if (isDocs) category = 'docs';
    else if (CONFIG_NAMES.has(lowerName) || CONFIG_EXTENSIONS.has(ext) || lowerName.startsWith('dockerfile') || lowerName.endsWith('.dockerfile') || (lowerName.startsWith('.') && !lowerName.slice(1).includes('.'))) category = 'config';
    else if (SOURCE_EXTENSIONS.has(ext)) category = 'source';
    else category = 'other';
    // A file the registry reads (a workflow, a manifest) or a test stays what it is whatever its header says.
    const headerGenerated = managed === null && (category === 'source' || category === 'config' || category === 'other') && options.generatedByContent?.(path) === true ? category : undefined;
    const isGenerated = isGeneratedByPath || headerGenerated !== undefined;

    const hits: SensitiveHit[] = [];
    for (const rule of configSensitive) {
      if (rule.match(path)) hits.push(rule.hit);
    }
    const configured = hits.length;
    // Built-in sensitivity is about code and configuration that runs: not docs, tests, generated or vendored files.
    const runs = category === 'source' || category === 'config' || category === 'ci' || category === 'dependency' || category === 'other';
    if (runs) {
      // The registry reads Dockerfiles beside workflows (kind ci); a reviewer knows them as infrastructure (below).
      // Agent configuration is read by the ai-agents manager beside CI files (kind ci); a reviewer knows it by its own name.
      if (category === 'ci' && isAgentConfigPath(path)) hits.push(AGENT_CONFIG_HIT);
      else if (category === 'ci' && !isDockerfileName(lowerName)) hits.push(CI_HIT);
      if (category === 'config' && isAgentInstructionPath(path)) hits.push(AGENT_INSTRUCTIONS_HIT);
      if (category === 'dependency') hits.push(MANIFEST_HIT);
      // An example, sample or benchmark project shows the library's use; its `tls/` or `auth/` is not
      // the library's, nor is its `main.tf`, Dockerfile or chart infrastructure the repository deploys.
      // So is a documentation snippet (`site/guide/_snippets/automating-token-based-publishing.yaml`,
      // `docs/snippets/auth.ts`): a sample the docs include as text, which nothing runs.
      const example = isExampleProjectPath(path) || DOC_SNIPPETS.test(path);
      for (const special of SPECIAL_SENSITIVE) {
        if (special.test(lowerPath, lowerName) && !(example && special.hit === INFRASTRUCTURE_HIT)) hits.push(special.hit);
      }
      // A dependency manifest's words are its folder's, which name the code beside it (`packages/auth/package.json`,
      // `okhttp-tls/build.gradle.kts`): what the manifest changes, dependencies, scripts and build code, is the
      // supply-chain drivers' and findings' to weigh (a replay of an HTTP client rated its maintainer's build-logic
      // move medium as cryptography for the TLS module's build script).
      const words = example || category === 'dependency' ? [] : pathWords(beforeLintRules(path));
      for (const rule of SENSITIVE_WORD_RULES) {
        // A migration tool's own repository: its package and its `migration.py` are the tool, not migrations.
        if (migrationToolProject && rule.label === MIGRATION_LABEL) continue;
        const matched = words.filter((w) => rule.words.has(w));
        if (matched.length === 0) continue;
        // Only weak words: the change itself must speak the label's language (a hint, never a verdict).
        if (matched.every((w) => rule.weak.has(w)) && !rule.repositories.test(options.repository ?? '')) {
          const text = options.changedText?.(path) ?? null;
          const narrow = rule.narrow !== undefined && matched.every((w) => rule.narrow!.words.has(w)) ? rule.narrow.corroboration : rule.corroboration;
          if (text !== null && !narrow.test(text)) continue;
        }
        hits.push({ label: rule.label, weight: rule.weight });
      }
    }
    // In an infrastructure project the built-in infrastructure hits (not the configuration's) weigh half.
    const sensitive = dedupeHits(infrastructureProject ? hits.map((h, i) => (i >= configured && h.label === INFRASTRUCTURE_HIT.label ? INFRASTRUCTURE_PROJECT_HIT : h)) : hits);
    return headerGenerated === undefined
      ? { category, isTest, isGenerated, isVendored, isBinary, isMedia, sensitive }
      : { category: 'generated', isTest, isGenerated, isVendored, isBinary, isMedia, sensitive, headerGenerated };
  }

  function info(path: string): PathInfo {
    let result = memo.get(path);
    if (result === undefined) {
      result = compute(path);
      memo.set(path, result);
    }
    return result;
  }

  return { info, classify: (path) => info(path).category };
}

function dedupeHits(hits: readonly SensitiveHit[]): SensitiveHit[] {
  const byLabel = new Map<string, SensitiveHit>();
  for (const hit of hits) {
    const existing = byLabel.get(hit.label);
    if (existing === undefined || existing.weight < hit.weight) byLabel.set(hit.label, { label: hit.label, weight: hit.weight });
  }
  return [...byLabel.values()].sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label));
}

let defaultClassifier: PathClassifier | null = null;

/** One-off classification with the built-in rules only (no configuration, no .gitattributes). */
export function classifyPath(path: string, options?: PathClassifierOptions): PathCategory {
  if (options !== undefined) return createPathClassifier(options).classify(path);
  defaultClassifier ??= createPathClassifier();
  return defaultClassifier.classify(path);
}

/**
 * The classifier for one analysis: configuration globs plus the base commit's `.gitattributes`.
 * Built once per analysis (createAnalyzerContext) and passed to every analyzer in its context.
 */
export function classifierFor(snapshot: PrSnapshot, config: RepoConfig): PathClassifier {
  const gitattributes = snapshot.baseFiles.find((f) => f.path === '.gitattributes')?.content ?? null;
  const patches = new Map<string, string | null>();
  for (const file of snapshot.files) patches.set(file.path, file.patch);
  const headerGenerated = generatedByHeader(snapshot);
  return createPathClassifier({
    generatedByContent: (path) => headerGenerated.has(path),
    testByContent: (path) => {
      const patch = patches.get(path);
      return patch === undefined || patch === null ? null : showsTestCode(patch);
    },
    generated: config.generated_paths,
    vendored: config.vendored_paths,
    gitattributes,
    sensitive: config.sensitive_paths,
    repository: `${snapshot.owner}/${snapshot.repo}`,
    changedText: (path) => {
      const patch = patches.get(path);
      return patch === undefined || patch === null ? null : changedTextOf(patch);
    },
  });
}

/**
 * A line of a license header: Apache's `governing permissions and` (its line breaks there),
 * MIT's `Permission is hereby granted`, BSD's `Redistribution and use … are permitted`, the GPL's
 * notices, an SPDX tag. Boilerplate at the top of a new file, whose words (`permissions`, `granted`)
 * say nothing of what the file does.
 */
const LICENSE_LINE = /\b(?:Licensed under the|WITHOUT WARRANTIES|governing permissions|limitations under the License|you may not use this file|Permission is hereby granted|this permission notice|Redistribution and use in source|are permitted provided|GNU (?:Lesser |Affero )?General Public License|SPDX-License-Identifier)/i;

/** The added and removed lines of a patch (markers dropped, license header lines left out), at most the first 64 KB of it. */
function changedTextOf(patch: string): string {
  return patch
    .slice(0, 65_536)
    .split('\n')
    .filter((line) => (line.startsWith('+') || line.startsWith('-')) && !LICENSE_LINE.test(line))
    .map((line) => line.slice(1))
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// What a file's content says about it

/** How many of a file's first lines are read for a generated-file header, and how much of each. */
const HEADER_LINES = 15;
const HEADER_LINE_CHARS = 300;

/**
 * Lines that say a tool wrote the file: Go's `// Code generated by sqlc. DO NOT EDIT.` (protoc-gen-go,
 * stringer, mockgen, controller-gen write it so), `@generated` (Rust's Cargo, Meta's tools, Relay),
 * protoc's and gRPC's `Generated by the protocol buffer compiler.`, a line that starts `Autogenerated`,
 * `Auto-generated`, `Automatically generated`, `Generated by`/`from`/`with`, `This file was
 * (automatically) generated`, `This class is auto generated` (swagger-codegen), and "generated" beside
 * "do not edit" (fastify's `// This file is autogenerated by build/build-error-serializer.js, do not edit`).
 */
const GENERATED_MARKS: readonly RegExp[] = [
  /\bCode generated\b.{1,200}\bDO NOT EDIT\b/,
  /@generated\b(?!-)/,
  /^[\s#/*;!%'"<>{}-]{0,12}(?:auto[- ]?generated|automatically generated|machine[- ]generated)\b/i,
  /^[\s#/*;!%'"<>{}-]{0,12}(?:this (?:file|code|module|class|script) (?:is|was|has been) )?generated (?:by|from|with|using)\b/i,
  /\bthis (?:file|code|module|class|script|source file) (?:is|was|has been) (?:auto[- ]?|automatically |machine[- ])?generated\b/i,
  /\b(?:auto[- ]?)?generated\b.{1,120}\b(?:do not|don't|never) (?:edit|modify)\b/i,
  /\b(?:do not|don't) (?:edit|modify)\b.{1,120}\b(?:auto[- ]?)?generated\b/i,
];

/**
 * A comment or docstring line (`//`, `/*`, ` *`, `#`, `--`, `;`, `%`, `<!--`, `{-`, `(*`, `"""`, `'''`):
 * where a header is written. Not code: the generator script's own template of the header
 * (fastify's build/build-validation.js holds ``const moduleCode = `// This file is autogenerated…``).
 */
const COMMENT_LINE = /^\s{0,12}(?:\/\/|\/\*|[*#;%]|--|<!--|\{-|\(\*|"""|''')/;
/**
 * Django's `# Generated by Django 5.1 on 2025-01-10 16:01`: a migration `makemigrations` starts and
 * people edit (data migrations' RunPython code keeps that header), reviewed as code.
 */
const DJANGO_MIGRATION = /\bGenerated by Django\b/;

/** Whether the first lines of a file carry a generated-file header (GENERATED_MARKS on a comment line). */
export function hasGeneratedHeader(lines: readonly string[]): boolean {
  return lines.some((line) => COMMENT_LINE.test(line) && !DJANGO_MIGRATION.test(line) && GENERATED_MARKS.some((mark) => mark.test(line)));
}

/** The first lines of a text, at most HEADER_LINES of HEADER_LINE_CHARS each. */
function firstLines(text: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (out.length < HEADER_LINES && at < text.length) {
    const end = text.indexOf('\n', at);
    const stop = end < 0 ? text.length : end;
    out.push(text.slice(at, Math.min(stop, at + HEADER_LINE_CHARS)));
    at = stop + 1;
  }
  return out;
}

/**
 * The first lines of one side of a file as its patch shows them: only when the patch's first hunk
 * starts at that side's line 1 (a header further from the change is out of the diff), else null.
 */
export function patchHeader(patch: string, side: 'base' | 'head'): string[] | null {
  const hunk = /^@@ -(\d{1,10})(?:,\d{1,10})? \+(\d{1,10})(?:,\d{1,10})? @@/.exec(patch.slice(0, 120));
  if (hunk === null || (side === 'base' ? hunk[1] : hunk[2]) !== '1') return null;
  const other = side === 'base' ? '+' : '-';
  const out: string[] = [];
  let at = patch.indexOf('\n') + 1;
  // Each pass reads one line of the hunk; the other side's lines are skipped, at most 3 x HEADER_LINES lines are read.
  for (let read = 0; at > 0 && at < patch.length && out.length < HEADER_LINES && read < 3 * HEADER_LINES; read += 1) {
    const end = patch.indexOf('\n', at);
    const stop = end < 0 ? patch.length : end;
    const marker = patch[at];
    if (marker === '@') break;
    if (marker !== other && marker !== '\\') out.push(patch.slice(at + 1, Math.min(stop, at + 1 + HEADER_LINE_CHARS)));
    at = stop + 1;
  }
  return out;
}

/** Authors GitHub knows nothing of in the repository: a new file's header is all there is to go on, and they wrote it. */
const NEWCOMER_ASSOCIATIONS: ReadonlySet<string> = new Set(['FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'NONE']);

/**
 * The changed files a generated-file header marks, read from what the analysis already has (the
 * patch when its first hunk starts at line 1, contents the supply-chain readers fetched, base files);
 * never a request of its own. A file counts when:
 * - it exists at the base (modified, renamed, removed): its base version carries the header and,
 *   when the head is shown, its head still does. A header the PR adds to a file that had none, or
 *   removes (the file becomes hand-written), leaves the file what its path says: a PR cannot make
 *   its own logic changes disappear from size, tests and focus by writing "DO NOT EDIT" on them;
 * - it is new: its head carries the header, unless the author is new to the repository (GitHub's
 *   FIRST_TIME_CONTRIBUTOR, FIRST_TIMER, NONE), who would be vouching for their own code.
 * Either way the code scanner still reads the file as code (PathInfo.headerGenerated).
 */
export function generatedByHeader(snapshot: PrSnapshot): Set<string> {
  const out = new Set<string>();
  const newcomer = NEWCOMER_ASSOCIATIONS.has(snapshot.authorAssociation);
  const contents = new Map(snapshot.contents.map((c) => [c.path, c]));
  const baseFiles = new Map(snapshot.baseFiles.map((f) => [f.path, f.content]));
  for (const file of snapshot.files) {
    const content = contents.get(file.path);
    const headOf = (): string[] | null => (content?.head != null ? firstLines(content.head) : file.patch === null ? null : patchHeader(file.patch, 'head'));
    if (file.status === 'added') {
      const head = newcomer ? null : headOf();
      if (head !== null && hasGeneratedHeader(head)) out.add(file.path);
      continue;
    }
    const baseText = content?.base ?? baseFiles.get(file.previousPath ?? file.path) ?? null;
    const base = baseText !== null ? firstLines(baseText) : file.patch === null ? null : patchHeader(file.patch, 'base');
    if (base === null || !hasGeneratedHeader(base)) continue;
    if (file.status === 'removed') {
      out.add(file.path);
      continue;
    }
    const head = headOf();
    if (head === null || hasGeneratedHeader(head)) out.add(file.path);
  }
  return out;
}

/**
 * Test code in a Python file's patch: a test framework imported (pytest, unittest, django.test, DRF's
 * test client), a `TestCase` (`APITestCase` too) or a class named `…Test(s)`, an `assert` statement,
 * `self.assert…(`, `self.client.`, a pytest decorator, a test method (`def test_x(self`) or a test
 * without fixtures (`def test_x()`). Not a bare `def test_x(value)`: Jinja's template tests
 * (`test_odd(value)`) are named so.
 */
const PYTHON_TEST_CODE = /^\s{0,40}(?:import\s{1,3}(?:pytest|unittest)\b|from\s{1,3}(?:pytest|unittest|django\.test|rest_framework\.test)\b|assert\b|@pytest\.|class\s{1,3}\w{0,80}Tests?\b|(?:async\s{1,3})?def\s{1,3}test\w{0,100}\(\s{0,3}(?:self\b|\)))|TestCase\b|\bself\.assert[A-Z]\w{0,60}\(|\bself\.client\./;

/**
 * Whether a Python file's patch shows test code (PYTHON_TEST_CODE) on any line, either side and
 * context included, or in a hunk's heading (the enclosing `class QuestionTests(TestCase):` git names
 * after `@@`); its first 64 KB.
 */
export function showsTestCode(patch: string): boolean {
  for (const line of patch.slice(0, 65_536).split('\n')) {
    const text = line.startsWith('@@') ? line.slice(line.indexOf('@@', 2) + 2) : line.slice(1);
    if (PYTHON_TEST_CODE.test(text.slice(0, HEADER_LINE_CHARS))) return true;
  }
  return false;
}
