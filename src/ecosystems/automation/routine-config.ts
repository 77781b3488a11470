import { parseYamlLimited } from '../../limited-parse.js';
import { isRecord } from '../util.js';
import { parseJson5, parseJsonc } from './jsonc.js';
import { sameRepositoryKey } from './git-hooks.js';

/**
 * Routine edits of update-bot configuration: only schedules, labels, reviewers, commit-message
 * settings, PR limits, groups, ignore lists and Dependabot's `exclude-paths` change (what is updated
 * when, and who is asked), not
 * what the bot may run, merge or reach.
 */
const FREE_KEYS = new Set([
  'schedule', 'interval', 'day', 'time', 'timezone', 'labels', 'reviewers', 'assignees', 'commit-message', 'open-pull-requests-limit',
  'groups', 'ignore', 'milestone', 'rebase-strategy', 'cooldown', 'target-branch', 'versioning-strategy', 'allow', 'exclude-paths',
  'prConcurrentLimit', 'prHourlyLimit', 'labels', 'addLabels', 'reviewersFromCodeOwners', 'assigneesFromCodeOwners', 'commitMessagePrefix',
  'semanticCommits', 'groupName', 'extends', 'timezone', 'dependencyDashboard', 'rangeStrategy', 'minimumReleaseAge', 'ignoreDeps', 'ignorePaths', 'description',
]);

const MAX_NODES = 10_000;

function same(a: unknown, b: unknown, budget: { n: number }): boolean {
  budget.n += 1;
  if (budget.n > MAX_NODES) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i], budget));
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (FREE_KEYS.has(key)) continue;
      if (!(key in a) || !(key in b) || !same(a[key], b[key], budget)) return false;
    }
    return true;
  }
  return a === b;
}

/**
 * Renovate's configuration (JSON, JSON with comments, or JSON5: identifier keys, single quotes) read
 * as such first, then Dependabot's YAML. YAML first read a `// comment` line of a JSON5 file into the
 * next key (`"// Pin everything labels"`), so that no edit of a commented renovate.json5 was routine.
 */
function read(text: string): unknown {
  const json = parseJsonc(text) ?? parseJson5(text);
  if (json !== undefined) return json;
  const parsed = parseYamlLimited(text, { maxAliasCount: 100 });
  return parsed.ok ? parsed.value : undefined;
}

export function isRoutineBotConfigChange(base: string, head: string): boolean {
  const a = read(base);
  const b = read(head);
  if (!isRecord(a) || !isRecord(b)) return false;
  if (Array.isArray(a.updates) && Array.isArray(b.updates)) return isRoutineDependabotChange(a, b, a.updates, b.updates);
  return same(a, b, { n: 0 });
}

function updateKey(update: unknown): string {
  return isRecord(update) ? `${String(update['package-ecosystem'])}:${JSON.stringify(update.directory ?? update.directories ?? null)}` : '';
}

/**
 * Dependabot: besides the free keys, adding or removing an `updates` entry is routine (it changes
 * what gets update PRs, not what the bot may run or reach), unless the new entry allows external
 * code execution or is handed registries' credentials.
 */
function isRoutineDependabotChange(a: Record<string, unknown>, b: Record<string, unknown>, ua: readonly unknown[], ub: readonly unknown[]): boolean {
  const budget = { n: 0 };
  if (!same({ ...a, updates: null }, { ...b, updates: null }, budget)) return false;
  const before = new Map(ua.map((u) => [updateKey(u), u]));
  return ub.every((update) => {
    const old = before.get(updateKey(update));
    if (old !== undefined) return same(old, update, budget);
    return isRecord(update) && update['insecure-external-code-execution'] === undefined && update.registries === undefined;
  });
}

/** pre-commit settings that do not change which code runs (top level, and per hook). */
const PRE_COMMIT_FREE = new Set(['ci', 'exclude', 'files', 'fail_fast', 'default_stages', 'default_install_hook_types', 'minimum_pre_commit_version', 'default_language_version']);
const PRE_COMMIT_HOOK_FREE = new Set(['args', 'exclude', 'files', 'types', 'types_or', 'exclude_types', 'stages', 'name', 'alias', 'verbose', 'pass_filenames', 'require_serial', 'always_run', 'log_file', 'description']);

/**
 * A hook of the base with only free settings changed; its `additional_dependencies` may lose entries
 * (a package the hook's environment no longer installs: `tomli` dropped once the tool reads TOML
 * itself) but gain none, nor change a version: each head entry is one the base listed.
 */
function sameHook(old: unknown, hook: unknown, budget: { n: number }): boolean {
  if (!isRecord(old) || !isRecord(hook)) return sameExcept(old, hook, PRE_COMMIT_HOOK_FREE, budget);
  const before = old.additional_dependencies ?? [];
  const after = hook.additional_dependencies ?? [];
  if (!Array.isArray(before) || !Array.isArray(after)) return sameExcept(old, hook, PRE_COMMIT_HOOK_FREE, budget);
  const listed = new Set(before.filter((d) => typeof d === 'string'));
  if (!after.every((d) => typeof d === 'string' && listed.has(d))) return false;
  return sameExcept({ ...old, additional_dependencies: null }, { ...hook, additional_dependencies: null }, PRE_COMMIT_HOOK_FREE, budget);
}

