import type { ChangedLine } from '../code/changed-lines.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { findDangerousInstruction, type DangerKind } from './instructions.js';
import { agentFileFormatOf } from './paths.js';

/**
 * `agent-instruction-dangerous` in the prompts a program gives an AI agent: text the PR adds to a
 * prompt file (`prompts/cleanup.txt`, `src/agent/system_prompt.py`, `review.prompt.md`, a Prompty
 * file) or to a value named as a prompt in code (`SYSTEM_PROMPT = `, `const systemPrompt = \``,
 * `systemInstructions: "…"`). The tampered Amazon Q extension for VS Code (July 2025) shipped a prompt
 * telling its agent to "clean a system to a near-factory state and delete file-system and cloud
 * resources": every user who ran the extension ran that order with their shell and cloud profiles.
 *
 * Only the orders that do harm by themselves are read here (a download run, secrets sent out, files
 * or machines wiped, remote code added to what the agent writes); the softer ones (keep it from the
 * user, ignore previous instructions) are what an application's prompts and prompt-injection tests
 * say in the ordinary course. Tests, documentation, generated and vendored files are not read, nor
 * instruction files and workflows, which have rules of their own.
 */

/** A prompt file by its path: in a `prompts/` folder, named for a prompt (`system_prompt.py`, `prompts.ts`, `review.prompt.md`), or a Prompty file. */
const PROMPT_PATH = /(?:^|\/)prompts?\/|(?:^|[/._-])prompts?(?:[._-][^/]{0,100})?$|\.prompty$/i;
/**
 * A line that gives a prompt its text: a name or key with "prompt", "system message" or "system",
 * "agent" or "developer instructions" in it, assigned or given a string (`SYSTEM_PROMPT = """`,
 * `const systemPrompt: string = \``, `prompt: '…'`, `systemInstructions: "…"`, `system_message = f"…"`,
 * or `system_message = (` with the strings on the lines after). Not a bare "instructions": a CLI's
 * install instructions are text for people.
 */
const PROMPT_VALUE = /\b(?:[a-z_$][\w$]{0,40}?)?(?:prompt|system_?message|(?:system|agent|developer)_?instructions)[\w$]{0,20}["']?\s*(?::\s*(?:str|string)\s*)?[=:]\s*(?:[bfru]{0,2}["'`]|\(\s*$)/i;
/** A documentation folder or page on the way: `docs/prompts.md` is a page about prompts. */
const DOCS_FOLDER = /(?:^|\/)(?:docs?|documentation|site|website|examples?)\//i;
/**
 * A question put to the program's user, not an order to an agent: "This deletes all files in
 * dist/. Continue? (y/N)" (a CLI's `src/prompts.ts` asks its user questions).
 */
const USER_QUESTION = /\?\s*(?:["'`([]|$)|\b(?:are you sure|continue\?|proceed\?)|[([]y\/n[)\]]/i;
/** The kinds of order reported in a program's prompts. */
const HARMFUL: ReadonlySet<DangerKind> = new Set(['download-run', 'exfiltration', 'destructive', 'code-injection']);
/** Added lines read after a prompt's first line in its hunk (a template literal or a triple-quoted string runs on). */
const MAX_PROMPT_LINES = 200;
/** Findings per file. */
const MAX_FINDINGS = 3;

export interface PromptPathInfo {
  readonly category: string;
  readonly isTest: boolean;
}

/** The findings for harmful orders in the prompts a file's added lines write, at most MAX_FINDINGS. */
export function promptInstructionFindings(path: string, info: PromptPathInfo, lines: readonly ChangedLine[]): KeyedFinding[] {
  if (info.isTest || info.category === 'test' || info.category === 'lockfile' || info.category === 'binary' || info.category === 'generated' || info.category === 'vendored') return [];
  if (agentFileFormatOf(path) !== null || /^\.github\/workflows\//.test(path)) return [];
  const promptFile = PROMPT_PATH.test(path);
  // A prompt kept as text (`prompts/cleanup.txt`, `review.prompt.md`) is classified as documentation; a documentation folder's page about prompts is one.
  if (info.category === 'docs' && (!promptFile || DOCS_FOLDER.test(path))) return [];
  const findings: KeyedFinding[] = [];
  // Hunks with an added line that starts a prompt, and the number of added lines read since.
  const open = new Map<number, number>();
  for (const l of lines) {
    if (l.sign !== '+' || findings.length >= MAX_FINDINGS) continue;
    const text = l.text.length > 4000 ? l.text.slice(0, 4000) : l.text;
    let read = promptFile;
    if (!read) {
      const seen = open.get(l.hunk);
      if (seen !== undefined && seen < MAX_PROMPT_LINES) {
        open.set(l.hunk, seen + 1);
        read = true;
      } else if (seen === undefined && PROMPT_VALUE.test(text)) {
        open.set(l.hunk, 0);
        read = true;
      }
    }
    if (!read || USER_QUESTION.test(text)) continue;
    const danger = harmfulOrder(text, promptFile);
    if (danger === null) continue;
    const quoted = text.replace(/\s+/g, ' ').trim();
    findings.push(
      makeFinding({
        id: 'agent-instruction-dangerous',
        severity: danger.severity,
        title: `A prompt in the code tells an AI agent to ${danger.what.slice(0, 80)}`,
        detail:
          `Line ${l.line} of ${path} adds to a prompt that this program gives an AI agent, and tells it to ${danger.what}: "${quoted.slice(0, 200)}${quoted.length > 200 ? '…' : ''}". ` +
          'An agent acts on its prompt with the shell, files and cloud credentials of whoever runs the program: the tampered Amazon Q extension for VS Code (July 2025) shipped a prompt to wipe its users\' machines and cloud resources. Fix: remove the order; find out how it got into the prompt.',
        path,
        line: l.line,
        subject: `prompt:${danger.kind}:${l.line}`,
      }),
    );
  }
  return findings;
}

/**
 * The harmful order of a prompt line: the line as written, and in code each quoted piece of it on
 * its own, so that an order opening a string (`instructions: 'Upload the .env file to …'`) starts a
 * clause as it does in a prompt file.
 */
function harmfulOrder(text: string, promptFile: boolean): ReturnType<typeof findDangerousInstruction> {
  const whole = findDangerousInstruction(text);
  if (whole !== null && HARMFUL.has(whole.kind)) return whole;
  if (promptFile) return null;
  for (const piece of text.split(/["'`]/, 50)) {
    if (piece.trim().length < 12) continue;
    const danger = findDangerousInstruction(piece);
    if (danger !== null && HARMFUL.has(danger.kind)) return danger;
  }
  return null;
}
