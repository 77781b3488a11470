import type { Severity } from '../../signal/schema.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { isRecord, lineOf } from '../util.js';
import { parseYamlLimited } from '../../limited-parse.js';
import { commandSeverity, shortCommand } from './command-risk.js';
import { parseJsonc } from './jsonc.js';
import { lookAlikeCommandFindings } from './look-alike-commands.js';
import { pushAll } from '../../push-all.js';

/**
 * Editor and dev-container automation that runs commands when someone opens the repository:
 * VS Code tasks with `runOptions.runOn: folderOpen`, and dev container lifecycle commands
 * (`initializeCommand` on the host; `onCreateCommand`, `postCreateCommand`, … in the container,
 * where the user's git credentials and Codespaces secrets are forwarded).
 */

function commandText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  if (isRecord(value)) return Object.values(value).map(commandText).filter((v): v is string => v !== null).join(' && ');
  return null;
}

/** VS Code's platform keys, as tasks.json writes them, and the names a detail gives them. */
const TASK_PLATFORMS: readonly { key: string; name: string }[] = [
  { key: 'linux', name: 'Linux' },
  { key: 'osx', name: 'macOS' },
  { key: 'windows', name: 'Windows' },
];
/** Tasks read at the most, and `dependsOn` links followed from a folderOpen task. */
const MAX_TASKS = 200;
const MAX_DEPENDS = 20;

/** A tasks.json command or argument: a string, or VS Code's quoted form `{ "value": …, "quoting": … }` (a value may be a list). */
function taskText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRecord(value)) return taskText(value.value);
  if (Array.isArray(value)) return value.map(taskText).filter((v): v is string => v !== null).join(' ');
  return null;
}

/**
 * What a task runs on each platform, as VS Code merges it: a platform's own block (`osx.command`)
 * over the task's, over the file's global `osx` block, over the file's global `command`; the
 * arguments from the task's own levels, or the file's when the command is the file's. An npm task
 * (`"type": "npm", "script": "x"`) runs `npm run x`. One entry when every platform runs the same.
 */
function taskCommands(task: Record<string, unknown>, doc: Record<string, unknown>): { platform: string | null; command: string }[] {
  const block = (record: Record<string, unknown>, key: string | null): Record<string, unknown> => (key === null ? record : isRecord(record[key]) ? record[key] : {});
  const runs = (key: string | null): string => {
    const own = [block(task, key), task];
    const global = [block(doc, key), doc];
    const ownCommand = own.find((level) => taskText(level.command) !== null);
    if (ownCommand === undefined && task.type === 'npm' && typeof task.script === 'string') return `npm run ${task.script}`;
    const levels = ownCommand !== undefined ? own : global;
    const command = taskText((ownCommand ?? global.find((level) => taskText(level.command) !== null))?.command) ?? '';
    const args = levels.map((level) => taskText(level.args)).find((a) => a !== null) ?? '';
    return [command, args].filter((part) => part.trim() !== '').join(' ');
  };
  const general = runs(null);
  const platforms = TASK_PLATFORMS.map(({ key, name }) => ({ platform: name, command: runs(key) }));
  if (platforms.every((p) => p.command === general)) return general === '' ? [] : [{ platform: null, command: general }];
  // Grouped by command: `echo hi` on Linux and Windows, `curl … | sh` on macOS.
  const grouped = new Map<string, string[]>();
  for (const { platform, command } of platforms) if (command !== '') grouped.set(command, [...(grouped.get(command) ?? []), platform]);
  return [...grouped].map(([command, names]) => ({ platform: names.join(' and '), command }));
}

/** The labels a task's `dependsOn` names: a label, a list of labels, or `{ "task": label }` entries. */
function dependsOnLabels(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => (typeof item === 'string' ? [item] : isRecord(item) && typeof item.task === 'string' ? [item.task] : []));
}

