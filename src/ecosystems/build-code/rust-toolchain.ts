import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import { changedLines } from '../code/changed-lines.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { baseNameOf } from '../util.js';
import { inRepositoryOrTemp } from './jvm-launchers.js';

const MAX_LINE = 2_000;

/** `path = "…"` in a rust-toolchain file: the toolchain rustup then runs. */
const TOOLCHAIN_PATH = /^\s*path\s*=\s*["']([^"']{1,300})["']/;

/**
 * `build-wrapper-changed` for `rust-toolchain.toml` (and the TOML form of `rust-toolchain`): a
 * `path` the PR adds or changes makes rustup run the rustc and cargo found there for every build,
 * test and IDE check in the project, instead of a release it downloads and verifies (rustup
 * resolves a relative path from the file). High for a folder of the repository (binaries no
 * reviewer reads) or one written at run time, medium for an absolute path elsewhere (a toolchain
 * installed on the machine). A `channel` is a release and says nothing.
 */
export function rustToolchainFindings(files: readonly SnapshotFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const file of files) {
    const name = baseNameOf(file.path);
    if (file.patch === null || file.status === 'removed' || (name !== 'rust-toolchain.toml' && name !== 'rust-toolchain')) continue;
    for (const l of changedLines(file.patch, 500)) {
      if (l.sign !== '+' || l.text.length > MAX_LINE) continue;
      const value = TOOLCHAIN_PATH.exec(l.text)?.[1];
      if (value === undefined) continue;
      const repository = inRepositoryOrTemp(value);
      findings.push(
        makeFinding({
          id: 'build-wrapper-changed',
          path: file.path,
          line: l.line,
          severity: repository ? 'high' : 'medium',
          title: `${name} runs the Rust toolchain at ${value.slice(0, 80)}`,
          detail: `${file.path} sets the toolchain's path to ${value}: rustup then runs the rustc and cargo found there for every build, test and editor check of the project, instead of a release it downloads and verifies${repository ? '; that folder is in the repository (binaries no reviewer reads) or written at run time' : ''}. Pin a release with \`channel\` instead.`,
          subject: `toolchain-path:${value}`,
        }),
      );
    }
  }
  return findings;
}
