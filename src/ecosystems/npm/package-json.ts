import { parseJsonLimited } from '../../limited-parse.js';
import { makeFinding, type KeyedFinding } from '../finding.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { hostOf, lineOf } from '../util.js';
import { looksLikeNpmRegistry } from './registry-hosts.js';
import { skip } from '../types.js';
import { PackageJson } from './schema.js';
import { packageJsonBuildFindings } from './build-allowlist.js';
import { packageJsonGuards } from './install-guards.js';
import { pushAll } from '../../push-all.js';
import { npmSpecSource } from './source.js';

/** npm lifecycle scripts that run on `npm install` (of the package itself, or of a git dependency). */
export const NPM_INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare', 'preprepare', 'postprepare', 'prepublish'];

const SECTIONS: readonly [string, boolean][] = [
  ['dependencies', false],
  ['optionalDependencies', false],
  ['peerDependencies', false],
  ['devDependencies', true],
];

/**
 * Folders of a monorepo's unpublished tooling packages (vuejs/core's `packages-private/`, Sentry's
 * `dev-packages/`, a `tools/` or `scripts/` workspace): with `"private": true` nobody installs such a
 * package from the registry, so what it depends on reaches only contributors and CI, as
 * devDependencies do (a template explorer's editor moving a major is not the product's runtime).
 * A private package elsewhere (the root, `apps/web`) is often the deployed application: it keeps its sections.
 */
const TOOLING_PACKAGE_DIR = /(?:^|\/)(?:packages-private|private-packages|dev-packages|internal-tools|tools|devtools|dev-tools|scripts)\/(?:[^/]+\/)*package\.json$/i;

export function isPrivateToolingPackage(pkg: PackageJson, path: string): boolean {
  return pkg.private === true && TOOLING_PACKAGE_DIR.test(path);
}

export function extractPackageJson(content: string, path = 'package.json'): ExtractResult {
  const read = parseJsonLimited(content);
  if (!read.ok) return skip(read.reason);
  const parsed = PackageJson.safeParse(read.value);
  if (!parsed.success) return skip('not a package.json object');
  const pkg = parsed.data;
  const deps: ExtractedDependency[] = [];
  const seen = new Set<string>();
  const tooling = isPrivateToolingPackage(pkg, path);
  for (const [section, sectionDev] of SECTIONS) {
    const dev = sectionDev || tooling;
    const map = pkg[section as 'dependencies'];
    if (!map) continue;
    for (const [name, value] of Object.entries(map)) {
      if (seen.has(name)) continue;
      seen.add(name);
      deps.push(npmDependency(name, typeof value === 'string' ? value : '', dev, section));
    }
  }
  // An override that points a package at another one through an npm alias installs that one.
  pushAll(deps, overrideAliasDeps(pkg, seen, tooling));
  const scripts: Record<string, string> = {};
  const installScripts: Record<string, string> = {};
  for (const [name, value] of Object.entries(pkg.scripts ?? {})) {
    if (typeof value !== 'string') continue;
    scripts[name] = value;
    if (NPM_INSTALL_SCRIPTS.includes(name)) installScripts[name] = value;
  }
  const findings = overrideSourceFindings(pkg, content, path);
  // Install scripts turned back on for dependencies (Bun's trustedDependencies, pnpm's onlyBuiltDependencies, Yarn's built: true).
  pushAll(findings, packageJsonBuildFindings(pkg, content, path));
  const publishTo = publishRegistryFinding(pkg, content, path);
  if (publishTo !== null) findings.push(publishTo);
  const vscodeExtension = vscodeExtensionOf(pkg);
  const installGuards = packageJsonGuards(pkg as Record<string, unknown>);
  return {
    deps,
    scripts,
    installScripts,
    ...(findings.length > 0 ? { findings } : {}),
    ...(vscodeExtension === null ? {} : { vscodeExtension }),
    ...(installGuards === undefined ? {} : { installGuards }),
  };
}

/** Activation events that start an extension with the editor, before anyone uses it. */
const STARTUP_EVENTS = new Set(['*', 'onStartupFinished']);

