import { posix } from 'node:path';
import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedFileFacts } from '../types.js';
import { lineOf } from '../util.js';
import { directiveOnlyBuildScript } from './directive-only.js';

const SUBJECT = 'build-script:';

/**
 * `cargo-build-script`: a build script that runs at compile time, declared in `path` (or the added
 * build.rs itself); `scriptPath` is the script's path in the repository.
 */
export function cargoBuildScriptFinding(path: string, script: string, line: number | null, scriptPath: string = script): KeyedFinding {
  return makeFinding({
    id: 'cargo-build-script',
    severity: 'medium',
    title: `Build script ${script} runs at compile time`,
    detail: `${path} adds a Cargo build script (${script}): it runs with the developer's and CI's rights on every build. Review it like code that runs on install.`,
    path,
    line,
    subject: `${SUBJECT}${scriptPath}`,
  });
}

/** A Cargo.toml whose `package.build` is new or points at another script. */
export function cargoBuildScriptFindings({ path, base, head, headContent }: ChangedFileFacts): KeyedFinding[] {
  if (!head.buildScript || head.buildScript === base?.buildScript) return [];
  return [cargoBuildScriptFinding(path, head.buildScript, lineOf(headContent, 'build'), posix.normalize(posix.join(posix.dirname(path), head.buildScript)))];
}

/** An added file's whole text from its patch (every line added), or null. */
function addedText(file: SnapshotFile): string | null {
  if (file.status !== 'added' || file.patch === null) return null;
  const lines: string[] = [];
  for (const line of file.patch.split('\n')) {
    if (line.startsWith('+')) lines.push(line.slice(1));
    else if (!line.startsWith('@@') && !line.startsWith('\\') && line !== '') return null;
  }
  return lines.join('\n');
}

/**
 * A new build script that only reads environment variables and prints cfg, rerun and warning
 * directives (cargo/directive-only.ts) cannot act on the machine that builds: its
 * `cargo-build-script` findings (the script's and the Cargo.toml's that declares it) become notes.
 * Judged on the added script's whole text; a script the PR does not add stays medium.
 */
export function lowerDirectiveOnlyBuildScripts(findings: readonly KeyedFinding[], files: readonly SnapshotFile[]): KeyedFinding[] {
  const verdicts = new Map<string, boolean>();
  const directiveOnly = (scriptPath: string): boolean => {
    let verdict = verdicts.get(scriptPath);
    if (verdict === undefined) {
      const file = files.find((f) => f.path === scriptPath);
      const text = file === undefined ? null : addedText(file);
      verdict = text !== null && directiveOnlyBuildScript(text);
      verdicts.set(scriptPath, verdict);
    }
    return verdict;
  };
  return findings.map((finding) => {
    if (finding.id !== 'cargo-build-script' || finding.severity !== 'medium') return finding;
    const at = finding.key.lastIndexOf(`\u0000${SUBJECT}`);
    if (at === -1 || !directiveOnly(finding.key.slice(at + 1 + SUBJECT.length))) return finding;
    return {
      ...finding,
      severity: 'low',
      detail: `${finding.detail} It only reads environment variables and prints cfg, rerun and warning directives to Cargo: nothing it does reaches the machine.`,
    };
  });
}
