/**
 * Import statements rewritten to follow a module the same PR renames: `from app.utils import
 * slugify` to `from app.text import slugify` when `app/utils.py` becomes `app/text.py`,
 * `import { slugify } from '../utils'` to `'../text'`. A file whose every changed line is such a
 * rewrite imports the same names from the same code under its new name: it runs as before (the
 * renamed module's own changes are read in that file). A repository-wide rename passes through
 * `auth/` that way. So are imports that follow a definition the PR moves from one module to another,
 * neither file renamed (`export function formatPrice` removed from `lib/util.ts` and added to
 * `lib/money.ts`, `import { formatPrice } from '../lib/util'` to `'../lib/money'`), when the line
 * imports only names that moved so.
 */
import type { PrSnapshot, SnapshotFile } from '../snapshot/pr-snapshot.js';
import { walkPatch } from '../ecosystems/code/changed-lines.js';

/** Renamed modules read at most, and changed lines of one file compared. */
const MAX_RENAMES = 50;
const MAX_LINES = 200;
const MAX_LINE_LENGTH = 500;
/** A module path's length and trailing segments read at most (a path thousands of segments long made the pairs quadratic). */
const MAX_PATH_LENGTH = 1_000;
const MAX_SEGMENTS = 8;

/** A line that only imports (Python, JavaScript/TypeScript, Java/Kotlin/Scala, Go's import block, Rust `use`, Ruby `require`, PHP `use`). */
const IMPORT_LINE = /^(?:from [\w.]+ import |import |export (?:\*|\{[^}]*\}|type \{[^}]*\}) from |(?:const|let|var) [\w{}, ]{1,200}= ?require\(['"][^'"]+['"]\);?$|require(?:_relative)?[ (]['"]|use [\w:\\]+|"[\w./-]+"$|\w+ "[\w./-]+"$)/;

/** The names a module path is written under: `app/text.py` as `app/text`, `app.text`, `text`, and without a leading `src/` or `lib/`. */
function moduleForms(path: string): string[] {
  // Bounded: a path past MAX_PATH_LENGTH is no module anyone imports, and only its last MAX_SEGMENTS segments are written in imports.
  if (path.length > MAX_PATH_LENGTH) return [];
  const noExtension = path.replace(/\/(?:__init__|index|mod)\.\w+$/, '').replace(/\.\w+$/, '');
  const forms = new Set<string>();
  const parts = noExtension.split('/');
  for (let i = Math.max(0, parts.length - MAX_SEGMENTS); i < parts.length; i += 1) {
    const tail = parts.slice(i).join('/');
    forms.add(tail);
    forms.add(tail.replaceAll('/', '.'));
  }
  return [...forms].filter((f) => f !== '').sort((a, b) => b.length - a.length);
}

/** The renames of each snapshot, worked out once (every file of the PR asks: untested-code, sensitive-changes). */
const renamesOf = new WeakMap<PrSnapshot, { from: string; to: string }[]>();

/** Module renames of the PR as pairs of path forms with the same number of trailing segments; at most MAX_RENAMES × 8 pairs. */
function renamedModules(snapshot: PrSnapshot): { from: string; to: string }[] {
  const known = renamesOf.get(snapshot);
  if (known !== undefined) return known;
  const pairs: { from: string; to: string }[] = [];
  const shape = (form: string) => `${form.split(/[./]/).length}${form.includes('/') ? '/' : '.'}`;
  outer: for (const file of snapshot.files) {
    if (file.status !== 'renamed' || file.previousPath === null) continue;
    const after = moduleForms(file.path).map((to) => ({ to, shape: shape(to) }));
    for (const from of moduleForms(file.previousPath)) {
      const wanted = shape(from);
      for (const { to, shape: has } of after) {
        if (has !== wanted || from === to) continue;
        pairs.push({ from, to });
        if (pairs.length > MAX_RENAMES * 8) break outer;
      }
    }
  }
  renamesOf.set(snapshot, pairs);
  return pairs;
}

/**
 * A top-level definition on a changed line of a patch (sign first): a function, class, constant,
 * type or interface in JavaScript/TypeScript, Python, Go or Rust; group 1 its name.
 */
const DEFINITION = /^[-+](?:export\s{1,3}(?:default\s{1,3})?)?(?:async\s{1,3})?(?:function\*?\s{1,3}|class\s{1,3}|(?:const|let|var)\s{1,3}|interface\s{1,3}|type\s{1,3}|enum\s{1,3}|def\s{1,3}|func\s{1,3}|pub(?:\([\w:]{1,20}\))?\s{1,3}(?:fn|struct|enum|trait|const)\s{1,3}|fn\s{1,3})([A-Za-z_]\w{0,60})/;
/** Files of a PR read for definitions, and definitions kept, at most. */
const MAX_DEFINITION_FILES = 200;
const MAX_DEFINITIONS = 2_000;

/** The moves of each snapshot, worked out once. */
const movesOf = new WeakMap<PrSnapshot, Move[]>();

interface Move {
  readonly from: string;
  readonly to: string;
  /** The names the PR moves from the one module to the other: an import rewritten must import only these. */
  readonly names: ReadonlySet<string>;
}

/**
 * Definitions the PR moves from one module to another without renaming either file: a top-level
 * definition removed from one file (and not added back there) and added to another (and not removed
 * from it), `export function formatPrice` moved from `lib/util.ts` to `lib/money.ts`. As pairs of
 * module forms with the same number of trailing segments, as renamedModules gives them.
 */
function movedDefinitions(snapshot: PrSnapshot): Move[] {
  const known = movesOf.get(snapshot);
  if (known !== undefined) return known;
  const removed = new Map<string, Set<string>>();
  const added = new Map<string, Set<string>>();
  let kept = 0;
  for (const file of snapshot.files.slice(0, MAX_DEFINITION_FILES)) {
    if (file.patch === null || file.path.length > MAX_PATH_LENGTH) continue;
    walkPatch(file.patch, (first, text) => {
      if (first !== 43 && first !== 45) return kept < MAX_DEFINITIONS;
      const name = DEFINITION.exec(`${first === 43 ? '+' : '-'}${text.slice(0, MAX_LINE_LENGTH)}`)?.[1];
      if (name === undefined) return true;
      const side = first === 43 ? added : removed;
      const paths = side.get(name) ?? new Set<string>();
      paths.add(file.path);
      side.set(name, paths);
      kept += 1;
      return kept < MAX_DEFINITIONS;
    });
  }
  const byPair = new Map<string, Set<string>>();
  for (const [name, fromPaths] of removed) {
    const toPaths = added.get(name);
    if (toPaths === undefined) continue;
    for (const from of fromPaths) {
      if (toPaths.has(from)) continue;
      for (const to of toPaths) {
        if (fromPaths.has(to)) continue;
        const key = `${from}\u0000${to}`;
        const names = byPair.get(key) ?? new Set<string>();
        names.add(name);
        byPair.set(key, names);
      }
    }
  }
  const moves: Move[] = [];
  const shape = (form: string) => `${form.split(/[./]/).length}${form.includes('/') ? '/' : '.'}`;
  outer: for (const [key, names] of byPair) {
    const [fromPath = '', toPath = ''] = key.split('\u0000');
    const after = moduleForms(toPath).map((to) => ({ to, shape: shape(to) }));
    for (const from of moduleForms(fromPath)) {
      for (const { to, shape: has } of after) {
        if (has !== shape(from) || from === to) continue;
        moves.push({ from, to, names });
        if (moves.length > MAX_RENAMES * 8) break outer;
      }
    }
  }
  movesOf.set(snapshot, moves);
  return moves;
}

/** The names an import line brings in: `import { a, b as c } from`, `from m import a, b`, `use m::{A, B};`, `use m::A;`; null when it names none this way. */
function importedNames(line: string): string[] | null {
  const braces = /\{([^{}]{1,500})\}/.exec(line);
  const list = braces?.[1] ?? /^from\s[\w.]{1,200}\simport\s([\w\s,]{1,500})$/.exec(line)?.[1] ?? /^use\s[\w:]{1,300}::(\w{1,60});$/.exec(line)?.[1];
  if (list === undefined) return null;
  const names = list.split(',').map((part) => (part.trim().replace(/^type\s+/, '').split(' as ')[0] ?? '').trim()).filter((n) => n !== '');
  return names.length === 0 ? null : names;
}

/** The added line is the removed one with a renamed module's name replaced (a whole word of the path). */
function rewritten(removed: string, added: string, renames: readonly { from: string; to: string; names?: ReadonlySet<string> }[]): boolean {
  for (const { from, to, names } of renames) {
    if (names !== undefined) {
      // A definition moved: the line must import only names that moved this way.
      const imported = importedNames(added);
      if (imported === null || !imported.every((n) => names.has(n))) continue;
    }
    let at = removed.indexOf(from);
    while (at >= 0) {
      const before = removed[at - 1];
      const after = removed[at + from.length];
      const bounded = (before === undefined || !/\w/.test(before)) && (after === undefined || !/\w/.test(after));
      if (bounded && `${removed.slice(0, at)}${to}${removed.slice(at + from.length)}` === added) return true;
      at = removed.indexOf(from, at + 1);
    }
  }
  return false;
}

/** Every changed line of the file (blank ones aside) is an import rewritten to follow a module the PR renames, line for line. */
export function onlyImportsFollowRenames(snapshot: PrSnapshot, file: Pick<SnapshotFile, 'status' | 'patch'>): boolean {
  if (file.status !== 'modified' || file.patch === null) return false;
  const renames: { from: string; to: string; names?: ReadonlySet<string> }[] = [...renamedModules(snapshot), ...movedDefinitions(snapshot)];
  if (renames.length === 0) return false;
  const removed: string[] = [];
  const added: string[] = [];
  let ok = true;
  let read = 0;
  walkPatch(file.patch, (first, text) => {
    read += 1;
    if (first === 43 /* + */ || first === 45 /* - */) {
      if (text.trim() === '') return read < MAX_LINES;
      if (text.length > MAX_LINE_LENGTH || !IMPORT_LINE.test(text.trim().replace(/\s+/g, ' '))) ok = false;
      else (first === 43 ? added : removed).push(text.trim());
    }
    return ok && read < MAX_LINES;
  });
  if (!ok || read >= MAX_LINES || removed.length === 0 || removed.length !== added.length) return false;
  // Line for line, in any order (an import sorter may move the rewritten line and the others): at
  // least one rewritten, the rest moved as they were.
  const left = [...added];
  let rewrites = 0;
  for (const line of removed) {
    const same = left.indexOf(line);
    const at = same >= 0 ? same : left.findIndex((candidate) => rewritten(line, candidate, renames));
    if (at < 0) return false;
    if (same < 0) rewrites += 1;
    left.splice(at, 1);
  }
  return rewrites > 0;
}
