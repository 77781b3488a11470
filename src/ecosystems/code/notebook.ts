import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { findPipeToShell, pipeCommandKey } from '../shell/pipe-to-shell.js';
import { walkPatch } from './changed-lines.js';
import { isSuspiciousEndpoint } from './network-endpoints.js';

/**
 * Jupyter notebooks (`*.ipynb`): JSON whose code cells are programs that people, documentation
 * builds (nbsphinx, mkdocs-jupyter) and CI (nbval, `pytest --nbmake`, papermill) run. Their patch
 * lines are JSON strings (`    "os.system('…')\n",`), which no code rule reads as code; this turns
 * the lines of code cells back into the code they hold, at the same place in the patch, so the code
 * rules read them as Python, and reads their shell escapes (`!curl … | sh`, `%%bash` cells) for a
 * download piped into a shell.
 *
 * A line is a code cell's only when the hunk shows where its `source` array starts and what comes
 * before it: Jupyter writes a cell's keys in order (`cell_type`, `execution_count`, `id`,
 * `metadata`, `outputs`, `source`), so the line before `"source": [` ends `outputs` in a code cell
 * and `metadata` in a Markdown or raw cell. A line changed deep inside a long cell, whose start the
 * hunk does not show, is not read. Linear: one pass over the patch; strings are unescaped by hand
 * (no parser).
 */

/** A patch line that is one element of a JSON string array: its indentation, the string's body, a comma. */
const STRING_ELEMENT = /^\s*"((?:[^"\\]|\\.){0,4000})",?\s*$/;
const SOURCE_START = /^\s*"source"\s*:\s*\[\s*$/;
/** The end of a code cell's `outputs` (its last key before `source`): `"outputs": [],` or a closing `],`. */
const OUTPUTS_END = /^\s*(?:"outputs"\s*:\s*\[\s*\]|\])\s*,\s*$/;
/** A shell escape: `!cmd`, `%system cmd`, `%sx cmd` (not Markdown's `![image](…)` nor `!=`). */
const SHELL_ESCAPE = /^\s*(?:!(?![[=])|%(?:system|sx)\s)/;
/** A cell magic that runs the cell in a shell. */
const SHELL_CELL = /^%%(?:bash|sh|script\s+(?:ba)?sh|system)\b/;

function unescapeJson(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    const ch = body.charAt(i);
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = body.charAt(i + 1);
    i += 1;
    if (next === 'n') out += '\n';
    else if (next === 't') out += '\t';
    else if (next === 'r') out += '\r';
    else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 1, i + 5))) {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 5), 16));
      i += 4;
    } else out += next;
  }
  return out;
}

export interface NotebookRead {
  /** The notebook with its code cells' lines as code (other lines blank), for the code rules as Python. */
  readonly file: SnapshotFile;
  /** `curl-pipe-shell` for a shell escape that pipes a download into a shell. */
  readonly findings: KeyedFinding[];
}

export function isNotebookPath(path: string): boolean {
  return path.toLowerCase().endsWith('.ipynb');
}

/** The code of a notebook's code cells as a patch (same hunks and line numbers), and its shell escapes. */
export function readNotebook(file: SnapshotFile): NotebookRead {
  const out: string[] = [];
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  let previous = '';
  let lastHunk = -1;
  /** In a source array: of a code cell (`code`), of another cell (`other`), or not in one (`null`). */
  let cell: 'code' | 'other' | null = null;
  let shellCell = false;
  let firstOfCell = false;
  walkPatch(file.patch ?? '', (first, text, line, hunk) => {
    if (hunk !== lastHunk) {
      // A new hunk: its header, at the new-file line this line stands at, and no cell known yet.
      out.push(`@@ -${line},0 +${line},0 @@`);
      lastHunk = hunk;
      cell = null;
      previous = '';
    }
    // "\ No newline at end of file" stands on no side.
    if (first === 92 /* \ */) return true;
    const sign = String.fromCharCode(first);
    let code = '';
    if (SOURCE_START.test(text)) {
      cell = OUTPUTS_END.test(previous) ? 'code' : 'other';
      shellCell = false;
      firstOfCell = true;
    } else if (cell !== null) {
      const element = STRING_ELEMENT.exec(text);
      if (element === null) cell = null;
      else if (cell === 'code') {
        code = unescapeJson(element[1] ?? '').replace(/\r?\n$/, '');
        if (firstOfCell && SHELL_CELL.test(code)) shellCell = true;
        firstOfCell = false;
        if (sign === '+' && (shellCell || SHELL_ESCAPE.test(code))) {
          for (const command of findPipeToShell(code)) {
            const key = pipeCommandKey(command);
            if (seen.has(key)) continue;
            seen.add(key);
            const worse = /\bhttp:\/\//i.test(command) || isSuspiciousEndpoint(command);
            findings.push(
              makeFinding({
                id: 'curl-pipe-shell',
                severity: worse ? 'high' : 'medium',
                title: `Notebook cell pipes a download into a shell${worse ? ' from a suspicious source' : ''}`,
                detail: `A code cell of ${file.path} runs \`${command.slice(0, 160)}\`: whatever the server returns is executed, unverified, on the machine of whoever runs the notebook, and in the documentation build or CI job that executes it. Download, verify a checksum, then run; or install the tool as a package.`,
                path: file.path,
                line,
                subject: `notebook:${key}`,
              }),
            );
          }
        }
        // Shell lines are not Python: the code rules read them as blank.
        if (shellCell || SHELL_ESCAPE.test(code)) code = '';
      }
    }
    previous = text;
    out.push(`${first === 32 ? ' ' : sign}${code}`);
    return true;
  });
  return { file: { ...file, patch: out.join('\n') }, findings };
}
