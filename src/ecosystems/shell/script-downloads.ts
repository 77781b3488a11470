import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import { changedLines, walkPatch } from '../code/changed-lines.js';
import { EXFIL_HOST, publicIpUrl } from '../code/network-endpoints.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { baseNameOf } from '../util.js';
import { blankContinuations, joinContinuations } from './continuation.js';
import { archiveRunIn, binaryRunSource, GIST_RAW, scriptRunsIn, suspiciousDownloadRun } from './download-run.js';
import { findGoRunsUnpinned, goRunFinding } from './go-run.js';
import { builtImageNames, findDockerRuns, imageName } from './docker-run.js';
import { unpinnedImageFinding } from '../dockerfile/image.js';
import { findPipeToShell, pipeCommandKey, vendorInstallerHost } from './pipe-to-shell.js';
import { indexFindings, type PackageIndex } from '../pypi/indexes.js';
import { registryOverrideFinding } from '../npm/npmrc.js';
import { type CommandRegistry, findCommandIndexes, findCommandRegistries, findRemoteInstalls, heredocConfigWrites, REMOTE_HINT, remoteInstallFinding } from './remote-installs.js';
import { pushAll } from '../../push-all.js';
import { lookAlikeTools } from '../typosquat/tool-commands.js';
import { lookAlikeToolFinding } from '../typosquat/look-alike-tool-finding.js';
import { isPipelinePath } from '../automation/pipelines.js';
import { redirectedRegistryTokens } from '../github-actions/secret-rules.js';

/**
 * Files whose lines a shell runs, by name: shell scripts (PowerShell's `.ps1` and `.psm1` too, whose
 * `irm … | iex` is Windows' `curl … | sh`), the task runners that hand their recipes
 * to a shell (Make, just, Task, tox's `commands`), and direnv's `.envrc`, which runs when a developer enters the
 * directory. Workflows, Dockerfiles and package scripts have their own readers.
 */
const SHELL_SCRIPT = /\.(?:sh|bash|zsh|ksh|ps1|psm1)$/i;
const TASK_FILE = /^(?:justfile|\.justfile|taskfile\.ya?ml|\.envrc|rakefile|vagrantfile|tox\.ini)$/i;
/**
 * Plain Makefiles and their includes: `Makefile`, `GNUmakefile`, `*.mk`, and `Makefile.<name>`
 * (`Makefile.common`, `Makefile.docker`), not Automake's `Makefile.am` and `Makefile.in`, nor a
 * copy or a document (`Makefile.txt`, `Makefile.orig`, `Makefile.example`).
 */
const MAKEFILE = /^(?:(?:gnu)?makefile(?:\.(?!(?:am|in|txt|md|rst|orig|bak|old|sample|example|tmpl|template)$)[\w-]{1,40})?|[\w.-]{1,100}\.mk)$/i;

/** Whether a path is a plain Makefile or a Makefile include (MAKEFILE), by its name. */
export function isMakefile(path: string): boolean {
  return MAKEFILE.test(baseNameOf(path));
}
/**
 * Other CI systems' pipelines, which repositories on GitHub keep too (GitLab, Jenkins, CircleCI,
 * Azure Pipelines, Travis, AppVeyor, Bitbucket, Drone, Buildkite, Cloud Build): their commands run
 * in CI with its secrets, like a workflow's `run:`.
 */
const CI_FILE = /^(?:\.gitlab-ci\.ya?ml|jenkinsfile|\.travis\.ya?ml|\.?appveyor\.ya?ml|azure-pipelines\.ya?ml|bitbucket-pipelines\.ya?ml|\.drone\.ya?ml|cloudbuild\.ya?ml)$/i;
const CI_PATH = /(?:^|\/)(?:\.circleci\/config\.ya?ml|\.buildkite\/pipeline\.ya?ml)$/i;
/**
 * Hosting services that build every pull request for a preview (Netlify, Vercel, Read the Docs,
 * AWS Amplify, Render) from commands in these files: a PR's own command runs on the service's
 * builders with the deployment's environment, before anyone reviews it.
 */
const PREVIEW_BUILD_FILE = /^(?:netlify\.toml|vercel\.json|\.?readthedocs\.ya?ml|amplify\.ya?ml|render\.ya?ml)$/i;
/** A Go directive that `go generate` runs as a command. */
const GO_GENERATE = /^\s*\/\/go:generate\s/;

function isCiFile(path: string): boolean {
  // isPipelinePath: Cirrus, Woodpecker, and the pipelines in a CI system's folder (`.azure-pipelines/release.yml`, `.gitlab/ci/deploy.yml`).
  return CI_FILE.test(baseNameOf(path)) || CI_PATH.test(path) || PREVIEW_BUILD_FILE.test(baseNameOf(path)) || isPipelinePath(path);
}

export function runsAsShell(path: string): boolean {
  return SHELL_SCRIPT.test(path) || TASK_FILE.test(baseNameOf(path)) || isMakefile(path) || isCiFile(path);
}

