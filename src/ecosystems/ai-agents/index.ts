import { extractVscodeExecutableSettings } from '../automation/editor-automation.js';
import type { EcosystemManager, ExtractResult } from '../types.js';
import {
  extractClaudeSettings,
  extractContinueMcp,
  extractCursorHooks,
  extractGeminiSettings,
  extractMcpConfig,
  extractVscodeSettings,
  isRoutineAgentConfigChange,
  isRoutineVscodeSettingsChange,
} from './agent-settings.js';
import { extractAgentInstructions } from './instructions.js';
import { mcpServerRule } from './mcp-servers.js';
import type { AgentFileFormat } from './paths.js';
import { agentFileFormatOf } from './paths.js';

/**
 * AI coding agents (docs/findings.md, "AI coding agents"; docs/adr/0020-ai-agent-rules.md): MCP
 * server configurations and agent settings, which run commands on a developer's machine when the
 * repository is opened with an agent (they classify as `ci`, like `.vscode/tasks.json`), VS Code's
 * workspace settings (read for Copilot's tool approvals; `config`), and instruction files such as
 * AGENTS.md (`config`: orders to an agent, not documentation).
 */

/** VS Code's workspace settings: Copilot's approvals, and settings that run a program kept in the repository (automation/editor-automation.ts). */
function extractWorkspaceSettings(content: string, path: string): ExtractResult {
  const agent = extractVscodeSettings(content, path);
  if (agent.skipReason !== undefined) return agent;
  const editor = extractVscodeExecutableSettings(content, path);
  return { ...agent, findings: [...(agent.findings ?? []), ...(editor.findings ?? [])] };
}

const EXTRACT: Readonly<Record<AgentFileFormat, (content: string, path: string) => ExtractResult>> = {
  mcp: extractMcpConfig,
  opencode: extractMcpConfig,
  'continue-mcp': extractContinueMcp,
  'claude-settings': extractClaudeSettings,
  'gemini-settings': extractGeminiSettings,
  'cursor-hooks': extractCursorHooks,
  'vscode-settings': extractWorkspaceSettings,
  instructions: extractAgentInstructions,
};

const is = (...formats: AgentFileFormat[]) => (path: string): boolean => {
  const format = agentFileFormatOf(path);
  return format !== null && formats.includes(format);
};

const extract = (content: string, path: string): ExtractResult => {
  const format = agentFileFormatOf(path);
  return format === null ? { deps: [] } : EXTRACT[format](content, path);
};

export const aiAgentsManager: EcosystemManager = {
  ecosystem: 'ai-agents',
  files: [
    { kind: 'ci', match: is('mcp', 'opencode', 'continue-mcp', 'claude-settings', 'gemini-settings', 'cursor-hooks'), extract, isRoutineChange: isRoutineAgentConfigChange },
    { kind: 'config', baseNames: ['settings.json'], match: is('vscode-settings'), extract, isRoutineChange: isRoutineVscodeSettingsChange },
    { kind: 'config', match: is('instructions'), extract },
  ],
  fileRules: [mcpServerRule],
};
