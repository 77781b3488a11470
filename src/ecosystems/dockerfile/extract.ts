import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { addedScriptRun, archiveScriptRun, binaryRunSource, scriptRunsIn, suspiciousDownloadRun } from '../shell/download-run.js';
import { findPipeToShell, pipeCommandKey, vendorInstallerHost } from '../shell/pipe-to-shell.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { joinContinuations } from '../shell/continuation.js';
import { findGoRunsUnpinned, goRunFinding } from '../shell/go-run.js';
import { type CommandIndex, type CommandRegistry, findCommandIndexes, findCommandRegistries, findRemoteInstalls, findUnpinnedAdds, heredocConfigWrites, indexFromVariable, REMOTE_HINT, registryFromVariable, remoteInstallFinding, uvMixesIndexes } from '../shell/remote-installs.js';
import { registryOverrideFinding } from '../npm/npmrc.js';
import { indexFindings, type PackageIndex } from '../pypi/indexes.js';
import { parseImageRef, unpinnedImageFinding } from './image.js';
import { worldWritableChmods } from '../code/file-permissions.js';
import { pushAll } from '../../push-all.js';

interface Instruction {
  readonly keyword: string;
  readonly args: string;
  readonly line: number;
  /** The instruction's last line (continuation lines joined). */
  readonly last: number;
}

/** A here-document's start (`<<EOF`, `<<-EOT`, `<<"EOF"`) and its delimiter. */
const HEREDOC = /<<-?["']?([A-Za-z_]\w{0,30})["']?/;
const MAX_HEREDOC_LINES = 1000;

/**
 * The first line after `after` whose trimmed text is `delimiter`, within MAX_HEREDOC_LINES + 1
 * lines, or -1. The lines that could end a here-document are indexed once per Dockerfile, so a file
 * of 200,000 unterminated `RUN <<EOF` costs a binary search each, not a scan of 1,000 lines each (26 s).
 */
function heredocEnd(lines: readonly string[], index: { byText?: Map<string, number[]> }, delimiter: string, after: number): number {
  if (index.byText === undefined) {
    index.byText = new Map();
    for (let i = 0; i < lines.length; i += 1) {
      const text = lines[i]!.trim();
      if (!/^[A-Za-z_]\w{0,30}$/.test(text)) continue;
      const at = index.byText.get(text);
      if (at === undefined) index.byText.set(text, [i]);
      else at.push(i);
    }
  }
  const at = index.byText.get(delimiter);
  if (at === undefined) return -1;
  let low = 0;
  let high = at.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (at[mid]! <= after) low = mid + 1;
    else high = mid;
  }
  const end = at[low];
  return end !== undefined && end - after <= MAX_HEREDOC_LINES + 1 ? end : -1;
}

/** Joins continuation lines (`\` at the end) and here-documents, and drops comments. */
function instructions(content: string): Instruction[] {
  const out: Instruction[] = [];
  const lines = content.split(/\r?\n/);
  const delimiters: { byText?: Map<string, number[]> } = {};
  let current: { text: string; line: number } | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i]!;
    const trimmed = raw.trim();
    if (current === null && (trimmed === '' || trimmed.startsWith('#'))) continue;
    if (current !== null && trimmed.startsWith('#')) continue;
    const continued = trimmed.endsWith('\\');
    const text = continued ? trimmed.slice(0, -1) : trimmed;
    if (current === null) current = { text, line: i + 1 };
    else current.text += ` ${text}`;
    if (!continued) {
      const keyword = /^\w+/.exec(current.text)?.[0];
      let args = keyword === undefined ? '' : current.text.slice(keyword.length).trimStart();
      let last = i + 1;
      // A here-document (`RUN <<EOF` … `EOF`, BuildKit): its lines are the instruction's, not
      // instructions; a RUN's are commands, joined with `;` (continuation lines first joined).
      const heredoc = HEREDOC.exec(current.text);
      if (keyword !== undefined && heredoc !== null) {
        const end = heredocEnd(lines, delimiters, heredoc[1]!, i);
        if (end >= 0) {
          const body = lines.slice(i + 1, end);
          // Only a shell's here-document (`RUN <<EOF`, `RUN --mount=… bash -e <<EOF`, no `#!` to
          // another interpreter), not `RUN python3 <<EOF`'s program.
          const prefix = args.replace(HEREDOC, '').trim();
          const shell = prefix.split(/\s+/).every((w) => w === '' || w.startsWith('-') || /^(?:\/usr)?(?:\/bin\/)?(?:ba|da|z)?sh$/.test(w)) && !/^#!(?!.*\bsh\b)/.test(body[0]?.trim() ?? '');
          if (keyword.toUpperCase() === 'RUN' && shell) {
            const commands = joinContinuations(body).map((c) => c.text.trim()).filter((c) => c !== '' && !c.startsWith('#'));
            args = `${prefix} ${commands.join(' ; ')}`.trim();
          }
          i = end;
          last = end + 1;
        }
      }
      if (keyword !== undefined) out.push({ keyword: keyword.toUpperCase(), args, line: current.line, last });
      current = null;
    }
  }
  return out;
}