/** Whether this line of the file is a command: every line of a script, task or CI file; a `//go:generate` line of a Go file. */
function commandLine(path: string, text: string): boolean {
  if (path.endsWith('.go')) return GO_GENERATE.test(text);
  return !text.trimStart().startsWith('#');
}

/** The download is from a host that makes it worse: plain HTTP, a bare public IP, a paste, tunnel or webhook service. */
function badSource(command: string): string | null {
  if (/\bhttp:\/\//i.test(command)) return 'over plain HTTP';
  const ip = publicIpUrl(command);
  if (ip !== null) return `from a bare IP address (${ip})`;
  const host = EXFIL_HOST.exec(command);
  if (host !== null) return `from ${host[0]}`;
  // A gist is anyone's paste, kept under github.com's name (the tj-actions payload of March 2025 came from one).
  return GIST_RAW.test(command) ? 'from a gist (a paste anyone can create)' : null;
}


/** Pipe commands (by pipeCommandKey) that the PR's files read here remove, and whether a CI pipeline removed one. */
export type MovedPipes = ReadonlyMap<string, 'ci' | 'script'>;

/** The pipe commands removed from the files scriptDownloadFindings reads, across the PR: where a moved command came from. */
export function removedPipes(files: readonly SnapshotFile[]): MovedPipes {
  const removed = new Map<string, 'ci' | 'script'>();
  for (const file of files) {
    if (file.patch === null || !(runsAsShell(file.path) || file.path.endsWith('.go'))) continue;
    const ci = isCiFile(file.path);
    for (const { text } of changedCommands(file, 'old')) {
      for (const command of findPipeToShell(text)) {
        const key = pipeCommandKey(command);
        if (ci) removed.set(key, 'ci');
        else if (!removed.has(key)) removed.set(key, 'script');
      }
    }
  }
  return removed;
}

/**
 * `curl-pipe-shell` in scripts, task files, other CI systems' pipelines and `//go:generate`
 * directives: a command the PR adds or changes (continuation lines joined: one of its lines changed)
 * that pipes a download into a shell or an interpreter, and that the PR does not merely move or
 * re-wrap (the same command on the base side). Medium in scripts and task files: a
 * developer runs them on purpose, and installers are often shipped this way; high in CI pipelines
 * (as in a workflow), and anywhere over plain HTTP or from a bare IP or a paste, tunnel or webhook
 * service. Not in a vendored dependency's CI pipeline or Makefile (`vendored`: the path classifier's
 * category), nor a command another file of the PR removes (`moved`, removedPipes), unless it moves
 * from a script into a CI pipeline.
 */
export function scriptDownloadFindings(file: SnapshotFile, vendored = false, moved: MovedPipes = new Map(), content?: FileContent): KeyedFinding[] {
  if (file.patch === null || file.status === 'removed' || !(runsAsShell(file.path) || file.path.endsWith('.go'))) return [];
  // A vendored dependency's own CI pipeline or Makefile (`vendor/github.com/x/y/.travis.yml`): no
  // CI system of this repository reads it, and no build of it runs it. Its scripts still count.
  if (vendored && (isCiFile(file.path) || isMakefile(file.path))) return [];
  const ci = isCiFile(file.path);
  const lines = changedLines(file.patch, 3000);
  // Commands over continuation lines are read whole: a pipe on the base side of a hunk (changed or not) is not new.
  const before = new Set<string>();
  for (const { text } of commandsOf(file, 'old')) for (const command of findPipeToShell(text)) before.add(pipeCommandKey(command));
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  for (const c of changedCommands(file, 'new')) {
    const l = c.lines.find((x) => DOWNLOAD_WORD.test(x.text)) ?? c.lines[0];
    if (l === undefined) continue;
    for (const command of findPipeToShell(c.text)) {
      const key = pipeCommandKey(command);
      if (before.has(key) || seen.has(key)) continue;
      // Moved from another file of the PR (hack/common.sh to hack/tests/check-lint.sh); into a CI
      // pipeline only from another one, where it already ran with CI's secrets.
      const from = moved.get(key);
      if (from !== undefined && (from === 'ci' || !ci)) continue;
      seen.add(key);
      const worse = badSource(command);
      // In a CI pipeline, a tool vendor's own installer over HTTPS is medium, as in a workflow (vendorInstallerHost).
      const vendor = ci && worse === null ? vendorInstallerHost(command) : null;
      findings.push(
        makeFinding({
          id: 'curl-pipe-shell',
          severity: worse === null && (!ci || vendor !== null) ? 'medium' : 'high',
          title: `${baseNameOf(file.path)} pipes a download into a shell${worse === null ? '' : ` ${worse}`}`,
          detail: `${file.path} runs \`${command}\`: whatever the server returns${worse === null ? '' : ` ${worse}`} at that moment is executed, unverified, ${ci ? (PREVIEW_BUILD_FILE.test(baseNameOf(file.path)) ? "in the hosting service's build of this PR's preview, with the deployment's environment" : `in CI, with its secrets${vendor !== null ? ` (from ${vendor}, the tool's own installer over HTTPS: the usual way to install it, and still unpinned)` : ''}`) : `on the machine of whoever runs it${baseNameOf(file.path) === '.envrc' ? ' (direnv runs .envrc on entering the directory once allowed)' : file.path.endsWith('.go') ? ' (`go generate` runs this directive)' : ''}`}.`,
          path: file.path,
          line: l.line,
          subject: key,
        }),
      );
    }
  }
  const archive = archiveFinding(file, ci);
  if (archive !== null) findings.push(archive);
  const redirects = tokenRedirectFindings(file, ci, vendored);
  // One report for a host the npm token is handed to: the token's, not also npm-registry-override's for the `registry=` line of the same .npmrc.
  const redirected = new Set(redirects.flatMap((f) => (f.key.includes(NPM_REDIRECT) ? f.key.slice(f.key.indexOf(NPM_REDIRECT) + NPM_REDIRECT.length).split(',') : [])));
  const sources = commandSourceFindings(file, vendored, content).filter((f) => f.id !== 'npm-registry-override' || !redirected.has(f.key.slice(f.key.lastIndexOf(' ') + 1)));
  pushAll(findings, goRunFindings(file, ci, vendored), lookAlikeToolFindings(file, ci, vendored), remoteInstallFindings(file, ci, vendored), dockerRunFindings(file, vendored, content), sources, redirects);
  // A file downloaded from a bare IP or a paste, tunnel or file-drop host and run, by the lines the
  // PR adds (not a download the base already had).
  const addedLines = lines.filter((l) => l.sign === '+' && commandLine(file.path, l.text));
  const hit = suspiciousDownloadRun(addedLines.map((l) => l.text));
  const at = hit === null ? undefined : addedLines[hit.index];
  // The two-step `curl … | sh` (`curl -o "$TMP" …; . "$TMP"`), each source once, unless downloaded-binary-run reads it.
  pushAll(findings, scriptFindings(file, ci, hit !== null));
  if (hit !== null && at !== undefined && !lines.some((l) => l.sign === '-' && l.text.trim() === at.text.trim())) {
    const download = at.text.trim().slice(0, 200);
    findings.push(
      makeFinding({
        id: 'downloaded-binary-run',
        severity: hit.plainHttp ? 'medium' : 'high',
        title: `${baseNameOf(file.path)} runs a file downloaded from ${hit.source}`,
        detail: `${file.path} downloads \`${download}\` from ${hit.source} and runs it (or makes it executable), ${ci ? 'in CI, with its secrets' : 'on the machine of whoever runs it'}. ${hit.plainHttp ? 'Over plain HTTP anyone on the network path can swap the file.' : 'Nothing stands behind a file served from there: it is how compromised builds fetch their second stage.'} Take the tool from its release page or a package registry, pinned and with its checksum verified.`,
        path: file.path,
        line: at.line,
        subject: download,
      }),
    );
  }
  return findings;
}

/** A file's base and head text, when they were fetched (null: the side does not exist or was not read). */
export interface FileContent {
  readonly base: string | null;
  readonly head: string | null;
}

/** Lines of a file read whole for its here-documents. */
const MAX_FILE_LINES = 20_000;

/** An added line that sets a package index or registry, as a here-document's body would (`extra-index-url = https://…`, `registry=https://…`). */
const CONFIG_KEY_ADDED = /^\+[ \t]*(?:(?:@[\w.-]{1,100}:)?registry|npmRegistryServer|extra-index-url|index-url|default-index|find-links|url)[ \t]*(?:[=:][ \t]*)?["']?https?:\/\//m;

/**
 * Whether the analysis should fetch this file's base and head: a script, task file or pipeline whose
 * patch adds a line that sets an index or registry, which may stand in a here-document whose start
 * is farther above than the hunk's context shows.
 */
export function wantsHeredocContext(path: string, patch: string | null | undefined): boolean {
  return patch != null && patch.length <= 400_000 && runsAsShell(path) && CONFIG_KEY_ADDED.test(patch);
}

/** An added line that starts a container (`docker run`, `podman container run`, `docker create`). */
const DOCKER_RUN_ADDED = /^\+[^\n]{0,200}\b(?:docker|podman)\s+(?:container\s+)?(?:run|create)\b/m;

/**
 * Whether the analysis should fetch this file's base and head for dockerRunFindings: a script, task
 * file or pipeline whose patch adds a `docker run`, whose image may be built, tagged or assigned to
 * a variable on lines the hunks do not show.
 */
export function wantsDockerRunContext(path: string, patch: string | null | undefined): boolean {
  return patch != null && patch.length <= 400_000 && runsAsShell(path) && DOCKER_RUN_ADDED.test(patch);
}

/**
 * The indexes and registries the here-documents of the whole head file write at lines the PR adds,
 * without those the base file's here-documents wrote already (by setting and value); null when the
 * head was not read or is too long to read whole.
 */
function heredocsOfFile(patch: string, content: FileContent): ReturnType<typeof heredocConfigWrites> | null {
  const head = content.head?.split('\n');
  if (head === undefined || head.length > MAX_FILE_LINES) return null;
  const added = new Set<number>();
  walkPatch(patch, (first, _text, line) => {
    if (first === 43 /* + */) added.add(line);
    return added.size < MAX_FILE_LINES;
  });
  const old = content.base === null ? null : heredocConfigWrites(content.base.split('\n').slice(0, MAX_FILE_LINES));
  const known = new Set([...(old?.indexes ?? []).map((i) => `${i.setting} ${i.value}`), ...(old?.registries ?? []).map((r) => `${r.setting} ${r.url}`)]);
  const found = heredocConfigWrites(head);
  return {
    indexes: found.indexes.filter((i) => added.has(i.at + 1) && !known.has(`${i.setting} ${i.value}`)),
    registries: found.registries.filter((r) => added.has(r.at + 1) && !known.has(`${r.setting} ${r.url}`)),
  };
}

/** A side of a patch (`+`: the new file's lines, `-`: the old file's) per hunk: each line's text, new-file line, and whether the PR changed it. */
function patchSides(patch: string, limit: number): { readonly new: SideLine[][]; readonly old: SideLine[][] } {
  const sides = { new: [] as SideLine[][], old: [] as SideLine[][] };
  let read = 0;
  walkPatch(patch, (first, text, line, hunk) => {
    if (first === 92 /* \ */) return true;
    for (const [side, sign] of [[sides.new, 43], [sides.old, 45]] as const) {
      if (first !== 32 && first !== sign) continue;
      while (side.length <= hunk) side.push([]);
      side[hunk]?.push({ text, line, changed: first === sign });
    }
    read += 1;
    return read < limit;
  });
  return sides;
}

interface SideLine {
  readonly text: string;
  readonly line: number;
  readonly changed: boolean;
}

/** The commands of one side of each hunk (continuation lines joined, but in Go files), with their lines. */
function sideCommands(hunks: readonly SideLine[][], join: boolean): { readonly text: string; readonly lines: readonly SideLine[] }[] {
  const out: { text: string; lines: SideLine[] }[] = [];
  for (const hunk of hunks) {
    if (!join) {
      for (const l of hunk) out.push({ text: l.text, lines: [l] });
      continue;
    }
    for (const command of joinContinuations(hunk.map((l) => l.text))) out.push({ text: command.text, lines: hunk.slice(command.first, command.last + 1) });
  }
  return out;
}

const spaced = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The words that start a download, to report a command split over lines at its download's line. */
const DOWNLOAD_WORD = /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b/i;

/** The commands on one side of a file's patch (`new`: head, `old`: base), continuation lines joined but in Go files, whose first line is a command (commandLine). */
function commandsOf(file: SnapshotFile, side: 'new' | 'old'): { readonly text: string; readonly lines: readonly SideLine[] }[] {
  if (file.patch === null) return [];
  const sides = patchSides(file.patch, 6000);
  return sideCommands(side === 'new' ? sides.new : sides.old, !file.path.endsWith('.go')).filter((c) => c.lines[0] !== undefined && commandLine(file.path, c.lines[0].text));
}

/** commandsOf those the PR changes: one of its lines added (`new`) or removed (`old`). */
function changedCommands(file: SnapshotFile, side: 'new' | 'old'): { readonly text: string; readonly lines: readonly SideLine[] }[] {
  return commandsOf(file, side).filter((c) => c.lines.some((l) => l.changed));
}

/**
 * `curl-pipe-shell` for an archive: the commands the PR adds or changes download an archive without
 * a checksum check, unpack it and run a script from it (archiveRunIn), and the base side of the
 * patch did not download it already. Medium in a script or task file, high in a CI pipeline or from
 * a bad source (plain HTTP, a bare IP, a paste host); a tool vendor's own host is medium in CI.
 */
function archiveFinding(file: SnapshotFile, ci: boolean): KeyedFinding | null {
  if (file.patch === null || !file.patch.includes('tar') && !file.patch.includes('unzip')) return null;
  const added = changedCommands(file, 'new');
  const url = archiveRunIn(blankContinuations(added.map((c) => c.text).join('\n')));
  if (url === null || archiveRunIn(blankContinuations(commandsOf(file, 'old').map((c) => c.text).join('\n'))) === url) return null;
  const worse = badSource(url);
  const vendor = ci && worse === null ? vendorInstallerHost(`curl ${url} | sh`) : null;
  const at = added.flatMap((c) => c.lines).find((l) => l.text.includes(url)) ?? added[0]?.lines[0];
  return makeFinding({
    id: 'curl-pipe-shell',
    severity: worse === null && (!ci || vendor !== null) ? 'medium' : 'high',
    title: `${baseNameOf(file.path)} runs a script from an archive it downloads${worse === null ? '' : ` ${worse}`}`,
    detail: `${file.path} downloads ${url} without checking a checksum, unpacks it and runs a script from it: whatever the server returns at that moment runs, as \`curl … | sh\` would, ${ci ? 'in CI, with its secrets' : 'on the machine of whoever runs it'}. Check the archive's checksum or signature before unpacking it.`,
    path: file.path,
    line: at?.line ?? null,
    subject: `archive:${url}`,
  });
}

/**
 * `curl-pipe-shell` for each script downloaded to a file and then run (scriptRunsIn: `curl -fsSL -o
 * "$TMP" https://…/setup.sh; . "$TMP"`, `curl -o rustup-init.sh https://sh.rustup.rs && sh
 * rustup-init.sh`): `curl … | sh` in two steps, judged as the pipe is (badSource, vendorInstallerHost):
 * medium in a script or task file, high in a CI pipeline or from a bad source (plain HTTP; a bare
 * IP, a paste host or a gist are downloaded-binary-run's: `suspicious`, that rule reports a file of
 * these lines, leaves its sources to it), a tool vendor's own installer medium in CI. Each source
 * once (pipeCommandKey), and not one the base side of the patch downloaded and ran already, at
 * this or another version.
 */
function scriptFindings(file: SnapshotFile, ci: boolean, suspicious: boolean): KeyedFinding[] {
  if (file.patch === null || (!file.patch.includes('curl') && !file.patch.includes('wget'))) return [];
  const added = changedCommands(file, 'new');
  const runs = scriptRunsIn(blankContinuations(added.map((c) => c.text).join('\n')));
  if (runs.length === 0) return [];
  // The same source at another version (`…/v1.2.3/install.sh` to `…/v1.2.4/…`) is not new, as for the pipe (pipeCommandKey).
  const seen = new Set(scriptRunsIn(blankContinuations(commandsOf(file, 'old').map((c) => c.text).join('\n'))).map((run) => pipeCommandKey(run.url)));
  const out: KeyedFinding[] = [];
  for (const run of runs) {
    const key = pipeCommandKey(run.url);
    if (seen.has(key) || (suspicious && binaryRunSource(run.url))) continue;
    seen.add(key);
    const worse = badSource(run.url);
    const vendor = ci && worse === null ? vendorInstallerHost(`curl ${run.url} | sh`) : null;
    const at = added.flatMap((c) => c.lines).find((l) => l.text.includes(run.url)) ?? added[0]?.lines[0];
    out.push(
      makeFinding({
        id: 'curl-pipe-shell',
        severity: worse === null && (!ci || vendor !== null) ? 'medium' : 'high',
        title: `${baseNameOf(file.path)} runs a script it downloads${worse === null ? '' : ` ${worse}`}`,
        detail: `${file.path} downloads ${run.url} to a file and runs it as a script (sourced or given to a shell): whatever the server returns${worse === null ? '' : ` ${worse}`} at that moment runs unverified, as \`curl … | sh\` would, ${ci ? `in CI, with its secrets${vendor !== null ? ` (from ${vendor}, the tool's own installer over HTTPS: the usual way to install it, and still unpinned)` : ''}` : 'on the machine of whoever runs it'}. Check the file's checksum or signature before running it, or install the tool from a package registry.`,
        path: file.path,
        line: at?.line ?? null,
        subject: `script:${key}`,
      }),
    );
  }
  return out;
}

/**
 * `go-run-unpinned`: an added command line (a `//go:generate` directive, a script, a Makefile
 * recipe, a task file, another CI system's pipeline) runs `go run <module>@<ref>` at a ref that
 * moves. Low at `@latest` (the newest release the module's owner tagged: a new tag runs here
 * unreviewed) in what a developer runs on purpose; medium at a branch (`@master`, `@main`,
 * `@HEAD`: every push to it runs here) and in a CI pipeline, where it runs with CI's secrets. A
 * command split over continuation lines is read as one, and counts when the PR changes any of its
 * lines. Not a command the PR only moves or re-wraps (the same words on the old side), nor a
 * vendored dependency's files.
 */
function goRunFindings(file: SnapshotFile, ci: boolean, vendored: boolean): KeyedFinding[] {
  if (vendored || file.patch === null || !file.patch.includes('@')) return [];
  const removed = new Set(commandsOf(file, 'old').map((c) => spaced(c.text)));
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  for (const command of changedCommands(file, 'new')) {
    const head = command.lines[0];
    if (head === undefined || removed.has(spaced(command.text))) continue;
    for (const run of findGoRunsUnpinned(command.text)) {
      if (seen.has(run.target)) continue;
      seen.add(run.target);
      const at = command.lines.find((l) => l.text.includes(run.target)) ?? head;
      findings.push(goRunFinding(run, file.path, at.line, file.path.endsWith('.go') ? 'generate' : ci ? 'ci' : 'script'));
    }
  }
  return findings;
}

/**
 * `typosquat` (high) for a look-alike package an added command of a script, a Makefile recipe, a
 * task file or another CI system's pipeline installs or runs by name (`npx -y prettierr`, `pip install
 * reqeusts`, `go install github.com/boltdb-go/bolt/…`), read as a workflow's `run:` is
 * (typosquat/tool-commands.ts): it runs on the machine of whoever runs the task, or in CI with its
 * secrets, and no manifest or lockfile shows it. Not a command the PR only moves or re-wraps, nor a
 * vendored dependency's files.
 */
function lookAlikeToolFindings(file: SnapshotFile, ci: boolean, vendored: boolean): KeyedFinding[] {
  if (vendored || file.patch === null || file.path.endsWith('.go')) return [];
  const removed = new Set(commandsOf(file, 'old').map((c) => spaced(c.text)));
  const content = file.patch.split('\n').filter((l) => l.startsWith('+')).map((l) => l.slice(1)).join('\n');
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  for (const command of changedCommands(file, 'new')) {
    if (removed.has(spaced(command.text))) continue;
    for (const tool of lookAlikeTools(command.text)) {
      if (seen.has(tool.name)) continue;
      seen.add(tool.name);
      const at = command.lines.find((l) => l.text.includes(tool.name)) ?? command.lines[0];
      const finding = lookAlikeToolFinding(file.path, content, tool, {
        title: `${baseNameOf(file.path)} installs or runs`,
        who: file.path,
        runs: ci ? 'here it runs in CI with its secrets' : 'here it runs on the machine of whoever runs this command',
      });
      findings.push(at === undefined ? finding : { ...finding, line: at.line });
    }
  }
  return findings;
}

/** A variable's assignment in a Makefile or a script: `IMAGE ?= node:20`, `IMAGE := …`, `export IMAGE=…`, `IMAGE="${IMAGE:-node:20}"` (group 1: the name, group 2: the value). */
const ASSIGNMENT = /^\s*(?:export\s+|readonly\s+|declare\s+(?:-\w{1,4}\s+)?)?([A-Za-z_]\w{0,60})\s*(?:\?=|:{1,3}=|\+=|=)\s*["']?([^\s"'#;]{1,300})["']?\s*(?:#.{0,300})?$/;
/** A default in a shell expansion: `${IMAGE:-node:20}` (group 1: the name, group 2: the default). */
const DEFAULT_VALUE = /^\$\{([A-Za-z_]\w{0,60}):?[-=]([^\s{}]{1,300})\}$/;
/** A variable read in a command: `$(IMAGE)`, `${IMAGE}`, `$${IMAGE}`, `$IMAGE` (group 1 or 2: the name). */
const VARIABLE_READ = /\$\$?(?:[({]([A-Za-z_]\w{0,60})[)}]|([A-Za-z_]\w{0,60}))/g;
/** A Makefile recipe's prefixes: `@` (silent), `-` (errors ignored), `+` (run under -n too). */
const RECIPE_PREFIX = /^(\s*)[@+-]{1,3}/;
/** A YAML list item's dash before a pipeline's command. */
const YAML_ITEM = /^(\s*)-\s+(?:["'](?=\S))?/;

/**
 * The values a file assigns to its variables, from the lines given (the head file when it was
 * read, else the new side of the patch); a name assigned twice to different values is left out
 * (which one a command sees depends on the order it runs in).
 */
function assignedValues(lines: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  const conflicting = new Set<string>();
  for (const line of lines.slice(0, MAX_FILE_LINES)) {
    if (!line.includes('=')) continue;
    const m = ASSIGNMENT.exec(line);
    if (m === null) continue;
    const name = m[1] ?? '';
    let value = m[2] ?? '';
    const fallback = DEFAULT_VALUE.exec(value);
    if (fallback !== null && fallback[1] === name) value = fallback[2] ?? '';
    if (values.has(name) && values.get(name) !== value) conflicting.add(name);
    values.set(name, value);
  }
  for (const name of conflicting) values.delete(name);
  return values;
}

/** A command with the variables it reads replaced by the values the file gives them (a variable it does not give stays, and its image is not read). */
function withValues(command: string, values: ReadonlyMap<string, string>): string {
  if (values.size === 0 || !command.includes('$')) return command;
  return command.replace(VARIABLE_READ, (read: string, a: string | undefined, b: string | undefined) => {
    const value = values.get(a ?? b ?? '');
    return value === undefined || value.includes('$') ? read : value;
  });
}

/**
 * `docker-unpinned-image` for `docker run IMAGE` (`docker container run`, `docker create`, `podman
 * run`; findDockerRuns) in a command the PR adds or changes in a script, a Makefile recipe (its `@`,
 * `-`, `+` prefixes aside), a task file or another CI system's pipeline, as a workflow's `run:` step
 * is read: low for a tag, medium for no tag or `latest`. The container runs whatever the tag points
 * at, with the files and variables the command hands it. An image named by a variable is read
 * through the value the file assigns it (`IMAGE ?= golangci/golangci-lint:v1.59@sha256:…`, `$(IMAGE)`);
 * one the file does not assign (set by CI or another file) is not judged. Not reported: a digest
 * pin, an image the file builds, tags or loads itself, a local registry's, an image the old side of
 * the patch already ran by the same reference, a vendored dependency's files, `//go:generate` lines.
 */
function dockerRunFindings(file: SnapshotFile, vendored: boolean, content?: FileContent): KeyedFinding[] {
  if (vendored || file.patch === null || file.path.endsWith('.go') || !/\b(?:docker|podman)\b/.test(file.patch)) return [];
  const recipe = isMakefile(file.path);
  const ci = isCiFile(file.path);
  // A recipe's prefixes, a pipeline's YAML list item (`- docker run …`): not part of the command.
  const plain = (text: string): string => (recipe ? text.replace(RECIPE_PREFIX, '$1') : ci ? text.replace(YAML_ITEM, '$1') : text);
  const newSide = commandsOf(file, 'new');
  const whole = content?.head?.split('\n') ?? newSide.map((c) => c.text);
  const values = assignedValues(whole);
  // Names built through the same variables (`docker build -t $(IMAGE) .`, then `docker run $(IMAGE)`).
  const built = builtImageNames(whole.slice(0, MAX_FILE_LINES).map((line) => withValues(line, values)).join('\n'));
  if (built === null) return [];
  const before = new Set(commandsOf(file, 'old').flatMap((c) => findDockerRuns(withValues(plain(c.text), values)).map((r) => r.image)));
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  for (const command of newSide) {
    if (!command.lines.some((l) => l.changed)) continue;
    const head = command.lines[0];
    if (head === undefined || !/\b(?:docker|podman)\b/.test(command.text)) continue;
    for (const run of findDockerRuns(withValues(plain(command.text), values))) {
      const name = imageName(run.image);
      if (before.has(run.image) || seen.has(run.image) || built.has(name) || /^(?:localhost|127\.0\.0\.1)(?::\d{1,5})?\//.test(name)) continue;
      seen.add(run.image);
      const at = command.lines.find((l) => /\b(?:run|create)\b/.test(l.text)) ?? head;
      const finding = unpinnedImageFinding(run.image, file.path, at.line, `${baseNameOf(file.path)}'s \`docker run\``);
      if (finding !== null) findings.push(finding);
    }
  }
  return findings;
}

/**
 * `remote-package-install`: a command the PR adds or changes (continuation lines joined) installs a
 * package from a git URL without a full commit or from a URL without a hash (findRemoteInstalls),
 * and the PR does not merely move or re-wrap it (the same words on the old side). Not in a vendored
 * dependency's files, nor in a Go file (a `//go:generate` directive installs nothing this way).
 */
function remoteInstallFindings(file: SnapshotFile, ci: boolean, vendored: boolean): KeyedFinding[] {
  if (vendored || file.patch === null || file.path.endsWith('.go') || !REMOTE_HINT.test(file.patch)) return [];
  const removed = new Set(commandsOf(file, 'old').map((c) => spaced(c.text)));
  const before = new Set(commandsOf(file, 'old').flatMap((c) => findRemoteInstalls(c.text).map((i) => i.spec)));
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  for (const command of changedCommands(file, 'new')) {
    const head = command.lines[0];
    if (head === undefined || removed.has(spaced(command.text))) continue;
    for (const install of findRemoteInstalls(command.text)) {
      if (seen.has(install.spec) || before.has(install.spec)) continue;
      seen.add(install.spec);
      const at = command.lines.find((l) => l.text.includes(install.spec.slice(0, 80))) ?? head;
      findings.push(remoteInstallFinding(install, file.path, at.line, ci ? 'ci' : 'script'));
    }
  }
  return findings;
}

/**
 * `publish-token-redirect`: the commands the PR adds or changes to a script, task file or another
 * CI system's pipeline hand a registry's token to another host (redirectedRegistryTokens: an npm
 * auth line `//npm.registry-cdn.dev/:_authToken=$NPM_TOKEN` written, `npm publish --registry …`,
 * `cargo publish --index …`, `gem push --host …` with the registry's token), read together (the
 * auth line and the publish may be two commands), and the old side of the patch did not hand it to
 * that host already. High: the token goes to whoever runs that host. Not in a vendored dependency's
 * files, nor in Go code.
 */
/** The subject prefix of an npm token redirect, before its hosts. */
const NPM_REDIRECT = 'token-redirect:npm:';

function tokenRedirectFindings(file: SnapshotFile, ci: boolean, vendored: boolean): KeyedFinding[] {
  if (vendored || file.patch === null || file.path.endsWith('.go') || !/_TOKEN|_KEY|_auth/i.test(file.patch)) return [];
  const added = changedCommands(file, 'new');
  if (added.length === 0) return [];
  const before = new Set(redirectedRegistryTokens(commandsOf(file, 'old').map((c) => c.text).join('\n')).flatMap((r) => r.hosts.map((h) => `${r.registry} ${h}`)));
  const findings: KeyedFinding[] = [];
  for (const redirect of redirectedRegistryTokens(added.map((c) => c.text).join('\n'))) {
    const hosts = redirect.hosts.filter((h) => !before.has(`${redirect.registry} ${h}`));
    if (hosts.length === 0) continue;
    const at = added.flatMap((c) => c.lines).find((l) => l.changed && hosts.some((h) => l.text.includes(h))) ?? added[0]!.lines[0];
    findings.push(
      makeFinding({
        id: 'publish-token-redirect',
        severity: 'high',
        title: `${baseNameOf(file.path)} gives ${redirect.article} ${redirect.registry} token to another registry, ${hosts.join(', ')}`,
        detail: `${file.path} ${ci ? 'runs in CI' : 'runs'} commands that hand ${redirect.tokens.map((t) => `$${t}`).join(', ')}, named for ${redirect.registry}, to ${hosts.join(', ')}, not the registry's own host: the client sends the token there, and whoever runs that host can publish as the project. Publish to the registry itself (or use trusted publishing), give a private registry its own token, and revoke the token if this ran.`,
        path: file.path,
        line: at?.line ?? null,
        subject: `token-redirect:${redirect.registry}:${hosts.join(',')}`,
      }),
    );
  }
  return findings;
}

/**
 * `pip-extra-index`: a command the PR adds or changes gives pip or uv a package index other than
 * PyPI (`pip install --extra-index-url https://host/simple …`, `export PIP_INDEX_URL=…`,
 * findCommandIndexes), judged as in a requirements file; and `npm-registry-override`: one points
 * npm, pnpm, Yarn or Bun at another registry (`npm install --registry …`, findCommandRegistries),
 * judged as in an .npmrc. What the old side of the patch already used (by setting and value) is not new. Not in a vendored dependency's files, nor in Go code.
 */
function commandSourceFindings(file: SnapshotFile, vendored: boolean, content?: FileContent): KeyedFinding[] {
  if (vendored || file.patch === null || file.path.endsWith('.go') || !/:\/\/|-host|_HOST/.test(file.patch)) return [];
  const before = new Set(commandsOf(file, 'old').flatMap((c) => findCommandIndexes(c.text).map((i) => `${i.setting} ${i.value}`)));
  const indexes: PackageIndex[] = [];
  for (const command of changedCommands(file, 'new')) {
    const head = command.lines[0];
    if (head === undefined) continue;
    for (const index of findCommandIndexes(command.text)) {
      if (before.has(`${index.setting} ${index.value}`)) continue;
      indexes.push({ ...index, line: (command.lines.find((l) => l.text.includes(index.value.slice(0, 80))) ?? head).line });
    }
  }
  const registries: KeyedFinding[] = [];
  const registriesBefore = new Set(commandsOf(file, 'old').flatMap((c) => findCommandRegistries(c.text).map((r) => `${r.setting} ${r.url}`)));
  const pushRegistry = (registry: CommandRegistry, line: number): void => {
    registriesBefore.add(`${registry.setting} ${registry.url}`);
    const finding = registryOverrideFinding(file.path, registry.url, registry.scope, { setting: `${registry.setting} ${registry.url}`, tool: '', line, subjectKey: registry.scope === null ? 'registry' : `${registry.scope}:registry` });
    if (finding !== null) registries.push(finding);
  };
  for (const command of changedCommands(file, 'new')) {
    const head = command.lines[0];
    if (head === undefined) continue;
    for (const registry of findCommandRegistries(command.text)) {
      if (registriesBefore.has(`${registry.setting} ${registry.url}`)) continue;
      pushRegistry(registry, (command.lines.find((l) => l.text.includes(registry.url.slice(0, 80))) ?? head).line);
    }
  }
  // Here-documents that write pip's, npm's, Yarn's or uv's config (`cat > ~/.config/pip/pip.conf <<EOF`
  // … `EOF`): read in the whole file when its head was fetched (wantsHeredocContext: a key added far
  // below its here-document's start), else per hunk with its context. What the old side already wrote is not new.
  const whole = content?.head != null && content.head.includes('<<') ? heredocsOfFile(file.patch, content) : null;
  if (whole !== null) {
    for (const index of whole.indexes) {
      if (before.has(`${index.setting} ${index.value}`)) continue;
      before.add(`${index.setting} ${index.value}`);
      indexes.push({ use: index.use, value: index.value, setting: index.setting, line: index.at + 1 });
    }
    for (const registry of whole.registries) {
      if (registriesBefore.has(`${registry.setting} ${registry.url}`)) continue;
      pushRegistry(registry, registry.at + 1);
    }
  } else if (file.patch.includes('<<')) {
    const sides = patchSides(file.patch, 6000);
    const heredocBefore = new Set<string>();
    for (const hunk of sides.old) {
      const old = heredocConfigWrites(hunk.map((l) => l.text));
      for (const index of old.indexes) heredocBefore.add(`${index.setting} ${index.value}`);
      for (const registry of old.registries) heredocBefore.add(`${registry.setting} ${registry.url}`);
    }
    for (const hunk of sides.new) {
      const found = heredocConfigWrites(hunk.map((l) => l.text));
      for (const index of found.indexes) {
        if (heredocBefore.has(`${index.setting} ${index.value}`) || before.has(`${index.setting} ${index.value}`)) continue;
        heredocBefore.add(`${index.setting} ${index.value}`);
        indexes.push({ use: index.use, value: index.value, setting: index.setting, line: hunk[index.at]?.line ?? null });
      }
      for (const registry of found.registries) {
        if (heredocBefore.has(`${registry.setting} ${registry.url}`) || registriesBefore.has(`${registry.setting} ${registry.url}`)) continue;
        heredocBefore.add(`${registry.setting} ${registry.url}`);
        pushRegistry(registry, hunk[registry.at]?.line ?? hunk[0]?.line ?? 1);
      }
    }
  }
  return [...indexFindings(file.path, indexes), ...registries];
}
