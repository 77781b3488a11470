import { parseTomlLimited } from '../../limited-parse.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { skip, type ExtractResult } from '../types.js';
import { hostOf, isRecord, lineOf } from '../util.js';

/**
 * Package indexes a Python project installs from, other than PyPI: `--index-url`, `--extra-index-url`
 * and `--trusted-host` in requirements files, the same settings in pip.conf, and the sources of
 * pyproject.toml (`[[tool.uv.index]]`, `[[tool.poetry.source]]`). Reported as `pip-extra-index`
 * (docs/findings.md), compared between base and head by option and host.
 */

/** PyPI's own hosts: the index and the file CDN. */
export const PYPI_HOSTS: readonly string[] = ['pypi.org', 'files.pythonhosted.org', 'pypi.python.org'];

/**
 * How an index is used. `extra`: searched together with PyPI, highest version wins (pip's
 * --extra-index-url, the dependency-confusion setting); `replace`: used instead of PyPI; `first`:
 * searched before PyPI, which it shadows for the names it has; `trusted`: TLS checks off.
 */
export type IndexUse = 'extra' | 'replace' | 'first' | 'trusted';

export interface PackageIndex {
  readonly use: IndexUse;
  /** The URL (or, for `trusted`, the host) as written. */
  readonly value: string;
  readonly line: number | null;
  /** The setting as written, for the title: `--extra-index-url`, `tool.uv.index`, ... */
  readonly setting: string;
}

/**
 * Wheel indexes that a vendor runs for its own builds and documents as the way to install them
 * (`pip install torch --index-url https://download.pytorch.org/whl/cpu`, NVIDIA's, PyG's, JAX's
 * find-links page): host and path prefix, so that a shared bucket host counts only under the
 * vendor's folder.
 */
const VENDOR_INDEXES: readonly string[] = [
  'download.pytorch.org/whl/',
  'pypi.nvidia.com/',
  'pypi.ngc.nvidia.com/',
  'developer.download.nvidia.com/compute/redist/',
  'data.pyg.org/whl/',
  'storage.googleapis.com/jax-releases/',
  'download.openmmlab.com/mmcv/',
  'dl.fbaipublicfiles.com/detectron2/',
];

/** Whether an index URL is one of VENDOR_INDEXES (https only), a whole folder of it. */
export function isVendorIndex(url: string): boolean {
  const m = /^https:\/\/(?:[^@/\s]{1,100}@)?([^/\s]{1,300})/i.exec(url);
  if (m === null) return false;
  const rest = `${m[1]!.toLowerCase()}${url.slice(m[0].length)}/`;
  return VENDOR_INDEXES.some((prefix) => rest.startsWith(prefix));
}

function isPypi(url: string): boolean {
  const host = hostOf(url);
  return host !== null && PYPI_HOSTS.includes(host);
}

