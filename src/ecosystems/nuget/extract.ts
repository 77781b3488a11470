import { parseJsonLimited, wellFormedXmlParserLimited } from '../../limited-parse.js';
import type { LimitedParse } from '../../limited-parse.js';
import type { DependencySourceKind, ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asString, isRecord, asList, lineAt } from '../util.js';
import { pushAll } from '../../push-all.js';

/**
 * NuGet dependencies: MSBuild project files (`*.csproj`, `*.fsproj`, `*.vbproj`,
 * `Directory.Build.props`) with their `PackageReference` items, central package management
 * (`Directory.Packages.props`: `PackageVersion`, `GlobalPackageReference`), the older
 * `packages.config`, and `packages.lock.json` as the lockfile. Parsed with the limits every XML
 * reader has (limited-parse.ts); a file that cannot be read gives a skip reason, never an exception.
 */

/** How NuGet's XML files are read: attributes kept (`@_Include`), values as written, no entities expanded. */
export const NUGET_XML_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
} as const;

const parseStrict = wellFormedXmlParserLimited(NUGET_XML_OPTIONS);

/** Visual Studio writes a UTF-8 byte order mark before the XML declaration. */
export function withoutBom(content: string): string {
  return content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
}

/**
 * Parsed within the limits, then checked well-formed: fast-xml-parser builds a tree from a truncated
 * document (an unclosed `<ItemGroup>` gives an empty one), which would read as packages removed.
 */
export function parseMsbuildXml(content: string): LimitedParse {
  return parseStrict(withoutBom(content));
}

const list = asList;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isRecord(value) && typeof value['#text'] === 'string') return value['#text'];
  return null;
}

/** A child element or attribute by name, MSBuild being case-insensitive: `Version="1.0"` or `<Version>1.0</Version>`. */
function field(item: Record<string, unknown>, name: string): string | null {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(item)) {
    const bare = key.startsWith('@_') ? key.slice(2) : key;
    if (bare.toLowerCase() === lower) return text(value)?.trim() ?? null;
  }
  return null;
}

/** The children named `name` of an element, whatever their case. */
function children(element: Record<string, unknown>, name: string): unknown[] {
  const lower = name.toLowerCase();
  const out: unknown[] = [];
  // An empty element (`<packages></packages>`) parses to '': kept, so that it reads as empty, not absent.
  for (const [key, value] of Object.entries(element)) if (key.toLowerCase() === lower) pushAll(out, (value === '' ? [''] : list(value)));
  return out;
}

/** The `<Project>` element of an MSBuild file, or a reason. */
function projectOf(content: string): Record<string, unknown> | string {
  const parsed = parseMsbuildXml(content);
  if (!parsed.ok) return parsed.reason;
  if (!isRecord(parsed.value)) return 'no <Project> element';
  // Visual Studio .NET 2002/2003 projects (`<VisualStudioProject>`) predate MSBuild and NuGet: no packages.
  if (children(parsed.value, 'VisualStudioProject').length > 0) return {};
  const project = children(parsed.value, 'Project')[0];
  // `<Project Sdk="...">` alone (no children) parses to attributes only, or to an empty string.
  if (project === '') return {};
  return isRecord(project) ? project : 'no <Project> element';
}

const PROPERTY = /\$\(([\w.-]{1,100})\)/g;

/** `$(Name)` substitution from the file's own `<PropertyGroup>`s (properties of imported files stay as written). */
function propertiesOf(project: Record<string, unknown>): (value: string | null) => string | null {
  const properties = new Map<string, string>();
  for (const group of children(project, 'PropertyGroup')) {
    if (!isRecord(group)) continue;
    for (const [key, value] of Object.entries(group)) {
      if (key.startsWith('@_')) continue;
      const v = text(list(value)[0]);
      if (v !== null) properties.set(key.toLowerCase(), v.trim());
    }
  }
  return (value) => (value === null ? null : value.replace(PROPERTY, (whole, key: string) => properties.get(key.toLowerCase()) ?? whole));
}

/** Item types that name a NuGet package, and how they are listed. */
const PACKAGE_ITEMS: readonly { readonly item: string; readonly depType: string }[] = [
  { item: 'PackageReference', depType: 'PackageReference' },
  { item: 'PackageVersion', depType: 'PackageVersion' },
  { item: 'GlobalPackageReference', depType: 'GlobalPackageReference' },
  { item: 'PackageDownload', depType: 'PackageDownload' },
];

