import { describe, expect, it } from 'vitest';
import { taskFileIndexFindings } from '../../../src/ecosystems/pypi/task-file-indexes.js';
import { makeFile } from '../../support/snapshot-factory.js';

/** A patch that replaces `removed` lines with `added` ones after two unchanged lines. */
function patch(removed: readonly string[], added: readonly string[]): string {
  return [`@@ -1,${2 + removed.length} +1,${2 + added.length} @@`, ' @nox.session', ' def tests(session):', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}
const found = (path: string, removed: readonly string[], added: readonly string[]) =>
  taskFileIndexFindings(makeFile(path, { patch: patch(removed, added) })).map((f) => `${f.id} ${f.severity} ${f.line}`);

describe('taskFileIndexFindings', () => {
  it("reads an index or registry a task file's install and run calls hand pip or npm", () => {
    expect(found('noxfile.py', ['    session.install("-r", "requirements.txt")'], ['    session.install("--extra-index-url", "https://pkgs.example.dev/simple", "-r", "requirements.txt")'])).toEqual(['pip-extra-index high 3']);
    expect(found('noxfile.py', [], ['    session.install("--index-url=https://pypi.example.dev/simple", "mypkg")'])).toEqual(['pip-extra-index medium 3']);
    expect(found('ci/noxfile.py', [], ['    session.install(', '        "--find-links",', "        'https://wheels.example.dev/',", '        "mypkg",', '    )'])).toEqual(['pip-extra-index high 3']);
    expect(found('tasks.py', [], ['    c.run("pip install --extra-index-url https://pkgs.example.dev/simple -e .")'])).toEqual(['pip-extra-index high 3']);
    expect(found('noxfile.py', [], ['    session.run("npm", "ci", "--registry", "https://registry.npm-cache.dev/", external=True)'])).toEqual(['npm-registry-override medium 3']);
  });

  it("reads an argument added to a call whose first line is unchanged, and an index option outside any call the hunk shows", () => {
    const call = (lines: readonly string[]) => taskFileIndexFindings(makeFile('noxfile.py', { patch: lines.join('\n') })).map((f) => `${f.id} ${f.severity} ${f.line}`);
    expect(call(['@@ -4,4 +4,6 @@', ' def tests(session):', '     session.install(', '+        "--extra-index-url",', '+        "https://pkgs.example.dev/simple",', '         "-r",', '         "requirements-dev.txt",'])).toEqual(['pip-extra-index high 6']);
    // The index's value changed inside an unchanged call: the new host is new.
    expect(call(['@@ -4,5 +4,5 @@', '     session.install(', '         "-i",', '-        "https://pypi.org/simple",', '+        "https://pypi.example.dev/simple",', '         "-e",', '         ".",'])).toEqual(['pip-extra-index medium 6']);
    // The call starts above the hunk's context: the added option and URL are still pip's.
    expect(call(['@@ -9,6 +9,8 @@', '         "pytest-cov",', '         "pytest-xdist",', '         "hypothesis",', '+        "--extra-index-url",', '+        "https://pkgs.example.dev/simple",', '         "coverage[toml]",', '     )'])).toEqual(['pip-extra-index high 12']);
  });

  it('leaves an unchanged call around an unrelated added argument, and strings that are no index option', () => {
    const call = (lines: readonly string[]) => taskFileIndexFindings(makeFile('noxfile.py', { patch: lines.join('\n') })).map((f) => `${f.id} ${f.severity} ${f.line}`);
    expect(call(['@@ -4,5 +4,6 @@', '     session.install(', '         "--extra-index-url",', '         "https://pkgs.example.dev/simple",', '+        "pytest-cov",', '         "-r",', '         "requirements-dev.txt",'])).toEqual([]);
    expect(call(['@@ -4,3 +4,4 @@', ' DOCS_URL = "https://docs.example.dev"', '+MIRROR = "https://pkgs.example.dev/simple"', ' ', ' @nox.session'])).toEqual([]);
  });

  it('leaves plain installs, PyPI itself, values passed in, an index the base had and other files alone', () => {
    expect(found('noxfile.py', ['    session.install("-r", "requirements.txt")'], ['    session.install("-e", ".[test]")'])).toEqual([]);
    expect(found('noxfile.py', [], ['    session.install("--index-url", "https://pypi.org/simple", "mypkg")'])).toEqual([]);
    expect(found('noxfile.py', [], ['    session.install("--extra-index-url", os.environ["PRIVATE_INDEX"], "mypkg")'])).toEqual([]);
    expect(found('noxfile.py', [], ['    session.run("pytest", "--base-url", "https://staging.example.dev/")'])).toEqual([]);
    expect(
      found('noxfile.py', ['    session.install("--extra-index-url", "https://pkgs.example.dev/simple", "-r", "requirements.txt")'], ['    session.install("--extra-index-url", "https://pkgs.example.dev/simple", "-r", "requirements-dev.txt")']),
    ).toEqual([]);
    expect(found('src/app/session.py', [], ['    session.install("--extra-index-url", "https://pkgs.example.dev/simple", "mypkg")'])).toEqual([]);
    expect(taskFileIndexFindings(makeFile('noxfile.py', { status: 'removed', patch: '@@ -1 +0,0 @@\n-    session.install("-i", "https://pypi.example.dev/simple")' }))).toEqual([]);
  });
});
