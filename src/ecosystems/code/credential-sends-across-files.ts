import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { walkPatch } from './changed-lines.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { credentialStoreReads, postsData } from './credential-stores.js';
import { isSuspiciousEndpoint } from './network-endpoints.js';
import { escapeRegExp } from '../util.js';

/**
 * `credential-store-read` across two files of one PR: one file's added code names credential
 * stores and sends nothing, and another file's added code imports it (by its module name, on an
 * `import`/`require`/`from`/`use`/`include` line) and sends data out. A stealer split in two
 * (`loadConfig()` reads `~/.aws/credentials` in one module, `report()` posts it from another) is
 * the same stealer. Token-level like the rule itself: the link is the module's name on an import
 * line the PR adds, not a data flow.
 */

/** A changed code file the rule reads: its language and whether it is a test. */
export interface ReadableCode {
  readonly file: SnapshotFile;
  readonly language: CodeLanguage;
  readonly test: boolean;
}

/** At most this many files that name stores are followed into the others. */
const MAX_READERS = 5;
const IMPORT_WORD = /\b(?:import|require|from|use|include|require_relative|load|source)\b/;
/** Module names too common to tie one file to another. */
const GENERIC_MODULE = new Set(['index', 'main', 'mod', 'lib', 'init', '__init__', 'util', 'utils', 'common', 'src', 'app']);

/** The name other files import a file by: its base name without extension (a package's index: its folder). */
function moduleName(path: string): string | null {
  const parts = path.split('/');
  let name = (parts.pop() ?? '').replace(/\.[^.]{1,10}$/, '');
  if (name === 'index' || name === '__init__' || name === 'mod') name = parts.pop() ?? '';
  if (name.length < 3 || name.length > 80 || GENERIC_MODULE.has(name.toLowerCase())) return null;
  return name;
}

/** Where a patch's added code imports `module` and where it sends data out (first lines), and whether it names such a host. */
function importAndSend(patch: string, language: CodeLanguage, module: RegExp): { importLine: number | null; sendLine: number | null; suspicious: boolean } {
  let importLine: number | null = null;
  let sendLine: number | null = null;
  let suspicious = false;
  walkPatch(patch, (first, text, line) => {
    if (first !== 43 /* + */) return true;
    const { code, isComment } = codeText(text, language);
    if (isComment || code.trim() === '') return true;
    if (importLine === null && IMPORT_WORD.test(code) && module.test(code)) importLine = line;
    if (sendLine === null && postsData(code, language)) sendLine = line;
    if (!suspicious && isSuspiciousEndpoint(code)) suspicious = true;
    return true;
  });
  return { importLine, sendLine, suspicious };
}

export function credentialSendsAcrossFiles(files: readonly ReadableCode[], reported: ReadonlySet<string>): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  let readers = 0;
  for (const reader of files) {
    if (readers >= MAX_READERS) break;
    if (reported.has(reader.file.path) || reader.file.patch === null) continue;
    const reads = credentialStoreReads(reader.file.patch, reader.language);
    if (reads === null || reads.stores.length === 0 || reads.sendLine !== null) continue;
    readers += 1;
    const name = moduleName(reader.file.path);
    if (name === null) continue;
    const module = new RegExp(`(?:^|[^\\w-])${escapeRegExp(name)}(?![\\w-])`);
    for (const sender of files) {
      if (sender === reader || sender.file.patch === null) continue;
      const { importLine, sendLine, suspicious } = importAndSend(sender.file.patch, sender.language, module);
      if (importLine === null || sendLine === null) continue;
      const named = reads.stores.map(([store]) => store);
      const [, firstLine] = reads.stores[0]!;
      findings.push(
        makeFinding({
          id: 'credential-store-read',
          severity: suspicious ? 'critical' : 'high',
          title: 'Credential files read here and sent out from another file',
          detail:
            `${reader.test ? 'This test' : 'This code'} names where the machine keeps its credentials (${named.join(', ')}, from line ${firstLine}) and ${sender.file.path}, which this PR also changes, imports it (line ${importLine}) and sends data out (line ${sendLine})` +
            `${suspicious ? ', to a bare IP address or a paste, tunnel or webhook service' : ''}. A credential stealer split across two modules is still one; an ordinary library or tool never touches these files. Remove it, or explain why this code needs them.`,
          path: reader.file.path,
          line: firstLine,
          subject: 'credential-stores',
        }),
      );
      break;
    }
  }
  return findings;
}
