import { dnsLookupInShell } from '../../ecosystems/code/dns-exfiltration.js';
import { isSuspiciousEndpoint } from '../../ecosystems/code/network-endpoints.js';
import { displayVersion } from '../../ecosystems/diff.js';
import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { baseNameOf, isTestProjectPath, lineOf } from '../../ecosystems/util.js';
import { capFindings } from './cap-findings.js';
import { readInstallScript } from './hook-setup-script.js';
import type { DependencyChange } from './change-list.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';

/** The commands of a script line, split at `&&`, `||` and `;`, whitespace collapsed. */
function commandsOf(script: string): string[] {
  return script
    .split(/&&|\|\||;/)
    .map((c) => c.trim().replace(/\s+/g, ' '))
    .filter((c) => c !== '');
}

/** What `rm -r` must not be given: the root, the home folder, or everything in them. */
const WIPED = new Set(['/', '/*', '~', '~/', '~/*', '$HOME', '$HOME/', '$HOME/*', '"$HOME"', '"$HOME/"', '${HOME}', '${HOME}/', '${HOME}/*']);

/**
 * A command of the script that deletes the whole disk or the home folder (`rm -rf / --no-preserve-root`,
 * `rm -rf ~/*`, `sudo rm -fr $HOME`): a wiper, as the Toptal picasso releases of July 2025 ran on install.
 */
function wipes(script: string): boolean {
  for (const command of commandsOf(script).slice(0, 50)) {
    const words = command.split(' ').slice(0, 40);
    const rm = words.indexOf('rm');
    if (rm < 0 || rm > 1 || (rm === 1 && words[0] !== 'sudo')) continue;
    const args = words.slice(rm + 1);
    const recursive = args.some((w) => /^-[a-zA-Z]*[rR]/.test(w) || w === '--recursive');
    if (recursive && (args.includes('--no-preserve-root') || args.some((w) => WIPED.has(w)))) return true;
  }
  return false;
}

/**
 * The head script runs only commands the base script ran (`preconstruct dev && manypkg check` to
 * `manypkg check`): nothing new runs on install. A command added, changed or reordered is a change.
 */
function onlyDropsCommands(before: string, after: string): boolean {
  const old = commandsOf(before);
  const now = commandsOf(after);
  if (now.length === 0 || now.length >= old.length) return false;
  let at = 0;
  for (const command of now) {
    while (at < old.length && old[at] !== command) at += 1;
    if (at === old.length) return false;
    at += 1;
  }
  return true;
}

/** Who runs an npm lifecycle script: every consumer (a registry install), a git dependency's install, a local `npm install`. */
interface Audience {
  readonly registry: boolean;
  readonly git: boolean;
  readonly local: boolean;
}

/**
 * npm's lifecycle scripts and who runs them (npm's documented order; pacote prepares a git
 * dependency, `npm install` in its clone and then a pack, only when it has `prepare`, `prepack`,
 * `build` or an install script, not for `prepublish` alone). `prepack`, `postpack` and
 * `prepublishOnly` run only when the maintainers pack or publish.
 */
const AUDIENCE: Readonly<Record<string, Audience>> = {
  preinstall: { registry: true, git: true, local: true },
  install: { registry: true, git: true, local: true },
  postinstall: { registry: true, git: true, local: true },
  preprepare: { registry: false, git: true, local: true },
  prepare: { registry: false, git: true, local: true },
  postprepare: { registry: false, git: true, local: true },
  prepublish: { registry: false, git: false, local: true },
  prepack: { registry: false, git: true, local: false },
  postpack: { registry: false, git: true, local: false },
  prepublishOnly: { registry: false, git: false, local: false },
};

/** A script's text with its whitespace collapsed: `npm  run build` is `npm run build`. */
function scriptText(script: string): string {
  return script.trim().replace(/\s+/g, ' ');
}

/** What a script moved from another lifecycle script of the base adds to who runs it: nothing, git installs, local installs, or registry installs. */
type Widening = 'none' | 'git' | 'local' | 'registry';

const WIDENING_RANK: Readonly<Record<Widening, number>> = { none: 0, git: 1, local: 2, registry: 3 };

/** How far running `to` rather than `from` widens who runs the same command. */
function wideningOf(from: Audience, to: Audience): Widening {
  if (to.registry && !from.registry) return 'registry';
  if (to.local && !from.local) return 'local';
  if (to.git && !from.git) return 'git';
  return 'none';
}

/**
 * An npm install script whose text another lifecycle script of the base ran, the same (Koa's
 * "build: use prepare instead of prepublish", `prepublish` to `prepare` of `npm run build`): the
 * base script it came from that widens least, and how, or null when none did.
 */