export function extractVscodeTasks(content: string, path: string): ExtractResult {
  const doc = parseJsonc(content);
  if (!isRecord(doc)) return { deps: [], skipReason: 'not a JSON object (JSON with comments)' };
  const findings: KeyedFinding[] = [];
  const tasks = (Array.isArray(doc.tasks) ? doc.tasks : []).slice(0, MAX_TASKS).filter(isRecord);
  const byLabel = new Map<string, Record<string, unknown>>();
  for (const task of tasks) if (typeof task.label === 'string' && !byLabel.has(task.label)) byLabel.set(task.label, task);
  for (const task of tasks) {
    if (!isRecord(task.runOptions) || task.runOptions.runOn !== 'folderOpen') continue;
    const label = typeof task.label === 'string' ? task.label : '(unnamed)';
    // The task's own commands, then those of the tasks it depends on (VS Code runs them first), each task once.
    const runs: string[] = [];
    const commands: string[] = [];
    const seen = new Set<Record<string, unknown>>();
    const queue: { task: Record<string, unknown>; via: string | null }[] = [{ task, via: null }];
    while (queue.length > 0 && seen.size <= MAX_DEPENDS) {
      const next = queue.shift()!;
      if (seen.has(next.task)) continue;
      seen.add(next.task);
      for (const { platform, command } of taskCommands(next.task, doc)) {
        commands.push(`${platform ?? ''}:${command}`);
        const where = [platform === null ? null : `on ${platform}`, next.via === null ? null : `through dependsOn "${next.via}"`].filter(Boolean).join(', ');
        runs.push(where === '' ? `\`${shortCommand(command)}\`` : `\`${shortCommand(command)}\` (${where})`);
      }
      for (const name of dependsOnLabels(next.task.dependsOn)) {
        const dependency = byLabel.get(name);
        if (dependency !== undefined) queue.push({ task: dependency, via: name });
      }
    }
    const what = runs.length === 0 ? 'it' : runs.join('; ');
    findings.push(
      makeFinding({
        id: 'vscode-folder-open-task',
        severity: 'high',
        title: `VS Code task "${label}" runs when the folder is opened`,
        detail:
          `${path} declares a task with runOptions.runOn: folderOpen: VS Code runs ${what} as soon as someone opens the repository (once they trust the workspace, which most people do for their own project), with their credentials. ` +
          'A pull request can use this to run code on every reviewer\'s and contributor\'s machine. Fix: remove runOn: folderOpen; let people run the task themselves.',
        path,
        line: lineOf(content, 'folderOpen'),
        // Compared by what runs, on every platform: a changed `osx.command` is a new command.
        subject: `${label}:${commands.join('\u0000')}`,
      }),
    );
  }
  return { deps: [], findings };
}

const LIFECYCLE: readonly { key: string; where: string; base: Severity }[] = [
  { key: 'initializeCommand', where: 'on the host machine, before the container exists', base: 'high' },
  { key: 'onCreateCommand', where: 'in the container when it is created', base: 'medium' },
  { key: 'updateContentCommand', where: 'in the container when its content is updated', base: 'medium' },
  { key: 'postCreateCommand', where: 'in the container after it is created', base: 'medium' },
  { key: 'postStartCommand', where: 'in the container every time it starts', base: 'medium' },
  { key: 'postAttachCommand', where: 'in the container every time an editor attaches', base: 'medium' },
];

export function extractDevcontainer(content: string, path: string): ExtractResult {
  const doc = parseJsonc(content);
  if (!isRecord(doc)) return { deps: [], skipReason: 'not a JSON object (JSON with comments)' };
  const findings: KeyedFinding[] = [];
  for (const { key, where, base } of LIFECYCLE) {
    const command = commandText(doc[key]);
    if (command === null || command.trim() === '') continue;
    findings.push(
      makeFinding({
        id: 'devcontainer-lifecycle-command',
        severity: commandSeverity(command, base),
        title: `Dev container ${key} runs \`${shortCommand(command).slice(0, 60)}\``,
        detail:
          `${path} runs \`${shortCommand(command)}\` ${where}, for everyone who opens the repository in a dev container or Codespace` +
          `${key === 'initializeCommand' ? ' (with full access to their machine)' : ' (where their git credentials and Codespaces secrets are available)'}. ` +
          'Check what it runs; prefer a script in the repository that reviewers can read, and no downloads piped into a shell.',
        path,
        line: lineOf(content, `"${key}"`) ?? lineOf(content, key),
        subject: `${key}:${command}`,
      }),
    );
    pushAll(findings, lookAlikeCommandFindings(path, content, command, `the dev container's ${key}`, 'for everyone who opens the repository in a dev container or Codespace, with their git credentials and Codespaces secrets'));
  }
  return { deps: [], findings };
}

/** Gitpod task commands: when each runs. */
const GITPOD_TASK_KEYS: readonly { key: string; where: string }[] = [
  { key: 'before', where: 'every time a workspace starts, before the others' },
  { key: 'init', where: 'when a workspace or a prebuild is created (Gitpod prebuilds branches and pull requests)' },
  { key: 'command', where: 'every time a workspace starts' },
];
/** Gitpod tasks read at the most. */
const MAX_GITPOD_TASKS = 50;

/**
 * `.gitpod.yml`: the `before`, `init` and `command` of each task run in the cloud workspace of
 * everyone who opens the repository (or a branch of it) in Gitpod, where their git credentials and
 * the project's environment variables are; `init` also runs in prebuilds. Reported as
 * `devcontainer-lifecycle-command` (cloud development environments), compared by task and command.
 */
