import { describe, expect, it } from 'vitest';
import { extractCargoLock, extractCargoToml } from '../../../src/ecosystems/cargo/extract.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

describe('Cargo', () => {
  it('reads dependency tables, renames, git and path sources, targets and the build script', () => {
    const content = `[package]
name = "app"
version = "0.1.0"
build = "build.rs"

[dependencies]
serde = { version = "1.0", features = ["derive"] }
tokio = "1"
json = { package = "serde_json", version = "1" }
fork = { git = "https://github.com/me/fork", branch = "main" }

[dev-dependencies]
criterion = "0.5"

[build-dependencies]
cc = "1.0"

[target.'cfg(windows)'.dependencies]
winapi = "0.3"

[dependencies.local]
path = "../local"
`;
    const result = extractCargoToml(content);
    expect(result.deps.map((d) => [d.name, d.version, d.dev, d.source, d.depType])).toEqual([
      ['serde', '1.0', false, 'registry', 'dependencies'],
      ['tokio', '1', false, 'registry', 'dependencies'],
      ['serde_json', '1', false, 'registry', 'dependencies'],
      ['fork', 'https://github.com/me/fork@main', false, 'git', 'dependencies'],
      ['local', '../local', false, 'path', 'dependencies'],
      ['cc', '1.0', false, 'registry', 'build-dependencies'],
      ['criterion', '0.5', true, 'registry', 'dev-dependencies'],
      ['winapi', '0.3', false, 'registry', "target.cfg(windows).dependencies"],
    ]);
    expect(result.buildScript).toBe('build.rs');
  });

  it('reads Cargo.lock sources and checksums, leaving local crates out', () => {
    const content = `version = 3

[[package]]
name = "app"
version = "0.1.0"

[[package]]
name = "serde"
version = "1.0.203"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "abc"

[[package]]
name = "fork"
version = "0.1.0"
source = "git+https://github.com/me/fork?branch=main#0123abc"
`;
    expect(extractCargoLock(content).deps.map((d) => [d.name, d.version, d.source, d.resolved, d.integrity])).toEqual([
      ['serde', '1.0.203', 'registry', 'https://github.com/rust-lang/crates.io-index', 'abc'],
      ['fork', '0.1.0', 'git', 'git+https://github.com/me/fork?branch=main#0123abc', null],
    ]);
    expect(extractCargoLock('[[package]\n').skipReason).toMatch(/^invalid TOML/);
  });
});

describe('a Cargo lockfile that resolves a crate by path', () => {
  const manifest = (name: string, serde: string) => `[package]\nname = "${name}"\nversion = "0.8.0"\n\n[dependencies]\nserde = "${serde}"\n`;
  const lock = (serde: string, local: readonly string[]) =>
    `version = 4\n\n${local.map((name) => `[[package]]\nname = "${name}"\nversion = "0.1.0"\ndependencies = [\n "serde",\n]\n\n`).join('')}[[package]]\nname = "serde"\nversion = "${serde}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${'a'.repeat(64)}"\n`;
  const findings = (...changes: Parameters<typeof snapshotOf>) => analyze(snapshotOf(...changes)).findings.map((f) => [f.id, f.path]);

  it('lists the local crates of a lockfile and the package a manifest declares', () => {
    expect(extractCargoLock(lock('1.0.200', ['fuzz-targets', 'weblib'])).localPackages).toEqual(['fuzz-targets', 'weblib']);
    expect(extractCargoToml(manifest('weblib', '1')).packageName).toBe('weblib');
    expect(extractCargoToml('[workspace]\nmembers = ["a"]\n').packageName).toBeNull();
  });

  it('does not report a fuzz/ lockfile changed with the Cargo.toml of the crate it depends on by path', () => {
    // cargo-fuzz's fuzz/ workspace depends on the library by path: bumping the library's serde moves fuzz/Cargo.lock too.
    expect(findings(change('weblib/Cargo.toml', manifest('weblib', '1.0.200'), manifest('weblib', '1.0.210')), change('fuzz/Cargo.lock', lock('1.0.200', ['fuzz-targets', 'weblib']), lock('1.0.210', ['fuzz-targets', 'weblib'])))).toEqual([]);
  });

  it('still reports it when the changed manifest is another crate, or declares no package', () => {
    expect(findings(change('otherlib/Cargo.toml', manifest('otherlib', '1.0.200'), manifest('otherlib', '1.0.210')), change('fuzz/Cargo.lock', lock('1.0.200', ['fuzz-targets', 'weblib']), lock('1.0.210', ['fuzz-targets', 'weblib'])))).toEqual([['lockfile-without-manifest', 'fuzz/Cargo.lock']]);
    expect(findings(change('fuzz/Cargo.lock', lock('1.0.200', ['fuzz-targets', 'weblib']), lock('1.0.210', ['fuzz-targets', 'weblib'])))).toEqual([['lockfile-without-manifest', 'fuzz/Cargo.lock']]);
  });
});
