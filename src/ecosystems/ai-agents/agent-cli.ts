/**
 * AI coding-agent command lines: an agent CLI started without its approval prompts (Claude Code's
 * `--dangerously-skip-permissions`, Gemini CLI's `--yolo`, Amazon Q's `--trust-all-tools`, Codex's
 * `--dangerously-bypass-approvals-and-sandbox`, Copilot CLI's `--allow-all-tools`, Cursor's
 * `cursor-agent --force`), and headless runs of an agent (`claude -p`, `gemini -p`, `codex exec`).
 *
 * Flags and names were checked against each tool's documentation (docs/adr/0020-ai-agent-rules.md).
 * Every pattern reads one line and runs in linear time: literal alternatives, no nested quantifier.
 */

export interface AgentCliHit {
  /** The agent, as a reader knows it: "Claude Code", "Gemini CLI", ... */
  readonly agent: string;
  /** The flag (or flag and value) that switches approvals off, as written. */
  readonly flag: string;
}

interface FlagRule {
  readonly agent: string;
  readonly flag: RegExp;
  /** A command name that must be on the same line for a flag other tools use too (`--yolo`, `-y`, `--force`). */
  readonly command?: RegExp;
}

// A command word: at a line start, after whitespace, a quote, a bracket, a separator or a path.
const word = (names: string): RegExp => new RegExp(`(?:^|[\\s"'\`(\\[{;&|/=,])(?:${names})(?=$|[\\s"'\`)\\]},;&|])`);

const RULES: readonly FlagRule[] = [
  // Flags only one tool has: enough on their own (the s1ngularity script kept the command name and its flags apart).
  { agent: 'Claude Code', flag: /--(?:allow-)?dangerously-skip-permissions\b/ },
  { agent: 'Claude Code', flag: /--permission-mode[\s=]+["']?bypassPermissions\b/ },
  { agent: 'Codex CLI', flag: /--dangerously-bypass-approvals-and-sandbox\b/ },
  { agent: 'Codex CLI', flag: /(?:--sandbox|\s-s)[\s=]+["']?danger-full-access\b/ },
  { agent: 'Amazon Q / Kiro CLI', flag: /--trust-all-tools\b/ },
  { agent: 'Copilot CLI', flag: /--allow-all-tools\b/ },
  { agent: 'Amp', flag: /--dangerously-allow-all\b/ },
  { agent: 'Gemini CLI', flag: /--approval-mode[\s=]+["']?yolo\b/ },
  // Flags other programs use too: only beside the agent's own command name.
  { agent: 'Gemini CLI', flag: /(?:^|[\s"'[,])(?:--yolo|-y)(?=$|[\s"',\]])/, command: word('gemini|qwen') },
  { agent: 'Codex CLI', flag: /(?:^|[\s"'[,])--yolo(?=$|[\s"',\]])|--ask-for-approval[\s=]+["']?never\b|(?:^|\s)-a\s+never\b/, command: word('codex') },
  { agent: 'Copilot CLI', flag: /(?:^|[\s"'[,])(?:--yolo|--allow-all)(?=$|[\s"',\]])/, command: word('copilot') },
  { agent: 'Cursor CLI', flag: /(?:^|[\s"'[,])(?:--force|-f|--yolo)(?=$|[\s"',\]])/, command: word('cursor-agent') },
  { agent: 'Aider', flag: /--yes-always\b/, command: word('aider') },
];

/** The first agent CLI started without approvals on this line, or null. Lines are cut at 4,000 characters. */
export function findAgentCliBypass(line: string): AgentCliHit | null {
  const text = line.length > 4000 ? line.slice(0, 4000) : line;
  if (!text.includes('-')) return null;
  for (const rule of RULES) {
    const match = rule.flag.exec(text);
    if (match === null) continue;
    if (rule.command !== undefined && !rule.command.test(text)) continue;
    return { agent: rule.agent, flag: match[0].trim().replace(/^["'[,]/, '') };
  }
  return null;
}

/** Headless runs of an agent CLI in a script: the agent takes a prompt and acts on it with its tools, nobody watching. */
const HEADLESS: readonly { readonly agent: string; readonly pattern: RegExp }[] = [
  { agent: 'Claude Code', pattern: /(?:^|[\s;&|(])(?:claude|@anthropic-ai\/claude-code(?:@[\w.-]{1,40})?)\s+(?:[^\n;&|]{0,200}\s)?(?:-p|--print)(?=$|\s)/ },
  { agent: 'Gemini CLI', pattern: /(?:^|[\s;&|(])(?:gemini|qwen|@google\/gemini-cli(?:@[\w.-]{1,40})?)\s+(?:[^\n;&|]{0,200}\s)?(?:-p|--prompt)(?=$|[\s=])/ },
  { agent: 'Codex CLI', pattern: /(?:^|[\s;&|(])(?:codex|@openai\/codex(?:@[\w.-]{1,40})?)\s+(?:[^\n;&|]{0,200}\s)?exec(?=$|\s)/ },
  { agent: 'Copilot CLI', pattern: /(?:^|[\s;&|(])copilot\s+(?:[^\n;&|]{0,200}\s)?(?:-p|--prompt)(?=$|[\s=])/ },
  { agent: 'Amazon Q / Kiro CLI', pattern: /(?:^|[\s;&|(])(?:q|kiro-cli)\s+chat(?=$|\s)/ },
  { agent: 'Cursor CLI', pattern: /(?:^|[\s;&|(])cursor-agent\s+(?:[^\n;&|]{0,200}\s)?(?:-p|--print)(?=$|\s)/ },
  { agent: 'OpenCode', pattern: /(?:^|[\s;&|(])opencode\s+run(?=$|\s)/ },
];

/** The agents a shell script runs headless (one entry per agent), read line by line. */
export function findHeadlessAgentRuns(script: string): { agent: string; line: string; bypass: AgentCliHit | null }[] {
  const runs: { agent: string; line: string; bypass: AgentCliHit | null }[] = [];
  const seen = new Set<string>();
  for (const raw of script.split('\n')) {
    const line = raw.length > 4000 ? raw.slice(0, 4000) : raw;
    const bypass = findAgentCliBypass(line);
    for (const { agent, pattern } of HEADLESS) {
      if (seen.has(agent) || !pattern.test(line)) continue;
      seen.add(agent);
      runs.push({ agent, line: line.trim(), bypass });
    }
    if (bypass !== null && !seen.has(bypass.agent)) {
      seen.add(bypass.agent);
      runs.push({ agent: bypass.agent, line: line.trim(), bypass });
    }
  }
  return runs;
}

/**
 * Words of a prompt that asks an agent for what s1ngularity and the Amazon Q extension asked for:
 * secrets, wallets, credentials, or wiping the machine.
 */
const HARMFUL_ASK =
  /\b(?:wallets?|seed[\s_-]?phrases?|mnemonics?|private[\s_-]?keys?|keystores?|id_rsa|id_ed25519|credentials|secrets|exfiltrat\w*|near[\s-]factory|factory[\s-](?:state|reset)|wipe|rm\s+-rf)\b|\.ssh\/|\.aws\/|\.env\b|\.npmrc\b/i;

/** The harmful words of a prompt (or of the lines around an agent's command line), or null. */
export function harmfulAsk(text: string): string | null {
  const match = HARMFUL_ASK.exec(text.length > 20_000 ? text.slice(0, 20_000) : text);
  return match === null ? null : match[0];
}
