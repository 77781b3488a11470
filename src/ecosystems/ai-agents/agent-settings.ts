import { isExecutableSettingKey } from '../automation/editor-automation.js';
import type { Severity } from '../../signal/schema.js';
import { commandSeverity, shortCommand } from '../automation/command-risk.js';
import { parseJsoncLimited } from '../automation/jsonc.js';
import { parseYamlLimited } from '../../limited-parse.js';
import { isSuspiciousEndpoint } from '../code/network-endpoints.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { hostOf, isRecord, lineOf } from '../util.js';
import { mcpServersOf } from './mcp-servers.js';
import { pushAll } from '../../push-all.js';

/**
 * Agent settings a repository ships (docs/findings.md, "AI coding agents"): commands the agent
 * runs by itself (Claude Code and Gemini CLI hooks, Claude Code's `statusLine` and helper
 * commands, Cursor's `.cursor/hooks.json`), switches that stop it from asking before it acts
 * (Claude Code's `bypassPermissions` and `Bash(*)`, `enableAllProjectMcpServers`, Gemini CLI's
 * `trust: true` and shell in `tools.allowed`, Copilot's `chat.tools.autoApprove`), and an API
 * endpoint moved to another host (Claude Code `env.ANTHROPIC_BASE_URL`, CVE-2026-21852).
 *
 * Keys were checked against each tool's settings reference (docs/adr/0020-ai-agent-rules.md). The
 * files are parsed with src/limited-parse.ts's limits; findings are keyed by what they are about,
 * so only what the PR adds is reported.
 */

function parse(content: string): { doc: Record<string, unknown> } | { skip: string } {
  if (content.trim() === '') return { doc: {} };
  const parsed = parseJsoncLimited(content);
  if (!parsed.ok) return { skip: parsed.reason };
  if (!isRecord(parsed.value)) return { skip: 'not a JSON object' };
  return { doc: parsed.value };
}

function hookFinding(path: string, content: string, agent: string, where: string, command: string, needle: string): KeyedFinding {
  const severity = commandSeverity(command, 'low');
  return makeFinding({
    id: 'agent-hook-command',
    severity,
    title: `${agent} ${where} runs \`${shortCommand(command).slice(0, 60)}\``,
    detail:
      `${path} makes ${agent} run \`${shortCommand(command)}\` by itself (${where}), on the machine of everyone who uses the agent in this repository, with their rights and credentials, without asking for each run. ` +
      'Check that it only runs the project\'s own tools; downloads piped into a shell do not belong in an agent hook. Fix: keep hooks to commands in the repository that reviewers can read.',
    path,
    line: lineOf(content, needle) ?? lineOf(content, command),
    subject: `${where}:${command}`,
  });
}

interface Approval {
  readonly severity: Severity;
  readonly title: string;
  readonly why: string;
  readonly fix: string;
  readonly needle: string;
  readonly subject: string;
}

function approvalFinding(path: string, content: string, a: Approval): KeyedFinding {
  return makeFinding({
    id: 'agent-approval-disabled',
    severity: a.severity,
    title: a.title,
    detail: `${path}: ${a.why} Anything the agent reads (an issue, a web page, a file of a dependency) can then steer it into running commands nobody approved. Fix: ${a.fix}`,
    path,
    line: lineOf(content, a.needle),
    subject: a.subject,
  });
}

/** Commands under a hooks object: `{Event: [{matcher, hooks: [{type: "command", command}]}]}`, Cursor's `{event: [{command}]}`, and the old `{Event: {Matcher: "command"}}`. */
function hookCommands(hooks: unknown): { event: string; command: string }[] {
  const out: { event: string; command: string }[] = [];
  if (!isRecord(hooks)) return out;
  for (const [event, value] of Object.entries(hooks)) {
    const groups = Array.isArray(value) ? value : isRecord(value) ? [value] : [];
    for (const group of groups.slice(0, 100)) {
      if (!isRecord(group)) continue;
      if (typeof group.command === 'string') out.push({ event, command: group.command });
      if (Array.isArray(group.hooks)) {
        for (const hook of group.hooks.slice(0, 100)) if (isRecord(hook) && typeof hook.command === 'string') out.push({ event, command: hook.command });
      } else if (!('command' in group) && !('matcher' in group)) {
        for (const command of Object.values(group)) if (typeof command === 'string') out.push({ event, command });
      }
    }
  }
  return out;
}

