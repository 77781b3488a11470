import { describe, expect, it } from 'vitest';
import { extractPipConf, extractUvToml, isVendorIndex } from '../../../src/ecosystems/pypi/indexes.js';
import { extractPyproject } from '../../../src/ecosystems/pypi/pyproject.js';
import { extractRequirements } from '../../../src/ecosystems/pypi/requirements.js';
import type { ExtractResult } from '../../../src/ecosystems/types.js';

const summary = (result: ExtractResult): [string, string, number | null][] =>
  (result.findings ?? []).map((f) => [f.severity, f.title, f.line]);

describe('pip-extra-index', () => {
  it('reads index options of a requirements file, PyPI itself left out', () => {
    const content = [
      '# indexes',
      '-i https://pypi.org/simple',
      '--index-url=https://mirror.corp.example/simple',
      '--extra-index-url https://user:${TOKEN}@pypi.corp.example/simple',
      '--trusted-host pypi.corp.example',
      'requests==2.31.0 --hash=sha256:abc',
    ].join('\n');
    const result = extractRequirements(content, 'requirements.txt', () => null);
    expect(result.deps.map((d) => d.name)).toEqual(['requests']);
    expect(summary(result)).toEqual([
      ['medium', '--index-url replaces PyPI with mirror.corp.example', 3],
      ['high', '--extra-index-url adds the package index pypi.corp.example next to PyPI', 4],
      ['medium', '--trusted-host turns off TLS verification for pypi.corp.example', 5],
    ]);
  });

  it("lowers a vendor's own wheel index (PyTorch, NVIDIA, PyG, JAX) to medium next to PyPI and low in its place; not a look-alike or plain http", () => {
    const content = [
      '--extra-index-url https://download.pytorch.org/whl/cu121',
      '--index-url https://pypi.nvidia.com',
      '-f https://data.pyg.org/whl/torch-2.4.0+cpu.html',
      '--extra-index-url https://download.pytorch.org.whl-mirror.example/whl/cpu',
      '--extra-index-url http://download.pytorch.org/whl/cpu',
      '--extra-index-url https://storage.googleapis.com/someone-else/simple',
      'torch==2.4.0',
    ].join('\n');
    expect(summary(extractRequirements(content, 'requirements.txt', () => null))).toEqual([
      ['medium', "--extra-index-url adds download.pytorch.org, a vendor's wheel index, next to PyPI", 1],
      ['low', "--index-url takes packages from pypi.nvidia.com, a vendor's wheel index", 2],
      ['medium', "-f adds data.pyg.org, a vendor's wheel index, next to PyPI", 3],
      ['high', '--extra-index-url adds the package index download.pytorch.org.whl-mirror.example next to PyPI', 4],
      ['high', '--extra-index-url adds the package index download.pytorch.org next to PyPI', 5],
      ['high', '--extra-index-url adds the package index storage.googleapis.com next to PyPI', 6],
    ]);
    expect(isVendorIndex('https://storage.googleapis.com/jax-releases/jax_cuda_releases.html')).toBe(true);
    expect(isVendorIndex('https://storage.googleapis.com/jax-releases-not/x.html')).toBe(false);
  });

  it('reads -f/--find-links to a page on another machine as an index searched with PyPI (high), in requirements files and pip.conf; not a local folder', () => {
    const content = [
      '--find-links http://pkgs.pyfast-mirror.net/simple/',
      '-f https://wheels.acme-build.dev/linux/',
      '--find-links=./wheelhouse',
      '-f file:///opt/wheels',
      '--find-links http://localhost:8080/wheels/',
      'requests==2.32.3',
    ].join('\n');
    expect(summary(extractRequirements(content, 'requirements.txt', () => null))).toEqual([
      ['high', '--find-links adds the package index pkgs.pyfast-mirror.net next to PyPI', 1],
      ['high', '-f adds the package index wheels.acme-build.dev next to PyPI', 2],
    ]);
    const conf = '[global]\nfind-links =\n    https://wheels.acme-build.dev/linux/\n    /srv/wheels\n';
    expect(summary(extractPipConf(conf, 'pip.conf'))).toEqual([['high', 'find-links adds the package index wheels.acme-build.dev next to PyPI', 3]]);
  });

  it('reads pip.conf settings, lists on continuation lines and underscores', () => {
    const content = '[global]\nindex_url = https://pypi.org/simple\nextra-index-url =\n    https://a.example/simple\n    https://b.example/simple\n; comment\n[install]\ntrusted-host: a.example:8080\n';
    expect(summary(extractPipConf(content, 'pip.conf'))).toEqual([
      ['high', 'extra-index-url adds the package index a.example next to PyPI', 4],
      ['high', 'extra-index-url adds the package index b.example next to PyPI', 5],
      ['medium', 'trusted-host turns off TLS verification for a.example', 8],
    ]);
  });

  it('reads uv indexes and Poetry sources from pyproject.toml, explicit ones left out', () => {
    const uv = `[project]
name = "app"

[[tool.uv.index]]
name = "corp"
url = "https://pypi.corp.example/simple"

[[tool.uv.index]]
name = "mirror"
url = "https://mirror.example/simple"
default = true

[[tool.uv.index]]
name = "torch"
url = "https://download.pytorch.org/whl/cpu"
explicit = true
`;
    expect(summary(extractPyproject(uv))).toEqual([
      ['medium', 'tool.uv.index adds the package index pypi.corp.example, searched before PyPI', 6],
      ['medium', 'tool.uv.index replaces PyPI with mirror.example', 10],
    ]);
    expect(summary(extractPyproject(`[tool.uv]\nindex-strategy = "unsafe-best-match"\nextra-index-url = ["https://pypi.corp.example/simple"]\n`))).toEqual([
      ['high', 'tool.uv.extra-index-url adds the package index pypi.corp.example next to PyPI', 3],
    ]);
    const poetry = `[tool.poetry]
name = "app"

[[tool.poetry.source]]
name = "corp"
url = "https://pypi.corp.example/simple"
priority = "supplemental"

[[tool.poetry.source]]
name = "mirror"
url = "https://mirror.example/simple"

[[tool.poetry.source]]
name = "pinned"
url = "https://pinned.example/simple"
priority = "explicit"
`;
    expect(summary(extractPyproject(poetry, 'svc/pyproject.toml'))).toEqual([
      ['high', 'tool.poetry.source adds the package index pypi.corp.example next to PyPI', 6],
      ['medium', 'tool.poetry.source replaces PyPI with mirror.example', 11],
    ]);
  });

  it('reads PDM sources: searched together with PyPI (high), in order with respect-source-order, "pypi" replacing it, verify_ssl off', () => {
    const pdm = `[project]
name = "app"

[[tool.pdm.source]]
name = "private"
url = "https://pypi.corp.example/simple"
verify_ssl = false

[[tool.pdm.source]]
name = "pypi"
url = "https://mirror.example/simple"
`;
    expect(summary(extractPyproject(pdm))).toEqual([
      ['high', 'tool.pdm.source adds the package index pypi.corp.example next to PyPI', 6],
      ['medium', 'tool.pdm.source verify_ssl turns off TLS verification for pypi.corp.example', 6],
      ['medium', 'tool.pdm.source replaces PyPI with mirror.example', 11],
    ]);
    const ordered = `[tool.pdm.resolution]\nrespect-source-order = true\n\n[[tool.pdm.source]]\nname = "private"\nurl = "https://pypi.corp.example/simple"\n`;
    expect(summary(extractPyproject(ordered))).toEqual([['medium', 'tool.pdm.source adds the package index pypi.corp.example, searched before PyPI', 6]]);
    // PyPI itself, and PDM settings that are not sources, are not reported.
    expect(summary(extractPyproject(`[[tool.pdm.source]]\nname = "pypi"\nurl = "https://pypi.org/simple"\n\n[tool.pdm.dev-dependencies]\ntest = ["pytest>=8"]\n`))).toEqual([]);
  });

  it('reads uv.toml, where uv keeps the same settings at the top level', () => {
    const content = `cache-dir = "./.uv-cache"\nallow-insecure-host = ["pypi.corp.example:8080"]\n\n[[index]]\nname = "corp"\nurl = "https://pypi.corp.example/simple"\ndefault = true\n`;
    expect(summary(extractUvToml(content, 'uv.toml'))).toEqual([
      ['medium', 'index replaces PyPI with pypi.corp.example', 6],
      ['medium', 'allow-insecure-host turns off TLS verification for pypi.corp.example', 2],
    ]);
    expect(summary(extractUvToml(`[[index]]\nurl = "https://pypi.corp.example/simple"\nexplicit = true\n`, 'uv.toml'))).toEqual([]);
    expect(summary(extractUvToml(`extra-index-url = ["https://pypi.corp.example/simple"]\nindex-strategy = "unsafe-best-match"\n`, 'uv.toml'))).toEqual([['high', 'extra-index-url adds the package index pypi.corp.example next to PyPI', 1]]);
    // An ordinary uv.toml (cache, Python downloads, resolution) and an unreadable one.
    expect(summary(extractUvToml(`cache-dir = "/tmp/uv"\npython-downloads = "manual"\nresolution = "lowest-direct"\n`, 'uv.toml'))).toEqual([]);
    expect(extractUvToml('[[index]\nurl = "x"', 'uv.toml').skipReason).toBeDefined();
  });
});
