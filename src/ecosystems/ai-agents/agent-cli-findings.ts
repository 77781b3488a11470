import type { Severity } from '../../signal/schema.js';
import type { ChangedLine } from '../code/changed-lines.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { baseNameOf } from '../util.js';
import { findAgentCliBypass, foldLiterals, harmfulAsk } from './agent-cli.js';
import { agentFileFormatOf } from './paths.js';

/**
 * `agent-cli-permission-bypass` in the lines a PR adds to code, scripts, Makefiles, package.json
 * scripts and repository automation: an AI agent CLI started with its approvals off. The nx
 * "s1ngularity" packages (August 2025) ran `claude --dangerously-skip-permissions`, `gemini --yolo`
 * and `q chat --trust-all-tools` from a postinstall script with a prompt to inventory wallets and
 * secrets; the tampered Amazon Q extension (July 2025) ran `q --trust-all-tools` with a prompt to
 * wipe the machine.
 *
 * Workflows and composite actions are left to the workflow rules (`gha-ai-agent-untrusted-input`),
 * instruction files to `agent-instruction-dangerous`, documentation is not read (a README may
 * explain the flags).
 */

const WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;
/** Automation that runs on someone else's machine by itself: git hooks, dev containers, editor tasks. */
const AUTOMATION = /^(?:\.husky\/[^/]+|\.devcontainer(?:\/[^/]+){0,2}\.json|\.vscode\/tasks\.json|\.?lefthook(?:-local)?\.ya?ml|\.git\/hooks\/[^/]+)$/;
const LIFECYCLE_LINE = /"(?:pre|post)?install"\s*:|"(?:pre|post)?prepare"\s*:|"prepublish"\s*:/;

export interface AgentCliPathInfo {
  readonly category: string;
  readonly isTest: boolean;
}

/** The finding for the first bypassed agent command line among a file's added lines, or null. */
export function agentCliFinding(path: string, info: AgentCliPathInfo, lines: readonly ChangedLine[]): KeyedFinding | null {
  const { category } = info;
  if (category === 'docs' || category === 'lockfile' || category === 'binary' || category === 'generated' || category === 'vendored') return null;
  const name = baseNameOf(path);
  if (WORKFLOW.test(path) || name === 'action.yml' || name === 'action.yaml' || agentFileFormatOf(path) === 'instructions') return null;
  let first: { line: ChangedLine; agent: string; flag: string } | null = null;
  let count = 0;
  let install = false;
  const hunks = new Set<number>();
  // Each hunk's added lines, with their literals put back together: an agent's name there lets a shared long flag count (findAgentCliBypass).
  const near = new Map<number, string>();
  for (const l of lines) {
    if (l.sign !== '+') continue;
    const text = l.text.length > 4000 ? l.text.slice(0, 4000) : l.text;
    const prior = near.get(l.hunk) ?? '';
    if (prior.length < 40_000) near.set(l.hunk, `${prior}${foldLiterals(text)}\n`);
  }
  for (const l of lines) {
    if (l.sign !== '+') continue;
    const hit = findAgentCliBypass(l.text, near.get(l.hunk));
    if (hit === null) continue;
    count += 1;
    hunks.add(l.hunk);
    if (name === 'package.json' && LIFECYCLE_LINE.test(l.text)) install = true;
    first ??= { line: l, agent: hit.agent, flag: hit.flag };
  }
  if (first === null) return null;
  const prompt = lines.filter((l) => l.sign === '+' && hunks.has(l.hunk)).map((l) => l.text).join('\n');
  const harmful = harmfulAsk(prompt);
  const automation = AUTOMATION.test(path);
  const unattended = install || automation;
  let severity: Severity;
  if (info.isTest) severity = harmful !== null ? 'medium' : 'low';
  else if (unattended && harmful !== null) severity = 'critical';
  else if (unattended || harmful !== null) severity = 'high';
  else severity = 'medium';
  const where = install ? `from an npm install script of ${path}, on every machine that installs the package` : automation ? `from ${path}, which runs by itself on contributors' machines` : `from ${path}`;
  return makeFinding({
    id: 'agent-cli-permission-bypass',
    severity,
    title: `${first.agent} is started with its approvals off (${first.flag})`,
    detail:
      `This line starts ${first.agent} with ${first.flag} ${where}${count > 1 ? ` (and ${count - 1} more ${count === 2 ? 'line' : 'lines'} in this file)` : ''}: the agent then runs any command, edit or tool call it decides on, with the rights and credentials of whoever runs it, and whatever text it reads can steer it. ` +
      (harmful !== null ? `The lines around it mention "${harmful}": the shape of the nx "s1ngularity" (2025) postinstall script, which had the installed agent CLIs hunt for secrets and wallets. ` : '') +
      'Fix: never start an agent without approvals from install scripts, hooks or shipped code; where automation needs one, run it in a disposable sandbox with an allow-list of tools and no credentials.',
    path,
    line: first.line.line,
    subject: 'agent-cli',
  });
}
