import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedFileFacts } from '../types.js';
import { lineOf } from '../util.js';

/** `cargo-build-script`: a build script that runs at compile time, declared in `path` (or the added build.rs itself). */
export function cargoBuildScriptFinding(path: string, script: string, line: number | null): KeyedFinding {
  return makeFinding({
    id: 'cargo-build-script',
    severity: 'medium',
    title: `Build script ${script} runs at compile time`,
    detail: `${path} adds a Cargo build script (${script}): it runs with the developer's and CI's rights on every build. Review it like code that runs on install.`,
    path,
    line,
    subject: 'build-script',
  });
}

/** A Cargo.toml whose `package.build` is new or points at another script. */
export function cargoBuildScriptFindings({ path, base, head, headContent }: ChangedFileFacts): KeyedFinding[] {
  if (!head.buildScript || head.buildScript === base?.buildScript) return [];
  return [cargoBuildScriptFinding(path, head.buildScript, lineOf(headContent, 'build'))];
}
