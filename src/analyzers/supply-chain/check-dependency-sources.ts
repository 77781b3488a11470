import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { localTargetInRepository } from '../../ecosystems/gomod/replace-findings.js';
import { lookAlikePackageHost } from '../../ecosystems/lookalike-host.js';
import { gitRepositoryOf, isTestProjectPath, lineOf } from '../../ecosystems/util.js';
import type { Severity } from '../../signal/schema.js';
import { capFindings } from './cap-findings.js';
import type { DependencyChange } from './change-list.js';
import { dependencyLine } from './change-list.js';
import { isDirectPackageChange } from './package-rules.js';

/** Hosts whose URLs name a repository's code or a registry's file, not an endpoint of a stranger's choosing. */
const CODE_HOSTS = /^(?:github\.com|codeload\.github\.com|objects\.githubusercontent\.com|gitlab\.com|bitbucket\.org|pkg\.pr\.new|registry\.npmjs\.org|registry\.yarnpkg\.com)$/i;
/** A package file's name at the end of a URL's path: `pkg-1.2.0.tgz`, `pkg.tar.gz`, `…/archive/v1.zip`. */
const PACKAGE_FILE = /\.(?:tgz|tar\.gz|tar|zip|tar\.bz2|tar\.xz)$/i;

/**
 * An npm dependency whose URL names no package file, on a host that is not a code host: an endpoint
 * whose server decides what to answer on each install (`http://packages.storeartifact.com/npm/x`,
 * PhantomRaven's "remote dynamic dependencies", 2025), and can answer a scanner differently from a
 * developer's machine. A tarball (`…/xlsx-0.20.3.tgz`, the SheetJS CDN) or a code host's URL is
 * a file whoever controls the server can still replace: medium, as before.
 */