/**
 * Packages that only build and test a .NET project, never part of what it ships, by name: test
 * frameworks, runners and loggers (`xunit`, `xunit.v3`, `NUnit`, `NUnit3TestAdapter`, `MSTest.*`,
 * `TUnit`, `Microsoft.NET.Test.Sdk`, `Microsoft.TestPlatform.*`, `coverlet.*`, `ReportGenerator`,
 * `JunitXml.TestLogger`, `GitHubActionsTestLogger`), mocking and assertion libraries (`Moq`,
 * `NSubstitute`, `FakeItEasy`, `FluentAssertions`, `AwesomeAssertions`, `Shouldly`, `AutoFixture`),
 * `BenchmarkDotNet`, Roslyn analyzers (a name ending in `Analyzer` or `Analyzers`:
 * `Microsoft.CodeAnalysis.PublicApiAnalyzers`, `StyleCop.Analyzers`, `Meziantou.Analyzer`, and
 * `SonarAnalyzer.*`), and build-time versioning and source linking (`Microsoft.SourceLink.*`,
 * `MinVer`, `Nerdbank.GitVersioning`, `DotNet.ReproducibleBuilds`). Central package management
 * (`Directory.Packages.props`) lists every package's version in one file with no sign of which
 * projects use it; these names tell. Each is matched whole (`xunit.runner.visualstudio` is xunit's,
 * `xunitx` is not).
 */
const DEVELOPMENT_PACKAGE =
  /^(?:xunit(?:\.[\w.]+)?|nunit(?:\.[\w.]+)?|nunit3testadapter|mstest(?:\.[\w.]+)?|tunit(?:\.[\w.]+)?|microsoft\.net\.test\.sdk|microsoft\.testplatform\.[\w.]+|microsoft\.testing\.[\w.]+|coverlet\.[\w.]+|reportgenerator|junitxml\.testlogger|githubactionstestlogger|moq|nsubstitute(?:\.[\w.]+)?|fakeiteasy(?:\.[\w.]+)?|fluentassertions(?:\.[\w.]+)?|awesomeassertions(?:\.[\w.]+)?|shouldly|autofixture(?:\.[\w.]+)?|benchmarkdotnet(?:\.[\w.]+)?|sonaranalyzer\.[\w.]+|microsoft\.sourcelink\.[\w.]+|minver|nerdbank\.gitversioning|dotnet\.reproduciblebuilds(?:\.[\w.]+)?)$/i;

/** A package that only builds or tests the project, by its name (DEVELOPMENT_PACKAGE). */
export function isNugetDevelopmentPackage(name: string): boolean {
  return name.length <= 200 && /^[\w.-]+$/.test(name) && (DEVELOPMENT_PACKAGE.test(name) || /analyzers?$/i.test(name));
}

/**
 * An MSBuild project file, `Directory.Build.props` or `Directory.Packages.props`: its package items
 * (`Include`, or `Update` for an item that changes one declared elsewhere), with `Version` (or
 * `VersionOverride`) from an attribute or a child element and `$(Property)` substitution. A package
 * only the build uses (`PrivateAssets="all"`: analyzers, source link, build tools; every
 * `GlobalPackageReference`, which NuGet adds with `PrivateAssets="All"`) is development-only, and so
 * is a test or build tool known by name (isNugetDevelopmentPackage).
 */
