import { describe, expect, it } from 'vitest';
import { CARGO_LOCK_SCAN, cargoLockResult, extractCargoLock } from '../../src/ecosystems/cargo/extract.js';
import { extractPoetryLock, extractUvLock, POETRY_LOCK_SCAN, poetryLockResult, UV_LOCK_SCAN, uvLockResult } from '../../src/ecosystems/pypi/locks.js';
import { parseToml } from '../../src/ecosystems/pypi/pyproject.js';
import type { LockScanSpec } from '../../src/ecosystems/toml-lock.js';
import { scanTomlLock } from '../../src/ecosystems/toml-lock.js';
import type { ExtractResult } from '../../src/ecosystems/types.js';
import { cargoLock, cargoLockV1, poetryLock, poetryLockV1, uvLock } from '../support/lockfile-generators.js';

/**
 * The TOML lockfile scanner must extract exactly what the full TOML parse does: compared on
 * generated lockfiles shaped like what Poetry, uv and Cargo write, and on hand-written edge cases.
 */

interface Format {
  readonly name: string;
  readonly spec: LockScanSpec;
  readonly fromDoc: (doc: Record<string, unknown>) => ExtractResult;
  readonly extract: (content: string) => ExtractResult;
  readonly fixtures: readonly (readonly [string, string])[];
}

const FORMATS: Format[] = [
  {
    name: 'poetry.lock',
    spec: POETRY_LOCK_SCAN,
    fromDoc: poetryLockResult,
    extract: extractPoetryLock,
    fixtures: [['lock-version 2', poetryLock(600)], ['lock-version 1.1', poetryLockV1(300)]],
  },
  { name: 'uv.lock', spec: UV_LOCK_SCAN, fromDoc: uvLockResult, extract: extractUvLock, fixtures: [['uv 0.5', uvLock(600)]] },
  { name: 'Cargo.lock', spec: CARGO_LOCK_SCAN, fromDoc: cargoLockResult, extract: extractCargoLock, fixtures: [['v4', cargoLock(600)], ['v1', cargoLockV1(300)]] },
];

/**
 * A uv.lock whose project's development group reaches `tool`, `lit` and `escaped` only through the
 * given lists (the project's dependency list and its dev group): the dev flags depend on reading
 * every name in them.
 */
function uvWithDependencies(projectDependencies: string, devGroup: string): string {
  const pkg = (name: string, deps = '') => `[[package]]\nname = "${name}"\nversion = "1"\nsource = { registry = "https://pypi.org/simple" }\n${deps}\n`;
  return [
    `[[package]]\nname = "app"\nversion = "0.1.0"\nsource = { editable = "." }\ndependencies = ${projectDependencies}\n\n[package.dev-dependencies]\ndev = ${devGroup}\n\n`,
    pkg('tool', 'dependencies = [\n    { name = "helper" },\n]\n'),
    pkg('helper'),
    pkg('lit'),
    pkg('escaped', 'dependencies = [{ name = "esc-helper", marker = "python_version < \'3.13\'" }]\n'),
    pkg('esc-helper'),
    pkg('escaped'),
  ].join('');
}

function viaToml(format: Format, content: string): ExtractResult {
  const doc = parseToml(content);
  if (typeof doc === 'string') throw new Error(doc);
  return format.fromDoc(doc);
}

function viaScanner(format: Format, content: string): ExtractResult | null {
  const doc = scanTomlLock(content, format.spec);
  return doc === null ? null : format.fromDoc(doc);
}

// How fast each format parses is a figure of `npm run bench` (lockfile_10k_ms_*), not asserted here.
describe('TOML lockfile scanner on 10,000 packages', () => {
  const tenThousand: Record<string, () => string> = {
    'poetry.lock': () => poetryLock(10_000, false),
    'uv.lock': () => uvLock(10_000, false),
    'Cargo.lock': () => cargoLock(10_000),
  };
  for (const format of FORMATS) {
    it(`reads every package of a generated 10,000-package ${format.name}`, () => {
      const result = format.extract(tenThousand[format.name]!());
      expect(result.skipReason).toBeUndefined();
      expect(result.deps.length).toBeGreaterThanOrEqual(9_000);
    });
  }
});

