import { describe, expect, it } from 'vitest';
import { checkGitattributes } from '../../src/analyzers/supply-chain/check-gitattributes.js';
import type { SnapshotFile } from '../../src/snapshot/pr-snapshot.js';
import { makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const attributes = (added: string[], removed: string[] = [], path = '.gitattributes'): SnapshotFile =>
  makeFile(path, { patch: [`@@ -1,${removed.length + 1} +1,${added.length + 1} @@`, ' *.png binary', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n') });
const found = (...files: SnapshotFile[]) => checkGitattributes(makeSnapshot({ files })).map((f) => `${f.severity} ${f.path}:${f.line} ${f.title}`);

describe('gitattributes-hides-change', () => {
  it('reports a line that folds, blanks or marks as binary a file this PR changes', () => {
    const auth = makeFile('src/auth/session.js', { status: 'modified' });
    expect(found(attributes(['src/auth/*.js linguist-generated=true']), auth)).toEqual(["medium .gitattributes:2 .gitattributes hides this PR's own change to src/auth/session.js"]);
    expect(found(attributes(['session.js -diff']), auth)).toEqual(["medium .gitattributes:2 .gitattributes hides this PR's own change to src/auth/session.js"]);
    expect(found(attributes(['*.js binary']), auth, makeFile('src/app.js', { status: 'modified' }))).toEqual(["medium .gitattributes:2 .gitattributes hides this PR's own change to src/auth/session.js and 1 more"]);
    // A nested .gitattributes speaks for its own directory.
    expect(found(attributes(['*.js linguist-vendored'], [], 'src/auth/.gitattributes'), auth)).toEqual(["medium src/auth/.gitattributes:2 .gitattributes hides this PR's own change to src/auth/session.js"]);
  });

  it('is quiet when the marked files are new (generated code introduced), are lockfiles or docs, are not in the PR, or the line only moved', () => {
    const generated = makeFile('src/gen/client.ts', { status: 'added' });
    expect(found(attributes(['src/gen/** linguist-generated']), generated)).toEqual([]);
    expect(found(attributes(['package-lock.json linguist-generated']), makeFile('package-lock.json', { status: 'modified' }))).toEqual([]);
    expect(found(attributes(['docs/** linguist-documentation']), makeFile('docs/guide.md', { status: 'modified' }))).toEqual([]);
    expect(found(attributes(['dist/** linguist-generated']), makeFile('src/index.ts', { status: 'modified' }))).toEqual([]);
    expect(found(attributes(['src/*.js -linguist-generated']), makeFile('src/app.js', { status: 'modified' }))).toEqual([]);
    expect(found(attributes(['src/*.js linguist-generated'], ['src/*.js linguist-generated']), makeFile('src/app.js', { status: 'modified' }))).toEqual([]);
  });
});