export function extractMsbuildProject(content: string): ExtractResult {
  const project = projectOf(content);
  if (typeof project === 'string') return skip(project);
  const substitute = propertiesOf(project);
  const deps: ExtractedDependency[] = [];
  const seen = new Set<string>();
  for (const group of children(project, 'ItemGroup')) {
    if (!isRecord(group)) continue;
    for (const { item, depType } of PACKAGE_ITEMS) {
      for (const entry of children(group, item)) {
        if (!isRecord(entry)) continue;
        const name = substitute(field(entry, 'Include') ?? field(entry, 'Update'));
        if (!name || name.includes(';') || name.includes('$(')) continue;
        // A version from a property of another file (`$(SerilogVersion)` set in Directory.Build.props) is unknown here.
        const written = substitute(field(entry, 'VersionOverride') ?? field(entry, 'Version'));
        const version = written !== null && written.includes('$(') ? null : written;
        const key = `${depType}\u0000${name.toLowerCase()}\u0000${version ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const privateAssets = (field(entry, 'PrivateAssets') ?? '').toLowerCase();
        const dev = privateAssets === 'all' || item === 'GlobalPackageReference' || isNugetDevelopmentPackage(name);
        deps.push({ name, version, dev, source: 'registry', depType });
      }
    }
  }
  return { deps };
}

/** packages.config: `<package id="..." version="..." developmentDependency="true"/>`. */
export function extractPackagesConfig(content: string): ExtractResult {
  const parsed = parseMsbuildXml(content);
  if (!parsed.ok) return skip(parsed.reason);
  const root = isRecord(parsed.value) ? children(parsed.value, 'packages')[0] : undefined;
  if (root === '') return { deps: [] };
  if (!isRecord(root)) return skip('no <packages> element');
  const deps: ExtractedDependency[] = [];
  for (const entry of children(root, 'package')) {
    if (!isRecord(entry)) continue;
    const name = field(entry, 'id');
    if (!name) continue;
    deps.push({ name, version: field(entry, 'version'), dev: field(entry, 'developmentDependency')?.toLowerCase() === 'true' || isNugetDevelopmentPackage(name), source: 'registry', depType: 'packages.config' });
  }
  return { deps };
}

/**
 * packages.lock.json: `dependencies.<target framework>.<package>` with its `type` (Direct,
 * Transitive, CentralTransitive, Project), `resolved` version and `contentHash`. A package locked for
 * several frameworks at one version is listed once.
 */
export function extractPackagesLock(content: string): ExtractResult {
  const parsed = parseJsonLimited(content);
  if (!parsed.ok) return skip(parsed.reason);
  const doc = parsed.value;
  if (!isRecord(doc) || !isRecord(doc.dependencies)) return skip('no "dependencies" object');
  const deps: ExtractedDependency[] = [];
  const seen = new Set<string>();
  for (const framework of Object.values(doc.dependencies)) {
    if (!isRecord(framework)) continue;
    for (const [name, entry] of Object.entries(framework)) {
      if (!isRecord(entry)) continue;
      const type = asString(entry.type) ?? '';
      const version = asString(entry.resolved);
      const key = `${name.toLowerCase()}\u0000${version ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const source: DependencySourceKind = type.toLowerCase() === 'project' ? 'path' : 'registry';
      // contentHash is NuGet's SHA-512 of the package, in base64: named like npm's integrity so hashes compare by algorithm.
      const hash = asString(entry.contentHash);
      deps.push({ name, version, dev: false, source, depType: 'locked', integrity: hash ? `sha512-${hash}` : null });
    }
  }
  return { deps };
}

/** Local tools one manifest may list before the rest is left unread (real manifests list a handful). */
const MAX_TOOLS = 200;

/**
 * `.config/dotnet-tools.json` (and a `dotnet-tools.json` at the root, which older SDKs wrote): the
 * .NET local tools `dotnet tool restore` installs from NuGet and `dotnet <command>` runs, on every
 * machine and CI job that restores them (`tools.<package>.version`, `commands`). Development
 * dependencies of the repository, not of what it ships.
 */
export function extractDotnetTools(content: string): ExtractResult {
  const parsed = parseJsonLimited(withoutBom(content));
  if (!parsed.ok) return skip(parsed.reason);
  const doc = parsed.value;
  if (!isRecord(doc) || !isRecord(doc.tools)) return skip('no "tools" object');
  const deps: ExtractedDependency[] = [];
  for (const [name, entry] of Object.entries(doc.tools).slice(0, MAX_TOOLS)) {
    if (!isRecord(entry)) continue;
    // The key (`"dotnet-ef": {`), not a command of another tool spelled the same.
    const key = content.indexOf(`"${name}":`);
    const at = key >= 0 ? key : content.indexOf(`"${name}"`);
    deps.push({ name, version: asString(entry.version), dev: true, source: 'registry', depType: 'dotnet-tool', line: at < 0 ? null : lineAt(content, at) });
  }
  return { deps };
}

