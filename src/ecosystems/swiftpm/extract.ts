import { z } from 'zod';
import { parseJsonLimited } from '../../limited-parse.js';
import { MAX_LINE_LENGTH } from '../code/changed-lines.js';
import type { DependencySourceKind, ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { lineAt } from '../util.js';

/**
 * Swift Package Manager: `Package.swift` (a Swift program whose `.package(…)` calls declare the
 * dependencies) and `Package.resolved` (JSON, versions 1, 2 and 3: one pin per package with its
 * repository, version and commit).
 *
 * A package is named by its identity, as SwiftPM names it: the last path component of its URL (or
 * path), lower-cased, without `.git` (`https://github.com/apple/swift-nio.git` is `swift-nio`), or a
 * registry identifier (`scope.name`). The same identity under another URL is the same package
 * fetched from somewhere else (swift-package-moved).
 *
 * Every package is a git repository; a version requirement (`from:`, `exact:`, a range) resolves to a
 * tag, which Package.resolved pins with its commit: that is SwiftPM's release, read as a registry
 * dependency (as Go modules are). A branch or a commit (`branch:`, `revision:`) is a git dependency,
 * a local directory (`path:`) a path one.
 */

/** Package.swift: at most this many characters are read (a manifest is a few kilobytes). */
const MAX_MANIFEST_CHARS = 1024 * 1024;
/** At most this many `.package(` calls are read, and pins of Package.resolved. */
const MAX_PACKAGES = 2_000;
/** `.package(` calls left unclosed (within MAX_LINE_LENGTH characters) after which the rest of the manifest is not read. */
const MAX_UNCLOSED = 100;

/** The identity SwiftPM gives a package location: its last path component, lower-cased, `.git` dropped. */
export function swiftIdentity(location: string): string {
  let text = location.trim();
  if (text.length > MAX_LINE_LENGTH) text = text.slice(0, MAX_LINE_LENGTH);
  const cut = text.search(/[?#]/);
  if (cut >= 0) text = text.slice(0, cut);
  while (text.endsWith('/')) text = text.slice(0, -1);
  const last = Math.max(text.lastIndexOf('/'), text.lastIndexOf(':'));
  let name = text.slice(last + 1);
  if (name.toLowerCase().endsWith('.git')) name = name.slice(0, -4);
  return name.toLowerCase();
}

/**
 * The manifest's text with comments blanked (`//` to the end of the line, `/* … *\/`) and string
 * contents kept: one linear pass, lengths and line breaks kept so indexes still point at lines.
 */
function withoutComments(content: string): string {
  if (!content.includes('/')) return content;
  let codes: Uint16Array | null = null;
  let i = 0;
  while (i < content.length) {
    const ch = content.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      // A string literal: to its closing quote or the end of the line, escapes skipped.
      i += 1;
      while (i < content.length) {
        const c = content.charCodeAt(i);
        if (c === 0x5c /* \ */) i += 2;
        else if (c === 0x22 || c === 0x0a) {
          i += 1;
          break;
        } else i += 1;
      }
      continue;
    }
    if (ch === 0x2f /* / */ && i + 1 < content.length) {
      const next = content.charCodeAt(i + 1);
      if (next === 0x2f || next === 0x2a /* * */) {
        const close = next === 0x2f ? content.indexOf('\n', i) : content.indexOf('*/', i + 2);
        const stop = close < 0 ? content.length : next === 0x2f ? close : close + 2;
        if (codes === null) {
          codes = new Uint16Array(content.length);
          for (let k = 0; k < content.length; k += 1) codes[k] = content.charCodeAt(k);
        }
        for (let k = i; k < stop; k += 1) if (codes[k] !== 0x0a) codes[k] = 0x20;
        i = stop;
        continue;
      }
    }
    i += 1;
  }
  return codes === null ? content : new TextDecoder('utf-16le').decode(codes);
}

/** The arguments of the call whose `(` is at `open` and the index of its matching `)` (strings skipped), or null past MAX_LINE_LENGTH characters. */
function callArguments(text: string, open: number): { args: string; close: number } | null {
  let depth = 0;
  let inString = false;
  const end = Math.min(text.length, open + MAX_LINE_LENGTH);
  for (let i = open; i < end; i += 1) {
    const ch = text.charAt(i);
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"' || ch === '\n') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth === 0) return { args: text.slice(open + 1, i), close: i };
    }
  }
  return null;
}

/** `label: "value"` among a call's arguments (a string literal without interpolation), or null. */
function labeled(args: string, label: string): string | null {
  const match = new RegExp(String.raw`(?:^|[(,\s])${label}\s*:\s*"([^"\\\n]{0,500})"`).exec(args);
  return match === null ? null : match[1]!;
}

/** `.name("value")` or `.name(from: "value")` among a call's arguments (the requirement forms before Swift 5.5). */
function requirementCall(args: string, name: string): string | null {
  const match = new RegExp(String.raw`\.${name}\s*\(\s*(?:from\s*:\s*)?"([^"\\\n]{0,200})"\s*\)`).exec(args);
  return match === null ? null : match[1]!;
}

/** `"1.0.0"..<"2.0.0"` or `"1.0.0"..."1.2.0"`. */
const VERSION_RANGE = /"([^"\\\n]{1,100})"\s*(\.\.[.<])\s*"([^"\\\n]{1,100})"/;

interface Requirement {
  readonly version: string | null;
  readonly source: DependencySourceKind;
  /** A branch or commit: what the git dependency follows. */
  readonly ref: string | null;
}

/** The version requirement of a `.package(url: …)` or `.package(id: …)` call. */
function requirementOf(args: string): Requirement {
  const branch = labeled(args, 'branch') ?? requirementCall(args, 'branch');
  if (branch !== null) return { version: null, source: 'git', ref: branch };
  const revision = labeled(args, 'revision') ?? requirementCall(args, 'revision');
  if (revision !== null) return { version: null, source: 'git', ref: revision };
  const exact = labeled(args, 'exact') ?? requirementCall(args, 'exact');
  if (exact !== null) return { version: `exact: ${exact}`, source: 'registry', ref: null };
  const minor = requirementCall(args, 'upToNextMinor');
  if (minor !== null) return { version: `upToNextMinor: ${minor}`, source: 'registry', ref: null };
  const from = labeled(args, 'from') ?? requirementCall(args, 'upToNextMajor');
  if (from !== null) return { version: `from: ${from}`, source: 'registry', ref: null };
  const range = VERSION_RANGE.exec(args);
  if (range !== null) return { version: `${range[1]!}${range[2]!}${range[3]!}`, source: 'registry', ref: null };
  return { version: null, source: 'registry', ref: null };
}

/** `.package(` at the start of a dependency entry (`.package(url:`, `.package(name: "X", url:`, `.package(path:`, `.package(id:`). */
const PACKAGE_CALL = /\.package\s*\(/g;

/**
 * Package.swift: the `.package(…)` calls, read without running the program. A URL with a version
 * requirement is a registry dependency (its target the URL); `branch:` and `revision:` a git one
 * (version `url@ref`, as Cargo's git dependencies); `path:` a path one; `id:` a registry identity.
 * A location that is not a string literal (a variable, interpolation) is left out.
 */
export function extractPackageSwift(content: string): ExtractResult {
  if (content.length > MAX_MANIFEST_CHARS) return skip(`not analyzed: ${content.length.toLocaleString('en-US')} characters, over the ${MAX_MANIFEST_CHARS.toLocaleString('en-US')}-character limit for Package.swift`);
  const text = withoutComments(content);
  const deps: ExtractedDependency[] = [];
  // Each call's arguments cost at most MAX_LINE_LENGTH characters to read; calls that never close stop the reading after MAX_UNCLOSED.
  let unclosed = 0;
  PACKAGE_CALL.lastIndex = 0;
  for (let match = PACKAGE_CALL.exec(text); match !== null && deps.length < MAX_PACKAGES && unclosed < MAX_UNCLOSED; match = PACKAGE_CALL.exec(text)) {
    const call = callArguments(text, match.index + match[0].length - 1);
    if (call === null) {
      unclosed += 1;
      continue;
    }
    // The next call is looked for after this one: a `.package(` inside another's arguments is none, and each character is read once.
    PACKAGE_CALL.lastIndex = call.close + 1;
    const args = call.args;
    const line = lineAt(content, match.index);
    const url = labeled(args, 'url');
    const path = url === null ? labeled(args, 'path') : null;
    const id = url === null && path === null ? labeled(args, 'id') : null;
    if (url !== null) {
      const requirement = requirementOf(args);
      const version = requirement.source === 'git' ? `${url}@${requirement.ref ?? ''}` : requirement.version;
      deps.push({ name: swiftIdentity(url), version, dev: false, source: requirement.source, depType: 'dependencies', line, target: url });
    } else if (path !== null) {
      deps.push({ name: swiftIdentity(path), version: null, dev: false, source: 'path', depType: 'dependencies', line, target: path });
    } else if (id !== null) {
      deps.push({ name: id.toLowerCase(), version: requirementOf(args).version, dev: false, source: 'registry', depType: 'dependencies', line });
    }
  }
  return { deps };
}

const Str = z.string().max(MAX_LINE_LENGTH);
const OptionalStr = Str.nullish().catch(null);

const PinState = z.looseObject({ version: OptionalStr, revision: OptionalStr, branch: OptionalStr }).catch({ version: null, revision: null, branch: null });

/** Version 1: `{ object: { pins: [{ package, repositoryURL, state }] }, version: 1 }`. */
const PinV1 = z.looseObject({ package: OptionalStr, repositoryURL: Str, state: PinState });
/** Versions 2 and 3: `{ pins: [{ identity, kind, location, state }], version: 2 | 3 }` (3 adds `originHash`). */
const PinV2 = z.looseObject({ identity: OptionalStr, kind: OptionalStr, location: Str, state: PinState });

const PinList = <T extends z.ZodType>(pin: T) => z.array(z.unknown()).transform((pins) => pins.slice(0, MAX_PACKAGES).flatMap((p) => {
  const parsed = pin.safeParse(p);
  return parsed.success ? [parsed.data as z.infer<T>] : [];
}));

const ResolvedV1 = z.looseObject({ version: z.literal(1), object: z.looseObject({ pins: PinList(PinV1) }) });
const ResolvedV2 = z.looseObject({ version: z.union([z.literal(2), z.literal(3)]), pins: PinList(PinV2) });

/** One pin, as an extracted dependency: a version's pin is a registry release whose commit is its checksum; a branch's or a commit's pin is a git dependency at that commit. */
function pinDependency(identity: string, kind: string | null, location: string, state: z.infer<typeof PinState>): ExtractedDependency {
  const local = kind === 'localSourceControl' || kind === 'fileSystem';
  const registry = kind === 'registry';
  const version = state.version ?? null;
  const source: DependencySourceKind = local ? 'path' : version !== null || registry ? 'registry' : 'git';
  return {
    name: identity,
    version: version ?? state.revision ?? null,
    dev: false,
    source,
    depType: 'locked',
    resolved: registry || local ? null : location,
    // The commit a version's tag pointed at: the same version at another commit is a moved tag.
    integrity: version !== null && !registry ? (state.revision ?? null) : null,
    target: local ? location : null,
  };
}

/** Package.resolved, versions 1, 2 and 3; another version, or a file that is not one, is skipped with the reason. */
export function extractPackageResolved(content: string): ExtractResult {
  const parsed = parseJsonLimited(content);
  if (!parsed.ok) return skip(parsed.reason);
  const v2 = ResolvedV2.safeParse(parsed.value);
  if (v2.success) {
    return { deps: v2.data.pins.map((pin) => pinDependency((pin.identity ?? swiftIdentity(pin.location)).toLowerCase(), pin.kind ?? null, pin.location, pin.state)) };
  }
  const v1 = ResolvedV1.safeParse(parsed.value);
  if (v1.success) {
    // Version 1 names a pin by the package's declared name (`SwiftNIO`); its identity comes from the URL, as SwiftPM's does.
    return { deps: v1.data.object.pins.map((pin) => pinDependency(swiftIdentity(pin.repositoryURL), null, pin.repositoryURL, pin.state)) };
  }
  return skip('not a Package.resolved of version 1, 2 or 3');
}
