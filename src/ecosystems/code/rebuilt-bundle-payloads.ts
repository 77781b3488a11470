/**
 * Payloads in a generated JavaScript bundle (`dist/index.js` of an Action) that a PR rebuilds beside
 * a change of its source: the bundle is build output, not read as code, so a one-line source tweak
 * dressed as a fix with a payload added to the rebuilt bundle would pass (generated-code-edited only
 * reads a bundle changed on its own). A real rebuild pulls in library code that tree-shaking had left
 * out (the source now imports @actions/http-client: its request code and GitHub's API hosts), and
 * ncc or webpack renumber modules and move whole blocks, so only strong signals count, on added lines
 * that the bundle's previous version (its whole text when the analysis read it, else the patch's
 * removed lines) does not hold, and that the PR's source changes do not explain:
 *
 * - what the code rules report as a payload there, read as source (the same reading
 *   generated-code-edited gives a bundle changed on its own): a decode-and-run (`obfuscated-code`),
 *   a download piped into a shell (`curl-pipe-shell`), the whole environment sent out or a bare IP,
 *   paste or webhook host (`suspicious-network-endpoint`), another process's memory read
 *   (`credential-store-read`), unless a source file of the PR gets a finding of the same id, as severe;
 * - the runner's worker process or every secret named (`Runner.Worker`, `toJSON(secrets)`);
 * - a javascript-obfuscator string table (`_0x3f2a` names), or strings of plain text written wholly
 *   as hex escapes (`"\x65\x74\x68…"`, the chalk and debug drainer), which no bundler writes;
 * - a command run that downloads and runs a script (`execSync('curl … -o /tmp/s.sh && bash /tmp/s.sh')`);
 * - a request to a literal host that the base bundle, the PR's source additions and the well-known
 *   hosts of bundled libraries (GitHub, npm, Microsoft, Google...) do not name, when the PR changes
 *   no manifest or lockfile (a dependency update brings new library code, and its hosts).
 *
 * A bundle changed on its own (generated-code-edited) gets the checks of this reading that the code
 * rules lack (`editedOnItsOwn`): the rules have read it whole as source already, and there is no
 * source change to explain anything.
 *
 * Bounded: the added lines of the patch up to the caller's limit, a cheap test of each before any
 * rule reads the file, and the rules run only when an added line carries such a hint.
 */
import { isAtLeast } from '../../signal/severity.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { walkPatch } from './changed-lines.js';
import { codeText } from './code-text.js';
import { HEX_ESCAPED_STRINGS, hexEscapedTexts } from './obfuscation.js';
import { domainOf } from './network-endpoints.js';

export interface RebuiltBundle {
  readonly path: string;
  readonly patch: string;
  /** The bundle's whole previous text, when the analysis read it. */
  readonly base: string | null;
}

export interface RebuiltBundleContext {
  /** The added lines of the PR's other files (source, configuration; not generated files), joined. */
  readonly sourceAdded: string;
  /** The PR changes a manifest or lockfile: new library code, and its hosts, may come with it. */
  readonly dependencyChanged: boolean;
  /** The findings the PR's own (not generated) files get: what the source change carries itself. */
  readonly sourceFindings: readonly KeyedFinding[];
  /**
   * The bundle changes on its own (generated-code-edited), and the code rules have already read all
   * of it as source: these are its findings. Only the checks the rules lack run then, on lines no
   * finding of the same kind names, and the detail says the bundle changed without its source.
   */
  readonly editedOnItsOwn?: { readonly findings: readonly KeyedFinding[] };
}