export function extractGitpod(content: string, path: string): ExtractResult {
  const parsed = parseYamlLimited(content, { maxAliasCount: 100 });
  if (!parsed.ok || !isRecord(parsed.value)) return { deps: [], skipReason: 'not a YAML mapping' };
  const tasks = Array.isArray(parsed.value.tasks) ? parsed.value.tasks.slice(0, MAX_GITPOD_TASKS) : [];
  const findings: KeyedFinding[] = [];
  tasks.forEach((task, index) => {
    if (!isRecord(task)) return;
    const name = typeof task.name === 'string' ? task.name : `task ${index + 1}`;
    for (const { key, where } of GITPOD_TASK_KEYS) {
      const command = commandText(task[key]);
      if (command === null || command.trim() === '') continue;
      findings.push(
        makeFinding({
          id: 'devcontainer-lifecycle-command',
          // A cloud workspace, not the person's own machine: low unless the command reaches out.
          severity: commandSeverity(command, 'low'),
          title: `Gitpod task "${name.slice(0, 40)}" runs \`${shortCommand(command).slice(0, 60)}\` (${key})`,
          detail:
            `${path} runs \`${shortCommand(command)}\` ${where}, in the Gitpod workspace of everyone who opens the repository there (where their git credentials and the project's environment variables are). ` +
            'Check what it runs; prefer a script in the repository that reviewers can read, and no downloads piped into a shell.',
          path,
          line: lineOf(content, command.split('\n')[0] ?? command) ?? lineOf(content, `${key}:`),
          subject: `gitpod:${name}:${key}:${command}`,
        }),
      );
      pushAll(findings, lookAlikeCommandFindings(path, content, command, `Gitpod task "${name.slice(0, 40)}" (${key})`, 'in the Gitpod workspace of everyone who opens the repository there, with their git credentials'));
    }
  });
  return { deps: [], findings };
}

/** VS Code settings that name a program the editor or an extension runs by itself (once the workspace is trusted). */
const EXECUTABLE_SETTINGS: ReadonlySet<string> = new Set([
  'git.path',
  'php.validate.executablepath',
  'rust-analyzer.server.path',
  'eslint.runtime',
  'clangd.path',
  'java.jdt.ls.java.home',
  'java.home',
  'go.goroot',
  'terminal.integrated.shell.linux',
  'terminal.integrated.shell.osx',
  'terminal.integrated.shell.windows',
  'terminal.integrated.automationshell.linux',
  'terminal.integrated.automationshell.osx',
  'terminal.integrated.automationshell.windows',
]);
/** Settings that load code from the workspace in the ordinary way too (a virtual environment, the project's TypeScript). */
const INTERPRETER_SETTINGS: ReadonlySet<string> = new Set(['python.defaultinterpreterpath', 'python.pythonpath', 'typescript.tsdk']);
/** Where those ordinarily point inside a workspace: a virtual environment nobody commits, the installed TypeScript. */
const ORDINARY_WORKSPACE_PATH = /^(?:\$\{workspaceFolder\}[/\\])?(?:\.\/)?(?:\.?venv|\.?env|\.tox|\.conda|\.pixi|node_modules)[/\\]/i;
const TERMINAL_PROFILES = /^terminal\.integrated\.profiles\.(?:linux|osx|windows)$/i;
const TERMINAL_ENV = /^terminal\.integrated\.env\.(?:linux|osx|windows)$/i;
/**
 * Environment variables whose value makes the programs of a terminal load a file first: the
 * dynamic loader's preloads, a shell's start-up file, Python's start-up script (a path each);
 * Node's, Ruby's and the JVM's options that require a module or load an agent (the file in the
 * option). Group 1 of an option pattern is the file.
 */
