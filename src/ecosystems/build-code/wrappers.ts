import type { PrSnapshot, SnapshotFile } from '../../snapshot/pr-snapshot.js';
import { changedLines } from '../code/changed-lines.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { baseNameOf } from '../util.js';
import { jvmLauncherFindings } from './jvm-launchers.js';
import { rustToolchainFindings } from './rust-toolchain.js';
import { pushAll } from '../../push-all.js';
import { isWorkflowPath } from '../github-actions/index.js';
import { parseUses, parseWorkflow, type Workflow } from '../github-actions/workflow.js';

/**
 * `build-wrapper-changed`: the Gradle and Maven wrappers (`gradlew`, `mvnw`) download a build tool
 * and run a committed jar on every machine that builds the project, CI included. A pull request
 * that points them at another download host, drops their checksum, or swaps the wrapper jar
 * without upgrading the tool changes what every build runs, in a file few reviewers open (the jar
 * is a binary; the properties a one-line diff).
 *
 * Read from the patch of the properties file (its `distributionUrl` and `wrapperUrl` lines, base
 * and head) and from which files the PR changes. Pure and linear.
 */

interface WrapperKind {
  /** The tool, for a title. */
  readonly tool: string;
  readonly properties: string;
  readonly jar: string;
  /** Hosts that publish the tool; a URL elsewhere is a mirror at best. */
  readonly officialHosts: ReadonlySet<string>;
  /** How to check the jar. */
  readonly verify: string;
}

const WRAPPERS: readonly WrapperKind[] = [
  {
    tool: 'Gradle',
    properties: 'gradle/wrapper/gradle-wrapper.properties',
    jar: 'gradle/wrapper/gradle-wrapper.jar',
    officialHosts: new Set(['services.gradle.org']),
    verify: "check it with Gradle's published wrapper checksums (gradle/actions/wrapper-validation in CI)",
  },
  {
    tool: 'Maven',
    properties: '.mvn/wrapper/maven-wrapper.properties',
    jar: '.mvn/wrapper/maven-wrapper.jar',
    officialHosts: new Set(['repo.maven.apache.org', 'repo1.maven.org']),
    verify: 'compare it with the maven-wrapper jar published on Maven Central (set wrapperSha256Sum)',
  },
];

/** The keys of a wrapper properties file that name what is downloaded, and those that check it. */
const URL_KEYS = new Set(['distributionurl', 'wrapperurl']);
const CHECKSUM_KEYS = new Set(['distributionsha256sum', 'wrappersha256sum']);
const VERSION_KEYS = new Set(['distributionurl', 'wrapperurl', 'wrapperversion']);

interface Entry {
  readonly key: string;
  readonly value: string;
  readonly line: number;
}

/** `key=value` (or `key: value`) of a properties line; properties escape `:` as `\:`. */
function entryOf(text: string, line: number): Entry | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('!')) return null;
  const match = /^([\w.-]{1,100})\s*[=:]\s*(.{0,2000})$/.exec(trimmed);
  if (match === null) return null;
  return { key: (match[1] ?? '').toLowerCase(), value: (match[2] ?? '').replace(/\\(.)/g, '$1').trim(), line };
}

function hostOf(url: string): { host: string; insecure: boolean } | null {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname.toLowerCase(), insecure: parsed.protocol === 'http:' };
  } catch {
    return null;
  }
}

/** A path's place under its wrapper folder: the wrapper files may sit in a subproject. */
function endsWithPath(path: string, tail: string): boolean {
  return path === tail || path.endsWith(`/${tail}`);
}

/**
 * Wrapper jars that come with an upgrade of their tool (Gradle's `./gradlew wrapper --gradle-version`,
 * Dependabot's and Renovate's wrapper updates): the jar is replaced while the properties file beside it
 * moves `distributionUrl` (or `wrapperUrl`) to another release on the official host over HTTPS and
 * sets the new release's checksum (`distributionSha256Sum`) in the same edit, or, for Gradle's jar,
 * without that checksum when the pull request's own checks compared the jar with Gradle's published
 * wrapper checksums (`gradleJarChecked`: a base workflow run on `pull_request` validates wrappers, and
 * every check reported and passed). The binaries driver leaves such a jar to the author's trust
 * (docs/signal.md); a jar replaced without a version move, moved to another host, or without the
 * checksum and unchecked is `build-wrapper-changed`'s or the binaries driver's.
 */
