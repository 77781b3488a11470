import { wellFormedXmlParserLimited } from '../../limited-parse.js';
import { NUGET_XML_OPTIONS, withoutBom } from './extract.js';
import type { LimitedParse } from '../../limited-parse.js';
import { isAtLeast } from '../../signal/severity.js';
import type { Severity } from '../../signal/schema.js';
import { isLoopbackHost } from '../npm/registry-hosts.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedFileFacts, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { baseNameOf, hostOf, isRecord, lineOf } from '../util.js';
import { pushAll } from '../../push-all.js';

/**
 * nuget.config: the package sources NuGet restores from, reported as `nuget-source-override`
 * (docs/findings.md) and compared between base and head by how a source is used and its host.
 *
 * - `extra`: a source other than nuget.org searched together with it (no `<clear/>`, nuget.org not
 *   removed or disabled) and not restricted by `<packageSourceMapping>`: NuGet takes a package from
 *   whichever source has it, so anyone who publishes an internal package name on nuget.org gets
 *   their code restored (dependency confusion, Birsan 2021). High, as pip's `--extra-index-url`.
 * - `replace`: `<clear/>` (or removing or disabling nuget.org) with such a source: every package
 *   comes from it. Medium, as npm's `registry=`.
 * - `mapped`: the source serves only the package patterns `<packageSourceMapping>` gives it. Medium,
 *   as npm's `@scope:registry=`. With a mapping, a source no pattern names serves nothing: not reported.
 * - `insecure`: the source is plain `http://` or sets `allowInsecureConnections`. Medium, as pip's
 *   `--trusted-host`.
 *
 * nuget.org itself (api.nuget.org, www.nuget.org, nuget.org), a folder (`./packages`, `C:\feed`,
 * `%USERPROFILE%\feed`, `$(MSBuildThisFileDirectory)`, `\\server\share`, `file://`) and a feed on
 * the machine itself (`localhost`, `127.x.x.x`) are not reported.
 */

const NUGET_HOSTS: readonly string[] = ['api.nuget.org', 'www.nuget.org', 'nuget.org', 'globalcdn.nuget.org'];

const parseStrict = wellFormedXmlParserLimited({
  ...NUGET_XML_OPTIONS,
  isArray: (name) => name.toLowerCase() === 'add' || name.toLowerCase() === 'remove' || name.toLowerCase() === 'packagesource',
});

function parseNugetConfigXml(content: string): LimitedParse {
  return parseStrict(withoutBom(content));
}

type SourceUse = 'extra' | 'replace' | 'mapped' | 'insecure';

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

function child(element: unknown, name: string): unknown[] {
  if (!isRecord(element)) return [];
  const lower = name.toLowerCase();
  const out: unknown[] = [];
  for (const [key, value] of Object.entries(element)) if (key.toLowerCase() === lower) pushAll(out, list(value));
  return out;
}

function attribute(element: unknown, name: string): string | null {
  if (!isRecord(element)) return null;
  const lower = `@_${name.toLowerCase()}`;
  for (const [key, value] of Object.entries(element)) if (key.toLowerCase() === lower && typeof value === 'string') return value.trim();
  return null;
}

function isNugetOrg(url: string): boolean {
  const host = hostOf(url);
  return host !== null && NUGET_HOSTS.includes(host);
}

