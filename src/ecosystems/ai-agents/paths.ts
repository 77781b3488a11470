import { baseNameOf } from '../util.js';

/**
 * The files AI coding agents read from a repository (docs/findings.md, "AI coding agents"):
 * MCP server configurations and agent settings, which make an agent run commands or stop asking
 * before it does, and instruction files, which an agent takes as its orders.
 *
 * Configuration files are read where the agents read them for a project: at the repository root
 * (a copy under `test/fixtures/` configures nothing). Instruction files named AGENTS.md, CLAUDE.md
 * and GEMINI.md are read at any depth: the agents load the nearest one for the folder they work in;
 * so are Cursor's `.cursor/rules/` folders, which apply to the folder that holds them.
 */

export type AgentFileFormat =
  /** `servers` (VS Code) or `mcpServers` (Cursor, Claude Code, Amazon Q, Roo Code, Kiro). */
  | 'mcp'
  /** `.claude/settings.json`: hooks, permissions, env, helper commands. */
  | 'claude-settings'
  /** `.gemini/settings.json` (and Qwen Code's fork of it): mcpServers, hooks, tools. */
  | 'gemini-settings'
  /** `.cursor/hooks.json`. */
  | 'cursor-hooks'
  /** `.vscode/settings.json`: Copilot's chat tool approvals among ordinary editor settings. */
  | 'vscode-settings'
  /** opencode's project configuration (`opencode.json`): its `mcp` servers (`command` an array). */
  | 'opencode'
  /** Continue's project MCP servers, one YAML (or JSON) file each under `.continue/mcpServers/`. */
  | 'continue-mcp'
  /** AGENTS.md, CLAUDE.md, `.cursor/rules/`, `.github/copilot-instructions.md`, ... */
  | 'instructions';

const MCP_PATHS = new Set([
  '.mcp.json',
  '.vscode/mcp.json',
  '.cursor/mcp.json',
  '.amazonq/mcp.json',
  '.amazonq/default.json',
  '.roo/mcp.json',
  '.kiro/settings/mcp.json',
]);

const EXACT: ReadonlyMap<string, AgentFileFormat> = new Map<string, AgentFileFormat>([
  ...[...MCP_PATHS].map((p): [string, AgentFileFormat] => [p, 'mcp']),
  ['.claude/settings.json', 'claude-settings'],
  ['.claude/settings.local.json', 'claude-settings'],
  ['.gemini/settings.json', 'gemini-settings'],
  ['.qwen/settings.json', 'gemini-settings'],
  ['.cursor/hooks.json', 'cursor-hooks'],
  ['.vscode/settings.json', 'vscode-settings'],
  ['opencode.json', 'opencode'],
  ['opencode.jsonc', 'opencode'],
  ['.opencode/opencode.json', 'opencode'],
  ['.opencode/opencode.jsonc', 'opencode'],
]);

/** Instruction files read at any depth, by their exact names (a lower-case `docs/agents.md` is a page about agents). */
const INSTRUCTION_NAMES = new Set(['AGENTS.md', 'AGENTS.override.md', 'AGENT.md', 'CLAUDE.md', 'CLAUDE.local.md', 'GEMINI.md']);
/** Instruction files at the root (lower-case paths); `.windsurf/rules` may be a single file. */
const ROOT_INSTRUCTIONS = new Set(['.cursorrules', '.windsurfrules', '.clinerules', '.roorules', '.windsurf/rules', '.github/copilot-instructions.md', '.junie/guidelines.md']);
/** Roo Code's per-mode rule files at the root (`.roorules-code`, `.roorules-architect`). */
const ROO_MODE_RULES = /^\.roorules-[\w-]{1,60}$/;
/** Cursor reads a `.cursor/rules/` folder in any folder of the project, scoped to that folder. */
const NESTED_CURSOR_RULES = /(?:^|\/)\.cursor\/rules\/(?:[^/]{1,200}\/){0,8}[^/]{1,200}\.mdc?$/;
/** Folders of rules and prompts at the root, with the names read in them. */
const INSTRUCTION_DIRS: readonly { readonly dir: string; readonly name: RegExp }[] = [
  { dir: '.cursor/rules/', name: /\.mdc?$/ },
  { dir: '.clinerules/', name: /\.(?:md|txt)$/ },
  { dir: '.windsurf/rules/', name: /\.md$/ },
  { dir: '.roo/rules', name: /\.(?:md|txt)$/ },
  { dir: '.kiro/steering/', name: /\.md$/ },
  { dir: '.amazonq/rules/', name: /\.md$/ },
  { dir: '.continue/rules/', name: /\.(?:md|ya?ml)$/ },
  { dir: '.github/instructions/', name: /\.instructions\.md$/ },
  { dir: '.github/prompts/', name: /\.prompt\.md$/ },
  { dir: '.github/chatmodes/', name: /\.chatmode\.md$/ },
  { dir: '.github/agents/', name: /\.md$/ },
  { dir: '.claude/commands/', name: /\.md$/ },
  { dir: '.claude/agents/', name: /\.md$/ },
  { dir: '.claude/skills/', name: /\.md$/ },
  { dir: '.gemini/commands/', name: /\.toml$/ },
];

/** The agent file format of a repository path, or null when no agent reads it as configuration or instructions. */
export function agentFileFormatOf(path: string): AgentFileFormat | null {
  const exact = EXACT.get(path);
  if (exact !== undefined) return exact;
  const lower = path.toLowerCase();
  const name = baseNameOf(lower);
  if (/^\.continue\/mcpservers\/[^/]{1,200}\.(?:ya?ml|json)$/.test(lower)) return 'continue-mcp';
  if (INSTRUCTION_NAMES.has(baseNameOf(path)) || ROOT_INSTRUCTIONS.has(lower) || ROO_MODE_RULES.test(lower) || NESTED_CURSOR_RULES.test(lower)) return 'instructions';
  for (const { dir, name: pattern } of INSTRUCTION_DIRS) {
    // `.roo/rules/` and Roo's per-mode `.roo/rules-code/` folders.
    if (lower.startsWith(dir) && (dir.endsWith('/') || lower[dir.length] === '/' || lower[dir.length] === '-') && pattern.test(name)) return 'instructions';
  }
  return null;
}

export function isAgentInstructionPath(path: string): boolean {
  return agentFileFormatOf(path) === 'instructions';
}

/** MCP configurations and agent settings that run commands or change approvals (not instructions, not VS Code's editor settings). */
export function isAgentConfigPath(path: string): boolean {
  const format = agentFileFormatOf(path);
  return format !== null && format !== 'instructions' && format !== 'vscode-settings';
}
