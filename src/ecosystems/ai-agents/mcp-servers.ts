import type { Severity } from '../../signal/schema.js';
import { commandSeverity, shortCommand } from '../automation/command-risk.js';
import { EXFIL_HOST, isSuspiciousEndpoint, publicIpUrl } from '../code/network-endpoints.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedFileFacts, McpServerEntry } from '../types.js';
import { hostOf, isRecord, lineOf } from '../util.js';

/**
 * MCP servers a repository configures for the agents that open it (`.vscode/mcp.json` `servers`,
 * `.cursor/mcp.json`, `.mcp.json`, `.amazonq/mcp.json`, `.gemini/settings.json` `mcpServers`).
 * A local server is a command the agent starts on the developer's machine, with their
 * credentials, when the project is opened; a remote one is a URL it sends tool calls to.
 *
 * How much a server deserves a look follows what it runs: a download piped into a shell, a shell
 * with inline code that reaches the network, or a server on a bare IP or a paste or tunnel
 * service is high; a package fetched at its latest version (`npx -y some-server`) is medium,
 * because whoever publishes the next version decides what runs; a pinned package from a publisher
 * that ships official servers is info.
 */

/** Registries' names of publishers that ship official MCP servers (npm scopes, PyPI prefixes, image namespaces). */
const KNOWN_PUBLISHERS: readonly RegExp[] = [
  /^@modelcontextprotocol\//,
  /^@playwright\/mcp$/,
  /^@upstash\/context7-mcp$/,
  /^@(?:azure|microsoft|github|cloudflare|vercel|sentry|supabase|stripe|notionhq|netlify|heroku|browserbasehq|anthropic-ai|google-cloud|aws|awslabs|shopify|atlassian|linear|figma|elastic|mongodb|neondatabase|prisma|datadog|grafana|hashicorp|pulumi|snyk|sourcegraph|gitlab)\//,
  /^mcp-server-(?:git|fetch|time|sqlite)$/,
  /^awslabs\.[\w-]+$/,
  /^(?:ghcr\.io\/github\/github-mcp-server|mcp\/[\w.-]+|docker\.io\/mcp\/[\w.-]+|mcr\.microsoft\.com\/[\w./-]+|hashicorp\/terraform-mcp-server)$/,
];

const RUNNERS: ReadonlyMap<string, 'npm' | 'pypi' | 'docker'> = new Map([
  ['npx', 'npm'],
  ['bunx', 'npm'],
  ['pnpx', 'npm'],
  ['uvx', 'pypi'],
  ['pipx', 'pypi'],
  ['docker', 'docker'],
  ['podman', 'docker'],
]);

/** Docker flags that take a value (`-e NAME`): the value is not the image. */
const DOCKER_VALUE_FLAGS = new Set(['-e', '--env', '--env-file', '-v', '--volume', '--mount', '--name', '--network', '-p', '--publish', '-w', '--workdir', '-u', '--user', '--entrypoint', '--platform', '-l', '--label']);

