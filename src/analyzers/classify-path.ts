import picomatch from 'picomatch';
import { isBinaryPath, isMediaPath } from '../ecosystems/binary/index.js';
import type { RepoConfig } from '../repo-config/schema.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';

/**
 * Shared path classification: every analyzer that asks "what kind of file is this?" or "is this
 * path security-sensitive?" asks here, so focus, evidence, triage, risk and review agree.
 *
 * docs/signal.md ("Path classification") lists the rules. Globs are compiled once per classifier;
 * each path's answer is memoized, so a 3,000-file PR costs one pass.
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
];

const DEFAULT_VENDORED = ['**/vendor/**', '**/third_party/**', '**/third-party/**', '**/node_modules/**', '**/bower_components/**'];

const LOCKFILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  'deno.lock',
  'cargo.lock',
  'gemfile.lock',
  'composer.lock',
  'poetry.lock',
  'pipfile.lock',
  'uv.lock',
  'pdm.lock',
  'go.sum',
  'gradle.lockfile',
  'packages.lock.json',
  'podfile.lock',
  'mix.lock',
  'pubspec.lock',
  'flake.lock',
  'package.resolved',
  'conda-lock.yml',
]);

const MANIFESTS = new Set([
  'package.json',
  'pipfile',
  'pyproject.toml',
  'setup.py',
  'setup.cfg',
  'go.mod',
  'cargo.toml',
  'gemfile',
  'composer.json',
  'pom.xml',
  'build.gradle',
  'build.gradle.kts',
  'settings.gradle',
  'settings.gradle.kts',
  'packages.config',
  'directory.packages.props',
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

const DOC_EXTENSIONS = new Set(['md', 'mdx', 'markdown', 'rst', 'adoc', 'asciidoc', 'txt', 'rdoc', 'org', 'tex']);
const DOC_NAMES = new Set(['license', 'licence', 'copying', 'notice', 'authors', 'contributors', 'changelog', 'changes', 'history', 'readme']);
const DOC_DIRS = new Set(['docs', 'doc', 'documentation', 'man']);

const SOURCE_EXTENSIONS = new Set([
  'ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'vue', 'svelte', 'astro',
  'py', 'pyi', 'pyx', 'go', 'rs', 'java', 'kt', 'kts', 'scala', 'groovy', 'clj', 'cljs',
  'rb', 'erb', 'rake', 'php', 'cs', 'fs', 'vb', 'c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'hxx',
  'm', 'mm', 'swift', 'dart', 'ex', 'exs', 'erl', 'hrl', 'hs', 'lua', 'pl', 'pm', 'r', 'jl',
  'sh', 'bash', 'zsh', 'fish', 'ps1', 'psm1', 'bat', 'cmd', 'sql', 'html', 'htm', 'css', 'scss',
  'sass', 'less', 'elm', 'ml', 'mli', 'zig', 'nim', 'cr', 'sol', 'proto', 'graphql', 'gql',
  'tf', 'hcl', 'nix', 'cshtml', 'razor', 'jsp', 'twig', 'liquid', 'hbs', 'ejs', 'pug',
]);

const CONFIG_EXTENSIONS = new Set(['json', 'jsonc', 'json5', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf', 'properties', 'xml', 'plist', 'env', 'editorconfig', 'tfvars', 'props', 'targets', 'csproj', 'fsproj', 'vbproj', 'sln', 'gradle', 'cmake', 'mk', 'bazel', 'bzl']);
const CONFIG_NAMES = new Set(['dockerfile', 'containerfile', 'makefile', 'gnumakefile', 'rakefile', 'procfile', 'vagrantfile', 'brewfile', 'justfile', 'cmakelists.txt', 'build', 'workspace', 'build.bazel', 'workspace.bazel', 'codeowners', 'tiltfile']);

// Security-sensitive words, matched against the words of a path (split on / . _ - and camelCase).
interface SensitiveRule extends SensitiveHit {
  readonly words: ReadonlySet<string>;
}

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
  },
  {
    label: 'access control',
    weight: 0.8,
    words: new Set([
      'authz', 'authorization', 'authorize', 'authorizer', 'permission', 'permissions', 'acl', 'acls',
      'rbac', 'abac', 'policy', 'policies', 'privilege', 'privileges', 'sudo', 'admin',
    ]),
  },
  {
    label: 'cryptography / secrets',
    weight: 0.8,
    words: new Set([
      'crypto', 'cryptography', 'encrypt', 'encryption', 'decrypt', 'decryption', 'cipher', 'hmac', 'kms',
      'secret', 'secrets', 'keystore', 'keychain', 'vault', 'cert', 'certs', 'certificate', 'certificates',
      'tls', 'ssl', 'signing',
    ]),
  },
  {
    label: 'payments / billing',
    weight: 0.7,
    words: new Set(['payment', 'payments', 'billing', 'invoice', 'invoices', 'checkout', 'stripe', 'paypal', 'braintree', 'subscription', 'subscriptions', 'wallet', 'refund', 'refunds']),
  },
  {
    label: 'database migration',
    weight: 0.6,
    words: new Set(['migration', 'migrations', 'migrate', 'alembic', 'flyway', 'liquibase']),
  },
  {
    label: 'infrastructure',
    weight: 0.6,
    words: new Set(['terraform', 'k8s', 'kubernetes', 'helm', 'kustomization', 'kustomize', 'ansible', 'cloudformation', 'pulumi', 'dockerfile', 'containerfile', 'iam']),
  },
];

const SPECIAL_SENSITIVE: readonly { readonly test: (lowerPath: string, lowerName: string) => boolean; readonly hit: SensitiveHit }[] = [
  { test: (p) => p === '.github/svc.yml' || p === '.github/svc.yaml', hit: { label: 'svc review configuration', weight: 0.8 } },
  { test: (_p, n) => n === 'codeowners', hit: { label: 'code ownership rules (CODEOWNERS)', weight: 0.8 } },
  { test: (_p, n) => n === '.npmrc' || n === '.yarnrc' || n === '.yarnrc.yml' || n === 'pip.conf' || n === '.pypirc' || n === 'nuget.config', hit: { label: 'package registry configuration', weight: 0.6 } },
  { test: (p, n) => n.endsWith('.tf') || n.endsWith('.tfvars') || n.startsWith('dockerfile') || n.endsWith('.dockerfile') || n.startsWith('docker-compose') || n.startsWith('compose.y') || p.startsWith('charts/') || p.includes('/charts/'), hit: { label: 'infrastructure', weight: 0.6 } },
];

const CI_HIT: SensitiveHit = { label: 'CI/CD configuration', weight: 0.7 };
const MANIFEST_HIT: SensitiveHit = { label: 'dependency manifest', weight: 0.5 };

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
  builtins ??= { generated: compileGlobs(DEFAULT_GENERATED), vendored: compileGlobs(DEFAULT_VENDORED) };
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
    const glob = normalizeGlob(pattern);
    // A directory pattern also covers what is inside it (linguist reads it that way).
    const globs = glob.endsWith('/**') ? [glob] : [glob, `${glob}/**`];
    rules.push({ match: picomatch(globs, { dot: true }), value });
  }
  return rules;
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
  const spaced = path.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return spaced.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

function baseName(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash >= 0 ? path.slice(slash + 1) : path;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : name.startsWith('.') ? name.slice(1) : '';
}

const TEST_DIR_SEGMENTS = new Set(['test', 'tests', '__tests__', 'spec', 'specs', 'testing', 'e2e', '__mocks__', 'testdata', 'fixtures', '__fixtures__', 'cypress', 'playwright', '__snapshots__']);

/** Test-file conventions of the common ecosystems (docs/signal.md lists them). */
export function isTestPath(path: string): boolean {
  const lower = path.toLowerCase();
  const name = baseName(lower);
  const segments = lower.split('/');
  segments.pop();
  for (const segment of segments) {
    if (TEST_DIR_SEGMENTS.has(segment)) return true;
    // C#: MyProject.Tests/, MyProject.UnitTests/, MyProject.Test/
    if (/\.(unit|integration)?tests?$/.test(segment)) return true;
  }
  if (lower.includes('src/test/')) return true; // Java / Kotlin / Scala (Maven, Gradle)
  if (/\.(test|spec|e2e-spec|e2e)\.[a-z0-9]+$/.test(name)) return true; // JS/TS and friends
  if (/^test_.+\.py$/.test(name) || /_test\.py$/.test(name) || name === 'conftest.py') return true;
  if (name.endsWith('_test.go')) return true;
  if (name.endsWith('_spec.rb') || name.endsWith('_test.rb')) return true;
  // FooTest.php, FooTests.cs, FooTest.java, FooSpec.scala: the capitalized suffix convention.
  if (/[A-Za-z0-9](Tests?|Spec|IT)\.(php|java|kt|cs|scala|swift|groovy|fs|vb)$/.test(baseName(path))) return true;
  if (name.endsWith('.snap')) return true; // Jest / Vitest snapshots
  if (name.endsWith('_test.exs') || name.endsWith('_test.dart') || name.endsWith('_spec.lua')) return true;
  return false;
}