function sameExcept(a: unknown, b: unknown, free: ReadonlySet<string>, budget: { n: number }): boolean {
  if (!isRecord(a) || !isRecord(b)) return same(a, b, budget);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (free.has(key)) continue;
    if (!(key in a) || !(key in b) || !same(a[key], b[key], budget)) return false;
  }
  return true;
}

/**
 * A `.pre-commit-config.yaml` edit is routine when the same remote repositories stay in the same
 * order with the same hooks and only their `rev` moves (what `pre-commit autoupdate` and the
 * pre-commit.ci bot do), or when only filters and arguments change, or when hooks that the same
 * repositories publish are added, renamed or removed by `id` alone (sameHooksBesidesPublished), or
 * when a hook's `additional_dependencies` only lose entries (sameHook). A repository URL that
 * changes, a new repository, a hook's `entry` or `language`, an `additional_dependencies` entry
 * added or changed, a local hook are not routine; a GitHub URL respelled in case or with `.git` is
 * the same repository (calib50: `pycqa/isort` written `PyCQA/isort`).
 */
export function isRoutinePreCommitChange(base: string, head: string): boolean {
  const a = read(base);
  const b = read(head);
  if (!isRecord(a) || !isRecord(b)) return false;
  const budget = { n: 0 };
  if (!sameExcept({ ...a, repos: null }, { ...b, repos: null }, PRE_COMMIT_FREE, budget)) return false;
  const ra = Array.isArray(a.repos) ? a.repos : [];
  const rb = Array.isArray(b.repos) ? b.repos : [];
  if (ra.length !== rb.length) return false;
  return ra.every((repoA, i) => {
    const repoB = rb[i];
    // The same repository: a GitHub URL in another case, or with `.git` or a slash, is one (sameRepositoryKey).
    if (!isRecord(repoA) || !isRecord(repoB) || typeof repoA.repo !== 'string' || typeof repoB.repo !== 'string' || sameRepositoryKey(repoA.repo) !== sameRepositoryKey(repoB.repo)) return false;
    if (!sameExcept({ ...repoA, hooks: null, repo: null }, { ...repoB, hooks: null, repo: null }, new Set(['rev']), budget)) return false;
    const ha = Array.isArray(repoA.hooks) ? repoA.hooks : [];
    const hb = Array.isArray(repoB.hooks) ? repoB.hooks : [];
    if (ha.length === hb.length && ha.every((hook, j) => sameHook(hook, hb[j], budget))) return true;
    return sameHooksBesidesPublished(ha, hb, budget);
  });
}

/**
 * The hooks of one remote repository, matched by `id`: every head hook is a base hook with only
 * free settings changed, or one the repository publishes, named by its `id` with nothing but free
 * settings (`check-toml` added from pre-commit-hooks, `ruff` renamed `ruff-check`): it runs that
 * repository's own code, which the config already runs. A hook removed runs nothing. A hook given
 * an `entry`, a `language` or `additional_dependencies` is not free, nor is a hook without an id.
 */
function sameHooksBesidesPublished(ha: readonly unknown[], hb: readonly unknown[], budget: { n: number }): boolean {
  const before = new Map<string, unknown>();
  for (const hook of ha) if (isRecord(hook) && typeof hook.id === 'string') before.set(hook.id, hook);
  return hb.every((hook) => {
    if (!isRecord(hook) || typeof hook.id !== 'string') return false;
    const old = before.get(hook.id);
    if (old !== undefined) return sameHook(old, hook, budget);
    return Object.keys(hook).every((key) => key === 'id' || PRE_COMMIT_HOOK_FREE.has(key));
  });
}

/** `ghcr.io/devcontainers/features/node:1` → `ghcr.io/devcontainers/features/node` (a feature without its version). */
function featureName(ref: string): string {
  return ref.replace(/(?::[\w.-]+|@sha256:[0-9a-f]{64})$/i, '');
}

/** An image reference without its tag or digest. */
function imageName(ref: unknown): unknown {
  return typeof ref === 'string' ? ref.replace(/@sha256:[0-9a-f]{64}$/i, '').replace(/:[\w.-]+$/, '') : ref;
}

const DEVCONTAINER_FREE = new Set(['name', 'customizations', 'forwardPorts', 'portsAttributes', 'otherPortsAttributes', 'hostRequirements', 'shutdownAction', 'waitFor', 'remoteUser', 'containerUser', 'updateRemoteUserUID', 'overrideFeatureInstallOrder']);