/** FROM images as dependencies of ecosystem "docker"; RUN `curl | sh` and unpinned images as findings. */
export function extractDockerfile(content: string, path: string): ExtractResult {
  const deps: ExtractedDependency[] = [];
  const findings: KeyedFinding[] = [];
  const stages = new Set<string>();
  const args = new Map<string, string>();
  // Read once: the rules below walk the same instructions (a 2 MB Dockerfile is 200,000 of them).
  const all = instructions(content);
  for (const instruction of all) {
    if (instruction.keyword === 'ARG') {
      const match = /^([A-Za-z_]\w*)=("?)([^"\s]*)\2/.exec(instruction.args);
      if (match) args.set(match[1]!, match[3]!);
    } else if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const rawImage = (words[0] ?? '').replace(/\$\{?(\w+)\}?/g, (whole, name: string) => args.get(name) ?? whole);
      const fromStage = stages.has(rawImage.toLowerCase());
      if (words.length >= 3 && words[1]!.toUpperCase() === 'AS') stages.add(words[2]!.toLowerCase());
      if (fromStage) continue;
      const image = parseImageRef(rawImage);
      if (image === null) continue;
      deps.push({
        name: image.name,
        version: image.tag !== null && image.digest !== null ? `${image.tag}@${image.digest}` : (image.tag ?? image.digest),
        dev: false,
        source: 'registry',
        depType: 'from',
        line: instruction.line,
      });
      const finding = unpinnedImageFinding(rawImage, path, instruction.line, 'FROM');
      if (finding) findings.push(finding);
    } else if (instruction.keyword === 'RUN') {
      // `chmod -R 777 /app`: files of the image writable by every user of the container (a head
      // finding the base did not have, by the command's text, as for the other RUN findings).
      // A development container's image is one developer's machine (`chmod -R a+w /usr/share/dotnet` so the
      // non-root user can install SDK workloads): no other user to guard against there.
      for (const chmod of /(?:^|\/)\.devcontainer\//.test(path) ? [] : worldWritableChmods(instruction.args)) {
        findings.push(
          makeFinding({
            id: 'file-permissions-widened',
            severity: chmod.secret ? 'high' : 'medium',
            title: 'Image build makes files writable by every user',
            detail: `\`${chmod.text}\` gives every user of the container write access${chmod.secret ? ' to a file that holds a key, token or credential' : ''}: any process in it (a compromised service running as another user) can rewrite the program, its configuration or its data. Give the files to the user that runs the program (COPY --chown, chown) and keep the mode 0644/0755, or say why others must write them.`,
            path,
            line: instruction.line,
            subject: `chmod:${chmod.text}`,
          }),
        );
      }
      for (const command of findPipeToShell(instruction.args)) {
        const vendor = vendorInstallerHost(command);
        findings.push(
          makeFinding({
            id: 'curl-pipe-shell',
            severity: vendor !== null ? 'medium' : 'high',
            title: 'Image build pipes a download into a shell',
            detail: `RUN ${command}: the script is whatever the server returns at build time, unverified${vendor !== null ? ` (from ${vendor}, the tool's own installer over HTTPS: the usual way to install it, and still unpinned)` : ''}. Download it, check its checksum or signature, then run it.`,
            path,
            line: instruction.line,
            subject: pipeCommandKey(command),
          }),
        );
      }
    }
  }
  // A file downloaded from a bare IP or a paste, tunnel or file-drop host (ADD or RUN) and run.
  const commands = all.filter((i) => i.keyword === 'RUN' || i.keyword === 'ADD');
  const hit = suspiciousDownloadRun(commands.map((i) => `${i.keyword} ${i.args}`), { dockerfile: true });
  const at = hit === null ? undefined : commands[hit.index];
  if (hit !== null && at !== undefined) {
    const download = `${at.keyword} ${at.args}`.slice(0, 200);
    findings.push(
      makeFinding({
        id: 'downloaded-binary-run',
        severity: hit.plainHttp ? 'medium' : 'high',
        title: `Image build runs a file downloaded from ${hit.source}`,
        detail: `\`${download}\` fetches a file from ${hit.source}, and the build makes it executable or runs it: the image carries whatever that server returned at build time. ${hit.plainHttp ? 'Over plain HTTP anyone on the network path can swap it.' : 'Nothing stands behind a file served from there.'} Take the tool from its release page or a package registry, pinned and with its checksum verified (ADD --checksum).`,
        path,
        line: at.line,
        subject: download,
      }),
    );
  }
  // `ADD https://…/install.sh /tmp/` then `RUN sh /tmp/install.sh`, no --checksum: curl | sh in two instructions.
  const lines = commands.map((i) => `${i.keyword} ${i.args}`);
  const added = hit === null ? addedScriptRun(lines) : null;
  const addAt = added === null ? undefined : commands[added.index];
  if (added !== null && addAt !== undefined) {
    const vendor = vendorInstallerHost(`curl ${added.url} | sh`);
    findings.push(
      makeFinding({
        id: 'curl-pipe-shell',
        severity: vendor !== null ? 'medium' : 'high',
        title: 'Image build runs a script it downloads with ADD',
        detail: `\`ADD ${addAt.args.slice(0, 200)}\` fetches ${added.url} without --checksum, and a later instruction runs it as a script: whatever the server returns at build time runs in the build, as \`curl … | sh\` would${vendor !== null ? ` (from ${vendor}, the tool's own installer over HTTPS: the usual way to install it, and still unpinned)` : ''}. Add --checksum=sha256:… to the ADD, or download a pinned release and check it.`,
        path,
        line: addAt.line,
        subject: `add:${added.url}`,
      }),
    );
  }
  // An archive downloaded (ADD or curl) without a checksum, unpacked, and a script from it run in the same RUN.
  const archive = hit === null && added === null ? archiveScriptRun(lines) : null;
  const archiveAt = archive === null ? undefined : commands[archive.index];
  if (archive !== null && archiveAt !== undefined) {
    const vendor = vendorInstallerHost(`curl ${archive.url} | sh`);
    findings.push(
      makeFinding({
        id: 'curl-pipe-shell',
        severity: vendor !== null ? 'medium' : 'high',
        title: 'Image build runs a script from an archive it downloads',
        detail: `\`${archiveAt.keyword} ${archiveAt.args.slice(0, 200)}\` fetches ${archive.url} without a checksum, and the build unpacks it and runs a script from it: whatever the server returns at build time runs in the build, as \`curl … | sh\` would${vendor !== null ? ` (from ${vendor}, the tool's own download host over HTTPS: the usual way to install it, and still unpinned)` : ''}. Pin the archive with ADD --checksum=sha256:… (or check it with sha256sum -c) before unpacking it.`,
        path,
        line: archiveAt.line,
        subject: `archive:${archive.url}`,
      }),
    );
  }
  // Scripts downloaded to a file in a RUN and sourced or run there or by a later RUN (`curl -o /tmp/x.sh … && sh /tmp/x.sh`):
  // curl | sh in two steps, each source once (pipeCommandKey: the same installer at another version
  // in another stage is one), not a source another finding here reports already (the ADD's or the
  // archive's URL; a bare IP, a paste host or plain HTTP, when downloaded-binary-run reports the file).
  const runs = commands.filter((i) => i.keyword === 'RUN');
  const reported = new Set([added?.url, archive?.url].flatMap((url) => (url === undefined ? [] : [pipeCommandKey(url)])));
  let fileLines: readonly string[] | undefined;
  for (const script of scriptRunsIn(runs.map((i) => i.args).join('\n'))) {
    const key = pipeCommandKey(script.url);
    const scriptAt = runs.find((i) => i.args.includes(script.url));
    if (reported.has(key) || scriptAt === undefined || (hit !== null && binaryRunSource(script.url))) continue;
    reported.add(key);
    const vendor = vendorInstallerHost(`curl ${script.url} | sh`);
    findings.push(
      makeFinding({
        id: 'curl-pipe-shell',
        severity: vendor !== null ? 'medium' : 'high',
        title: 'Image build runs a script it downloads',
        detail: `\`RUN ${scriptAt.args.slice(0, 200)}\` downloads ${script.url} to a file and runs it as a script (sourced or given to a shell): whatever the server returns at build time runs in the build, as \`curl … | sh\` would${vendor !== null ? ` (from ${vendor}, the tool's own installer over HTTPS: the usual way to install it, and still unpinned)` : ''}. Check its checksum (sha256sum -c) before running it, or use ADD --checksum=sha256:….`,
        path,
        line: lineIn((fileLines ??= content.split(/\r?\n/)), scriptAt, script.url),
        subject: `script:${key}`,
      }),
    );
  }
  pushAll(findings, remoteInstalls(all, content, path, findings));
  return { deps, findings };
}

/** The line of an instruction that holds `needle` (a continued RUN spans several), else its first. */
function lineIn(lines: readonly string[], instruction: Instruction, needle: string): number {
  const probe = needle.slice(0, 80);
  for (let n = instruction.line; n <= instruction.last && n - instruction.line < 200; n += 1) if ((lines[n - 1] ?? '').includes(probe)) return n;
  return instruction.line;
}

/**
 * `remote-package-install` and `go-run-unpinned` in an image build: a RUN that installs a package
 * from a git ref without a full commit or a URL without a hash (`pip install git+https://…`, `npm
 * install -g https://…/tool.tgz`, `cargo install --git …`), or `go install`/`go run` a module at
 * `@latest` or a branch; an `ADD <url>` without `--checksum=` (data files aside), unless another
 * finding already reports that ADD (a script it runs: curl-pipe-shell; a bare-IP download:
 * downloaded-binary-run). A development container's image (`.devcontainer/`) is a developer's
 * machine: `@latest` there is low, as in a script.
 */
function remoteInstalls(list: readonly Instruction[], content: string, path: string, reported: readonly KeyedFinding[]): KeyedFinding[] {
  if (!REMOTE_HINT.test(content) && !content.includes('@') && !/-host|_HOST/.test(content)) return [];
  const lines = content.split(/\r?\n/);
  const dev = /(?:^|\/)\.devcontainer\//.test(path);
  const out: KeyedFinding[] = [];
  const seen = new Set<string>();
  const indexes: PackageIndex[] = [];
  const addIndexes = (found: readonly CommandIndex[], instruction: Instruction): void => {
    for (const index of found) indexes.push({ ...index, line: lineIn(lines, instruction, index.value) });
  };
  const addRegistries = (found: readonly CommandRegistry[], instruction: Instruction): void => {
    for (const registry of found) {
      const finding = registryOverrideFinding(path, registry.url, registry.scope, { setting: `${registry.setting} ${registry.url}`, tool: '', line: lineIn(lines, instruction, registry.url), subjectKey: registry.scope === null ? 'registry' : `${registry.scope}:registry` });
      if (finding !== null) out.push(finding);
    }
  };
  for (const instruction of list) {
    if (instruction.keyword === 'ENV' || instruction.keyword === 'ARG') {
      // `ENV PIP_EXTRA_INDEX_URL=https://…` (or the older `ENV NAME value`), `ARG PIP_INDEX_URL=https://…`, `ENV NPM_CONFIG_REGISTRY=…`.
      const spaced = /^([A-Za-z_]{1,40})\s+([^=\s]\S*)\s*$/.exec(instruction.args);
      const index = spaced === null ? null : indexFromVariable(spaced[1]!, spaced[2]!);
      const registry = spaced === null ? null : registryFromVariable(spaced[1]!, spaced[2]!);
      addIndexes(spaced === null ? findCommandIndexes(instruction.args) : index === null ? [] : [index], instruction);
      addRegistries(spaced === null ? findCommandRegistries(instruction.args) : registry === null ? [] : [registry], instruction);
    } else if (instruction.keyword === 'RUN') {
      addIndexes(findCommandIndexes(instruction.args), instruction);
      addRegistries(findCommandRegistries(instruction.args), instruction);
      for (const install of findRemoteInstalls(instruction.args)) {
        if (seen.has(install.spec)) continue;
        seen.add(install.spec);
        out.push(remoteInstallFinding(install, path, lineIn(lines, instruction, install.spec), dev ? 'dev-image' : 'image'));
      }
      for (const run of findGoRunsUnpinned(instruction.args)) {
        if (seen.has(run.target)) continue;
        seen.add(run.target);
        out.push(goRunFinding(run, path, lineIn(lines, instruction, run.target), dev ? 'dev-image' : 'image'));
      }
    } else if (instruction.keyword === 'ADD') {
      if (reported.some((f) => f.line === instruction.line && (f.id === 'curl-pipe-shell' || f.id === 'downloaded-binary-run'))) continue;
      for (const install of findUnpinnedAdds(instruction.args)) {
        if (seen.has(install.spec)) continue;
        seen.add(install.spec);
        out.push(remoteInstallFinding(install, path, lineIn(lines, instruction, install.spec), dev ? 'dev-image' : 'image'));
      }
    }
  }
  // `RUN cat <<EOF > /etc/pip.conf` … `EOF`, `COPY <<EOF /etc/pip.conf` (BuildKit): the keys the here-document writes.
  if (content.includes('<<')) {
    const written = heredocConfigWrites(lines);
    for (const index of written.indexes) indexes.push({ use: index.use, value: index.value, setting: index.setting, line: index.at + 1 });
    for (const registry of written.registries) {
      const finding = registryOverrideFinding(path, registry.url, registry.scope, { setting: `${registry.setting} ${registry.url}`, tool: '', line: registry.at + 1, subjectKey: registry.scope === null ? 'registry' : `${registry.scope}:registry` });
      if (finding !== null) out.push(finding);
    }
  }
  return [...out, ...indexFindings(path, uvMixesIndexes(indexes, content))];
}