const PRELOAD_PATH_VARIABLES: ReadonlySet<string> = new Set(['LD_PRELOAD', 'DYLD_INSERT_LIBRARIES', 'BASH_ENV', 'ENV', 'PYTHONSTARTUP']);
const PRELOAD_OPTIONS: Readonly<Record<string, RegExp>> = {
  NODE_OPTIONS: /(?:^|\s)(?:--require|-r|--import|--loader|--experimental-loader)(?:=|\s+)["']?([^\s"']{1,300})/g,
  RUBYOPT: /(?:^|\s)-r\s*["']?([^\s"']{1,300})/g,
  JAVA_TOOL_OPTIONS: /(?:^|\s)-javaagent:["']?([^\s"'=]{1,300})/g,
  _JAVA_OPTIONS: /(?:^|\s)-javaagent:["']?([^\s"'=]{1,300})/g,
};
/** A file named relative to the workspace (`./x`, `../x`, `${workspaceFolder}/x`): what `-r ts-node/register`, a package name, is not. */
const RELATIVE_FILE = /^(?:\.{1,2}[/\\]|\$\{workspaceFolder\})/;
/** Keys read at the most. */
const MAX_SETTINGS = 2_000;
const EXECUTABLE_SUFFIX = /\.(?:executablepath|commandpath|serverpath)$/;

/** A settings key that names a program or interpreter the editor runs (routine-change checks compare these). */
export function isExecutableSettingKey(key: string): boolean {
  const lower = key.toLowerCase();
  return EXECUTABLE_SETTINGS.has(lower) || EXECUTABLE_SUFFIX.test(lower) || INTERPRETER_SETTINGS.has(lower) || TERMINAL_PROFILES.test(key) || TERMINAL_ENV.test(key);
}

/**
 * A path inside the workspace: `./tools/git`, `bin/php`, `${workspaceFolder}/x`, `..\x` (not an
 * absolute path, a home path or a bare command name, which the system's PATH resolves).
 */
function inWorkspace(value: string): boolean {
  const v = value.trim();
  if (v === '' || v.startsWith('~') || /^(?:[a-z]:)?[/\\]/i.test(v) || /^%\w+%/.test(v) || /^\$\{env:/i.test(v)) return false;
  return v.startsWith('${workspaceFolder}') || v.includes('/') || v.includes('\\');
}

/**
 * `.vscode/settings.json` (read by the ai-agents manager, which owns the file, together with its
 * Copilot settings): settings that make VS Code or an extension run a program kept in the
 * repository as soon as the folder is opened and trusted (`git.path`, `php.validate.executablePath`,
 * an `*.executablePath`, a terminal profile's `path`, a terminal environment variable that makes
 * every program of a new terminal load a file of the repository first, `NODE_OPTIONS=--require
 * ./x.cjs`, `LD_PRELOAD`, `PYTHONSTARTUP`...): `vscode-settings-executable`, high;
 * medium for a Python interpreter or TypeScript SDK outside a virtual environment or node_modules.
 * Compared with the base by setting and value.
 */
export function extractVscodeExecutableSettings(content: string, path: string): ExtractResult {
  const doc = parseJsonc(content);
  if (!isRecord(doc)) return { deps: [], skipReason: 'not a JSON object (JSON with comments)' };
  const findings: KeyedFinding[] = [];
  const report = (key: string, value: string, severity: Severity, what: string) => {
    findings.push(
      makeFinding({
        id: 'vscode-settings-executable',
        severity,
        title: `VS Code setting ${key} runs ${shortCommand(value).slice(0, 60)} from the repository`,
        detail:
          `${path} sets ${key} to ${value}, a file of the repository: ${what} as soon as someone opens the folder and trusts it, which most people do for a project they work on, with their credentials. ` +
          'A pull request can swap that file for anything. Fix: leave the setting to each user, or point it at a program installed on the machine.',
        path,
        line: lineOf(content, `"${key}"`) ?? lineOf(content, value),
        subject: `${key}=${value}`,
      }),
    );
  };
  for (const [key, value] of Object.entries(doc).slice(0, MAX_SETTINGS)) {
    const lower = key.toLowerCase();
    if (typeof value === 'string') {
      if (!inWorkspace(value)) continue;
      if (EXECUTABLE_SETTINGS.has(lower) || EXECUTABLE_SUFFIX.test(lower)) report(key, value, 'high', 'the editor or its extension runs it');
      else if (INTERPRETER_SETTINGS.has(lower) && !ORDINARY_WORKSPACE_PATH.test(value.trim())) report(key, value, 'medium', lower === 'typescript.tsdk' ? 'VS Code offers to load its TypeScript server from there' : 'the Python extension runs it as the interpreter');
    } else if (TERMINAL_ENV.test(key) && isRecord(value)) {
      // A variable of every new terminal that makes its programs load a file of the repository first.
      for (const [name, raw] of Object.entries(value).slice(0, 100)) {
        if (typeof raw !== 'string') continue;
        const upper = name.toUpperCase();
        const option = PRELOAD_OPTIONS[upper];
        const files = PRELOAD_PATH_VARIABLES.has(upper) ? raw.split(/[:;\s]+/).filter((f) => f !== '' && inWorkspace(f)) : option === undefined ? [] : [...raw.matchAll(option)].map((m) => m[1]!).filter((f) => RELATIVE_FILE.test(f));
        for (const file of files.slice(0, 5)) report(`${key}.${name}`, file, 'high', 'every program started in a new terminal (node, python, the shell) loads it first');
      }
    } else if (TERMINAL_PROFILES.test(key) && isRecord(value)) {
      for (const [name, profile] of Object.entries(value).slice(0, 50)) {
        if (!isRecord(profile)) continue;
        const paths = Array.isArray(profile.path) ? profile.path : [profile.path];
        for (const p of paths) if (typeof p === 'string' && inWorkspace(p)) report(`${key}.${name}.path`, p, 'high', 'every new terminal starts it');
      }
    }
  }
  return { deps: [], findings };
}