/** The `pip-extra-index` findings for the indexes a file configures (PyPI itself is never reported). */
export function indexFindings(path: string, indexes: readonly PackageIndex[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  // The same index given again (same use, value and setting) is the same finding, whose first is
  // kept (a noxfile of 3,000 calls naming one index hundreds of times each built 900,000 findings to keep one: 4 s).
  const seen = new Set<string>();
  for (const index of indexes) {
    if (index.use !== 'trusted' && isPypi(index.value)) continue;
    const same = `${index.use}\u0000${index.value}\u0000${index.setting}`;
    if (seen.has(same)) continue;
    seen.add(same);
    const host = index.use === 'trusted' ? index.value.replace(/:\d+$/, '').toLowerCase() : (hostOf(index.value) ?? index.value);
    const subject = `${index.use} ${host}`;
    const where = `${path} (${index.setting})`;
    const vendor = index.use !== 'trusted' && isVendorIndex(index.value);
    const [severity, title, detail] = ((): [KeyedFinding['severity'], string, string] => {
      // A vendor's own wheel index: its documented install method, and still what decides those packages.
      if (vendor && index.use === 'extra') {
        return [
          'medium',
          `${index.setting} adds ${host}, a vendor's wheel index, next to PyPI`,
          `${where} makes the installer look up packages on both PyPI and ${index.value}, the vendor's own wheel index and its documented way to install its builds; pip still takes each package from whichever offers the higher version, so a name only that index serves can be shadowed from PyPI (PyTorch's torchtriton, December 2022). Prefer --index-url for the vendor's packages alone (or uv's explicit index), and pin hashes.`,
        ];
      }
      if (vendor) {
        return [
          'low',
          `${index.setting} takes packages from ${host}, a vendor's wheel index`,
          `${where} installs from ${index.value}, the vendor's own wheel index and its documented way to install its builds: check that the packages taken from it are the vendor's.`,
        ];
      }
      switch (index.use) {
        case 'extra':
          return [
            'high',
            `${index.setting} adds the package index ${host} next to PyPI`,
            `${where} makes the installer look up packages on both PyPI and ${index.value} and take them from PyPI when PyPI has them (pip: the highest version found on either): anyone who publishes one of your internal package names on PyPI gets their code installed (dependency confusion). Use a single index that proxies PyPI (--index-url), pin internal packages to your index, or pin hashes (--require-hashes).`,
          ];
        case 'replace':
          return [
            'medium',
            `${index.setting} replaces PyPI with ${host}`,
            `${where} downloads every package from ${index.value} instead of PyPI: whoever controls that host decides what gets installed. Check that it is your organization's index, over https.`,
          ];
        case 'first':
          return [
            'medium',
            `${index.setting} adds the package index ${host}, searched before PyPI`,
            `${where} adds ${index.value}: any package name it serves is installed from there instead of PyPI. Check that it is your organization's index, over https, and prefer pinning packages to it explicitly.`,
          ];
        default:
          return [
            'medium',
            `${index.setting} turns off TLS verification for ${host}`,
            `${where} makes pip accept ${host} over plain http or with any certificate: anyone on the network path can serve other packages. Fix the certificate (or use --cert) instead.`,
          ];
      }
    })();
    findings.push(makeFinding({ id: 'pip-extra-index', severity, title, detail, path, line: index.line, subject }));
  }
  return findings;
}

/**
 * `-f`/`--find-links` (and pip.conf's `find-links`) is searched together with PyPI, as an extra
 * index is: pip merges the archives a page or folder links with PyPI's candidates and installs the
 * highest version. A local folder (`-f ./wheelhouse`, `file://…`) is the project's own and is not
 * read; only a page on another machine is.
 */
const OPTION_USE: Readonly<Record<string, IndexUse>> = {
  '-i': 'replace',
  '--index-url': 'replace',
  '--extra-index-url': 'extra',
  '-f': 'extra',
  '--find-links': 'extra',
  '--trusted-host': 'trusted',
};

/** A find-links value that is a page on another machine (`http(s)://`, not localhost): a local folder or `file://` is the project's own. */
function remoteFindLinks(setting: string, value: string): boolean {
  if (setting !== '-f' && setting !== '--find-links' && setting !== 'find-links') return true;
  return /^https?:\/\/(?!(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?:[:/]|$))[^\s/]/i.test(value);
}

/** Index options of a requirements file (on their own lines, as pip reads them). */
export function requirementsIndexes(content: string): PackageIndex[] {
  const indexes: PackageIndex[] = [];
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^\s*(-i|-f|--index-url|--extra-index-url|--find-links|--trusted-host)(?:\s*=\s*|\s+)(\S+)/.exec(lines[i]!);
    if (match && remoteFindLinks(match[1]!, match[2]!)) indexes.push({ use: OPTION_USE[match[1]!]!, value: match[2]!, line: i + 1, setting: match[1]! });
  }
  return indexes;
}

const PIP_CONF_USE: Readonly<Record<string, IndexUse>> = { 'index-url': 'replace', 'extra-index-url': 'extra', 'find-links': 'extra', 'trusted-host': 'trusted' };