describe('TOML lockfile scanner', () => {
  for (const format of FORMATS) {
    for (const [label, content] of format.fixtures) {
      it(`extracts from a generated ${format.name} (${label}) exactly what the TOML parse gives`, () => {
        const expected = viaToml(format, content);
        expect(expected.deps.length).toBeGreaterThan(100);
        expect(viaScanner(format, content)).toEqual(expected);
        expect(viaScanner(format, content.replace(/\n/g, '\r\n'))).toEqual(expected);
        expect(format.extract(content)).toEqual(expected);
      });
    }
  }

  it('covers every kind of source, dev flag and hash the generated fixtures hold', () => {
    const poetry = viaToml(FORMATS[0]!, poetryLock(600)).deps;
    expect(new Set(poetry.map((d) => d.source))).toEqual(new Set(['registry', 'git', 'path']));
    expect(new Set(poetry.map((d) => d.dev))).toEqual(new Set([true, false]));
    expect(poetry.some((d) => d.integrity === null) && poetry.some((d) => d.integrity?.includes(' '))).toBe(true);
    expect(viaToml(FORMATS[0]!, poetryLockV1(300)).deps.filter((d) => d.integrity !== null).length).toBeGreaterThan(200);
    const uv = viaToml(FORMATS[1]!, uvLock(600)).deps;
    expect(new Set(uv.map((d) => d.source))).toEqual(new Set(['registry', 'git', 'url', 'path']));
    expect(uv.filter((d) => d.dev).map((d) => d.name)).toEqual(['pytest', 'pluggy']);
    const cargo = viaToml(FORMATS[2]!, cargoLock(600)).deps;
    expect(new Set(cargo.map((d) => d.source))).toEqual(new Set(['registry', 'git']));
  });

  it('extracts the same from hand-written edge cases: comments, quoted keys, escapes, inline tables', () => {
    const cases: [Format, string][] = [
      [
        FORMATS[0]!,
        `# comment\n[[package]] # trailing comment\n"name" = 'literal-name' # comment\nversion = "1.0"\ngroups = [ # why\n  "dev", # inline comment\n]\nfiles = [{file = "a", hash = "sha256:\\u0041"}, {hash = "sha256:b", file = "b",}, ]\n\n[[package]]\nname = "inline-source"\nversion = "2.0"\nsource = {type = "url", url = "https://example.com/x.whl"}\nfiles = [\n    # a comment in an array\n    {file = "x.whl", hash = "sha256:x"}\n]\n`,
      ],
      [FORMATS[0]!, '[[package]]\nname = "a"\nversion = "1"\n\n[metadata]\nlock-version = "1.1"\n\n[metadata.files]\na = [{file = "a", hash = "md5:1"}]\n"b.c" = []\n'],
      [FORMATS[1]!, '[[package]]\nname = "a"\nversion = "1"\n\n[package.source]\nregistry = "https://pypi.org/simple"\n\n[package.sdist]\nurl = "https://files.pythonhosted.org/a.tar.gz"\nhash = "sha256:a"\n'],
      [FORMATS[1]!, '[[package]]\nname = "a"\nversion = 1\nsource = { registry = "https://pypi.org/simple" }\nwheels = []\n'],
      [FORMATS[2]!, '[[package]]\nname = "a"\nversion = "1.0.0"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "abc"\n\n[[package]]\nname = 7\nversion = "1"\nsource = "x"\n'],
      // uv.lock dependency lists, kept as text and read for names only: entries in and out of uv's own shape.
      [FORMATS[1]!, uvWithDependencies('[\n    { marker = "sys_platform == \'win32\'", name = "tool" },\n    { name = \'lit\' },\n]', '[{ name = "esc\\u0061ped" }, "not-a-table", { name = 7 }, {}]')],
      [FORMATS[1]!, uvWithDependencies('[ # a comment\n    { name = "tool", extra = ["a", "b]"] }, # another\n    { name = "lit" , version = "1" },\n]', '[\n    { name = "escaped" },\n]')],
      [FORMATS[1]!, uvWithDependencies('{ name = "tool" }', '[]')],
      [FORMATS[1]!, uvWithDependencies('[{ "name" = "tool" }, { name = "lit", name2 = "x" }]', '[{ extra.x = "dotted keys: only the full parser reads them", name = "escaped" },]')],
    ];
    for (const [format, content] of cases) {
      const expected = viaToml(format, content);
      expect(expected.deps.length).toBeGreaterThan(0);
      expect(viaScanner(format, content)).toEqual(expected);
    }
  });

  it('leaves what it does not read the regular way to the TOML parser', () => {
    const irregular: [Format, string][] = [
      [FORMATS[0]!, '[[package]]\nname = "a"\nversion = "1"\ndescription = """\nmulti-line\n"""\n'],
      [FORMATS[0]!, '[[package]]\nname = "a"\nsource.type = "git"\nsource.url = "https://github.com/a/a"\nversion = "1"\n'],
      [FORMATS[0]!, '[metadata]\nfiles = { a = [{file = "a", hash = "md5:1"}] }\n\n[[package]]\nname = "a"\nversion = "1"\n'],
      [FORMATS[0]!, '[[package]]\nname = "a"\nversion = "1"\n\n[package."source"]\ntype = "git"\nurl = "https://github.com/a/a"\n'],
      [FORMATS[1]!, '[[package]]\nname = "a"\nversion = "1"\n\n[[package.wheels]]\nurl = "https://files.pythonhosted.org/a.whl"\nhash = "sha256:a"\n'],
      [FORMATS[2]!, '[[package]]\nname = "a"\nversion = "1"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "abc"\nname = "b"\n'],
    ];
    for (const [format, content] of irregular) {
      expect(scanTomlLock(content, format.spec)).toBeNull();
      const parsed = parseToml(content);
      expect(format.extract(content)).toEqual(typeof parsed === 'string' ? { deps: [], skipReason: parsed } : format.fromDoc(parsed));
    }
    expect(extractPoetryLock('[[package]\nname = "a"\n').skipReason).toMatch(/^invalid TOML/);
    expect(extractUvLock('[[package]]\nname = "a\n').skipReason).toMatch(/^invalid TOML/);
  });
});