const SHELLS = /^(?:.*[\\/])?(?:ba|z|da|k|fi)?sh(?:\.exe)?$|^(?:.*[\\/])?(?:cmd|powershell|pwsh)(?:\.exe)?$/i;
const INTERPRETERS = /^(?:.*[\\/])?(?:node|python3?|ruby|perl|deno|bun)(?:\.exe)?$/i;
const INLINE_CODE_FLAGS = new Set(['-c', '/c', '-e', '--eval', '-command', '-encodedcommand', '-enc', 'eval']);

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The package a runner fetches (`npx -y pkg@1.2.3 --flag`), with its version when the spec pins one. */
export function packageOf(command: string, args: readonly string[]): { registry: 'npm' | 'pypi' | 'docker'; name: string; version: string | null } | null {
  const base = command.replace(/^.*[\\/]/, '').replace(/\.(?:cmd|exe)$/i, '').toLowerCase();
  let registry = RUNNERS.get(base);
  let rest = [...args];
  if (registry === undefined && (base === 'pnpm' || base === 'yarn') && rest[0] === 'dlx') {
    registry = 'npm';
    rest = rest.slice(1);
  }
  if (registry === undefined && base === 'npm' && (rest[0] === 'exec' || rest[0] === 'x')) {
    registry = 'npm';
    rest = rest.slice(1);
  }
  if (registry === undefined) return null;
  if (registry === 'pypi' && base === 'pipx') {
    if (rest[0] !== 'run') return null;
    rest = rest.slice(1);
  }
  if (registry === 'docker') {
    if (rest[0] !== 'run') return null;
    rest = rest.slice(1);
  }
  let spec: string | null = null;
  for (let i = 0; i < rest.length && i < 64; i += 1) {
    const arg = rest[i]!;
    if (arg === '--from' || arg === '--package' || arg === '-p') {
      spec = rest[i + 1] ?? null;
      break;
    }
    if (arg.startsWith('--package=') || arg.startsWith('--from=')) {
      spec = arg.slice(arg.indexOf('=') + 1);
      break;
    }
    if (arg.startsWith('-')) {
      if (registry === 'docker' && DOCKER_VALUE_FLAGS.has(arg)) i += 1;
      continue;
    }
    spec = arg;
    break;
  }
  if (spec === null || spec === '') return null;
  if (registry === 'docker') {
    const digest = spec.indexOf('@sha256:');
    if (digest > 0) return { registry, name: spec.slice(0, digest), version: spec.slice(digest + 1) };
    const colon = spec.lastIndexOf(':');
    const tagged = colon > spec.lastIndexOf('/');
    const tag = tagged ? spec.slice(colon + 1) : null;
    return { registry, name: tagged ? spec.slice(0, colon) : spec, version: tag !== null && /^v?\d+\.\d+/.test(tag) ? tag : null };
  }
  if (registry === 'pypi') {
    const eq = /^([\w.[\]-]+)(?:==|@)(v?\d[\w.+-]*)$/.exec(spec);
    return eq !== null ? { registry, name: eq[1]!, version: eq[2]! } : { registry, name: spec.replace(/@latest$/, ''), version: null };
  }
  const at = spec.lastIndexOf('@');
  if (at > 0) {
    const version = spec.slice(at + 1);
    return { registry, name: spec.slice(0, at), version: /^v?\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(version) ? version : null };
  }
  return { registry, name: spec, version: null };
}

function isKnownPublisher(name: string): boolean {
  const lower = name.toLowerCase();
  return KNOWN_PUBLISHERS.some((p) => p.test(lower));
}

const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0)$/;

/**
 * The remote MCP servers vendors run for their own services, at their own hosts (GitHub's
 * `api.githubcopilot.com/mcp/`, Sentry's, Linear's, Notion's, Atlassian's, Stripe's, Supabase's,
 * Vercel's, Cloudflare's, Context7's, DeepWiki's, Hugging Face's): what the vendor documents adding,
 * as a pinned package of a known publisher is. Exact hosts (Cloudflare's under `mcp.cloudflare.com`).
 */
const OFFICIAL_REMOTE_HOST = /^(?:api\.githubcopilot\.com|mcp\.sentry\.dev|mcp\.linear\.app|mcp\.notion\.com|mcp\.atlassian\.com|mcp\.stripe\.com|mcp\.supabase\.com|mcp\.vercel\.com|mcp\.context7\.com|mcp\.deepwiki\.com|huggingface\.co|(?:[\w-]{1,63}\.)?mcp\.cloudflare\.com)$/;

/** How much a remote server (a URL the agent sends tool calls and their data to) deserves a look. */
function judgeRemote(url: string): { severity: Severity; why: string } {
  const host = hostOf(url) ?? '';
  if (publicIpUrl(url) !== null) return { severity: 'high', why: `a remote server on a bare public IP address (${host}): nothing says who runs it` };
  const exfil = EXFIL_HOST.exec(url);
  if (exfil !== null) return { severity: 'high', why: `a remote server behind a paste, tunnel or webhook service (${exfil[0]}), where stolen data and second stages go` };
  if (LOOPBACK.test(host)) return { severity: 'info', why: `a server on the developer's own machine (${host})` };
  if (url.toLowerCase().startsWith('http://')) return { severity: 'medium', why: `a remote server over plain http (${host}): anyone on the network path can read and change what the agent sends and receives` };
  if (OFFICIAL_REMOTE_HOST.test(host.toLowerCase())) return { severity: 'info', why: `the remote server ${host} runs for its own service, over https` };
  return { severity: 'low', why: `a remote server at ${host}: the agent sends it tool calls with the data they carry, and follows the tool descriptions it returns` };
}