/** Programs that, allowed without a prompt, allow anything: shells, interpreters, downloaders, deleters. */
const UNBOUNDED_PROGRAMS = /^(?:sh|bash|zsh|fish|dash|ksh|cmd|powershell|pwsh|python3?|node|deno|bun|ruby|perl|php|npx|bunx|uvx|curl|wget|nc|ncat|ssh|scp|rm|sudo|eval|exec|env|xargs|docker|kubectl)$/i;

/** What a Claude Code `Bash(...)` allow rule lets run without a prompt: 'any', 'unbounded' (a shell or downloader with any arguments), or null. */
function bashRuleReach(rule: string): 'any' | 'unbounded' | null {
  const trimmed = rule.trim();
  if (trimmed === 'Bash' || trimmed === 'Bash()' ) return 'any';
  const m = /^Bash\((.{0,300})\)$/.exec(trimmed);
  if (m === null) return null;
  const inner = m[1]!.trim();
  if (inner === '*' || inner === ':*' || inner === '*:*' || inner === '**') return 'any';
  const program = /^([\w./-]{1,64})(?::\*|\s+\*)$/.exec(inner);
  if (program !== null && UNBOUNDED_PROGRAMS.test(program[1]!.replace(/^.*\//, ''))) return 'unbounded';
  return null;
}

/** Environment variables that move an agent's model API (and the key sent with it) to another host. */
const ENDPOINT_VARIABLES = /^(?:ANTHROPIC_BASE_URL|ANTHROPIC_BEDROCK_BASE_URL|ANTHROPIC_VERTEX_BASE_URL|ANTHROPIC_FOUNDRY_BASE_URL|OPENAI_BASE_URL|OPENAI_API_BASE|GOOGLE_GEMINI_BASE_URL|GEMINI_API_BASE_URL|HTTPS?_PROXY|https?_proxy|ALL_PROXY)$/;

function endpointFindings(path: string, content: string, agent: string, env: unknown): KeyedFinding[] {
  if (!isRecord(env)) return [];
  const findings: KeyedFinding[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!ENDPOINT_VARIABLES.test(name) || typeof value !== 'string' || value.trim() === '') continue;
    const url = value.trim();
    const host = hostOf(url) ?? url;
    const loopback = /^(?:localhost|127\.\d+\.\d+\.\d+|\[?::1\]?)$/.test(host);
    const bad = isSuspiciousEndpoint(url);
    const severity: Severity = bad ? 'critical' : loopback ? 'low' : 'high';
    findings.push(
      makeFinding({
        id: 'agent-endpoint-override',
        severity,
        title: `${agent} settings send its API traffic to ${host}`,
        detail:
          `${path} sets ${name}=${url} for ${agent}: every request the agent makes, with the developer's API key or token in its headers and the code and prompts in its body, goes to ${host} instead of the provider. ` +
          `A repository that sets this collects the keys of everyone who opens it (CVE-2026-21852, Claude Code).${loopback ? ' This one points at the developer\'s own machine (a local gateway).' : ''} ` +
          'Fix: leave the endpoint to each developer\'s own (user or managed) settings.',
        path,
        line: lineOf(content, `"${name}"`),
        subject: `${name}:${url}`,
      }),
    );
  }
  return findings;
}

/** `autoApprove` (Amazon Q, Kiro), `alwaysAllow` (Cline, Roo Code) and `trust` (Gemini CLI) on MCP servers. */
function serverApprovals(path: string, content: string, doc: Record<string, unknown>): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const group of [doc.servers, doc.mcpServers]) {
    if (!isRecord(group)) continue;
    for (const [name, raw] of Object.entries(group)) {
      if (!isRecord(raw)) continue;
      if (raw.trust === true) {
        findings.push(
          approvalFinding(path, content, {
            severity: 'medium',
            title: `MCP server "${name}" is trusted: its tools run without confirmation`,
            why: `the MCP server "${name}" is set to trust: true, so Gemini CLI runs every tool it offers without asking.`,
            fix: 'remove trust: true; allow the few read-only tools you need with includeTools or tools.allowed.',
            needle: '"trust"',
            subject: `trust:${name}`,
          }),
        );
      }
      for (const key of ['autoApprove', 'alwaysAllow']) {
        const tools = Array.isArray(raw[key]) ? (raw[key] as unknown[]).filter((t): t is string => typeof t === 'string') : [];
        if (tools.length === 0) continue;
        const all = tools.some((t) => t === '*' || t === '**');
        findings.push(
          approvalFinding(path, content, {
            severity: all ? 'medium' : 'low',
            title: `MCP server "${name}" runs ${all ? 'every tool' : `${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}`} without confirmation`,
            why: `${key} of the MCP server "${name}" lets the agent call ${all ? 'all of its tools' : tools.slice(0, 5).join(', ')} without asking.`,
            fix: `keep ${key} to read-only tools, set by each developer rather than by the repository.`,
            needle: `"${key}"`,
            subject: `${key}:${name}:${[...tools].sort().join(',')}`,
          }),
        );
      }
    }
  }
  return findings;
}

