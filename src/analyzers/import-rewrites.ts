/**
 * Import statements rewritten to follow a module the same PR renames: `from app.utils import
 * slugify` to `from app.text import slugify` when `app/utils.py` becomes `app/text.py`,
 * `import { slugify } from '../utils'` to `'../text'`. A file whose every changed line is such a
 * rewrite imports the same names from the same code under its new name: it runs as before (the
 * renamed module's own changes are read in that file). A repository-wide rename passes through
 * `auth/` that way.
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

/** The added line is the removed one with a renamed module's name replaced (a whole word of the path). */
function rewritten(removed: string, added: string, renames: readonly { from: string; to: string }[]): boolean {
  for (const { from, to } of renames) {
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
  const renames = renamedModules(snapshot);
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
