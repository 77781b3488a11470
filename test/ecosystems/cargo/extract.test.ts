import { describe, expect, it } from 'vitest';
import { extractCargoLock, extractCargoToml } from '../../../src/ecosystems/cargo/extract.js';

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