/** A VS Code extension's entry files and whether it starts with the editor; null for other packages. */
function vscodeExtensionOf(pkg: PackageJson): { entries: string[]; startup: boolean } | null {
  if (typeof pkg.engines?.vscode !== 'string') return null;
  const entries = [pkg.main, pkg.browser].filter((e): e is string => typeof e === 'string' && e.length > 0 && e.length <= 300);
  const startup = (pkg.activationEvents ?? []).some((e) => typeof e === 'string' && STARTUP_EVENTS.has(e));
  return { entries, startup };
}

/** Override entries read at the most (npm's nest: each object level counts its entries). */
const MAX_OVERRIDES = 2_000;
/** npm's overrides nest objects; deeper than this is not read. */
const MAX_OVERRIDE_DEPTH = 8;

/**
 * `git-dependency` / `url-dependency` for an override that forces a package (usually one that other
 * packages depend on) to come from a git repository or a URL instead of the registry: npm's
 * `overrides` (nested), Yarn's `resolutions`, pnpm's `pnpm.overrides`. Every package that depended on
 * the registry release now installs what that repository or URL serves; compared with the base by
 * section, selector and spec (check-file-rules.ts), so an override the base already had is quiet;
 * capped per id and file like every finding (capFindings), and lineOf's budget bounds the line lookups.
 * Local paths (`file:`, `link:`) and registry versions are not reported.
 */
function overrideSourceFindings(pkg: PackageJson, content: string, path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const { section, selector, value } of overrideEntries(pkg)) {
    const source = npmSpecSource(value);
    if (source !== 'git' && source !== 'url') continue;
    const target = selector.join(' > ');
    const insecure = /^(?:git\+)?http:\/\//.test(value.trim());
    const what = source === 'git' ? 'a git repository' : 'a URL';
    findings.push(
      makeFinding({
        id: `${source}-dependency`,
        severity: insecure ? 'high' : 'medium',
        title: `An override takes ${target} from ${what}`,
        detail: `${path}'s ${section} force ${target} to ${value}: every package that depends on it now installs what ${what} serves instead of a registry release, with no registry checks and nothing immutable${insecure ? ', over plain http that anyone on the network can change' : ''}. Prefer a registry release (or a version range) in the override, or pin a commit and say why.`,
        path,
        line: lineOf(content, value),
        package: packageOfSelector(selector[selector.length - 1] ?? ''),
        subject: `${section} ${target} ${value}`,
      }),
    );
  }
  return findings;
}

/** One override of a package.json: its section, the selectors down to it (npm nests them), and its spec. */
interface OverrideEntry {
  readonly section: string;
  readonly selector: readonly string[];
  readonly value: string;
}

/** The string overrides of npm's `overrides` (nested), Yarn's `resolutions` and pnpm's `pnpm.overrides`, within MAX_OVERRIDES and MAX_OVERRIDE_DEPTH. */
function overrideEntries(pkg: PackageJson): OverrideEntry[] {
  const entries: OverrideEntry[] = [];
  let read = 0;
  const visit = (section: string, selector: string[], value: unknown, depth: number): void => {
    if (read >= MAX_OVERRIDES || depth > MAX_OVERRIDE_DEPTH) return;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        read += 1;
        if (read > MAX_OVERRIDES) return;
        // npm's "." names the version of the package the object is for.
        visit(section, key === '.' ? selector : [...selector, key], inner, depth + 1);
      }
      return;
    }
    if (typeof value !== 'string' || selector.length === 0) return;
    entries.push({ section, selector, value });
  };
  if (pkg.overrides) visit('overrides', [], pkg.overrides, 0);
  if (pkg.resolutions) visit('resolutions', [], pkg.resolutions, 0);
  if (pkg.pnpm?.overrides) visit('pnpm.overrides', [], pkg.pnpm.overrides, 0);
  return entries;
}

/**
 * The overrides that point a package at another registry package through an alias (`"lodash":
 * "npm:lodahs@^4.17.21"`), as dependencies of depType `overrides`, as pnpm-workspace.yaml's
 * overrides are: what the alias names installs for every dependent, so the package rules (a
 * look-alike name) read it. An alias of the same package (`npm:lodash@4.17.21`) and a name the
 * manifest already declares are left out.
 */
