import { isBinaryPath, isExecutablePath } from '../../ecosystems/binary/index.js';
import { cargoBuildScriptFinding } from '../../ecosystems/cargo/build-script-finding.js';
import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { baseNameOf } from '../../ecosystems/util.js';
import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';

/** Binary artifacts and a new Cargo build.rs in one file no manager reads (code is read by ecosystems/code/scan-code-changes.ts). */
function plainFileFindings(file: SnapshotFile): KeyedFinding[] {
  if ((file.status === 'added' || file.status === 'copied' || file.status === 'renamed') && isBinaryPath(file.path)) {
    if (file.status === 'renamed' && file.previousPath !== null && isBinaryPath(file.previousPath)) return [];
    const executable = isExecutablePath(file.path);
    return [
      makeFinding({
        id: 'binary-artifact',
        severity: executable ? 'high' : 'medium',
        title: `${executable ? 'Executable' : 'Binary'} file added: ${baseNameOf(file.path)}`,
        detail: `${file.path} is a compiled or packed artifact that no reviewer can read${executable ? ' and that runs directly on a machine' : ''}. Build it from source in CI instead, or explain where it comes from and check its hash.`,
        path: file.path,
        subject: 'binary',
      }),
    ];
  }
  if (file.status === 'added' && baseNameOf(file.path) === 'build.rs') return [cargoBuildScriptFinding(file.path, file.path, null)];
  return [];
}

/** Findings about changed files no ecosystem manager reads. */
export function checkPlainFiles(files: readonly SnapshotFile[]): KeyedFinding[] {
  return files.flatMap(plainFileFindings);
}
