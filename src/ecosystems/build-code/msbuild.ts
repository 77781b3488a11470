import { walkPatch } from '../code/changed-lines.js';
import { isSuspiciousEndpoint } from '../code/network-endpoints.js';
import type { Behavior, BehaviorKind, BuildLanguage } from './behaviors.js';
import { URL_ON_LINE, dataExtension, downloadSource, evidence, readBehaviors } from './behaviors.js';
import { pushAll } from '../../push-all.js';

/**
 * MSBuild files (`*.csproj`, `*.vbproj`, `*.fsproj`, `*.vcxproj`, `*.props`, `*.targets`,
 * `Directory.Build.props`/`.targets`) read for what their build steps run, from the lines a PR adds
 * and the hunk's context around them:
 *
 * - the commands of `<Exec Command="...">` (the whole start tag, across lines), `<PreBuildEvent>` and
 *   `<PostBuildEvent>` (Visual Studio's build events: cmd lines), read as shell lines by the shared
 *   detection (readBehaviors: downloads, runs, PowerShell's `iwr | iex`, `-EncodedCommand`,
 *   `rundll32` of a file not named like a DLL, `certutil -urlcache`, `bitsadmin /transfer`, hosts);
 * - the content of a property a command uses (`<Exec Command="$(Fetch)"/>` with `<Fetch>iwr ... | iex</Fetch>`
 *   in the same hunks), read as a shell line too;
 * - the C# of an inline task (`<UsingTask TaskFactory="RoslynCodeTaskFactory">`'s `<Code>`), read as
 *   `csharp` (WebClient's and HttpClient's fetching calls, Process.Start, Assembly.Load, sockets, base64);
 * - `<DownloadFile SourceUrl="...">`: a download, unless its URL is HTTPS at a version from an
 *   ordinary host (as CMake's `file(DOWNLOAD)` of a release is), or fetches an image, a font or a
 *   document over HTTPS from an ordinary host (a package icon);
 * - any other added line only for a bare public IP or a paste, tunnel or webhook host.
 *
 * A download whose URLs are all nuget.org's over HTTPS (NuGet.targets fetching nuget.exe) is the
 * registry's own client, not reported.
 *
 * XML character references (`&quot;`, `&#105;`) and MSBuild's `%3B`-style escapes are decoded before
 * reading, so a command cannot hide behind them. Two passes over the hunk lines (the properties the
 * commands use, then the reading) with a character scanner; a hunk that starts inside a build event or a `<Code>` body is read from its next element.
 */

type Region = { readonly kind: 'tag'; readonly name: string; quote: string } | { readonly kind: 'content'; readonly name: string; readonly close: string };

/** An XML comment or an element's start: Exec and DownloadFile hold what runs in their start tag, the build events, `<Code>` and the properties commands use in their content. */
const OPENING = /<!--|<([A-Za-z_][\w.-]{0,100})(?=[\s/>]|$)/g;
const TAG_ELEMENTS = new Set(['exec', 'downloadfile']);
const CONTENT_ELEMENTS = new Set(['prebuildevent', 'postbuildevent', 'code']);
/** `$(Name)` in a command: the property whose value is (part of) the command. */
const PROPERTY_REFERENCE = /\$\(([A-Za-z_][\w.-]{0,100})\)/g;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
const MSBUILD_ESCAPES: Readonly<Record<string, string>> = { '%24': '$', '%25': '%', '%27': "'", '%3B': ';', '%3b': ';', '%40': '@', '%3F': '?', '%3f': '?', '%2A': '*', '%2a': '*' };

/** XML character references and MSBuild escapes decoded; a line break in a command is a `&` (cmd's separator). */
export function decodeMsbuildText(text: string): string {
  return text
    .replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|(quot|apos|lt|gt|amp));/gi, (whole, hex?: string, dec?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
      const point = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
      if (point === 10 || point === 13) return ' & ';
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    })
    .replace(/%(?:24|25|27|3[bBfF]|40|2[aA])/g, (escape) => MSBUILD_ESCAPES[escape] ?? escape)
    .replace(/<!\[CDATA\[|\]\]>/g, ' ');
}

interface Piece {
  readonly language: BuildLanguage;
  readonly text: string;
  readonly element: string;
}