/** What may be a payload on a bundle's line (cheap; the rules decide). */
const HINT = /(?:\\x[0-9a-fA-F]{2}){2}|atob\s{0,3}\(|base64|["']hex["']|\b_0x[0-9a-f]{4}|process\.env\b|\/proc\/|Runner\.Worker|isSecret|toJSON\s{0,3}\(\s{0,3}secrets|\b(?:curl|wget)\b|https?:\/\/|\bfromCharCode\b/;

/** HINT, each match of a long line in turn. */
const HINT_ALL = new RegExp(HINT.source, 'g');

/** The code rules' ids that name a payload when they fire on a rebuilt bundle's new line. */
const PAYLOAD_IDS: ReadonlySet<string> = new Set(['obfuscated-code', 'curl-pipe-shell', 'suspicious-network-endpoint', 'credential-store-read']);

/** What `credential-store-read` names on a bundle line that is a payload: another process's memory, the runner's secrets, a process's environment. */
const MEMORY_READ = /\/proc\/[^\n]{0,60}?\/(?:mem|environ)\b|isSecret|Runner\.Worker/;

/** The runner's worker process (whose memory holds every secret of the job) or every secret at once. */
const RUNNER_SECRETS = /(?<![/\w.-])Runner\.Worker\b|toJSON\s{0,3}\(\s{0,3}secrets\s{0,3}\)/;

/** javascript-obfuscator's names (`_0x3f2a`): at least this many distinct ones among the new lines. */
const OBFUSCATOR_NAME = /\b_0x[0-9a-f]{4,6}\b/g;
const OBFUSCATOR_NAMES_MIN = 6;

/** A process started (`execSync(`, `exec(`, `spawn(`, `spawnSync(`, `execFileSync(`). */
const PROCESS_CALL = /\b(?:exec|execSync|execFile|execFileSync|spawn|spawnSync)\s{0,3}\)?\s{0,3}\(/;
/** A download that is then run: `curl … -o /tmp/s.sh && bash /tmp/s.sh`, `wget -qO- … | sh`, `curl … | python3`. */
const FETCH_AND_RUN = /\b(?:curl|wget)\s[^\n]{0,300}?(?:&&|;|\|)\s{0,3}(?:sudo\s{1,3})?(?:(?:ba|z|da)?sh|python3?|node|perl|chmod\s{1,3}\+x)\b/;

/** A request on the line: the call, then a literal URL (fetch, axios, http(s).get/request, XMLHttpRequest, a WebSocket, curl/wget in a command). */
const REQUEST_CALL = /\b(?:fetch|axios(?:\.\w{1,10})?|https?\.(?:get|request)|request|got|post|get|open|WebSocket|sendBeacon)\s{0,3}\(\s{0,3}["'`]https?:\/\/|\b(?:curl|wget)\s[^'"`\n]{0,80}?https?:\/\//;
/** A URL's host in a string (its quote, or a command's word, then the URL). */
const URL_HOST = /https?:\/\/([\w.-]{1,253})/g;

/**
 * Hosts of the libraries that Actions and other bundles carry (GitHub's API, npm, Node.js, the W3C's
 * namespaces, Microsoft's and Google's services) and local or example hosts: a rebuild gains them
 * when the source starts using such a library.
 */
const WELL_KNOWN_DOMAIN = /(?:^|\.)(?:github\.com|githubusercontent\.com|github\.io|githubapp\.com|ghcr\.io|npmjs\.org|npmjs\.com|yarnpkg\.com|nodejs\.org|w3\.org|mozilla\.org|microsoft\.com|windows\.net|azure\.com|azure\.net|visualstudio\.com|live\.com|msft\.net|aka\.ms|googleapis\.com|google\.com|gstatic\.com|amazonaws\.com|ietf\.org|json-schema\.org|schema\.org|json\.schemastore\.org|apache\.org|opensource\.org|spdx\.org|docker\.io|docker\.com|pypi\.org|python\.org|golang\.org|go\.dev|example\.(?:com|org|net)|localhost)$/i;


/** A loopback, private or link-local address, or a name reserved for local and test use. */
function isLocalHost(host: string): boolean {
  return /^(?:127\.|10\.|192\.168\.|169\.254\.|172\.(?:1[6-9]|2\d|3[01])\.|0\.0\.0\.0|\[)/.test(host) || /\.(?:local|localhost|test|invalid|example|internal)$/i.test(host);
}

/** Lines longer than this (a minified bundle's one line) are compared by the text around each hint, not whole. */
const WHOLE_LINE_MAX = 400;
const WINDOW = 24;

/** Lines of the new side read around each candidate line when the rules read the bundle (their hunk-level context: a send within four lines). */
const CONTEXT = 6;
/** New-side lines of a patch walked at most. */
const MAX_WALKED = 40_000;

/**
 * The payloads a rebuilt bundle's added lines (at most `limit`) carry that neither its previous
 * version nor the PR's source changes explain. `readAsSource` runs the code rules on a patch made of
 * the new side's lines around each candidate line only (a rebuild adds thousands of lines of library
 * code; the rules need the hunk around a line, not the whole file).
 */
export function rebuiltBundlePayloads(bundle: RebuiltBundle, context: RebuiltBundleContext, limit: number, readAsSource: ((patch: string) => readonly KeyedFinding[]) | null): KeyedFinding[] {
  /** The new side (added and context lines) with their numbers, and the removed lines. */
  const side: { line: number; added: boolean; text: string }[] = [];
  const removedLines: string[] = [];
  let added = 0;
  walkPatch(bundle.patch, (first, text, line) => {
    if (first === 45 /* - */) removedLines.push(text.trim());
    else if (first === 43 /* + */ || first === 32 /* space */) {
      side.push({ line, added: first === 43, text });
      if (first === 43) added += 1;
    }
    return added < limit && side.length + removedLines.length < MAX_WALKED;
  });
  const before = bundle.base ?? removedLines.join('\n');
  const known = (text: string): boolean => text.length > 0 && before.includes(text);
  /** Whether the added line's text around its hints is new: not in the bundle's previous version. */
  const isNew = (text: string): boolean => {
    const trimmed = text.trim();
    if (trimmed.length <= WHOLE_LINE_MAX) return !known(trimmed);
    HINT_ALL.lastIndex = 0;
    for (let m = HINT_ALL.exec(trimmed), n = 0; m !== null && n < 50; m = HINT_ALL.exec(trimmed), n += 1) {
      if (!known(trimmed.slice(Math.max(0, m.index - WINDOW), m.index + m[0].length + WINDOW))) return true;
    }
    return false;
  };
  const candidates = new Map<number, string>();
  const at: number[] = [];
  side.forEach((l, i) => {
    if (!l.added || !HINT.test(l.text)) return;
    // Comments aside (@actions/core's JSDoc links to the runner's source, `src/Runner.Worker/…`).
    const code = codeText(l.text, 'js').code;
    if (code !== '' && isNew(l.text)) {
      candidates.set(l.line, code);
      at.push(i);
    }
  });
  if (candidates.size === 0) return [];

  const out: KeyedFinding[] = [];
  const flagged = new Set<string>();
  /** Lines with a payload finding already: a host on them is said by that finding. */
  const flaggedLines = new Set<number>();
  const edited = context.editedOnItsOwn;
  const because = (line: number): string =>
    edited === undefined
      ? `${bundle.path} is build output that this PR rebuilds beside a change of its source, and line ${line} is new in it, while neither its previous version nor the PR's source changes hold anything like it: the source change does not explain it. The bundle is what runs (an Action's dist/index.js), and the tj-actions/changed-files payload of March 2025 was added to one so. Rebuild it from source in CI and compare, and review the bundle's new code.`
      : `${bundle.path} is build output that this PR changes without its source, and line ${line} is new in it (see generated-code-edited). The bundle is what runs (an Action's dist/index.js), and the tj-actions/changed-files payload of March 2025 was added to one so. Rebuild it from source in CI and compare, and review the bundle's new code.`;
  // What the code rules already said on the bundle read whole (a bundle changed on its own): not said again.
  // A lesser one (a process run, low) is superseded by this reading's (the caller drops it).
  for (const f of edited?.findings ?? []) {
    if (f.line === null) continue;
    if (isAtLeast(f.severity, 'high')) flagged.add(`${f.id}@${f.line}`);
    if (PAYLOAD_IDS.has(f.id) || (f.id === 'shell-command-execution' && isAtLeast(f.severity, 'high'))) flaggedLines.add(f.line);
  }
  const obfuscatedAlready = edited?.findings.some((f) => f.id === 'obfuscated-code') === true;
  const add = (finding: KeyedFinding, line: number): void => {
    const key = `${finding.id}@${line}`;
    if (flagged.has(key)) return;
    flagged.add(key);
    flaggedLines.add(line);
    out.push({ ...finding, detail: `${finding.detail} ${because(line)}` });
  };

  // The code rules, reading the bundle as source: the new side around each candidate, one hunk per run of lines.
  for (const finding of readAsSource === null ? [] : readAsSource(windowsAround(side, at))) {
    const line = finding.line;
    if (line === null || !PAYLOAD_IDS.has(finding.id)) continue;
    // The source carries the same payload (reported there), at this severity or above.
    if (context.sourceFindings.some((f) => f.id === finding.id && isAtLeast(f.severity, finding.severity))) continue;
    const text = candidates.get(line);
    if (text === undefined) continue;
    if (finding.id === 'credential-store-read' && !MEMORY_READ.test(text)) continue;
    if (finding.id === 'suspicious-network-endpoint' && finding.severity !== 'high' && !unexplainedHosts(text, before, context.sourceAdded).length) continue;
    add(finding, line);
  }

  // What the rules leave to this reading.
  const names = new Set<string>();
  let namesAt: number | null = null;
  const hexTexts = new Set<string>();
  let hexAt: number | null = null;
  for (const [line, text] of candidates) {
    // A string table written in hex escapes (`["\x65\x74\x68…", …]`), the strings new to the bundle.
    if (hexTexts.size < HEX_ESCAPED_STRINGS) {
      for (const escaped of hexEscapedTexts(text, HEX_ESCAPED_STRINGS)) {
        if (hexTexts.size >= HEX_ESCAPED_STRINGS || before.includes(escaped) || context.sourceAdded.includes(escaped)) continue;
        hexTexts.add(escaped);
        hexAt ??= line;
      }
    }
    if (RUNNER_SECRETS.test(text) && !context.sourceAdded.includes(RUNNER_SECRETS.exec(text)?.[0] ?? '\u0000')) {
      add(makeFinding({ id: 'credential-store-read', severity: 'high', title: "Reads the runner's secrets", detail: `This line names the runner's worker process or every secret of the job (${RUNNER_SECRETS.exec(text)?.[0] ?? ''}): the runner keeps every secret of the job in Runner.Worker's memory, unmasked, and the tj-actions/changed-files and reviewdog payloads of March 2025 read them from there.`, path: bundle.path, line, subject: 'rebuilt-bundle:runner-secrets' }), line);
    }
    if (PROCESS_CALL.test(text) && FETCH_AND_RUN.test(text) && !flagged.has(`curl-pipe-shell@${line}`)) {
      add(makeFinding({ id: 'shell-command-execution', severity: 'high', title: 'Runs a downloaded script', detail: 'This line starts a process that downloads a script and runs it (curl or wget, then a shell or an interpreter): code fetched at run time, which no review sees.', path: bundle.path, line, subject: 'rebuilt-bundle:fetch-and-run' }), line);
    }
    OBFUSCATOR_NAME.lastIndex = 0;
    for (let m = OBFUSCATOR_NAME.exec(text), n = 0; m !== null && n < 200; m = OBFUSCATOR_NAME.exec(text), n += 1) {
      names.add(m[0]);
      namesAt ??= line;
    }
    if (!context.dependencyChanged && !flaggedLines.has(line)) {
      if (REQUEST_CALL.test(text)) {
        const hosts = unexplainedHosts(text, before, context.sourceAdded);
        if (hosts.length > 0) {
          add(makeFinding({ id: 'suspicious-network-endpoint', severity: 'medium', title: 'A request to a host the source change does not name', detail: `This line sends a request to ${hosts.slice(0, 3).join(', ')}, a host that the bundle did not name before and that none of the PR's source changes names.`, path: bundle.path, line, subject: `rebuilt-bundle:host:${hosts[0] ?? ''}` }), line);
        }
      }
    }
  }
  const obfuscatorTable = names.size >= OBFUSCATOR_NAMES_MIN && namesAt !== null && !/\b_0x[0-9a-f]{4}/.test(before) && !context.sourceAdded.includes('_0x');
  if (obfuscatorTable && !obfuscatedAlready && namesAt !== null) {
    add(makeFinding({ id: 'obfuscated-code', severity: 'high', title: 'Obfuscated code added', detail: `The new lines use ${names.size} names of javascript-obfuscator's shape (${[...names].slice(0, 3).join(', ')}): code hidden from review on purpose, which no bundler writes.`, path: bundle.path, line: namesAt, subject: 'rebuilt-bundle:obfuscator' }), namesAt);
  }
  if (!obfuscatorTable && !obfuscatedAlready && hexTexts.size >= HEX_ESCAPED_STRINGS && hexAt !== null && !context.sourceFindings.some((f) => f.id === 'obfuscated-code')) {
    add(makeFinding({ id: 'obfuscated-code', severity: 'high', title: 'Obfuscated code added (strings written as hex escapes)', detail: `The new lines write ${HEX_ESCAPED_STRINGS} or more strings of plain text wholly as hex escapes (\`"\\x65\\x74\\x68…"\`): the string table obfuscators put at the top of their output, as in the payload injected into chalk and debug (September 2025), so that the names the code uses (a wallet's \`ethereum\`, a host) are seen by no reader and no search. No bundler writes text this way.`, path: bundle.path, line: hexAt, subject: 'rebuilt-bundle:hex-strings' }), hexAt);
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** A patch of the new side's lines within CONTEXT of the given indexes, one hunk per run of consecutive lines, added lines kept as added. */
function windowsAround(side: readonly { line: number; added: boolean; text: string }[], at: readonly number[]): string {
  const out: string[] = [];
  let end = -1;
  let hunk: string[] = [];
  let start = 0;
  const flush = (): void => {
    if (hunk.length === 0) return;
    const context = hunk.filter((l) => l.startsWith(' ')).length;
    out.push(`@@ -${start},${context} +${start},${hunk.length} @@`);
    for (const l of hunk) out.push(l);
    hunk = [];
  };
  for (const i of at) {
    const from = Math.max(i - CONTEXT, end + 1);
    const to = Math.min(i + CONTEXT, side.length - 1);
    for (let j = from; j <= to; j += 1) {
      const l = side[j];
      if (l === undefined) continue;
      const previous = j > 0 ? side[j - 1] : undefined;
      // A new hunk where the new side's numbers jump (another hunk of the patch) or the window starts afresh.
      if (hunk.length > 0 && (j !== end + 1 || previous === undefined || previous.line + 1 !== l.line)) flush();
      if (hunk.length === 0) start = l.line;
      hunk.push(`${l.added ? '+' : ' '}${l.text}`);
      end = j;
    }
  }
  flush();
  return out.join('\n');
}

/** The hosts of the line's URLs that are not well known, local, or named (their domain) by the bundle's previous version or the PR's source additions. */
function unexplainedHosts(text: string, before: string, sourceAdded: string): string[] {
  const hosts: string[] = [];
  URL_HOST.lastIndex = 0;
  for (let m = URL_HOST.exec(text), n = 0; m !== null && n < 20; m = URL_HOST.exec(text), n += 1) {
    const host = (m[1] ?? '').replace(/\.$/, '').toLowerCase();
    if (host.length === 0 || !host.includes('.') || WELL_KNOWN_DOMAIN.test(host) || isLocalHost(host)) continue;
    const domain = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) ? host : domainOf(host);
    if (before.includes(domain) || sourceAdded.includes(domain)) continue;
    if (!hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}