/** `.vscode/mcp.json`, `.cursor/mcp.json`, `.mcp.json`, `.amazonq/mcp.json`, `.roo/mcp.json`, `.kiro/settings/mcp.json`. */
export function extractMcpConfig(content: string, path: string): ExtractResult {
  const parsed = parse(content);
  if ('skip' in parsed) return { deps: [], skipReason: parsed.skip };
  return { deps: [], mcpServers: mcpServersOf(parsed.doc, content), findings: serverApprovals(path, content, parsed.doc) };
}

/**
 * Continue's project MCP servers (`.continue/mcpServers/*.yaml`): a block with `mcpServers`, a list
 * of `{ name, command, args }` (or `url`); a JSON file there has Claude's `mcpServers` object. Read
 * as the other MCP configurations once the list is keyed by name.
 */
export function extractContinueMcp(content: string, path: string): ExtractResult {
  if (/\.json$/i.test(path)) return extractMcpConfig(content, path);
  if (content.trim() === '') return { deps: [] };
  const parsed = parseYamlLimited(content);
  if (!parsed.ok) return { deps: [], skipReason: parsed.reason };
  if (!isRecord(parsed.value)) return { deps: [], skipReason: 'not a YAML mapping' };
  const list = parsed.value.mcpServers;
  const servers: Record<string, unknown> = {};
  if (Array.isArray(list)) {
    for (const [i, item] of list.slice(0, 200).entries()) if (isRecord(item)) servers[typeof item.name === 'string' && item.name !== '' ? item.name : `server-${i + 1}`] = item;
  } else if (isRecord(list)) Object.assign(servers, list);
  return { deps: [], mcpServers: mcpServersOf({ mcpServers: servers }, content) };
}

