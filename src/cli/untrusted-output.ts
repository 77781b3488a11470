import { fstatSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

/**
 * What the CLI prints of a pull request (its title, paths, dependency names, code a finding quotes)
 * is written by the PR's author. Two defences for the readable reports (text and markdown):
 *
 * - Control characters are shown, not sent: a title or file name with `ESC [2J`, an OSC 8 link or
 *   a carriage return would otherwise clear, rewrite or link the maintainer's terminal (terminal
 *   escape injection). C0 controls but newline and tab, DEL and the C1 range become `\xHH`.
 * - In a GitHub Actions log, a line that starts with `::` (after spaces) is a workflow command the
 *   runner obeys (`::add-mask::`, `::stop-commands::`, `::set-output`, `::error`): the report is
 *   printed between `::stop-commands::<token>` and `::<token>::`, with a token nobody can guess,
 *   so no line of it is read as a command (docs/cli.md).
 */

// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function escapeControls(text: string): string {
  return text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** The text between a stop-commands marker and its end, with a random token (GitHub Actions' workflow commands are off in between). */
export function withoutWorkflowCommands(text: string, token: string = randomUUID()): string {
  return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}

/**
 * True when a report written to `stream` lands in a GitHub Actions log: the job runs in Actions
 * (GITHUB_ACTIONS=true) and the stream is not a regular file (`svc-signal analyze … > report.md`
 * keeps its file as printed). A pipe counts: `| tee` shows it in the log too.
 */
export function writesToWorkflowLog(stream: NodeJS.WritableStream, env: NodeJS.ProcessEnv): boolean {
  if (env.GITHUB_ACTIONS !== 'true') return false;
  const fd = (stream as { fd?: unknown }).fd;
  if (typeof fd !== 'number') return true;
  try {
    return !fstatSync(fd).isFile();
  } catch {
    return true;
  }
}