function isDocsPath(lowerPath: string, lowerName: string): boolean {
  const ext = extensionOf(lowerName);
  if (DOC_EXTENSIONS.has(ext)) {
    // requirements.txt, CMakeLists.txt and friends are not documentation.
    if (ext === 'txt' && (lowerName.startsWith('requirements') || lowerName.startsWith('constraints') || lowerName === 'cmakelists.txt' || lowerName.endsWith('-requirements.txt'))) return false;
    return true;
  }
  const stem = lowerName.includes('.') ? lowerName.slice(0, lowerName.indexOf('.')) : lowerName;
  if (DOC_NAMES.has(stem) && (ext === '' || DOC_EXTENSIONS.has(ext))) return true;
  const first = lowerPath.split('/')[0] ?? '';
  if (DOC_DIRS.has(first) && (ext === '' || ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'html', 'css', 'rst', 'ipynb'].includes(ext))) return true;
  return false;
}

function isCiPath(lowerPath: string, lowerName: string): boolean {
  if (CI_FILES.has(lowerName) && !lowerPath.includes('/')) return true;
  if (lowerName === 'jenkinsfile') return true;
  return CI_DIRS.some((dir) => lowerPath.startsWith(dir));
}

function isManifestName(lowerName: string, lowerPath: string): boolean {
  if (MANIFESTS.has(lowerName)) return true;
  if (/^requirements.*\.(txt|in)$/.test(lowerName) || /-requirements\.txt$/.test(lowerName) || /^constraints.*\.txt$/.test(lowerName)) return true;
  if (lowerPath.includes('requirements/') && lowerName.endsWith('.txt')) return true;
  if (lowerName.endsWith('.gemspec') || lowerName.endsWith('.csproj') || lowerName.endsWith('.fsproj') || lowerName.endsWith('.vbproj')) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// The classifier

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

  function compute(path: string): PathInfo {
    const lowerPath = path.toLowerCase();
    const lowerName = baseName(lowerPath);
    const ext = extensionOf(lowerName);
    // .gitattributes overrides the built-in lists in both directions; configuration adds to them.
    const generatedAttr = attrGenerated(path);
    const vendoredAttr = attrVendored(path);
    const isGenerated = configGenerated(path) || (generatedAttr ?? builtinGenerated(path));
    const isVendored = configVendored(path) || (vendoredAttr ?? builtinVendored(path));
    const isBinary = isBinaryPath(path);
    const isMedia = isMediaPath(path);
    const isTest = isTestPath(path);
    const isLockfile = LOCKFILES.has(lowerName);
    const isManifest = isManifestName(lowerName, lowerPath);
    const isCi = isCiPath(lowerPath, lowerName);
    const docsAttr = attrDocs(path);
    const isDocs = docsAttr ?? isDocsPath(lowerPath, lowerName);

    let category: PathCategory;
    if (isVendored) category = 'vendored';
    else if (isGenerated) category = 'generated';
    else if (isBinary || isMedia) category = 'binary';
    else if (isLockfile) category = 'lockfile';
    else if (isManifest) category = 'dependency';
    else if (isCi) category = 'ci';
    else if (isTest) category = 'test';
    else if (isDocs) category = 'docs';
    else if (CONFIG_NAMES.has(lowerName) || CONFIG_EXTENSIONS.has(ext) || lowerName.startsWith('dockerfile') || lowerName.endsWith('.dockerfile') || (lowerName.startsWith('.') && !lowerName.slice(1).includes('.'))) category = 'config';
    else if (SOURCE_EXTENSIONS.has(ext)) category = 'source';
    else category = 'other';

    const hits: SensitiveHit[] = [];
    for (const rule of configSensitive) {
      if (rule.match(path)) hits.push(rule.hit);
    }
    // Built-in sensitivity is about code and configuration that runs: not docs, tests, generated or vendored files.
    const runs = category === 'source' || category === 'config' || category === 'ci' || category === 'dependency' || category === 'other';
    if (runs) {
      if (category === 'ci') hits.push(CI_HIT);
      if (category === 'dependency') hits.push(MANIFEST_HIT);
      for (const special of SPECIAL_SENSITIVE) {
        if (special.test(lowerPath, lowerName)) hits.push(special.hit);
      }
      const words = pathWords(path);
      for (const rule of SENSITIVE_WORD_RULES) {
        if (words.some((w) => rule.words.has(w))) hits.push(rule);
      }
    }
    const sensitive = dedupeHits(hits);
    return { category, isTest, isGenerated, isVendored, isBinary, isMedia, sensitive };
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

const optionCache = new WeakMap<PathClassifierOptions, PathClassifier>();
const NO_OPTIONS: PathClassifierOptions = Object.freeze({});

/** One-off classification. Reuses the compiled classifier when called again with the same options object. */
export function classifyPath(path: string, options: PathClassifierOptions = NO_OPTIONS): PathCategory {
  let classifier = optionCache.get(options);
  if (classifier === undefined) {
    classifier = createPathClassifier(options);
    optionCache.set(options, classifier);
  }
  return classifier.classify(path);
}

const snapshotCache = new WeakMap<PrSnapshot, WeakMap<RepoConfig, PathClassifier>>();

/**
 * The classifier for one analysis: configuration globs plus the base commit's `.gitattributes`.
 * Cached per (snapshot, config), so every analyzer of one run shares the compiled globs and memo.
 */
export function classifierFor(snapshot: PrSnapshot, config: RepoConfig): PathClassifier {
  let byConfig = snapshotCache.get(snapshot);
  if (byConfig === undefined) {
    byConfig = new WeakMap();
    snapshotCache.set(snapshot, byConfig);
  }
  let classifier = byConfig.get(config);
  if (classifier === undefined) {
    const gitattributes = snapshot.baseFiles.find((f) => f.path === '.gitattributes')?.content ?? null;
    classifier = createPathClassifier({
      generated: config.generated_paths,
      vendored: config.vendored_paths,
      gitattributes,
      sensitive: config.sensitive_paths,
    });
    byConfig.set(config, classifier);
  }
  return classifier;
}