/** Splits one line into the pieces inside command-bearing elements, carrying the open element to the next line. */
function scanLine(line: string, state: { region: Region | null }, properties: ReadonlySet<string>): Piece[] {
  const pieces: Piece[] = [];
  const lower = line.toLowerCase();
  let i = 0;
  while (i < line.length) {
    const region = state.region;
    if (region === null) {
      OPENING.lastIndex = i;
      const open = OPENING.exec(line);
      if (open === null) break;
      if (open[1] === undefined) {
        // An XML comment: nothing in it runs.
        state.region = { kind: 'content', name: 'comment', close: '-->' };
        i = open.index + open[0].length;
        continue;
      }
      const name = open[1].toLowerCase();
      i = open.index + open[0].length;
      if (TAG_ELEMENTS.has(name)) state.region = { kind: 'tag', name, quote: '' };
      else if (CONTENT_ELEMENTS.has(name) || properties.has(name)) state.region = { kind: 'tag', name: `${name}:start`, quote: '' };
      continue;
    }
    if (region.kind === 'tag') {
      let end = -1;
      for (let j = i; j < line.length; j += 1) {
        const ch = line.charAt(j);
        if (region.quote !== '') {
          if (ch === region.quote) region.quote = '';
        } else if (ch === '"' || ch === "'") {
          region.quote = ch;
        } else if (ch === '>') {
          end = j;
          break;
        }
      }
      const body = line.slice(i, end < 0 ? line.length : end);
      if (region.name === 'exec' || region.name === 'downloadfile') {
        if (body.trim() !== '') pieces.push({ language: 'shell', text: body, element: region.name });
        if (end < 0) return pieces;
        state.region = null;
        i = end + 1;
        continue;
      }
      // The start tag of a build event or a <Code> body: its content follows, unless it closes itself.
      if (end < 0) return pieces;
      const element = region.name.slice(0, -':start'.length);
      state.region = line.charAt(end - 1) === '/' ? null : { kind: 'content', name: element, close: `</${element}` };
      i = end + 1;
      continue;
    }
    const close = lower.indexOf(region.close, i);
    const body = line.slice(i, close < 0 ? line.length : close);
    if (body.trim() !== '' && region.name !== 'comment') pieces.push({ language: region.name === 'code' ? 'csharp' : 'shell', text: body, element: region.name });
    if (close < 0) return pieces;
    state.region = null;
    i = close + region.close.length;
  }
  return pieces;
}

const NUGET_ORG_URL = /^https:\/\/(?:www\.|dist\.|api\.)?nuget\.org\//i;

/**
 * Every URL of the text is nuget.org's, over HTTPS: Visual Studio's old package restore
 * (`.nuget/NuGet.targets`, 2012-2016) fetches nuget.exe from there in an inline task, in thousands
 * of repositories; the client comes from the registry every package of the project comes from.
 */
function fromNugetOrg(text: string): boolean {
  const urls = text.match(URL_ON_LINE) ?? [];
  return urls.length > 0 && urls.every((url) => NUGET_ORG_URL.test(url));
}

/**
 * Images, fonts and documents a build fetches to pack or show (NLog's projects download their
 * package icon, `https://nlog-project.org/N.png`, before packing): nothing runs them, and a build
 * step that did run one is read as a binary in disguise. `.dat`, `.db`, `.tmp` and `.log` are not
 * among them: payloads hide under those names.
 */
const IMAGE_OR_DOCUMENT = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'ico', 'webp', 'svg', 'woff', 'woff2', 'ttf', 'otf', 'md', 'txt', 'pdf', 'css']);
const DESTINATION_NAME = /\bDestinationFileName\s*=\s*["']([^"']{1,300})["']/i;

function isImageOrDocument(nameOrUrl: string): boolean {
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 && IMAGE_OR_DOCUMENT.has(name.slice(dot + 1).toLowerCase());
}

const COMMAND_ATTRIBUTE = /\bCommand\s*=\s*"([^"]{0,2000})"?/i;
/** Words that run the program after them: `start "" x`, `call x`, `cmd /c x`. */
const LAUNCHERS = new Set(['start', 'call', 'cmd', 'cmd.exe', '/c', '/k', '/b', '/min', '""']);

/**
 * The programs of a cmd line (its commands split at `&`, `|` and `;`), Windows paths as written
 * (`obj\logo.png`, `"$(OutDir)font.woff"`): a program named like data is a binary in disguise.
 */
