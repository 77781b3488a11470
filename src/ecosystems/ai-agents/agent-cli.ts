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
  /**
   * The flags of such a rule that also count when the command's name is a string literal elsewhere
   * in the lines around (`const AGENTS = ['gemini', 'qwen']` then `spawnSync(bin, ['--yolo', …])`):
   * the long ones only, never `-y`, `-f` or `--force`, which `npx -y` and `apt-get -y` share.
   */
  readonly nearFlag?: RegExp;
  /** The command's name as a whole string literal: `'gemini'`, `"codex"`. */
  readonly named?: RegExp;
}

// A command word: at a line start, after whitespace, a quote, a bracket, a separator or a path.
const word = (names: string): RegExp => new RegExp(`(?:^|[\\s"'\`(\\[{;&|/=,])(?:${names})(?=$|[\\s"'\`)\\]},;&|])`);
/** A command name as a whole string literal (`'gemini'`, `"codex"`, `` `qwen` ``): an array or a map of the agents to start. */
const literal = (names: string): RegExp => new RegExp(`(["'\`])(?:${names})\\1`);
const YOLO = /(?:^|[\s"'[,])--yolo(?=$|[\s"',\]])/;

// A flag and its value are written `--flag value`, `--flag=value`, or as two elements of an argument array (`'--flag', 'value'`).
const RULES: readonly FlagRule[] = [
  // Flags only one tool has: enough on their own (the s1ngularity script kept the command name and its flags apart).
  { agent: 'Claude Code', flag: /--(?:allow-)?dangerously-skip-permissions\b/ },
  { agent: 'Claude Code', flag: /--permission-mode["'`]?[\s=,]{1,4}["'`]?bypassPermissions\b/ },
  { agent: 'Codex CLI', flag: /--dangerously-bypass-approvals-and-sandbox\b/ },
  { agent: 'Codex CLI', flag: /(?:--sandbox|\s-s)["'`]?[\s=,]{1,4}["'`]?danger-full-access\b/ },
  { agent: 'Amazon Q / Kiro CLI', flag: /--trust-all-tools\b/ },
  { agent: 'Copilot CLI', flag: /--allow-all-tools\b/ },
  { agent: 'Amp', flag: /--dangerously-allow-all\b/ },
  { agent: 'Gemini CLI', flag: /--approval-mode["'`]?[\s=,]{1,4}["'`]?yolo\b/ },
  // Flags other programs use too: only beside the agent's own command name.
  { agent: 'Gemini CLI', flag: /(?:^|[\s"'[,])(?:--yolo|-y)(?=$|[\s"',\]])/, command: word('gemini|qwen'), nearFlag: YOLO, named: literal('gemini|qwen') },
  { agent: 'Codex CLI', flag: /(?:^|[\s"'[,])--yolo(?=$|[\s"',\]])|--ask-for-approval["'`]?[\s=,]{1,4}["'`]?never\b|(?:^|\s)-a\s+never\b/, command: word('codex'), nearFlag: /(?:^|[\s"'[,])--yolo(?=$|[\s"',\]])|--ask-for-approval["'`]?[\s=,]{1,4}["'`]?never\b/, named: literal('codex') },
  { agent: 'Copilot CLI', flag: /(?:^|[\s"'[,])(?:--yolo|--allow-all)(?=$|[\s"',\]])/, command: word('copilot'), nearFlag: /(?:^|[\s"'[,])(?:--yolo|--allow-all)(?=$|[\s"',\]])/, named: literal('copilot') },
  { agent: 'Cursor CLI', flag: /(?:^|[\s"'[,])(?:--force|-f|--yolo)(?=$|[\s"',\]])/, command: word('cursor-agent'), nearFlag: YOLO, named: literal('cursor-agent') },
  { agent: 'Aider', flag: /--yes-always\b/, command: word('aider'), nearFlag: /--yes-always\b/, named: literal('aider') },
];

const MAX_LINE = 4000;
/** Two string literals added up: `'--dangerously-' + 'skip-permissions'`, `'gem' + 'ini'`. */
const CONCAT = /(["'`])[ \t]{0,20}\+[ \t]{0,20}["'`]/g;
/** One element of a literal array: a quoted string alone. */
const LITERAL_ELEMENT = /^\s*(["'`])([^"'`\\]{0,80})\1\s*$/;

/**
 * The line with its string literals put back together, as the code builds them at run time: `'a' +
 * 'b'` as `'ab'`, `['--dangerously', 'skip', 'permissions'].join('-')` as
 * `'--dangerously-skip-permissions'` (arrays of up to 300 characters of quoted strings joined with a
 * literal). Linear: each `.join(` looks back at most 300 characters, once.
 */
export function foldLiterals(line: string): string {
  let text = line.includes('+') ? line.replace(CONCAT, '') : line;
  if (!text.includes('].join(')) return text;
  let out = '';
  let from = 0;
  let at = text.indexOf('].join(');
  while (at >= 0) {
    const open = text.lastIndexOf('[', at);
    const sep = /^\]\.join\(\s*(["'`])([^"'`\\]{0,5})\1\s*\)/.exec(text.slice(at, at + 30));
    if (open >= from && at - open <= 300 && sep !== null) {
      const parts = text.slice(open + 1, at).split(',').map((p) => LITERAL_ELEMENT.exec(p));
      if (parts.every((p) => p !== null)) {
        out += `${text.slice(from, open)}'${parts.map((p) => p![2]).join(sep[2])}'`;
        from = at + sep[0].length;
      }
    }
    at = text.indexOf('].join(', at + 1);
  }
  text = out + text.slice(from);
  return text;
}

/**
 * The first agent CLI started without approvals on this line, or null. Lines are cut at 4,000
 * characters and read with their literals put back together (foldLiterals). `near`, the added lines
 * around it (a hunk), lets a flag other tools share count when the agent's name is a string literal
 * there, as an array of agents to loop over is written (the s1ngularity script kept the command
 * name and its flags apart): only the long flags (`--yolo`), never `-y` or `--force`.
 */
export function findAgentCliBypass(line: string, near?: string): AgentCliHit | null {
  const text = foldLiterals(line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line);
  if (!text.includes('-')) return null;
  for (const rule of RULES) {
    const match = rule.flag.exec(text);
    if (match === null) continue;
    if (rule.command !== undefined && !rule.command.test(text)) {
      const nearMatch = near !== undefined && rule.named !== undefined && rule.nearFlag !== undefined && rule.named.test(near) ? rule.nearFlag.exec(text) : null;
      if (nearMatch === null) continue;
      return { agent: rule.agent, flag: nearMatch[0].trim().replace(/^["'[,]/, '') };
    }
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