function movedFrom(name: string, script: string, base: Readonly<Record<string, string>>): { from: string; widening: Widening } | null {
  const to = AUDIENCE[name];
  if (to === undefined) return null;
  const text = scriptText(script);
  let best: { from: string; widening: Widening } | null = null;
  for (const [from, audience] of Object.entries(AUDIENCE)) {
    const was = base[from];
    if (from === name || was === undefined || scriptText(was) !== text) continue;
    const widening = wideningOf(audience, to);
    if (best === null || WIDENING_RANK[widening] < WIDENING_RANK[best.widening]) best = { from, widening };
  }
  return best;
}

/**
 * New or changed install/lifecycle scripts in a manifest (npm, composer, setup.py): they run on
 * every install. A script that only drops commands it ran before is not reported.
 */
function manifestInstallScripts(file: ParsedFile): KeyedFinding[] {
  const scriptId = file.match.manager.installScriptFindingId;
  const sides = readableSides(file);
  const scripts = sides?.head.installScripts;
  if (!scriptId || !sides || !scripts) return [];
  const { base, headContent } = sides;
  const findings: KeyedFinding[] = [];
  for (const [name, script] of Object.entries(scripts)) {
    const before = base?.installScripts?.[name];
    // The scripts it runs with `npm run X` run on install too: one the PR changes (`build` from
    // `tsc` to `node scripts/fast-build.js`) changes what the install script does.
    const reading = readInstallScript(script, sides.head.scripts ?? {});
    const runs = reading.runs;
    const changedRuns = before === undefined ? [] : [...runs].filter(([runName, text]) => base?.scripts?.[runName] !== text).map(([runName]) => runName);
    const same = before === script || (before !== undefined && onlyDropsCommands(before, script));
    if (same && changedRuns.length === 0) continue;
    // The install script as it was, and a script it runs that the PR changed: what it names.
    const nested = same ? changedRuns[0] : undefined;
    const changed = before !== undefined;
    // Only a git-hook manager's setup (`husky install`, `is-ci || husky`, `lefthook install`) or the
    // package's own build (`tsc -p .`, `npm run build` of `tsup`): the hooks it installs and the
    // sources it compiles are repository files, judged by their own rules.
    const kind = scriptId === 'npm-install-script' ? reading.kind : null;
    const harmless = kind !== null;
    // A script that still only builds the package or sets up hooks (`tsc` to `tsc -b`): routine.
    if (nested !== undefined && harmless) continue;
    // What runs on install: the script, and the scripts it runs.
    const ran = [script, ...runs.values()].join(' ; ');
    const shown = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
    const shownScript = nested === undefined ? shown(script) : `${shown(script)}; "${nested}" is now: ${shown(runs.get(nested) ?? '')}`;
    // Data written into the name of a DNS lookup (`nslookup "$(whoami).x.tld"`): a beacon or exfiltration on every install.
    const dns = harmless ? null : dnsLookupInShell(ran);
    // A paste, tunnel or webhook service or a bare IP address (where stolen tokens go), or a wiper.
    const collector = !harmless && isSuspiciousEndpoint(ran);
    const wiper = !harmless && wipes(ran);
    // A project of the test suite (`tests/data/src/pkg/setup.py`, `test/fixtures/lifecycle/package.json`):
    // its script runs when a test installs it, as the tests' own code runs in CI; what it runs
    // decides (a collector, a DNS beacon, a wiper stays critical).
    const testProject = !harmless && dns === null && !collector && !wiper && isTestProjectPath(file.path);
    // The same text moved from another lifecycle script of the base, with the scripts it runs
    // unchanged (`prepublish` to `prepare` of `npm run build`): nothing new runs, but maybe for more
    // people. Moved onto every consumer's install, or a DNS beacon, a collector, a wiper or a download
    // (`://`), keeps its severity.
    const moved =
      scriptId === 'npm-install-script' && nested === undefined && dns === null && !collector && !wiper && !ran.includes('://') && base?.scripts !== undefined && [...runs].every(([runName, text]) => base.scripts?.[runName] === text)
        ? movedFrom(name, script, base.scripts)
        : null;
    const widening = moved?.widening ?? 'registry';
    if (widening === 'none') continue;
    const severity = harmless || testProject || widening === 'git' ? 'low' : dns !== null || collector || wiper ? 'critical' : widening === 'local' ? 'medium' : 'high';
    const movedNote =
      moved === null || widening === 'registry'
        ? ''
        : ` The base ran the same script from "${moved.from}"${widening === 'git' ? `; "${name}" also runs when the package is installed from git (npm prepares a git dependency that has "${name}"), never when it is installed from the registry.` : `, which runs only when the maintainers pack or publish; "${name}" runs it on developers' local installs too, never when the package is installed from the registry.`}`;
    findings.push(
      makeFinding({
        id: scriptId,
        severity,
        title:
          nested !== undefined
            ? `Changed script "${nested}" that install script "${name}" runs, in ${baseNameOf(file.path)}`
            : moved !== null && widening !== 'registry'
            ? `Install script "${name}" moved from "${moved.from}" in ${baseNameOf(file.path)}`
            : `${changed ? 'Changed' : 'New'} install script "${name}" in ${baseNameOf(file.path)}${kind === 'hook-setup' ? ' (git-hook setup)' : kind === 'manager-guard' ? ' (a package-manager guard)' : kind === 'own-build' ? " (the package's own build)" : ''}`,
        detail:
          (kind === 'manager-guard'
          ? `${file.path} ${changed ? 'changes' : 'adds'} "${name}", which runs on every install but only stops an install made with another package manager (only-allow, given the manager's name): ${shownScript}`
          : kind === 'hook-setup'
          ? `${file.path} ${changed ? 'changes' : 'adds'} "${name}", which runs on every install but only sets up a git-hook manager; the hooks it installs are files of the repository: ${shownScript}`
          : kind === 'own-build'
          ? `${file.path} ${changed ? 'changes' : 'adds'} "${name}", which runs on every install but only builds the package with its own compiler or bundler (and sets up git hooks); what it compiles and its build configuration are files of the repository: ${shownScript}`
          : `${file.path} ${nested !== undefined ? `changes "${nested}", which "${name}" runs` : `${changed ? 'changes' : 'adds'} "${name}", which runs`} ${testProject ? 'when a test installs that project (it is under a test or fixture folder: it runs as test code runs in CI, not when users install this package)' : 'automatically on every install, on developer machines and in CI'}: ${shownScript}` +
            (collector ? ' It contacts a paste, tunnel or webhook service or a bare IP address, where stolen tokens and second stages go.' : '') +
            (wiper ? ' It deletes the whole disk or the home folder (rm -r of /, ~ or $HOME): a wiper.' : '') +
            (dns !== null ? ` It looks up a name built from ${dns.data === 'identity' ? "the user's name" : dns.data === 'encoded' ? 'encoded data' : dns.data === 'secret' ? 'a secret' : 'the environment'} under ${dns.domain}: the lookup itself carries that to the domain's name server (DNS exfiltration, the dependency-confusion beacons' way).` : '')) + movedNote,
        path: file.path,
        line: nested !== undefined ? (lineOf(headContent, `"${nested}"`) ?? lineOf(headContent, `"${name}"`)) : (lineOf(headContent, `"${name}"`) ?? lineOf(headContent, name) ?? lineOf(headContent, script)),
        subject: name,
      }),
    );
  }
  return findings;
}