function overrideAliasDeps(pkg: PackageJson, seen: ReadonlySet<string>, dev: boolean): ExtractedDependency[] {
  const deps: ExtractedDependency[] = [];
  const added = new Set<string>();
  for (const { selector, value } of overrideEntries(pkg)) {
    const name = packageOfSelector(selector[selector.length - 1] ?? '');
    const spec = value.trim();
    if (name === '' || seen.has(name) || added.has(name) || !spec.startsWith('npm:')) continue;
    const dep = npmDependency(name, spec, dev, 'overrides');
    if (dep.target === null || dep.target === name) continue;
    added.add(name);
    deps.push(dep);
  }
  return deps;
}

/**
 * One dependency of an npm manifest from its name and spec: an `npm:` alias (`"lodash":
 * "npm:lodahs@^4"`) gives its version range and its target package, which is what installs.
 */
export function npmDependency(name: string, spec: string, dev: boolean, depType: string): ExtractedDependency {
  const alias = /^npm:((?:@[^/@]+\/)?[^@]+)(?:@(.*))?$/.exec(spec);
  return { name, version: alias ? (alias[2] ?? '') : spec, dev, source: npmSpecSource(spec), depType, target: alias ? alias[1]! : null };
}

/**
 * The package an override selector names: `foo`, `foo@^1`, `@s/foo@1`, `**\/foo`, `a>foo`, `a/foo`
 * (Yarn). A `>` is pnpm's parent-child delimiter only after a character other than a space, `|` or
 * `@`, as pnpm reads it: `esbuild@>=0.17.0 <0.28.1` names esbuild (its range's `>=` is no parent).
 */
export function packageOfSelector(selector: string): string {
  let cut = -1;
  for (let i = selector.lastIndexOf('>'); i > 0; i = selector.lastIndexOf('>', i - 1)) {
    const before = selector.charAt(i - 1);
    if (before !== ' ' && before !== '|' && before !== '@') {
      cut = i;
      break;
    }
  }
  const last = selector.slice(cut + 1);
  const parts = last.replace(/^\*\*\//, '').split('/');
  // A scoped name keeps its scope; Yarn's `parent/child` names the child.
  const name = parts.length >= 2 && parts[parts.length - 2]?.startsWith('@') ? `${parts[parts.length - 2]}/${parts[parts.length - 1]}` : (parts[parts.length - 1] ?? last);
  const at = name.indexOf('@', 1);
  return at === -1 ? name : name.slice(0, at);
}

/**
 * `npm-registry-override`, high: `publishConfig.registry` names a host spelled like the public
 * registry without being it (`https://registry.npmjs-help.org/`): `npm publish` sends the package,
 * and any token the publishing machine keeps for that host, there; the npm-token phishing of
 * September 2025 ran on such a domain (npmjs.help). A company's own registry, GitHub Packages and
 * the registry itself are ordinary and not reported.
 */
function publishRegistryFinding(pkg: PackageJson, content: string, path: string): KeyedFinding | null {
  const url = pkg.publishConfig?.registry;
  if (url === undefined || !/^https?:\/\//i.test(url.trim())) return null;
  const host = hostOf(url.trim());
  if (host === null || !looksLikeNpmRegistry(host)) return null;
  return makeFinding({
    id: 'npm-registry-override',
    severity: 'high',
    title: `${path.slice(path.lastIndexOf('/') + 1)} publishes to ${host}, spelled like the npm registry`,
    detail: `${path} sets publishConfig.registry to ${url.trim()}: npm publish sends the package there, with the token of whoever publishes if their .npmrc has one for that host, and ${host} is spelled like the public registry without being it: a look-alike host has no other reason to exist (the npm-token phishing of September 2025 ran on npmjs.help). Publish to registry.npmjs.org.`,
    path,
    line: lineOf(content, '"registry"'),
    subject: `publish-registry ${host}`,
  });
}