function dynamicUrl(ecosystem: string, spec: string): boolean {
  if (ecosystem !== 'npm') return false;
  const m = /^https?:\/\/(?:[^@/\s]{1,100}@)?([\w.-]{1,253})(?::\d{1,5})?([^?#\s]*)/i.exec(spec);
  if (m === null || CODE_HOSTS.test(m[1]!)) return false;
  return !PACKAGE_FILE.test(m[2] ?? '');
}

/** The host of a dependency's URL or git address (`git+https://user@host/…`, `git@host:o/r`), lower-cased, or null. */
function hostOfSpec(spec: string): string | null {
  const m = /^(?:git\+)?(?:[a-z]{2,10}:\/\/)?(?:[^@/\s]{1,100}@)?([\w-]{1,63}(?:\.[\w-]{1,63}){1,10})(?=[/:?#]|$)/i.exec(spec.trim());
  return m === null ? null : (m[1] ?? '').toLowerCase();
}

/** A git ref that is a commit (7 to 64 hex digits after `#` or `@`): from a fork network it may be an impostor commit. */
const COMMIT_REF = /[#@][0-9a-f]{7,64}$/i;

/**
 * Whether a git dependency comes from a repository on GitHub of the PR's own owner
 * (`git+https://github.com/python-poetry/poetry-core.git` in `python-poetry/poetry`) at a branch
 * or tag, or at no ref: code the same organization controls, as its own registry releases are. A
 * commit ref is left out: GitHub serves a fork's commits under the parent's address too.
 */
function ownOrganizationRepository(spec: string, version: string, owner: string): boolean {
  // The commit may be the spec's ref or a field of its own (Cargo's `rev = "a1b2c3d"`).
  if (owner === '' || COMMIT_REF.test(spec.trim()) || /^[0-9a-f]{7,64}$/i.test(version.trim())) return false;
  return gitRepositoryOf(spec)?.startsWith(`github.com/${owner.toLowerCase()}/`) === true;
}

/** `git-dependency`, `url-dependency`, `path-dependency`: a direct dependency newly taken from outside its registry. */
function manifestSourceFinding(change: DependencyChange, owner: string): KeyedFinding | null {
  const entry = change.head!;
  const before = change.base;
  // A package declared more than once (a runtime range and a dependency group's URL): the entry
  // that comes from outside the registry is the one to describe and point at.
  const dep = entry.all.find((d) => d.source === entry.source) ?? entry.first;
  // The base's declaration from the same place, compared with that one: another declaration of the
  // package edited beside it (a `django61` group's range moved to the release while the
  // `djangomain` group's URL stays) changes nothing about where this one comes from. Nor does the
  // version a local path dependency also names (`clap_builder = { path = "./clap_builder", version
  // = "=4.6.5" }`, moved by every release of a Cargo workspace): the code is the directory's.
  const place = (d: typeof dep): string => (d.source === 'path' && d.target ? d.target : `${d.target ?? ''}\u0000${d.version ?? ''}`);
  const unchanged = before !== null && before.all.some((d) => d.source === dep.source && place(d) === place(dep));
  const sourceChanged = before === null || before.source !== entry.source || (entry.source !== 'registry' && !unchanged);
  if (!sourceChanged || (entry.source !== 'git' && entry.source !== 'url' && entry.source !== 'path')) return null;
  const spec = dep.target && dep.source !== 'registry' ? dep.target : (dep.version ?? '');
  const insecure = entry.source !== 'path' && /^(?:git\+)?http:\/\//.test(dep.version ?? dep.target ?? '');
  // A git dependency the base already took from the same repository, only its ref moved (a
  // Dependabot bump of `owner/repo#v1.2` to `#v1.3`): whoever controls the repository controlled
  // what was installed before as well.
  const baseDep = before === null ? null : (before.all.find((d) => d.source === 'git') ?? null);
  const baseRepository = before?.source === 'git' && baseDep !== null ? gitRepositoryOf(baseDep.target || baseDep.version) : null;
  const refMoved = entry.source === 'git' && baseRepository !== null && baseRepository === gitRepositoryOf(dep.target || dep.version);
  // A local directory of this repository (`path = ".."` in `fuzz/Cargo.toml`, `-e .`, `file:./packages/ui`):
  // its code is the repository's own, which the PR's diff shows; a path above the root or absolute is not.
  const inRepository = entry.source === 'path' && localTargetInRepository(change.path, (dep.target || dep.version || '').replace(/^(?:file|link|portal):/, ''));
  const dynamic = entry.source === 'url' && dynamicUrl(change.ecosystem, dep.version ?? dep.target ?? '');
  const sourceHost = entry.source === 'path' ? null : hostOfSpec(dep.target || dep.version || '');
  // A host spelled like a registry's or GitHub's (`files.pythonhosted-cdn.org`): new with this PR,
  // not a ref moved on a repository the base already took the package from.
  const lookAlike = sourceHost === null || refMoved ? null : lookAlikePackageHost(sourceHost);
  const ownOrganization = entry.source === 'git' && !insecure && !refMoved && ownOrganizationRepository(dep.target || dep.version || '', dep.version ?? '', owner);
  // A project of the test suite (`tests/fixtures/sample_project/pyproject.toml`,
  // `test/fixtures/app/package.json`): a packaging tool's tests parse it, or a test installs it, in
  // CI, where the tests' own code runs anyway; users of the package never install it. A look-alike
  // host, plain http or a dynamic URL stays high wherever it is.
  const testProject = isTestProjectPath(change.path);
  const severity: Severity = inRepository ? 'info' : lookAlike !== null || insecure || dynamic ? 'high' : entry.source === 'path' || refMoved || ownOrganization || testProject ? 'low' : 'medium';
  const what = entry.source === 'git' ? 'a git repository' : entry.source === 'url' ? 'a URL' : 'a local path';
  return makeFinding({
    id: `${entry.source}-dependency`,
    severity,
    title: `${dep.name} comes from ${what}`,
    detail:
      `${dep.name} (${spec || dep.version || 'no version'}) is not resolved from the ${change.ecosystem} registry: ` +
      (inRepository
        ? 'the directory is inside this repository, so its code is the repository\'s own and is reviewed with it; check that the path is the one meant.'
        : entry.source === 'path'
        ? 'its code lives outside the package and is not versioned with a release.'
        : refMoved && !insecure
          ? `the base took it from the same git repository already; this PR moves its ref, so it installs whatever that ref now points to. Prefer a registry release, or pin a commit.`
          : testProject
            ? `the manifest belongs to a project of the test suite (it is under a test or fixture folder): only the tests read or install it, in CI, where their own code runs; users of this package never install it. Check that a test means to use ${what}.`
          : ownOrganization
            ? `the repository belongs to this repository's own owner (${owner}), whose members control both: a development build of a sibling project, usual between releases. Switch back to a registry release before releasing.`
            : `no registry checks, no immutable release; whoever controls ${what} controls the code${lookAlike !== null ? `, and its host ${sourceHost} is spelled like ${lookAlike} without being it: a file dressed as a registry's or GitHub's` : ''}${insecure ? ', and plain http lets anyone on the network change it' : ''}${dynamic ? `. The URL names no package file: it is an endpoint whose server decides what to answer on each install, and can answer a scanner differently from your machines (PhantomRaven's "remote dynamic dependencies", 2025)` : ''}. Prefer a registry release, or pin a commit.`),
    path: change.path,
    line: (dep.target ? lineOf(change.file!.content?.head ?? null, dep.target) : null) ?? dependencyLine(change.file!.content?.head ?? null, dep),
    package: dep.name,
    subject: dep.name,
  });
}

/** A new transitive package a lockfile resolves from git or a URL. */
function lockfileSourceFinding(change: DependencyChange): KeyedFinding | null {
  const entry = change.head!;
  if (entry.source !== 'git' && entry.source !== 'url') return null;
  // A test project's lockfile (`tests/fixtures/with_git_deps/poetry.lock`): what its tests read or install, in CI (manifestSourceFinding).
  const testProject = isTestProjectPath(change.path);
  return makeFinding({
    id: `${entry.source}-dependency`,
    severity: testProject ? 'low' : 'medium',
    title: `${entry.name} is locked to ${entry.source === 'git' ? 'a git repository' : 'a URL'}`,
    detail: `${change.path} resolves the new package ${entry.name} from ${entry.first.resolved ?? entry.first.version ?? 'outside the registry'}, not from the ${change.ecosystem} registry${testProject ? ': the lockfile belongs to a project of the test suite (it is under a test or fixture folder), which only the tests read or install, in CI' : ''}.`,
    path: change.path,
    package: entry.name,
    subject: entry.name,
  });
}

/** Dependencies that come from somewhere other than their ecosystem's registry. */
export function checkDependencySources(changes: readonly DependencyChange[], owner = ''): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const locked: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.change === 'removed') continue;
    if (isDirectPackageChange(change)) {
      const finding = manifestSourceFinding(change, owner);
      if (finding) findings.push(finding);
    } else if (change.origin === 'lockfile' && change.change === 'added' && !change.declared) {
      const finding = lockfileSourceFinding(change);
      if (finding) locked.push(finding);
    }
  }
  return [...findings, ...capFindings(locked)];
}