/** pip.conf / pip.ini (INI): `index-url`, `extra-index-url`, `find-links` and `trusted-host`, lists on continuation lines. */
export function extractPipConf(content: string, path: string): ExtractResult {
  const indexes: PackageIndex[] = [];
  let current: { key: string; use: IndexUse } | null = null;
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.replace(/\r$/, '');
    if (/^\s*(?:[#;].*)?$/.test(line)) continue;
    if (/^\s/.test(line) && current !== null) {
      // A continuation line of a multi-line value.
      for (const value of line.trim().split(/\s+/)) if (remoteFindLinks(current.key, value)) indexes.push({ use: current.use, value, line: i + 1, setting: current.key });
      continue;
    }
    current = null;
    const match = /^\s*([\w-]+)\s*[=:](.*)$/.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase().replace(/_/g, '-');
    const use = PIP_CONF_USE[key];
    if (use === undefined) continue;
    current = { key, use };
    for (const value of match[2]!.trim().split(/\s+/).filter((v) => v !== '' && remoteFindLinks(key, v))) indexes.push({ use, value, line: i + 1, setting: key });
  }
  return { deps: [], findings: indexFindings(path, indexes) };
}

/**
 * pyproject.toml sources: uv `[[tool.uv.index]]` (and the older `index-url`, `extra-index-url`, with
 * `allow-insecure-host`), Poetry `[[tool.poetry.source]]` and PDM `[[tool.pdm.source]]`. Explicit
 * indexes (uv `explicit = true`, Poetry `priority = "explicit"`) serve only the packages pinned to
 * them, and are not reported. uv.toml holds uv's settings at its top level (`uvPrefix` '').
 */
export function pyprojectIndexes(tool: Record<string, unknown>, content: string, uvPrefix = 'tool.uv.'): PackageIndex[] {
  const indexes: PackageIndex[] = [];
  // Through lineOf's index and budget: a split of the text before each URL was quadratic (8,000 indexes: 19 s).
  const lineOfUrl = (url: string): number | null => lineOf(content, url);
  const uv = isRecord(tool.uv) ? tool.uv : {};
  // uv's default strategy takes a package from the first index that has it; the unsafe ones mix indexes like pip.
  const mixes = typeof uv['index-strategy'] === 'string' && uv['index-strategy'].startsWith('unsafe');
  for (const index of Array.isArray(uv.index) ? uv.index : []) {
    if (!isRecord(index) || typeof index.url !== 'string' || index.explicit === true) continue;
    const use: IndexUse = index.default === true ? 'replace' : mixes ? 'extra' : 'first';
    indexes.push({ use, value: index.url, line: lineOfUrl(index.url), setting: `${uvPrefix}index` });
  }
  if (typeof uv['index-url'] === 'string') indexes.push({ use: 'replace', value: uv['index-url'], line: lineOfUrl(uv['index-url']), setting: `${uvPrefix}index-url` });
  for (const url of Array.isArray(uv['extra-index-url']) ? uv['extra-index-url'] : []) {
    if (typeof url === 'string') indexes.push({ use: mixes ? 'extra' : 'first', value: url, line: lineOfUrl(url), setting: `${uvPrefix}extra-index-url` });
  }
  // uv's --trusted-host: TLS checks off for these hosts.
  for (const host of Array.isArray(uv['allow-insecure-host']) ? uv['allow-insecure-host'] : []) {
    if (typeof host === 'string' && host !== '') indexes.push({ use: 'trusted', value: hostOf(host) ?? host, line: lineOfUrl(host), setting: `${uvPrefix}allow-insecure-host` });
  }
  const poetry = isRecord(tool.poetry) ? tool.poetry : {};
  for (const source of Array.isArray(poetry.source) ? poetry.source : []) {
    if (!isRecord(source) || typeof source.url !== 'string') continue;
    const priority = typeof source.priority === 'string' ? source.priority : source.default === true ? 'default' : source.secondary === true ? 'secondary' : 'primary';
    if (priority === 'explicit') continue;
    // Supplemental (and the older secondary) sources are asked only for what PyPI lacks: the dependency-confusion order.
    const use: IndexUse = priority === 'supplemental' || priority === 'secondary' ? 'extra' : 'replace';
    indexes.push({ use, value: source.url, line: lineOfUrl(source.url), setting: 'tool.poetry.source' });
  }
  // PDM searches every source together with PyPI and takes the best match (pip's extra-index-url),
  // the source order only with `respect-source-order`; a source named "pypi" replaces PyPI itself.
  const pdm = isRecord(tool.pdm) ? tool.pdm : {};
  const inOrder = isRecord(pdm.resolution) && pdm.resolution['respect-source-order'] === true;
  for (const source of Array.isArray(pdm.source) ? pdm.source : []) {
    if (!isRecord(source) || typeof source.url !== 'string') continue;
    const use: IndexUse = source.name === 'pypi' ? 'replace' : inOrder ? 'first' : 'extra';
    indexes.push({ use, value: source.url, line: lineOfUrl(source.url), setting: 'tool.pdm.source' });
    const host = hostOf(source.url);
    if (source.verify_ssl === false && host !== null) indexes.push({ use: 'trusted', value: host, line: lineOfUrl(source.url), setting: 'tool.pdm.source verify_ssl' });
  }
  return indexes;
}

/** uv.toml: uv's settings (`[[index]]`, `index-url`, `extra-index-url`, `allow-insecure-host`) at the top level. */
export function extractUvToml(content: string, path: string): ExtractResult {
  const parsed = parseTomlLimited(content);
  if (!parsed.ok) return skip(parsed.reason);
  const doc = parsed.value;
  return { deps: [], findings: indexFindings(path, pyprojectIndexes({ uv: doc }, content, '')) };
}