/** How much a local server (a command started on the developer's machine) deserves a look. */
function judgeLocal(command: string, args: readonly string[]): { severity: Severity; why: string; pkg: McpServerEntry['pkg'] } {
  const line = [command, ...args].join(' ');
  const risk = commandSeverity(line, 'low');
  if (risk === 'high') return { severity: 'high', why: 'it downloads code and runs it, or decodes and runs hidden text, every time the agent starts it', pkg: null };
  if (isSuspiciousEndpoint(line)) {
    return { severity: 'high', why: 'it talks to a bare public IP address or a paste, tunnel or webhook service', pkg: null };
  }
  const inline = args.some((a) => INLINE_CODE_FLAGS.has(a.toLowerCase()));
  if ((SHELLS.test(command) || INTERPRETERS.test(command)) && inline) {
    return risk === 'medium'
      ? { severity: 'high', why: 'it runs inline shell or interpreter code that reaches the network', pkg: null }
      : { severity: 'medium', why: 'it runs inline shell or interpreter code instead of a server program', pkg: null };
  }
  const pkg = packageOf(command, args);
  if (pkg !== null) {
    const known = isKnownPublisher(pkg.name);
    const pinned = pkg.version !== null;
    const what = `${pkg.registry === 'docker' ? 'image' : 'package'} ${pkg.name}`;
    if (pinned && known) return { severity: 'info', why: `it runs ${what} at ${pkg.version}, from a publisher of official MCP servers`, pkg: { name: pkg.name, version: pkg.version } };
    if (pinned) return { severity: 'low', why: `it fetches and runs ${what} at ${pkg.version}: check the package is the one you mean`, pkg: { name: pkg.name, version: pkg.version } };
    if (known) return { severity: 'low', why: `it fetches and runs ${what} at whatever version is newest when the agent starts`, pkg: { name: pkg.name, version: null } };
    return {
      severity: 'medium',
      why: `it fetches and runs ${what} at whatever version is newest each time the agent starts it: whoever publishes the next version decides what runs on the developer's machine`,
      pkg: { name: pkg.name, version: null },
    };
  }
  if (risk === 'medium') return { severity: 'medium', why: 'its command line reaches the network', pkg: null };
  return { severity: 'low', why: 'it runs a program from the repository or the machine with the developer\'s rights', pkg: null };
}

/** The servers of an MCP configuration object (`servers` of VS Code, `mcpServers` of the others). */
export function mcpServersOf(doc: Record<string, unknown>, content: string): McpServerEntry[] {
  const entries: McpServerEntry[] = [];
  // opencode keeps its servers in `mcp` itself, each with a `type` (`local`, `remote`).
  const opencode = isRecord(doc.mcp) && Object.values(doc.mcp).some((v) => isRecord(v) && (v.type === 'local' || v.type === 'remote')) ? doc.mcp : undefined;
  const groups = [doc.servers, doc.mcpServers, isRecord(doc.mcp) ? doc.mcp.servers : undefined, opencode];
  for (const group of groups) {
    if (!isRecord(group)) continue;
    for (const [name, raw] of Object.entries(group)) {
      if (!isRecord(raw) || entries.length >= 200) continue;
      const url = [raw.httpUrl, raw.url, raw.serverUrl].find((v): v is string => typeof v === 'string' && v.trim() !== '');
      const line = lineOf(content, `"${name}"`);
      if (url !== undefined) {
        const { severity, why } = judgeRemote(url.trim());
        entries.push({ name, runs: url.trim(), pkg: null, severity, why, line });
        continue;
      }
      // opencode gives the command line as an array (`"command": ["npx", "-y", "pkg"]`).
      const commandLine = Array.isArray(raw.command) ? strings(raw.command) : [];
      if (commandLine.length > 0 && commandLine[0]!.trim() !== '') {
        const [program, ...rest] = commandLine;
        const { severity, why, pkg } = judgeLocal(program!.trim(), [...rest, ...strings(raw.args)]);
        entries.push({ name, runs: shortCommand(commandLine.join(' ')), pkg, severity, why, line });
        continue;
      }
      if (typeof raw.command !== 'string' || raw.command.trim() === '') continue;
      const command = raw.command.trim();
      const args = strings(raw.args);
      // `"command": "npx -y pkg"` with no args: split on whitespace, as the clients that run it through a shell do.
      const parts = args.length === 0 && /\s/.test(command) ? command.split(/\s+/) : [command, ...args];
      const { severity, why, pkg } = judgeLocal(parts[0]!, parts.slice(1));
      entries.push({ name, runs: shortCommand(parts.join(' ')), pkg, severity, why, line });
    }
  }
  return entries;
}

