import type { Severity } from '../../signal/schema.js';
import { findHeadlessAgentRuns } from '../ai-agents/agent-cli.js';
import { makeFinding } from '../finding.js';
import { isRecord, lineOf } from '../util.js';
import { findExpressions } from './expression.js';
import type { RuleContext } from './facts.js';
import { PRIVILEGED_TRIGGERS, envOf, secretNamesIn, usesName } from './facts.js';
import { taintOf } from './injection-rules.js';
import type { Workflow, WorkflowJob, WorkflowStep } from './workflow.js';

/**
 * `gha-ai-agent-untrusted-input` ("PromptPwnd", Aikido, December 2025) and, for the rest of the
 * workflows, `agent-cli-permission-bypass`.
 *
 * An AI agent step (anthropics/claude-code-action, claude-code-base-action,
 * google-github-actions/run-gemini-cli, openai/codex-action, actions/ai-inference with tools, or an
 * agent CLI run headless in a `run:` script) on an event an outsider causes (`issues`,
 * `issue_comment`, `pull_request_target`, `discussion`, ...) reads text that outsider wrote: an
 * issue body pasted into its prompt with `${{ }}`, the same body handed over through `env:` (the
 * fix for template injection is no fix here: the model reads the variable), or the issue it is
 * asked to triage. With a shell tool, a write token or secrets, that text can make the agent run
 * commands, push code or leak keys. The template-injection machinery (contexts, expression
 * parsing, triggers) is shared with gha-template-injection.
 *
 * Some actions let only users with write access start them (claude-code-action, codex-action) unless
 * `allowed_non_write_users` / `allow-users` open them up; a job or step `if:` on
 * `author_association` or the actor gates it the same way.
 */

interface AgentStep {
  readonly agent: string;
  /** Only users with write access can start it (the action checks, or an `if:` does). */
  readonly gated: boolean;
  readonly gateNote: string;
  /** What it can do beyond answering: 'shell' (any command), 'tools' (some), 'none'. */
  readonly tools: 'shell' | 'tools' | 'none';
  readonly toolsNote: string;
  /** The line to point at. */
  readonly needle: string;
  /** Headless CLI runs with a bypass flag (for the finding on non-outsider triggers). */
  readonly bypassFlag: string | null;
}