/**
 * A dev container edit is routine when only names, editor customizations (extensions, settings),
 * ports, the image's tag or digest, and the versions or options of the same features change. Any
 * lifecycle command, a new feature, another image, mounts, run arguments or the build are not.
 */
export function isRoutineDevcontainerChange(base: string, head: string): boolean {
  const a = parseJsonc(base);
  const b = parseJsonc(head);
  if (!isRecord(a) || !isRecord(b)) return false;
  const budget = { n: 0 };
  const strip = (doc: Record<string, unknown>): Record<string, unknown> => ({ ...doc, image: imageName(doc.image), features: null });
  if (!sameExcept(strip(a), strip(b), DEVCONTAINER_FREE, budget)) return false;
  const fa = isRecord(a.features) ? Object.keys(a.features).map(featureName).sort() : [];
  const fb = isRecord(b.features) ? Object.keys(b.features).map(featureName).sort() : [];
  return fa.length === fb.length && fa.every((name, i) => name === fb[i]);
}

/**
 * Travis CI keys that choose a language or tool version, or the hosted image a job runs on
 * (`rvm: [3.2, jruby-9.4.5.0]`, `node_js`, `jdk`, `dist: jammy`, `osx_image`), and keys that name
 * or order jobs: which interpreters the same scripts run on, not what runs.
 */
const TRAVIS_VERSION_KEYS = new Set([
  'rvm', 'ruby', 'jdk', 'node_js', 'python', 'php', 'go', 'perl', 'scala', 'dart', 'rust', 'elixir', 'otp_release', 'julia', 'r', 'crystal',
  'ghc', 'haxe', 'mono', 'dotnet', 'xcode_sdk', 'osx_image', 'dist', 'os', 'arch', 'name', 'fast_finish', 'sudo', 'stage',
]);
/** The lists of jobs a Travis matrix adds, drops or lets fail. */
const TRAVIS_JOB_LISTS = new Set(['include', 'exclude', 'allow_failures']);

function scalars(value: unknown): boolean {
  const scalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  return scalar(value) || (Array.isArray(value) && value.every(scalar));
}

/** A matrix entry that only picks versions (`- rvm: jruby-9.2.9.0`, `- python: "3.12"\n  dist: jammy`). */
function versionOnlyJob(job: unknown): boolean {
  return isRecord(job) && Object.entries(job).every(([key, value]) => TRAVIS_VERSION_KEYS.has(key) && scalars(value));
}

/**
 * Whether every difference between a and b is routine. `jobLevel`: a and b are the values of the
 * file's top level, of its `matrix` or `jobs`, or of a job entry, where the version keys choose
 * versions; elsewhere (`addons`, `deploy`, `env`) the same names mean something else.
 */
function travisRoutine(a: unknown, b: unknown, key: string, jobLevel: boolean, budget: { n: number }): boolean {
  budget.n += 1;
  if (budget.n > MAX_NODES) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    // A matrix's jobs: version-only entries come and go freely; the others stay, in order.
    const jobs = jobLevel && TRAVIS_JOB_LISTS.has(key);
    const x = jobs ? a.filter((job) => !versionOnlyJob(job)) : a;
    const y = jobs ? b.filter((job) => !versionOnlyJob(job)) : b;
    return x.length === y.length && x.every((item, i) => travisRoutine(item, y[i], '', jobs, budget));
  }
  if (isRecord(a) && isRecord(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const inA = k in a;
      const inB = k in b;
      const present = inA ? a[k] : b[k];
      if (jobLevel && TRAVIS_VERSION_KEYS.has(k) && scalars(present) && (!inA || !inB || scalars(b[k]))) continue;
      if (!inA || !inB) {
        // A job list of version-only entries added or dropped whole (`allow_failures: [{rvm: ruby-head}]`).
        if (jobLevel && TRAVIS_JOB_LISTS.has(k) && Array.isArray(present) && present.every(versionOnlyJob)) continue;
        return false;
      }
      const matrix = jobLevel && key === '' && (k === 'matrix' || k === 'jobs');
      if (!travisRoutine(a[k], b[k], k, matrix || (jobLevel && TRAVIS_JOB_LISTS.has(k)), budget)) return false;
    }
    return true;
  }
  return a === b;
}

/**
 * A `.travis.yml` edit is routine when only the language and tool versions its jobs run on change
 * (`rvm`, `node_js`, `jdk`, `python`, ... lists; the hosted `dist`, `os`, `osx_image`), with job names
 * and `fast_finish`, the legacy `sudo` key, and matrix entries (`include`, `exclude`,
 * `allow_failures`) that only pick versions: the same scripts on other interpreters. A script,
 * `install` or `before_install` command, `env`, `services`, `deploy`, `cache`, a Gemfile or any other
 * key that changes is not routine.
 */
export function isRoutineTravisChange(base: string, head: string): boolean {
  const a = read(base);
  const b = read(head);
  if (!isRecord(a) || !isRecord(b)) return false;
  return travisRoutine(a, b, '', true, { n: 0 });
}