/** A package new in a lockfile that runs install scripts: high when it is a direct dependency. */
function lockedInstallScript(change: DependencyChange): KeyedFinding | null {
  const entry = change.head!;
  if (!entry.all.some((d) => d.hasInstallScript)) return null;
  const direct = change.declared || entry.all.some((d) => d.depType === 'direct');
  const via = change.record.introduced_by ? `, brought in by ${change.record.introduced_by}` : '';
  return makeFinding({
    id: 'npm-install-script',
    severity: direct ? 'high' : 'medium',
    title: `New dependency ${entry.name} runs an install script`,
    detail: `${entry.name}@${displayVersion(change.ecosystem, entry) ?? '?'} (${direct ? 'direct' : `transitive${via}`}) is new in ${change.path} and has preinstall/install/postinstall scripts: its code runs on every install. Check what it does, or install with --ignore-scripts.`,
    path: change.path,
    package: entry.name,
    subject: entry.name,
  });
}

/** Code that runs on install: scripts a manifest declares, and new locked packages that have them. */
export function checkInstallScripts(files: readonly ParsedFile[], changes: readonly DependencyChange[]): KeyedFinding[] {
  const findings = files.filter((f) => f.match.file.kind !== 'lockfile').flatMap(manifestInstallScripts);
  const locked: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.origin !== 'lockfile' || change.change !== 'added') continue;
    const finding = lockedInstallScript(change);
    if (finding) locked.push(finding);
  }
  return [...findings, ...capFindings(locked)];
}