export function upgradedWrapperJars(files: readonly SnapshotFile[], gradleJarChecked = false): Set<string> {
  const out = new Set<string>();
  for (const wrapper of WRAPPERS) {
    for (const jar of files) {
      if (!endsWithPath(jar.path, wrapper.jar) || jar.status !== 'modified') continue;
      const folder = jar.path.slice(0, jar.path.length - wrapper.jar.length);
      const properties = files.find((f) => f.path === `${folder}${wrapper.properties}` && f.status === 'modified');
      if (properties?.patch == null) continue;
      const added: Entry[] = [];
      const removed: Entry[] = [];
      for (const l of changedLines(properties.patch, 500)) {
        const entry = entryOf(l.text, l.line);
        if (entry !== null) (l.sign === '+' ? added : removed).push(entry);
      }
      const moved = added.filter((a) => URL_KEYS.has(a.key));
      const official = moved.length > 0 && moved.every((a) => {
        const host = hostOf(a.value);
        const before = removed.find((r) => r.key === a.key);
        return host !== null && !host.insecure && wrapper.officialHosts.has(host.host) && before !== undefined && before.value !== a.value;
      });
      const checksum = added.some((a) => CHECKSUM_KEYS.has(a.key) && /^[0-9a-f]{64}$/i.test(a.value));
      if (official && (checksum || (gradleJarChecked && wrapper.tool === 'Gradle'))) out.add(jar.path);
    }
  }
  return out;
}

/** The actions that compare every Gradle wrapper jar of the checkout with Gradle's published checksums, and fail on an unknown one. */
const WRAPPER_VALIDATION_ACTIONS: ReadonlySet<string> = new Set(['gradle/actions/wrapper-validation', 'gradle/wrapper-validation-action']);
/** `gradle/actions/setup-gradle` validates the wrappers it finds from this major on, unless `validate-wrappers: false` (v3 had it off by default). */
const SETUP_GRADLE_VALIDATES_FROM = 4;

/**
 * Whether a workflow run on `pull_request` validates the Gradle wrapper jar: a step of
 * `gradle/actions/wrapper-validation` or `gradle/wrapper-validation-action`, or of
 * `gradle/actions/setup-gradle` at major 4 or later (its ref `v4`, `v4.2.1`, or a commit SHA with
 * that version in the line's comment, `@<sha> # v4.4.1`) not given `validate-wrappers: false`. Such a
 * check fails when the jar is none of Gradle's releases. `text` is the workflow's text, `workflow` as parsed.
 */
export function validatesGradleWrapper(text: string, workflow: Workflow): boolean {
  if (!workflow.triggers.has('pull_request')) return false;
  return workflow.jobs.some((job) =>
    job.steps.some((step) => {
      const ref = step.uses === null ? null : parseUses(step.uses);
      if (ref === null) return false;
      const name = ref.name.toLowerCase();
      if (WRAPPER_VALIDATION_ACTIONS.has(name)) return true;
      if (name !== 'gradle/actions/setup-gradle' || ref.ref === null) return false;
      const setting = step.with['validate-wrappers'];
      if (setting === false || (typeof setting === 'string' && setting.trim().toLowerCase() === 'false')) return false;
      return (setupGradleMajor(ref.ref, text) ?? 0) >= SETUP_GRADLE_VALIDATES_FROM;
    }),
  );
}

/**
 * A changed file that makes the base's workflows worth reading for gradleWrapperValidatedByChecks
 * (fetch-pr-data.ts reads them then): a Gradle wrapper properties file whose patch moves
 * `distributionUrl`, the edit that comes with a new wrapper jar.
 */
export function wrapperWorkflowsWanted(path: string, patch: string | null): boolean {
  if (patch === null || !endsWithPath(path, 'gradle/wrapper/gradle-wrapper.properties')) return false;
  return patch.split('\n', 500).some((line) => /^\+\s*distributionUrl\s*[=:]/i.test(line));
}

/**
 * Whether the pull request's checks validated its Gradle wrapper jar: one of the base's workflows
 * validates it (validatesGradleWrapper; a workflow the PR also changes must validate it at its head
 * too, so a PR cannot switch the check off for itself). The caller asks, besides, that every check
 * reported and passed. Workflows that do not parse are not counted.
 */
export function gradleWrapperValidatedByChecks(snapshot: Pick<PrSnapshot, 'baseFiles' | 'contents' | 'files'>): boolean {
  return snapshot.baseFiles.some((file) => {
    if (!isWorkflowPath(file.path) || !validatesWorkflowText(file.content)) return false;
    const changed = snapshot.files.find((f) => f.path === file.path || f.previousPath === file.path);
    if (changed === undefined) return true;
    const head = snapshot.contents.find((c) => c.path === changed.path)?.head ?? null;
    return changed.status !== 'removed' && head !== null && validatesWorkflowText(head);
  });
}

function validatesWorkflowText(text: string): boolean {
  const parsed = parseWorkflow(text, 'workflow');
  return 'workflow' in parsed && validatesGradleWrapper(text, parsed.workflow);
}