const ORDER: readonly Severity[] = ['info', 'low', 'medium', 'high', 'critical'];
const atLeast = (severity: Severity, floor: Severity): Severity => (ORDER.indexOf(severity) >= ORDER.indexOf(floor) ? severity : floor);

/**
 * `agent-mcp-server` and `agent-mcp-server-changed`: servers the head adds, and servers of the base
 * whose command or URL the head changes under the same name (the "MCPoison" shape, CVE-2025-54136:
 * a client that approved a server by name may start the new command without asking again).
 */
export function mcpServerRule(file: ChangedFileFacts): KeyedFinding[] {
  const head = file.head.mcpServers ?? [];
  if (head.length === 0) return [];
  const base = new Map((file.base?.mcpServers ?? []).map((s) => [s.name, s]));
  const findings: KeyedFinding[] = [];
  for (const server of head) {
    const before = base.get(server.name);
    if (before !== undefined && before.runs === server.runs) continue;
    const remote = /^[a-z][a-z0-9+.-]*:\/\//i.test(server.runs);
    const starts = remote ? `connects to \`${server.runs}\`` : `runs \`${server.runs}\``;
    if (before === undefined) {
      findings.push(
        makeFinding({
          id: 'agent-mcp-server',
          severity: server.severity,
          title: `MCP server "${server.name}" added: it ${starts.slice(0, 100)}`,
          detail:
            `${file.path} adds an MCP server that coding agents (Copilot, Cursor, Claude Code, Gemini CLI, Amazon Q) start for everyone who opens the repository with them: it ${starts}` +
            `${remote ? '' : ', on the developer\'s machine with their rights and credentials'}. ${capitalize(server.why)}. ` +
            'Fix: pin the package or image to a version (or digest) you have read, prefer servers from the tool\'s own publisher, and keep commands that download or run inline code out of shared configuration.',
          path: file.path,
          line: server.line,
          subject: `${server.name}:${server.runs}`,
        }),
      );
      continue;
    }
    const samePackage = before.pkg !== null && server.pkg !== null && before.pkg.name === server.pkg.name && before.pkg.version !== null && server.pkg.version !== null;
    const severity = samePackage ? server.severity : atLeast(server.severity, 'medium');
    findings.push(
      makeFinding({
        id: 'agent-mcp-server-changed',
        severity,
        title: samePackage ? `MCP server "${server.name}" moves to ${server.pkg!.name}@${server.pkg!.version}` : `MCP server "${server.name}" now ${starts.slice(0, 100)}`,
        detail: samePackage
          ? `${file.path} moves the MCP server "${server.name}" from version ${before.pkg!.version} to ${server.pkg!.version} of ${server.pkg!.name}: new code runs on every developer's machine, as with a dependency update. Read what changed between the versions.`
          : `${file.path} keeps the MCP server "${server.name}" but changes what it starts: it ran \`${before.runs}\` and now ${starts}. ` +
            'Agents that approved the server by its name may start the new command without asking again (CVE-2025-54136, "MCPoison", in Cursor). ' +
            `${capitalize(server.why)}. Fix: give a changed server a new name so that every client asks again, and check the new command.`,
        path: file.path,
        line: server.line,
        subject: `${server.name}:${server.runs}`,
      }),
    );
  }
  return findings;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