/** `.claude/settings.json` and `.claude/settings.local.json`. */
export function extractClaudeSettings(content: string, path: string): ExtractResult {
  const parsed = parse(content);
  if ('skip' in parsed) return { deps: [], skipReason: parsed.skip };
  const { doc } = parsed;
  const agent = 'Claude Code';
  const findings: KeyedFinding[] = [];
  for (const { event, command } of hookCommands(doc.hooks)) findings.push(hookFinding(path, content, agent, `${event} hook`, command, `"${event}"`));
  if (isRecord(doc.statusLine) && typeof doc.statusLine.command === 'string') findings.push(hookFinding(path, content, agent, 'statusLine command', doc.statusLine.command, '"statusLine"'));
  for (const key of ['apiKeyHelper', 'awsAuthRefresh', 'awsCredentialExport', 'otelHeadersHelper']) {
    const command = doc[key];
    if (typeof command === 'string' && command.trim() !== '') findings.push(hookFinding(path, content, agent, `${key} command`, command, `"${key}"`));
  }
  const permissions = isRecord(doc.permissions) ? doc.permissions : {};
  if (permissions.defaultMode === 'bypassPermissions') {
    findings.push(
      approvalFinding(path, content, {
        severity: 'high',
        title: 'Claude Code starts in bypassPermissions mode',
        why: 'permissions.defaultMode is bypassPermissions: Claude Code runs every command, edit and tool call without asking anyone who uses it in this repository.',
        fix: 'remove defaultMode (or use default, acceptEdits or plan); let each developer choose to skip prompts in a sandbox of their own.',
        needle: 'bypassPermissions',
        subject: 'defaultMode:bypassPermissions',
      }),
    );
  }
  const allow = Array.isArray(permissions.allow) ? permissions.allow.filter((r): r is string => typeof r === 'string').slice(0, 1000) : [];
  for (const rule of allow) {
    const reach = bashRuleReach(rule);
    if (reach === null) continue;
    findings.push(
      approvalFinding(path, content, {
        severity: reach === 'any' ? 'high' : 'medium',
        title: `Claude Code may run ${reach === 'any' ? 'any shell command' : `\`${rule}\``} without asking`,
        why: `permissions.allow has ${rule}: Claude Code runs ${reach === 'any' ? 'every shell command' : 'that program with any arguments (a shell, interpreter, downloader or deleter can do anything)'} without a prompt.`,
        fix: 'allow exact commands the project needs (`Bash(npm run test:*)`), never a shell, interpreter or downloader with any arguments.',
        needle: rule,
        subject: `allow:${rule}`,
      }),
    );
  }
  if (doc.enableAllProjectMcpServers === true) {
    findings.push(
      approvalFinding(path, content, {
        severity: 'medium',
        title: 'Claude Code starts every MCP server of the project without asking',
        why: 'enableAllProjectMcpServers is true: every server in .mcp.json, including ones a later pull request adds or changes, starts without the approval prompt (before version 1.0.111 even before the trust dialog, CVE-2025-59536).',
        fix: 'remove it; list the servers you approved in enabledMcpjsonServers, or let each developer approve them.',
        needle: 'enableAllProjectMcpServers',
        subject: 'enableAllProjectMcpServers',
      }),
    );
  }
  pushAll(findings, endpointFindings(path, content, agent, doc.env));
  return { deps: [], findings };
}

/** `.gemini/settings.json` (and Qwen Code's `.qwen/settings.json`, the same format). */
export function extractGeminiSettings(content: string, path: string): ExtractResult {
  const parsed = parse(content);
  if ('skip' in parsed) return { deps: [], skipReason: parsed.skip };
  const { doc } = parsed;
  const agent = path.startsWith('.qwen/') ? 'Qwen Code' : 'Gemini CLI';
  const findings: KeyedFinding[] = [...serverApprovals(path, content, doc)];
  for (const { event, command } of hookCommands(doc.hooks)) findings.push(hookFinding(path, content, agent, `${event} hook`, command, `"${event}"`));
  const tools = isRecord(doc.tools) ? doc.tools : {};
  for (const key of ['discoveryCommand', 'callCommand']) {
    const command = tools[key];
    if (typeof command === 'string' && command.trim() !== '') findings.push(hookFinding(path, content, agent, `tools.${key}`, command, `"${key}"`));
  }
  const mcp = isRecord(doc.mcp) ? doc.mcp : {};
  if (typeof mcp.serverCommand === 'string' && mcp.serverCommand.trim() !== '') findings.push(hookFinding(path, content, agent, 'mcp.serverCommand', mcp.serverCommand, '"serverCommand"'));
  const allowed = [tools.allowed, doc.allowedTools].flatMap((list) => (Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : []));
  for (const tool of allowed.slice(0, 1000)) {
    const m = /^(run_shell_command|ShellTool)(?:\((.{0,300})\))?$/.exec(tool.trim());
    if (m === null) continue;
    const program = (m[2] ?? '').trim().split(/\s+/)[0] ?? '';
    const any = m[2] === undefined || program === '' || program === '*';
    if (!any && !UNBOUNDED_PROGRAMS.test(program)) continue;
    findings.push(
      approvalFinding(path, content, {
        severity: any ? 'high' : 'medium',
        title: `${agent} may run ${any ? 'any shell command' : `\`${program}\` with any arguments`} without asking`,
        why: `tools.allowed has ${tool}: ${agent} skips the confirmation for ${any ? 'every shell command' : 'that program, which can run anything'}.`,
        fix: 'allow exact commands (`run_shell_command(npm test)`), never the shell tool as a whole or a shell, interpreter or downloader.',
        needle: tool,
        subject: `allowed:${tool}`,
      }),
    );
  }
  return { deps: [], mcpServers: mcpServersOf(doc, content), findings };
}

/** `.cursor/hooks.json`. */
export function extractCursorHooks(content: string, path: string): ExtractResult {
  const parsed = parse(content);
  if ('skip' in parsed) return { deps: [], skipReason: parsed.skip };
  return { deps: [], findings: hookCommands(parsed.doc.hooks).map(({ event, command }) => hookFinding(path, content, 'Cursor', `${event} hook`, command, `"${event}"`)) };
}

/** Keys of `.vscode/settings.json` that decide what Copilot's agent may do without asking, or which MCP servers it starts. */
export const VSCODE_AGENT_KEYS = /^(?:chat\.|github\.copilot\.|mcp$|task\.allowAutomaticTasks$)/;

/** `.vscode/settings.json`: Copilot agent approvals (CVE-2025-53773) and MCP servers under `mcp.servers`. */
export function extractVscodeSettings(content: string, path: string): ExtractResult {
  const parsed = parse(content);
  if ('skip' in parsed) return { deps: [], skipReason: parsed.skip };
  const { doc } = parsed;
  const findings: KeyedFinding[] = [];
  for (const key of ['chat.tools.autoApprove', 'chat.tools.global.autoApprove']) {
    if (doc[key] !== true) continue;
    findings.push(
      approvalFinding(path, content, {
        severity: 'high',
        title: `Copilot agent runs every tool without asking (${key})`,
        why: `${key} is true: VS Code's agent mode runs terminal commands, edits and MCP tools without confirmation for everyone who opens the repository ("YOLO mode"; CVE-2025-53773 used an injected prompt to turn it on and then run commands).`,
        fix: `remove ${key} from the workspace settings; approve tools per session.`,
        needle: key,
        subject: key,
      }),
    );
  }
  const terminal = doc['chat.tools.terminal.autoApprove'];
  if (isRecord(terminal)) {
    for (const [pattern, value] of Object.entries(terminal).slice(0, 500)) {
      const approve = value === true || (isRecord(value) && value.approve === true);
      if (!approve) continue;
      const inner = pattern.startsWith('/') ? pattern.slice(1, pattern.lastIndexOf('/') > 0 ? pattern.lastIndexOf('/') : undefined) : pattern;
      const any = /^\^?(?:\.\*|\.\+|\*)\$?$/.test(inner.trim());
      const program = inner.replace(/^\^/, '').split(/\\s|\s/)[0] ?? '';
      if (!any && !UNBOUNDED_PROGRAMS.test(program)) continue;
      findings.push(
        approvalFinding(path, content, {
          severity: any ? 'high' : 'medium',
          title: `Copilot agent runs ${any ? 'any terminal command' : `\`${program}\``} without asking`,
          why: `chat.tools.terminal.autoApprove approves ${pattern}: the agent runs ${any ? 'every terminal command' : 'that program, which can run anything,'} without confirmation.`,
          fix: 'approve exact, read-only commands (`git status`, `npm test`), not shells, interpreters or downloaders.',
          needle: pattern,
          subject: `terminal:${pattern}`,
        }),
      );
    }
  }
  const servers = isRecord(doc.mcp) ? mcpServersOf({ servers: doc.mcp.servers }, content) : [];
  return { deps: [], findings, ...(servers.length > 0 ? { mcpServers: servers } : {}) };
}

/** The part of agent settings the rules read, as canonical JSON: equal on both sides means a routine edit. */
function agentFacts(content: string, pick: (doc: Record<string, unknown>) => unknown): string | null {
  const parsed = parse(content);
  return 'skip' in parsed ? null : JSON.stringify(pick(parsed.doc));
}

function sameFacts(base: string, head: string, pick: (doc: Record<string, unknown>) => unknown): boolean {
  const before = agentFacts(base, pick);
  return before !== null && before === agentFacts(head, pick);
}

/** A `.vscode/settings.json` edit that leaves every agent-related key, and every setting that names a program, as it was (formatter, rulers, file associations): routine. */
export function isRoutineVscodeSettingsChange(base: string, head: string): boolean {
  return sameFacts(base, head, (doc) => Object.entries(doc).filter(([key]) => VSCODE_AGENT_KEYS.test(key) || isExecutableSettingKey(key)));
}

/** An agent settings or MCP edit that changes no command, server, hook, permission, environment or trust: routine (a model name, a theme). */
export function isRoutineAgentConfigChange(base: string, head: string): boolean {
  const cosmetic = new Set(['model', 'theme', 'outputStyle', 'cleanupPeriodDays', 'includeCoAuthoredBy', 'spinnerTipsEnabled', '$schema', 'ui', 'inputs']);
  return sameFacts(base, head, (doc) => Object.entries(doc).filter(([key]) => !cosmetic.has(key)));
}