/** The major version a setup-gradle ref names (`v4`, `v4.2.1`), or for a commit SHA the one its line's comment names (`# v4.4.1`). */
function setupGradleMajor(ref: string, text: string): number | null {
  const tag = /^v?(\d{1,3})(?:\.\d{1,5}){0,2}$/.exec(ref);
  if (tag !== null) return Number(tag[1]);
  if (!/^[0-9a-f]{40}$/i.test(ref)) return null;
  const at = text.indexOf(`@${ref}`);
  if (at < 0) return null;
  const end = text.indexOf('\n', at);
  const comment = /#\s{0,10}v?(\d{1,3})(?:\.\d{1,5}){0,2}\b/.exec(text.slice(at, end < 0 ? undefined : end));
  return comment === null ? null : Number(comment[1]);
}

export function buildWrapperFindings(files: readonly SnapshotFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const wrapper of WRAPPERS) {
    const propertiesFile = files.find((f) => endsWithPath(f.path, wrapper.properties) && f.status !== 'removed');
    const removed: Entry[] = [];
    const added: Entry[] = [];
    if (propertiesFile?.patch != null) {
      for (const l of changedLines(propertiesFile.patch, 500)) {
        const entry = entryOf(l.text, l.line);
        if (entry !== null) (l.sign === '+' ? added : removed).push(entry);
      }
    }
    const path = propertiesFile?.path ?? wrapper.properties;

    // Where the wrapper downloads from.
    for (const entry of added) {
      if (!URL_KEYS.has(entry.key)) continue;
      const head = hostOf(entry.value);
      if (head === null) continue;
      const before = removed.find((r) => r.key === entry.key);
      const base = before === undefined ? null : hostOf(before.value);
      const official = wrapper.officialHosts.has(head.host);
      const moved = base !== null && base.host !== head.host;
      if (!head.insecure && (official || (base !== null && !moved))) continue;
      const severity = head.insecure || (moved && !official) ? 'high' : 'medium';
      findings.push(
        makeFinding({
          id: 'build-wrapper-changed',
          severity,
          title: `${wrapper.tool} wrapper downloads from ${head.insecure ? 'plain HTTP' : head.host}`,
          detail: `${path} now has the ${wrapper.tool} wrapper download ${entry.key === 'wrapperurl' ? 'its jar' : wrapper.tool} from ${entry.value}${base !== null && moved ? ` (it came from ${base.host})` : ''}${head.insecure ? ', over plain HTTP, which anyone on the path can replace' : `, not from ${[...wrapper.officialHosts].join(' or ')}`}. Whatever is served there runs on every machine and CI job that builds the project. Keep the official host (or a mirror your organization runs, named in the PR), over HTTPS, with a checksum.`,
          path,
          line: entry.line,
          subject: `url:${entry.key}`,
        }),
      );
    }

    // The checksum that pins what is downloaded.
    for (const entry of removed) {
      if (!CHECKSUM_KEYS.has(entry.key) || added.some((a) => a.key === entry.key && a.value !== '')) continue;
      findings.push(
        makeFinding({
          id: 'build-wrapper-changed',
          severity: 'medium',
          title: `${wrapper.tool} wrapper checksum removed`,
          detail: `${path} no longer sets ${entry.key}: the ${wrapper.tool} wrapper will run whatever the download URL serves, unchecked. Keep the checksum, updated to the new release's published value.`,
          path,
          line: null,
          subject: `checksum:${entry.key}`,
        }),
      );
    }

    // The jar that gradlew or mvnw runs.
    const jar = files.find((f) => endsWithPath(f.path, wrapper.jar) && (f.status === 'modified' || f.status === 'renamed'));
    if (jar !== undefined) {
      const upgraded = added.some((a) => VERSION_KEYS.has(a.key));
      if (!upgraded) {
        findings.push(
          makeFinding({
            id: 'build-wrapper-changed',
            severity: 'high',
            title: `${wrapper.tool} wrapper jar replaced without a ${wrapper.tool} upgrade`,
            detail: `${jar.path} is the program ${baseNameOf(jar.path) === 'gradle-wrapper.jar' ? './gradlew' : './mvnw'} runs on every build, and this PR replaces it while ${path} names the same release: a wrapper upgrade changes both. A binary no reviewer can read: ${wrapper.verify}, or drop the change.`,
            path: jar.path,
            line: null,
            subject: 'jar',
          }),
        );
      }
    }
  }
  // What launches the tools' JVMs: the wrapper scripts and the JVM options (jvm-launchers.ts).
  pushAll(findings, jvmLauncherFindings(files), rustToolchainFindings(files));
  return findings;
}