/** The host of a remote feed, or null for a folder, a share or a feed on this machine. */
function remoteHost(url: string): string | null {
  if (!/^[a-z][a-z0-9+.-]{0,20}:\/\//i.test(url) || /^file:/i.test(url)) return null;
  const host = hostOf(url);
  if (host === null || isLoopbackHost(host)) return null;
  return host;
}

const SEVERITY: Readonly<Record<SourceUse, Severity>> = { extra: 'high', replace: 'medium', mapped: 'medium', insecure: 'medium' };

export function extractNugetConfig(content: string, path: string): ExtractResult {
  const parsed = parseNugetConfigXml(content);
  if (!parsed.ok) return skip(parsed.reason);
  const configuration = child(parsed.value, 'configuration')[0];
  if (configuration === undefined || configuration === '') return { deps: [], findings: [] };
  if (!isRecord(configuration)) return skip('no <configuration> element');
  const sourcesElement = child(configuration, 'packageSources')[0];
  const cleared = child(sourcesElement, 'clear').length > 0;
  const removed = new Set(child(sourcesElement, 'remove').map((r) => (attribute(r, 'key') ?? '').toLowerCase()));
  const disabled = new Set(
    child(child(configuration, 'disabledPackageSources')[0], 'add')
      .filter((a) => (attribute(a, 'value') ?? '').toLowerCase() === 'true')
      .map((a) => (attribute(a, 'key') ?? '').toLowerCase()),
  );
  const mapped = new Set(child(child(configuration, 'packageSourceMapping')[0], 'packageSource').map((s) => (attribute(s, 'key') ?? '').toLowerCase()));
  const sources = child(sourcesElement, 'add').map((a) => ({
    key: attribute(a, 'key') ?? '',
    value: attribute(a, 'value') ?? '',
    insecure: (attribute(a, 'allowInsecureConnections') ?? '').toLowerCase() === 'true',
  }));
  const active = (key: string): boolean => !removed.has(key.toLowerCase()) && !disabled.has(key.toLowerCase());
  // nuget.org is searched when this file adds it (under any key) and keeps it, or inherits it from the
  // machine's configuration (key `nuget.org`): no <clear/>, and that key neither removed nor disabled.
  const nugetOrgKept = sources.some((s) => isNugetOrg(s.value) && active(s.key)) || (!cleared && active('nuget.org'));
  const findings: KeyedFinding[] = [];
  // Several feeds on one host (Azure Artifacts, MyGet) are one finding per use, at the first.
  const add = (finding: KeyedFinding): void => {
    if (!findings.some((f) => f.key === finding.key)) findings.push(finding);
  };
  const name = baseNameOf(path);
  for (const source of sources) {
    if (!active(source.key) || isNugetOrg(source.value)) continue;
    const host = remoteHost(source.value);
    if (host === null) continue;
    // With package source mapping on, a source no pattern names serves nothing.
    if (mapped.size > 0 && !mapped.has(source.key.toLowerCase())) continue;
    const line = lineOf(content, source.value);
    const use: SourceUse = mapped.has(source.key.toLowerCase()) ? 'mapped' : nugetOrgKept ? 'extra' : 'replace';
    const [title, detail] = ((): [string, string] => {
      switch (use) {
        case 'extra':
          return [
            `${name} adds the package source ${host} next to nuget.org`,
            `${path} adds the source "${source.key}" (${source.value}) while nuget.org stays a source, with no <packageSourceMapping> for it: NuGet restores a package from whichever source has it, so anyone who publishes one of your internal package names on nuget.org gets their code restored and built (dependency confusion). Map each package pattern to its source with <packageSourceMapping>, or use one feed that proxies nuget.org.`,
          ];
        case 'replace':
          return [
            `${name} replaces nuget.org with ${host}`,
            `${path} ${cleared ? 'clears the inherited sources (<clear/>)' : 'removes or disables nuget.org'} and restores every package from "${source.key}" (${source.value}): whoever controls that host decides what gets restored and built. Check that it is your organization's feed, over https.`,
          ];
        default:
          return [
            `${name} restores mapped packages from ${host}`,
            `${path} adds the source "${source.key}" (${source.value}) for the package patterns <packageSourceMapping> gives it: whoever controls that host decides what those packages are. Check that it is your organization's feed, over https.`,
          ];
      }
    })();
    add(makeFinding({ id: 'nuget-source-override', severity: SEVERITY[use], title, detail, path, line, subject: `${use} ${host}` }));
    if (source.insecure || /^http:/i.test(source.value)) {
      add(
        makeFinding({
          id: 'nuget-source-override',
          severity: SEVERITY.insecure,
          title: `${name} restores packages from ${host} without TLS checks`,
          detail: `${path} reads the source "${source.key}" (${source.value}) ${/^http:/i.test(source.value) ? 'over plain http' : 'with allowInsecureConnections'}: anyone on the network path can serve other packages. Use https with a valid certificate.`,
          path,
          line,
          subject: `insecure ${host}`,
        }),
      );
    }
  }
  return { deps: [], findings };
}

function hostOfKey(finding: KeyedFinding): string {
  const subject = finding.key.slice(finding.key.lastIndexOf('\u0000') + 1);
  return subject.slice(subject.indexOf(' ') + 1);
}

/**
 * A source the base already had, used another way now (a mapping added, `<clear/>` added): not new
 * unless its use got worse. A finding stays when the base had none for the host at its severity or above.
 */
export function reviseIntroducedSources(introduced: readonly KeyedFinding[], file: ChangedFileFacts): KeyedFinding[] {
  const before = (file.base?.findings ?? []).filter((f) => f.id === 'nuget-source-override');
  return introduced.filter((finding) => {
    if (finding.id !== 'nuget-source-override' || finding.key.includes('\u0000insecure ')) return true;
    const host = hostOfKey(finding);
    return !before.some((b) => !b.key.includes('\u0000insecure ') && hostOfKey(b) === host && isAtLeast(b.severity, finding.severity));
  });
}
