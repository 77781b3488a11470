import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import { type ChangedLine, changedLines } from '../code/changed-lines.js';
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

/**
 * The installer commands the calls on one side of the patch spell out: `session.install(a, b)` as
 * `pip install a b`, `session.run("pip", "install", …)` and `c.run("pip install …")` as their strings
 * joined. A call over several changed lines is read until its parentheses close.
 */
function taskCalls(lines: readonly ChangedLine[], sign: '+' | '-'): TaskCall[] {
  const side = lines.filter((l) => l.sign === sign);
  const calls: TaskCall[] = [];
  for (let i = 0; i < side.length; i += 1) {
    const first = side[i]!;
    const install = INSTALL_CALL.test(first.text);
    if (!install && !RUN_CALL.test(first.text)) continue;
    let text = '';
    let depth = 0;
    for (let k = i; k < side.length && k < i + MAX_CALL_LINES && text.length < MAX_CALL_LENGTH; k += 1) {
      const l = side[k]!;
      // Removed lines carry the new-file line they were removed at, so on that side only the hunk is compared.
      if (k > i && (l.hunk !== first.hunk || (sign === '+' && l.line !== side[k - 1]!.line + 1))) break;
      text += ` ${l.text}`;
      for (const c of l.text) depth += c === '(' ? 1 : c === ')' ? -1 : 0;
      if (depth <= 0) break;
    }
    const strings: string[] = [];
    for (const m of text.matchAll(STRING_LITERAL)) strings.push(m[1] ?? m[2] ?? '');
    if (strings.length > 0) calls.push({ command: `${install ? 'pip install ' : ''}${strings.join(' ')}`, line: first.line });
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
  const lines = changedLines(file.patch, MAX_LINES);
  const before = new Set<string>();
  for (const call of taskCalls(lines, '-')) {
    for (const index of findCommandIndexes(call.command)) before.add(`${index.setting} ${index.value}`);
    for (const registry of findCommandRegistries(call.command)) before.add(`${registry.setting} ${registry.url}`);
  }
  const indexes: PackageIndex[] = [];
  const findings: KeyedFinding[] = [];
  // What was read already (the removed side's, and the added side's once: its first line is the one reported).
  const seen = before;
  for (const call of taskCalls(lines, '+')) {
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