/** A Yarn release committed where `yarn set version` writes it, and a committed Yarn plugin. */
const YARN_RELEASE = /(?:^|\/)\.yarn\/releases\/[^/]+\.c?js$/;
const YARN_PLUGIN = /(?:^|\/)\.yarn\/plugins\/.+\.c?js$/;
/** Fewer characters of patch than any Yarn release (a 2–5 MB bundle since Yarn 1.22) could show. */
const YARN_RELEASE_MIN_PATCH = 200_000;
/** A settings line a Yarn upgrade or plugin import writes: yarnPath, yarn-path, a plugin's path or spec. */
const YARN_SETTING_MOVED = /^\s*(?:-\s+)?(?:yarnPath|"?yarn-path"?|path|spec|plugins)\b/;
/**
 * Whether a plugin's patch shows the project's own readable source (prettier's
 * `.yarn/plugins/plugin-prepare.cjs`, listed in .yarnrc.yml without a `spec`), which the reviewer
 * reads like any other code, rather than a bundle `yarn plugin import` wrote: every line of the
 * patch, context included, is short and none is the builder's scaffold (`var plugin=`, `return
 * plugin;`, `factory: function (require) {`) or a bundler's legal comment (`/*!`, `@license`),
 * which a bundle shows around any edit: its code is one minified line, followed by legal comments
 * and the scaffold's closing lines. An unknown patch (too large, binary) is a bundle.
 */
function isReadablePluginSource(patch: string | null): boolean {
  if (patch === null || patch.length > 200_000) return false;
  let start = 0;
  while (start < patch.length) {
    let end = patch.indexOf('\n', start);
    if (end === -1) end = patch.length;
    if (end - start > MAX_SOURCE_LINE) return false;
    if (BUNDLE_SCAFFOLD.test(patch.slice(start, end))) return false;
    start = end + 1;
  }
  return true;
}
const MAX_SOURCE_LINE = 300;
const BUNDLE_SCAFFOLD = /^[ +-]\s*(?:var plugin\s*=|return plugin;|factory:\s*function\s*\(require\)|\/\*!)|@license\b/;
/** Hosts that publish the package managers Corepack downloads. */
const PACKAGE_MANAGER_HOSTS = new Set(['registry.npmjs.org', 'registry.yarnpkg.com', 'repo.yarnpkg.com', 'registry.npmjs.com']);
/** `"packageManager": "yarn@4.5.0+sha512.…"` on a package.json line: the value. */
const PACKAGE_MANAGER_LINE = /^\s*"packageManager"\s*:\s*"([^"]{1,500})"/;
/** The version of a packageManager value (`yarn@4.5.3+sha512.…` gives `4.5.3`). */
function versionOf(value: string): string {
  const rest = value.slice(value.indexOf('@', 1) + 1);
  const plus = rest.indexOf('+');
  return plus === -1 ? rest : rest.slice(0, plus);
}
/** Two packageManager values that pin their archive with the same algorithm (`+sha512.`) to different hashes. */
function samePinDifferentHash(before: string, after: string): boolean {
  const pin = (value: string) => /\+(sha\d{1,3})\.([\w+/=-]{8,200})$/.exec(value);
  const a = pin(before);
  const b = pin(after);
  return a !== null && b !== null && a[1] === b[1] && a[2] !== b[2];
}
/** A `.corepack.env` assignment. */
const ENV_LINE = /^\s*(?:export\s+)?([A-Z_][A-Z0-9_]{0,60})\s*=\s*(.{0,2000})$/;

/**
 * `build-wrapper-changed` for JavaScript's package managers, which projects pin and commit as
 * Gradle and Maven do their wrappers: a Yarn release or plugin file edited in place (a release is
 * named by its version and replaced by `yarn set version`, which also moves `yarnPath`), the
 * `packageManager` field that Corepack reads losing its hash or pointing at a tarball elsewhere
 * than the registry, and `.corepack.env` turning Corepack's signature check off or moving its
 * registry. yarnPath and plugins in `.yarnrc.yml` are read with the settings (npm/yarnrc.ts).
 * Read from the patches and the list of changed files; pure and linear.
 */