function input(step: WorkflowStep, ...names: string[]): string {
  for (const name of names) {
    const value = step.with[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  }
  return '';
}

/** Claude Code arguments or settings that give it a shell without prompts. */
function claudeTools(args: string, settings: string): { tools: AgentStep['tools']; note: string } {
  const text = `${args}\n${settings}`;
  if (/--dangerously-skip-permissions|bypassPermissions/.test(text)) return { tools: 'shell', note: 'its approvals are off (bypassPermissions)' };
  if (/(?:^|[\s"',[])Bash(?:\((?:\*|:\*|\*:\*)?\))?(?=$|[\s"',\]])/.test(text)) return { tools: 'shell', note: 'it may run any shell command (Bash is allowed)' };
  if (/Bash\(/.test(text)) return { tools: 'tools', note: 'it may run the shell commands its allowedTools list' };
  return { tools: 'tools', note: 'it may edit files, comment and push with its GitHub token' };
}

function agentStepOf(step: WorkflowStep, conditionGate: boolean): AgentStep | null {
  const name = usesName(step);
  const gateNote = conditionGate ? 'an if: condition lets only members and collaborators start it' : '';
  if (name === 'anthropics/claude-code-action') {
    const nonWrite = input(step, 'allowed_non_write_users').trim();
    const bots = input(step, 'allowed_bots').trim();
    const open = nonWrite !== '' || bots === '*';
    const { tools, note } = claudeTools(input(step, 'claude_args'), input(step, 'settings'));
    return {
      agent: 'Claude Code (anthropics/claude-code-action)',
      gated: conditionGate || !open,
      gateNote: open ? `allowed_non_write_users: ${nonWrite || '(none)'}${bots === '*' ? ', allowed_bots: *' : ''} lets people without write access start it` : gateNote || 'the action runs only for users with write access',
      tools,
      toolsNote: note,
      needle: step.uses ?? name,
      bypassFlag: null,
    };
  }
  if (name === 'anthropics/claude-code-base-action') {
    const { tools, note } = claudeTools(`${input(step, 'claude_args')} ${input(step, 'allowed_tools')}`, input(step, 'settings'));
    return { agent: 'Claude Code (anthropics/claude-code-base-action)', gated: conditionGate, gateNote: gateNote || 'the base action checks nobody\'s permissions', tools, toolsNote: note, needle: step.uses ?? name, bypassFlag: null };
  }
  if (name === 'google-github-actions/run-gemini-cli' || name === 'google-gemini/gemini-cli-action') {
    const settings = input(step, 'settings');
    const restricted = /"(?:coreTools|core)"\s*:/.test(settings) && !/"run_shell_command"(?!\()/.test(settings);
    return {
      agent: `Gemini CLI (${name})`,
      gated: conditionGate,
      gateNote: gateNote || 'the action checks nobody\'s permissions',
      tools: restricted ? 'tools' : 'shell',
      toolsNote: restricted ? 'it runs with --yolo, limited to the tools its settings list' : 'it runs with --yolo (every tool call approved), shell included',
      needle: step.uses ?? name,
      bypassFlag: null,
    };
  }
  if (name === 'openai/codex-action') {
    const users = input(step, 'allow-users').trim();
    const sandbox = input(step, 'sandbox');
    const strategy = input(step, 'safety-strategy');
    const full = sandbox === 'danger-full-access' || strategy === 'unsafe';
    return {
      agent: 'Codex (openai/codex-action)',
      gated: conditionGate || users === '',
      gateNote: users !== '' ? `allow-users: ${users} lets people without write access start it` : gateNote || 'the action runs only for users with write access',
      tools: full ? 'shell' : 'tools',
      toolsNote: full ? `it runs with ${sandbox === 'danger-full-access' ? 'sandbox: danger-full-access' : 'safety-strategy: unsafe'} (no sandbox)` : 'it runs commands in its workspace sandbox',
      needle: step.uses ?? name,
      bypassFlag: null,
    };
  }
  if (name === 'actions/ai-inference') {
    const allowTools = input(step, 'copilot-allow-tools').trim();
    const mcp = input(step, 'enable-github-mcp').trim() === 'true';
    if (allowTools === '' && !mcp) return null;
    const shell = /(?:^|,)\s*shell\s*(?:$|,|\(\s*\*)/.test(allowTools);
    return {
      agent: 'Copilot (actions/ai-inference)',
      gated: conditionGate,
      gateNote: gateNote || 'the action checks nobody\'s permissions',
      tools: shell ? 'shell' : 'tools',
      toolsNote: shell ? `copilot-allow-tools: ${allowTools} gives it a shell` : `it has tools (${allowTools || 'the GitHub MCP server'})`,
      needle: step.uses ?? name,
      bypassFlag: null,
    };
  }
  if (step.run !== null) {
    const runs = findHeadlessAgentRuns(step.run);
    const run = runs[0];
    if (run === undefined) return null;
    return {
      agent: `${run.agent} (run: script)`,
      gated: conditionGate,
      gateNote: gateNote || 'nothing checks who started the run',
      tools: run.bypass !== null ? 'shell' : 'tools',
      toolsNote: run.bypass !== null ? `it is started with ${run.bypass.flag} (approvals off)` : 'it runs headless with the tools its command line allows',
      needle: run.line,
      bypassFlag: run.bypass?.flag ?? null,
    };
  }
  return null;
}

/** An `if:` that lets only people the repository trusts start the job or step. */
function conditionGates(condition: string | null): boolean {
  if (condition === null) return false;
  if (/author_association/.test(condition) && /\b(?:OWNER|MEMBER|COLLABORATOR)\b/.test(condition)) return !/!=\s*'(?:OWNER|MEMBER|COLLABORATOR)'/.test(condition);
  // An actor compared with a person's login; a bot's name is spoofable (gha-bot-condition), not a gate.
  return /github\.(?:actor|triggering_actor)\s*==|github\.event\.sender\.login\s*==/.test(condition) && !/\[bot\]/.test(condition);
}

/** Outsider-written contexts that reach the step: in its inputs, its script, or the environment it runs with. */
function outsiderText(workflow: Workflow, job: WorkflowJob, step: WorkflowStep): { contexts: string[]; via: string } | null {
  const direct = new Set<string>();
  const texts = [...Object.values(step.with).filter((v): v is string => typeof v === 'string'), step.run ?? ''];
  for (const text of texts) {
    for (const span of findExpressions(text)) {
      const taint = taintOf(span.body);
      if (taint?.control === 'outsider') for (const c of taint.contexts) direct.add(c);
    }
  }
  if (direct.size > 0) return { contexts: [...direct], via: 'pasted into its prompt or inputs' };
  const viaEnv = new Set<string>();
  for (const value of envOf(workflow, job, step).values()) {
    for (const span of findExpressions(value)) {
      const taint = taintOf(span.body);
      if (taint?.control === 'outsider') for (const c of taint.contexts) viaEnv.add(c);
    }
  }
  if (viaEnv.size > 0) return { contexts: [...viaEnv], via: 'handed to it through env: (the model reads the variable just the same)' };
  return null;
}

/**
 * A job that only people with write access can start: its `if:` gates on author_association or the
 * actor, or it runs no script and no third-party action besides an agent action that refuses other
 * actors itself (claude-code-action without allowed_non_write_users, codex-action without
 * allow-users). gha-dangerous-trigger reads it as a maintainer gate, like a `labeled` filter.
 */
export function jobRunsOnlyForWriters(job: WorkflowJob): boolean {
  if (conditionGates(job.if)) return true;
  if (job.uses !== null) return false;
  let agent = false;
  for (const step of job.steps) {
    if (step.run !== null) return false;
    const name = usesName(step);
    if (name === '' || name.startsWith('actions/') || name.startsWith('github/')) continue;
    const found = agentStepOf(step, false);
    if (found === null || !found.gated || (name !== 'anthropics/claude-code-action' && name !== 'openai/codex-action')) return false;
    agent = true;
  }
  return agent;
}

function writes(permissions: unknown): boolean {
  if (permissions === 'write-all') return true;
  if (!isRecord(permissions)) return false;
  return Object.values(permissions).some((v) => v === 'write');
}

export function aiAgentRules(ctx: RuleContext): void {
  if (ctx.workflow.kind !== 'workflow') return;
  const privileged = ctx.triggers.filter((t) => PRIVILEGED_TRIGGERS.has(t));
  for (const job of ctx.workflow.jobs) {
    const jobGate = conditionGates(job.if);
    job.steps.forEach((step, index) => {
      const agent = agentStepOf(step, jobGate || conditionGates(step.if));
      if (agent === null) return;
      const reach = outsiderText(ctx.workflow, job, step);
      if (!ctx.outsider) {
        if (agent.bypassFlag !== null) {
          ctx.findings.push(
            makeFinding({
              id: 'agent-cli-permission-bypass',
              severity: 'low',
              title: `${agent.agent} runs in CI with its approvals off (${agent.bypassFlag})`,
              detail:
                `Job ${job.id} starts ${agent.agent} with ${agent.bypassFlag} on ${ctx.triggers.join(', ') || 'its triggers'}: no outsider starts these, so this is the usual way to run an agent headless on a disposable runner. ` +
                'It still runs any command the repository\'s content steers it to, with the job\'s token and secrets. Fix: allow only the tools the task needs, and keep secrets other than the model key out of the job.',
              path: ctx.path,
              line: lineOf(ctx.content, agent.needle),
              subject: `${job.id}:${index}:bypass`,
            }),
          );
        }
        return;
      }
      const write = writes(job.permissions ?? ctx.workflow.permissions) || (job.permissions === undefined && ctx.workflow.permissions === undefined);
      const secrets = secretNamesIn(job.raw).concat(secretNamesIn(step.raw)).filter((s, i, all) => all.indexOf(s) === i);
      const strong = agent.tools === 'shell' || write;
      let severity: Severity | null;
      if (agent.gated) severity = reach !== null ? 'medium' : null;
      else if (privileged.length > 0) severity = reach !== null ? (strong ? 'critical' : 'high') : strong ? 'high' : 'medium';
      else severity = reach !== null ? 'medium' : null;
      if (severity === null) return;
      const on = privileged.length > 0 ? privileged.join(', ') : ctx.triggers.filter((t) => t.startsWith('pull_request') || t === 'fork').join(', ') || ctx.triggers.join(', ');
      const powers = [
        agent.toolsNote,
        write ? (job.permissions === undefined && ctx.workflow.permissions === undefined ? 'the default GITHUB_TOKEN (write, unless the repository defaults to read)' : 'a GITHUB_TOKEN that can write') : '',
        secrets.length > 0 ? `secrets (${secrets.slice(0, 4).join(', ')})` : '',
      ].filter(Boolean);
      ctx.findings.push(
        makeFinding({
          id: 'gha-ai-agent-untrusted-input',
          severity,
          title: reach !== null ? `${agent.agent} reads outsider-written text on ${on}` : `${agent.agent} runs on ${on}, which anyone can trigger`,
          detail:
            `Job ${job.id} runs ${agent.agent} on ${on}${privileged.length > 0 ? ' (with the repository\'s secrets and a token that can write)' : ''}; ${agent.gated ? agent.gateNote : `${agent.gateNote}, so anyone who can open an issue or PR or comment starts it`}. ` +
            (reach !== null ? `${reach.contexts.slice(0, 4).join(', ')} ${reach.via === 'pasted into its prompt or inputs' ? 'is' : 'are'} ${reach.via}: whoever writes that text writes part of the agent's instructions. ` : 'It reads the issue, PR or comment it is asked about, written by whoever started the run. ') +
            `The agent has ${powers.join('; ')}. A prompt injection ("PromptPwnd", 2025) can make it run commands, push code, edit issues or print those secrets. ` +
            'Fix: do not run agents with tools on events outsiders trigger; otherwise gate the job on author_association (OWNER, MEMBER, COLLABORATOR), give it read-only permissions and no secrets beyond the model key, restrict its tools to the few it needs, and treat its output as untrusted.',
          path: ctx.path,
          line: lineOf(ctx.content, agent.needle),
          subject: `${job.id}:${index}:${usesName(step) || 'run'}`,
        }),
      );
    });
  }
}
