import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import { walkPatch } from '../code/changed-lines.js';
import type { KeyedFinding } from '../finding.js';
import { registryOverrideFinding } from '../npm/npmrc.js';
import { findCommandIndexes, findCommandRegistries } from '../shell/remote-installs.js';
import { type PackageIndex, indexFindings } from './indexes.js';

/** Python task files whose calls run installers: nox's noxfile.py, invoke's tasks.py, fabric's fabfile.py, doit's dodo.py. */
const TASK_FILE = /(?:^|\/)(?:noxfile|tasks|fabfile|dodo)\.py$/;
/** nox's `session.install(…)`: its arguments are pip's (`session.install("--extra-index-url", URL, "pkg")`). */
const INSTALL_CALL = /\bsession\.install\s*\(/;
/** A call that runs its arguments as a command: nox's `session.run(…)`, invoke's and fabric's `c.run(…)`. */
const RUN_CALL = /\b(?:session|c|ctx|context)\.run(?:_always)?\s*\(/;
/** A string literal on one line (its text without quotes); escapes end it, which only loses a literal. */
const STRING_LITERAL = /"([^"\\\n]{0,500})"|'([^'\\\n]{0,500})'/g;
/** Lines of one call read together (`session.install(` then one argument a line). */
const MAX_CALL_LINES = 15;
/** Characters of one call read (a command line is read up to 20,000: findCommandIndexes). */
const MAX_CALL_LENGTH = 20_000;
const MAX_LINES = 3000;

interface TaskCall {
  readonly command: string;
  readonly line: number;
}

interface SideLine {
  readonly text: string;
  /** New-file line (for a removed line: the line it was removed before). */
  readonly line: number;
  readonly changed: boolean;
}

/** One side of each hunk (`+`: the new file's lines, `-`: the old file's), context lines included. */
function hunkSides(patch: string, sign: '+' | '-'): SideLine[][] {
  const hunks: SideLine[][] = [];
  const code = sign === '+' ? 43 : 45;
  let read = 0;
  walkPatch(patch, (first, text, line, hunk) => {
    if (first === 32 || first === code) {
      while (hunks.length <= hunk) hunks.push([]);
      hunks[hunk]!.push({ text, line: Math.max(1, line), changed: first === code });
    }
    read += 1;
    return read < MAX_LINES;
  });
  return hunks;
}

/** The string literals of some lines, in order. */
function literals(text: string): string[] {
  const strings: string[] = [];
  for (const m of text.matchAll(STRING_LITERAL)) strings.push(m[1] ?? m[2] ?? '');
  return strings;
}

/** pip's index options, as a string argument of their own or the start of one (`"--extra-index-url=https://…"`, `"--index-url https://…"`). */
const INDEX_OPTION = /^(?:-i|-f|--index-url|--extra-index-url|--find-links|--trusted-host|--index|--default-index)(?:[= ]|$)/;

/**
 * The installer commands the calls on one side of the patch spell out: `session.install(a, b)` as
 * `pip install a b`, `session.run("pip", "install", …)` and `c.run("pip install …")` as their strings
 * joined. A call over several lines is read until its parentheses close (at most MAX_CALL_LINES
 * lines, within its hunk), and counts when the PR changes one of its lines: an argument added to a
 * call whose first line is unchanged (`"--extra-index-url", "https://…",` inside a
 * `session.install(` above it) is the call's. Changed lines that belong to no call the hunk shows (its
 * first line is further up than the hunk's context) are read as pip's arguments when one of their
 * strings is an index option. On the old side (`-`) every call the hunk shows counts, changed or
 * not: an index an unchanged call already passed is not new when another argument is added to it.
 */
function taskCalls(patch: string, sign: '+' | '-'): TaskCall[] {
  const calls: TaskCall[] = [];
  for (const hunk of hunkSides(patch, sign)) {
    const inCall = new Array<boolean>(hunk.length).fill(false);
    for (let i = 0; i < hunk.length; i += 1) {
      const first = hunk[i]!;
      const install = INSTALL_CALL.test(first.text);
      if (!install && !RUN_CALL.test(first.text)) continue;
      let text = '';
      let depth = 0;
      let changed = false;
      let k = i;
      for (; k < hunk.length && k < i + MAX_CALL_LINES && text.length < MAX_CALL_LENGTH; k += 1) {
        const l = hunk[k]!;
        text += ` ${l.text}`;
        changed ||= l.changed;
        inCall[k] = true;
        for (const c of l.text) depth += c === '(' ? 1 : c === ')' ? -1 : 0;
        if (depth <= 0) break;
      }
      const strings = literals(text);
      if ((changed || sign === '-') && strings.length > 0) calls.push({ command: `${install ? 'pip install ' : ''}${strings.join(' ')}`, line: (hunk.slice(i, k + 1).find((l) => l.changed) ?? first).line });
    }
    // Runs of changed lines outside any call the hunk shows.
    for (let i = 0; i < hunk.length; i += 1) {
      if (!hunk[i]!.changed || inCall[i]) continue;
      let k = i;
      let text = '';
      for (; k < hunk.length && k < i + MAX_CALL_LINES && hunk[k]!.changed && !inCall[k]; k += 1) text += ` ${hunk[k]!.text}`;
      const strings = literals(text);
      if (strings.some((w) => INDEX_OPTION.test(w))) calls.push({ command: `pip install ${strings.join(' ')}`, line: hunk[i]!.line });
      i = k - 1;
    }
  }
  return calls;
}

/**
 * `pip-extra-index` and `npm-registry-override` for a Python task file (noxfile.py, tasks.py,
 * fabfile.py, dodo.py): a call the PR adds hands pip an index other than PyPI
 * (`session.install("--extra-index-url", "https://…", "-r", "requirements.txt")`,
 * `c.run("pip install -i https://… pkg")`) or npm another registry (`session.run("npm", "ci",
 * "--registry", "https://…")`), judged as on a command line (findCommandIndexes,
 * findCommandRegistries). An index the removed side already used (by setting and value) is not new.
 */
export function taskFileIndexFindings(file: SnapshotFile): KeyedFinding[] {
  if (!TASK_FILE.test(file.path) || file.patch === null || file.status === 'removed' || !file.patch.includes('://')) return [];
  const before = new Set<string>();
  for (const call of taskCalls(file.patch, '-')) {
    for (const index of findCommandIndexes(call.command)) before.add(`${index.setting} ${index.value}`);
    for (const registry of findCommandRegistries(call.command)) before.add(`${registry.setting} ${registry.url}`);
  }
  const indexes: PackageIndex[] = [];
  const findings: KeyedFinding[] = [];
  // What was read already (the removed side's, and the added side's once: its first line is the one reported).
  const seen = before;
  for (const call of taskCalls(file.patch, '+')) {
    for (const index of findCommandIndexes(call.command)) {
      if (seen.has(`${index.setting} ${index.value}`)) continue;
      seen.add(`${index.setting} ${index.value}`);
      indexes.push({ ...index, line: call.line });
    }
    for (const registry of findCommandRegistries(call.command)) {
      if (seen.has(`${registry.setting} ${registry.url}`)) continue;
      seen.add(`${registry.setting} ${registry.url}`);
      const finding = registryOverrideFinding(file.path, registry.url, registry.scope, { setting: `${registry.setting} ${registry.url}`, tool: '', line: call.line, subjectKey: registry.scope === null ? 'registry' : `${registry.scope}:registry` });
      if (finding !== null) findings.push(finding);
    }
  }
  for (const finding of indexFindings(file.path, indexes)) findings.push(finding);
  return findings;
}