export function packageManagerFindings(files: readonly SnapshotFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  // A Yarn upgrade moves yarnPath (Yarn 1: yarn-path) or the plugins list; another edit of the
  // settings file (a comment, nodeLinker) does not explain a release or plugin changed in place.
  const yarnrcChanged = files.some(
    (f) => (baseNameOf(f.path) === '.yarnrc.yml' || baseNameOf(f.path) === '.yarnrc') && (f.patch == null || changedLines(f.patch, 2_000).some((l) => YARN_SETTING_MOVED.test(l.text))),
  );
  const releaseChanged = files.some((f) => YARN_RELEASE.test(f.path) && f.status !== 'modified');
  // A Yarn upgrade that commits the new release (yarnPath runs it, whatever Corepack fetches):
  // Yarn 3's `yarn set version` and Renovate write packageManager without a hash.
  const releaseAdded = files.some((f) => YARN_RELEASE.test(f.path) && (f.status === 'added' || f.status === 'renamed' || f.status === 'copied'));
  for (const file of files) {
    // A release `yarn set version` writes is a bundle of megabytes, whose patch GitHub leaves out: a
    // new release file whose whole text the diff shows is something else run as Yarn (yarnPath).
    if (YARN_RELEASE.test(file.path) && (file.status === 'added' || file.status === 'renamed' || file.status === 'copied') && file.patch != null && file.patch.length < YARN_RELEASE_MIN_PATCH && file.additions > 0) {
      findings.push(
        makeFinding({
          id: 'build-wrapper-changed',
          severity: 'high',
          title: `New Yarn release ${baseNameOf(file.path)} is too small to be one`,
          detail: `${file.path} is where \`yarn set version\` writes a Yarn release, which yarnPath makes every \`yarn\` command of the project run; a release is a bundle of megabytes whose diff GitHub does not show, and this file's whole text is ${file.additions} line${file.additions === 1 ? '' : 's'} the diff shows. Read it as code that runs on every install and script, or replace it with the published release (\`yarn set version <version>\`).`,
          path: file.path,
          line: 1,
          subject: 'yarn-release-small',
        }),
      );
      continue;
    }
    if (file.status !== 'modified') continue;
    if (YARN_RELEASE.test(file.path)) {
      if (yarnrcChanged) continue;
      const versioned = /\d\.\d{1,9}\.\d/.test(baseNameOf(file.path));
      findings.push(
        makeFinding({
          id: 'build-wrapper-changed',
          severity: versioned ? 'high' : 'medium',
          title: `Committed Yarn release ${baseNameOf(file.path)} edited in place`,
          detail: `${file.path} is the Yarn that every \`yarn\` command of the project runs (yarnPath), and this PR changes it${versioned ? ' while its name keeps the same version: `yarn set version` writes a new file and moves yarnPath instead' : ' without touching .yarnrc.yml'}. A bundle of thousands of lines no reviewer reads: compare it with the published release of that version, or drop the change.`,
          path: file.path,
          line: null,
          subject: 'yarn-release',
        }),
      );
    } else if (YARN_PLUGIN.test(file.path) && !yarnrcChanged && !releaseChanged && !isReadablePluginSource(file.patch)) {
      findings.push(
        makeFinding({
          id: 'build-wrapper-changed',
          severity: 'medium',
          title: `Committed Yarn plugin ${baseNameOf(file.path)} changed`,
          detail: `${file.path} is loaded by every \`yarn\` command of the project, and this PR changes it without a Yarn upgrade or a change to .yarnrc.yml. Re-import it with \`yarn plugin import\` from its publisher and compare, or explain where this version comes from.`,
          path: file.path,
          line: null,
          subject: 'yarn-plugin',
        }),
      );
    }
  }

  for (const file of files) {
    const name = baseNameOf(file.path);
    if (file.patch == null || file.status === 'removed' || (name !== 'package.json' && name !== '.corepack.env') || file.path.includes('node_modules/')) continue;
    const lines = changedLines(file.patch, 2_000);
    if (name === 'package.json') {
      let removed: string | null = null;
      let added: { value: string; line: number } | null = null;
      for (const l of lines) {
        const value = PACKAGE_MANAGER_LINE.exec(l.text)?.[1];
        if (value === undefined) continue;
        if (l.sign === '+') added = { value, line: l.line };
        else removed = value;
      }
      if (added === null) continue;
      const spec = added.value.slice(added.value.indexOf('@', 1) + 1);
      const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(spec) ? spec : null;
      const host = url === null ? null : hostOf(url);
      if (url !== null && (url.toLowerCase().startsWith('http://') || host === null || !PACKAGE_MANAGER_HOSTS.has(host.host))) {
        const insecure = url.toLowerCase().startsWith('http://');
        findings.push(
          makeFinding({
            id: 'build-wrapper-changed',
            severity: 'high',
            title: `packageManager downloads from ${insecure ? 'plain HTTP' : (host?.host ?? url)}`,
            detail: `${file.path} now names ${added.value} as its package manager: Corepack downloads that archive and runs it for every \`${added.value.slice(0, added.value.indexOf('@', 1))}\` command${insecure ? ', over plain HTTP, which anyone on the path can replace' : `, from ${host?.host ?? url} instead of the npm registry`}. Name a released version (\`corepack use\` writes it with its hash).`,
            path: file.path,
            line: added.line,
            subject: 'packageManager-url',
          }),
        );
      } else if (removed !== null && /\+sha\d{1,3}\./.test(removed) && !/\+sha\d{1,3}\./.test(added.value) && url === null && !(releaseAdded && versionOf(removed) !== versionOf(added.value))) {
        findings.push(
          makeFinding({
            id: 'build-wrapper-changed',
            severity: 'medium',
            title: 'packageManager hash removed',
            detail: `${file.path} names ${added.value} as its package manager without the hash it had (${removed.slice(removed.indexOf('+'), removed.indexOf('+') + 16)}…): Corepack will run whatever the registry serves for that version, unchecked. Keep the hash (\`corepack use\` writes it).`,
            path: file.path,
            line: added.line,
            subject: 'packageManager-hash',
          }),
        );
      } else if (removed !== null && url === null && versionOf(removed) === versionOf(added.value) && samePinDifferentHash(removed, added.value)) {
        // A release on the npm registry never changes, and its hash with it: another hash for the
        // same version (same algorithm) fits only another archive, served by the registry a
        // machine's COREPACK_NPM_REGISTRY names.
        findings.push(
          makeFinding({
            id: 'build-wrapper-changed',
            severity: 'medium',
            title: 'packageManager hash changed without a version change',
            detail: `${file.path} keeps ${versionOf(added.value)} as its package manager's version but changes its hash (${removed.slice(removed.indexOf('+'), removed.indexOf('+') + 16)}… to ${added.value.slice(added.value.indexOf('+'), added.value.indexOf('+') + 16)}…): a published release never changes, so the new hash matches another archive, which Corepack then accepts from whatever registry the machine points it at. Let \`corepack use\` write the hash, and compare it with the registry's.`,
            path: file.path,
            line: added.line,
            subject: 'packageManager-hash-changed',
          }),
        );
      }
      continue;
    }
    for (const l of lines) {
      if (l.sign !== '+') continue;
      const match = ENV_LINE.exec(l.text);
      if (match === null) continue;
      const key = match[1] ?? '';
      const value = (match[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
      if (key === 'COREPACK_INTEGRITY_KEYS' && (value === '' || value === '0' || value === 'false')) {
        findings.push(
          makeFinding({
            id: 'build-wrapper-changed',
            severity: 'high',
            title: "Corepack's signature check turned off",
            detail: `${file.path} sets ${key}=${value}: Corepack stops checking the npm registry's signatures on the package managers it downloads for this project, so a tampered Yarn or pnpm runs unnoticed. Remove the line.`,
            path: file.path,
            line: l.line,
            subject: 'corepack-integrity',
          }),
        );
      } else if (key === 'COREPACK_NPM_REGISTRY') {
        const host = hostOf(value);
        if (host !== null && !host.insecure && PACKAGE_MANAGER_HOSTS.has(host.host)) continue;
        findings.push(
          makeFinding({
            id: 'build-wrapper-changed',
            severity: host === null || host.insecure ? 'high' : 'medium',
            title: `Corepack downloads package managers from ${host === null ? value : host.insecure ? 'plain HTTP' : host.host}`,
            detail: `${file.path} sets ${key}=${value}: the Yarn or pnpm every command of this project runs comes from there instead of the npm registry. Check that it is your organization's registry, over https.`,
            path: file.path,
            line: l.line,
            subject: 'corepack-registry',
          }),
        );
      }
    }
  }
  return findings;
}

/** The code-running forms of a `.pth` line: anything beyond importing a module by name. */
const PTH_RUNS_CODE = /\b(?:exec|eval|compile|__import__|system|popen|spawn\w{0,10}|subprocess|b64decode|b32decode|a85decode|decodebytes|decompress|unhexlify|fromhex|marshal|urlopen|urlretrieve|requests|socket|environ)\b/;

/**
 * `pth-file-code`: a `.pth` file in site-packages is read by Python's `site` module at every
 * interpreter start, and each of its lines that begins with `import` is executed: code that runs
 * for everyone who installs the package, in every Python process, before any import of theirs.
 * Malicious packages use it to start a payload without being imported. A line that only names a
 * directory (what `.pth` files are for) is not code.
 */
export function pthFileFindings(file: SnapshotFile): KeyedFinding[] {
  const name = baseNameOf(file.path).toLowerCase();
  if ((name === 'sitecustomize.py' || name === 'usercustomize.py') && file.status === 'added' && file.patch !== null && !TEST_DIR.test(file.path)) return [startupModuleFinding(file, name)];
  if (!file.path.toLowerCase().endsWith('.pth') || file.patch === null || file.status === 'removed') return [];
  for (const l of changedLines(file.patch, 500)) {
    if (l.sign !== '+' || !/^import[ \t]/.test(l.text)) continue;
    const runs = PTH_RUNS_CODE.test(l.text);
    return [
      makeFinding({
        id: 'pth-file-code',
        severity: runs ? 'high' : 'medium',
        title: runs ? 'Code in a .pth file runs at every Python start' : 'Import in a .pth file runs at every Python start',
        detail: `${file.path} is a path configuration file: once installed into site-packages, Python executes its lines that begin with "import" at every interpreter start, in every process, without anyone importing the package${runs ? ', and this one runs code beyond an import (a process, a decoder, exec or eval, the network, the environment)' : ''}. Packages rarely need this (coverage's subprocess hook, editable installs); put start-up work behind an explicit import or entry point, or explain it.`,
        path: file.path,
        line: l.line,
        subject: 'pth',
      }),
    ];
  }
  return [];
}

/** A folder of tests or fixtures: a start-up module there serves the test run (coverage's subprocess hook). */
const TEST_DIR = /(?:^|\/)(?:tests?|testing|testdata|fixtures?|spec)\//i;

/**
 * `pth-file-code` for a new `sitecustomize.py` or `usercustomize.py`: once installed where Python
 * looks (site-packages, a path on PYTHONPATH), the `site` module imports it at every interpreter
 * start, as it runs a `.pth` file's import lines. High when its added code runs more than imports.
 */
function startupModuleFinding(file: SnapshotFile, name: string): KeyedFinding {
  const added = changedLines(file.patch ?? '', 500).filter((l) => l.sign === '+' && l.text.trim() !== '' && !l.text.trimStart().startsWith('#'));
  const runs = added.find((l) => PTH_RUNS_CODE.test(l.text));
  return makeFinding({
    id: 'pth-file-code',
    severity: runs !== undefined ? 'high' : 'medium',
    title: `New ${name} runs at every Python start`,
    detail: `${file.path} is a start-up module: wherever it is installed on Python's path (site-packages, PYTHONPATH), the site module imports it at every interpreter start, in every process, before any code of the user's${runs !== undefined ? `, and this one runs code beyond imports (line ${runs.line}: a process, a decoder, exec or eval, the network, the environment)` : ''}. Packages rarely need one; put the work behind an explicit import or an entry point, or explain it.`,
    path: file.path,
    line: runs?.line ?? added[0]?.line ?? null,
    subject: 'startup-module',
  });
}

/** Cargo's configuration files, where a rustc wrapper is set. */
const CARGO_CONFIG = /(?:^|\/)\.cargo\/config(?:\.toml)?$/;
/**
 * `rustc-wrapper = "…"`, `rustc-workspace-wrapper = "…"` ([build]) and `RUSTC_WRAPPER = "…"` or `= {
 * value = "…" }` ([env]); the programs cargo runs in place of the compiler or the linker: `rustc`,
 * `rustdoc` ([build]), `linker` ([target.<triple>], [host]), `RUSTC`, `RUSTDOC`,
 * `CARGO_BUILD_RUSTC_WRAPPER`, `CARGO_TARGET_<TRIPLE>_LINKER` ([env]).
 */
const RUSTC_WRAPPER_LINE =
  /^\s*(?:build\.|target\.[\w.-]{1,100}\.)?(rustc-wrapper|rustc-workspace-wrapper|rustc|rustdoc|linker|RUSTC_WRAPPER|RUSTC_WORKSPACE_WRAPPER|CARGO_BUILD_RUSTC_WRAPPER|CARGO_BUILD_RUSTC|RUSTC|RUSTDOC|CARGO_TARGET_[A-Z0-9_]{1,100}_LINKER)\s*=\s*(?:\{[^}]{0,300}?\bvalue\s*=\s*)?["']([^"'\n]{1,300})["']/;
/** What cargo does with the program a key names. */
function wrapperRole(key: string): string {
  if (/linker$/i.test(key)) return 'as the linker of every binary, test and build script it links';
  if (/^(?:rustc|RUSTC|CARGO_BUILD_RUSTC|rustdoc|RUSTDOC)$/.test(key)) return `in place of ${key.toLowerCase().includes('doc') ? 'rustdoc' : 'rustc'} for every crate`;
  return 'in front of every rustc call';
}
/** Where installed tools live: a wrapper there is a tool, not the project's code. */
const TOOL_DIRECTORY = /^(?:\/usr\/(?:local\/)?bin\/|\/opt\/homebrew\/bin\/|\/bin\/|~\/\.cargo\/bin\/|\$\{?CARGO_HOME\}?\/bin\/|\$\{?HOME\}?\/\.cargo\/bin\/)/;
/** Where a program written at run time (downloaded, generated) or hidden lives (not rustup's toolchains, `~/.rustup/toolchains/…`, where compilers are installed). */
const RUNTIME_DIRECTORY = /^(?:\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|\$\{?(?:TMPDIR|TMP|TEMP|RUNNER_TEMP)\}?\/|~\/\.cache\/|\$\{?HOME\}?\/\.cache\/)|(?:^|\/)(?:target|node_modules|\.git)\/|(?:^|\/)\.(?!\.?\/|cargo\/bin\/|rustup\/toolchains\/)[^/]{1,100}\//;

/**
 * `build-wrapper-changed` for Cargo: `rustc-wrapper` (or `RUSTC_WRAPPER` in `[env]`) makes cargo run
 * a program in front of every rustc call, for every crate of the build, dependencies included, on
 * every machine and CI job that builds the project. A wrapper newly pointed at a file of the
 * repository is code to read (medium; high when that file is a binary or its content is not shown);
 * one pointed at a temporary, cache, build-output or hidden folder runs what something wrote there
 * at run time (a download): high. A tool by name (`sccache`) or in a tool folder is not reported.
 */
/**
 * The repository scripts the rustc wrappers of a Cargo configuration's patch name (added or kept
 * lines), as paths from the repository root: Cargo reads a wrapper path with a slash from the folder
 * that holds `.cargo/`. Build code like build.rs (check-build-code.ts).
 */
export function cargoWrapperScripts(file: SnapshotFile): string[] {
  if (!CARGO_CONFIG.test(file.path) || file.patch === null) return [];
  const root = file.path.slice(0, file.path.lastIndexOf('.cargo/'));
  const scripts: string[] = [];
  for (const l of changedLines(file.patch, 2000)) {
    if (l.sign === '-') continue;
    const program = (RUSTC_WRAPPER_LINE.exec(l.text)?.[2] ?? '').trim().split(/\s+/, 1)[0] ?? '';
    if (!program.includes('/') || program.startsWith('/') || program.startsWith('~') || program.includes('$') || program.includes('..')) continue;
    scripts.push(`${root}${program.replace(/^\.\//, '')}`);
  }
  return scripts;
}

export function cargoWrapperFindings(files: readonly SnapshotFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const file of files) {
    if (!CARGO_CONFIG.test(file.path) || file.status === 'removed' || file.patch === null) continue;
    const before = new Map<string, string>();
    const lines = changedLines(file.patch, 2000);
    for (const l of lines) {
      const m = l.sign === '-' ? RUSTC_WRAPPER_LINE.exec(l.text) : null;
      if (m !== null) before.set((m[1] ?? '').toLowerCase().replace(/_/g, '-'), (m[2] ?? '').trim());
    }
    for (const l of lines) {
      if (l.sign !== '+') continue;
      const m = RUSTC_WRAPPER_LINE.exec(l.text);
      if (m === null) continue;
      const key = m[1] ?? '';
      const value = (m[2] ?? '').trim();
      const program = value.split(/\s+/, 1)[0] ?? '';
      if (before.get(key.toLowerCase().replace(/_/g, '-')) === value || !program.includes('/') || TOOL_DIRECTORY.test(program)) continue;
      const runtime = RUNTIME_DIRECTORY.test(program);
      // An absolute path elsewhere is a tool installed on the machine (`/home/dev/.cargo/bin/sccache`, `/nix/store/…/sccache`).
      if (!runtime && /^[/~$]/.test(program)) continue;
      const inRepository = program.replace(/^\.\//, '');
      const shipped = files.find((f) => f.path === inRepository || f.path.endsWith(`/${inRepository}`));
      const unreadable = shipped !== undefined && shipped.status !== 'removed' && shipped.patch === null;
      findings.push(
        makeFinding({
          id: 'build-wrapper-changed',
          severity: runtime || unreadable ? 'high' : 'medium',
          title: `Cargo runs ${program} ${wrapperRole(key)} (${key})`,
          detail:
            `${file.path} sets ${key} to ${value}: cargo runs it ${wrapperRole(key)}, dependencies included, on every machine and CI job that builds the project, where few reviewers look. ` +
            (runtime
              ? 'It lives where programs are written at run time (a temporary, cache, build-output or hidden folder), so what runs is whatever was downloaded or generated there, not code in this PR. '
              : unreadable
                ? `${inRepository} is in this PR, but as a file whose content GitHub does not show (a binary, or too large): no reviewer can read what it does. `
                : 'Read that program as build code: it sees every compiler invocation and the environment of the build. ') +
            'Fix: use a wrapper tool by name (sccache), or keep the script in the repository, readable, and explain it in the PR.',
          path: file.path,
          line: l.line,
          subject: `cargo-wrapper:${key}:${value}`,
        }),
      );
    }
  }
  return findings;
}