function runsDataFile(command: string): boolean {
  for (const part of command.split(/[&|;]/)) {
    const words = part.trim().split(/\s+/);
    let i = 0;
    while (i < words.length - 1 && LAUNCHERS.has(words[i]!.toLowerCase())) i += 1;
    const program = (words[i] ?? '').replace(/^["']|["']$/g, '').replace(/\\/g, '/');
    if (program !== '' && dataExtension(program)) return true;
  }
  return false;
}

const SOURCE_URL = /\bSourceUrl\s*=\s*["']([^"']{1,500})["']/i;

/**
 * The properties the commands of the hunks use (`<Exec Command="$(PostBuildCommand)">`, the
 * property defined in a `<PropertyGroup>` of the file): their content is read as command text too.
 */
function commandProperties(patch: string, limit: number): Set<string> {
  const names = new Set<string>();
  walkNewSide(patch, limit, names, (_first, _raw, _line, pieces) => {
    for (const piece of pieces) {
      if (piece.language !== 'shell' || names.size >= 100) continue;
      for (const match of decodeMsbuildText(piece.text).matchAll(PROPERTY_REFERENCE)) names.add(match[1]!.toLowerCase());
    }
  });
  return names;
}

/**
 * The new side of a patch (context and added lines), at most `limit` lines, each cut into the pieces
 * scanLine finds with `properties`; the element a line is in starts afresh at every hunk.
 */
function walkNewSide(patch: string, limit: number, properties: ReadonlySet<string>, visit: (first: number, raw: string, line: number, pieces: Piece[]) => void): void {
  const state: { region: Region | null } = { region: null };
  let currentHunk = -1;
  let read = 0;
  walkPatch(patch, (first, raw, line, hunk) => {
    if (first === 45 /* - */ || first === 92 /* \ */) return true;
    if (hunk !== currentHunk) {
      currentHunk = hunk;
      state.region = null;
    }
    read += 1;
    visit(first, raw, line, scanLine(raw, state, properties));
    return read < limit;
  });
}

/** Downloaded file names remembered per patch. */
const MAX_DOWNLOADED_NAMES = 50;
/** A file name worth matching in a command: a name with an extension, not a folder or a query. */
const FILE_NAME = /^[\w.-]{1,100}\.[a-z0-9]{1,8}$/i;

/** The file name a download writes (lowercase), from DestinationFileName or its URL's last path segment. */
function downloadedName(pathOrUrl: string): string | null {
  const path = pathOrUrl.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1).toLowerCase();
  return FILE_NAME.test(name) ? name : null;
}

/** Whether an Exec command names the file as a whole word of a path (`$(Temp)\\t.exe`, `"tools/setup.ps1"`). */
function runsNamedFile(command: string, name: string): boolean {
  for (let at = command.indexOf(name); at >= 0; at = command.indexOf(name, at + 1)) {
    const before = command.charAt(at - 1);
    const after = command.charAt(at + name.length);
    if ((at === 0 || /[\s"'\\/)=]/.test(before)) && (after === '' || /[\s"';&|]/.test(after))) return true;
  }
  return false;
}

/** The behaviors of the lines a PR adds to an MSBuild file, each kind once per line. */
export function readMsbuildBehaviors(patch: string, limit: number): Behavior[] {
  const found: Behavior[] = [];
  const properties = commandProperties(patch, limit);
  // The files the added DownloadFile tasks write (DestinationFileName, or the URL's last segment): an Exec that names one runs the download.
  const downloaded: string[] = [];
  walkNewSide(patch, limit, properties, (first, raw, line, pieces) => {
    if (first !== 43 /* + */) return;
    const kinds = new Map<BehaviorKind, Behavior>();
    const keep = (behaviors: readonly Behavior[]): void => {
      for (const b of behaviors) if (!kinds.has(b.kind)) kinds.set(b.kind, b);
    };
    for (const piece of pieces) {
      const text = decodeMsbuildText(piece.text);
      if (piece.element === 'downloadfile') {
        const url = SOURCE_URL.exec(text)?.[1];
        if (url !== undefined) {
          const source = downloadSource(url);
          const suspicious = isSuspiciousEndpoint(url);
          const quietData = source !== 'plain-http' && !suspicious && isImageOrDocument(DESTINATION_NAME.exec(text)?.[1] ?? url);
          if ((source !== 'versioned' || suspicious) && !quietData) keep([{ kind: 'download', line, text: evidence(`<DownloadFile ${text.trim()}`), source }]);
        }
        keep(readBehaviors([{ line, text }], 'xml').filter((b) => b.kind === 'suspicious-host'));
        const name = downloadedName(DESTINATION_NAME.exec(text)?.[1] ?? url ?? '');
        if (name !== null && downloaded.length < MAX_DOWNLOADED_NAMES) downloaded.push(name);
        continue;
      }
      if (piece.element === 'exec' && downloaded.length > 0) {
        // The whole start tag, decoded: a quoted path (`&quot;$(Dir)t.cmd&quot;`) ends Command's own quotes.
        const tag = text.toLowerCase();
        if (downloaded.some((name) => runsNamedFile(tag, name))) keep([{ kind: 'execute', line, text: evidence(text) }]);
      }
      const behaviors = readBehaviors([{ line, text }], piece.language);
      keep(fromNugetOrg(text) ? behaviors.filter((b) => b.kind !== 'download') : behaviors);
      if (piece.language === 'shell' && runsDataFile(piece.element === 'exec' ? (COMMAND_ATTRIBUTE.exec(text)?.[1] ?? '') : text.replace(/<\/?Command>/gi, ' '))) {
        keep([
          { kind: 'execute', line, text: evidence(text) },
          { kind: 'disguised-binary', line, text: evidence(text) },
        ]);
      }
    }
    if (!kinds.has('suspicious-host')) {
      const decoded = decodeMsbuildText(raw);
      if (isSuspiciousEndpoint(decoded)) kinds.set('suspicious-host', { kind: 'suspicious-host', line, text: evidence(decoded) });
    }
    pushAll(found, kinds.values());
  });
  return found;
}
