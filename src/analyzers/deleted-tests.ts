import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import type { AnalyzerContext } from './context.js';

/** Added lines read, over all files, to find where a deleted test's lines went. */
const MAX_ADDED_LINES = 50_000;
/** A line long enough to say something of its own (not `}`, `end`, `});`, a blank). */
const MIN_LINE = 8;
/** Share of a deleted test's lines that must come back in other files for the test to count as moved. */
const MOVED_SHARE = 0.8;

/** The name a test file gives its subject: `FileOperatorTest.kt`, `test_relay.py`, `relay.spec.ts`, `relay_test.go` name FileOperator, relay. */
function subjectOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  return base.replace(/^test_/, '').replace(/(?:Tests?|Spec|[._-](?:test|spec)s?)$/, '');
}

function stemOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
}

/**
 * The deleted test files the `tests-deleted` risk driver weighs. Left out: a test whose lines the
 * PR adds again in other files (at least 80% of its lines of eight characters or more: test cases
 * moved into another file or module), and a test of a source file the PR deletes too (`RelayTest.kt`
 * beside `Relay.kt`, `test_relay.py` beside `relay.py`: the code it tested is gone). A test deleted
 * with nothing to show where it went, or whose diff GitHub left out, is weighed.
 */
export function weighedDeletedTests(snapshot: PrSnapshot, ctx: AnalyzerContext): string[] {
  const deleted = snapshot.files.filter((f) => f.status === 'removed' && ctx.classifier.info(f.path).isTest);
  if (deleted.length === 0) return [];
  const deletedSources = new Set(snapshot.files.filter((f) => f.status === 'removed' && !ctx.classifier.info(f.path).isTest).map((f) => stemOf(f.path)));
  let added: Map<string, number> | null = null;
  const addedLines = (): Map<string, number> => {
    if (added !== null) return added;
    added = new Map();
    let read = 0;
    for (const file of snapshot.files) {
      if (file.status === 'removed' || file.patch === null) continue;
      for (const line of file.patch.split('\n')) {
        if (read >= MAX_ADDED_LINES) return added;
        if (!line.startsWith('+')) continue;
        read += 1;
        const text = line.slice(1).trim();
        if (text.length >= MIN_LINE) added.set(text, (added.get(text) ?? 0) + 1);
      }
    }
    return added;
  };
  const weighed: string[] = [];
  for (const file of deleted) {
    const subject = subjectOf(file.path);
    if (subject !== '' && subject !== stemOf(file.path) && deletedSources.has(subject)) continue;
    if (file.patch !== null && movedElsewhere(file.patch, addedLines())) continue;
    weighed.push(file.path);
  }
  return weighed;
}

/** Whether most of a deleted file's lines come back among the PR's added lines (each added line taken once). */
function movedElsewhere(patch: string, added: ReadonlyMap<string, number>): boolean {
  // Lines of `added` this file has taken so far: its own count, not a copy of the whole map per
  // deleted test (a PR deleting a thousand tests beside 50,000 added lines copied 50 million entries).
  const taken = new Map<string, number>();
  let lines = 0;
  let found = 0;
  for (const line of patch.split('\n')) {
    if (!line.startsWith('-')) continue;
    const text = line.slice(1).trim();
    if (text.length < MIN_LINE) continue;
    lines += 1;
    const used = taken.get(text) ?? 0;
    if (used < (added.get(text) ?? 0)) {
      found += 1;
      taken.set(text, used + 1);
    }
  }
  return lines > 0 && found >= MOVED_SHARE * lines;
}
