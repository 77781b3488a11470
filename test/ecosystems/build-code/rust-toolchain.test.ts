import { describe, expect, it } from 'vitest';
import { rustToolchainFindings } from '../../../src/ecosystems/build-code/rust-toolchain.js';
import { buildWrapperFindings } from '../../../src/ecosystems/build-code/wrappers.js';
import type { SnapshotFile } from '../../../src/snapshot/pr-snapshot.js';
import { makeFile } from '../../support/snapshot-factory.js';

/** A file whose patch keeps `kept` lines and adds `added` ones after them. */
function edit(path: string, kept: string[], added: string[]): SnapshotFile {
  const patch = [`@@ -1,${kept.length} +1,${kept.length + added.length} @@`, ...kept.map((l) => ` ${l}`), ...added.map((l) => `+${l}`)].join('\n');
  return makeFile(path, { status: 'modified', patch });
}

describe('build-wrapper-changed: rust-toolchain path', () => {
  const rust = (path: string, kept: string[], added: string[]) => rustToolchainFindings([edit(path, kept, added)]).map((f) => `${f.severity} ${f.path}:${f.line ?? ''} ${f.title}`);
  it('reports a toolchain path from the repository (high) or elsewhere on the machine (medium)', () => {
    expect(rust('rust-toolchain.toml', ['[toolchain]'], ['path = "tools/rust"'])).toEqual(['high rust-toolchain.toml:2 rust-toolchain.toml runs the Rust toolchain at tools/rust']);
    expect(rust('crates/fw/rust-toolchain', ['[toolchain]'], ["path = '/opt/rust-esp'"])).toEqual(['medium crates/fw/rust-toolchain:2 rust-toolchain runs the Rust toolchain at /opt/rust-esp']);
    expect(buildWrapperFindings([edit('rust-toolchain.toml', ['[toolchain]'], ['path = "/tmp/tc"'])]).map((f) => f.severity)).toEqual(['high']);
  });
  it('is quiet on channels, components and targets', () => {
    expect(rust('rust-toolchain.toml', ['[toolchain]'], ['channel = "1.83.0"', 'components = ["rustfmt", "clippy"]', 'targets = ["wasm32-unknown-unknown"]', 'profile = "minimal"'])).toEqual([]);
    expect(rust('docs/rust-toolchain.md', [], ['path = "tools/rust"'])).toEqual([]);
  });
});
