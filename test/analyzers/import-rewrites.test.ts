import { describe, expect, it } from 'vitest';
import { onlyImportsFollowRenames } from '../../src/analyzers/import-rewrites.js';
import type { SnapshotFile } from '../../src/snapshot/pr-snapshot.js';
import { makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const patch = (removed: string[], added: string[], context = ['', 'def handler(x):']) =>
  `@@ -1,${removed.length + context.length} +1,${added.length + context.length} @@\n${removed.map((l) => `-${l}`).join('\n')}\n${added.map((l) => `+${l}`).join('\n')}\n${context.map((l) => ` ${l}`).join('\n')}`;
const renamed = (from: string, to: string): SnapshotFile => makeFile(to, { status: 'renamed', previousPath: from, additions: 0, deletions: 0, patch: null });
const check = (file: SnapshotFile, ...renames: SnapshotFile[]) => onlyImportsFollowRenames(makeSnapshot({ files: [file, ...renames] }), file);

describe('onlyImportsFollowRenames', () => {
  it('takes imports rewritten to a module the PR renames, in Python, JavaScript and Java, in any order', () => {
    const py = makeFile('app/auth/login.py', { status: 'modified', patch: patch(['from app.utils import slugify, now'], ['from app.text import slugify, now']) });
    expect(check(py, renamed('app/utils.py', 'app/text.py'))).toBe(true);
    // A src/ layout, and the import written from the package root.
    expect(check(makeFile('src/app/auth/login.py', { status: 'modified', patch: patch(['import app.utils as u'], ['import app.text as u']) }), renamed('src/app/utils.py', 'src/app/text.py'))).toBe(true);
    const js = makeFile('src/auth/session.ts', { status: 'modified', patch: patch(["import { slugify } from '../utils';", "import { sign } from './jwt';"], ["import { sign } from './jwt';", "import { slugify } from '../text';"], ['']) });
    // The jwt import moved by a sorter is the same line removed and added.
    expect(check(js, renamed('src/utils.ts', 'src/text.ts'))).toBe(true);
    const sorted = makeFile('src/auth/session.ts', { status: 'modified', patch: patch(["import { slugify } from '../utils';"], ['', "import { slugify } from '../text';"], ['']) });
    expect(check(sorted, renamed('src/utils.ts', 'src/text.ts'))).toBe(true);
    const java = makeFile('src/main/java/com/acme/auth/Login.java', { status: 'modified', patch: patch(['import com.acme.util.Strings;'], ['import com.acme.text.Strings;'], ['']) });
    expect(check(java, renamed('src/main/java/com/acme/util/Strings.java', 'src/main/java/com/acme/text/Strings.java'))).toBe(true);
  });

  it('takes imports that follow a definition the PR moves to another module, neither file renamed; not a name that did not move', () => {
    const util = makeFile('src/lib/util.ts', { status: 'modified', patch: ['@@ -1,7 +1,3 @@', '-export function formatPrice(cents: number): string {', '-  return `$${(cents / 100).toFixed(2)}`;', '-}', '-', ' export function slugify(text: string): string {', '   return text.toLowerCase();', ' }'].join('\n') });
    const money = makeFile('src/lib/money.ts', { status: 'added', patch: ['@@ -0,0 +1,3 @@', '+export function formatPrice(cents: number): string {', '+  return `$${(cents / 100).toFixed(2)}`;', '+}'].join('\n') });
    const cart = makeFile('src/cart/total.ts', { status: 'modified', patch: patch(["import { formatPrice } from '../lib/util';"], ["import { formatPrice } from '../lib/money';"], ['']) });
    expect(onlyImportsFollowRenames(makeSnapshot({ files: [cart, util, money] }), cart)).toBe(true);
    // Python: a function moved from app/utils.py to app/money.py.
    const pyFrom = makeFile('app/utils.py', { status: 'modified', patch: ['@@ -1,3 +1,1 @@', '-def format_price(cents):', '-    return f"${cents / 100:.2f}"', ' def slugify(text):'].join('\n') });
    const pyTo = makeFile('app/money.py', { status: 'added', patch: ['@@ -0,0 +1,2 @@', '+def format_price(cents):', '+    return f"${cents / 100:.2f}"'].join('\n') });
    const view = makeFile('app/views/cart.py', { status: 'modified', patch: patch(['from app.utils import format_price'], ['from app.money import format_price']) });
    expect(onlyImportsFollowRenames(makeSnapshot({ files: [view, pyFrom, pyTo] }), view)).toBe(true);
    // A name that did not move (slugify stays in util), or no definition moved at all: new code.
    const other = makeFile('src/cart/slug.ts', { status: 'modified', patch: patch(["import { slugify } from '../lib/util';"], ["import { slugify } from '../lib/money';"], ['']) });
    expect(onlyImportsFollowRenames(makeSnapshot({ files: [other, util, money] }), other)).toBe(false);
    const both = makeFile('src/cart/both.ts', { status: 'modified', patch: patch(["import { formatPrice, slugify } from '../lib/util';"], ["import { formatPrice, slugify } from '../lib/money';"], ['']) });
    expect(onlyImportsFollowRenames(makeSnapshot({ files: [both, util, money] }), both)).toBe(false);
    expect(onlyImportsFollowRenames(makeSnapshot({ files: [cart, util] }), cart)).toBe(false);
  });

  it('stays bounded on renames of paths hundreds of segments long, asked for every file of the PR (a hostile PR hung the analysis for minutes)', () => {
    const deep = 'a/'.repeat(450);
    const renames = Array.from({ length: 5 }, (_, i) => renamed(`${deep}b${i}`, `${deep}c${i}`));
    const files = Array.from({ length: 300 }, (_, i) => makeFile(`src/m${i}.py`, { status: 'modified', patch: patch(['from a.b0 import x'], ['from a.c0 import x']) }));
    const snapshot = makeSnapshot({ files: [...files, ...renames] });
    const started = performance.now();
    for (const file of files) onlyImportsFollowRenames(snapshot, file);
    expect(performance.now() - started).toBeLessThan(2_000);
    // The last segments of such a path are still read: an import of its module's tail follows the rename.
    // (A path past 1,000 characters is no module anyone imports: not read at all.)
    expect(onlyImportsFollowRenames(snapshot, files[0]!)).toBe(true);
  });

  it('refuses a code change beside the imports, a module the PR does not rename, a name added, or no rename at all', () => {
    const rename = renamed('app/utils.py', 'app/text.py');
    expect(check(makeFile('app/auth/login.py', { status: 'modified', patch: patch(['from app.utils import slugify', '    return True'], ['from app.text import slugify', '    return False']) }), rename)).toBe(false);
    expect(check(makeFile('app/auth/login.py', { status: 'modified', patch: patch(['from app.security import verify_token'], ['from app.fakesec import verify_token']) }), rename)).toBe(false);
    expect(check(makeFile('app/auth/login.py', { status: 'modified', patch: patch(['from app.utils import slugify'], ['from app.text import slugify, verify']) }), rename)).toBe(false);
    expect(check(makeFile('app/auth/login.py', { status: 'modified', patch: patch(['from app.utils import slugify'], ['from app.text import slugify']) }))).toBe(false);
    // A word that only contains the old name is not the module (app.utilsx).
    expect(check(makeFile('app/auth/login.py', { status: 'modified', patch: patch(['from app.utilsx import slugify'], ['from app.textx import slugify']) }), rename)).toBe(false);
    expect(check(makeFile('app/auth/login.py', { status: 'added', patch: patch([], ['from app.text import slugify']) }), rename)).toBe(false);
    // Imports only reordered, none rewritten: not this rule's (the order of imports can matter).
    expect(check(makeFile('app/auth/login.py', { status: 'modified', patch: patch(['import os', 'import sys'], ['import sys', 'import os']) }), rename)).toBe(false);
  });
});
